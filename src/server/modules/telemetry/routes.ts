import { telemetryBatchSchema } from '#shared/schemas/public.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { consumeUpTo } from '../../lib/rate-limit.ts'
import { recordEvents } from './record-events.ts'
import { telemetrySummary } from './summary.ts'

/** Events per client address and minute; beyond it events are dropped without an error. */
const TELEMETRY_RATE_LIMIT = { window: 60, max: 120 } as const

export const telemetryRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/telemetry',
    summary:
      'Telemetry events of the public site (JSON; text/plain too, as navigator.sendBeacon sends it)',
    tags: ['public'],
    access: 'public',
    body: telemetryBatchSchema,
    responses: { 202: 'Accepted (events over the rate limit are dropped silently)' },
    handler: async ({ c, deps, body }) => {
      const allowed = await consumeUpTo(
        deps.db,
        `telemetry|${c.get('clientIp')}`,
        TELEMETRY_RATE_LIMIT,
        body.events.length,
      )
      await recordEvents(deps.db, body.events.slice(0, allowed))
      return c.json({}, 202)
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/telemetry/summary',
    summary: 'The last 7 days: events by name, web-vitals readings and budget violations by metric',
    tags: ['admin'],
    access: ['admin'],
    handler: async ({ deps }) => telemetrySummary(deps.db),
  }),
]
