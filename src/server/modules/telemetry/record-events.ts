/**
 * Our own analytics (000 §7, DESIGN decision 9): page views, time on page, scroll depth, search
 * queries, the named events and web-vitals readings, posted by the public site. A web-vitals
 * reading over its budget (000 §9) is stored with props.violation = true and the budget; the
 * server decides that, whatever the client sent.
 */
import { PERFORMANCE_BUDGETS } from '#shared/constants.ts'
import type { TelemetryEvent } from '#shared/schemas/public.ts'
import type { Db } from '../../db/client.ts'
import { telemetryEvents } from '../../db/schema/index.ts'
import { jsonSafe, jsonSafeString } from '../../lib/json-safe.ts'

export const WEB_VITAL_EVENT = 'web_vital'

type Props = Record<string, string | number | boolean | null>
export type ParsedEvent = Omit<TelemetryEvent, 'path'> & { path: string }

function isBudgetMetric(metric: unknown): metric is keyof typeof PERFORMANCE_BUDGETS {
  return typeof metric === 'string' && Object.hasOwn(PERFORMANCE_BUDGETS, metric)
}

/** The props to store: the client's, with violation and budget set by the server. */
export function propsWithVerdict(event: ParsedEvent): Props | null {
  const props: Props = { ...event.props }
  delete props.violation
  delete props.budget
  if (event.name === WEB_VITAL_EVENT && isBudgetMetric(props.metric)) {
    const budget = PERFORMANCE_BUDGETS[props.metric]
    props.budget = budget
    props.violation = event.value !== undefined && event.value > budget
  }
  return Object.keys(props).length ? props : null
}

export async function recordEvents(db: Db, events: readonly ParsedEvent[]): Promise<void> {
  if (events.length === 0) return
  await db.insert(telemetryEvents).values(
    events.map((e) => ({
      name: e.name,
      path: jsonSafeString(e.path),
      value: e.value ?? null,
      props: jsonSafe(propsWithVerdict(e)),
      sessionId: e.sessionId ?? null,
    })),
  )
}
