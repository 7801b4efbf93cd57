/**
 * The brand's confirmation that a storefront is one of its resellers' (decision 013): for a
 * storefront whose seller id neither the reseller's authorization nor their settings name (a
 * second shop, an id the reseller never entered). Seller ids still match first; the confirmation
 * is what detection falls back to (detect.ts matchStorefronts), and it holds until the brand
 * removes it. Only a reseller with an authorization record from this brand can be confirmed.
 */
import { and, eq, sql } from 'drizzle-orm'
import { STOREFRONT_RESELLER_TEXTS as T } from '#shared/storefront-reseller-texts.ts'
import type { StorefrontResellerView } from '#shared/protection-api.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { marketplaceSellers } from '../../db/schema/index.ts'
import { badRequest, notFound } from '../../lib/http/errors.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import type { ProtectionBrand } from './detect.ts'

/**
 * The resellers with an authorization record from the brand (any status), by company: the ones
 * a storefront can be confirmed as; `resellerId` narrows it to one.
 */
function brandResellers(db: DbOrTx, brandId: string, resellerId?: string) {
  return rowsOf<{ reseller_id: string; company: string; status: string }>(
    db,
    sql`select a.reseller_id, coalesce(pr.company_name, pr.full_name, u.email) as company,
        a.status::text as status
      from brand_authorizations a
      join "user" u on u.id = a.reseller_id
      left join profiles pr on pr.id = a.reseller_id
      where a.brand_id = ${brandId}
        ${resellerId === undefined ? sql`` : sql`and a.reseller_id = ${resellerId}`}
      order by 2, 1`,
  )
}

/** The storefront, whom it is matched to and how, and the brand's resellers to confirm. */
export async function storefrontReseller(
  db: Db,
  brand: ProtectionBrand,
  storefrontId: number,
): Promise<StorefrontResellerView> {
  const [storefront] = await rowsOf<{
    id: string | number
    marketplace: string
    seller_id: string | null
    name: string | null
    reseller_id: string | null
    reseller_company: string | null
    match_method: StorefrontResellerView['storefront']['matchMethod']
    confirmed_reseller_id: string | null
  }>(
    db,
    sql`select s.id, s.marketplace, s.seller_id, s.name, s.reseller_id,
        coalesce(pr.company_name, pr.full_name) as reseller_company, s.match_method,
        s.confirmed_reseller_id
      from marketplace_sellers s left join profiles pr on pr.id = s.reseller_id
      where s.id = ${storefrontId} and s.brand_id = ${brand.entryId}`,
  )
  if (!storefront) throw notFound()
  const choices = await brandResellers(db, brand.entryId)
  return {
    storefront: {
      id: Number(storefront.id),
      marketplace: storefront.marketplace,
      sellerId: storefront.seller_id,
      name: storefront.name,
      reseller: storefront.reseller_id
        ? { id: storefront.reseller_id, company: storefront.reseller_company }
        : null,
      matchMethod: storefront.match_method,
      confirmedResellerId: storefront.confirmed_reseller_id,
    },
    choices: choices.map((c) => ({
      resellerId: c.reseller_id,
      company: c.company,
      status: c.status,
    })),
  }
}

/**
 * Confirms the storefront as the reseller's (or removes the confirmation: null), audited, and
 * asks for the brand's listings to be judged again. The storefront without a seller id (a
 * source that names none) cannot be anyone's: there is no storefront to speak of.
 */
export async function confirmStorefrontReseller(
  db: Db,
  brand: ProtectionBrand,
  storefrontId: number,
  resellerId: string | null,
  actor: { userId: string; audit: AuditActor },
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        sellerKey: marketplaceSellers.sellerKey,
        name: marketplaceSellers.name,
        sellerId: marketplaceSellers.sellerId,
        confirmedResellerId: marketplaceSellers.confirmedResellerId,
      })
      .from(marketplaceSellers)
      .where(
        and(eq(marketplaceSellers.id, storefrontId), eq(marketplaceSellers.brandId, brand.entryId)),
      )
      .for('update')
    if (!before) throw notFound()
    if (before.sellerKey === 'unknown') throw badRequest(T.noSeller)
    let company: string | null = null
    if (resellerId !== null) {
      const [authorized] = await brandResellers(tx, brand.entryId, resellerId)
      if (!authorized) throw badRequest(T.notYourReseller)
      company = authorized.company
    }
    if (before.confirmedResellerId === resellerId) return
    await tx
      .update(marketplaceSellers)
      .set({
        confirmedResellerId: resellerId,
        confirmedBy: resellerId === null ? null : actor.userId,
        confirmedAt: resellerId === null ? null : new Date(),
      })
      .where(eq(marketplaceSellers.id, storefrontId))
    await recordAudit(tx, {
      actor: actor.audit,
      action: resellerId === null ? 'storefront.confirmation_removed' : 'storefront.confirmed',
      targetType: 'marketplace_seller',
      targetId: String(storefrontId),
      targetLabel: before.name ?? before.sellerId ?? before.sellerKey,
      before: { confirmedResellerId: before.confirmedResellerId },
      after: { confirmedResellerId: resellerId, company },
    })
    await tx.execute(sql`select request_protection_redetect(${brand.entryId}::uuid)`)
  })
}
