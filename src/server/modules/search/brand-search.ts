/**
 * The one brand search (decision 017), behind the public /search page, the reseller's Available
 * Brands and the admin's Brands Directory, so that the same query finds the same brands in the
 * same order on all three.
 *
 * - Words narrow: a brand matches when it has every word of the query (stop words aside), in its
 *   name, categories, department or description, after English stemming ('kitchens' is 'kitchen').
 * - The last word is also a prefix, as the query is typed: 'kitch' finds Kitchen (and so are its
 *   corrections: 'kitchn' finds Kitchenette).
 * - A word of five or more letters also matches the directory's words one edit away: a swap of
 *   neighbouring letters, one missing, extra or wrong letter ('beuaty', 'kitchn', 'electornics').
 *   They come from the vocabulary table (typo.ts), found by index in one lookup per query.
 * - The order: brands with every word exactly (or as the prefix) in their name, then elsewhere,
 *   then the same two with the misspelled words corrected; by name, then id, within each.
 *
 * A query is read from the stored, indexed vectors (search_vector, name_vector; drizzle/0032):
 * the GIN index finds the matches and their rank is read from the vectors without parsing any
 * text. How much is read, and whether the count is exact, is rankBrands' concern.
 */
import { sql, type SQL } from 'drizzle-orm'
import { SEARCH_RESULTS_WINDOW } from '#shared/constants.ts'
import type { Db } from '../../db/client.ts'
import { parsed } from '../../db/json-column.ts'
import { allowsTypos, deletions, oneEditApart } from './typo.ts'

/** At most this many words of a query take part. */
export const MAX_QUERY_WORDS = 8

/** The query's words: letters and digits only, so they are always valid tsquery operands. */
export function queryWords(q: string): string[] {
  return [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_QUERY_WORDS)
}

/** At most this many words complete the last word; a shorter prefix stays a prefix query. */
export const MAX_COMPLETIONS = 50

export type BrandSearch =
  /** No query: every brand, by name. */
  | { kind: 'all' }
  /** A query with nothing to search for (only punctuation): matches nothing. */
  | { kind: 'none' }
  | {
      kind: 'words'
      words: string[]
      /** Each word allowing typos, with the vocabulary's words one edit away from it. */
      corrections: Map<string, string[]>
      /**
       * The vocabulary's words the last word starts, when there are at most MAX_COMPLETIONS;
       * null when there are more (the search then asks for the prefix itself).
       */
      completions: string[] | null
    }

const textArray = (words: string[]) => sql`${`{${words.join(',')}}`}::text[]`

/**
 * Reads the query and looks its words up in the vocabulary, in one statement: the corrections
 * of each word allowing typos (typo.ts), and the words the last word starts.
 */
export async function prepareBrandSearch(db: Db, q: string): Promise<BrandSearch> {
  if (q.trim() === '') return { kind: 'all' }
  const words = queryWords(q)
  if (words.length === 0) return { kind: 'none' }
  const typed = words.filter(allowsTypos)
  const dropped = typed.flatMap(deletions)
  const last = words[words.length - 1]!
  // A vocabulary word that shares a typed word or one of its deletions may be one edit away.
  const near = typed.length
    ? sql`select 'near' as kind, word from search_word_deletions
        where deletion = any(${textArray([...typed, ...dropped])})
      union
      select 'near', word from search_words where word = any(${textArray(dropped)})
      union all `
    : sql``
  const result = (await db.execute(sql`${near}
    (select 'completes' as kind, word from search_words where word like ${`${last}%`}
     order by length(word), word limit ${MAX_COMPLETIONS + 1})`)) as unknown as {
    rows: { kind: 'near' | 'completes'; word: string }[]
  }
  const corrections = new Map<string, string[]>()
  for (const w of typed) {
    const found = result.rows
      .filter((r) => r.kind === 'near' && oneEditApart(w, r.word))
      .map((r) => r.word)
    if (found.length) corrections.set(w, found)
  }
  const completing = result.rows.filter((r) => r.kind === 'completes').map((r) => r.word)
  const completions = completing.length > MAX_COMPLETIONS ? null : completing
  return { kind: 'words', words, corrections, completions }
}

