/**
 * One check job (queue 'monitoring-check', planner.ts): a batch of a connection's products on one
 * site, through the source's connector, stored by ingest.ts. At least once from pg-boss, exactly
 * once in effect: products already checked in this period are dropped first, and only rows that
 * still hold the job's lease are written (a retried job changes nothing).
 *
 * The provider is called outside any transaction (on PGlite a transaction holds the only
 * connection), with the credential's shared budget (rate-budget.ts) and a bounded time.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { MONITORED_SITES } from '#shared/monitoring.ts'
import { COVERAGE_ERRORS, MONITORING_ERRORS } from '#shared/monitoring-texts.ts'
import { brandsDirectory, listingProductLinks, products } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import { afterDetection } from '../protection/after-detection.ts'
import { markConnectionFailing, markConnectionHealthy } from './connection-health.ts'
import type { CheckItem, CheckOutcome } from './connectors/types.ts'
import { openCredentials } from './credentials.ts'
import { ingestOutcome, type IngestResult } from './ingest.ts'
import { arrayLiteral, loadConnection, type CheckJobData } from './planner.ts'
import { dbRateBudget } from './rate-budget.ts'
import { connectorFor, type ConnectorOverrides } from './registry.ts'
import { periodAt } from './schedule.ts'

/** The longest a check may take (its provider calls); the job's expiry is a little longer. */
export const CHECK_TIMEOUT_MS = 90_000
/** After a provider that did not answer, the batch is tried again this much later. */
export const CHECK_ERROR_RETRY_MS = 5 * 60_000

export interface RunCheckOptions {
  connectors?: ConnectorOverrides
  fetch?: typeof fetch
  /** The connector's and the budget's clock (the bench's simulated day); real time by default. */
  clock?: () => Date
  timeoutMs?: number
}

export type RunCheckResult =
  | { ran: false; reason: 'gone' | 'paused' | 'nothing_due' | 'credentials_unreadable' }
  | ({ ran: true; credentialFailure: string | null; error: string | null } & IngestResult)

export async function runCheck(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'mailer' | 'live'>,
  job: CheckJobData,
  now: Date,
  options: RunCheckOptions = {},
): Promise<RunCheckResult> {
  const connection = await loadConnection(deps.db, job.connectionId)
  if (!connection) return { ran: false, reason: 'gone' }
  if (connection.status === 'paused') return { ran: false, reason: 'paused' }
  const period = periodAt(connection, now)

  // The rows this job still holds and that this period has not checked yet.
  const due = await rowsOf<{ product_id: string }>(
    deps.db,
    sql`select product_id from monitoring_coverage
      where connection_id = ${connection.id} and site = ${job.site}
        and product_id = any(${arrayLiteral(job.productIds)}::uuid[])
        and next_check_at = ${job.leaseUntil}::timestamptz
        and (period_start is null or period_start < ${period.start.toISOString()}::timestamptz)`,
  )
  if (due.length === 0) return { ran: false, reason: 'nothing_due' }
  const productIds = due.map((r) => r.product_id)

  let credentials
  try {
    credentials = openCredentials(deps.env, connection)
  } catch {
    await markConnectionFailing(deps, connection.id, MONITORING_ERRORS.credentialsUnreadable)
    return { ran: false, reason: 'credentials_unreadable' }
  }

  const [entry] = await deps.db
    .select({ name: brandsDirectory.name, ownerUserId: brandsDirectory.ownerUserId })
    .from(brandsDirectory)
    .where(eq(brandsDirectory.id, connection.brandId))
  if (!entry) return { ran: false, reason: 'gone' }
  const brand = { entryId: connection.brandId, ownerUserId: entry.ownerUserId }
  const items = await checkItems(deps, connection.brandId, job.site, productIds, entry.name)

  const connector = connectorFor(connection.source, options.connectors)
  const clock = options.clock ?? (() => new Date())
  let outcome: CheckOutcome
  let error: string | null = null
  try {
    outcome = await connector.check(
      { site: job.site, items },
      {
        credentials,
        baseUrl: connection.baseUrl,
        budget: dbRateBudget(
          deps.db,
          connection.budgetKey,
          connector.lanes,
          options.clock ? clock : undefined,
        ),
        fetch: options.fetch ?? globalThis.fetch,
        now: clock,
        signal: AbortSignal.timeout(options.timeoutMs ?? CHECK_TIMEOUT_MS),
      },
    )
  } catch (e) {
    // The provider did not answer (down, timed out): the batch waits a little and goes again.
    error = COVERAGE_ERRORS.noAnswer((e as Error).message.slice(0, 200))
    deps.logger.warn(`monitoring: ${connection.source} check failed: ${(e as Error).message}`)
    outcome = {
      observations: [],
      done: [],
      deferred: {
        productIds,
        retryAt: new Date(now.getTime() + CHECK_ERROR_RETRY_MS),
        reason: 'throttled',
      },
      credentialFailure: null,
    }
  }

  const stored = await ingestOutcome(deps, {
    connection,
    brand,
    site: job.site,
    productIds,
    leaseUntil: job.leaseUntil,
    period,
    outcome,
    now,
    deferredError: error,
  })
  if (outcome.credentialFailure) {
    await markConnectionFailing(deps, connection.id, outcome.credentialFailure)
  } else if (connection.status === 'failing' && outcome.done.length > 0) {
    await markConnectionHealthy(deps.db, connection.id)
  }
  if (stored.detected) await afterDetection(deps, brand, stored.detected)
  return { ran: true, credentialFailure: outcome.credentialFailure, error, ...stored }
}

/** What the connector is told of each product: its GTIN and the listing ids known on the site. */
async function checkItems(
  deps: Pick<AppDeps, 'db'>,
  brandId: string,
  site: keyof typeof MONITORED_SITES,
  productIds: string[],
  brandName: string,
): Promise<CheckItem[]> {
  const rows = await deps.db
    .select({ id: products.id, gtin: products.gtin })
    .from(products)
    .where(inArray(products.id, productIds))
  const links = await deps.db
    .select({ productId: listingProductLinks.productId, listingId: listingProductLinks.listingId })
    .from(listingProductLinks)
    .where(
      and(
        eq(listingProductLinks.brandId, brandId),
        eq(listingProductLinks.marketplace, MONITORED_SITES[site].marketplace),
        inArray(listingProductLinks.productId, productIds),
      ),
    )
  const listingIds = new Map<string, string[]>()
  for (const l of links)
    listingIds.set(l.productId, [...(listingIds.get(l.productId) ?? []), l.listingId])
  return rows.map((p) => ({
    productId: p.id,
    gtin: p.gtin,
    listingIds: listingIds.get(p.id) ?? [],
    brandName,
  }))
}
