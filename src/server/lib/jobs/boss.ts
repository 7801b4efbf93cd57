/**
 * Background jobs on pg-boss 10 (decision 019), on the app's own database: PGlite or PostgreSQL.
 * pg-boss keeps its tables in the `pgboss` schema, created by `boss.start()` after our migrations
 * (drizzle-kit never sees it; instances starting together race to create the schema, and the one
 * that loses starts again: startBoss).
 *
 * The adapter (decision 019, "The adapter"): pg-boss calls `executeSql(text, values)` and reads
 * `.rows`. PGlite's `query()` takes one statement only, and pg-boss sends several without
 * parameters (schema creation, migrations, every `locked()` maintenance block), so those go to
 * `exec()`, whose last result is the one pg-boss reads. On PostgreSQL the app's pool takes both.
 */
import PgBoss from 'pg-boss'
import type { Database } from '../../db/client.ts'
import type { Logger } from '../logger.ts'

export const JOBS_SCHEMA = 'pgboss'

/**
 * Completed jobs stay a day before they are archived: pg-boss refuses a singleton or throttle
 * window longer than the archive interval (measured: 43,200 s by default), and a connection's
 * period may be a whole day.
 */
export const JOBS_ARCHIVE_COMPLETED_SECONDS = 86_400

/** How long stop() waits for jobs under way before it gives up on them. */
export const JOBS_STOP_WAIT_MS = 5_000

interface PgliteLike {
  readonly closed: boolean
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
  exec(text: string): Promise<{ rows: unknown[] }[]>
}

interface PoolLike {
  readonly ended: boolean
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
}

/**
 * What a statement gets once the database is closed (shutdown, a test's app closed): nothing.
 * A worker whose job was still under way past stop()'s bound fails it when it ends, and pg-boss
 * 10 does not catch that write's rejection (Worker.onFetch → Manager.fail): an unhandled
 * rejection that ended a test run and would end a stopping process. The job stays active in the
 * table and is retried at the next start (failOrphanedJobs) or at its expiry.
 */
const AFTER_CLOSE = { rows: [] as unknown[] }

/** The driver under the app's Drizzle handle (`$client`: the PGlite instance or the pg pool). */
function clientOf(database: Database): unknown {
  return (database.db as unknown as { $client: unknown }).$client
}

/** pg-boss's `db` option over the app's database (decision 019). */
export function jobsDbAdapter(database: Database): PgBoss.Db {
  if (database.kind === 'pglite') {
    const client = clientOf(database) as PgliteLike
    return {
      // pg-boss's own type says any[]: its values are whatever a job's data holds.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      executeSql: async (text: string, values: any[]) => {
        if (client.closed) return AFTER_CLOSE
        if (values && values.length > 0) return client.query(text, values)
        const results = await client.exec(text)
        return results.at(-1) ?? { rows: [] }
      },
    }
  }
  const pool = clientOf(database) as PoolLike
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    executeSql: async (text: string, values: any[]) => {
      if (pool.ended) return AFTER_CLOSE
      return values && values.length > 0 ? pool.query(text, values) : pool.query(text)
    },
  }
}

export interface Jobs {
  boss: PgBoss
  /**
   * Stops every worker, cron and maintenance timer. `graceful` (the default) waits for jobs under
   * way up to JOBS_STOP_WAIT_MS; without it they are failed at once (and retried by whoever runs
   * next). Never waits longer than the bound, whatever the database does.
   */
  stop(options?: { graceful?: boolean }): Promise<void>
}

export interface StartJobsOptions {
  /** Whether this instance runs crons (tests switch it off to drive time themselves). */
  schedule?: boolean
  /** How often pg-boss's maintenance (expiry of jobs that ran too long, archiving) runs. */
  maintenanceIntervalSeconds?: number
}