/**
 * The search as a tsquery: every word (AND), each as typed or, with `corrections`, as any of its
 * corrections (OR). The last word also as any word it starts: the vocabulary's completions, so
 * that PostgreSQL's statistics know how common they are; or, when it starts too many, as a
 * prefix, stemmed and not (so that a prefix that is a stop word, 'a' on the way to 'acme', still
 * finds something). A correction of the last word is a prefix too ('kitchn' finds Kitchenette).
 */
function tsquery(search: Extract<BrandSearch, { kind: 'words' }>, withCorrections: boolean): SQL {
  const { words, completions } = search
  const last = words.length - 1
  const parts = words.map((w, i) => {
    const corrections = withCorrections ? (search.corrections.get(w) ?? []) : []
    if (i !== last) return sql`to_tsquery('english', ${[w, ...corrections].join(' | ')})`
    const fixed = corrections.map((c) => `${c}:*`)
    if (completions) {
      return sql`to_tsquery('english', ${[w, ...completions, ...fixed].join(' | ')})`
    }
    return sql`(to_tsquery('english', ${[`${w}:*`, ...fixed].join(' | ')})
      || to_tsquery('simple', ${`${w}:*`}))`
  })
  return sql`(${sql.join(parts, sql` && `)})`
}

/** Which brands a search looks at (alias `b`). */
export interface SearchScope {
  /** Active brands only (true), inactive only (false) or both (null). */
  active: boolean | null
  /** Only these brands. */
  only?: string[]
  /** Not these brands. */
  except?: string[]
}

/**
 * A search of words as SQL over brands_directory `b`: the condition a brand matches it by; its
 * tier, the first part of the order (then name, then id): 0 every word in the name, 1 elsewhere,
 * 2 and 3 the same with the corrections; and each tier's own condition, for reading a tier in
 * name order.
 */
export function searchSql(search: Extract<BrandSearch, { kind: 'words' }>): {
  match: SQL
  tier: SQL
  tiers: SQL[]
} {
  const exact = tsquery(search, false)
  if (search.corrections.size === 0) {
    return {
      match: sql`b.search_vector @@ ${exact}`,
      tier: sql`(case when b.name_vector @@ ${exact} then 0 else 1 end)`,
      tiers: [
        sql`b.name_vector @@ ${exact}`,
        sql`b.search_vector @@ ${exact} and not b.name_vector @@ ${exact}`,
      ],
    }
  }
  const any = tsquery(search, true)
  // The name's words are among the entry's (the same parser), so a name match is a match.
  return {
    match: sql`b.search_vector @@ ${any}`,
    tier: sql`(case when b.name_vector @@ ${exact} then 0 when b.search_vector @@ ${exact} then 1
      when b.name_vector @@ ${any} then 2 else 3 end)`,
    tiers: [
      sql`b.name_vector @@ ${exact}`,
      sql`b.search_vector @@ ${exact} and not b.name_vector @@ ${exact}`,
      sql`b.name_vector @@ ${any} and not b.search_vector @@ ${exact}`,
      sql`b.search_vector @@ ${any} and not b.name_vector @@ ${any}
        and not b.search_vector @@ ${exact}`,
    ],
  }
}

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`

/** The scope as one condition over `b`. */
function scopeCondition(scope: SearchScope): SQL {
  const conditions: SQL[] = []
  if (scope.active !== null) conditions.push(scope.active ? sql`b.is_active` : sql`not b.is_active`)
  if (scope.only) conditions.push(sql`b.id = any(${uuidArray(scope.only)})`)
  if (scope.except?.length) conditions.push(sql`b.id <> all(${uuidArray(scope.except)})`)
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`
}

export interface RankedPage {
  /** The brands matching, in the scope: exact up to SEARCH_RESULTS_WINDOW, else an estimate. */
  total: number
  /** False when more than SEARCH_RESULTS_WINDOW match and `total` is the estimate. */
  exact: boolean
  /** The page's brand ids, best first. */
  ids: string[]
}

const rowsOf = async <Row>(db: Db, statement: SQL) =>
  ((await db.execute(statement)) as unknown as { rows: Row[] }).rows

const idsOf = (ids: string | null) => (ids ? ids.split(',') : [])

/** 16,667 as 17,000: an estimate shows no more digits than it has. */
export function roundEstimate(n: number): number {
  if (n < 100) return Math.round(n)
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1)
  return Math.round(n / unit) * unit
}

