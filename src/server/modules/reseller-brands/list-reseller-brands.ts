/**
 * Available Brands (001 §2.4; §7.2 get_reseller_brands_optimized and get_reseller_brands_count):
 * a page of 50 active directory brands with the reseller's own application and authorization
 * (issue 13: the card's one standing), the brand's figures and minimums, the filtered count and
 * the count of every active brand.
 *
 * The answers are those of one statement (reseller-brands-statement.ts, the reference the tests
 * compare with). The work is split so that no call reads every match:
 * - the search's ranked matches come from memory (brand-match-cache.ts), and so do the cards
 *   (brand-card-cache.ts), checked against the directory's counters;
 * - the reseller's own part (applications, authorizations with their status and term) comes from
 *   memory too (reseller-view-cache.ts), checked against their counter, and is judged at this
 *   request's `now` (an expiry moves no counter); the session lookup reads all these
 *   counters with the session (decision 008), so a call whose caches are current runs no query
 *   of its own, and one whose are not reads the reseller's part with the counters;
 * - without application filters, the page is a slice of the matches;
 * - 'Not Applied' skips the reseller's brands (applied to or authorized) while walking the matches;
 * - the other filters start from the reseller's own brands (100 or so), filtered in memory by the
 *   same rules (application-filters.ts) and ordered by the matches' ranks.
 */
import { sql } from 'drizzle-orm'
import type { AuthorizationStatus, CoveredMarketplace } from '#shared/authorizations.ts'
import { RESELLER_BRANDS_PAGE_SIZE } from '#shared/reseller-brands-texts.ts'
import type {
  ResellerBrandRow,
  ResellerBrandsQuery,
  ResellerBrandsResponse,
} from '#shared/schemas/reseller-brands.ts'
import type { Db } from '../../db/client.ts'
import type { Freshness } from '../../db/freshness.ts'
import { perDatabase } from '../../db/per-database.ts'
import {
  applicationPredicate,
  effectiveStatusAt,
  filtersOnApplications,
  nextFollowUpUs,
  standingOf,
  type ResellerBrandFacts,
} from './application-filters.ts'
import { brandCardCache } from './brand-card-cache.ts'
import { brandMatchCache, searchKey, type BrandMatches } from './brand-match-cache.ts'
import { parsed } from './reseller-brands-sql.ts'
import {
  resellerViewCache,
  type KeptApplication,
  type KeptAuthorization,
  type ResellerApplications,
} from './reseller-view-cache.ts'

const resellerId = sql.placeholder('resellerId')

/**
 * One of the reseller's applications: id, brand, status, follow-ups, created (µs), last follow-up
 * (µs), decision reason, more information requested (µs).
 */
type ApplicationTuple = [
  string,
  string,
  KeptApplication['status'],
  number,
  number,
  number | null,
  string | null,
  number | null,
]

/**
 * One of the reseller's authorizations: brand, stored status, marketplaces, start, end and status
 * change (µs), reason.
 */
type AuthorizationTuple = [
  string,
  AuthorizationStatus,
  CoveredMarketplace[],
  number,
  number | null,
  number,
  string | null,
]

