/**
 * The per-user cap on open live streams (issue 12: 400 streams from one session were all kept
 * open, each holding a socket and a subscription). Streams are counted per user on this
 * instance; one past LIVE_STREAMS_PER_USER closes that user's oldest, so that the tab opened last
 * (the one the user is looking at) always gets live updates.
 */
import { LIVE_STREAMS_PER_USER } from '#shared/constants.ts'
import type { LiveBus } from '../../lib/live/live-bus.ts'

/** Per app instance (its live bus), per user: each open stream's close, oldest first. */
const openStreams = new WeakMap<LiveBus, Map<string, Set<() => void>>>()

/**
 * Counts a new stream of `userId`; `close` ends it if it becomes the oldest past the cap.
 * Returns the release to call when the stream ends for any reason.
 */
export function admitStream(bus: LiveBus, userId: string, close: () => void): () => void {
  let perUser = openStreams.get(bus)
  if (!perUser) openStreams.set(bus, (perUser = new Map()))
  let streams = perUser.get(userId)
  if (!streams) perUser.set(userId, (streams = new Set()))
  streams.add(close)
  // A Set iterates in insertion order: the first is the oldest.
  for (const oldest of streams) {
    if (streams.size <= LIVE_STREAMS_PER_USER) break
    streams.delete(oldest)
    oldest()
  }
  return () => {
    streams.delete(close)
    if (streams.size === 0 && perUser.get(userId) === streams) perUser.delete(userId)
  }
}
