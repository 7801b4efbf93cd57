/**
 * The reseller's answers to a finding and the brand's decision on a dispute (issue 14 item 5).
 *
 * - Mark fixed: the reseller says the listing is changed; the next observation checks it (a
 *   compliant one cures the finding, and with it any order hold).
 * - Dispute: a reason and optionally a proof file (PDF, PNG, JPEG, stored privately); while the
 *   brand has not decided, no further step can be taken.
 * - The brand accepts (the finding is withdrawn: closed, its history kept; a suspension or
 *   termination enforcement made is undone) or rejects (enforcement goes on, and the reseller
 *   gets the current step's cure period again, counted from the decision).
 *
 * Each one is recorded, told to the other party as a message, and published live.
 */
import { and, eq } from 'drizzle-orm'
import {
  ENFORCEMENT_CODES as CODES,
  ENFORCEMENT_TEXTS as T,
  addBusinessDays,
} from '#shared/enforcement-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  brandAuthorizations,
  enforcementActions,
  messages,
  protectionFindings,
} from '../../db/schema/index.ts'
import { HttpError, notFound } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'
import { announceAuthorization } from '../authorizations/announce-authorization.ts'
import { changeAuthorizationStatus } from '../authorizations/change-authorization-status.ts'
import { loadFinding, type FindingContext } from '../protection/finding-context.ts'
import { getEnforcementSettings } from './enforcement-settings.ts'
import { enqueueNoticeMail, marketplaceLabel } from './notices.ts'
import { assertEnforceable, type Actor } from './take-step.ts'

type Deps = Pick<AppDeps, 'db' | 'live' | 'logger' | 'mailer' | 'env'>

const refuse = (code: string, message: string) => new HttpError(409, { code, message })

const listingOf = (f: FindingContext) =>
  `${f.productName ?? f.title ?? 'a listing'} on ${marketplaceLabel(f.marketplace)}`

async function tell(
  tx: DbOrTx,
  from: string | null,
  to: string | null,
  content: string,
): Promise<string | null> {
  if (!from || !to) return null
  const [row] = await tx
    .insert(messages)
    .values({ senderId: from, recipientId: to, content, messageSource: 'internal' })
    .returning({ id: messages.id })
  return row!.id
}

async function publish(
  deps: Deps,
  f: FindingContext,
  messageTo: string | null,
  messageId: string | null,
) {
  await deps.live.publish({
    kind: 'protection.changed',
    userIds: [
      ...(f.resellerId ? [f.resellerId] : []),
      ...(f.brandOwnerUserId ? [f.brandOwnerUserId] : []),
    ],
    data: { brandId: f.brandId, findingId: f.id },
  })
  if (messageId && messageTo) {
    await deps.live.publish({ kind: 'message.created', userIds: [messageTo], data: { messageId } })
  }
}

export async function markFindingFixed(
  deps: Deps,
  input: { resellerId: string; findingId: string; actor: Actor; note: string },
) {
  const result = await deps.db.transaction(async (tx) => {
    const f = await loadFinding(
      tx,
      input.findingId,
      { resellerId: input.resellerId },
      { forUpdate: true },
    )
    if (!f) throw notFound()
    assertEnforceable(f)
    const now = new Date()
    await tx
      .update(protectionFindings)
      .set({ markedFixedAt: now, updatedAt: now })
      .where(eq(protectionFindings.id, f.id))
    await tx.insert(enforcementActions).values({
      findingId: f.id,
      event: 'marked_fixed',
      actorUserId: input.actor.userId,
      actorLabel: input.actor.label,
      note: input.note || null,
      at: now,
    })
    const messageId = await tell(
      tx,
      input.resellerId,
      f.brandOwnerUserId,
      `Marked fixed: ${listingOf(f)}\n\n${f.resellerCompany ?? 'The reseller'} says the listing now complies with your MAP policy. The next observation of it checks that.${input.note ? `\n\n${input.note}` : ''}`,
    )
    return { f, messageId }
  })
  await publish(deps, result.f, result.f.brandOwnerUserId, result.messageId)
}

export async function disputeFinding(
  deps: Deps,
  input: {
    resellerId: string
    findingId: string
    actor: Actor
    reason: string
    proof: { key: string; name: string } | null
  },
) {
  const result = await deps.db.transaction(async (tx) => {
    const f = await loadFinding(
      tx,
      input.findingId,
      { resellerId: input.resellerId },
      { forUpdate: true },
    )
    if (!f) throw notFound()
    assertEnforceable(f)
    if (f.disputeStatus === 'pending') throw refuse(CODES.alreadyDisputed, T.alreadyDisputed)
    const now = new Date()
    await tx
      .update(protectionFindings)
      .set({ disputeStatus: 'pending', updatedAt: now })
      .where(eq(protectionFindings.id, f.id))
    await tx.insert(enforcementActions).values({
      findingId: f.id,
      event: 'disputed',
      actorUserId: input.actor.userId,
      actorLabel: input.actor.label,
      note: input.reason,
      attachmentKey: input.proof?.key ?? null,
      attachmentName: input.proof?.name ?? null,
      at: now,
    })
    const messageId = await tell(
      tx,
      input.resellerId,
      f.brandOwnerUserId,
      `Dispute: ${listingOf(f)}\n\n${f.resellerCompany ?? 'The reseller'} disputes this finding:\n\n${input.reason}${input.proof ? `\n\nProof attached: ${input.proof.name}` : ''}\n\nAccept or reject the dispute on the finding.`,
    )
    return { f, messageId }
  })
  await publish(deps, result.f, result.f.brandOwnerUserId, result.messageId)
}

