/**
 * Monitoring that runs by itself (shared/monitoring.ts, decision 019): a brand's connections to
 * marketplace sources, the rate budget of each credential shared by every app instance, and the
 * coverage of each product × site (when it was last checked, when it is due, what was seen).
 * The jobs themselves live in pg-boss's own schema (`pgboss`), which drizzle-kit never sees.
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  CONNECTION_STATUSES,
  COVERAGE_STATUSES,
  MONITORING_SOURCES,
} from '../../../shared/monitoring.ts'
import { user } from './auth.ts'
import { brandsDirectory } from './brands.ts'
import { products } from './catalog.ts'

export const monitoringSourceEnum = pgEnum('monitoring_source', MONITORING_SOURCES)
export const monitoringConnectionStatusEnum = pgEnum(
  'monitoring_connection_status',
  CONNECTION_STATUSES,
)
export const monitoringCoverageStatusEnum = pgEnum('monitoring_coverage_status', COVERAGE_STATUSES)

/**
 * One source a brand connected, with its credentials encrypted (AES-256-GCM, lib/secret-box.ts):
 * never returned by the API, never logged, gone with the row. One connection per brand and
 * source.
 */
export const monitoringConnections = pgTable(
  'monitoring_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
    source: monitoringSourceEnum('source').notNull(),
    /** "v1." + base64url(iv ‖ tag ‖ ciphertext) of the credentials' JSON, bound to id and brand. */
    credentialsSealed: text('credentials_sealed').notNull(),
    /**
     * The rate budget this connection draws on (monitoring_rate_budgets.key): a hash of the
     * source and the credential's identity, so two brands or instances using one credential
     * share one budget.
     */
    budgetKey: text('budget_key').notNull(),
    /** MonitoredSiteId[]: the sites watched. */
    sites: text('sites').array().notNull(),
    frequencyHours: integer('frequency_hours').notNull(),
    extraWeekend: boolean('extra_weekend').notNull().default(true),
    extraEvening: boolean('extra_evening').notNull().default(true),
    /** IANA zone of the brand's weekends and evenings. */
    timeZone: text('time_zone').notNull().default('America/New_York'),
    /** Tests only (a local server in the provider's shapes): refused unless the env allows it. */
    baseUrl: text('base_url'),
    status: monitoringConnectionStatusEnum('status').notNull().default('active'),
    failure: text('failure'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** When the brand was told the credential fails (once per failure: mail and screen). */
    failureNotifiedAt: timestamp('failure_notified_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('monitoring_connections_brand_source_uq').on(t.brandId, t.source)],
)

/**
 * A token bucket per credential, shared by every instance: a call takes a token in one
 * `UPDATE … WHERE tokens >= cost RETURNING` (no read-then-write race). Refilled by time at
 * refill_per_second up to capacity; a provider's answer may set it (Keepa's tokensLeft and
 * refillRate) or block it until a time (Retry-After on 429 and 503).
 */
export const monitoringRateBudgets = pgTable('monitoring_rate_budgets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  capacity: doublePrecision('capacity').notNull(),
  refillPerSecond: doublePrecision('refill_per_second').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
})

/**
 * One product × site a connection watches: written in the transaction that stores the check's
 * observations, so a retried check skips what its period already has ("not twice in a period")
 * and a restart resumes where it stopped.
 */
export const monitoringCoverage = pgTable(
  'monitoring_coverage',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => monitoringConnections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    /** The ASIN, GTIN or item id checked; null until one is known (never checked). */
    identifier: text('identifier'),
    /** The start of the period the latest check counted for. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    offersSeen: integer('offers_seen'),
    status: monitoringCoverageStatusEnum('status').notNull().default('pending'),
    error: text('error'),
    /** The provider's request id of the latest answer. */
    requestId: text('request_id'),
  },
  (t) => [
    primaryKey({ name: 'monitoring_coverage_pk', columns: [t.connectionId, t.productId, t.site] }),
    index('monitoring_coverage_due_idx').on(t.connectionId, t.nextCheckAt),
    index('monitoring_coverage_product_idx').on(t.productId),
  ],
)
