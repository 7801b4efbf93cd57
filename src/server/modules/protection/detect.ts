/**
 * Detection (issue 14 items 3 and 4): observed listings become offers matched to the brand's
 * products and to resellers, each observation is judged against the policy in force at its time,
 * and findings open and close on each offer's newest observation.
 *
 * Two scopes, one code path:
 * - an import: the rows of one import, inside the import's final transaction (so the import, its
 *   offers, findings and figures commit together or not at all);
 * - the whole brand (a re-detection): every committed observation judged again, after a MAP,
 *   policy, product, authorization or seller-id change (protection_states, redetect-worker.ts).
 *
 * Everything is set-based SQL over hash joins: the MAP, the policy and the authorizations in
 * force are cut into non-overlapping time segments first (a few rows per product, per policy
 * version, per authorization state), so that judging a million observations is a hash join on the
 * product or the reseller and a range test, not a look-up per row.
 *
 * The findings' rules:
 * - an offer's findings move only on its newest observation: an older one imported later is kept
 *   as history (and counted in the daily figures) but opens, closes and sends nothing;
 * - at most one open finding per offer: a violation of another kind supersedes it, a compliant
 *   observation cures it (its history stays);
 * - evidence keeps the raw row's hash, the import and row, the times and the rule that fired.
 */
import { sql, type SQL } from 'drizzle-orm'
import { MAP_CURRENCY, type FindingKind } from '#shared/protection.ts'
import { PROTECTION_TEXTS } from '#shared/protection-texts.ts'
import type { Tx } from '../../db/client.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import { mapSegments, type MapPromotion, type MapVersion } from './map-segments.ts'
import { groupStorefronts, type StorefrontIn } from './seller-groups.ts'

/** A brand's directory entry, and the account its products belong to. */
export interface ProtectionBrand {
  entryId: string
  /** The brand account (products.brand_id); null when no account owns the entry. */
  ownerUserId: string | null
}

export type DetectScope = { kind: 'import'; importId: string } | { kind: 'all' }

export interface DetectResult {
  observations: number
  matched: number
  unmatched: number
  stale: number
  opened: { id: string; kind: FindingKind; resellerId: string | null }[]
  closed: { id: string; kind: FindingKind; resellerId: string | null; status: string }[]
  /** Resellers whose findings changed (their pages refresh). */
  resellerIds: string[]
  /** Offers of other imports that a new listing-id link now matches: a re-detection is due. */
  newlyLinkedOffers: number
  /**
   * For an import: the findings open, by kind, on the offers its rows saw, new or not (a file
   * seen again opens nothing new, and its violations are still open).
   */
  stillOpen: Partial<Record<FindingKind, number>>
  /**
   * For an import: its rows whose price was not judged (decision 013), by reason, with the
   * first rows ("No MAP in EUR and no exchange rate for EUR: 12 rows not judged").
   */
  notJudged: { reason: string; count: number; rows: number[] }[]
}

const VIOLATIONS = sql.raw(`('map_violation', 'scope_violation', 'unauthorized_seller')`)

/** The observations in scope, as a subquery. */
function observationsOf(brand: ProtectionBrand, scope: DetectScope): SQL {
  return scope.kind === 'import'
    ? sql`(select * from listing_observations where import_id = ${scope.importId})`
    : sql`(select o.* from listing_observations o
        where o.import_id in (
          select id from listing_imports where brand_id = ${brand.entryId} and status = 'complete'
        ))`
}

/**
 * The offers whose state this run decides (scope_offers, made by writeOffers): those whose newest
 * observation this import moved, or every offer of the brand in a re-detection.
 */
function offersInScope(alias: string): SQL {
  return sql.raw(`and ${alias}.id in (select id from scope_offers)`)
}

/** PROTECTION_TIMING=1 prints each step's time (profiling detection at scale). */
function stepTimer() {
  if (!process.env.PROTECTION_TIMING) return () => {}
  let last = performance.now()
  return (name: string) => {
    const now = performance.now()
    console.log(`detect: ${name} ${(now - last).toFixed(0)} ms`)
    last = now
  }
}

export async function detect(
  tx: Tx,
  brand: ProtectionBrand,
  scope: DetectScope,
): Promise<DetectResult> {
  const B = brand.entryId
  const obs = observationsOf(brand, scope)
  const step = stepTimer()
  // Hash joins of a million rows: room to stay in memory rather than spill in batches; and the
  // temp tables in memory too (effective on a session that has not used temp tables yet).
  await tx.execute(sql`set local work_mem = '64MB'`)
  await tx.execute(sql`set local temp_buffers = '256MB'`)
  // One detection of a brand at a time (an import and a re-detection would race on findings).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`protection:${B}`}, 0))`)

  if (scope.kind === 'import') {
    await upsertStorefronts(tx, B, obs)
    step('storefronts')
  }
  await matchStorefronts(tx, B)
  step('match storefronts')
  await prepareOfferState(tx, brand, scope, obs)
  step('offer state')
  const policy = await prepareSegments(tx, brand, scope)
  step('segments')
  await judgeNewest(tx, policy)
  step('judge newest')
  const counts = await writeDailyFigures(tx, B, scope, obs, policy)
  step('daily figures')
  const notJudged = scope.kind === 'import' ? await notJudgedRows(tx) : []
  const movedElsewhere = await writeOffers(tx, B, scope)
  step('write offers')
  const newlyLinkedOffers = (await learnListingLinks(tx, brand)) + movedElsewhere
  step('learn links')
  const closed = await closeFindings(tx, B)
  step('close findings')
  await continueFindings(tx, B)
  step('continue findings')
  const opened = await openFindings(tx, B, obs, policy)
  step('open findings')
  await openInvestigations(tx, B)
  step('investigations')
  const stillOpen = scope.kind === 'import' ? await openOnOffersSeen(tx, B) : {}
  const resellerIds = [
    ...new Set(
      [...opened, ...closed].flatMap((f) => (f.resellerId === null ? [] : [f.resellerId])),
    ),
  ]
  return {
    observations: counts.observations,
    matched: counts.observations - counts.unmatched,
    unmatched: counts.unmatched,
    stale: counts.stale,
    opened,
    closed,
    resellerIds,
    newlyLinkedOffers,
    stillOpen,
    notJudged,
  }
}

/** The import's rows not judged (judged_day, writeDailyFigures), by why: what its summary says. */
async function notJudgedRows(tx: Tx): Promise<DetectResult['notJudged']> {
  const rows = await rowsOf<{
    currency: string | null
    cart_only: boolean
    n: number
    rows: number[]
  }>(
    tx,
    sql`select currency, cart_only, count(*)::int as n,
        (array_agg(row_no order by row_no))[1:5] as rows
      from judged_day where verdict = 'not_judged'
      group by currency, cart_only order by count(*) desc`,
  )
  return rows.map((r) => ({
    reason: r.cart_only
      ? PROTECTION_TEXTS.notJudgedInCart(r.n)
      : r.currency === null
        ? PROTECTION_TEXTS.notJudgedCurrencyUnknown(r.n)
        : PROTECTION_TEXTS.notJudgedNoRate(r.currency, r.n),
    count: r.n,
    rows: r.rows,
  }))
}

