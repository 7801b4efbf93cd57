/**
 * The SQL pieces of Available Brands (001 §2.4, §4.6; §7.2 get_reseller_brands_optimized and
 * get_reseller_brands_count), shared by the API's path (list-reseller-brands.ts) and the
 * one-statement reference (reseller-brands-statement.ts), so that both mean the same thing.
 *
 * Aliases: `b` is brands_directory, `a` the reseller's brand_application and `z` their
 * brand_authorization (both left-joined).
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  FIRST_FOLLOW_UP_AFTER_DAYS,
  MAX_FOLLOW_UPS,
  MIN_ORDER_DEFAULT_USD,
  MIN_ORDER_PRICE_MULTIPLIER,
  NEXT_FOLLOW_UP_AFTER_DAYS,
} from '#shared/reseller-brands-texts.ts'
import type { ResellerBrandRow } from '#shared/schemas/reseller-brands.ts'
import { parsed } from '../../db/json-column.ts'
import {
  orderHoldsFromRows,
  orderHoldsJson,
  type HoldingFindingRow,
} from '../enforcement/order-hold.ts'
import { searchSql, type BrandSearch } from '../search/brand-search.ts'
import { brandFiguresSql } from '../search/search-brands.ts'
import { brandLogoUrlRaw } from '../media/logo-url.ts'

/** When the next follow-up may be sent (001 §4.6), or null when none can be. */
export const nextFollowUpSql =
  sql.raw(`case when a.status = 'pending' and a.follow_up_count < ${MAX_FOLLOW_UPS} then
  case when a.follow_up_count = 0 then a.created_at + interval '${FIRST_FOLLOW_UP_AFTER_DAYS} days'
  else coalesce(a.last_follow_up_at, a.created_at) + interval '${NEXT_FOLLOW_UP_AFTER_DAYS} days' end end`)

/**
 * The search as the reference statement reads it: the active brands matching, and each one's
 * tier, which orders them before the name (search/brand-search.ts).
 */
export function referenceSearch(search: BrandSearch): { condition: SQL; tier: SQL } {
  switch (search.kind) {
    case 'all':
      return { condition: sql`b.is_active`, tier: sql`0` }
    case 'none':
      return { condition: sql`false`, tier: sql`0` }
    case 'words': {
      const { match, tier } = searchSql(search)
      return { condition: sql`b.is_active and ${match}`, tier }
    }
  }
}

/** The reseller's application to brand `b`. */
export const applicationJoin = (resellerId: string) =>
  sql`left join brand_applications a on a.brand_id = b.id and a.reseller_id = ${resellerId}`

/** The reseller's authorization for brand `b`, whatever its status (issue 13). */
export const authorizationJoin = (resellerId: string) =>
  sql`left join brand_authorizations z on z.brand_id = b.id and z.reseller_id = ${resellerId}`

/**
 * `z` in force at `at`: brand_authorization_in_force spelled out with the request's time
 * instead of the statement's now(), so that the answer is the one at the request's `now`.
 */
const inForceAt = (at: SQL) =>
  sql`(z.status = 'active' and z.starts_at <= ${at} and (z.ends_at is null or z.ends_at > ${at}))`

/** `z`'s status at `at`: an active one past its end date has expired. */
const statusAt = (at: SQL) =>
  sql`(case when z.status = 'active' and z.ends_at <= ${at} then 'expired' else z.status::text end)`

/**
 * What the card says (BRAND_STANDINGS; application-filters.ts standingOf): the authorization in
 * force; else the application made after the authorization last changed; else the
 * authorization's status ('scheduled' before its start); else the application's.
 */
export const standingSql = (at: SQL) => sql`(case
  when z.id is not null and ${inForceAt(at)} then 'authorized'
  when a.id is not null and (z.id is null or a.created_at > z.status_changed_at) then a.status::text
  when z.id is not null then
    case when ${statusAt(at)} = 'active' then 'scheduled' else ${statusAt(at)} end
  else 'not_applied' end)`

