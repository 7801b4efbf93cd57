/**
 * The change counters that in-memory caches are checked against, read by the session lookup
 * with the session itself (decision 008), so that checking them costs a request no query of its
 * own. Each is bumped by statement-level triggers, by any process or any SQL:
 * - directory and cards: brands_directory_version (drizzle/0013);
 * - resellerBrands: the signed-in user's row of reseller_brand_versions, their brand
 *   applications and allocations (drizzle/0014); 0 when they never had any.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

export interface Freshness {
  directory: number
  cards: number
  resellerBrands: number
}

/** The counters as columns of a query over `user` (three primary-key lookups). */
export function freshnessColumns(userId: AnyPgColumn): {
  freshDirectory: SQL.Aliased<number>
  freshCards: SQL.Aliased<number>
  freshResellerBrands: SQL.Aliased<number>
} {
  return {
    freshDirectory: sql<number>`(select version from brands_directory_version where id = 1)`
      .mapWith(Number)
      .as('fresh_directory'),
    freshCards: sql<number>`(select cards from brands_directory_version where id = 1)`
      .mapWith(Number)
      .as('fresh_cards'),
    freshResellerBrands: sql<number>`coalesce((select version from reseller_brand_versions
      where reseller_id = ${userId}), 0)`
      .mapWith(Number)
      .as('fresh_reseller_brands'),
  }
}
