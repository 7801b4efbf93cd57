/**
 * A check's outcome stored (decision 019 §4): in ONE transaction, the observations as one listing
 * import of the connection's source, judged by the same detection as a file or the monitoring
 * API (push-observations.ts: same matching, evidence, digest, nothing judged twice: an offer seen
 * again by a retried check has the same external id and is skipped), and the coverage rows of the
 * products checked. A job writes only the rows that still hold its lease (planner.ts): a row
 * claimed again by another job after the lease ended is that job's, so no product is written
 * twice. The raw row of each observation is the provider's answer for that offer as received
 * (ProviderEvidence as JSON), which the finding's evidence shows.
 */
import { eq, sql } from 'drizzle-orm'
import { MONITORING_SOURCE_LABELS, type MonitoredSiteId } from '#shared/monitoring.ts'
import { COVERAGE_ERRORS } from '#shared/monitoring-texts.ts'
import type { Tx } from '../../db/client.ts'
import { listingImports, monitoringConnections } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import { insertObservations, Rejections, summaryOf } from '../listings-import/import-listings.ts'
import { addUnmatchedWarnings, ImportWarnings } from '../listings-import/import-warnings.ts'
import { enqueueFindingsDigest } from '../protection/after-detection.ts'
import { detect, type DetectResult, type ProtectionBrand } from '../protection/detect.ts'
import type { CheckOutcome, ConnectorObservation } from './connectors/types.ts'
import { arrayLiteral, type ConnectionRow } from './planner.ts'
import { nextCheckAt, type Period } from './schedule.ts'

/** A price as insertObservations casts it: a plain non-negative decimal. */
const PRICE = /^\d{1,10}(\.\d{1,4})?$/

export interface IngestInput {
  connection: ConnectionRow
  brand: ProtectionBrand
  site: MonitoredSiteId
  /** The products the job held (its lease). */
  productIds: string[]
  leaseUntil: string
  period: Period
  outcome: CheckOutcome
  now: Date
  /** Why the deferred products were not checked, when it is not the budget or a throttle. */
  deferredError?: string | null
}

export interface IngestResult {
  importId: string | null
  detected: DetectResult | null
  /** Coverage rows written as checked. */
  checked: number
  deferred: number
  /** Observations stored (new external ids). */
  stored: number
}

