import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { telemetryEvents as t } from '../../db/schema/index.ts'
import { WEB_VITAL_EVENT } from './record-events.ts'

export const SUMMARY_DAYS = 7

/** The last 7 days: events by name, and web-vitals readings and violations by metric. */
export async function telemetrySummary(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - SUMMARY_DAYS * 24 * 60 * 60 * 1000)
  const recent = gte(t.createdAt, since)
  const count = sql<number>`count(*)::int`
  const events = await db
    .select({ name: t.name, count })
    .from(t)
    .where(recent)
    .groupBy(t.name)
    .orderBy(desc(count), t.name)
  const metric = sql<string>`${t.props} ->> 'metric'`
  const vitals = await db
    .select({
      metric,
      readings: count,
      violations: sql<number>`count(*) filter (where (${t.props} ->> 'violation') = 'true')::int`,
    })
    .from(t)
    .where(and(recent, eq(t.name, WEB_VITAL_EVENT), sql`(${t.props} ->> 'metric') is not null`))
    .groupBy(metric)
    .orderBy(metric)
  return { since: since.toISOString(), days: SUMMARY_DAYS, events, webVitals: vitals }
}
