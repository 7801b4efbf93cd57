/**
 * Leak investigations (issue 14 item 6): for each unknown seller (a storefront group), its
 * storefronts and listings, the candidate sources among the brand's wholesale buyers with their
 * reasons, and the brand's work through open → investigating → source identified → takedown
 * filed → resolved, every change recorded with who, when and a note.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { InvestigationStatus } from '#shared/protection.ts'
import { PROTECTION_CODES, PROTECTION_TEXTS } from '#shared/protection-texts.ts'
import type {
  CandidateSource,
  InvestigationDetail,
  InvestigationListItem,
} from '#shared/protection-api.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import {
  investigationEvents,
  leakInvestigations,
  marketplaceSellers,
} from '../../db/schema/index.ts'
import { badRequest, notFound } from '../../lib/http/errors.ts'
import { changedFields, recordAudit, type AuditActor } from '../audit-log/record-audit.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import type { ProtectionBrand } from '../protection/detect.ts'
import { rankCandidates, SCORING, type BuyerEvidence, type Listing } from './rank-candidates.ts'

const iso = (v: string | Date) => new Date(v).toISOString()

interface ListRow {
  id: string
  status: InvestigationStatus
  seller_group_id: string | number
  seller_name: string | null
  storefronts: number
  marketplaces: string[]
  open_listings: number
  first_seen_at: string | Date
  last_seen_at: string | Date
  updated_at: string | Date
  notes: string | null
  source_reseller_id: string | null
  source_company: string | null
}

const LIST_SQL = (brandId: string, extra = sql``, columns = sql``) => sql`
  select li.id, li.status, li.seller_group_id, ${columns}
    (select coalesce(s2.name, s2.seller_id) from marketplace_sellers s2 where s2.id = li.seller_group_id) as seller_name,
    g.storefronts, g.marketplaces, g.first_seen_at, g.last_seen_at,
    (select count(*)::int from protection_findings pf
      where pf.brand_id = li.brand_id and pf.seller_group_id = li.seller_group_id
        and pf.kind = 'unauthorized_seller' and pf.status = 'open') as open_listings,
    li.updated_at, li.notes, li.source_reseller_id,
    coalesce(pr.company_name, pr.full_name) as source_company
  from leak_investigations li
  join lateral (
    select count(*)::int as storefronts, array_agg(distinct s.marketplace) as marketplaces,
      min(s.first_seen_at) as first_seen_at, max(s.last_seen_at) as last_seen_at
    from marketplace_sellers s where s.brand_id = li.brand_id and s.group_id = li.seller_group_id
  ) g on true
  left join profiles pr on pr.id = li.source_reseller_id
  where li.brand_id = ${brandId} ${extra}`

/** The list's top candidate: its score and its first reason (the order that points at it). */
const topOf = (top: CandidateSource | undefined): InvestigationListItem['topCandidate'] =>
  top ? { company: top.company, score: top.score, reason: top.reasons[0]?.text ?? null } : null

function toItem(r: ListRow, top: InvestigationListItem['topCandidate']): InvestigationListItem {
  return {
    id: r.id,
    status: r.status,
    sellerName: r.seller_name,
    storefronts: r.storefronts,
    marketplaces: r.marketplaces ?? [],
    openListings: r.open_listings,
    firstSeenAt: iso(r.first_seen_at),
    lastSeenAt: iso(r.last_seen_at),
    topCandidate: top,
    updatedAt: iso(r.updated_at),
  }
}