export async function ingestOutcome(
  deps: Pick<AppDeps, 'db' | 'logger' | 'mailer' | 'env'>,
  input: IngestInput,
): Promise<IngestResult> {
  const { connection, outcome, now, site } = input
  const startedAt = Date.now()
  const label = MONITORING_SOURCE_LABELS[connection.source]
  return deps.db.transaction(async (tx) => {
    const held = new Set(
      (
        await rowsOf<{ product_id: string }>(
          tx,
          sql`select product_id from monitoring_coverage
            where connection_id = ${connection.id} and site = ${site}
              and product_id = any(${arrayLiteral(input.productIds)}::uuid[])
              and next_check_at = ${input.leaseUntil}::timestamptz
            for update`,
        )
      ).map((r) => r.product_id),
    )
    const observations = outcome.observations.filter((o) => {
      if (!held.has(o.productId)) return false
      if (
        !PRICE.test(o.draft.price) ||
        (o.draft.shipping !== null && !PRICE.test(o.draft.shipping))
      ) {
        deps.logger.warn(
          `monitoring: ${connection.source} gave an observation with a price that is not a number; left out`,
        )
        return false
      }
      return true
    })

    let importId: string | null = null
    let detected: DetectResult | null = null
    let stored = 0
    if (observations.length > 0) {
      ;({ importId, detected, stored } = await storeObservations(tx, deps, input, observations, {
        label,
        startedAt,
      }))
    }

    // The products checked: counted for this period, next due at their place in the next one.
    const done = outcome.done.filter((d) => held.has(d.productId))
    if (done.length > 0) {
      const rows = done.map((d) => ({
        product_id: d.productId,
        identifier: d.identifier,
        status: d.status,
        offers_seen: d.offersSeen,
        request_id: d.requestId,
        error: d.error,
        next_check_at: nextCheckAt(connection, { productId: d.productId, site }, now).toISOString(),
      }))
      await tx.execute(sql`update monitoring_coverage m set
          identifier = coalesce(r.identifier, m.identifier),
          status = r.status::monitoring_coverage_status,
          offers_seen = r.offers_seen, request_id = r.request_id, error = r.error,
          last_checked_at = ${now.toISOString()}::timestamptz,
          period_start = ${input.period.start.toISOString()}::timestamptz,
          next_check_at = r.next_check_at
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(product_id uuid,
          identifier text, status text, offers_seen int, request_id text, error text,
          next_check_at timestamptz)
        where m.connection_id = ${connection.id} and m.site = ${site}
          and m.product_id = r.product_id`)
    }
    const doneIds = new Set(done.map((d) => d.productId))

    // Not checked for lack of budget or because the provider asked to wait: due again then, and
    // over the provider's limit when that falls after the period they were due in.
    const deferredIds = (outcome.deferred?.productIds ?? []).filter(
      (id) => held.has(id) && !doneIds.has(id),
    )
    if (outcome.deferred && deferredIds.length > 0) {
      const retryAt = outcome.deferred.retryAt.toISOString()
      await tx.execute(sql`update monitoring_coverage set
          next_check_at = ${retryAt}::timestamptz,
          status = case when ${retryAt}::timestamptz > ${input.period.end.toISOString()}::timestamptz
            then 'over_budget'::monitoring_coverage_status else status end,
          error = ${input.deferredError ?? (outcome.deferred.reason === 'budget' ? COVERAGE_ERRORS.budget : COVERAGE_ERRORS.throttled)}
        where connection_id = ${connection.id} and site = ${site}
          and product_id = any(${arrayLiteral(deferredIds)}::uuid[])`)
    }

    // The rest: the credential was refused (due again as soon as the connection runs again), or
    // the connector said nothing of them (checked again next period).
    const deferredSet = new Set(deferredIds)
    const rest = [...held].filter((id) => !doneIds.has(id) && !deferredSet.has(id))
    if (rest.length > 0) {
      const failure = outcome.credentialFailure
      const rows = rest.map((productId) => ({
        product_id: productId,
        next_check_at: failure
          ? now.toISOString()
          : nextCheckAt(connection, { productId, site }, now).toISOString(),
      }))
      await tx.execute(sql`update monitoring_coverage m set
          next_check_at = r.next_check_at,
          status = 'failing', error = ${failure ?? COVERAGE_ERRORS.notInAnswer}
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(product_id uuid,
          next_check_at timestamptz)
        where m.connection_id = ${connection.id} and m.site = ${site}
          and m.product_id = r.product_id`)
    }

    await tx
      .update(monitoringConnections)
      .set({ lastRunAt: now })
      .where(eq(monitoringConnections.id, connection.id))
    return { importId, detected, stored, checked: done.length, deferred: deferredIds.length }
  })
}

/** As push-observations.ts: one import, its observations, detection, warnings, the digest. */
async function storeObservations(
  tx: Tx,
  deps: Pick<AppDeps, 'mailer' | 'env'>,
  input: IngestInput,
  observations: ConnectorObservation[],
  meta: { label: string; startedAt: number },
): Promise<{ importId: string | null; detected: DetectResult | null; stored: number }> {
  const { brand, connection, now } = input
  const [row] = await tx
    .insert(listingImports)
    .values({
      brandId: brand.entryId,
      source: connection.source,
      label: meta.label,
      observedAt: now,
      contextMarketplace: observations[0]!.draft.marketplace,
    })
    .returning({ id: listingImports.id })
  const importId = row!.id
  const warnings = new ImportWarnings()
  const items = observations.map((o, i) => {
    const draft = { ...o.draft, observedAt: o.draft.observedAt ?? now }
    warnings.addDraft(i + 1, { ok: true, draft, warnings: [] })
    return { rowNo: i + 1, externalId: o.externalId, draft, raw: JSON.stringify(o.evidence) }
  })
  const stored = await insertObservations(tx, importId, brand.entryId, items)
  if (stored === 0) {
    // Every offer was stored by an earlier run (a retried check): no import left behind.
    await tx.delete(listingImports).where(eq(listingImports.id, importId))
    return { importId: null, detected: null, stored }
  }
  const detected = await detect(tx, brand, { kind: 'import', importId })
  await addUnmatchedWarnings(tx, warnings, brand.entryId, importId, detected.unmatched)
  await enqueueFindingsDigest(tx, deps, brand, detected, meta.label)
  const summary = summaryOf(
    {
      rowsRead: observations.length,
      rejections: new Rejections(),
      warnings,
      duplicates: observations.length - stored,
      startedAt: meta.startedAt,
    },
    detected,
  )
  await tx
    .update(listingImports)
    .set({ status: 'complete', summary, finishedAt: new Date() })
    .where(eq(listingImports.id, importId))
  return { importId, detected, stored }
}
