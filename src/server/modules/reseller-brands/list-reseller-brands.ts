/**
 * Available Brands (001 §2.4; §7.2 get_reseller_brands_optimized and get_reseller_brands_count):
 * a page of 50 active directory brands with the reseller's own application, whether an admin
 * allocated the brand, the minimum order, the filtered count and the count of every active brand.
 *
 * The answers are those of one statement (reseller-brands-statement.ts, the reference the tests
 * compare with). The work is split so that no call reads every match:
 * - the search's ranked matches come from memory (brand-match-cache.ts), checked against the
 *   directory's version in the same statement that reads the page;
 * - without application filters, the page is a slice of them: one statement;
 * - 'Not Applied' skips the reseller's applied brands while walking the matches;
 * - the other filters start from the reseller's own applications (100 or so), filtered in
 *   memory by the same rules (application-filters.ts) and ordered by the matches' ranks.
 */
import { sql, type SQL } from 'drizzle-orm'
import { RESELLER_BRANDS_PAGE_SIZE } from '#shared/reseller-brands-texts.ts'
import type {
  ResellerBrandRow,
  ResellerBrandsQuery,
  ResellerBrandsResponse,
} from '#shared/schemas/reseller-brands.ts'
import type { Db } from '../../db/client.ts'
import {
  applicationPredicate,
  filtersOnApplications,
  nextFollowUpUs,
  type ApplicationFacts,
} from './application-filters.ts'
import { brandCardCache } from './brand-card-cache.ts'
import { brandMatchCache, searchKey, type BrandMatches } from './brand-match-cache.ts'
import { parsed } from './reseller-brands-sql.ts'

const resellerId = sql.placeholder('resellerId')

/** One of the reseller's applications: id, brand, status, follow-ups, created and last (µs). */
type ApplicationTuple = [string, string, ApplicationFacts['status'], number, number, number | null]

/** The reseller's applications and allocations, narrowed by `where` (alias `a` and `al`). */
const resellerPart = (narrow: (column: SQL) => SQL) => ({
  version: sql<string>`v.version::text`,
  cards: sql<string>`v.cards::text`,
  applications: sql<ApplicationTuple[] | string>`(select coalesce(json_agg(json_build_array(
      a.id, a.brand_id, a.status, a.follow_up_count,
      floor(extract(epoch from a.created_at) * 1000000)::int8,
      floor(extract(epoch from a.last_follow_up_at) * 1000000)::int8)), '[]'::json)
    from brand_applications a where a.reseller_id = ${resellerId} and ${narrow(sql`a.brand_id`)})`,
  allocated: sql<string[] | string>`(select coalesce(json_agg(al.brand_id), '[]'::json)
    from brand_reseller_allocations al
    where al.reseller_id = ${resellerId} and ${narrow(sql`al.brand_id`)})`,
})

/**
 * The two statements of a call, prepared once per database, so that PostgreSQL plans them once
 * per connection rather than on every call. Both read the directory's versions in the same
 * snapshot as their rows.
 * - page: the reseller's part of the given brands (at most 50);
 * - everything: all of the reseller's applications and allocations, for the filters.
 */
