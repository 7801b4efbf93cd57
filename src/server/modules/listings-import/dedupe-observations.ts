/**
 * Observations a brand has already: the same offer seen at the same moment with the same price
 * (every component of it: currency, coupon, Subscribe & Save, business price, price in cart),
 * shipping and condition is one observation, whichever file brought it (the same report saved
 * again, an export that overlaps the last one, another tool's export of the same sightings). An
 * import's rows that repeat one of the brand's complete imports are deleted before detection and
 * counted as duplicates in its summary; the earlier row stays the evidence.
 *
 * The key is the offer (the stored offer key: marketplace, storefront, listing) and the time, with
 * the figures judged: a row of the same offer and time with another price is another sighting
 * and is kept. A row whose time the file does not give takes the import's time, so the same
 * report imported for another day is a new observation of every offer, as it should be. The
 * monitoring API keys its observations by their ids instead (push-observations.ts).
 *
 * Runs in the import's final transaction under the brand's detection lock, so two imports
 * finishing at once take turns and the second sees the first's rows.
 */
import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'

/** Deletes the import's rows the brand already has; returns how many. */
export async function dropRepeatedObservations(
  tx: Tx,
  brandId: string,
  importId: string,
): Promise<number> {
  // The detection lock (protection/detect.ts takes it again, which an advisory lock allows).
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`protection:${brandId}`}, 0))`,
  )
  const [span] = await rowsOf<{ lo: string | null; hi: string | null }>(
    tx,
    sql`select min(observed_at)::text as lo, max(observed_at)::text as hi
      from listing_observations where import_id = ${importId}`,
  )
  if (!span?.lo || !span.hi) return 0
  // The span as constants, so that the planner reads only its pages (the BRIN index on the time).
  // A nested loop over two sets of a million rows would never end; and right after a COPY the
  // planner thinks the import empty (PGlite has no autovacuum): hash joins only, as detection.
  await tx.execute(sql`set local enable_nestloop = off`)
  const [deleted] = await rowsOf<{ n: number }>(
    tx,
    sql`with earlier as (
        select o.offer_key, o.observed_at, o.price, o.shipping, o.condition, o.currency,
          o.coupon_amount, o.coupon_percent, o.subscribe_save_percent, o.business_price,
          o.price_in_cart
        from listing_observations o
        join listing_imports i on i.id = o.import_id
        where o.brand_id = ${brandId}
          and i.brand_id = ${brandId} and i.status = 'complete'
          and o.observed_at between ${span.lo}::timestamptz and ${span.hi}::timestamptz
      ), gone as (
        delete from listing_observations n
        using earlier e
        where n.import_id = ${importId}
          and n.offer_key = e.offer_key and n.observed_at = e.observed_at and n.price = e.price
          and coalesce(n.shipping, -1) = coalesce(e.shipping, -1)
          and coalesce(n.condition, '') = coalesce(e.condition, '')
          -- A coupon or another currency is another sighting, not a repeat.
          and n.currency is not distinct from e.currency
          and n.coupon_amount is not distinct from e.coupon_amount
          and n.coupon_percent is not distinct from e.coupon_percent
          and n.subscribe_save_percent is not distinct from e.subscribe_save_percent
          and n.business_price is not distinct from e.business_price
          and n.price_in_cart is not distinct from e.price_in_cart
        returning 1
      )
      select count(*)::int as n from gone`,
  )
  await tx.execute(sql`set local enable_nestloop = on`)
  return deleted?.n ?? 0
}
