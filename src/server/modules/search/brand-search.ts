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
 * The words come from the stored vectors (search_vector, name_vector; drizzle/0032, 0033): one
 * statement per query looks the query's words up in the vocabulary and turns them into lexemes
 * as PostgreSQL does, and the matches are ranked in memory over those lexemes (brand-index.ts,
 * decision 018). searchSql says the same search in SQL, for the reference statements of tests.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { perDatabase } from '../../db/per-database.ts'
import {
  BrandIndex,
  brandIndexOf,
  type ChangeCheck,
  type IndexScope,
  type Term,
  type WordTerms,
  spaced,
} from './brand-index.ts'
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
  | { kind: 'all'; check: ChangeCheck | null }
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
      /** The words as the index reads them: their lexemes, as typed and corrected. */
      terms: WordTerms[]
      /** What the statement read of the index's freshness (null before the index is loaded). */
      check: ChangeCheck | null
    }

/** A text[] parameter; the words are letters and digits, quoted so that 'null' stays a word. */
const textArray = (words: string[]) => `{${words.map((w) => `"${w}"`).join(',')}}`

/** The lexemes PostgreSQL makes of a word, space-separated ('kitchens' is 'kitchen'). */
const lexemesSql = (config: 'english' | 'simple', word: SQL) =>
  sql`array_to_string(tsvector_to_array(to_tsvector(${sql.raw(`'${config}'`)}, ${word})), ' ')`

/** A row of the search's statement: what `kind` says, in two text columns. */
export interface SearchStatementRow {
  kind: string
  word: string | null
  lex: string | null
}

/**
 * Rows another module reads in the search's statement, sparing its screen a round trip: a
 * `select kind, word, lex` of text columns (unioned to the search's), with placeholders of its
 * own. Each companion is prepared once per database under its name.
 */
export interface SearchCompanion {
  name: string
  rows: SQL
}

const p = (name: string) => sql.placeholder(name)

/**
 * The search's statement, prepared (PostgreSQL parses it once per connection): the corrections
 * of each word allowing typos (typo.ts), the words the last word starts, the lexemes of all of
 * them, and what the index needs to know to be current (brand-index.ts). The prefix is also a
 * range of the text_pattern_ops index, which a generic plan can use where a LIKE pattern it does
 * not know cannot.
 */
function prepareStatement(db: Db, companion?: SearchCompanion) {
  const english = (word: SQL) => lexemesSql('english', word)
  const rows = sql`select 'near' as kind, n.word, ${english(sql`n.word`)} as lex from (
      select word from search_word_deletions where deletion = any(${p('nearKeys')}::text[])
      union
      select word from search_words where word = any(${p('dropped')}::text[])) n
    union all select 'typed', w, ${english(sql`w`)} from unnest(${p('words')}::text[]) w
    union all select 'simple', l, ${lexemesSql('simple', sql`l`)}
      from (select ${p('last')}::text as l) last where l is not null
    union all select 'completes', c.word, ${english(sql`c.word`)} from (
      select word from search_words
      where word like ${p('like')}::text and word ~>=~ ${p('from')}::text and word ~<~ ${p('to')}::text
      order by length(word), word limit ${sql.raw(String(MAX_COMPLETIONS + 1))}) c
    union all select 'changes', x.xmin, x.changes
      from (${BrandIndex.checkSql(p('watermark'))}) x where ${p('watermark')}::text is not null
    ${companion ? sql`union all ${companion.rows}` : sql``}`
  return db
    .select({
      kind: sql<string>`v.kind`,
      word: sql<string | null>`v.word`,
      lex: sql<string | null>`v.lex`,
    })
    .from(sql`(${rows}) v`)
    .prepare(companion ? `brand_search_with_${companion.name}` : 'brand_search')
}

const statements = perDatabase(() => new Map<string, ReturnType<typeof prepareStatement>>())

/** The highest code point: every word starting with a prefix sorts below prefix + this. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff)

/**
 * Reads the query and looks its words up in the vocabulary, in one statement, with the rows of
 * `companion` when given (its placeholders' values in `params`).
 */