export async function listInvestigations(
  db: DbOrTx,
  brand: ProtectionBrand,
  status: InvestigationStatus | 'all' = 'all',
): Promise<InvestigationListItem[]> {
  const rows = await rowsOf<
    ListRow & {
      candidate_summary: StoredSummary | null
      summary_version: string | number | null
      current_version: string | number
    }
  >(
    db,
    sql`${LIST_SQL(
      brand.entryId,
      status === 'all' ? sql`` : sql`and li.status = ${status}`,
      sql`li.candidate_summary, li.candidates_version as summary_version,
        coalesce((select ps.candidates_version from protection_states ps
          where ps.brand_id = li.brand_id), 0) as current_version,`,
    )}
      order by (li.status = 'resolved'), g.last_seen_at desc limit 200`,
  )
  // Each group's purchases summed up are kept on its investigation, as of a version of the
  // brand's orders and listings (drizzle/0024): only the groups whose version moved are summed
  // up again, and written back for the next view.
  const summaries = new Map<number, GroupSummary>()
  const stale: number[] = []
  for (const r of rows) {
    const groupId = Number(r.seller_group_id)
    const kept =
      r.candidate_summary && String(r.summary_version) === String(r.current_version)
        ? fromStored(r.candidate_summary)
        : null
    if (kept) summaries.set(groupId, kept)
    else stale.push(groupId)
  }
  if (stale.length > 0) {
    const version = rows[0]!.current_version
    const fresh = await summariseCandidates(db, brand, stale)
    await db.execute(sql`
      update leak_investigations li set candidate_summary = s.summary,
        candidates_version = ${version}
      from jsonb_to_recordset(${JSON.stringify(
        stale.map((groupId) => ({
          group_id: groupId,
          summary: toStored(fresh.get(groupId) ?? EMPTY_SUMMARY),
        })),
      )}::jsonb) as s(group_id bigint, summary jsonb)
      where li.brand_id = ${brand.entryId} and li.seller_group_id = s.group_id`)
    for (const groupId of stale) summaries.set(groupId, fresh.get(groupId) ?? EMPTY_SUMMARY)
  }
  const candidates = await rankGroups(db, brand, summaries)
  return rows.map((r) => {
    const [top] = candidates.get(Number(r.seller_group_id)) ?? []
    return toItem(r, topOf(top))
  })
}

/** The ranked candidate sources of a storefront group. */
export async function candidatesFor(db: DbOrTx, brand: ProtectionBrand, groupId: number) {
  return (await candidatesForGroups(db, brand, [groupId])).get(groupId) ?? []
}

/** A storefront group's listings and its buyers' evidence, summed up. */
interface GroupSummary {
  listing: Listing
  marketplaces: string[]
  purchases: BuyerEvidence[]
}

const EMPTY_SUMMARY: GroupSummary = {
  listing: { products: 0, units: null },
  marketplaces: [],
  purchases: [],
}

/**
 * The stored summaries' shape (leak_investigations.candidate_summary): one kept in an older shape
 * is summed up again, as if its version had moved (decision 013 item 11).
 */
const SUMMARY_SHAPE = 2

/** A GroupSummary as JSON. */
type StoredEvidence = Omit<BuyerEvidence, 'lastPurchaseAt' | 'lead'> & {
  lastPurchaseAt: string
  lead: (Omit<NonNullable<BuyerEvidence['lead']>, 'at'> & { at: string }) | null
}
type StoredSummary = Omit<GroupSummary, 'purchases'> & {
  shape?: number
  purchases: StoredEvidence[]
}

const toStored = (s: GroupSummary): StoredSummary => ({
  ...s,
  shape: SUMMARY_SHAPE,
  purchases: s.purchases.map((p) => ({
    ...p,
    lastPurchaseAt: p.lastPurchaseAt.toISOString(),
    lead: p.lead ? { ...p.lead, at: p.lead.at.toISOString() } : null,
  })),
})

const fromStored = (s: StoredSummary): GroupSummary | null =>
  s.shape !== SUMMARY_SHAPE
    ? null
    : {
        listing: s.listing,
        marketplaces: s.marketplaces,
        purchases: s.purchases.map((p) => ({
          ...p,
          lastPurchaseAt: new Date(p.lastPurchaseAt),
          lead: p.lead ? { ...p.lead, at: new Date(p.lead.at) } : null,
        })),
      }

/**
 * The ranked candidate sources of several storefront groups at once, from the orders and
 * listings as they are now (an investigation's own page).
 */
export async function candidatesForGroups(
  db: DbOrTx,
  brand: ProtectionBrand,
  groupIds: readonly number[],
): Promise<Map<number, CandidateSource[]>> {
  return rankGroups(db, brand, await summariseCandidates(db, brand, groupIds))
}

/**
 * The groups' listings and every buyer's evidence, summed up in SQL (a row per group and buyer):
 * the figures rank-candidates.ts's summariseBuyers gives from the same order lines
 * (investigations.api.test.ts holds the two to each other). Groups listing none of the brand's
 * products are left out. Declined and cancelled orders never shipped, so they count for nothing.
 */