const us = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000000)::int8`)

/**
 * The reseller's part, prepared once per database so that PostgreSQL plans it once per
 * connection: every application and authorization of theirs (any status), with the directory's
 * counters and their own (reseller_brand_versions) read in the same snapshot.
 */
function prepare(db: Db) {
  return db
    .select({
      version: sql<string>`v.version::text`,
      cards: sql<string>`v.cards::text`,
      stamp: sql<string>`coalesce((select rv.version from reseller_brand_versions rv
        where rv.reseller_id = ${resellerId}), 0)::text`,
      applications: sql<ApplicationTuple[] | string>`(select coalesce(json_agg(json_build_array(
          a.id, a.brand_id, a.status, a.follow_up_count, ${us('a.created_at')},
          ${us('a.last_follow_up_at')}, a.decision_reason, ${us('a.info_requested_at')})), '[]'::json)
        from brand_applications a where a.reseller_id = ${resellerId})`,
      authorizations: sql<AuthorizationTuple[] | string>`(select coalesce(json_agg(json_build_array(
          z.brand_id, z.status, z.marketplaces, ${us('z.starts_at')}, ${us('z.ends_at')},
          ${us('z.status_changed_at')}, z.status_reason)), '[]'::json)
        from brand_authorizations z where z.reseller_id = ${resellerId})`,
    })
    .from(sql`brands_directory_version v`)
    .where(sql`v.id = 1`)
    .prepare('reseller_brands_mine')
}

const statement = perDatabase(prepare)

interface ResellerView extends Pick<ResellerApplications, 'applications' | 'authorizations'> {
  /** The directory's counters (brands_directory_version) the call is answered at. */
  version: number
  cards: number
}

/**
 * The reseller's part: from memory while the counters read with the session say it is current,
 * otherwise read (and kept for the next call).
 */
async function resellerPart(
  db: Db,
  reseller: string,
  freshness: Freshness | undefined,
): Promise<ResellerView> {
  const cache = resellerViewCache(db)
  const kept = freshness ? cache.get(reseller, freshness.resellerBrands) : undefined
  if (freshness && kept) {
    const { applications, authorizations } = kept
    return { version: freshness.directory, cards: freshness.cards, applications, authorizations }
  }
  const [row] = await statement(db).execute({ resellerId: reseller })
  const applications = new Map<string, KeptApplication>()
  for (const [
    id,
    brandId,
    status,
    followUpCount,
    createdUs,
    lastFollowUpUs,
    decisionReason,
    infoRequestedUs,
  ] of parsed(row!.applications)) {
    applications.set(brandId, {
      id,
      brandId,
      status,
      followUpCount,
      createdUs,
      lastFollowUpUs,
      decisionReason,
      infoRequestedUs,
    })
  }
  const authorizations = new Map<string, KeptAuthorization>()
  for (const [
    brandId,
    status,
    marketplaces,
    startsUs,
    endsUs,
    statusChangedUs,
    statusReason,
  ] of parsed(row!.authorizations)) {
    authorizations.set(brandId, {
      brandId,
      status,
      marketplaces,
      startsUs,
      endsUs,
      statusChangedUs,
      statusReason,
    })
  }
  cache.set(reseller, { stamp: Number(row!.stamp), applications, authorizations })
  return {
    version: Number(row!.version),
    cards: Number(row!.cards),
    applications,
    authorizations,
  }
}

function isoFromUs(us: number): string
function isoFromUs(us: number | null): string | null
function isoFromUs(us: number | null): string | null {
  return us === null ? null : new Date(Math.floor(us / 1000)).toISOString()
}

/** The authorization as the card shows it, its status as at `nowUs`. */
function cardAuthorization(z: KeptAuthorization | undefined, nowUs: number) {
  if (!z) return null
  return {
    status: effectiveStatusAt(z, nowUs),
    marketplaces: z.marketplaces,
    startsAt: isoFromUs(z.startsUs),
    endsAt: isoFromUs(z.endsUs),
    statusReason: z.statusReason,
    statusChangedAt: isoFromUs(z.statusChangedUs),
  }
}

/** The page's cards: the brands' own part (kept in memory) with the reseller's part at `nowUs`. */
async function cardsOf(
  db: Db,
  ids: string[],
  mine: ResellerView,
  nowUs: number,
): Promise<ResellerBrandRow[]> {
  const cards = await brandCardCache(db).get(ids, mine.cards)
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
      authorization: cardAuthorization(z, nowUs),
      applicationStatus: a?.status ?? null,
      applicationId: a?.id ?? null,
      applicationCreatedAt: a ? isoFromUs(a.createdUs) : null,
      followUpCount: a?.followUpCount ?? 0,
      lastFollowUpAt: a ? isoFromUs(a.lastFollowUpUs) : null,
      nextFollowUpAt: a ? isoFromUs(nextFollowUpUs(a)) : null,
      decisionReason: a?.decisionReason ?? null,
      infoRequestedAt: a ? isoFromUs(a.infoRequestedUs) : null,
    })
  }
  return rows
}

/** Each brand the reseller applied to or holds an authorization for (any status), once. */
function forEachMine(mine: ResellerView, visit: (brandId: string) => void) {
  for (const id of mine.applications.keys()) visit(id)
  for (const id of mine.authorizations.keys()) if (!mine.applications.has(id)) visit(id)
}

/**
 * 'Not Applied': the matches without the reseller's brands, and that page of them. Only those
 * brands' positions are visited (100 or so), not the matches before the page (2,000 at page 40).
 */
function notApplied(entry: BrandMatches, mine: ResellerView, offset: number) {
  const positions = entry.positions()
  const appliedAt: number[] = []
  forEachMine(mine, (id) => {
    const at = positions.get(id)
    if (at !== undefined) appliedAt.push(at)
  })
  appliedAt.sort((x, y) => x - y)
  // The page starts at the offset-th match not applied to: each applied one before it moves it on.
  let at = offset
  let next = 0
  while (next < appliedAt.length && appliedAt[next]! <= at) {
    next++
    at++
  }
  const page: string[] = []
  for (; at < entry.ids.length && page.length < RESELLER_BRANDS_PAGE_SIZE; at++) {
    if (next < appliedAt.length && appliedAt[next] === at) next++
    else page.push(entry.ids[at]!)
  }
  return { count: entry.ids.length - appliedAt.length, page }
}

/** The reseller's brands that pass the filters, by the matches' ranks, and that page. */
function applied(
  entry: BrandMatches,
  mine: ResellerView,
  query: ResellerBrandsQuery,
  nowUs: number,
  offset: number,
) {
  const keep = applicationPredicate(query, nowUs)
  const positions = entry.positions()
  const ranked: [number, string][] = []
  const facts: ResellerBrandFacts = { application: undefined, authorization: undefined }
  forEachMine(mine, (id) => {
    const at = positions.get(id)
    if (at === undefined) return
    facts.application = mine.applications.get(id)
    facts.authorization = mine.authorizations.get(id)
    if (keep(facts)) ranked.push([at, id])
  })
  ranked.sort((x, y) => x[0] - y[0])
  const page = ranked.slice(offset, offset + RESELLER_BRANDS_PAGE_SIZE).map(([, id]) => id)
  return { count: ranked.length, page }
}

export async function listResellerBrands(
  db: Db,
  reseller: string,
  query: ResellerBrandsQuery,
  now: Date = new Date(),
  freshness?: Freshness,
): Promise<ResellerBrandsResponse> {
  const answer = (brands: ResellerBrandRow[], filteredCount: number, totalCount: number) => ({
    brands,
    filteredCount,
    totalCount,
    page: query.page,
    pageSize: RESELLER_BRANDS_PAGE_SIZE,
    now: now.toISOString(),
  })
  const cache = brandMatchCache(db)
  const offset = (query.page - 1) * RESELLER_BRANDS_PAGE_SIZE
  const key = searchKey(query.q)
  const contradictory =
    query.status === 'not_applied' && (query.followUp.length > 0 || query.time.length > 0)
  if (key === null || contradictory) {
    // Only punctuation, or 'Not Applied' with a filter on the application: nothing matches.
    const { total } = await cache.get('', freshness?.directory)
    return answer([], 0, total)
  }

  const mine = await resellerPart(db, reseller, freshness)
  const entry = await cache.get(key, mine.version)
  // Whole microseconds, as PostgreSQL compares the reference's timestamps.
  const nowUs = now.getTime() * 1000
  if (query.status === 'all' && !filtersOnApplications(query)) {
    const ids = entry.ids.slice(offset, offset + RESELLER_BRANDS_PAGE_SIZE)
    return answer(await cardsOf(db, ids, mine, nowUs), entry.ids.length, entry.total)
  }
  const { count, page } =
    query.status === 'not_applied'
      ? notApplied(entry, mine, offset)
      : applied(entry, mine, query, nowUs, offset)
  return answer(await cardsOf(db, page, mine, nowUs), count, entry.total)
}