/** The open findings, by kind, on the offers of this import's rows (offer_state). */
async function openOnOffersSeen(tx: Tx, B: string) {
  const rows = await rowsOf<{ kind: FindingKind; n: number }>(
    tx,
    sql`select pf.kind, count(*)::int as n
      from protection_findings pf join listing_offers f on f.id = pf.offer_id
      where pf.brand_id = ${B} and pf.status = 'open' and f.brand_id = ${B}
        and f.offer_key in (select k from offer_state)
      group by pf.kind`,
  )
  return Object.fromEntries(rows.map((r) => [r.kind, r.n])) as Partial<Record<FindingKind, number>>
}

/** Storefronts seen in the import: new ones added, names and times kept current. */
async function upsertStorefronts(tx: Tx, B: string, obs: SQL) {
  // Grouped by the raw columns first (a few storefronts), the key computed per group, not per row.
  await tx.execute(sql`
    insert into marketplace_sellers
      (brand_id, marketplace, seller_key, seller_id, name, first_seen_at, last_seen_at)
    select ${B}, marketplace, listing_seller_key(seller_id, seller_name) as sk,
      max(nullif(btrim(seller_id), '')), max(nullif(btrim(seller_name), '')), min(first_seen),
      max(last_seen)
    from (
      select marketplace, seller_id, seller_name, min(observed_at) as first_seen,
        max(observed_at) as last_seen
      from ${obs} o
      group by marketplace, seller_id, seller_name
    ) g
    group by marketplace, sk
    on conflict (brand_id, marketplace, seller_key) do update set
      seller_id = coalesce(excluded.seller_id, marketplace_sellers.seller_id),
      name = case when excluded.last_seen_at >= marketplace_sellers.last_seen_at
        then coalesce(excluded.name, marketplace_sellers.name)
        else coalesce(marketplace_sellers.name, excluded.name) end,
      first_seen_at = least(marketplace_sellers.first_seen_at, excluded.first_seen_at),
      last_seen_at = greatest(marketplace_sellers.last_seen_at, excluded.last_seen_at)`)
}

/**
 * Storefronts to resellers: by the seller ids on the reseller's authorization for this brand,
 * then in their settings (the newest reseller application), then by the brand's confirmation (a
 * storefront whose id neither names, confirmed as one of its resellers'); then grouped by shared
 * names and business details (seller-groups.ts). Never by the storefront's name alone: a
 * storefront is rarely named as its company is. Few rows (storefronts, not observations): done
 * in code.
 */
async function matchStorefronts(tx: Tx, B: string) {
  const rows = await rowsOf<{
    id: string | number
    name: string | null
    business_name: string | null
    business_address: string | null
    group_id: string | number | null
    reseller_id: string | null
    match_method: string | null
    auth_reseller: string | null
    settings_reseller: string | null
    confirmed_reseller_id: string | null
  }>(
    tx,
    sql`
    select s.id, s.name, s.business_name, s.business_address, s.group_id, s.reseller_id,
      s.match_method, s.confirmed_reseller_id,
      (select a.reseller_id from brand_authorizations a, jsonb_array_elements(a.marketplaces) m
        where a.brand_id = ${B} and m->>'marketplace' = s.marketplace
          and upper(btrim(m->>'sellerId')) = upper(s.seller_id)
        order by a.created_at limit 1) as auth_reseller,
      (select r.user_id from reseller_applications r
        where r.user_id is not null and upper(s.seller_id) = upper(btrim(case s.marketplace
          when 'amazon' then r.amazon_seller_id when 'walmart' then r.walmart_seller_id
          when 'ebay' then r.ebay_seller_id end))
        order by r.created_at desc limit 1) as settings_reseller
    from marketplace_sellers s
    where s.brand_id = ${B}`,
  )
  const input: StorefrontIn[] = rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    businessName: r.business_name,
    businessAddress: r.business_address,
    direct: r.auth_reseller
      ? { resellerId: r.auth_reseller, method: 'authorization' }
      : r.settings_reseller
        ? { resellerId: r.settings_reseller, method: 'settings' }
        : r.confirmed_reseller_id
          ? { resellerId: r.confirmed_reseller_id, method: 'confirmed' }
          : null,
  }))
  const before = new Map(rows.map((r) => [Number(r.id), r]))
  const changed = groupStorefronts(input).filter((g) => {
    const b = before.get(g.id)!
    return (
      (b.group_id === null ? null : Number(b.group_id)) !== g.groupId ||
      b.reseller_id !== g.resellerId ||
      b.match_method !== g.matchMethod
    )
  })
  if (changed.length === 0) return
  await tx.execute(sql`
    update marketplace_sellers s set group_id = c.group_id, reseller_id = c.reseller_id,
      match_method = c.match_method::seller_match_method
    from jsonb_to_recordset(${JSON.stringify(changed.map((c) => ({ id: c.id, group_id: c.groupId, reseller_id: c.resellerId, match_method: c.matchMethod })))}::jsonb)
      as c(id bigint, group_id bigint, reseller_id text, match_method text)
    where s.id = c.id`)
  await tx.execute(sql`
    update protection_findings pf set seller_group_id = s.group_id
    from listing_offers f join marketplace_sellers s on s.id = f.seller_id
    where pf.brand_id = ${B} and pf.offer_id = f.id and s.brand_id = ${B}
      and pf.seller_group_id is distinct from s.group_id`)
  // An investigation follows its storefronts into their new group; when two groups merge, the
  // one further along is kept.
  await tx.execute(sql`
    delete from leak_investigations li
    using marketplace_sellers s, leak_investigations other
    where li.brand_id = ${B} and s.id = li.seller_group_id and s.group_id <> li.seller_group_id
      and other.brand_id = ${B} and other.seller_group_id = s.group_id
      and other.id <> li.id`)
  await tx.execute(sql`
    update leak_investigations li set seller_group_id = s.group_id, updated_at = now()
    from marketplace_sellers s
    where li.brand_id = ${B} and s.id = li.seller_group_id and s.group_id <> li.seller_group_id`)
}

/**
 * The offers this run judges, in a temp table (offer_state): for an import, each offer key of its
 * rows with its newest row there and the offer as stored (if any); for a re-detection, every
 * offer of the brand with its stored newest row. Each gets its product: by GTIN, then by a
 * remembered listing id (learned from a GTIN match or confirmed by the brand), then by SKU.
 * Computed once here so that each offer row is written once (writeOffers).
 */