function prepare(db: Db) {
  const select = (narrow: (column: SQL) => SQL, name: string) =>
    db
      .select(resellerPart(narrow))
      .from(sql`brands_directory_version v`)
      .where(sql`v.id = 1`)
      .prepare(name)
  return {
    page: select(
      (column) => sql`${column} = any(${sql.placeholder('ids')}::uuid[])`,
      'reseller_brands_page',
    ),
    everything: select(() => sql`true`, 'reseller_brands_everything'),
  }
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>()
function statements(db: Db) {
  let s = prepared.get(db)
  if (!s) prepared.set(db, (s = prepare(db)))
  return s
}

/** The reseller's part, read: versions, applications by brand, allocated brands. */
function resellerView(row: {
  version: string
  cards: string
  applications: ApplicationTuple[] | string
  allocated: string[] | string
}) {
  const applications = new Map<string, ApplicationFacts & { id: string }>()
  for (const [id, brandId, status, followUpCount, createdUs, lastFollowUpUs] of parsed(
    row.applications,
  )) {
    applications.set(brandId, { id, brandId, status, followUpCount, createdUs, lastFollowUpUs })
  }
  return {
    version: Number(row.version),
    cards: Number(row.cards),
    applications,
    allocated: new Set(parsed(row.allocated)),
  }
}
type ResellerView = ReturnType<typeof resellerView>

const isoFromUs = (us: number | null) =>
  us === null ? null : new Date(Math.floor(us / 1000)).toISOString()

/** The page's cards: the brands' own part (kept in memory) with the reseller's part. */
async function cardsOf(db: Db, ids: string[], mine: ResellerView): Promise<ResellerBrandRow[]> {
  const cards = await brandCardCache(db).get(ids, mine.cards)
  const rows: ResellerBrandRow[] = []
  for (const id of ids) {
    const card = cards.get(id)
    if (!card) continue
    const a = mine.applications.get(id)
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
      minimumOrder: card.minimumOrder,
      allocated: mine.allocated.has(id),
      applicationStatus: a?.status ?? null,
      applicationId: a?.id ?? null,
      applicationCreatedAt: a ? isoFromUs(a.createdUs) : null,
      followUpCount: a?.followUpCount ?? 0,
      lastFollowUpAt: a ? isoFromUs(a.lastFollowUpUs) : null,
      nextFollowUpAt: a ? isoFromUs(nextFollowUpUs(a)) : null,
    })
  }
  return rows
}

/** 'Not Applied': the matches without the applied brands, and that page of them. */
function notApplied(entry: BrandMatches, applications: ApplicationFacts[], offset: number) {
  const applied = new Set(applications.map((a) => a.brandId))
  const positions = entry.positions()
  let appliedAmongMatches = 0
  for (const id of applied) if (positions.has(id)) appliedAmongMatches++
  const page: string[] = []
  let skipped = 0
  for (const id of entry.ids) {
    if (page.length === RESELLER_BRANDS_PAGE_SIZE) break
    if (applied.has(id)) continue
    if (skipped < offset) skipped++
    else page.push(id)
  }
  return { count: entry.ids.length - appliedAmongMatches, page }
}

/** The reseller's applications that pass the filters, by the matches' ranks, and that page. */
function applied(
  entry: BrandMatches,
  applications: ApplicationFacts[],
  query: ResellerBrandsQuery,
  now: Date,
  offset: number,
) {
  const keep = applicationPredicate(query, now.getTime() * 1000)
  const positions = entry.positions()
  const ranked: [number, string][] = []
  for (const a of applications) {
    const at = positions.get(a.brandId)
    if (at !== undefined && keep(a)) ranked.push([at, a.brandId])
  }
  ranked.sort((x, y) => x[0] - y[0])
  const page = ranked.slice(offset, offset + RESELLER_BRANDS_PAGE_SIZE).map(([, id]) => id)
  return { count: ranked.length, page }
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
    const { total } = await cache.get('')
    return answer([], 0, total)
  }

  if (query.status === 'all' && !filtersOnApplications(query)) {
    // A slice of the matches. The reseller's part is read with the directory's version; a
    // stale entry is read again (at most twice, should the directory change in between).
    let entry = await cache.get(key)
    for (let attempt = 0; ; attempt++) {
      const ids = entry.ids.slice(offset, offset + RESELLER_BRANDS_PAGE_SIZE)
      const [row] = await statements(db).page.execute({
        resellerId: reseller,
        ids: `{${ids.join(',')}}`,
      })
      const mine = resellerView(row!)
      if (mine.version <= entry.version || attempt === 2) {
        return answer(await cardsOf(db, ids, mine), entry.ids.length, entry.total)
      }
      entry = await cache.get(key, mine.version)
    }
  }

  const [row] = await statements(db).everything.execute({ resellerId: reseller })
  const mine = resellerView(row!)
  const entry = await cache.get(key, mine.version)
  const applications = [...mine.applications.values()]
  const { count, page } =
    query.status === 'not_applied'
      ? notApplied(entry, applications, offset)
      : applied(entry, applications, query, now, offset)
  return answer(await cardsOf(db, page, mine), count, entry.total)
}
