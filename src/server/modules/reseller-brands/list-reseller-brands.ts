/**
 * Available Brands (001 §2.4; §7.2 get_reseller_brands_optimized and get_reseller_brands_count):
 * a page of 50 active directory brands with the reseller's own application and authorization
 * (issue 13: the card's one standing), the brand's figures and minimums, the filtered count and
 * the count of every active brand.
 *
 * The answers are those of one statement (reseller-brands-statement.ts, the reference the tests
 * compare with), reached in two short ones:
 * - the search's statement (search/brand-search.ts), which also reads the reseller's own part:
 *   every application and authorization of theirs (100 or so); then the page and the count from
 *   the one brand search over the active brands, in memory: 'Not Applied' leaves out the
 *   reseller's brands, and the other filters keep only the reseller's brands that pass them
 *   (application-filters.ts, judged at this request's `now`);
 * - the page's cards, with the reasons the reseller was given on those brands, those brands'
 *   holds on the reseller's orders (enforcement/order-hold.ts) and the count of every active
 *   brand.
 */
import { sql } from 'drizzle-orm'
import type { AuthorizationStatus, CoveredMarketplace } from '#shared/authorizations.ts'
import { RESELLER_BRANDS_PAGE_SIZE } from '#shared/reseller-brands-texts.ts'
import { pageInfo } from '#shared/schemas/paging.ts'
import type {
  ResellerBrandRow,
  ResellerBrandsQuery,
  ResellerBrandsResponse,
} from '#shared/schemas/reseller-brands.ts'
import type { Db } from '../../db/client.ts'
import { parsed } from '../../db/json-column.ts'
import { perDatabase } from '../../db/per-database.ts'
import {
  orderHoldsFromRows,
  orderHoldsJson,
  type HoldingFindingRow,
} from '../enforcement/order-hold.ts'
import {
  prepareBrandSearchWith,
  rankBrands,
  type SearchCompanion,
  type SearchScope,
  type SearchStatementRow,
} from '../search/brand-search.ts'
import {
  applicationPredicate,
  effectiveStatusAt,
  filtersOnApplications,
  nextFollowUpUs,
  standingOf,
  type KeptApplication,
  type KeptAuthorization,
  type ResellerBrandFacts,
} from './application-filters.ts'
import { brandCardColumns, brandCardsFromJson } from './reseller-brands-sql.ts'

const resellerId = sql.placeholder('resellerId')

/**
 * One of the reseller's applications: id, brand, status, follow-ups, created (µs), last follow-up
 * (µs), more information requested (µs).
 */
type ApplicationTuple = [
  string,
  string,
  KeptApplication['status'],
  number,
  number,
  number | null,
  number | null,
]

/**
 * One of the reseller's authorizations: brand, stored status, marketplaces, start, end and status
 * change (µs).
 */
type AuthorizationTuple = [
  string,
  AuthorizationStatus,
  CoveredMarketplace[],
  number,
  number | null,
  number,
]

