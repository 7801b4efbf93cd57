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
import type { DbOrTx, Tx } from '../../db/client.ts'
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

export interface StepInput {
  brandId: string
  findingId: string
  actor: Actor
  note: string
  /** The request's actor for the audit log; absent: the system (the automatic first notice). */
  audit?: AuditActor
}

export interface StepOptions {
  /** Only these steps may be taken (a bulk notice takes notices, never a hold or a suspension). */
  onlySteps?: readonly EnforcementStep[]
  /**
   * The caller sends one notice for several findings (bulk-step.ts): this step stores no message
   * and enqueues no mail of its own, and returns the notice's values for the combined one.
   */
  combined?: boolean
  /** Recorded in the audit entry, so a repeated bulk request is recognised (bulk-step.ts). */
  batchKey?: string
}

export interface TakenStep {
  f: FindingContext
  step: EnforcementStep
  nextStep: EnforcementStep | null
  deadline: Date | null
  messageId: string | null
  actionId: number
  authorizationChanged: boolean
  values: ReturnType<typeof noticeValues>
}

/**
 * The step on one finding inside the caller's transaction: every refusal (409) is thrown before
 * anything is written, so a caller may catch it and go on with other findings.
 */
export async function takeStepInTransaction(
  tx: Tx,
  deps: Pick<AppDeps, 'mailer' | 'env'>,
  input: StepInput,
  options: StepOptions = {},
): Promise<TakenStep> {
  const f = await loadFinding(tx, input.findingId, { brandId: input.brandId }, { forUpdate: true })
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
  if (options.onlySteps && !options.onlySteps.includes(next.step)) {
    throw refuse(CODES.notANotice, T.notANotice(T.stepLabel(next.step)))
  }
  const after = nextLadderStep(settings.ladder, next.step)
  const deadline = next.cureDays > 0 ? addBusinessDays(now, next.cureDays) : null

  await tx
    .update(protectionFindings)
    .set({ step: next.step, stepAt: now, deadline, updatedAt: now })
    .where(eq(protectionFindings.id, f.id))
  const authorizationChanged = await applyToAuthorization(tx, f, next.step)

  const values = noticeValues(f, next.step, after?.step ?? null, deadline)
  let messageId: string | null = null
  let notice: { subject: string; body: string } | null = null
  if (!options.combined) {
    const rendered = renderNotice(settings.templates[next.step], values)
    notice = {
      subject: rendered.subject,
      body: input.note ? `${rendered.body}\n\n${input.note}` : rendered.body,
    }
    messageId = await storeNoticeMessage(tx, {
      senderId: f.brandOwnerUserId,
      recipientId: f.resellerId!,
      notice,
    })
  }
  const [action] = await tx
    .insert(enforcementActions)
    .values({
      findingId: f.id,
      event: next.step,
      actorUserId: input.actor.userId,
      actorLabel: input.actor.label,
      note: input.note || null,
      deadline,
      messageId,
      at: now,
    })
    .returning({ id: enforcementActions.id })
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
      ...(options.batchKey ? { batch: options.batchKey } : {}),
    },
  })
  // The notice's mail commits with the step.
  if (notice) await enqueueNoticeMail(tx, deps, f.resellerEmail, notice)
  return {
    f,
    step: next.step,
    nextStep: after?.step ?? null,
    deadline,
    messageId,
    actionId: action!.id,
    authorizationChanged,
    values,
  }
}

/** What follows a committed step: the outbox woken, live refreshes, the letter's announcement. */
export async function afterStepsCommitted(
  deps: Pick<AppDeps, 'db' | 'live' | 'mailer'>,
  taken: readonly Pick<TakenStep, 'f' | 'messageId' | 'authorizationChanged'>[],
) {
  if (taken.length === 0) return
  deps.mailer.deliverSoon()
  // One refresh per reseller and brand, however many of its findings stepped (a bulk step):
  // each screen re-reads everything of brand protection on it anyway.
  const refreshes = new Map<string, { f: FindingContext; findingId?: string }>()
  for (const { f } of taken) {
    const key = `${f.brandId}\u0001${f.resellerId}`
    refreshes.set(key, refreshes.has(key) ? { f } : { f, findingId: f.id })
  }
  for (const { f, findingId } of refreshes.values()) {
    await deps.live.publish({
      kind: 'protection.changed',
      userIds: [f.resellerId!, ...(f.brandOwnerUserId ? [f.brandOwnerUserId] : [])],
      data: { brandId: f.brandId, ...(findingId ? { findingId } : {}) },
    })
  }
  const messages = new Map<string, string>()
  for (const t of taken) if (t.messageId) messages.set(t.messageId, t.f.resellerId!)
  for (const [messageId, resellerId] of messages) {
    await deps.live.publish({
      kind: 'message.created',
      userIds: [resellerId],
      data: { messageId },
    })
  }
  for (const t of taken) {
    if (t.authorizationChanged) await announceAuthorization(deps, t.f.resellerId!, [t.f.brandId])
  }
}

export async function takeNextStep(
  deps: Pick<AppDeps, 'db' | 'live' | 'logger' | 'mailer' | 'env'>,
  input: StepInput,
) {
  const outcome = await deps.db.transaction((tx) => takeStepInTransaction(tx, deps, input))
  await afterStepsCommitted(deps, [outcome])
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
