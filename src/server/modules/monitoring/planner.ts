/**
 * The planner (decision 019 §2 and §4): the coverage rows of each connection (its brand's
 * products × its sites), and the claim of the rows that are due, sent as check jobs of one site
 * and at most `batchSize` products each.
 *
 * A claim moves the rows' next_check_at forward by a lease in one `UPDATE … RETURNING` over rows
 * picked `FOR UPDATE SKIP LOCKED`, so two instances planning at once never claim the same row,
 * and a job that dies leaves its rows due again when the lease ends. The job carries the lease's
 * time: only a job whose rows still hold it may write them (run-check.ts, ingest.ts), so a row
 * claimed again after its lease ended is checked by one job, not two.
 *
 * How much is claimed is sized by the credential's budget: what its main lane holds now and
 * refills over the next PLAN_HORIZON_MS, in whole batches, so the jobs sent can mostly run and a
 * dry bucket does not fill the queue with jobs that can only wait.
 */
import { sql } from 'drizzle-orm'
import { MONITORED_SITES, type MonitoredSiteId, type MonitoringSource } from '#shared/monitoring.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import { budgetHoldsAt, peekBudget } from './rate-budget.ts'
import { connectorFor, type ConnectorOverrides } from './registry.ts'
import { periodAt, type ScheduleConnection } from './schedule.ts'

export { checksPerDay } from './schedule.ts'

/** How long a claimed row is held for its job (a job runs for CHECK_TIMEOUT_MS at most). */
export const CHECK_LEASE_MS = 10 * 60_000
/** The budget the planner sizes a claim by: what refills over this much time, plus what is there. */
export const PLAN_HORIZON_MS = 10_000
/** At most this many batches per connection per planning run. */
export const MAX_BATCHES_PER_PLAN = 25
/** A connection whose credential failed is tried again this often, one batch (connection-health). */
export const FAILING_RETRY_MS = 60 * 60_000
/**
 * A connection's due rows wait up to this long for a whole batch (more rows falling due, or the
 * budget refilling to a whole call's worth), while their period has longer than this left: the
 * schedule spreads products over the period, so rows fall due a few at a time, and a call that
 * could carry 20 ASINs or 20 Keepa products carried 1–3, each paying a job's database work
 * (measured in the bench: 2.7 ASINs and 1.1 Keepa products a call).
 */
export const BATCH_WAIT_MS = 5 * 60_000
/** How often a planner refreshes a connection's coverage rows (products added since). */
export const COVERAGE_REFRESH_MS = 5 * 60_000

/** What a check job carries (queue 'monitoring-check'). */
export interface CheckJobData {
  connectionId: string
  site: MonitoredSiteId
  productIds: string[]
  /** The period the planner claimed the rows in (ISO). */
  periodStart: string
  /** The claim's next_check_at (ISO): the rows this job may write still hold it. */
  leaseUntil: string
}

export interface ConnectionRow extends ScheduleConnection {
  brandId: string
  source: MonitoringSource
  sites: MonitoredSiteId[]
  budgetKey: string
  baseUrl: string | null
  status: 'active' | 'failing' | 'paused'
  credentialsSealed: string
  lastRunAt: Date | null
}

interface RawConnection {
  id: string
  brand_id: string
  source: MonitoringSource
  sites: string[]
  frequency_hours: number
  extra_weekend: boolean
  extra_evening: boolean
  time_zone: string
  budget_key: string
  base_url: string | null
  status: 'active' | 'failing' | 'paused'
  credentials_sealed: string
  last_run_at: Date | string | null
}

const CONNECTION_COLUMNS = sql`id, brand_id, source, sites, frequency_hours, extra_weekend,
  extra_evening, time_zone, budget_key, base_url, status, credentials_sealed, last_run_at`

function connectionOf(r: RawConnection): ConnectionRow {
  return {
    id: r.id,
    brandId: r.brand_id,
    source: r.source,
    sites: r.sites.filter((s): s is MonitoredSiteId => s in MONITORED_SITES),
    frequencyHours: r.frequency_hours,
    extraWeekend: r.extra_weekend,
    extraEvening: r.extra_evening,
    timeZone: r.time_zone,
    budgetKey: r.budget_key,
    baseUrl: r.base_url,
    status: r.status,
    credentialsSealed: r.credentials_sealed,
    lastRunAt: r.last_run_at === null ? null : new Date(r.last_run_at),
  }
}

