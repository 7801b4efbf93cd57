/**
 * The next step of the brand's ladder on one finding (issue 14 item 5), as due process: only on
 * an open MAP or scope violation by an authorized reseller, one step after the other, never
 * while a dispute waits for the brand's decision, and never before the cure period of the step
 * taken last has run out. A notice goes as an in-portal message and a mail; an order hold stops
 * the reseller's new orders to the brand (order-hold.ts); a suspension suspends the
 * authorization and with it the Letter of Authorization; a termination revokes it. Every step is
 * recorded with who, what and when (enforcement_actions).
 */
import { and, eq, sql } from 'drizzle-orm'
import {
  ENFORCEMENT_CODES as CODES,
  ENFORCEMENT_TEXTS as T,
  addBusinessDays,
  type LadderStep,
} from '#shared/enforcement-texts.ts'
import { ENFORCEMENT_STEPS, type EnforcementStep } from '#shared/protection.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  brandAuthorizations,
  enforcementActions,
  protectionFindings,
} from '../../db/schema/index.ts'
import { HttpError, notFound } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import { announceAuthorization } from '../authorizations/announce-authorization.ts'
import { changeAuthorizationStatus } from '../authorizations/change-authorization-status.ts'
import { loadFinding, type FindingContext } from '../protection/finding-context.ts'
import { getEnforcementSettings } from './enforcement-settings.ts'
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from '../audit-log/record-audit.ts'
import {
  enqueueNoticeMail,
  marketplaceLabel,
  noticeValues,
  renderNotice,
  storeNoticeMessage,
} from './notices.ts'

export interface Actor {
  userId: string | null
  /** Who, as the history shows it. */
  label: string
}

const refuse = (code: string, message: string) => new HttpError(409, { code, message })

const rank = (step: EnforcementStep) => ENFORCEMENT_STEPS.indexOf(step)

/** The ladder step after `current` (the first when none was taken); null at the end. */
export function nextLadderStep(
  ladder: readonly LadderStep[],
  current: EnforcementStep | null,
): LadderStep | null {
  if (current === null) return ladder[0] ?? null
  // A ladder edited since: the first step stricter than the one taken.
  return ladder.find((s) => rank(s.step) > rank(current)) ?? null
}

export function assertEnforceable(f: FindingContext) {
  if (f.status !== 'open') throw refuse(CODES.closed, T.closed)
  if (f.kind === 'unauthorized_seller' || f.resellerId === null) {
    throw refuse(CODES.notEnforceable, T.notEnforceable)
  }
}

const dateText = (d: Date) =>
  d.toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }) + ' UTC'