/**
 * A page of the search's matches in the scope, best first, and how many there are.
 *
 * How much is read depends on how many match, never on how many brands there are:
 * - up to SEARCH_RESULTS_WINDOW matches: all of them, found by the GIN index, ranked and counted
 *   in one pass;
 * - more: a sample says how common each tier is (sampleTiers); a common tier is read by walking
 *   the name index only as far as the page needs, a rare one through the GIN index; the count is
 *   the sample's estimate, and pages reach the first SEARCH_RESULTS_WINDOW matches.
 */
export async function rankBrands(
  db: Db,
  search: BrandSearch,
  scope: SearchScope,
  page: { offset: number; limit: number },
): Promise<RankedPage> {
  if (search.kind === 'none' || scope.only?.length === 0) return { total: 0, exact: true, ids: [] }
  const inScope = scopeCondition(scope)
  if (search.kind === 'all') {
    // Every active brand but a few: the kept count (drizzle/0032) less those few.
    const total =
      scope.active === true && !scope.only
        ? sql`(select active from brands_directory_totals where id = 1)::int
            - (select count(*)::int from brands_directory b
               where b.is_active and b.id = any(${uuidArray(scope.except ?? [])}))`
        : sql`(select count(*)::int from brands_directory b where ${inScope})`
    const [row] = await rowsOf<{ total: number; ids: string | null }>(
      db,
      sql`select ${total} as total,
        (select string_agg(p.id::text, ',' order by p.name, p.id) from (
          select b.id, b.name from brands_directory b where ${inScope}
          order by b.name, b.id limit ${page.limit} offset ${page.offset}) p) as ids`,
    )
    return { total: row!.total, exact: true, ids: idsOf(row!.ids) }
  }
  const { match, tier, tiers } = searchSql(search)
  const matching = sql`${inScope} and ${match}`
  // With the table's size, which a sample needs (read here to spare a round trip).
  const [counted] = await rowsOf<{ n: number; rows: number }>(
    db,
    sql`select count(*)::int as n,
      (select greatest(reltuples, 1)::float8 from pg_class
       where oid = 'brands_directory'::regclass) as rows
      from (select 1 from brands_directory b where ${matching}
            limit ${SEARCH_RESULTS_WINDOW + 1}) c`,
  )
  if (counted!.n <= SEARCH_RESULTS_WINDOW) {
    if (counted!.n === 0 || page.offset >= counted!.n) {
      return { total: counted!.n, exact: true, ids: [] }
    }
    const [row] = await rowsOf<{ ids: string | null }>(
      db,
      sql`select string_agg(p.id::text, ',' order by p.tier, p.name, p.id) as ids from (
        select b.id, b.name, ${tier} as tier from brands_directory b where ${matching}
        order by 3, b.name, b.id limit ${page.limit} offset ${page.offset}) p`,
    )
    return { total: counted!.n, exact: true, ids: idsOf(row!.ids) }
  }
  if (page.offset >= SEARCH_RESULTS_WINDOW) {
    const { estimate } = await sampleTiers(db, inScope, match, tier, tiers.length, counted!.rows)
    return { total: estimate, exact: false, ids: [] }
  }
  const reach = Math.min(page.offset + page.limit, SEARCH_RESULTS_WINDOW)
  const sample = await sampleTiers(db, inScope, match, tier, tiers.length, counted!.rows)
  // Each tier's first `reach` brands by name: a common tier by walking the name index as far as
  // the sample says the page's last brand of it lies (twice over), when that reads clearly fewer
  // rows than the tier has; otherwise the whole tier through the GIN index.
  const walks = sample.positions.map((positions) => {
    const needed = Math.max(1, Math.ceil(reach * sample.fraction))
    if (needed > positions.length) return null
    const walk = Math.ceil((2 * positions[needed - 1]!) / sample.fraction) + 200
    return WALK_COST * walk < positions.length / sample.fraction ? walk : null
  })
  const part = (k: number, walk: number | null) => {
    const condition = tiers[k]!
    const tierNumber = sql.raw(String(k))
    if (walk === null) {
      return sql`(select x.id, x.name, ${tierNumber} as tier from (
          select b.id, b.name from brands_directory b
          where ${inScope} and ${condition} offset 0) x
        order by x.name, x.id limit ${reach})`
    }
    return sql`(select w.id, w.name, ${tierNumber} as tier from (
        select b.id, b.name, (${condition}) as ok from brands_directory b
        where ${inScope}
        order by b.name, b.id limit ${walk}) w
      where w.ok order by w.name, w.id limit ${reach})`
  }
  const read = async (parts: SQL[]) =>
    rowsOf<{ id: string; tier: number }>(
      db,
      sql`select t.id::text as id, t.tier from (${sql.join(parts, sql` union all `)}) t
        order by t.tier, t.name, t.id`,
    )
  const rows = await read(tiers.map((_, k) => part(k, walks[k]!)))
  const byTier: string[][] = tiers.map(() => [])
  for (const r of rows) byTier[r.tier]!.push(r.id)
  // A walk that ended before finding its tier's share may have stopped short: that tier again,
  // whole, through the GIN index (the sample misjudged it).
  let before = 0
  for (let k = 0; k < tiers.length && before < reach; k++) {
    if (walks[k] !== null && byTier[k]!.length < reach - before) {
      byTier[k] = (await read([part(k, null)])).map((r) => r.id)
    }
    before += byTier[k]!.length
  }
  const ids = byTier.flat().slice(page.offset, reach)
  return { total: sample.estimate, exact: false, ids }
}