export async function loadConnection(
  db: DbOrTx,
  connectionId: string,
): Promise<ConnectionRow | null> {
  const [row] = await rowsOf<RawConnection>(
    db,
    sql`select ${CONNECTION_COLUMNS} from monitoring_connections where id = ${connectionId}`,
  )
  return row ? connectionOf(row) : null
}

/**
 * A text or uuid array as one parameter (`${arrayLiteral(ids)}::uuid[]`): Drizzle spreads a JS
 * array into a list of parameters, so the array goes as PostgreSQL's literal, each value quoted.
 */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`
}

/** The marketplace of each site, as SQL rows (site, marketplace). */
const SITE_MARKETPLACES = sql.raw(
  `(values ${Object.entries(MONITORED_SITES)
    .map(([site, s]) => `('${site}', '${s.marketplace}')`)
    .join(', ')}) as sm(site, marketplace)`,
)

/**
 * The connection's coverage: a row for every product of its brand on every site it watches
 * (rows of sites it no longer watches deleted). A new row is "never checked" and due at a time
 * spread over what is left of the current period. Its identifier is a listing id the brand's
 * imports linked to the product on that marketplace (an ASIN, an item id), else its GTIN.
 * Idempotent; the API calls it when a connection is made or changed.
 */
export async function planConnection(db: Db, connectionId: string, now: Date): Promise<number> {
  const connection = await loadConnection(db, connectionId)
  if (!connection) return 0
  const { end } = periodAt(connection, now)
  const nowIso = now.toISOString()
  const remainingSeconds = Math.max(0, (end.getTime() - now.getTime()) / 1000)
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from monitoring_coverage
      where connection_id = ${connectionId} and not (site = any(${arrayLiteral(connection.sites)}::text[]))`)
    // The spread: a hash of connection, product and site as a fraction of what is left.
    const inserted = await rowsOf<{ product_id: string }>(
      tx,
      sql`insert into monitoring_coverage (connection_id, product_id, site, identifier, next_check_at)
        select c.id, p.id, s.site,
          coalesce((select l.listing_id from listing_product_links l
              where l.brand_id = c.brand_id and l.marketplace = sm.marketplace
                and l.product_id = p.id
              order by l.created_at desc limit 1), p.gtin),
          ${nowIso}::timestamptz + make_interval(secs => ${remainingSeconds}::double precision *
            ((hashtextextended(c.id::text || '|' || p.id::text || '|' || s.site, 0) & 2147483647)::double precision
              / 2147483648))
        from monitoring_connections c
        join brands_directory d on d.id = c.brand_id
        join products p on p.brand_id = d.owner_user_id
        cross join lateral unnest(${arrayLiteral(connection.sites)}::text[]) as s(site)
        join ${SITE_MARKETPLACES} on sm.site = s.site
        where c.id = ${connectionId}
        on conflict (connection_id, product_id, site) do nothing
        returning product_id`,
    )
    return inserted.length
  })
}

export interface PlanOptions {
  connectors?: ConnectorOverrides
  /** Sends the check jobs (pg-boss insert); without it nothing is claimed. */
  send?: (jobs: CheckJobData[]) => Promise<void>
  /** The budget's clock (the bench's simulated day); the database's by default. */
  budgetNow?: boolean
}

export interface PlanResult {
  claimed: number
  jobs: CheckJobData[]
  /** The earliest row due after this run (null: nothing left to plan). */
  nextDueAt: Date | null
  /** Connections whose due rows wait for a whole batch (BATCH_WAIT_MS), and until when. */
  heldUntil: Map<string, Date>
}

/** When each connection's coverage was last refreshed by this process. */
const refreshedAt = new Map<string, number>()

/**
 * One planning run: for every active connection (and, once an hour, one batch of a failing
 * one), claim the due rows the budget can carry and send them as check jobs.
 */
