/**
 * Listings not matched to any of the brand's products (issue 14 item 3): each is proposed the
 * products whose names are most like its title (pg_trgm similarity), and the brand confirms one.
 * The confirmation is remembered (listing_product_links, method 'confirmed'): the listing's
 * offers match at once and in every later import, and their observations are judged again.
 */
import { and, eq, sql } from 'drizzle-orm'
import { PROTECTION_CODES, PROTECTION_TEXTS } from '#shared/protection-texts.ts'
import type { UnmatchedListing } from '#shared/protection-api.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { listingProductLinks, products } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http/errors.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import type { ProtectionScope } from '../protection/protection-brand.ts'

const PROPOSALS = 3
const LISTINGS_SHOWN = 100
/** Below this trigram similarity a title says nothing about a product. */
const MIN_SIMILARITY = 0.15

export async function listUnmatchedListings(
  db: DbOrTx,
  scope: ProtectionScope,
): Promise<{ items: UnmatchedListing[]; total: number }> {
  const rows = await rowsOf<{
    marketplace: string
    listing_id: string
    title: string | null
    gtin: string | null
    sku: string | null
    offers: number
    total: number
    proposals: UnmatchedListing['proposals'] | null
  }>(
    db,
    sql`with unmatched as (
        select f.marketplace, upper(f.listing_id) as listing_id, max(f.title) as title,
          max(f.gtin) as gtin, max(f.sku) as sku, count(*)::int as offers
        from listing_offers f
        where f.brand_id = ${scope.entry.id} and f.product_id is null and f.listing_id is not null
          -- A listing the brand confirmed leaves the list at once; the re-detection its link
          -- asked for matches its offers a moment later.
          and not exists (
            select 1 from listing_product_links l
            where l.brand_id = f.brand_id and l.marketplace = f.marketplace
              and l.listing_id = upper(f.listing_id)
          )
        group by f.marketplace, upper(f.listing_id)
      )
      select u.*, count(*) over ()::int as total,
        (select json_agg(x) from (
          select p.id as "productId", p.name, p.sku,
            round(similarity(p.name, coalesce(u.title, ''))::numeric, 2)::float8 as similarity
          from products p
          where p.brand_id = ${scope.brand.ownerUserId}
            and similarity(p.name, coalesce(u.title, '')) >= ${MIN_SIMILARITY}
          order by similarity(p.name, coalesce(u.title, '')) desc, p.name
          limit ${PROPOSALS}
        ) x) as proposals
      from unmatched u
      order by u.offers desc, u.listing_id
      limit ${LISTINGS_SHOWN}`,
  )
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      marketplace: r.marketplace,
      listingId: r.listing_id,
      title: r.title,
      gtin: r.gtin,
      sku: r.sku,
      offers: r.offers,
      proposals: r.proposals ?? [],
    })),
  }
}

/** The brand confirms which product a listing is: remembered, then judged again. */
export async function confirmListingMatch(
  db: Db,
  scope: ProtectionScope,
  input: { marketplace: string; listingId: string; productId: string },
) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.id, input.productId), eq(products.brandId, scope.brand.ownerUserId ?? '')),
    )
  if (!product) {
    throw new HttpError(400, {
      code: PROTECTION_CODES.unknownProducts,
      message: PROTECTION_TEXTS.unknownProducts,
    })
  }
  const listingId = input.listingId.trim().toUpperCase()
  await db
    .insert(listingProductLinks)
    .values({
      brandId: scope.entry.id,
      marketplace: input.marketplace,
      listingId,
      productId: input.productId,
      method: 'confirmed',
      confirmedBy: scope.actor.userId,
    })
    .onConflictDoUpdate({
      target: [
        listingProductLinks.brandId,
        listingProductLinks.marketplace,
        listingProductLinks.listingId,
      ],
      set: { productId: input.productId, method: 'confirmed', confirmedBy: scope.actor.userId },
    })
  // The trigger on listing_product_links asks for the brand's re-detection, which matches the
  // listing's offers and judges their observations.
}
