/**
 * MAP policy (issue 14 item 1): MAP per product with effective dates, promotion windows, and the
 * brand's policy text with its shipping and tolerance rules, each published version kept so that
 * past observations are judged by what was in force then and resellers' acknowledgements name
 * the version they read.
 *
 * A change never takes effect in the past: observations already made were judged by the MAP and
 * policy in force then, and due process means a reseller is judged by rules it could know. Every
 * change is announced to the authorized resellers when it is made (announce.ts).
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import { AUDIT_VALUE_TEXTS } from '#shared/audit-log-texts.ts'
import { PRICE_SANITY_CODES, PRICE_SANITY_TEXTS } from '#shared/brand-inventory-texts.ts'
import { priceIssues } from '#shared/price-sanity.ts'
import { MAP_CURRENCY } from '#shared/protection.ts'
import { PROTECTION_CODES, PROTECTION_TEXTS as T } from '#shared/protection-texts.ts'
import type {
  MapProduct,
  PolicyVersion,
  PolicyView,
  PromotionItem,
} from '#shared/protection-api.ts'
import type { MapChangeInput, PolicyInput, PromotionInput } from '#shared/schemas/protection.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import {
  mapPolicies,
  mapPromotionProducts,
  mapPromotions,
  productMapPrices,
  products,
} from '../../db/schema/index.ts'
import { HttpError, notFound } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { changedFields, recordAudit, type AuditActor } from '../audit-log/record-audit.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import type { ProtectionScope } from '../protection/protection-brand.ts'
import { announceToResellers, publishAnnouncement } from './announce.ts'

type Deps = Pick<AppDeps, 'db' | 'live' | 'logger' | 'mailer' | 'env'>

/** A minute of grace: "now" typed in a form is a little in the past by the time it arrives. */
const PAST_GRACE_MS = 60_000
const iso = (v: string | Date) => new Date(v).toISOString()
const dateText = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

const refuse = (message: string, code: string = PROTECTION_CODES.invalidChange) =>
  new HttpError(400, { code, message })

export async function listMapProducts(
  db: DbOrTx,
  ownerUserId: string | null,
): Promise<MapProduct[]> {
  if (!ownerUserId) return []
  const rows = await rowsOf<{
    id: string
    name: string
    sku: string | null
    gtin: string | null
    current: string | null
    effective: string | null
    history:
      { id: string; map_price: string | null; currency: string; effective_from: string }[] | null
  }>(
    db,
    sql`select p.id, p.name, p.sku, p.gtin,
        product_map_price_at(p.id, now())::text as current,
        product_effective_map_at(p.id, now())::text as effective,
        (select json_agg(json_build_object('id', v.id, 'map_price', v.map_price::text,
            'currency', v.currency, 'effective_from', v.effective_from)
            order by v.effective_from desc, v.currency)
          from product_map_prices v where v.product_id = p.id) as history
      from products p where p.brand_id = ${ownerUserId}
      order by p.name, p.id
      limit 2000`,
  )
  const now = Date.now()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    sku: r.sku,
    gtin: r.gtin,
    currentMap: r.current,
    effectiveMap: r.effective,
    history: (r.history ?? []).map((h) => ({
      id: h.id,
      mapPrice: h.map_price,
      currency: h.currency,
      effectiveFrom: iso(h.effective_from),
      scheduled: new Date(h.effective_from).getTime() > now,
    })),
  }))
}

async function brandProducts(db: DbOrTx, ownerUserId: string | null, ids: readonly string[]) {
  if (!ownerUserId || ids.length === 0) return []
  const rows = await db
    .select({ id: products.id, name: products.name, wholesalePrice: products.wholesalePrice })
    .from(products)
    .where(and(eq(products.brandId, ownerUserId), inArray(products.id, [...ids])))
  if (rows.length !== new Set(ids).size)
    throw refuse(T.unknownProducts, PROTECTION_CODES.unknownProducts)
  return rows
}

/** How an entry names one of the brand's products (decision 016). */
const productLabel = (name: string, scope: ProtectionScope | null) =>
  scope ? `${name} (${scope.entry.name})` : name