export async function planDue(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  now: Date,
  options: PlanOptions = {},
): Promise<PlanResult> {
  const { db } = deps
  const failingBefore = new Date(now.getTime() - FAILING_RETRY_MS).toISOString()
  const connections = (
    await rowsOf<RawConnection>(
      db,
      sql`select ${CONNECTION_COLUMNS} from monitoring_connections
        where status = 'active'
          or (status = 'failing' and (last_run_at is null or last_run_at <= ${failingBefore}::timestamptz))`,
    )
  ).map(connectionOf)
  const jobs: CheckJobData[] = []
  const heldUntil = new Map<string, Date>()
  let claimed = 0
  for (const connection of connections) {
    try {
      const last = refreshedAt.get(connection.id)
      if (
        last === undefined ||
        now.getTime() - last >= COVERAGE_REFRESH_MS ||
        now.getTime() < last
      ) {
        await planConnection(db, connection.id, now)
        refreshedAt.set(connection.id, now.getTime())
      }
      if (!options.send) continue
      const connector = connectorFor(connection.source, options.connectors)
      const budget = await peekBudget(
        db,
        connection.budgetKey,
        'main',
        connector.lanes.main,
        options.budgetNow ? now : undefined,
      )
      if (budget.blockedUntil) continue
      const affordable =
        (budget.tokens + budget.refillPerSecond * (PLAN_HORIZON_MS / 1000)) /
        Math.max(connector.costPerItem, 1e-9)
      // Whole batches while the budget carries one (a call costs the same for 1 item as for 20);
      // else the items it carries; none when it carries none: a job claimed then could only
      // defer its rows, at the cost of a job's database work (measured in the bench).
      const wholeBatches = Math.floor(affordable / connector.batchSize)
      let limit =
        wholeBatches >= 1
          ? Math.min(MAX_BATCHES_PER_PLAN, wholeBatches) * connector.batchSize
          : Math.floor(affordable)
      // A failing credential is tried with one batch, whatever its budget says.
      if (connection.status === 'failing') limit = connector.batchSize
      if (limit < 1) continue
      const period = periodAt(connection, now)
      if (connection.status === 'active') {
        const budgetFillsAt =
          wholeBatches >= 1
            ? now
            : budgetHoldsAt(budget, connector.batchSize * connector.costPerItem, now)
        const hold = await batchHold(db, connection.id, now, period.end, {
          batchSize: connector.batchSize,
          budgetFillsAt,
        })
        if (hold) {
          heldUntil.set(connection.id, hold)
          continue
        }
      }
      const rows = await claimDue(db, connection.id, now, limit)
      claimed += rows.length
      const leaseUntil = new Date(now.getTime() + CHECK_LEASE_MS).toISOString()
      const bySite = new Map<MonitoredSiteId, string[]>()
      for (const r of rows) bySite.set(r.site, [...(bySite.get(r.site) ?? []), r.product_id])
      const connectionJobs: CheckJobData[] = []
      for (const [site, productIds] of bySite) {
        for (let i = 0; i < productIds.length; i += connector.batchSize) {
          connectionJobs.push({
            connectionId: connection.id,
            site,
            productIds: productIds.slice(i, i + connector.batchSize),
            periodStart: period.start.toISOString(),
            leaseUntil,
          })
        }
      }
      if (connectionJobs.length > 0) {
        await options.send(connectionJobs)
        jobs.push(...connectionJobs)
      }
    } catch (error) {
      // One connection's trouble never stops the others' checks.
      deps.logger.error(
        `monitoring: planning connection ${connection.id} failed: ${(error as Error).message}`,
      )
    }
  }
  const [next] = await rowsOf<{ at: Date | string | null }>(
    db,
    sql`select min(x.at) as at from (
        select (select min(mc.next_check_at) from monitoring_coverage mc
          where mc.connection_id = c.id) as at
        from monitoring_connections c where c.status = 'active') x`,
  )
  return { claimed, jobs, nextDueAt: next?.at ? new Date(next.at) : null, heldUntil }
}

/**
 * Whether a connection's due rows wait for a whole batch (BATCH_WAIT_MS), and until when: only
 * while a whole batch is not yet there (fewer rows due, or the budget short of a whole call's
 * worth) and will be within the wait (rows falling due, the budget refilled by `budgetFillsAt`),
 * no due row has waited that long already, and the period has longer than that left. A brand
 * with fewer products than a batch, or a "Check now", goes at once.
 */