async function prepareOfferState(tx: Tx, brand: ProtectionBrand, scope: DetectScope, obs: SQL) {
  const B = brand.entryId
  const source =
    scope.kind === 'import'
      ? sql`
      select n.*, listing_key(n.listing_id, n.gtin, n.sku) as lk, s.id as seller_ref,
        s.group_id, s.reseller_id, s.seller_key = 'unknown' as no_seller, f.id as existing_id,
        f.latest_observed_at as prev_latest
      from (
        select distinct on (offer_key) offer_key as k, marketplace, seller_id, seller_name,
          listing_id, gtin, sku, title, url, observed_at as newest_observed_at,
          import_id as newest_import_id, row_no as newest_row_no, price, shipping, quantity,
          currency, coupon_amount, coupon_percent, subscribe_save_percent, business_price,
          price_in_cart, min(observed_at) over (partition by offer_key) as first_seen
        from ${obs} o
        order by offer_key, observed_at desc, row_no desc
      ) n
      join marketplace_sellers s on s.brand_id = ${B} and s.marketplace = n.marketplace
        and s.seller_key = listing_seller_key(n.seller_id, n.seller_name)
      left join listing_offers f on f.brand_id = ${B} and f.offer_key = n.k`
      : sql`
      select f.offer_key as k, f.marketplace, null::text as seller_id, null::text as seller_name,
        f.listing_id, f.gtin, f.sku, f.title, f.url, f.latest_observed_at as newest_observed_at,
        f.latest_import_id as newest_import_id, f.latest_row_no as newest_row_no,
        f.latest_price as price, f.latest_shipping as shipping, f.latest_quantity as quantity,
        f.latest_currency as currency, f.latest_coupon_amount as coupon_amount,
        f.latest_coupon_percent as coupon_percent,
        f.latest_subscribe_save_percent as subscribe_save_percent,
        f.latest_business_price as business_price, f.latest_price_in_cart as price_in_cart,
        f.first_seen_at as first_seen, f.listing_key as lk, f.seller_id as seller_ref,
        s.group_id, s.reseller_id, s.seller_key = 'unknown' as no_seller, f.id as existing_id,
        f.latest_observed_at as prev_latest
      from listing_offers f join marketplace_sellers s on s.id = f.seller_id
      where f.brand_id = ${B}`
  await tx.execute(sql`
    create temp table offer_state on commit drop as
    select o.*,
      coalesce(pg.id, l.product_id, ps.id) as product_id,
      (case when pg.id is not null then 'gtin'
        when l.product_id is not null then
          case when l.method = 'confirmed' then 'confirmed' else 'listing_id' end
        when ps.id is not null then 'sku' end)::product_match_method as match_method
    from (${source}) o
    left join products pg on pg.brand_id = ${brand.ownerUserId} and pg.gtin = o.gtin
    left join listing_product_links l on l.brand_id = ${B} and l.marketplace = o.marketplace
      and l.listing_id = upper(o.listing_id)
    left join products ps on ps.brand_id = ${brand.ownerUserId} and ps.sku = o.sku`)
  await tx.execute(sql`create index on offer_state (k)`)
  await tx.execute(sql`analyze offer_state`)
}

/**
 * Each offer written once: an import inserts new offers and, on the ones it saw before, moves the
 * newest observation only when it is newer (so an older file imported later sends nothing), and
 * keeps product matches current; a re-detection rewrites the offers whose product or verdict
 * changed. scope_offers lists the offers whose findings this run decides. Returns how many offers
 * this import re-matched without moving them (their past observations need a re-detection).
 */
