/**
 * Each Available Brands search's ranked matches, kept in memory (issue 6's budget: p95 under
 * 50 ms with 50 concurrent callers over 100,000 brands).
 *
 * What a search matches and in which order does not depend on the reseller, and counting it
 * means reading every match: for 'kitchen' over 100,000 brands that is some 10,000 rows per
 * call. So the ids of the active matches, best first, are read once per search and kept,
 * together with the count of all active brands. The reseller's own part has its cache
 * (reseller-view-cache.ts), the cards theirs (brand-card-cache.ts).
 *
 * Freshness: brands_directory_version counts changes to what searches match (a statement
 * trigger, drizzle/0013). Every request reads it with its session (db/freshness.ts, decision
 * 008), or with the reseller's part when better-auth resolved the session, and an entry read
 * under an older version is read again, so a change by any process is seen by the next request.
 * Concurrent requests for the same search share one read.
 *
 * Size: at most MAX_ENTRIES searches and MAX_IDS ids in all (about 40 MB), least recently used
 * first out. The cache belongs to one database handle (perDatabase), so test apps never share it.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { perDatabase } from '../../db/per-database.ts'
import { queryWords } from '../search/search-brands.ts'
import { brandSearch, runSearchStatement } from './reseller-brands-sql.ts'

const MAX_ENTRIES = 500
const MAX_IDS = 500_000

export interface BrandMatches {
  version: number
  /** Active brands in the directory. */
  total: number
  /** The matching active brands' ids, best first (score, then name, then id). */
  ids: string[]
  /** Where each id stands in `ids`; built on first use. */
  positions(): Map<string, number>
}

interface Row {
  version: string
  total: number
  ids: string | null
}

function matches(row: Row): BrandMatches {
  const ids = row.ids ? row.ids.split(',') : []
  let positions: Map<string, number> | undefined
  return {
    version: Number(row.version),
    total: row.total,
    ids,
    positions: () => (positions ??= new Map(ids.map((id, i) => [id, i]))),
  }
}

/** The key of a query's search: its words, or '' for no search; null matches nothing. */
export function searchKey(q: string): string | null {
  if (q === '') return ''
  const words = queryWords(q)
  return words.length === 0 ? null : words.join(' ')
}

export class BrandMatchCache {
  private readonly entries = new Map<string, BrandMatches>()
  private readonly loading = new Map<string, Promise<BrandMatches>>()
  private ids = 0

  constructor(private readonly db: Db) {}

  /** The kept entry, if any (whatever its version), marked as recently used. */
  peek(key: string): BrandMatches | undefined {
    const entry = this.entries.get(key)
    if (entry) {
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  /** The matches at `version` or newer: the kept entry when it is that fresh, else read anew. */
  async get(key: string, version?: number): Promise<BrandMatches> {
    const kept = this.peek(key)
    if (kept && (version === undefined || kept.version >= version)) return kept
    // A read after the caller's statement sees at least its version; twice covers a read that
    // was already under way when the caller asked.
    let entry = await this.load(key)
    if (version !== undefined && entry.version < version) entry = await this.load(key)
    return entry
  }

  private load(key: string): Promise<BrandMatches> {
    const pending = this.loading.get(key)
    if (pending) return pending
    const read = this.read(key)
      .then((entry) => {
        this.store(key, entry)
        return entry
      })
      .finally(() => this.loading.delete(key))
    this.loading.set(key, read)
    return read
  }

  private async read(key: string): Promise<BrandMatches> {
    const search = brandSearch(key)
    // One statement, one snapshot: the version belongs to exactly these ids.
    const row = await runSearchStatement<Row>(
      this.db,
      search.fuzzy,
      sql`select
        (select version::text from brands_directory_version where id = 1) as version,
        (select count(*)::int from brands_directory where is_active) as total,
        (select string_agg(m.id::text, ',' order by m.score desc, m.name, m.id) from (
          select b.id, b.name, ${search.score} as score
          from brands_directory b where ${search.condition}) m) as ids`,
    )
    return matches(row)
  }

  private store(key: string, entry: BrandMatches) {
    const old = this.entries.get(key)
    if (old) {
      this.ids -= old.ids.length
      this.entries.delete(key)
    }
    this.entries.set(key, entry)
    this.ids += entry.ids.length
    for (const [k, e] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.ids <= MAX_IDS) break
      if (k === key) continue
      this.entries.delete(k)
      this.ids -= e.ids.length
    }
  }
}

export const brandMatchCache = perDatabase((db) => new BrandMatchCache(db))