async function batchHold(
  db: Db,
  connectionId: string,
  now: Date,
  periodEnd: Date,
  fill: { batchSize: number; budgetFillsAt: Date | null },
): Promise<Date | null> {
  const batch = Math.max(1, Math.floor(fill.batchSize))
  if (batch === 1 || fill.budgetFillsAt === null) return null
  const waitEnds = now.getTime() + BATCH_WAIT_MS
  if (periodEnd.getTime() <= waitEnds || fill.budgetFillsAt.getTime() > waitEnds) return null
  const [row] = await rowsOf<{
    due_now: number
    oldest: Date | string | null
    batch_at: Date | string | null
  }>(
    db,
    sql`select count(*) filter (where next_check_at <= ${now.toISOString()}::timestamptz)::int
          as due_now,
        min(next_check_at) as oldest, max(next_check_at) filter (where n = ${batch}) as batch_at
      from (
        select next_check_at, row_number() over (order by next_check_at) as n
        from monitoring_coverage where connection_id = ${connectionId}
        order by next_check_at limit ${batch}
      ) first_rows`,
  )
  if (!row || row.due_now === 0) return null
  const rowsReadyAt =
    row.due_now >= batch
      ? now.getTime()
      : row.batch_at === null
        ? Infinity
        : new Date(row.batch_at).getTime()
  const budgetReadyAt = fill.budgetFillsAt.getTime()
  if (rowsReadyAt > waitEnds) return null
  if (rowsReadyAt <= now.getTime() && budgetReadyAt <= now.getTime()) return null
  const oldest = new Date(row.oldest!).getTime()
  if (oldest + BATCH_WAIT_MS <= now.getTime()) return null
  return new Date(
    Math.min(
      Math.max(rowsReadyAt, budgetReadyAt),
      oldest + BATCH_WAIT_MS,
      periodEnd.getTime() - BATCH_WAIT_MS,
    ),
  )
}

/** Claims up to `limit` due rows of a connection: their next_check_at becomes the lease. */
async function claimDue(
  db: Db,
  connectionId: string,
  now: Date,
  limit: number,
): Promise<{ product_id: string; site: MonitoredSiteId }[]> {
  const lease = new Date(now.getTime() + CHECK_LEASE_MS).toISOString()
  return rowsOf(
    db,
    sql`with due as (
        select product_id, site from monitoring_coverage
        where connection_id = ${connectionId} and next_check_at <= ${now.toISOString()}::timestamptz
        order by next_check_at
        limit ${limit}
        for update skip locked
      )
      update monitoring_coverage m set next_check_at = ${lease}::timestamptz
      from due
      where m.connection_id = ${connectionId} and m.product_id = due.product_id and m.site = due.site
      returning m.product_id, m.site`,
  )
}

/** The running monitoring of a database (worker.ts), for "Check now" to wake. */
export interface MonitoringWakeUp {
  planNow(): Promise<void>
}
const running = new WeakMap<Db, MonitoringWakeUp>()

export function registerMonitoring(db: Db, wakeUp: MonitoringWakeUp | null): void {
  if (wakeUp) running.set(db, wakeUp)
  else running.delete(db)
}

/**
 * "Check now": every product × site of the connection is due now, counted as not yet checked in
 * this period (the brand asked for it), and when this instance runs the jobs, a planning run
 * sends them at once. Without the jobs (API tests) the rows are only made due. Returns how many.
 */
export async function requestCheckNow(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  connectionId: string,
): Promise<number> {
  const made = await rowsOf<{ product_id: string }>(
    deps.db,
    sql`update monitoring_coverage set next_check_at = statement_timestamp(), period_start = null
      where connection_id = ${connectionId}
      returning product_id`,
  )
  const wakeUp = running.get(deps.db)
  if (wakeUp) {
    await wakeUp.planNow().catch((error: unknown) => {
      deps.logger.warn(`monitoring: planning after "Check now" failed: ${(error as Error).message}`)
    })
  }
  return made.length
}