async function writeOffers(tx: Tx, B: string, scope: DetectScope): Promise<number> {
  const newest = sql`select k, verdict from judged_newest`
  if (scope.kind === 'all') {
    await tx.execute(sql`
      update listing_offers f set product_id = s.product_id, match_method = s.match_method,
        latest_verdict = n.verdict
      from offer_state s join (${newest}) n on n.k = s.k
      where f.id = s.existing_id and (f.product_id is distinct from s.product_id
        or f.match_method is distinct from s.match_method or f.latest_verdict is distinct from n.verdict)`)
    await tx.execute(sql`
      create temp table scope_offers on commit drop as select existing_id as id from offer_state`)
    await tx.execute(sql`create index on scope_offers (id)`)
    await tx.execute(sql`analyze scope_offers`)
    return 0
  }
  const newer = 'excluded.latest_observed_at > listing_offers.latest_observed_at'
  const pick = (column: string) =>
    sql.raw(
      `${column} = case when ${newer} then excluded.${column} else listing_offers.${column} end`,
    )
  await tx.execute(sql`
    create temp table scope_offers on commit drop as
    with up as (
      insert into listing_offers
        (brand_id, offer_key, marketplace, listing_key, seller_id, listing_id, gtin, sku, title,
         url, product_id, match_method, first_seen_at, latest_observed_at, latest_import_id,
         latest_row_no, latest_price, latest_shipping, latest_quantity, latest_verdict,
         latest_currency, latest_coupon_amount, latest_coupon_percent,
         latest_subscribe_save_percent, latest_business_price, latest_price_in_cart)
      select ${B}, s.k, s.marketplace, s.lk, s.seller_ref, s.listing_id, s.gtin, s.sku, s.title,
        s.url, s.product_id, s.match_method, s.first_seen, s.newest_observed_at,
        s.newest_import_id, s.newest_row_no, s.price, s.shipping, s.quantity, n.verdict,
        s.currency, s.coupon_amount, s.coupon_percent, s.subscribe_save_percent, s.business_price,
        s.price_in_cart
      from offer_state s join (${newest}) n on n.k = s.k
      on conflict (brand_id, offer_key) do update set
        product_id = excluded.product_id, match_method = excluded.match_method,
        first_seen_at = least(listing_offers.first_seen_at, excluded.first_seen_at),
        title = coalesce(excluded.title, listing_offers.title),
        url = coalesce(excluded.url, listing_offers.url),
        gtin = coalesce(listing_offers.gtin, excluded.gtin),
        sku = coalesce(listing_offers.sku, excluded.sku),
        ${pick('latest_import_id')}, ${pick('latest_row_no')}, ${pick('latest_price')},
        ${pick('latest_shipping')}, ${pick('latest_quantity')}, ${pick('latest_verdict')},
        ${pick('latest_currency')}, ${pick('latest_coupon_amount')},
        ${pick('latest_coupon_percent')}, ${pick('latest_subscribe_save_percent')},
        ${pick('latest_business_price')}, ${pick('latest_price_in_cart')},
        ${pick('latest_observed_at')}
      returning id, offer_key, latest_import_id
    )
    select up.id, up.latest_import_id = ${scope.importId} as moved,
      s.existing_id is not null and s.product_id is distinct from (
        select f.product_id from listing_offers f where f.id = s.existing_id
      ) as rematched
    from up join offer_state s on s.k = up.offer_key`)
  const [rematched] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*) filter (where rematched and not moved)::int as n from scope_offers`,
  )
  await tx.execute(sql`delete from scope_offers where not moved`)
  await tx.execute(sql`create index on scope_offers (id)`)
  await tx.execute(sql`analyze scope_offers`)
  return rematched!.n
}

/**
 * A GTIN match teaches the listing id (the ASIN, the item id), so rows of that listing without a
 * GTIN match next time. Offers of other imports that the new links match need their past
 * observations judged again: the caller asks for a re-detection.
 */
async function learnListingLinks(tx: Tx, brand: ProtectionBrand) {
  const B = brand.entryId
  const learned = await rowsOf<{ marketplace: string; listing_id: string }>(
    tx,
    sql`
    insert into listing_product_links (brand_id, marketplace, listing_id, product_id, method)
    select distinct on (f.marketplace, upper(f.listing_id)) ${B}, f.marketplace,
      upper(f.listing_id), f.product_id, 'gtin'
    from listing_offers f
    where f.brand_id = ${B} and f.match_method = 'gtin' and f.listing_id is not null
      ${offersInScope('f')}
      and not exists (
        select 1 from listing_product_links l where l.brand_id = ${B}
          and l.marketplace = f.marketplace and l.listing_id = upper(f.listing_id)
      )
    order by f.marketplace, upper(f.listing_id), f.latest_observed_at desc
    on conflict do nothing
    returning marketplace, listing_id`,
  )
  if (learned.length === 0) return 0
  const linked = await rowsOf<{ n: number }>(
    tx,
    sql`
    with newly as (
      update listing_offers f set product_id = l.product_id, match_method = 'listing_id'
      from listing_product_links l
      where f.brand_id = ${B} and f.product_id is null and l.brand_id = ${B}
        and l.marketplace = f.marketplace and l.listing_id = upper(f.listing_id)
      returning f.id
    ) select count(*)::int as n from newly`,
  )
  return linked[0]!.n
}

/** The MAP, the policy and the authorizations in force, cut into time segments (temp tables). */
async function prepareSegments(
  tx: Tx,
  brand: ProtectionBrand,
  scope: DetectScope,
): Promise<PolicyAt> {
  const B = brand.entryId
  // Every segment join is on an offer's product (offer_state): an import needs the MAP of the
  // products its rows matched only, not the whole catalogue's (a scheduled check's batch of 20
  // rows cut 10,000 products' versions into segments otherwise).
  const ofProducts = (column: string) =>
    scope.kind === 'import'
      ? sql.raw(
          `and ${column} in (select product_id from offer_state where product_id is not null)`,
        )
      : sql``
  const versions = await rowsOf<{
    product_id: string
    currency: string
    effective_from: string | Date
    map_price: string | null
  }>(
    tx,
    sql`select v.product_id, v.currency, v.effective_from, v.map_price::text as map_price
      from product_map_prices v join products p on p.id = v.product_id
      where p.brand_id = ${brand.ownerUserId} ${ofProducts('v.product_id')}`,
  )
  const promotions = await rowsOf<{
    id: string
    starts_at: string | Date
    ends_at: string | Date
    percent_off: string | null
    product_id: string
    promo_map_price: string | null
  }>(
    tx,
    sql`select pr.id, pr.starts_at, pr.ends_at, pr.percent_off::text as percent_off,
        pp.product_id, pp.promo_map_price::text as promo_map_price
      from map_promotions pr join map_promotion_products pp on pp.promotion_id = pr.id
      where pr.brand_id = ${B} and pr.cancelled_at is null ${ofProducts('pp.product_id')}`,
  )
  // A product's MAP in each currency is a product of its own to mapSegments (key "id|EUR"). A
  // promotion's percent off lowers every currency's MAP; its promotional MAP, an amount in
  // MAP_CURRENCY, only that currency's (decision 013).
  const currenciesOf = new Map<string, Set<string>>()
  for (const v of versions) {
    const set = currenciesOf.get(v.product_id) ?? new Set<string>()
    set.add(v.currency)
    currenciesOf.set(v.product_id, set)
  }
  const grouped = new Map<string, MapPromotion>()
  for (const p of promotions) {
    const promo = grouped.get(p.id) ?? {
      startsAt: new Date(p.starts_at),
      endsAt: new Date(p.ends_at),
      percentOff: p.percent_off,
      products: [],
    }
    for (const currency of currenciesOf.get(p.product_id) ?? []) {
      if (currency === MAP_CURRENCY) {
        promo.products.push({
          productId: `${p.product_id}|${currency}`,
          promoMapPrice: p.promo_map_price,
        })
      } else if (p.percent_off !== null) {
        promo.products.push({ productId: `${p.product_id}|${currency}`, promoMapPrice: null })
      }
    }
    grouped.set(p.id, promo)
  }
  const segments = mapSegments(
    versions.map((v): MapVersion => ({
      productId: `${v.product_id}|${v.currency}`,
      effectiveFrom: new Date(v.effective_from),
      mapPrice: v.map_price,
    })),
    [...grouped.values()],
  )
  await tx.execute(sql`
    create temp table map_segments (product_id uuid, currency text, from_at timestamptz,
      to_at timestamptz, map numeric(12, 2)) on commit drop`)
  if (segments.length > 0) {
    const rows = segments.map((s) => {
      const [productId, currency] = s.productId.split('|')
      return {
        product_id: productId,
        currency,
        from_at: s.from.toISOString(),
        to_at: s.to?.toISOString() ?? null,
        map: s.mapPrice,
      }
    })
    await tx.execute(sql`
      insert into map_segments
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as s(product_id uuid, currency text, from_at timestamptz, to_at timestamptz,
          map numeric(12, 2))`)
  }
  // The brand's exchange rates, each from its date to the next of its currency (decision 013).
  await tx.execute(sql`
    create temp table rate_segments on commit drop as
    select currency, rate, effective_from as from_at,
      lead(effective_from) over (partition by currency order by effective_from) as to_at
    from exchange_rates where brand_id = ${B}`)
  await tx.execute(sql`analyze rate_segments`)
  // An authorization in force: active, inside its term, and in that state then.
  await tx.execute(sql`
    create temp table authorization_segments on commit drop as
    select reseller_id, marketplaces,
      greatest(valid_from, starts_at) as from_at,
      least(coalesce(valid_to, 'infinity'), coalesce(ends_at, 'infinity')) as to_at
    from brand_authorization_history
    where brand_id = ${B} and status = 'active'
      and greatest(valid_from, starts_at) < least(coalesce(valid_to, 'infinity'), coalesce(ends_at, 'infinity'))`)
  // Statistics, so that a million observations probe these small tables' hashes, not the reverse.
  await tx.execute(sql`analyze map_segments`)
  await tx.execute(sql`analyze authorization_segments`)
  return policyAt(
    await rowsOf<PolicyVersionRow>(
      tx,
      sql`select version, shipping_counts, coupons_count, subscribe_save_counts,
          business_price_counts, cart_price_counts, tolerance_kind, tolerance_value::text,
          published_at
        from map_policies where brand_id = ${B} order by version`,
    ),
  )
}

/**
 * The policy version in force at an observation's time (each from its publication to the next
 * one's; before the first, shipping does not count and there is no tolerance), as CASE
 * expressions on o.observed_at: a brand publishes a handful of versions, and a join against them
 * cost a million comparisons a pass.
 */
interface PolicyAt {
  version: SQL
  shippingCounts: SQL
  couponsCount: SQL
  subscribeSaveCounts: SQL
  businessPriceCounts: SQL
  cartPriceCounts: SQL
  toleranceKind: SQL
  toleranceValue: SQL
}

interface PolicyVersionRow {
  version: number
  shipping_counts: boolean
  coupons_count: boolean
  subscribe_save_counts: boolean
  business_price_counts: boolean
  cart_price_counts: boolean
  tolerance_kind: string
  tolerance_value: string
  published_at: string | Date
}

function policyAt(versions: readonly PolicyVersionRow[]): PolicyAt {
  const newestFirst = [...versions].reverse()
  const byTime = (pick: (v: (typeof versions)[number]) => SQL, otherwise: SQL) =>
    newestFirst.length === 0
      ? otherwise
      : sql`(case ${sql.join(
          newestFirst.map(
            (v) =>
              sql`when o.observed_at >= ${new Date(v.published_at).toISOString()}::timestamptz then ${pick(v)}`,
          ),
          sql` `,
        )} else ${otherwise} end)`
  return {
    version: byTime((v) => sql`${v.version}::int`, sql`null::int`),
    shippingCounts: byTime((v) => sql`${v.shipping_counts}::boolean`, sql`false`),
    couponsCount: byTime((v) => sql`${v.coupons_count}::boolean`, sql`false`),
    subscribeSaveCounts: byTime((v) => sql`${v.subscribe_save_counts}::boolean`, sql`false`),
    businessPriceCounts: byTime((v) => sql`${v.business_price_counts}::boolean`, sql`false`),
    cartPriceCounts: byTime((v) => sql`${v.cart_price_counts}::boolean`, sql`false`),
    toleranceKind: byTime((v) => sql`${v.tolerance_kind}::text`, sql`'amount'`),
    toleranceValue: byTime((v) => sql`${v.tolerance_value}::numeric`, sql`0::numeric`),
  }
}

/**
 * Observations judged: each with its offer, product, storefront group and reseller, the MAP,
 * policy and authorization in force at its time, the effective price, the verdict and the
 * revenue at risk. `obs` gives the rows (listing_observations' columns); `filter` narrows them
 * (o: the row, f: its offer's state) before the segment joins.
 *
 * The effective price (decision 013), from the components the policy version in force counts:
 *   discounted = max(price − coupon − Subscribe & Save, 0), where
 *     coupon = the larger of the coupon's amount and its percent of the price (when coupons count),
 *     Subscribe & Save = its percent of the price (when it counts), each rounded to the cent;
 *   item = the business or quantity price when it counts and is lower, else discounted;
 *   effective = item + shipping (when shipping counts; unknown shipping is 0).
 * A price shown only in the cart is judged so when the policy applies MAP in the cart; otherwise
 * it is not an advertised price and is not judged (not_judged), as MAP policies usually say.
 *
 * The MAP (decision 013): the product's MAP in the observation's currency when it has one then;
 * else the MAP in MAP_CURRENCY divided by the brand's rate in force then (1 unit of the currency
 * = rate units of MAP_CURRENCY); else the row is not judged. An unknown currency is not judged.
 * Revenue at risk is in MAP_CURRENCY: a gap in another currency is converted with the rate in
 * force (none: not counted).
 */
function judgeSelect(policy: PolicyAt, obs: SQL, filter: SQL = sql``): SQL {
  return sql`
    with j as (
      select o.import_id, o.row_no, o.observed_at, o.price, o.shipping, o.quantity,
        o.marketplace, o.currency, o.coupon_amount, o.coupon_percent, o.subscribe_save_percent,
        o.business_price, o.price_in_cart, f.k, f.product_id, f.group_id, f.reseller_id,
        coalesce(ms.map, round(mb.map / xr.rate, 2)) as map, mb.map as base_map,
        ms.map is null and mb.map is not null and xr.rate is not null as converted,
        case when o.currency = ${MAP_CURRENCY} then 1 else xr.rate end as to_map_rate,
        xr.rate, xr.from_at as rate_from,
        ${policy.version} as policy_version,
        ${policy.shippingCounts} as shipping_counts,
        ${policy.couponsCount} as coupons_count,
        ${policy.subscribeSaveCounts} as subscribe_save_counts,
        ${policy.businessPriceCounts} as business_price_counts,
        ${policy.cartPriceCounts} as cart_price_counts,
        ${policy.toleranceKind} as tolerance_kind,
        ${policy.toleranceValue} as tolerance_value,
        a.marketplaces as covered, f.prev_latest, f.no_seller
      from ${obs} o
      join offer_state f on f.k = o.offer_key
      left join map_segments ms on ms.product_id = f.product_id and ms.currency = o.currency
        and ms.from_at <= o.observed_at and (ms.to_at is null or ms.to_at > o.observed_at)
      left join map_segments mb on o.currency <> ${MAP_CURRENCY} and mb.product_id = f.product_id
        and mb.currency = ${MAP_CURRENCY}
        and mb.from_at <= o.observed_at and (mb.to_at is null or mb.to_at > o.observed_at)
      left join rate_segments xr on o.currency <> ${MAP_CURRENCY} and xr.currency = o.currency
        and xr.from_at <= o.observed_at and (xr.to_at is null or xr.to_at > o.observed_at)
      left join authorization_segments a on a.reseller_id = f.reseller_id
        and a.from_at <= o.observed_at and a.to_at > o.observed_at
      where true ${filter}
    ), c as (
      select j.*,
        case when j.coupons_count then greatest(coalesce(j.coupon_amount, 0),
          round(j.price * coalesce(j.coupon_percent, 0) / 100, 2)) else 0 end as coupon_off,
        case when j.subscribe_save_counts
          then round(j.price * coalesce(j.subscribe_save_percent, 0) / 100, 2) else 0 end as sns_off
      from j
    ), d as (
      select c.*, greatest(c.price - c.coupon_off - c.sns_off, 0) as discounted,
        coalesce(c.price_in_cart and not c.cart_price_counts, false) as cart_only
      from c
    ), p as (
      select d.*,
        coalesce(d.business_price_counts and d.business_price < d.discounted, false)
          as business_applies,
        least(d.discounted, case when d.business_price_counts then d.business_price end)
          + case when d.shipping_counts then coalesce(d.shipping, 0) else 0 end as advertised,
        case when d.tolerance_kind = 'percent' then round(d.map * d.tolerance_value / 100, 2)
          when d.currency <> ${MAP_CURRENCY} and d.rate is not null
            then round(d.tolerance_value / d.rate, 2)
          else d.tolerance_value end as tolerance
      from d
    )
    select p.*,
      (case
        when p.product_id is null then 'unmatched'
        -- A row that names no seller (decision 013): price history, never a seller's finding.
        when p.no_seller then 'seller_unknown'
        when p.covered is null then 'unauthorized_seller'
        when not (p.marketplace = any(p.covered)) then 'scope_violation'
        when p.cart_only or p.currency is null then 'not_judged'
        when p.map is null and p.base_map is not null then 'not_judged'
        when p.map is null then 'no_map'
        when p.advertised < p.map - p.tolerance then 'map_violation'
        else 'compliant' end)::listing_verdict as verdict,
      case when p.map is not null and not p.cart_only and p.advertised < p.map - p.tolerance
        then (p.map - p.advertised) * coalesce(p.quantity, 1) * coalesce(p.to_map_rate, 0)
        else 0 end as at_risk
    from p`
}

/**
 * Runs a judging statement with hash joins only: its row counts are misestimated (an offer's
 * newest row, joined by import and row, is planned as a handful), and a nested loop over the
 * segment tables then compares every row with every segment (400 million tests at 200,000 rows).
 */
async function withHashJoins(tx: Tx, statement: SQL) {
  await tx.execute(sql`set local enable_nestloop = off`)
  try {
    return await tx.execute(statement)
  } finally {
    await tx.execute(sql`set local enable_nestloop = on`)
  }
}

/** PROTECTION_EXPLAIN=1 prints the plan of a judging query (profiling at scale). */
async function explain(tx: Tx, query: SQL) {
  if (!process.env.PROTECTION_EXPLAIN) return
  const plan = (await withHashJoins(
    tx,
    sql`explain (analyze, costs off) select count(*) from (${query}) x`,
  )) as unknown as { rows: { 'QUERY PLAN': string }[] }
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'))
}

/**
 * Each offer's newest observation, judged (a temp table): what offers and findings are decided
 * on. The history in between only counts in the daily figures, computed in one pass.
 */
async function judgeNewest(tx: Tx, policy: PolicyAt) {
  // The newest rows are in offer_state already: no pass over the observations.
  const query = judgeSelect(
    policy,
    sql`(
    select newest_import_id as import_id, newest_row_no as row_no,
      newest_observed_at as observed_at, price, shipping, quantity, marketplace, k as offer_key,
      currency, coupon_amount, coupon_percent, subscribe_save_percent, business_price,
      price_in_cart
    from offer_state
  )`,
  )
  await explain(tx, query)
  await withHashJoins(tx, sql`create temp table judged_newest on commit drop as ${query}`)
  await tx.execute(sql`create index on judged_newest (k)`)
  await tx.execute(sql`analyze judged_newest`)
}

/**
 * The daily figures, in one pass over every observation in scope judged (grouping sets give the
 * product table's rows and the storefront table's at once): an import adds its own; a
 * re-detection rebuilds the brand's. Returns the run's counts.
 *
 * Revenue at risk counts an offer once a day, at the day's worst gap: a listing seen in three
 * files of one day, or at every hour, is one listing at risk that day, not three. An import adds
 * only what its rows raise an offer-day above what the brand's other files of those days already
 * counted (those rows judged again, by the same rules, from the import's own days only).
 */
async function writeDailyFigures(
  tx: Tx,
  B: string,
  scope: DetectScope,
  obs: SQL,
  policy: PolicyAt,
): Promise<{ observations: number; unmatched: number; stale: number }> {
  if (scope.kind === 'all') {
    await tx.execute(sql`delete from protection_daily_products where brand_id = ${B}`)
    await tx.execute(sql`delete from protection_daily_sellers where brand_id = ${B}`)
  }
  const query = judgeSelect(policy, obs)
  await explain(tx, query)
  await withHashJoins(
    tx,
    // Only what the passes below read (and notJudgedRows): the judged rows are wide, and writing
    // them whole cost more than judging them.
    sql`create temp table judged_day on commit drop as
      select v.k, (v.observed_at at time zone 'UTC')::date as day, v.marketplace, v.verdict,
        v.product_id, v.group_id, v.reseller_id, v.quantity, v.at_risk,
        v.observed_at < v.prev_latest as stale, v.row_no, v.currency, v.cart_only
      from (${query}) v`,
  )
  await tx.execute(sql`
    create temp table offer_day_risk on commit drop as
    select distinct on (k, day) k, day, marketplace, verdict, product_id, group_id, reseller_id,
      at_risk
    from judged_day where at_risk > 0
    order by k, day, at_risk desc`)
  if (scope.kind === 'import') await lessCountedAlready(tx, B, scope.importId, policy)
  const result = (await tx.execute(sql`
    with u as (
      select day, marketplace, verdict, product_id, group_id, reseller_id, 1 as n,
        0::numeric as at_risk, coalesce(quantity, 0) as units,
        (verdict = 'unmatched')::int as unmatched, coalesce(stale, false)::int as stale
      from judged_day
      union all
      select day, marketplace, verdict, product_id, group_id, reseller_id, 0, at_risk, 0, 0, 0
      from offer_day_risk where at_risk > 0
    ), g as (
      select day, marketplace, verdict, product_id, group_id, reseller_id,
        grouping(product_id) as by_seller, sum(n) as n, sum(at_risk) as at_risk,
        sum(units) as units, sum(unmatched) as unmatched, sum(stale) as stale
      from u
      group by grouping sets (
        (day, marketplace, verdict, product_id),
        (day, marketplace, verdict, group_id, reseller_id)
      )
    ), products as (
      insert into protection_daily_products
        (brand_id, day, marketplace, verdict, observations, at_risk, units, product_id)
      select ${B}, day, marketplace, verdict, n, at_risk, units, product_id from g where by_seller = 0
    ), sellers as (
      insert into protection_daily_sellers
        (brand_id, day, marketplace, verdict, observations, at_risk, units, seller_group_id,
         reseller_id)
      select ${B}, day, marketplace, verdict, n, at_risk, units, group_id, reseller_id
      from g where by_seller = 1
    )
    select coalesce(sum(n), 0)::int as observations, coalesce(sum(unmatched), 0)::int as unmatched,
      ${scope.kind === 'import' ? sql`coalesce(sum(stale), 0)::int` : sql`0`} as stale
    from g where by_seller = 0`)) as unknown as {
    rows: { observations: number; unmatched: number; stale: number }[]
  }
  return result.rows[0]!
}

/**
 * An import's offer-days at risk, less what the brand's other complete files of the same days
 * counted for the same offers (their worst gap that day): the figures then hold each offer-day's
 * worst gap once, whatever the number of files it was seen in.
 */
async function lessCountedAlready(tx: Tx, B: string, importId: string, policy: PolicyAt) {
  const [span] = await rowsOf<{ from_day: string | null; to_day: string | null }>(
    tx,
    sql`select min(day)::text as from_day, (max(day) + 1)::text as to_day from offer_day_risk`,
  )
  if (!span?.from_day || !span.to_day) return
  // The BRIN index on observed_at confines the look-up to the import's days.
  const others = sql`(
    select o.* from listing_observations o
    where o.brand_id = ${B} and o.import_id <> ${importId}
      and o.observed_at >= ${span.from_day}::date and o.observed_at < ${span.to_day}::date
      and o.import_id in (
        select id from listing_imports where brand_id = ${B} and status = 'complete'
      )
  )`
  await withHashJoins(
    tx,
    sql`
    update offer_day_risk r set at_risk = greatest(r.at_risk - c.counted, 0)
    from (
      select v.k, (v.observed_at at time zone 'UTC')::date as day, max(v.at_risk) as counted
      from (${judgeSelect(policy, others, sql`and o.offer_key in (select k from offer_day_risk)`)}) v
      where v.at_risk > 0
      group by 1, 2
    ) c
    where c.k = r.k and c.day = r.day`,
  )
}

/** An amount of j's currency as the screens write it (Intl, en-US): "$49.99", "€43.19". */
const money = (amount: string) => `(case j.currency when 'USD' then '$' || ${amount}
    when 'EUR' then '€' || ${amount} when 'GBP' then '£' || ${amount}
    when 'CAD' then 'CA$' || ${amount} when 'AUD' then 'A$' || ${amount}
    when 'JPY' then '¥' || ${amount} else ${amount} || ' ' || coalesce(j.currency, '') end)`

/**
 * The effective price's arithmetic (judgeSelect), from the components that counted:
 * "$49.99 − $8.00 coupon + $0.00 shipping = $41.99"; empty when the price alone was judged.
 */
const ARITHMETIC = `case when j.advertised = j.price and not j.shipping_counts then ''
  else ${money('j.price')}
    || case when j.coupon_off > 0 then ' − ' || ${money('j.coupon_off')} || ' coupon'
      || case when j.coupon_percent is not null and j.coupon_off > coalesce(j.coupon_amount, 0)
        then ' (' || trim_scale(j.coupon_percent) || '%)' else '' end else '' end
    || case when j.sns_off > 0 then ' − ' || ${money('j.sns_off')} || ' Subscribe & Save ('
      || trim_scale(j.subscribe_save_percent) || '%)' else '' end
    || case when j.business_applies then ', business price ' || ${money('j.business_price')}
      else '' end
    || case when j.shipping_counts then ' + ' || ${money('coalesce(j.shipping, 0)')} || ' shipping'
      else '' end
    || ' = ' || ${money('j.advertised')} end`

/** How a MAP in another currency was converted: " (MAP $45.00 at 1 EUR = 1.08 USD from …)". */
const CONVERSION = `case when j.converted then format(' (MAP %s at 1 %s = %s %s from %s)',
    '$' || j.base_map, j.currency, trim_scale(j.rate), '${MAP_CURRENCY}',
    to_char(j.rate_from at time zone 'UTC', 'YYYY-MM-DD')) else '' end`

/** The rule an observation met or broke, in words, with its arithmetic (evidence, closing reasons). */
const RULE = sql.raw(`case j.verdict
  when 'map_violation' then format('Advertised %s is below the MAP of %s by more than the tolerance of %s%s%s',
    ${money('j.advertised')}, ${money('j.map')}, ${money('j.tolerance')},
    case when j.policy_version is null then ' (no MAP policy published then)'
      else format(' (MAP policy version %s)', j.policy_version) end,
    case when (${ARITHMETIC}) = '' and not j.converted then ''
      else ': ' || coalesce(nullif(${ARITHMETIC}, ''), ${money('j.advertised')}) || ' < MAP '
        || ${money('j.map')} || ${CONVERSION} end)
  when 'scope_violation' then format('Listed on %s, which the authorization in force then does not cover (it covers %s)',
    j.marketplace, array_to_string(j.covered, ', '))
  when 'unauthorized_seller' then case when j.reseller_id is null
    then 'Listed by a seller that is not an authorized reseller'
    else 'Listed by a reseller whose authorization was not in force then' end
  when 'compliant' then format('Advertised %s meets the MAP of %s%s', ${money('j.advertised')},
    ${money('j.map')}, case when (${ARITHMETIC}) = '' and not j.converted then ''
      else ': ' || coalesce(nullif(${ARITHMETIC}, ''), ${money('j.advertised')}) || ' ≥ MAP '
        || ${money('j.map')} || ${CONVERSION} end)
  when 'no_map' then 'No MAP was in force for the product then'
  when 'seller_unknown' then 'The source names no seller: kept as price history, judged against no seller'
  when 'not_judged' then case
    when j.cart_only then format('Price %s shown only in the cart, where MAP policy version %s does not apply MAP: not judged',
      ${money('j.price')}, coalesce(j.policy_version::text, '(none)'))
    when j.currency is null then 'The currency of the price is unknown: not judged against the MAP'
    else format('No MAP in %s and no exchange rate for %s in force then: not judged', j.currency, j.currency) end
  else 'Not matched to a product' end`)

interface FindingRow {
  id: string
  kind: FindingKind
  reseller_id: string | null
  status: string
}

/**
 * Open findings whose offer's newest observation no longer violates that way: cured, or
 * superseded by a violation of another kind. A re-detection may judge the same observation
 * differently (a MAP changed back in time), so "newest" includes the one the finding last saw.
 */
async function closeFindings(tx: Tx, B: string) {
  const rows = await rowsOf<FindingRow>(
    tx,
    sql`
    with closing as (
      update protection_findings pf set
        status = (case when j.verdict in ${VIOLATIONS} then 'superseded' else 'cured' end)::finding_status,
        closed_at = j.observed_at, closed_reason = ${RULE}, updated_at = now()
      from listing_offers f
      join judged_newest j on j.k = f.offer_key
      where pf.brand_id = ${B} and pf.status = 'open' and pf.offer_id = f.id
        and j.verdict::text <> pf.kind::text and f.latest_observed_at >= pf.last_observed_at
        ${offersInScope('f')}
      returning pf.id, pf.kind, pf.reseller_id, pf.status, pf.closed_reason, j.import_id, j.row_no
    ), evidence as (
      insert into finding_evidence
        (finding_id, import_id, row_no, observed_at, verdict, advertised_price, map_price, currency,
         rule, raw_sha256)
      select c.id, j.import_id, j.row_no, j.observed_at, j.verdict, j.advertised, j.map, j.currency,
        ${RULE},
        lo.raw_sha256
      from closing c join judged_newest j on j.import_id = c.import_id and j.row_no = c.row_no
      join listing_observations lo on lo.import_id = j.import_id and lo.row_no = j.row_no
    ), events as (
      insert into enforcement_actions (finding_id, event, actor_label, note)
      select c.id, 'cured', 'Marketplace monitoring', c.closed_reason
      from closing c
      where c.status = 'cured' and c.kind <> 'unauthorized_seller'
    )
    select id, kind, reseller_id, status::text from closing`,
  )
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    resellerId: r.reseller_id,
    status: r.status,
  }))
}

/**
 * Open findings whose newest observation still violates the same way: brought up to date, with
 * the observation as evidence when it is a new one.
 */
async function continueFindings(tx: Tx, B: string) {
  await tx.execute(sql`
    with current as (
      select pf.id, f.latest_observed_at > pf.last_observed_at as is_new, j.k
      from protection_findings pf
      join listing_offers f on f.id = pf.offer_id
      join judged_newest j on j.k = f.offer_key
      where pf.brand_id = ${B} and pf.status = 'open' and j.verdict::text = pf.kind::text
        and f.latest_observed_at >= pf.last_observed_at
        -- Re-judged the same: nothing to write.
        and (f.latest_observed_at > pf.last_observed_at
          or pf.advertised_price is distinct from j.advertised or pf.map_price is distinct from j.map
          or pf.quantity is distinct from j.quantity or pf.reseller_id is distinct from j.reseller_id
          or pf.product_id is distinct from j.product_id or pf.at_risk is distinct from j.at_risk)
        ${offersInScope('f')}
    ), moved as (
      update protection_findings pf set last_observed_at = j.observed_at,
        advertised_price = j.advertised, map_price = j.map, currency = j.currency,
        quantity = j.quantity,
        at_risk = case when c.is_new then greatest(pf.at_risk, j.at_risk) else j.at_risk end,
        reseller_id = j.reseller_id, product_id = j.product_id, updated_at = now()
      from current c join judged_newest j on j.k = c.k
      where pf.id = c.id
    )
    insert into finding_evidence
      (finding_id, import_id, row_no, observed_at, verdict, advertised_price, map_price, currency,
       rule, raw_sha256)
    select c.id, j.import_id, j.row_no, j.observed_at, j.verdict, j.advertised, j.map, j.currency,
        ${RULE},
      lo.raw_sha256
    from current c join judged_newest j on j.k = c.k
    join listing_observations lo on lo.import_id = j.import_id and lo.row_no = j.row_no
    where c.is_new`)
}

/**
 * Offers whose newest observation violates and that have no open finding: a finding opens, from
 * the first observation of the current run of that violation among those judged, with that
 * observation and the newest as its evidence.
 */
async function openFindings(tx: Tx, B: string, obs: SQL, policy: PolicyAt) {
  // Materialised with statistics: the offers were written in this transaction, and planned
  // as the single row the table's old statistics suggest, every join below became a nested loop.
  await tx.execute(sql`
    create temp table candidates on commit drop as
    select f.id as offer_id, f.offer_key as k, f.latest_verdict, f.latest_import_id,
      f.latest_row_no, f.latest_observed_at, f.marketplace
    from listing_offers f
    where f.brand_id = ${B} and f.latest_verdict in ${VIOLATIONS}
      ${offersInScope('f')}
      and not exists (
        select 1 from protection_findings pf where pf.offer_id = f.id and pf.status = 'open'
      )
      -- A finding this offer had that ended on this same observation is not opened again.
      and not exists (
        select 1 from protection_findings pf where pf.offer_id = f.id
          and pf.kind::text = f.latest_verdict::text and pf.last_observed_at >= f.latest_observed_at
      )`)
  await tx.execute(sql`analyze candidates`)
  // The candidates' observations in scope, judged: where each one's current run began.
  await withHashJoins(
    tx,
    sql`create temp table judged on commit drop as
      ${judgeSelect(policy, obs, sql`and o.offer_key in (select k from candidates)`)}`,
  )
  await tx.execute(sql`analyze judged`)
  const rows = await rowsOf<FindingRow>(
    tx,
    sql`
    with last_other as (
      select c.offer_id, max(j.observed_at) as at
      from candidates c join judged j on j.k = c.k
      where j.verdict <> c.latest_verdict and j.observed_at <= c.latest_observed_at
      group by c.offer_id
    ), streak as (
      select c.offer_id, min(j.observed_at) as started
      from candidates c
      join judged j on j.k = c.k and j.verdict = c.latest_verdict
      left join last_other lo on lo.offer_id = c.offer_id
      where j.observed_at > coalesce(lo.at, '-infinity')
      group by c.offer_id
    ), newest as (
      select c.*, coalesce(s.started, c.latest_observed_at) as started, j.advertised, j.map,
        j.currency, j.quantity, j.at_risk, j.reseller_id, j.product_id, j.group_id
      from candidates c
      left join streak s on s.offer_id = c.offer_id
      join judged_newest j on j.k = c.k
    ), opened as (
      insert into protection_findings
        (brand_id, offer_id, kind, reseller_id, product_id, marketplace, seller_group_id,
         opened_at, last_observed_at, advertised_price, map_price, currency, quantity, at_risk)
      select ${B}, n.offer_id, n.latest_verdict::text::finding_kind, n.reseller_id,
        n.product_id, n.marketplace, n.group_id, n.started, n.latest_observed_at, n.advertised,
        n.map, n.currency, n.quantity, n.at_risk
      from newest n
      returning id, kind, reseller_id, offer_id, opened_at, last_observed_at
    ), opened_keys as (
      select o.*, n.k from opened o join newest n on n.offer_id = o.offer_id
    ), evidence as (
      insert into finding_evidence
        (finding_id, import_id, row_no, observed_at, verdict, advertised_price, map_price, currency,
         rule, raw_sha256)
      select distinct on (o.id, j.import_id, j.row_no) o.id, j.import_id, j.row_no, j.observed_at,
        j.verdict, j.advertised, j.map, j.currency,
        ${RULE}, lo.raw_sha256
      from opened_keys o
      join judged j on j.k = o.k
      join listing_observations lo on lo.import_id = j.import_id and lo.row_no = j.row_no
        and (j.observed_at = o.opened_at or j.observed_at = o.last_observed_at)
        and j.verdict::text = o.kind::text
      order by o.id, j.import_id, j.row_no
    )
    select id, kind, reseller_id, 'open' as status from opened`,
  )
  return rows.map((r) => ({ id: r.id, kind: r.kind, resellerId: r.reseller_id }))
}

/**
 * Every storefront group with an open unauthorized-seller finding has a leak investigation; one
 * that was resolved opens again when the seller lists again after it. One whose seller became
 * an authorized reseller (its storefronts now theirs, no unauthorized listing left open) is
 * resolved, saying so: the brand's count of unauthorized sellers and its investigations agree.
 */
async function openInvestigations(tx: Tx, B: string) {
  await tx.execute(sql`
    with authorized as (
      select li.id, li.status, coalesce(pr.company_name, pr.full_name, 'a reseller') as company
      from leak_investigations li
      join marketplace_sellers s on s.id = li.seller_group_id and s.brand_id = ${B}
      left join profiles pr on pr.id = s.reseller_id
      where li.brand_id = ${B} and li.status <> 'resolved' and s.reseller_id is not null
        and not exists (
          select 1 from protection_findings pf
          where pf.brand_id = ${B} and pf.seller_group_id = li.seller_group_id
            and pf.kind = 'unauthorized_seller' and pf.status = 'open'
        )
      for update of li
    ), resolved as (
      update leak_investigations li set status = 'resolved', updated_at = now()
      from authorized a where li.id = a.id
    )
    insert into investigation_events (investigation_id, from_status, to_status, note, actor_label)
    select a.id, a.status, 'resolved',
      format('The seller is now an authorized reseller (%s): nothing left to investigate.', a.company),
      'Marketplace monitoring'
    from authorized a`)
  await tx.execute(sql`
    with groups as (
      select s.group_id, min(pf.opened_at) as opened_at, max(pf.opened_at) as newest
      from protection_findings pf
      join listing_offers f on f.id = pf.offer_id
      join marketplace_sellers s on s.id = f.seller_id
      where pf.brand_id = ${B} and pf.kind = 'unauthorized_seller' and pf.status = 'open'
      group by s.group_id
    ), reopened as (
      update leak_investigations li set status = 'open', updated_at = now()
      from groups g
      where li.brand_id = ${B} and li.seller_group_id = g.group_id and li.status = 'resolved'
        and g.newest > li.updated_at
      returning li.id
    ), reopened_events as (
      insert into investigation_events (investigation_id, from_status, to_status, note, actor_label)
      select id, 'resolved', 'open', 'The seller is listing your products again.',
        'Marketplace monitoring'
      from reopened
    )
    insert into leak_investigations (brand_id, seller_group_id, opened_at)
    select ${B}, g.group_id, g.opened_at from groups g
    on conflict (brand_id, seller_group_id) do nothing`)
  // The listings moved: the candidate summaries kept on investigations are out of date.
  await tx.execute(sql`
    insert into protection_states (brand_id, candidates_version) values (${B}, 1)
    on conflict (brand_id) do update
      set candidates_version = protection_states.candidates_version + 1`)
}