export async function takeNextStep(
  deps: Pick<AppDeps, 'db' | 'live' | 'logger' | 'mailer' | 'env'>,
  input: {
    brandId: string
    findingId: string
    actor: Actor
    note: string
    /** The request's actor for the audit log; absent: the system (the automatic first notice). */
    audit?: AuditActor
  },
) {
  const outcome = await deps.db.transaction(async (tx) => {
    const f = await loadFinding(
      tx,
      input.findingId,
      { brandId: input.brandId },
      { forUpdate: true },
    )
    if (!f) throw notFound()
    // The step's time is read only now that the finding's row lock is ours: a request that
    // waited for another step is recorded after it, so the history follows the ladder. The
    // database's clock (not the transaction's start, now()) is one clock for every instance.
    const now = await clockAfterLock(tx)
    assertEnforceable(f)
    if (f.disputeStatus === 'pending') throw refuse(CODES.disputePending, T.disputePending)
    if (f.deadline && f.deadline.getTime() > now.getTime()) {
      throw refuse(CODES.curePeriod, T.curePeriod(dateText(f.deadline)))
    }
    const settings = await getEnforcementSettings(tx, f.brandId)
    const next = nextLadderStep(settings.ladder, f.step)
    if (!next) throw refuse(CODES.ladderEnd, T.ladderEnd)
    const after = nextLadderStep(settings.ladder, next.step)
    const deadline = next.cureDays > 0 ? addBusinessDays(now, next.cureDays) : null

    await tx
      .update(protectionFindings)
      .set({ step: next.step, stepAt: now, deadline, updatedAt: now })
      .where(eq(protectionFindings.id, f.id))
    const authorizationChanged = await applyToAuthorization(tx, f, next.step)

    const notice = renderNotice(
      settings.templates[next.step],
      noticeValues(f, next.step, after?.step ?? null, deadline),
    )
    const body = input.note ? `${notice.body}\n\n${input.note}` : notice.body
    const messageId = await storeNoticeMessage(tx, {
      senderId: f.brandOwnerUserId,
      recipientId: f.resellerId!,
      notice: { subject: notice.subject, body },
    })
    await tx.insert(enforcementActions).values({
      findingId: f.id,
      event: next.step,
      actorUserId: input.actor.userId,
      actorLabel: input.actor.label,
      note: input.note || null,
      deadline,
      messageId,
      at: now,
    })
    await recordAudit(tx, {
      actor: input.audit ?? SYSTEM_ACTOR,
      action: 'enforcement.step_taken',
      targetType: 'enforcement_action',
      targetId: f.id,
      targetLabel: `${f.productName ?? f.title ?? 'A listing'} (${marketplaceLabel(f.marketplace)}) → ${f.resellerEmail ?? f.resellerId}`,
      before: { step: f.step },
      after: {
        step: next.step,
        deadline,
        note: input.note || null,
        authorizationChanged,
        by: input.actor.label,
      },
    })
    // The notice's mail commits with the step.
    await enqueueNoticeMail(tx, deps, f.resellerEmail, { subject: notice.subject, body })
    return {
      f,
      step: next.step,
      deadline,
      messageId,
      authorizationChanged,
    }
  })

  deps.mailer.deliverSoon()
  const { f } = outcome
  await deps.live.publish({
    kind: 'protection.changed',
    userIds: [f.resellerId!, ...(f.brandOwnerUserId ? [f.brandOwnerUserId] : [])],
    data: { brandId: f.brandId, findingId: f.id },
  })
  if (outcome.messageId) {
    await deps.live.publish({
      kind: 'message.created',
      userIds: [f.resellerId!],
      data: { messageId: outcome.messageId },
    })
  }
  if (outcome.authorizationChanged) await announceAuthorization(deps, f.resellerId!, [f.brandId])
  return { step: outcome.step, deadline: outcome.deadline }
}

async function clockAfterLock(tx: DbOrTx): Promise<Date> {
  // Epoch milliseconds: a number from either driver.
  const [row] = await rowsOf<{ ms: number }>(
    tx,
    sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`,
  )
  return new Date(Math.floor(Number(row!.ms)))
}

/**
 * A suspension suspends the reseller's authorization for the brand, a termination revokes it;
 * both with a reason the reseller sees. An authorization already in that state stays as it is.
 */
async function applyToAuthorization(
  tx: DbOrTx,
  f: FindingContext,
  step: EnforcementStep,
): Promise<boolean> {
  if (step !== 'suspension' && step !== 'termination') return false
  const [authorization] = await tx
    .select({ id: brandAuthorizations.id, status: brandAuthorizations.status })
    .from(brandAuthorizations)
    .where(
      and(
        eq(brandAuthorizations.brandId, f.brandId),
        eq(brandAuthorizations.resellerId, f.resellerId!),
      ),
    )
  if (!authorization) return false
  const product = f.productName ?? f.title ?? 'a listing'
  const marketplace = marketplaceLabel(f.marketplace)
  if (step === 'suspension' && authorization.status !== 'active') return false
  if (step === 'termination' && authorization.status === 'revoked') return false
  try {
    await changeAuthorizationStatus(tx, {
      brandId: f.brandId,
      authorizationId: authorization.id,
      change: step === 'suspension' ? 'suspend' : 'revoke',
      reason:
        step === 'suspension'
          ? T.suspensionReason(product, marketplace)
          : T.terminationReason(product, marketplace),
    })
  } catch (error) {
    // Expired since: there is nothing in force to suspend or revoke.
    if (error instanceof HttpError && error.status === 409) return false
    throw error
  }
  return true
}