const us = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000000)::int8`)

/**
 * The reseller's part, read in the search's statement (a companion, search/brand-search.ts):
 * every application and authorization of theirs (any status), as JSON text. Each of the two is
 * read from its index alone (drizzle/0035), which holds all but the reasons.
 */
const mineCompanion: SearchCompanion = {
  name: 'reseller_brands_mine',
  rows: sql`select 'applications', null::text, (select coalesce(json_agg(json_build_array(
      a.id, a.brand_id, a.status, a.follow_up_count, ${us('a.created_at')},
      ${us('a.last_follow_up_at')}, ${us('a.info_requested_at')})), '[]'::json)
    from brand_applications a where a.reseller_id = ${resellerId})::text
    union all select 'authorizations', null::text, (select coalesce(json_agg(json_build_array(
      z.brand_id, z.status, z.marketplaces, ${us('z.starts_at')}, ${us('z.ends_at')},
      ${us('z.status_changed_at')})), '[]'::json)
    from brand_authorizations z where z.reseller_id = ${resellerId})::text`,
}

interface ResellerView {
  /** By brand id. */
  applications: Map<string, KeptApplication>
  /** By brand id, whatever their status. */
  authorizations: Map<string, KeptAuthorization>
}

function resellerView(rows: SearchStatementRow[]): ResellerView {
  const json = (kind: string) => rows.find((r) => r.kind === kind)?.lex ?? '[]'
  const applications = new Map<string, KeptApplication>()
  for (const [
    id,
    brandId,
    status,
    followUpCount,
    createdUs,
    lastFollowUpUs,
    infoRequestedUs,
  ] of JSON.parse(json('applications')) as ApplicationTuple[]) {
    applications.set(brandId, {
      id,
      brandId,
      status,
      followUpCount,
      createdUs,
      lastFollowUpUs,
      infoRequestedUs,
    })
  }
  const authorizations = new Map<string, KeptAuthorization>()
  for (const [brandId, status, marketplaces, startsUs, endsUs, statusChangedUs] of JSON.parse(
    json('authorizations'),
  ) as AuthorizationTuple[]) {
    authorizations.set(brandId, {
      brandId,
      status,
      marketplaces,
      startsUs,
      endsUs,
      statusChangedUs,
    })
  }
  return { applications, authorizations }
}

const pageIds = sql`${sql.placeholder('ids')}::uuid[]`

/**
 * The brands' own part of the page's cards, the reasons the reseller was given on them (an
 * application's decision, an authorization's status; by brand), the brands' holds on the
 * reseller's orders, and the count of every active brand.
 */
function prepareCards(db: Db) {
  return db
    .select({
      total: sql<number>`(select active::int from brands_directory_totals where id = 1)`,
      rows: sql<BrandCard[] | string>`(select coalesce(json_agg(c), '[]'::json) from (
        select ${brandCardColumns} from brands_directory b where b.id = any(${pageIds})) c)`,
      decisionReasons: sql<Reasons | string>`(select coalesce(
        json_object_agg(a.brand_id, a.decision_reason), '{}'::json) from brand_applications a
        where a.reseller_id = ${resellerId} and a.brand_id = any(${pageIds})
          and a.decision_reason is not null)`,
      statusReasons: sql<Reasons | string>`(select coalesce(
        json_object_agg(z.brand_id, z.status_reason), '{}'::json) from brand_authorizations z
        where z.reseller_id = ${resellerId} and z.brand_id = any(${pageIds})
          and z.status_reason is not null)`,
      // The order holds of the page's brands, by the order route's rule, all in this statement.
      orderHolds: sql<HoldingFindingRow[] | string>`${orderHoldsJson(sql`${resellerId}`, pageIds)}`,
    })
    .from(sql`(select 1) as one`)
    .prepare('reseller_brands_cards')
}

const cardsStatement = perDatabase(prepareCards)

/** Reasons by brand id. */
type Reasons = Record<string, string>

/** What a card shows of the brand itself, the same for every reseller. */
type BrandCard = Omit<
  ResellerBrandRow,
  | 'standing'
  | 'authorization'
  | 'applicationStatus'
  | 'applicationId'
  | 'applicationCreatedAt'
  | 'followUpCount'
  | 'lastFollowUpAt'
  | 'nextFollowUpAt'
  | 'decisionReason'
  | 'infoRequestedAt'
  | 'orderHold'
>

function isoFromUs(us: number): string
function isoFromUs(us: number | null): string | null
function isoFromUs(us: number | null): string | null {
  return us === null ? null : new Date(Math.floor(us / 1000)).toISOString()
}

/** The authorization as the card shows it, its status as at `nowUs`. */
function cardAuthorization(
  z: KeptAuthorization | undefined,
  statusReason: string | undefined,
  nowUs: number,
) {
  if (!z) return null
  return {
    status: effectiveStatusAt(z, nowUs),
    marketplaces: z.marketplaces,
    startsAt: isoFromUs(z.startsUs),
    endsAt: isoFromUs(z.endsUs),
    statusReason: statusReason ?? null,
    statusChangedAt: isoFromUs(z.statusChangedUs),
  }
}

/**
 * The page's cards (the brands' own part with the reseller's part at `nowUs`) and the count of
 * every active brand.
 */
async function cardsOf(
  db: Db,
  ids: string[],
  reseller: string,
  mine: ResellerView,
  nowUs: number,
): Promise<{ rows: ResellerBrandRow[]; total: number }> {
  const [read] = await cardsStatement(db).execute({
    ids: `{${ids.join(',')}}`,
    resellerId: reseller,
  })
  const cards = new Map(brandCardsFromJson(read!.rows).map((c) => [c.id, c]))
  const decisionReasons = parsed(read!.decisionReasons)
  const statusReasons = parsed(read!.statusReasons)
  const orderHolds = orderHoldsFromRows(read!.orderHolds)
  const rows: ResellerBrandRow[] = []
  for (const id of ids) {
    const card = cards.get(id)
    if (!card) continue
    const a = mine.applications.get(id)
    const z = mine.authorizations.get(id)
    // Every field written out: `{ ...card, more }` costs V8 some 10 µs a card, 200 times this.
    rows.push({
      id: card.id,
      name: card.name,
      department: card.department,
      categories: card.categories,
      description: card.description,
      logoUrl: card.logoUrl,
      websiteUrl: card.websiteUrl,
      approvalRate: card.approvalRate,
      responseTime: card.responseTime,
      figuresFrom: card.figuresFrom,
      minimumOrder: card.minimumOrder,
      openingOrderMinimum: card.openingOrderMinimum,
      reorderMinimum: card.reorderMinimum,
      standing: standingOf(a, z, nowUs),
      authorization: cardAuthorization(z, statusReasons[id], nowUs),
      applicationStatus: a?.status ?? null,
      applicationId: a?.id ?? null,
      applicationCreatedAt: a ? isoFromUs(a.createdUs) : null,
      followUpCount: a?.followUpCount ?? 0,
      lastFollowUpAt: a ? isoFromUs(a.lastFollowUpUs) : null,
      nextFollowUpAt: a ? isoFromUs(nextFollowUpUs(a)) : null,
      decisionReason: (a && decisionReasons[id]) ?? null,
      infoRequestedAt: a ? isoFromUs(a.infoRequestedUs) : null,
      orderHold: orderHolds.get(id) ?? null,
    })
  }
  return { rows, total: read!.total }
}

/** Each brand the reseller applied to or holds an authorization for (any status), once. */
function forEachMine(mine: ResellerView, visit: (brandId: string) => void) {
  for (const id of mine.applications.keys()) visit(id)
  for (const id of mine.authorizations.keys()) if (!mine.applications.has(id)) visit(id)
}

/**
 * Which brands the filters leave to the search: every active one; 'Not Applied' all but the
 * reseller's; the other filters only the reseller's brands that pass them.
 */
function scopeOf(mine: ResellerView, query: ResellerBrandsQuery, nowUs: number): SearchScope {
  if (query.status === 'all' && !filtersOnApplications(query)) return { active: true }
  const brands: string[] = []
  if (query.status === 'not_applied') {
    forEachMine(mine, (id) => brands.push(id))
    return { active: true, except: brands }
  }
  const keep = applicationPredicate(query, nowUs)
  const facts: ResellerBrandFacts = { application: undefined, authorization: undefined }
  forEachMine(mine, (id) => {
    facts.application = mine.applications.get(id)
    facts.authorization = mine.authorizations.get(id)
    if (keep(facts)) brands.push(id)
  })
  return { active: true, only: brands }
}

export async function listResellerBrands(
  db: Db,
  reseller: string,
  query: ResellerBrandsQuery,
  now: Date = new Date(),
): Promise<ResellerBrandsResponse> {
  const answer = (brands: ResellerBrandRow[], filteredCount: number, totalCount: number) => ({
    brands,
    filteredCount,
    lastPage: pageInfo(filteredCount, query.page, RESELLER_BRANDS_PAGE_SIZE).pages,
    totalCount,
    page: query.page,
    pageSize: RESELLER_BRANDS_PAGE_SIZE,
    now: now.toISOString(),
  })
  const { search, rows } = await prepareBrandSearchWith(db, query.q, {
    statement: mineCompanion,
    params: { resellerId: reseller },
  })
  const mine = resellerView(rows)
  // Whole microseconds, as PostgreSQL compares the reference's timestamps.
  const nowUs = now.getTime() * 1000
  // 'Not Applied' with a filter on the application matches nothing.
  const contradictory =
    query.status === 'not_applied' && (query.followUp.length > 0 || query.time.length > 0)
  const { total, ids } = contradictory
    ? { total: 0, ids: [] }
    : await rankBrands(db, search, scopeOf(mine, query, nowUs), {
        offset: (query.page - 1) * RESELLER_BRANDS_PAGE_SIZE,
        limit: RESELLER_BRANDS_PAGE_SIZE,
      })
  const cards = await cardsOf(db, ids, reseller, mine, nowUs)
  return answer(cards.rows, total, cards.total)
}
