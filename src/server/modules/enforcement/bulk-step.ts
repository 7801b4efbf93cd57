/**
 * The next step on many findings at once, as MAP monitoring tools send it (TrackStreet, Wiser,
 * i2o): every open finding of one reseller, or a selection. Each finding goes through the single
 * step's own rules (take-step.ts: open, enforceable, no dispute waiting, cure period over, not at
 * the ladder's end); a finding they refuse is skipped with the refusal's reason and the others go
 * on. Only notices (first and second) go in bulk: an order hold, a suspension or a termination is
 * taken on the finding itself, one at a time.
 *
 * One transaction for the whole request. The steps, the enforcement history, the audit entries
 * and the outbox's mails commit together, so the one notice a reseller receives names exactly
 * the findings whose step committed; an unexpected failure sends nothing and records nothing, and
 * the same request can simply be sent again. Refusals are thrown before the step writes anything
 * (takeStepInTransaction), so catching one leaves the transaction clean.
 *
 * A double click or a retry sends the same `batchKey`: the findings' row locks make the copy wait
 * for the first to commit, and a finding whose audit entry already carries the key counts as sent
 * without a second step.
 */
import { inArray, sql } from 'drizzle-orm'
import {
  ENFORCEMENT_CODES as CODES,
  ENFORCEMENT_TEXTS as T,
  type CombinedNoticeItem,
} from '#shared/enforcement-texts.ts'
import type { EnforcementStep } from '#shared/protection.ts'
import type { BulkStepResult } from '#shared/protection-api.ts'
import { PROTECTION_PATHS } from '#shared/protection-texts.ts'
import { PROTECTION_LIMITS } from '#shared/schemas/protection.ts'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { enforcementActions } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { combinedNoticeMail } from '../../lib/mail/protection-mails.ts'
import type { AuditActor } from '../audit-log/record-audit.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import { storeNoticeMessage } from './notices.ts'
import {
  afterStepsCommitted,
  takeStepInTransaction,
  type Actor,
  type TakenStep,
} from './take-step.ts'

/** The steps a bulk request takes; a stricter one is skipped with its reason. */
export const BULK_STEPS: readonly EnforcementStep[] = ['notice', 'second_notice']

export type BulkTarget = { findingIds: readonly string[] } | { resellerId: string }

const tooMany = (count: number) =>
  new HttpError(422, {
    code: CODES.bulkTooMany,
    message: T.bulkTooMany(count, PROTECTION_LIMITS.bulkStepMax),
  })

interface Target {
  id: string
  label: string
}