/**
 * Starts pg-boss on the app's database. Call after migrations. On PGlite one process owns the
 * database, so a job still `active` at start was running in a process that died: it is failed
 * now (and so retried at once), rather than waiting for its expiry (decision 019, "Restarts").
 */
export async function startJobs(
  deps: { database: Database; logger: Logger },
  options: StartJobsOptions = {},
): Promise<Jobs> {
  const boss = await startBoss(deps, options)
  if (deps.database.kind === 'pglite') {
    await failOrphanedJobs(boss, deps.logger)
  }
  let stopping: Promise<void> | undefined
  return {
    boss,
    stop: (stopOptions = {}) => {
      stopping ??= (async () => {
        let timer: NodeJS.Timeout | undefined
        const late = new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), JOBS_STOP_WAIT_MS + 2_000)
        })
        const stopped = boss
          .stop({
            graceful: stopOptions.graceful ?? true,
            timeout: JOBS_STOP_WAIT_MS,
            wait: true,
            close: false,
          })
          .catch((error: unknown) => {
            deps.logger.warn(`background jobs: stop failed: ${(error as Error).message}`)
          })
        if ((await Promise.race([stopped, late])) === 'late') {
          deps.logger.warn('background jobs: jobs still running at stop; left for their retry')
        }
        clearTimeout(timer)
      })()
      return stopping
    },
  }
}

/** How many times a start that lost the race to create pg-boss's schema is tried again. */
const START_ATTEMPTS = 4

/**
 * A started pg-boss. Two instances starting together on an empty PostgreSQL database race to
 * create the `pgboss` schema: pg-boss 10's `CREATE SCHEMA IF NOT EXISTS` runs before its advisory
 * lock, and the loser fails on a unique violation (measured in the production smoke test: two
 * instances behind nginx). Losing means the other one is creating it: a fresh instance tries
 * again a moment later and finds it made.
 */
async function startBoss(
  deps: { database: Database; logger: Logger },
  options: StartJobsOptions,
): Promise<PgBoss> {
  for (let attempt = 1; ; attempt++) {
    const boss = new PgBoss({
      db: jobsDbAdapter(deps.database),
      schema: JOBS_SCHEMA,
      archiveCompletedAfterSeconds: JOBS_ARCHIVE_COMPLETED_SECONDS,
      schedule: options.schedule ?? true,
      // pg-boss's own minimum is 1 s; its default (120 s) would leave an expired job for minutes.
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    })
    // An 'error' event without a listener would end the process (decision 019: on PGlite a fetch
    // of a singleton queue may fail once on its unique index, and the worker goes on).
    boss.on('error', (error: Error) => {
      deps.logger.error(`background jobs: ${error.message}`)
    })
    try {
      await boss.start()
      return boss
    } catch (error) {
      const code = (error as { code?: string }).code
      // 23505 unique violation, 42P06 schema or 42P07 table already there: created meanwhile.
      const lostTheRace = code === '23505' || code === '42P06' || code === '42P07'
      await boss.stop({ graceful: false, wait: false, close: false }).catch(() => {})
      if (!lostTheRace || attempt >= START_ATTEMPTS) throw error
      deps.logger.warn(
        `background jobs: another instance is creating the jobs schema; trying again`,
      )
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
    }
  }
}

/** Every job left `active` by a process that died (PGlite only: one process per database). */
async function failOrphanedJobs(boss: PgBoss, logger: Logger): Promise<void> {
  const { rows } = await boss
    .getDb()
    .executeSql(`select name, id from ${JOBS_SCHEMA}.job where state = 'active'`, [])
  const byQueue = new Map<string, string[]>()
  for (const row of rows as { name: string; id: string }[]) {
    byQueue.set(row.name, [...(byQueue.get(row.name) ?? []), row.id])
  }
  for (const [name, ids] of byQueue) {
    await boss.fail(name, ids)
  }
  if (byQueue.size > 0) {
    logger.warn(`background jobs: ${rows.length} job(s) of a stopped process failed for retry`)
  }
}