export async function summariseCandidates(
  db: DbOrTx,
  brand: ProtectionBrand,
  groupIds: readonly number[],
): Promise<Map<number, GroupSummary>> {
  const out = new Map<number, GroupSummary>()
  if (groupIds.length === 0 || !brand.ownerUserId) return out
  const groups = sql.join(
    groupIds.map((id) => sql`${id}`),
    sql`, `,
  )
  const rows = await rowsOf<{
    group_id: string | number
    marketplaces: string[]
    listed_products: number
    listed_units: number | null
    reseller_id: string | null
    products: number | null
    names: string[] | null
    units: number | null
    last_at: string | Date | null
    products_before: number | null
    product_share: number | null
    window_units: number | null
    units_after: number | null
    first_after_days: number | null
    lead_at: string | Date | null
    lead_days: number | null
    lead_units: number | null
    lead_products: number | null
    listed_orders: number | null
    listed_largest: number | null
    listed_median: number | null
    all_orders: number | null
    all_largest: number | null
    all_median: number | null
  }>(
    db,
    sql`
    with listed as (
      -- From the groups' storefronts to their offers (by seller), not a pass over every offer.
      select s.group_id, f.product_id, min(f.first_seen_at) as first_seen,
        sum(f.latest_quantity) as units
      from marketplace_sellers s
      join listing_offers f on f.seller_id = s.id
      where s.brand_id = ${brand.entryId} and s.group_id in (${groups})
        and f.product_id is not null
      group by s.group_id, f.product_id
    ), seller as (
      -- The seller's first sighting with any of the products: every order is timed against it.
      select l.group_id, count(*)::int as products, sum(l.units)::int as units,
        bool_and(l.units is not null) as all_known, min(l.first_seen) as first_seen,
        (select array_agg(distinct s.marketplace) from marketplace_sellers s
          where s.brand_id = ${brand.entryId} and s.group_id = l.group_id) as marketplaces
      from listed l group by l.group_id
    ), weighted as (
      select l.group_id, l.product_id,
        (case when g.all_known then greatest(l.units, 1) else 1 end)::float8 as weight
      from listed l join seller g on g.group_id = l.group_id
    ), buyers as (
      select distinct o.reseller_id
      from orders o join order_items i on i.order_id = o.id
      where o.brand_id = ${brand.ownerUserId} and o.status not in ('declined', 'cancelled')
        and i.product_id in (select product_id from listed)
    ), lines as (
      -- Every line of those buyers' orders of the brand: the listed products' and the history's.
      select o.id as order_id, o.reseller_id, o.created_at as at, i.product_id,
        sum(i.quantity)::int as units
      from orders o join order_items i on i.order_id = o.id
      where o.brand_id = ${brand.ownerUserId} and o.status not in ('declined', 'cancelled')
        and o.reseller_id in (select reseller_id from buyers)
      group by o.id, o.reseller_id, o.created_at, i.product_id
    ), gl as (
      select g.group_id, x.order_id, x.reseller_id, x.at, x.product_id, x.units,
        extract(epoch from g.first_seen - x.at)::float8 / 86400 as days_before
      from seller g
      join listed l on l.group_id = g.group_id
      join lines x on x.product_id = l.product_id
    ), lead_orders as (
      -- Of the orders placed before the first sighting, the one with the most units once decayed.
      select distinct on (o.group_id, o.reseller_id) o.group_id, o.reseller_id, o.at,
        o.days_before, o.units, o.products
      from (
        select group_id, reseller_id, order_id, at, min(days_before) as days_before,
          sum(units)::int as units, count(*)::int as products
        from gl where days_before >= 0
        group by group_id, reseller_id, order_id, at
      ) o
      order by o.group_id, o.reseller_id,
        o.units * power(2, -o.days_before / ${SCORING.halfLifeDays}) desc, o.at desc
    ), order_units as (
      select order_id, reseller_id, at, sum(units) as all_units
      from lines group by order_id, reseller_id, at
    ), order_listed as (
      select group_id, order_id, sum(units) as listed_units from gl group by group_id, order_id
    ), history as (
      select ld.group_id, ld.reseller_id,
        count(*) filter (where ol.listed_units > 0)::int as listed_orders,
        max(ol.listed_units)::int as listed_largest,
        (percentile_cont(0.5) within group (order by ol.listed_units)
          filter (where ol.listed_units > 0))::float8 as listed_median,
        count(*)::int as all_orders, max(ou.all_units)::int as all_largest,
        (percentile_cont(0.5) within group (order by ou.all_units))::float8 as all_median
      from lead_orders ld
      join order_units ou on ou.reseller_id = ld.reseller_id
        and ou.at < ld.at - ${SCORING.historyGapDays} * interval '1 day'
      left join order_listed ol on ol.group_id = ld.group_id and ol.order_id = ou.order_id
      group by ld.group_id, ld.reseller_id
    ), per_product as (
      select group_id, reseller_id, product_id, sum(units) as units, max(at) as last_at,
        bool_or(days_before >= 0) as before,
        coalesce(sum(units) filter (
          where days_before >= 0 and days_before <= ${SCORING.windowDays}), 0) as window_units,
        coalesce(sum(units) filter (where days_before < 0), 0) as units_after,
        min(-days_before) filter (where days_before < 0) as first_after
      from gl group by group_id, reseller_id, product_id
    ), per_buyer as (
      select b.group_id, b.reseller_id, count(*)::int as products,
        (array_agg(pr.name order by pr.name))[1:3] as names, sum(b.units)::int as units,
        max(b.last_at) as last_at, count(*) filter (where b.before)::int as products_before,
        (coalesce(sum(w.weight) filter (where b.before), 0)
          / (select sum(w2.weight) from weighted w2 where w2.group_id = b.group_id))::float8
          as product_share,
        sum(b.window_units)::int as window_units, sum(b.units_after)::int as units_after,
        min(b.first_after)::float8 as first_after_days
      from per_product b
      join products pr on pr.id = b.product_id
      join weighted w on w.group_id = b.group_id and w.product_id = b.product_id
      group by b.group_id, b.reseller_id
    )
    select g.group_id, g.marketplaces, g.products as listed_products, g.units as listed_units,
      b.reseller_id, b.products, b.names, b.units, b.last_at, b.products_before, b.product_share,
      b.window_units, b.units_after, b.first_after_days,
      ld.at as lead_at, ld.days_before as lead_days, ld.units as lead_units,
      ld.products as lead_products,
      h.listed_orders, h.listed_largest, h.listed_median, h.all_orders, h.all_largest, h.all_median
    from seller g
    left join per_buyer b on b.group_id = g.group_id
    left join lead_orders ld on ld.group_id = b.group_id and ld.reseller_id = b.reseller_id
    left join history h on h.group_id = b.group_id and h.reseller_id = b.reseller_id`,
  )
  for (const r of rows) {
    const groupId = Number(r.group_id)
    const summary = out.get(groupId) ?? {
      listing: { products: r.listed_products, units: r.listed_units },
      marketplaces: r.marketplaces ?? [],
      purchases: [],
    }
    if (r.reseller_id !== null) {
      const num = (v: number | string | null) => (v === null ? null : Number(v))
      summary.purchases.push({
        resellerId: r.reseller_id,
        products: r.products!,
        names: r.names ?? [],
        units: r.units!,
        lastPurchaseAt: new Date(r.last_at!),
        productsBefore: r.products_before!,
        productShare: Number(r.product_share),
        windowUnits: r.window_units!,
        unitsAfter: r.units_after!,
        firstAfterDays: num(r.first_after_days),
        lead:
          r.lead_at === null
            ? null
            : {
                at: new Date(r.lead_at),
                daysBefore: Number(r.lead_days),
                units: r.lead_units!,
                products: r.lead_products!,
              },
        history:
          r.listed_orders && r.listed_orders > 0
            ? {
                basis: 'listed',
                orders: r.listed_orders,
                largest: r.listed_largest!,
                median: Number(r.listed_median),
              }
            : r.all_orders && r.all_orders > 0
              ? {
                  basis: 'all',
                  orders: r.all_orders,
                  largest: r.all_largest!,
                  median: Number(r.all_median),
                }
              : null,
      })
    }
    out.set(groupId, summary)
  }
  return out
}

