/** Live events in API tests. */
import type { AppDeps } from '#server/lib/http/types.ts'
import type { LiveEvent } from '#server/lib/live/live-bus.ts'

/** Every live event `deps` published while `run` ran (and still delivered as usual). */
export async function publishedDuring(
  deps: Pick<AppDeps, 'live'>,
  run: () => Promise<void>,
): Promise<LiveEvent[]> {
  const seen: LiveEvent[] = []
  const original = deps.live.publish.bind(deps.live)
  deps.live.publish = async (event) => {
    seen.push(event)
    await original(event)
  }
  try {
    await run()
  } finally {
    deps.live.publish = original
  }
  return seen
}
