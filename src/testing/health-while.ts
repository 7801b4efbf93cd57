/**
 * Other requests while a slow one runs: asks /api/health again and again while `work`
 * runs and returns each answer's time in ms, counted from the moment the request could have
 * arrived, the next turn of the event loop, as a request from the network does. In one process
 * with the app, a handler that keeps the loop from turning shows directly.
 */
import { setImmediate } from 'node:timers/promises'
import type { RequestTarget } from './http.ts'

export async function healthWhile(
  app: RequestTarget,
  work: () => Promise<unknown>,
): Promise<number[]> {
  let done = false
  const running = work().finally(() => (done = true))
  const times: number[] = []
  do {
    const asked = performance.now()
    await setImmediate()
    const res = await app.request('/api/health')
    times.push(performance.now() - asked)
    if (res.status !== 200) throw new Error(`/api/health answered ${res.status}`)
  } while (!done)
  await running
  return times
}

/** What the finding asks of every other request while a file is read. */
export const HEALTH_BUDGET_MS = 100