/** The buyers of the summed-up groups with their authorizations now, ranked per group. */
async function rankGroups(
  db: DbOrTx,
  brand: ProtectionBrand,
  summaries: ReadonlyMap<number, GroupSummary>,
): Promise<Map<number, CandidateSource[]>> {
  const out = new Map<number, CandidateSource[]>()
  const resellerIds = [
    ...new Set([...summaries.values()].flatMap((s) => s.purchases.map((p) => p.resellerId))),
  ]
  if (resellerIds.length === 0) return out
  const buyers = await rowsOf<{
    id: string
    company: string | null
    email: string
    status: string | null
    in_force: boolean | null
    marketplaces: string[] | null
  }>(
    db,
    sql`select u.id, coalesce(pr.company_name, pr.full_name) as company, u.email,
        a.status::text as status,
        brand_authorization_in_force(a.status, a.starts_at, a.ends_at) as in_force,
        array(select m->>'marketplace' from jsonb_array_elements(a.marketplaces) m) as marketplaces
      from "user" u
      left join profiles pr on pr.id = u.id
      left join brand_authorizations a on a.brand_id = ${brand.entryId} and a.reseller_id = u.id
      where u.id in (select jsonb_array_elements_text(${JSON.stringify(resellerIds)}::jsonb))`,
  )
  const buyerList = buyers.map((b) => ({
    resellerId: b.id,
    company: b.company,
    email: b.email,
    authorization:
      b.status === null
        ? null
        : {
            status: b.in_force ? 'active' : b.status === 'active' ? 'expired' : b.status,
            inForce: b.in_force === true,
            marketplaces: b.marketplaces ?? [],
          },
  }))
  for (const [groupId, summary] of summaries) {
    out.set(
      groupId,
      rankCandidates(summary.listing, summary.marketplaces, summary.purchases, buyerList),
    )
  }
  return out
}