/** The brand's findings the request names, oldest first; another brand's id: 404, nothing sent. */
async function resolveTargets(db: DbOrTx, brandId: string, target: BulkTarget): Promise<Target[]> {
  const labelled = (where: ReturnType<typeof sql>) =>
    rowsOf<{ id: string; label: string | null }>(
      db,
      sql`select pf.id, coalesce(p.name, f.title, f.listing_id) as label
        from protection_findings pf
        join listing_offers f on f.id = pf.offer_id
        left join products p on p.id = pf.product_id
        where pf.brand_id = ${brandId} and ${where}
        order by pf.opened_at, pf.id
        limit ${PROTECTION_LIMITS.bulkStepMax + 1}`,
    )
  if ('findingIds' in target) {
    const ids = [...new Set(target.findingIds)]
    if (ids.length > PROTECTION_LIMITS.bulkStepMax) throw tooMany(ids.length)
    const rows = await labelled(sql`pf.id in ${ids}`)
    // One message whatever is missing: which ids belong to another brand stays unsaid.
    if (rows.length !== ids.length)
      throw new HttpError(404, { code: 'NOT_FOUND', message: T.bulkUnknown })
    return rows.map((r) => ({ id: r.id, label: r.label ?? '' }))
  }
  const rows = await labelled(
    sql`pf.reseller_id = ${target.resellerId} and pf.status = 'open'
      and pf.kind in ('map_violation', 'scope_violation')`,
  )
  if (rows.length > PROTECTION_LIMITS.bulkStepMax) {
    const [count] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from protection_findings
        where brand_id = ${brandId} and reseller_id = ${target.resellerId} and status = 'open'
          and kind in ('map_violation', 'scope_violation')`,
    )
    throw tooMany(Number(count?.n ?? rows.length))
  }
  return rows.map((r) => ({ id: r.id, label: r.label ?? '' }))
}

export async function takeBulkSteps(
  deps: Pick<AppDeps, 'db' | 'live' | 'logger' | 'mailer' | 'env'>,
  input: {
    brandId: string
    target: BulkTarget
    actor: Actor
    audit: AuditActor
    note: string
    batchKey: string
  },
): Promise<BulkStepResult> {
  const targets = await resolveTargets(deps.db, input.brandId, input.target)
  if (targets.length === 0) return { sent: [], skipped: [], notices: 0 }
  const ids = targets.map((t) => t.id)

  const outcome = await deps.db.transaction(async (tx) => {
    // Every row lock first, in one order: two bulk requests over the same findings cannot
    // deadlock, and a copy of this request waits here until the first has committed.
    await tx.execute(
      sql`select 1 from protection_findings where id in ${ids} order by id for update`,
    )
    const done = await rowsOf<{ id: string }>(
      tx,
      sql`select distinct target_id as id from audit_log
        where target_type = 'enforcement_action' and target_id in ${ids}
          and action = 'enforcement.step_taken' and after->>'batch' = ${input.batchKey}`,
    )
    const already = new Set(done.map((d) => d.id))
    const taken: TakenStep[] = []
    const result: BulkStepResult = { sent: [], skipped: [], notices: 0 }
    for (const target of targets) {
      if (already.has(target.id)) {
        const [step] = await rowsOf<{ step: EnforcementStep; deadline: string | Date | null }>(
          tx,
          sql`select step, deadline from protection_findings where id = ${target.id}`,
        )
        result.sent.push({
          findingId: target.id,
          label: target.label,
          step: step!.step,
          deadline: step!.deadline ? new Date(step!.deadline).toISOString() : null,
          already: true,
        })
        continue
      }
      try {
        const step = await takeStepInTransaction(
          tx,
          deps,
          {
            brandId: input.brandId,
            findingId: target.id,
            actor: input.actor,
            note: input.note,
            audit: input.audit,
          },
          { onlySteps: BULK_STEPS, combined: true, batchKey: input.batchKey },
        )
        taken.push(step)
        result.sent.push({
          findingId: target.id,
          label: target.label,
          step: step.step,
          deadline: step.deadline?.toISOString() ?? null,
          already: false,
        })
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 409) throw error
        result.skipped.push({
          findingId: target.id,
          label: target.label,
          code: error.body.code,
          reason: error.body.message,
        })
      }
    }
    result.notices = await sendCombinedNotices(tx, deps, taken, input.note)
    return { result, taken }
  })

  await afterStepsCommitted(deps, outcome.taken)
  return outcome.result
}

/** One message and one mail per reseller naming each of its findings; returns how many. */
async function sendCombinedNotices(
  tx: Tx,
  deps: Pick<AppDeps, 'mailer' | 'env'>,
  taken: TakenStep[],
  note: string,
): Promise<number> {
  const byReseller = new Map<string, TakenStep[]>()
  for (const t of taken) {
    const list = byReseller.get(t.f.resellerId!) ?? []
    list.push(t)
    byReseller.set(t.f.resellerId!, list)
  }
  for (const [resellerId, steps] of byReseller) {
    const { f } = steps[0]!
    const notice = T.combinedNotice({
      brand: f.brandName,
      reseller: steps[0]!.values.reseller,
      items: steps.map((s): CombinedNoticeItem => s.values),
      note,
    })
    const messageId = await storeNoticeMessage(tx, {
      senderId: f.brandOwnerUserId,
      recipientId: resellerId,
      notice: { subject: notice.subject, body: notice.body },
    })
    if (messageId) {
      await tx
        .update(enforcementActions)
        .set({ messageId })
        .where(
          inArray(
            enforcementActions.id,
            steps.map((s) => s.actionId),
          ),
        )
      for (const s of steps) s.messageId = messageId
    }
    if (f.resellerEmail) {
      await deps.mailer.enqueue(tx, {
        to: f.resellerEmail,
        kind: 'enforcement_notice',
        ...combinedNoticeMail({
          notice,
          link: `${deps.env.appUrl}${PROTECTION_PATHS.compliance}`,
          linkLabel: 'Open your Compliance page',
        }),
      })
    }
  }
  return byReseller.size
}
