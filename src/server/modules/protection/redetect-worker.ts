/**
 * Runs due re-detections (redetect.ts) on every instance: a short poll, one tick at a time per
 * instance; instances never take the same brand (the claim skips locked rows). Also the clean-up
 * of listings imports whose process died, at start: on the embedded database every running
 * import is one (one process), on a server only those whose heartbeat stopped.
 */
import type { AppDeps } from '../../lib/http/types.ts'
import { cleanUpInterruptedImports } from '../listings-import/import-listings.ts'
import { runDueRedetects } from './redetect.ts'

/** How often each instance looks for brands to judge again. */
export const REDETECT_POLL_MS = 2000

export function startProtectionWorker(
  deps: Pick<AppDeps, 'db' | 'database' | 'live' | 'logger' | 'mailer' | 'env'>,
  options: { intervalMs?: number } = {},
): () => Promise<void> {
  let stopped = false
  let running: Promise<void> | undefined = cleanUpInterruptedImports(deps.db, deps.logger, {
    all: deps.database.kind === 'pglite',
  })
    .then(() => undefined)
    .catch((error: unknown) => {
      deps.logger.error(`listings imports clean-up failed: ${String(error)}`)
    })
    .finally(() => {
      running = undefined
    })
  const tick = () => {
    if (running || stopped) return
    running = runDueRedetects(deps)
      .then((ran) => {
        if (ran > 0) deps.logger.info(`brand protection: ${ran} re-detection(s) run`)
      })
      .catch((error: unknown) => {
        deps.logger.error(`brand protection: re-detection tick failed: ${String(error)}`)
      })
      .finally(() => {
        running = undefined
      })
  }
  const timer = setInterval(tick, options.intervalMs ?? REDETECT_POLL_MS)
  timer.unref()
  return async () => {
    stopped = true
    clearInterval(timer)
    if (running) await Promise.race([running, new Promise((r) => setTimeout(r, 5000))])
  }
}