export async function scheduleMapChange(
  deps: Deps,
  scope: ProtectionScope,
  input: MapChangeInput,
  actor: AuditActor,
) {
  if (input.effectiveFrom.getTime() < Date.now() - PAST_GRACE_MS) throw refuse(T.noBackdating)
  const list = await brandProducts(deps.db, scope.brand.ownerUserId, input.productIds)
  // Issue 15: a MAP below a product's wholesale price is taken only when the brand confirms it.
  const { mapPrice } = input
  // Wholesale prices are in MAP_CURRENCY: a MAP in another currency is not compared with them.
  const below =
    mapPrice === null || input.currency !== MAP_CURRENCY
      ? []
      : list.filter((p) =>
          priceIssues({ price: null, wholesalePrice: p.wholesalePrice, mapPrice }).some(
            (issue) => issue.rule === 'map-below-wholesale',
          ),
        )
  if (mapPrice !== null && below.length > 0 && !input.confirmBelowWholesale) {
    throw new HttpError(422, {
      code: PRICE_SANITY_CODES.confirmationRequired,
      message: PRICE_SANITY_TEXTS.mapChangeBelowWholesale(
        mapPrice,
        below.map((p) => p.name),
      ),
    })
  }
  const announced = await deps.db.transaction(async (tx) => {
    // What each product's MAP would have been from then on: the change's `before`.
    const was = await rowsOf<{ id: string; map: string | null }>(
      tx,
      sql`select p.id, product_map_price_at(p.id, ${input.effectiveFrom.toISOString()}::timestamptz)::text as map
        from products p where p.id in (${sql.join(
          list.map((p) => sql`${p.id}::uuid`),
          sql`, `,
        )})`,
    )
    await tx
      .insert(productMapPrices)
      .values(
        list.map((p) => ({
          productId: p.id,
          mapPrice: input.mapPrice,
          currency: input.currency,
          effectiveFrom: input.effectiveFrom,
          createdBy: scope.actor.userId,
          announcedAt: new Date(),
        })),
      )
      .onConflictDoUpdate({
        target: [
          productMapPrices.productId,
          productMapPrices.currency,
          productMapPrices.effectiveFrom,
        ],
        set: { mapPrice: input.mapPrice, createdBy: scope.actor.userId, announcedAt: new Date() },
      })
    const before = new Map(was.map((w) => [w.id, w.map]))
    for (const p of list) {
      await recordAudit(tx, {
        actor,
        action: 'map_price.scheduled',
        targetType: 'product',
        targetId: p.id,
        targetLabel: productLabel(p.name, scope),
        before: { mapPrice: before.get(p.id) ?? null },
        after: {
          mapPrice: input.mapPrice,
          currency: input.currency,
          effectiveFrom: input.effectiveFrom,
        },
      })
    }
    return announceToResellers(tx, deps, scope.brand, {
      kind: 'map_change',
      ...T.mapChangeAnnouncement(
        scope.entry.name,
        list.map((p) => p.name),
        input.mapPrice,
        dateText(input.effectiveFrom),
        input.currency,
      ),
    })
  })
  const told = await publishAnnouncement(deps, announced)
  return { products: list.length, resellersTold: told }
}

/** A scheduled change, before it takes effect, can be taken back (and the resellers are told). */
export async function cancelMapChange(
  deps: Deps,
  scope: ProtectionScope,
  versionId: string,
  actor: AuditActor,
) {
  const announced = await deps.db.transaction(async (tx) => {
    const [version] = await rowsOf<{
      id: string
      product_id: string
      name: string
      map_price: string | null
      effective_from: string | Date
    }>(
      tx,
      sql`select v.id, v.product_id, p.name, v.map_price::text, v.effective_from
        from product_map_prices v
        join products p on p.id = v.product_id
        where v.id = ${versionId} and p.brand_id = ${scope.brand.ownerUserId}
        for update of v`,
    )
    if (!version) throw notFound()
    if (new Date(version.effective_from).getTime() <= Date.now()) throw refuse(T.alreadyInEffect)
    await tx.delete(productMapPrices).where(eq(productMapPrices.id, versionId))
    await recordAudit(tx, {
      actor,
      action: 'map_price.cancelled',
      targetType: 'product',
      targetId: version.product_id,
      targetLabel: productLabel(version.name, scope),
      before: { mapPrice: version.map_price, effectiveFrom: new Date(version.effective_from) },
    })
    return announceToResellers(tx, deps, scope.brand, {
      kind: 'map_change',
      ...T.mapChangeCancelled(
        scope.entry.name,
        version.name,
        dateText(new Date(version.effective_from)),
      ),
    })
  })
  await publishAnnouncement(deps, announced)
}