const figures = brandFiguresSql({
  approvalRate: sql.raw('b.approval_rate'),
  responseTime: sql.raw('b.response_time'),
  decided: sql.raw('b.decided_applications'),
  approved: sql.raw('b.approved_applications'),
  hoursTotal: sql.raw('b.decision_hours_total'),
})

/**
 * What a card shows of the brand itself (alias `b`): the figures by the rule of issue 13 item 6,
 * the minimum order (5 × the lowest approved wholesale price of the brand account owning the
 * entry, or $1,000) and the brand's own minimums when set (item 5).
 */
export const brandCardColumns = sql`
  b.id, b.name, b.department, b.categories, b.description,
  ${sql.raw(brandLogoUrlRaw('b'))} as "logoUrl", b.website_url as "websiteUrl",
  ${figures.approvalRate} as "approvalRate", ${figures.responseTime} as "responseTime",
  ${figures.figuresFrom} as "figuresFrom",
  coalesce((select (${MIN_ORDER_PRICE_MULTIPLIER} * min(pr.wholesale_price))::numeric(14, 2)
    from products pr
    where pr.brand_id = b.owner_user_id and pr.approval_status = 'approved'),
    ${MIN_ORDER_DEFAULT_USD})::numeric(14, 2)::text as "minimumOrder",
  b.opening_order_minimum::text as "openingOrderMinimum",
  b.reorder_minimum::text as "reorderMinimum"`

/**
 * One card (001 §3 brand-list result row), as JSON columns: the brand; the reseller's standing,
 * authorization (any status, its status as at `at`) and application with its next follow-up;
 * the brand's hold on the reseller's orders (the order route's rule, as rows). Needs `a` and `z`
 * joined.
 */
export const brandRowColumns = (at: SQL, resellerId: string) => sql`
  ${brandCardColumns},
  ${standingSql(at)} as standing,
  case when z.id is null then null else json_build_object(
    'status', ${statusAt(at)}, 'marketplaces', z.marketplaces,
    'startsAt', z.starts_at, 'endsAt', z.ends_at,
    'statusReason', z.status_reason, 'statusChangedAt', z.status_changed_at) end as authorization,
  a.status as "applicationStatus", a.id as "applicationId",
  a.created_at as "applicationCreatedAt",
  coalesce(a.follow_up_count, 0) as "followUpCount",
  a.last_follow_up_at as "lastFollowUpAt", (${nextFollowUpSql}) as "nextFollowUpAt",
  a.decision_reason as "decisionReason", a.info_requested_at as "infoRequestedAt",
  ${orderHoldsJson(sql`${resellerId}`, sql`array[b.id]`)} as "orderHold"`

const isoOrNull = (v: string | null) => (v === null ? null : new Date(v).toISOString())

/** The brands' own part of cards, from `json_agg` of brandCardColumns. */
export function brandCardsFromJson<Card extends { categories: string[] | null }>(
  cards: Card[] | string,
): Card[] {
  return parsed(cards).map((c) => ({ ...c, categories: c.categories ?? [] }))
}

/** A card as brandRowColumns reads it: the hold as its findings' rows. */
export type BrandRowJson = Omit<ResellerBrandRow, 'orderHold'> & { orderHold: HoldingFindingRow[] }

/** The cards as the API answers them, from `json_agg` of brandRowColumns. */
export function brandRowsFromJson(brands: BrandRowJson[] | string): ResellerBrandRow[] {
  const raw = parsed(brands)
  return raw.map((b) => ({
    ...b,
    categories: b.categories ?? [],
    authorization: b.authorization && {
      ...b.authorization,
      startsAt: isoOrNull(b.authorization.startsAt)!,
      endsAt: isoOrNull(b.authorization.endsAt),
      statusChangedAt: isoOrNull(b.authorization.statusChangedAt)!,
    },
    applicationCreatedAt: isoOrNull(b.applicationCreatedAt),
    lastFollowUpAt: isoOrNull(b.lastFollowUpAt),
    nextFollowUpAt: isoOrNull(b.nextFollowUpAt),
    infoRequestedAt: isoOrNull(b.infoRequestedAt),
    orderHold: orderHoldsFromRows(b.orderHold).get(b.id) ?? null,
  }))
}
