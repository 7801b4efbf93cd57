/**
 * The embedded database has no autovacuum: after a large import or re-detection its planner
 * would keep the statistics of empty protection tables (sorting where a hash would do, reading
 * the heap where an index answers alone) until someone ran VACUUM. This runs it for the tables
 * the protection screens read, once a run has changed enough rows to matter. On PostgreSQL,
 * autovacuum does the same on its own.
 */
import type { Database } from '../../db/client.ts'

/** Observations from which a run refreshes the statistics (smaller runs move them little). */
export const STATISTICS_MIN_OBSERVATIONS = 10_000

const TABLES = [
  'listing_offers',
  'protection_findings',
  'protection_daily_products',
  'protection_daily_sellers',
  'marketplace_sellers',
]

export async function refreshProtectionStatistics(
  database: Pick<Database, 'kind' | 'exec'>,
  observations: number,
): Promise<boolean> {
  if (database.kind !== 'pglite' || observations < STATISTICS_MIN_OBSERVATIONS) return false
  await database.exec(`vacuum (analyze) ${TABLES.join(', ')}`)
  return true
}