/** The MAP the product form sets: a new version from now, when it differs from the current one. */
export async function setMapFromNow(
  deps: Deps,
  scope: ProtectionScope | null,
  ownerUserId: string,
  productId: string,
  mapPrice: string | null,
  actor: AuditActor,
) {
  const announced = await deps.db.transaction(async (tx) => {
    const [product] = await rowsOf<{ current: string | null; name: string }>(
      tx,
      sql`select product_map_price_at(${productId}::uuid, now())::text as current, name
        from products where id = ${productId} and brand_id = ${ownerUserId}
        for update`,
    )
    if (!product || product.current === mapPrice) return null
    await tx.insert(productMapPrices).values({
      productId,
      mapPrice,
      // The database's clock, as every other time the versions are compared with.
      effectiveFrom: sql`now()`,
      createdBy: ownerUserId,
      announcedAt: scope ? sql`now()` : null,
    })
    await recordAudit(tx, {
      actor,
      action: 'map_price.changed',
      targetType: 'product',
      targetId: productId,
      targetLabel: productLabel(product.name, scope),
      before: { mapPrice: product.current },
      after: { mapPrice },
    })
    if (!scope) return null
    return announceToResellers(tx, deps, scope.brand, {
      kind: 'map_change',
      ...T.mapChangeAnnouncement(scope.entry.name, [product.name], mapPrice, T.today),
    })
  })
  if (announced) await publishAnnouncement(deps, announced)
}

export async function listPromotions(db: DbOrTx, brandId: string): Promise<PromotionItem[]> {
  const rows = await rowsOf<{
    id: string
    name: string
    starts_at: string | Date
    ends_at: string | Date
    percent_off: string | null
    cancelled_at: string | Date | null
    products: { productId: string; name: string; promoMapPrice: string | null }[]
  }>(
    db,
    sql`select pr.id, pr.name, pr.starts_at, pr.ends_at, pr.percent_off::text, pr.cancelled_at,
        coalesce((select json_agg(json_build_object('productId', pp.product_id, 'name', p.name,
            'promoMapPrice', pp.promo_map_price::text) order by p.name)
          from map_promotion_products pp join products p on p.id = pp.product_id
          where pp.promotion_id = pr.id), '[]') as products
      from map_promotions pr where pr.brand_id = ${brandId}
      order by pr.starts_at desc limit 200`,
  )
  const now = Date.now()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    percentOff: r.percent_off,
    status: r.cancelled_at
      ? 'cancelled'
      : new Date(r.starts_at).getTime() > now
        ? 'scheduled'
        : new Date(r.ends_at).getTime() > now
          ? 'running'
          : 'ended',
    products: r.products,
  }))
}

export async function createPromotion(
  deps: Deps,
  scope: ProtectionScope,
  input: PromotionInput,
  actor: AuditActor,
) {
  if (input.startsAt.getTime() < Date.now() - PAST_GRACE_MS) throw refuse(T.noBackdating)
  const list = await brandProducts(
    deps.db,
    scope.brand.ownerUserId,
    input.products.map((p) => p.productId),
  )
  const { id, announcement } = await deps.db.transaction(async (tx) => {
    const [promo] = await tx
      .insert(mapPromotions)
      .values({
        brandId: scope.entry.id,
        name: input.name,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        percentOff: input.percentOff,
        createdBy: scope.actor.userId,
        announcedAt: new Date(),
      })
      .returning({ id: mapPromotions.id })
    await tx.insert(mapPromotionProducts).values(
      input.products.map((p) => ({
        promotionId: promo!.id,
        productId: p.productId,
        promoMapPrice: p.promoMapPrice,
      })),
    )
    const names = new Map(list.map((p) => [p.id, p.name]))
    await recordAudit(tx, {
      actor,
      action: 'map_promotion.created',
      targetType: 'map_promotion',
      targetId: promo!.id,
      targetLabel: `${input.name} (${scope.entry.name})`,
      after: {
        name: input.name,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        percentOff: input.percentOff,
        products: input.products.map((p) =>
          AUDIT_VALUE_TEXTS.promotionProduct(
            names.get(p.productId) ?? p.productId,
            p.promoMapPrice,
          ),
        ),
      },
    })
    const announcement = await announceToResellers(tx, deps, scope.brand, {
      kind: 'map_promotion',
      ...T.promotionAnnouncement(
        scope.entry.name,
        input.name,
        list.map((p) => p.name),
        input.percentOff,
        dateText(input.startsAt),
        dateText(input.endsAt),
      ),
    })
    return { id: promo!.id, announcement }
  })
  await publishAnnouncement(deps, announcement)
  return id
}

