/** Our own analytics: page views, web vitals and named events (000 §7; DESIGN decision 9). */
import {
  bigint,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/** Append-only and high-volume, hence an identity bigint rather than a uuid. */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** e.g. page_view, web_vital, FAQ_Click, LeadMagnet_Popup. */
    name: text('name').notNull(),
    path: text('path'),
    /** A web-vital reading or other measure; null for plain events. */
    value: doublePrecision('value'),
    props: jsonb('props').$type<Record<string, unknown>>(),
    sessionId: text('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // desc().nullsFirst(): ORDER BY created_at DESC means NULLS FIRST, and a bare .desc() index
    // (NULLS LAST) cannot serve it without a sort.
    // Newest events and time-window reports/pruning; telemetry has no 001 §7.3 read.
    index('telemetry_events_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
)