export async function getInvestigation(
  db: DbOrTx,
  brand: ProtectionBrand,
  id: string,
): Promise<InvestigationDetail | null> {
  const [row] = await rowsOf<ListRow>(db, sql`${LIST_SQL(brand.entryId, sql`and li.id = ${id}`)}`)
  if (!row) return null
  const groupId = Number(row.seller_group_id)
  const [storefronts, listings, events, candidates] = await Promise.all([
    rowsOf<{
      id: string | number
      marketplace: string
      seller_id: string | null
      name: string | null
      business_name: string | null
      business_address: string | null
      first_seen_at: string | Date
      last_seen_at: string | Date
    }>(
      db,
      sql`select id, marketplace, seller_id, name, business_name, business_address,
          first_seen_at, last_seen_at
        from marketplace_sellers where brand_id = ${brand.entryId} and group_id = ${groupId}
        order by id`,
    ),
    rowsOf<{
      finding_id: string
      product: string | null
      marketplace: string
      listing_id: string | null
      url: string | null
      advertised_price: string
      map_price: string | null
      currency: string | null
      quantity: number | null
      first_seen_at: string | Date
      last_observed_at: string | Date
      status: InvestigationDetail['listings'][number]['status']
    }>(
      db,
      sql`select pf.id as finding_id, coalesce(p.name, f.title) as product, pf.marketplace,
          f.listing_id, f.url, pf.advertised_price::text, pf.map_price::text, pf.currency,
          pf.quantity, f.first_seen_at, pf.last_observed_at, pf.status
        from protection_findings pf
        join listing_offers f on f.id = pf.offer_id
        join marketplace_sellers s on s.id = f.seller_id
        left join products p on p.id = pf.product_id
        where pf.brand_id = ${brand.entryId} and s.group_id = ${groupId}
          and pf.kind = 'unauthorized_seller'
        order by (pf.status = 'open') desc, pf.last_observed_at desc
        limit 500`,
    ),
    rowsOf<{
      from_status: InvestigationStatus | null
      to_status: InvestigationStatus
      note: string | null
      actor_label: string
      at: string | Date
    }>(
      db,
      sql`select from_status, to_status, note, actor_label, at from investigation_events
        where investigation_id = ${id} order by at, id`,
    ),
    candidatesFor(db, brand, groupId),
  ])
  const top = candidates[0]
  return {
    investigation: {
      ...toItem(row, topOf(top)),
      notes: row.notes,
      sourceReseller: row.source_reseller_id
        ? { id: row.source_reseller_id, company: row.source_company }
        : null,
    },
    storefronts: storefronts.map((s) => ({
      id: Number(s.id),
      marketplace: s.marketplace,
      sellerId: s.seller_id,
      name: s.name,
      businessName: s.business_name,
      businessAddress: s.business_address,
      firstSeenAt: iso(s.first_seen_at),
      lastSeenAt: iso(s.last_seen_at),
    })),
    listings: listings.map((l) => ({
      findingId: l.finding_id,
      product: l.product,
      marketplace: l.marketplace,
      listingId: l.listing_id,
      url: l.url,
      advertisedPrice: l.advertised_price,
      mapPrice: l.map_price,
      currency: l.currency,
      quantity: l.quantity,
      firstSeenAt: iso(l.first_seen_at),
      lastObservedAt: iso(l.last_observed_at),
      status: l.status,
    })),
    candidates,
    events: events.map((e) => ({
      fromStatus: e.from_status,
      toStatus: e.to_status,
      note: e.note,
      actor: e.actor_label,
      at: iso(e.at),
    })),
  }
}