/** A promotion not yet ended can be cancelled; it stays listed as cancelled. */
export async function cancelPromotion(
  deps: Deps,
  scope: ProtectionScope,
  id: string,
  actor: AuditActor,
) {
  const announced = await deps.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(mapPromotions)
      .set({ cancelledAt: new Date() })
      .where(
        and(
          eq(mapPromotions.id, id),
          eq(mapPromotions.brandId, scope.entry.id),
          sql`${mapPromotions.cancelledAt} is null`,
          gt(mapPromotions.endsAt, new Date()),
        ),
      )
      .returning({ name: mapPromotions.name, cancelledAt: mapPromotions.cancelledAt })
    if (cancelled) {
      await recordAudit(tx, {
        actor,
        action: 'map_promotion.cancelled',
        targetType: 'map_promotion',
        targetId: id,
        targetLabel: `${cancelled.name} (${scope.entry.name})`,
        before: { cancelledAt: null },
        after: { cancelledAt: cancelled.cancelledAt },
      })
      return announceToResellers(tx, deps, scope.brand, {
        kind: 'map_promotion',
        ...T.promotionCancelled(scope.entry.name, cancelled.name),
      })
    }
    return null
  })
  if (!announced) {
    const [exists] = await deps.db
      .select({ id: mapPromotions.id })
      .from(mapPromotions)
      .where(and(eq(mapPromotions.id, id), eq(mapPromotions.brandId, scope.entry.id)))
    if (!exists) throw notFound()
    throw new HttpError(409, { code: PROTECTION_CODES.promotionOver, message: T.promotionOver })
  }
  await publishAnnouncement(deps, announced)
}

const toVersion = (r: {
  id: string
  version: number
  text: string
  shipping_counts: boolean
  coupons_count: boolean
  subscribe_save_counts: boolean
  business_price_counts: boolean
  cart_price_counts: boolean
  tolerance_kind: PolicyVersion['toleranceKind']
  tolerance_value: string
  published_at: string | Date
  acknowledged: number
}): PolicyVersion => ({
  id: r.id,
  version: r.version,
  text: r.text,
  shippingCounts: r.shipping_counts,
  couponsCount: r.coupons_count,
  subscribeSaveCounts: r.subscribe_save_counts,
  businessPriceCounts: r.business_price_counts,
  cartPriceCounts: r.cart_price_counts,
  toleranceKind: r.tolerance_kind,
  toleranceValue: r.tolerance_value,
  publishedAt: iso(r.published_at),
  acknowledged: r.acknowledged,
})