export async function decideDispute(
  deps: Deps,
  input: {
    brandId: string
    findingId: string
    actor: Actor
    decision: 'accept' | 'reject'
    note: string
    /** The request's actor for the audit log (decision 016). */
    audit: AuditActor
  },
) {
  const result = await deps.db.transaction(async (tx) => {
    const f = await loadFinding(
      tx,
      input.findingId,
      { brandId: input.brandId },
      { forUpdate: true },
    )
    if (!f) throw notFound()
    if (f.status !== 'open') throw refuse(CODES.closed, T.closed)
    if (f.disputeStatus !== 'pending') throw refuse(CODES.noDispute, T.noDispute)
    const now = new Date()
    let authorizationChanged = false
    let deadline = f.deadline
    if (input.decision === 'accept') {
      await tx
        .update(protectionFindings)
        .set({
          status: 'withdrawn',
          disputeStatus: 'accepted',
          closedAt: now,
          closedReason: `Dispute accepted: ${input.note}`,
          updatedAt: now,
        })
        .where(eq(protectionFindings.id, f.id))
      authorizationChanged = await undoEnforcement(tx, f)
    } else {
      // The reseller gets the current step's cure period again, from now.
      const settings = await getEnforcementSettings(tx, f.brandId)
      const cureDays = settings.ladder.find((s) => s.step === f.step)?.cureDays ?? 0
      const fresh = cureDays > 0 ? addBusinessDays(now, cureDays) : null
      deadline =
        f.deadline && fresh
          ? new Date(Math.max(f.deadline.getTime(), fresh.getTime()))
          : (fresh ?? f.deadline)
      await tx
        .update(protectionFindings)
        .set({ disputeStatus: 'rejected', deadline, updatedAt: now })
        .where(eq(protectionFindings.id, f.id))
    }
    await tx.insert(enforcementActions).values({
      findingId: f.id,
      event: input.decision === 'accept' ? 'dispute_accepted' : 'dispute_rejected',
      actorUserId: input.actor.userId,
      actorLabel: input.actor.label,
      note: input.note,
      at: now,
    })
    // An accepted dispute withdraws the finding (and undoes what enforcement did to the
    // authorization); a rejected one gives the cure period again. As take-step.ts labels it.
    await recordAudit(tx, {
      actor: input.audit,
      action:
        input.decision === 'accept'
          ? 'enforcement.dispute_accepted'
          : 'enforcement.dispute_rejected',
      targetType: 'enforcement_action',
      targetId: f.id,
      targetLabel: `${f.productName ?? f.title ?? 'A listing'} (${marketplaceLabel(f.marketplace)}) → ${f.resellerEmail ?? f.resellerId}`,
      ...(input.decision === 'accept'
        ? {
            before: { status: f.status, disputeStatus: f.disputeStatus },
            after: {
              status: 'withdrawn',
              disputeStatus: 'accepted',
              note: input.note,
              authorizationChanged,
            },
          }
        : {
            before: { disputeStatus: f.disputeStatus, deadline: f.deadline },
            after: { disputeStatus: 'rejected', deadline, note: input.note },
          }),
    })
    const content =
      input.decision === 'accept'
        ? `Dispute accepted: ${listingOf(f)}\n\n${f.brandName} accepted your dispute and withdrew the finding.\n\n${input.note}`
        : `Dispute rejected: ${listingOf(f)}\n\n${f.brandName} rejected your dispute:\n\n${input.note}\n\nPlease bring the listing into line with the MAP policy.`
    const messageId = await tell(tx, f.brandOwnerUserId, f.resellerId, content)
    // The reseller's mail commits with the decision.
    const [subject, ...rest] = content.split('\n\n')
    await enqueueNoticeMail(tx, deps, f.resellerEmail, {
      subject: subject!,
      body: rest.join('\n\n'),
    })
    return { f, messageId, authorizationChanged }
  })
  deps.mailer.deliverSoon()
  await publish(deps, result.f, result.f.resellerId, result.messageId)
  if (result.authorizationChanged) {
    await announceAuthorization(deps, result.f.resellerId!, [result.f.brandId])
  }
}

/**
 * A withdrawn finding undoes what enforcement did to the authorization: a suspension or
 * revocation whose reason is enforcement's own for this listing is reinstated.
 */
async function undoEnforcement(tx: DbOrTx, f: FindingContext): Promise<boolean> {
  if (f.step !== 'suspension' && f.step !== 'termination') return false
  const [authorization] = await tx
    .select()
    .from(brandAuthorizations)
    .where(
      and(
        eq(brandAuthorizations.brandId, f.brandId),
        eq(brandAuthorizations.resellerId, f.resellerId!),
      ),
    )
  if (!authorization || authorization.status === 'active') return false
  const product = f.productName ?? f.title ?? 'a listing'
  const marketplace = marketplaceLabel(f.marketplace)
  const ours = [T.suspensionReason(product, marketplace), T.terminationReason(product, marketplace)]
  if (!ours.includes(authorization.statusReason ?? '')) return false
  await changeAuthorizationStatus(tx, {
    brandId: f.brandId,
    authorizationId: authorization.id,
    change: 'reinstate',
    reason: null,
  })
  return true
}