/** About this many brands are sampled to judge how common a search's tiers are. */
const SAMPLE_ROWS = 3000
/**
 * A walk is chosen when it reads under 1/2.5 of the tier's rows: a row walked in name order costs
 * up to two or three read through the GIN index (a random heap visit against a bitmap's ordered
 * one, on PostgreSQL 15). Where the words cluster in name order ('Contoso …' brands sit together)
 * the sample's estimate of the walk's length is short, and the tier is read again through the
 * index.
 */
const WALK_COST = 2.5

interface TierSample {
  /**
   * For each tier, where its sampled brands stand among the sampled brands of the scope in name
   * order (1 is the first), in that order.
   */
  positions: number[][]
  /** The share of the table the sample read (0 to 1). */
  fraction: number
  /** The brands matching, estimated from the sample and rounded; above the window. */
  estimate: number
}

/**
 * How common each tier of a search is and where its brands lie in name order, from a block
 * sample of about SAMPLE_ROWS brands (TABLESAMPLE SYSTEM, repeatable, so that every page of a
 * search sees the same estimate). It reads the brands as they are, so it knows what PostgreSQL's
 * statistics cannot: how the words go together and with the scope, and whether the brands that
 * have them sit together in name order ('Contoso …').
 */
async function sampleTiers(
  db: Db,
  inScope: SQL,
  match: SQL,
  tier: SQL,
  tierCount: number,
  /** The table's size as PostgreSQL's statistics have it (pg_class.reltuples). */
  tableRows: number,
): Promise<TierSample> {
  const rows = Math.max(1, tableRows)
  const percent = Math.min(100, (100 * SAMPLE_ROWS) / rows)
  const [row] = await rowsOf<{ read: number; matches: [number, number][] | string }>(
    db,
    sql`with s as (
        select b.name, b.id, ${inScope} as in_scope,
          case when ${inScope} and ${match} then ${tier} end as tier
        from brands_directory b tablesample system (${percent}::real) repeatable (17))
      select (select count(*)::int from s) as read,
        (select coalesce(json_agg(json_build_array(q.pos, q.tier) order by q.pos), '[]'::json)
         from (select row_number() over (order by s.name, s.id) as pos, s.tier
               from s where s.in_scope) q
         where q.tier is not null) as matches`,
  )
  const positions: number[][] = Array.from({ length: tierCount }, () => [])
  for (const [pos, k] of parsed(row!.matches)) positions[k]!.push(Number(pos))
  // The share of the table read: the rows read against the table's size, which does not depend
  // on how many blocks the sample happened to take.
  const fraction = Math.min(1, row!.read / rows) || percent / 100
  const matched = positions.reduce((n, p) => n + p.length, 0)
  return {
    positions,
    fraction,
    estimate: roundEstimate(Math.max(matched / fraction, SEARCH_RESULTS_WINDOW + 1)),
  }
}

/** Rows read by id, in the order of `ids` (a brand deleted meanwhile is left out). */
export function inOrder<Row extends { id: string }>(ids: string[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