export async function getPolicy(db: DbOrTx, scope: ProtectionScope): Promise<PolicyView> {
  const [versions, resellers] = await Promise.all([
    rowsOf<Parameters<typeof toVersion>[0]>(
      db,
      sql`select m.id, m.version, m.text, m.shipping_counts, m.coupons_count,
          m.subscribe_save_counts, m.business_price_counts, m.cart_price_counts, m.tolerance_kind,
          m.tolerance_value::text, m.published_at,
          (select count(*)::int from map_policy_acknowledgements a where a.policy_id = m.id) as acknowledged
        from map_policies m where m.brand_id = ${scope.entry.id} order by m.version desc`,
    ),
    rowsOf<{
      id: string
      company: string | null
      version: number | null
      at: string | Date | null
    }>(
      db,
      sql`select a.reseller_id as id, coalesce(pr.company_name, pr.full_name) as company,
          ack.version, ack.acknowledged_at as at
        from brand_authorizations a
        left join profiles pr on pr.id = a.reseller_id
        left join lateral (
          select m.version, k.acknowledged_at from map_policy_acknowledgements k
          join map_policies m on m.id = k.policy_id
          where k.reseller_id = a.reseller_id and m.brand_id = a.brand_id
          order by m.version desc limit 1
        ) ack on true
        where a.brand_id = ${scope.entry.id}
          and brand_authorization_in_force(a.status, a.starts_at, a.ends_at)
        order by 2`,
    ),
  ])
  const list = versions.map(toVersion)
  return {
    entry: scope.entry,
    current: list[0] ?? null,
    versions: list,
    resellers: resellers.map((r) => ({
      id: r.id,
      company: r.company,
      acknowledgedVersion: r.version,
      acknowledgedAt: r.at === null ? null : iso(r.at),
    })),
  }
}

export async function publishPolicy(
  deps: Deps,
  scope: ProtectionScope,
  input: PolicyInput,
  actor: AuditActor,
) {
  const { next: version, announcement } = await deps.db.transaction(async (tx) => {
    // One version number at a time per brand.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`map-policy:${scope.entry.id}`}, 0))`,
    )
    const [last] = await tx
      .select({
        version: mapPolicies.version,
        text: mapPolicies.text,
        shippingCounts: mapPolicies.shippingCounts,
        couponsCount: mapPolicies.couponsCount,
        subscribeSaveCounts: mapPolicies.subscribeSaveCounts,
        businessPriceCounts: mapPolicies.businessPriceCounts,
        cartPriceCounts: mapPolicies.cartPriceCounts,
        toleranceKind: mapPolicies.toleranceKind,
        toleranceValue: mapPolicies.toleranceValue,
      })
      .from(mapPolicies)
      .where(eq(mapPolicies.brandId, scope.entry.id))
      .orderBy(desc(mapPolicies.version))
      .limit(1)
    const next = (last?.version ?? 0) + 1
    const [published] = await tx
      .insert(mapPolicies)
      .values({
        brandId: scope.entry.id,
        version: next,
        text: input.text,
        shippingCounts: input.shippingCounts,
        couponsCount: input.couponsCount,
        subscribeSaveCounts: input.subscribeSaveCounts,
        businessPriceCounts: input.businessPriceCounts,
        cartPriceCounts: input.cartPriceCounts,
        toleranceKind: input.toleranceKind,
        toleranceValue: input.toleranceValue,
        publishedBy: scope.actor.userId,
      })
      .returning({
        version: mapPolicies.version,
        text: mapPolicies.text,
        shippingCounts: mapPolicies.shippingCounts,
        couponsCount: mapPolicies.couponsCount,
        subscribeSaveCounts: mapPolicies.subscribeSaveCounts,
        businessPriceCounts: mapPolicies.businessPriceCounts,
        cartPriceCounts: mapPolicies.cartPriceCounts,
        toleranceKind: mapPolicies.toleranceKind,
        toleranceValue: mapPolicies.toleranceValue,
      })
    // A version's entry holds what differs from the version before (all of it for the first);
    // the record is the brand's policy, so its history lists every version.
    await recordAudit(tx, {
      actor,
      action: 'map_policy.published',
      targetType: 'map_policy',
      targetId: scope.entry.id,
      targetLabel: scope.entry.name,
      ...(last ? changedFields(last, published!) : { after: published }),
    })
    const announcement = await announceToResellers(tx, deps, scope.brand, {
      kind: 'map_policy',
      ...T.policyAnnouncement(scope.entry.name, next, input),
    })
    return { next, announcement }
  })
  await publishAnnouncement(deps, announcement)
  return version
}

/** Keeps only what exists (a promotion or version id of another brand is not found). */
export async function assertOwnPromotion(db: Db, brandId: string, id: string) {
  const [row] = await db
    .select({ id: mapPromotions.id })
    .from(mapPromotions)
    .where(and(eq(mapPromotions.id, id), eq(mapPromotions.brandId, brandId)))
  if (!row) throw notFound()
}
