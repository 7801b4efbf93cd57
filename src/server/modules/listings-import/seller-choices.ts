/**
 * "Whose listings are these?" for a seller's own report (formats whose needsSeller is true: the
 * Amazon All Listings Report, Walmart's item and buy box reports): the brand's authorized
 * resellers by company name with each of their seller ids (the authorization's and storefronts
 * already matched to them), apart from the other storefronts seen in earlier imports (no
 * reseller of the brand). One seller id appears once, as the reseller's when it is one.
 */
import { sql } from 'drizzle-orm'
import type { SellerChoiceItem } from '#shared/protection-api.ts'
import type { DbOrTx } from '../../db/client.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'

const CHOICES_MAX = 500

export async function sellerChoices(db: DbOrTx, brandId: string): Promise<SellerChoiceItem[]> {
  const rows = await rowsOf<{
    marketplace: string
    seller_id: string
    name: string | null
    reseller_id: string | null
    storefront: string | null
  }>(
    db,
    sql`with reseller_ids as (
        select m->>'marketplace' as marketplace, m->>'sellerId' as seller_id, a.reseller_id
        from brand_authorizations a
        cross join jsonb_array_elements(a.marketplaces) m
        -- A revoked authorization is no authorized reseller: its storefronts are others seen.
        where a.brand_id = ${brandId} and a.status <> 'revoked' and m->>'sellerId' is not null
        union
        select s.marketplace::text, s.seller_id, s.reseller_id
        from marketplace_sellers s
        join brand_authorizations a on a.brand_id = s.brand_id and a.reseller_id = s.reseller_id
          and a.status <> 'revoked'
        where s.brand_id = ${brandId} and s.seller_id is not null
      ),
      choices as (
        select distinct on (r.marketplace, r.seller_id) r.marketplace, r.seller_id,
          coalesce(pr.company_name, pr.full_name, u.name) as name, r.reseller_id,
          s.name as storefront
        from reseller_ids r
        left join profiles pr on pr.id = r.reseller_id
        left join "user" u on u.id = r.reseller_id
        left join marketplace_sellers s on s.brand_id = ${brandId}
          and s.marketplace::text = r.marketplace and s.seller_id = r.seller_id
        order by r.marketplace, r.seller_id
      )
      select * from (
        select marketplace, seller_id, name, reseller_id, storefront from choices
        union all
        select s.marketplace::text, s.seller_id, s.name, null, s.name
        from marketplace_sellers s
        where s.brand_id = ${brandId} and s.seller_id is not null
          and not exists (select 1 from choices c
            where c.marketplace = s.marketplace::text and c.seller_id = s.seller_id)
      ) x
      order by x.reseller_id is null, x.name nulls last, x.seller_id
      limit ${CHOICES_MAX}`,
  )
  return rows.map((r) => ({
    marketplace: r.marketplace,
    sellerId: r.seller_id,
    name: r.name,
    resellerId: r.reseller_id,
    kind: r.reseller_id ? 'reseller' : 'storefront',
    storefront: r.storefront,
  }))
}