export async function prepareBrandSearchWith(
  db: Db,
  q: string,
  companion?: { statement: SearchCompanion; params: Record<string, unknown> },
): Promise<{ search: BrandSearch; rows: SearchStatementRow[] }> {
  const words = q.trim() === '' ? null : queryWords(q)
  if (words?.length === 0 && !companion) return { search: { kind: 'none' }, rows: [] }
  const typed = (words ?? []).filter(allowsTypos)
  const dropped = typed.flatMap(deletions)
  const last = words?.at(-1) ?? null
  const index = brandIndexOf(db)
  const prepared = statements(db)
  const name = companion?.statement.name ?? ''
  let statement = prepared.get(name)
  if (!statement) prepared.set(name, (statement = prepareStatement(db, companion?.statement)))
  // A word allowing typos and its deletions: a vocabulary word sharing one may be one edit away.
  const rows = await statement.execute({
    nearKeys: textArray([...typed, ...dropped]),
    dropped: textArray(dropped),
    words: textArray(words ?? []),
    last,
    like: last === null ? null : `${last}%`,
    from: last,
    to: last === null ? null : last + LAST_CHARACTER,
    watermark: index.watermarkParam(),
    ...companion?.params,
  })
  const lexemes = new Map<string, string[]>()
  const corrections = new Map<string, string[]>()
  const completing: string[] = []
  let simple: string[] = []
  let check: ChangeCheck | null = null
  for (const row of rows) {
    const lex = spaced(row.lex)
    if (row.kind === 'changes') check = BrandIndex.checkOf({ xmin: row.word!, changes: row.lex })
    else if (row.kind === 'simple') simple = lex
    else if (row.kind === 'typed' || row.kind === 'near') lexemes.set(row.word!, lex)
    else if (row.kind === 'completes') {
      lexemes.set(row.word!, lex)
      completing.push(row.word!)
    }
  }
  if (words === null) return { search: { kind: 'all', check }, rows }
  if (words.length === 0) return { search: { kind: 'none' }, rows }
  for (const w of typed) {
    const found = rows
      .filter((r) => r.kind === 'near' && oneEditApart(w, r.word!))
      .map((r) => r.word!)
    if (found.length) corrections.set(w, found)
  }
  const completions = completing.length > MAX_COMPLETIONS ? null : completing
  const search = { words, corrections, completions }
  return {
    search: {
      kind: 'words',
      ...search,
      terms: termsOf(search, (w) => lexemes.get(w) ?? [], simple),
      check,
    },
    rows,
  }
}

/** The search of a query, read in one statement (prepareBrandSearchWith without a companion). */
export async function prepareBrandSearch(db: Db, q: string): Promise<BrandSearch> {
  return (await prepareBrandSearchWith(db, q)).search
}

/**
 * The query's words as the index matches them, as tsquery() says them to PostgreSQL: each word
 * as typed, or any of its corrections; the last word also as any word it starts (the
 * completions; or, when there are too many, its lexemes as prefixes, stemmed and not), and its
 * corrections as prefixes.
 */
function termsOf(
  search: { words: string[]; corrections: Map<string, string[]>; completions: string[] | null },
  lex: (word: string) => string[],
  simple: string[],
): WordTerms[] {
  const { words, completions } = search
  const term = (lexemes: string[], prefix: boolean): Term => ({ lexemes, prefix })
  return words.map((w, i) => {
    const corrections = search.corrections.get(w) ?? []
    if (i !== words.length - 1) {
      return {
        exact: [term(lex(w), false)],
        corrected: corrections.map((c) => term(lex(c), false)),
      }
    }
    const corrected = corrections.map((c) => term(lex(c), true))
    if (completions)
      return { exact: [w, ...completions].map((c) => term(lex(c), false)), corrected }
    return { exact: [term(lex(w), true), term(simple, true)], corrected }
  })
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

/** Which brands a search looks at. */
export type SearchScope = IndexScope

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

export interface RankedPage {
  /** How many brands match, in the scope: exact, as the index counts every match (decision 018). */
  total: number
  /** The page's brand ids, best first. */
  ids: string[]
}

/**
 * A page of the search's matches in the scope, best first, and how many there are, from the
 * in-memory index (brand-index.ts), made current first with what the search's statement read.
 */
export async function rankBrands(
  db: Db,
  search: BrandSearch,
  scope: SearchScope,
  page: { offset: number; limit: number },
): Promise<RankedPage> {
  if (search.kind === 'none' || scope.only?.length === 0) return { total: 0, ids: [] }
  const index = brandIndexOf(db)
  await index.ready(db, search.check)
  return index.rank(search.kind === 'words' ? search.terms : null, scope, page)
}

/** Rows read by id, in the order of `ids` (a brand deleted meanwhile is left out). */
export function inOrder<Row extends { id: string }>(ids: string[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
