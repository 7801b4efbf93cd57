/**
 * The public brand search (/search): active directory entries ranked by PostgreSQL full-text
 * search (name weight A, categories and department B, description C) plus trigram word
 * similarity, so that a misspelled word ('Nortwind', 'electornics') still finds the brand.
 *
 * Words are OR-ed: a hero suggestion like 'Verified beauty brands open to Amazon resellers' ranks
 * the brands that match most of it first rather than finding nothing. Each word is a prefix
 * query, so 'electr' already finds electronics. The expressions are the ones indexed in
 * drizzle/0003 (GIN over the tsvector, gin_trgm_ops over lower(name) and over the search text).
 */
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm'
import {
  BRAND_FIGURES_MIN_DECISIONS,
  type BrandFiguresSource,
} from '#shared/reseller-brands-texts.ts'
import type { Db } from '../../db/client.ts'
import { brandsDirectory as b } from '../../db/schema/index.ts'
import { brandLogoUrl } from '../media/logo-url.ts'

export interface SearchInput {
  q: string
  limit: number
  offset: number
}

/** At most this many words of a query take part. */
const MAX_WORDS = 8
/** Shorter words match too loosely by trigrams ('to' in 'toys'); they count for full text only. */
const FUZZY_MIN_LENGTH = 4
/** word_similarity at or above which a word matches ('nortwind' ~ 'northwind' is 0.58). */
export const WORD_SIMILARITY_THRESHOLD = 0.45

/** A brand's columns the figures are made of (Drizzle columns, or raw SQL over an alias). */
export interface FigureColumns {
  approvalRate: SQL | typeof b.approvalRate
  responseTime: SQL | typeof b.responseTime
  decided: SQL | typeof b.decidedApplications
  approved: SQL | typeof b.approvedApplications
  hoursTotal: SQL | typeof b.decisionHoursTotal
}

/**
 * Issue 13 item 6: the approval rate (percent) and response time (hours) a brand shows, from its
 * own decisions once it has made BRAND_FIGURES_MIN_DECISIONS of them, else as an admin entered
 * them; and which of the two (`figuresFrom`). One rule for the public search and reseller cards.
 */
export function brandFiguresSql(c: FigureColumns) {
  const own = sql`${c.decided} >= ${sql.raw(String(BRAND_FIGURES_MIN_DECISIONS))}`
  return {
    approvalRate: sql<number | null>`(case when ${own}
      then round(${c.approved} * 100.0 / ${c.decided}, 1)::float8
      else ${c.approvalRate}::float8 end)`,
    responseTime: sql<number | null>`(case when ${own}
      then round(${c.hoursTotal} / ${c.decided}, 1)::float8
      else ${c.responseTime}::float8 end)`,
    figuresFrom: sql<BrandFiguresSource>`(case when ${own} then 'decisions' else 'listed' end)`,
  }
}

const figures = brandFiguresSql({
  approvalRate: b.approvalRate,
  responseTime: b.responseTime,
  decided: b.decidedApplications,
  approved: b.approvedApplications,
  hoursTotal: b.decisionHoursTotal,
})

const columns = {
  id: b.id,
  name: b.name,
  description: b.description,
  categories: b.categories,
  department: b.department,
  websiteUrl: b.websiteUrl,
  logoUrl: brandLogoUrl.as('logo_url_shown'),
  approvalRate: figures.approvalRate.as('approval_rate'),
  responseTime: figures.responseTime.as('response_time'),
  figuresFrom: figures.figuresFrom.as('figures_from'),
  amazonAutoUngated: b.amazonAutoUngated,
}

/** The query's words: letters and digits only, so they are always valid tsquery operands. */
export function queryWords(q: string): string[] {
  return [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_WORDS)
}

const vector = sql`brands_directory_search_vector(${b.name}, ${b.categories}, ${b.department}, ${b.description})`
const searchText = sql`brands_directory_search_text(${b.name}, ${b.categories}, ${b.department})`
const lowerName = sql`lower(${b.name})`

export async function searchBrands(db: Db, input: SearchInput) {
  const active = eq(b.isActive, true)
  const words = queryWords(input.q)

  if (input.q === '') {
    const [total] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(b)
      .where(active)
    const results = await db
      .select(columns)
      .from(b)
      .where(active)
      .orderBy(asc(b.name), asc(b.id))
      .limit(input.limit)
      .offset(input.offset)
    return { query: input.q, total: total?.n ?? 0, results }
  }
  if (words.length === 0) return { query: input.q, total: 0, results: [] }

  // 'word:*' is a prefix match after stemming; stop words become empty queries, which || drops.
  const tsquery = sql.join(
    words.map((w) => sql`to_tsquery('english', ${`${w}:*`})`),
    sql` || `,
  )
  const fuzzy = words.filter((w) => w.length >= FUZZY_MIN_LENGTH)
  const matches: SQL[] = [sql`${vector} @@ (${tsquery})`]
  for (const w of fuzzy) {
    // <% uses pg_trgm.word_similarity_threshold (set below) and the trigram index. The text
    // begins with the name, so a word close to the name matches here as well.
    matches.push(sql`${w} <% ${searchText}`)
  }
  // Each word adds its similarity when it matches (at or above the threshold), so a brand that
  // matches more of the words ranks higher; weak near-misses add nothing. Full text counts most.
  const similarity = (target: SQL) =>
    fuzzy.length
      ? sql.join(
          fuzzy.map(
            (w) =>
              sql`(case when word_similarity(${w}, ${target}) >= ${WORD_SIMILARITY_THRESHOLD} then word_similarity(${w}, ${target}) else 0 end)`,
          ),
          sql` + `,
        )
      : sql`0`
  const score = sql<number>`2 * ts_rank(${vector}, (${tsquery})) + 0.6 * (${similarity(lowerName)}) + 0.3 * (${similarity(searchText)})`
  const where = and(active, or(...matches))

  return db.transaction(async (tx) => {
    // Local to this transaction, so pooled connections keep the default.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    )
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(b)
      .where(where)
    const results = await tx
      .select(columns)
      .from(b)
      .where(where)
      .orderBy(desc(score), asc(b.name), asc(b.id))
      .limit(input.limit)
      .offset(input.offset)
    return { query: input.q, total: total?.n ?? 0, results }
  })
}
