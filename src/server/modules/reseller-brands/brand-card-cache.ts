/**
 * What an Available Brands card shows about the brand itself (name, department, categories,
 * description, logo, website, approval rate and response time (the brand's own once it has decided
 * enough applications: its decision counters are columns of the entry), the minimum order and
 * the brand's own minimums), kept in
 * memory by brand id. It is the same for every reseller, and reading it with the minimum order
 * was most of each call's database time.
 *
 * Freshness: brands_directory_version.cards counts every change to a brand and every change to
 * a product's wholesale price, approval or brand (drizzle/0013). Each call reads that number with
 * its session (db/freshness.ts, decision 008), or with the reseller's part when better-auth
 * resolved the session; the kept cards belong to one number and are dropped when it moves.
 * Cards not kept are read in one statement, which reads the number too.
 */
import { sql } from 'drizzle-orm'
import type { ResellerBrandRow } from '#shared/schemas/reseller-brands.ts'
import type { Db } from '../../db/client.ts'
import { perDatabase } from '../../db/per-database.ts'
import { brandCardColumns, brandCardsFromJson } from './reseller-brands-sql.ts'

/** At most this many cards are kept (a few hundred bytes each). */
const MAX_CARDS = 50_000

export type BrandCard = Omit<
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
>

function prepare(db: Db) {
  return db
    .select({
      cards: sql<string>`(select cards::text from brands_directory_version where id = 1)`,
      rows: sql<BrandCard[] | string>`(select coalesce(json_agg(c), '[]'::json) from (
        select ${brandCardColumns} from brands_directory b
        where b.id = any(${sql.placeholder('ids')}::uuid[])) c)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('reseller_brands_cards')
}

export class BrandCardCache {
  private version = -1
  private cards = new Map<string, BrandCard>()
  private readonly statement: ReturnType<typeof prepare>

  constructor(db: Db) {
    this.statement = prepare(db)
  }

  /** Drops the kept cards: they belong to an older number. */
  private at(version: number) {
    this.version = version
    this.cards = new Map()
  }

  /**
   * The cards of `ids` as of `version` (read by the caller) or newer; a brand deleted meanwhile
   * has none.
   */
  async get(ids: string[], version: number): Promise<Map<string, BrandCard>> {
    if (version > this.version) this.at(version)
    const found = new Map<string, BrandCard>()
    const missing: string[] = []
    for (const id of ids) {
      const card = this.cards.get(id)
      if (card) found.set(id, card)
      else missing.push(id)
    }
    if (missing.length === 0) return found
    const [row] = await this.statement.execute({ ids: `{${missing.join(',')}}` })
    const read = Number(row!.cards)
    if (read > this.version) this.at(read)
    // The bound: a full cache starts over rather than growing.
    if (this.cards.size + missing.length > MAX_CARDS) this.cards = new Map()
    for (const card of brandCardsFromJson(row!.rows)) {
      found.set(card.id, card)
      if (read === this.version) this.cards.set(card.id, card)
    }
    return found
  }
}

export const brandCardCache = perDatabase((db) => new BrandCardCache(db))