export async function updateInvestigation(
  db: Db,
  brand: ProtectionBrand,
  id: string,
  input: {
    status: InvestigationStatus
    note: string
    sourceResellerId?: string | null | undefined
    actor: { userId: string | null; label: string }
    /** The request's actor and the brand's name, for the audit entry (decision 016). */
    audit: { actor: AuditActor; brandName: string }
  },
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(leakInvestigations)
      .where(and(eq(leakInvestigations.id, id), eq(leakInvestigations.brandId, brand.entryId)))
      .for('update')
    if (!current) throw notFound()
    const sourceResellerId =
      input.sourceResellerId === undefined ? current.sourceResellerId : input.sourceResellerId
    if (sourceResellerId && sourceResellerId !== current.sourceResellerId) {
      // Only someone the brand dealt with: any other id would name a stranger's company here.
      const [buyer] = await rowsOf<{ ok: boolean }>(
        tx,
        sql`select true as ok where exists (
            select 1 from brand_authorizations
            where brand_id = ${brand.entryId} and reseller_id = ${sourceResellerId})
          or exists (
            select 1 from orders
            where brand_id = ${brand.ownerUserId} and reseller_id = ${sourceResellerId})`,
      )
      if (!buyer) throw badRequest(PROTECTION_TEXTS.unknownSource, PROTECTION_CODES.unknownSource)
    }
    await tx
      .update(leakInvestigations)
      .set({
        status: input.status,
        sourceResellerId,
        notes: input.note ? input.note : current.notes,
        updatedAt: new Date(),
      })
      .where(eq(leakInvestigations.id, id))
    await tx.insert(investigationEvents).values({
      investigationId: id,
      fromStatus: current.status,
      toStatus: input.status,
      note: input.note || null,
      actorUserId: input.actor.userId,
      actorLabel: input.actor.label,
    })
    const [named] = await rowsOf<{ seller: string | null; was: string | null; is: string | null }>(
      tx,
      sql`select
          (select coalesce(s.name, s.seller_id) from marketplace_sellers s
            where s.id = ${current.sellerGroupId}) as seller,
          (select coalesce(p.company_name, p.full_name, p.id) from profiles p
            where p.id = ${current.sourceResellerId}) as was,
          (select coalesce(p.company_name, p.full_name, p.id) from profiles p
            where p.id = ${sourceResellerId}) as is`,
    )
    const changes = changedFields(
      { status: current.status, source: named?.was ?? current.sourceResellerId },
      { status: input.status, source: named?.is ?? sourceResellerId },
    )
    await recordAudit(tx, {
      actor: input.audit.actor,
      action: 'leak_investigation.updated',
      targetType: 'leak_investigation',
      targetId: id,
      targetLabel: `${named?.seller ?? current.sellerGroupId} (${input.audit.brandName})`,
      before: changes.before,
      after: input.note ? { ...changes.after, note: input.note } : changes.after,
    })
  })
}

/**
 * The brand records what the marketplace shows about a storefront (its business name and
 * address): storefronts sharing them are one seller, so the brand's storefronts are grouped again
 * (a re-detection is asked for).
 */
export async function updateStorefront(
  db: Db,
  brand: ProtectionBrand,
  storefrontId: number,
  input: { businessName: string | null; businessAddress: string | null },
) {
  const [row] = await db
    .update(marketplaceSellers)
    .set({
      businessName: input.businessName || null,
      businessAddress: input.businessAddress || null,
    })
    .where(
      and(eq(marketplaceSellers.id, storefrontId), eq(marketplaceSellers.brandId, brand.entryId)),
    )
    .returning({ id: marketplaceSellers.id })
  if (!row) throw notFound()
  await db.execute(sql`select request_protection_redetect(${brand.entryId}::uuid)`)
}
