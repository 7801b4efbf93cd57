/**
 * Monitoring on pg-boss (decision 019 §2): two queues for every brand and source, never one per
 * brand. 'monitoring-plan' runs the planner (planner.ts) from a cron every minute, once at start,
 * and again soon after a run that left rows due within the minute (one such job per few seconds
 * on any number of instances: a throttled send), so a small bucket that refills in seconds is not
 * left idle until the next minute. 'monitoring-check' runs one batch each (run-check.ts) on a few
 * local workers, woken at once when this instance planned.
 */
import type PgBoss from 'pg-boss'
import type { AppDeps } from '../../lib/http/types.ts'
import { startJobs, type Jobs } from '../../lib/jobs/boss.ts'
import { planDue, registerMonitoring, type CheckJobData } from './planner.ts'
import type { ConnectorOverrides } from './registry.ts'
import { CHECK_TIMEOUT_MS, runCheck } from './run-check.ts'

export const PLAN_QUEUE = 'monitoring-plan'
export const CHECK_QUEUE = 'monitoring-check'
/** A run that leaves rows due soon plans again after this long at the earliest. */
export const PLAN_SOON_SECONDS = 5
/** Local workers of the check queue per instance (each one batch at a time). */
export const CHECK_WORKERS = 3

export interface MonitoringRuntime {
  jobs: Jobs
  /** Plans now on this instance and wakes its check workers ("Check now", tests). */
  planNow(): Promise<void>
  stop(options?: { graceful?: boolean }): Promise<void>
}

export interface StartMonitoringOptions {
  /** Jobs already started (index.ts starts them for all background work); else its own. */
  jobs?: Jobs
  connectors?: ConnectorOverrides
  fetch?: typeof fetch
  checkWorkers?: number
  pollingIntervalSeconds?: number
  /** The check job's expiry: an interrupted one runs again after it (decision 019 §5). */
  expireInSeconds?: number
  retryDelaySeconds?: number
  /** No cron (tests drive the planner themselves). */
  schedule?: boolean
}

export async function startMonitoring(
  deps: Pick<AppDeps, 'db' | 'database' | 'env' | 'logger' | 'mailer' | 'live'>,
  options: StartMonitoringOptions = {},
): Promise<MonitoringRuntime> {
  const ownJobs = !options.jobs
  const jobs = options.jobs ?? (await startJobs(deps, { schedule: options.schedule }))
  const { boss } = jobs
  const expireInSeconds = options.expireInSeconds ?? Math.ceil(CHECK_TIMEOUT_MS / 1000) + 30
  await ensureQueue(boss, PLAN_QUEUE, { retryLimit: 0, expireInSeconds: 300 })
  await ensureQueue(boss, CHECK_QUEUE, {
    retryLimit: 5,
    retryDelay: options.retryDelaySeconds ?? 10,
    expireInSeconds,
  })
  if (options.schedule ?? true) await boss.schedule(PLAN_QUEUE, '* * * * *')

  const checkWorkerIds: string[] = []
  const send = async (data: CheckJobData[]) => {
    await boss.insert(data.map((d) => ({ name: CHECK_QUEUE, data: d as unknown as object })))
  }
  let planning: Promise<void> | null = null
  const plan = () => {
    // One planning run at a time on this instance; a second ask joins the one under way.
    planning ??= (async () => {
      try {
        const now = new Date()
        const result = await planDue(deps, now, { send, connectors: options.connectors })
        for (const id of checkWorkerIds) boss.notifyWorker(id)
        if (result.nextDueAt && result.nextDueAt.getTime() < now.getTime() + 60_000) {
          const at = new Date(
            Math.max(result.nextDueAt.getTime(), now.getTime() + PLAN_SOON_SECONDS * 1000),
          )
          await boss.sendAfter(
            PLAN_QUEUE,
            {},
            { singletonKey: 'soon', singletonSeconds: PLAN_SOON_SECONDS },
            at,
          )
        }
      } finally {
        planning = null
      }
    })()
    return planning
  }

  await boss.work(PLAN_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async () => {
    await plan().catch((error: unknown) => {
      deps.logger.error(`monitoring: planning failed: ${(error as Error).message}`)
    })
  })
  for (let i = 0; i < (options.checkWorkers ?? CHECK_WORKERS); i++) {
    checkWorkerIds.push(
      await boss.work<CheckJobData>(
        CHECK_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (!job) return
          try {
            await runCheck(deps, job.data, new Date(), {
              connectors: options.connectors,
              fetch: options.fetch,
            })
          } catch (error) {
            // pg-boss retries the job; its rows stay held by the lease until then.
            deps.logger.error(`monitoring: a check failed: ${(error as Error).message}`)
            throw error
          }
        },
      ),
    )
  }
  const runtime: MonitoringRuntime = {
    jobs,
    planNow: () => plan(),
    stop: async (stopOptions = {}) => {
      registerMonitoring(deps.db, null)
      if (ownJobs) {
        await jobs.stop(stopOptions)
      } else {
        await boss.offWork(PLAN_QUEUE).catch(() => {})
        await boss.offWork(CHECK_QUEUE).catch(() => {})
        if (planning) await Promise.race([planning, new Promise((r) => setTimeout(r, 5000))])
      }
    },
  }
  registerMonitoring(deps.db, runtime)
  // One run at start: what came due while no instance ran goes out now, not at the next minute.
  await plan().catch((error: unknown) => {
    deps.logger.error(`monitoring: planning at start failed: ${(error as Error).message}`)
  })
  return runtime
}

/** Creates the queue once, and brings its options up to date on every start. */
async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>) {
  await boss.createQueue(name, { name, ...options })
  await boss.updateQueue(name, { name, ...options })
}
