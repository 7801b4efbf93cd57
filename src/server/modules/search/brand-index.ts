/**
 * The brand search's in-memory index (decision 018): every directory entry's words (the lexemes
 * of its stored search and name vectors) as posting lists, and the entries in name order, so
 * that a search is answered by set operations in memory instead of reading tens of thousands of
 * index entries from the database for a common word.
 *
 * - Nothing is cached per query: every search is evaluated afresh over the index.
 * - It is kept in step with the database by brand_search_changes (drizzle/0034), which triggers
 *   write in the writer's transaction. Before answering, a search's one vocabulary statement also
 *   reads the changes of transactions the index may not have seen (those at or after its
 *   watermark, the oldest transaction still running when it last looked); they are applied
 *   first. So a server answers with what it and every other server wrote before the search.
 * - The index is read from the database on the first search, in one repeatable-read snapshot,
 *   and again after a bulk write (over 1,000 entries in one statement), a truncate, or an hour
 *   without a search (the readers delete older changes).
 *
 * The order within a tier is by name in code point order (PostgreSQL's "C" collation, as the
 * index is loaded), then id.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'

/** A growable list of 32-bit integers. */
class IntList {
  data = new Int32Array(16)
  length = 0
  push(n: number) {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2)
      grown.set(this.data)
      this.data = grown
    }
    this.data[this.length++] = n
  }
}

/**
 * The entries having each lexeme in one field (the whole entry, or its name). The entries read
 * at load sit in one array, lexeme after lexeme (offsets say where each starts), which costs 4
 * bytes an occurrence; entries added since are kept per lexeme beside it.
 */
class Field {
  private offsets = new Int32Array(1)
  private docs = new Int32Array(0)
  /**
   * The commonest lexemes' entries read at load, also as bitsets: OR-ing one in is several times
   * faster than setting 1 in 32 entries or more one by one.
   */
  private dense = new Map<number, Int32Array>()
  private added = new Map<number, number[]>()
  /** While loading: (lexeme, entry) pairs, sorted into offsets and docs by seal(). */
  private pairs: { lexemes: IntList; docs: IntList } | null = {
    lexemes: new IntList(),
    docs: new IntList(),
  }

  add(lexeme: number, doc: number) {
    if (this.pairs) {
      this.pairs.lexemes.push(lexeme)
      this.pairs.docs.push(doc)
      return
    }
    const list = this.added.get(lexeme)
    if (list) list.push(doc)
    else this.added.set(lexeme, [doc])
  }

  /** Ends the load of `docCount` entries: the pairs, grouped by lexeme (a counting sort). */
  seal(lexemeCount: number, docCount: number) {
    const pairs = this.pairs!
    const offsets = new Int32Array(lexemeCount + 1)
    for (let i = 0; i < pairs.lexemes.length; i++) offsets[pairs.lexemes.data[i]! + 1]!++
    for (let l = 0; l < lexemeCount; l++) offsets[l + 1]! += offsets[l]!
    const docs = new Int32Array(pairs.lexemes.length)
    const next = offsets.slice(0, lexemeCount)
    for (let i = 0; i < pairs.lexemes.length; i++) {
      docs[next[pairs.lexemes.data[i]!]!++] = pairs.docs.data[i]!
    }
    this.offsets = offsets
    this.docs = docs
    this.pairs = null
    const common: number[] = []
    for (let l = 0; l < lexemeCount; l++) {
      if (offsets[l + 1]! - offsets[l]! >= Math.max(64, docCount / DENSE_SHARE)) common.push(l)
    }
    common.sort((a, b) => offsets[b + 1]! - offsets[b]! - (offsets[a + 1]! - offsets[a]!))
    for (const lexeme of common.slice(0, DENSE_MAX)) {
      const bits = new Int32Array((docCount + 31) >>> 5)
      for (let i = offsets[lexeme]!; i < offsets[lexeme + 1]!; i++) {
        bits[docs[i]! >>> 5]! |= 1 << (docs[i]! & 31)
      }
      this.dense.set(lexeme, bits)
    }
  }

  /** Sets in `into` the entries having the lexeme. */
  mark(into: Int32Array, lexeme: number) {
    const dense = this.dense.get(lexeme)
    if (dense) {
      for (let i = 0; i < dense.length; i++) into[i]! |= dense[i]!
    } else {
      const docs = this.docs
      const end = lexeme + 1 < this.offsets.length ? this.offsets[lexeme + 1]! : 0
      for (let i = lexeme + 1 < this.offsets.length ? this.offsets[lexeme]! : 0; i < end; i++) {
        const doc = docs[i]!
        into[doc >>> 5]! |= 1 << (doc & 31)
      }
    }
    for (const doc of this.added.get(lexeme) ?? []) into[doc >>> 5]! |= 1 << (doc & 31)
  }
}

/** A lexeme in at least 1 in this many entries (and 64) is also kept as a bitset. */
const DENSE_SHARE = 32
/** At most this many bitsets per field: 12.5 KB each at 100,000 entries, 125 KB at 1,000,000. */
const DENSE_MAX = 256

/** One alternative of a query word: every lexeme (as a prefix, when `prefix`) must be there. */
export interface Term {
  lexemes: string[]
  prefix: boolean
}

/** A query word: its terms as typed (any of them), and those of its corrections. */
export interface WordTerms {
  exact: Term[]
  corrected: Term[]
}

/** Entries a search may return. */
export interface IndexScope {
  /** Active entries only (true), inactive only (false) or both (null). */
  active: boolean | null
  only?: string[]
  except?: string[]
}

/** What the freshness check of a search's statement read (checkSql). */
export interface ChangeCheck {
  /** The oldest transaction still running when the statement ran (xid8). */
  xmin: bigint
  /** The changes of transactions at or after the index's watermark: [seq, xid]. */
  changes: [number, bigint][]
  /** More changes than a search applies one by one: read everything again. */
  overflow: boolean
}

const CHANGES_READ = 1000
/** Older changes are deleted; an index that has not looked for longer reads everything again. */
const CHANGES_KEPT_MINUTES = 60
const RELOAD_AFTER_MS = (CHANGES_KEPT_MINUTES - 10) * 60_000
const CLEANUP_EVERY_MS = 10 * 60_000
/** Entries read per statement while loading, to bound the memory a load takes at once. */
const LOAD_BATCH = 20_000

interface EntryRow {
  id: string
  name: string
  active: boolean
  words: string | null
  nameWords: string | null
}

/** Code point order, as PostgreSQL's "C" collation compares UTF-8 bytes. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x === y) continue
    // A surrogate (a code point above U+FFFF) sorts after every other UTF-16 unit.
    const xs = x >= 0xd800 && x <= 0xdfff
    const ys = y >= 0xd800 && y <= 0xdfff
    if (xs !== ys) return xs ? 1 : -1
    return x - y
  }
  return a.length - b.length
}

/** Space-separated words (lexemes, or seq:xid pairs), as the statements here send them. */
export const spaced = (text: string | null): string[] => (text ? text.split(' ') : [])

/** The bits set in a 32-bit integer. */
function bitCount(v: number): number {
  v -= (v >>> 1) & 0x55555555
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

function popcount(bits: Int32Array): number {
  let n = 0
  for (let i = 0; i < bits.length; i++) n += bitCount(bits[i]!)
  return n
}

export class BrandIndex {
  // Entries, by number. A changed entry gets a new number; the old one is dead (not alive).
  private ids: string[] = []
  private names: string[] = []
  private alive = new Int32Array(0)
  private active = new Int32Array(0)
  private docOf = new Map<string, number>()
  private deadCount = 0
  /** Live entries in name order, and each entry's place in it (-1 when dead). */
  private order = new Int32Array(0)
  private rankOf = new Int32Array(0)
  // Lexemes.
  private lexId = new Map<string, number>()
  private lexemes: string[] = []
  private inAll = new Field()
  private inName = new Field()
  /** The lexemes in order, for prefixes; sorted once a load ends, then kept in order. */
  private sortedLexemes: string[] = []
  private loading = false
  private scratch: Int32Array[] = []
  private scratchUsed = 0

  // Freshness.
  private loaded = false
  private watermark = 0n
  /** Changes applied at or after the watermark: seq to xid. */
  private applied = new Map<number, bigint>()
  private lastLook = 0
  private lastCleanup = 0
  private queue: Promise<void> = Promise.resolve()

  /** Entries in the index. */
  size(): number {
    return this.ids.length - this.deadCount
  }

  /**
   * The freshness check, as one row of a statement: the oldest running transaction and the
   * changes at or after `watermark` (text, an xid8; see watermarkParam).
   */
  static checkSql(watermark: SQL | Placeholder) {
    return sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
      (select string_agg(c.seq || ':' || c.xid, ' ') from (
        select seq, xid from brand_search_changes where xid >= (${watermark}::text)::xid8
        order by seq limit ${sql.raw(String(CHANGES_READ + 1))}) c) as changes`
  }

  /** The watermark the check reads from; null before the index is loaded (it then reads all). */
  watermarkParam(): string | null {
    return this.loaded ? String(this.watermark) : null
  }

  /** The check's row read (checkSql's columns). */
  static checkOf(row: { xmin: string; changes: string | null }): ChangeCheck {
    const changes = spaced(row.changes).map((pair): [number, bigint] => {
      const [seq, xid] = pair.split(':')
      return [Number(seq), BigInt(xid!)]
    })
    return { xmin: BigInt(row.xmin), changes, overflow: changes.length > CHANGES_READ }
  }

  /**
   * Makes the index current with what `check` read (or reads it, when not given): loads it on
   * first use, applies the changes it has not seen, or reads everything again.
   */
  async ready(db: Db, check?: ChangeCheck | null): Promise<void> {
    if (!this.loaded || Date.now() - this.lastLook > RELOAD_AFTER_MS) {
      return this.serially(async () => {
        if (!this.loaded || Date.now() - this.lastLook > RELOAD_AFTER_MS) await this.load(db)
      })
    }
    let seen = check
    if (!seen) {
      const statement = BrandIndex.checkSql(sql`${String(this.watermark)}`)
      const [row] = await rowsOf<{ xmin: string; changes: string | null }>(db, statement)
      seen = BrandIndex.checkOf(row!)
    }
    const found = seen
    const unseen = () => found.changes.filter(([seq, xid]) => this.unapplied(seq, xid))
    if (!found.overflow && unseen().length === 0) {
      this.advance(found.xmin)
      return
    }
    return this.serially(async () => {
      if (found.overflow) return this.load(db)
      const todo = unseen()
      if (todo.length) await this.apply(db, todo)
      this.advance(found.xmin)
    })
  }

  private unapplied(seq: number, xid: bigint) {
    return xid >= this.watermark && !this.applied.has(seq)
  }

  /** Every change of a transaction before `xmin` has been applied: they are forgotten. */
  private advance(xmin: bigint) {
    this.lastLook = Date.now()
    if (xmin <= this.watermark) return
    this.watermark = xmin
    for (const [seq, xid] of this.applied) if (xid < xmin) this.applied.delete(seq)
  }

  private serially(work: () => Promise<void>): Promise<void> {
    const run = this.queue.then(work)
    this.queue = run.catch(() => undefined)
    return run
  }

  /**
   * Reads the whole directory into a new index, then takes its place: until then searches that
   * need nothing newer are answered from this one, and those that do wait in the queue.
   */
  private async load(db: Db): Promise<void> {
    const next = new BrandIndex()
    await next.read(db)
    this.ids = next.ids
    this.names = next.names
    this.alive = next.alive
    this.active = next.active
    this.docOf = next.docOf
    this.deadCount = next.deadCount
    this.order = next.order
    this.rankOf = next.rankOf
    this.lexId = next.lexId
    this.lexemes = next.lexemes
    this.inAll = next.inAll
    this.inName = next.inName
    this.sortedLexemes = next.sortedLexemes
    this.watermark = next.watermark
    this.applied = next.applied
    this.lastLook = next.lastLook
    this.loaded = true
    await this.cleanup(db)
  }

  /** Reads the whole directory, in one snapshot, into this new index. */
  private async read(db: Db): Promise<void> {
    await db.transaction(
      async (tx) => {
        const t = tx as unknown as Db
        const [snapshot] = await rowsOf<{ xmin: string }>(
          t,
          sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
        )
        const xmin = BigInt(snapshot!.xmin)
        // The changes this snapshot already shows.
        const seen = await rowsOf<{ seq: number; xid: string }>(
          t,
          sql`select seq::int as seq, xid::text as xid from brand_search_changes
            where xid >= ${String(xmin)}::xid8`,
        )
        this.loading = true
        // One sort, read a batch at a time.
        await t.execute(sql`declare brand_index_load no scroll cursor for
          select b.id::text as id, b.name, b.is_active as active,
            array_to_string(tsvector_to_array(b.search_vector), ' ') as words,
            array_to_string(tsvector_to_array(b.name_vector), ' ') as "nameWords"
          from brands_directory b order by b.name collate "C", b.id`)
        for (;;) {
          const rows = await rowsOf<EntryRow>(
            t,
            sql`fetch ${sql.raw(String(LOAD_BATCH))} from brand_index_load`,
          )
          for (const row of rows) this.add(row)
          if (rows.length < LOAD_BATCH) break
        }
        await t.execute(sql`close brand_index_load`)
        this.inAll.seal(this.lexemes.length, this.ids.length)
        this.inName.seal(this.lexemes.length, this.ids.length)
        this.sortedLexemes = [...this.lexemes].sort()
        this.loading = false
        this.order = Int32Array.from({ length: this.ids.length }, (_, i) => i)
        this.ranks()
        this.watermark = xmin
        this.applied = new Map(seen.map((r) => [Number(r.seq), BigInt(r.xid)]))
        this.lastLook = Date.now()
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
  }

  /** A new entry number for `row` (its place in the order is the caller's). */
  private add(row: EntryRow): number {
    const doc = this.ids.length
    this.ids.push(row.id)
    this.names.push(row.name)
    const word = doc >>> 5
    if (word >= this.alive.length) {
      const size = Math.max(64, this.alive.length * 2)
      const alive = new Int32Array(size)
      alive.set(this.alive)
      this.alive = alive
      const active = new Int32Array(size)
      active.set(this.active)
      this.active = active
    }
    const bit = 1 << (doc & 31)
    this.alive[word]! |= bit
    if (row.active) this.active[word]! |= bit
    this.docOf.set(row.id, doc)
    for (const lexeme of spaced(row.words)) this.inAll.add(this.lexemeId(lexeme), doc)
    for (const lexeme of spaced(row.nameWords)) this.inName.add(this.lexemeId(lexeme), doc)
    return doc
  }

  private lexemeId(lexeme: string): number {
    let id = this.lexId.get(lexeme)
    if (id === undefined) {
      id = this.lexemes.length
      this.lexId.set(lexeme, id)
      this.lexemes.push(lexeme)
      if (!this.loading) this.sortedLexemes.splice(this.firstAtLeast(lexeme), 0, lexeme)
    }
    return id
  }

  private ranks() {
    this.rankOf = new Int32Array(this.ids.length).fill(-1)
    for (let r = 0; r < this.order.length; r++) this.rankOf[this.order[r]!] = r
  }

  private kill(doc: number) {
    this.alive[doc >>> 5]! &= ~(1 << (doc & 31))
    this.deadCount++
  }

  /** Applies changes: their entries as they stand now (gone, when deleted). */
  private async apply(db: Db, changes: [number, bigint][]): Promise<void> {
    const seqs = changes.map(([seq]) => seq)
    const rows = await rowsOf<EntryRow & { seq: number; changed: string | null }>(
      db,
      sql`select c.seq::int as seq, c.brand_id::text as changed, b.id::text as id, b.name,
          b.is_active as active,
          array_to_string(tsvector_to_array(b.search_vector), ' ') as words,
          array_to_string(tsvector_to_array(b.name_vector), ' ') as "nameWords"
        from brand_search_changes c left join brands_directory b on b.id = c.brand_id
        where c.seq = any(${`{${seqs.join(',')}}`}::bigint[])`,
    )
    if (rows.some((r) => r.changed === null)) return this.load(db)
    const fresh: number[] = []
    const done = new Set<string>()
    for (const row of rows) {
      if (done.has(row.changed!)) continue
      done.add(row.changed!)
      const old = this.docOf.get(row.changed!)
      if (old !== undefined) {
        this.kill(old)
        this.docOf.delete(row.changed!)
      }
      if (row.id !== null) fresh.push(this.add(row))
    }
    for (const [seq, xid] of changes) this.applied.set(seq, xid)
    if (this.deadCount > 1000 && this.deadCount > this.ids.length / 4) return this.load(db)
    // The live entries in order, the new ones merged in.
    const byName = (a: number, b: number) =>
      compareCodePoints(this.names[a]!, this.names[b]!) ||
      (this.ids[a]! < this.ids[b]! ? -1 : this.ids[a]! > this.ids[b]! ? 1 : 0)
    fresh.sort(byName)
    const kept = this.order.filter((doc) => this.isAlive(doc))
    const order = new Int32Array(kept.length + fresh.length)
    let i = 0
    let j = 0
    let k = 0
    while (i < kept.length || j < fresh.length) {
      if (j === fresh.length || (i < kept.length && byName(kept[i]!, fresh[j]!) <= 0)) {
        order[k++] = kept[i++]!
      } else {
        order[k++] = fresh[j++]!
      }
    }
    this.order = order
    this.ranks()
    await this.cleanup(db)
  }

  private isAlive(doc: number) {
    return (this.alive[doc >>> 5]! & (1 << (doc & 31))) !== 0
  }

  private async cleanup(db: Db) {
    if (Date.now() - this.lastCleanup < CLEANUP_EVERY_MS) return
    this.lastCleanup = Date.now()
    await db.execute(
      sql`delete from brand_search_changes
        where at < now() - make_interval(mins => ${CHANGES_KEPT_MINUTES})`,
    )
  }

  // Evaluation.

  /**
   * A cleared bitset of every entry. A search's bitsets are taken from a pool that each rank()
   * starts again (a search is synchronous from there), which spares the collector 10 to 20 arrays
   * of 12.5 KB (at 100,000 entries) a search.
   */
  private empty() {
    const size = this.alive.length
    let bits = this.scratch[this.scratchUsed]
    if (bits?.length === size) bits.fill(0)
    else this.scratch[this.scratchUsed] = bits = new Int32Array(size)
    this.scratchUsed++
    return bits
  }

  /** Where `lexeme` is, or would be, in the sorted lexemes. */
  private firstAtLeast(lexeme: string): number {
    const sorted = this.sortedLexemes
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (sorted[mid]! < lexeme) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** The lexemes starting with `prefix`. */
  private lexemesStarting(prefix: string): number[] {
    const sorted = this.sortedLexemes
    const found: number[] = []
    for (
      let i = this.firstAtLeast(prefix);
      i < sorted.length && sorted[i]!.startsWith(prefix);
      i++
    ) {
      found.push(this.lexId.get(sorted[i]!)!)
    }
    return found
  }

  /** Sets in `into` the entries having any of `lexemes` in `field`. */
  private mark(into: Int32Array, field: Field, lexemes: number[]) {
    for (const id of lexemes) field.mark(into, id)
  }

  /** The entries with a term in a field; null when the term has no lexeme (it is ignored). */
  private termBits(field: Field, term: Term): Int32Array | null {
    if (term.lexemes.length === 0) return null
    let bits: Int32Array | null = null
    for (const lexeme of term.lexemes) {
      const one = this.empty()
      this.mark(one, field, this.lexemesOf(lexeme, term.prefix))
      if (bits) for (let i = 0; i < bits.length; i++) bits[i]! &= one[i]!
      else bits = one
    }
    return bits
  }

  /** The lexeme's id, or when `prefix` those of the lexemes it starts. */
  private lexemesOf(lexeme: string, prefix: boolean): number[] {
    if (prefix) return this.lexemesStarting(lexeme)
    const id = this.lexId.get(lexeme)
    return id === undefined ? [] : [id]
  }

  /** The entries with any of the terms; null when none has a lexeme. */
  private anyOf(field: Field, terms: Term[]): Int32Array | null {
    let bits: Int32Array | null = null
    for (const term of terms) {
      if (term.lexemes.length === 0) continue
      bits ??= this.empty()
      // A term of one lexeme (most are) is marked straight into the union.
      if (term.lexemes.length === 1) {
        this.mark(bits, field, this.lexemesOf(term.lexemes[0]!, term.prefix))
        continue
      }
      const one = this.termBits(field, term)!
      for (let i = 0; i < bits.length; i++) bits[i]! |= one[i]!
    }
    return bits
  }

  /**
   * The entries with every word in the field, as typed (`exact`) and, when some word has
   * corrections, as typed or corrected (`any`; else the same bitset). A word without lexemes (a
   * stop word) is left out.
   */
  private everyWord(
    field: Field,
    words: WordTerms[],
    corrected: boolean,
  ): { exact: Int32Array; any: Int32Array } {
    let exact: Int32Array | null = null
    let any: Int32Array | null = null
    for (const word of words) {
      const typed = this.anyOf(field, word.exact)
      const fixed = corrected ? this.anyOf(field, word.corrected) : null
      // Typed or corrected: the corrections' bitset with the typed one added.
      let either = fixed ?? typed
      if (fixed && typed) for (let i = 0; i < fixed.length; i++) fixed[i]! |= typed[i]!
      if (typed) {
        if (exact) for (let i = 0; i < exact.length; i++) exact[i]! &= typed[i]!
        else exact = typed
      }
      if (!corrected || !either) continue
      if (either === typed) either = this.copy(typed)
      if (any) for (let i = 0; i < any.length; i++) any[i]! &= either[i]!
      else any = either
    }
    // Nothing to look for matches nothing.
    exact ??= this.empty()
    return { exact, any: corrected ? (any ?? this.empty()) : exact }
  }

  private copy(bits: Int32Array): Int32Array {
    const copied = this.empty()
    copied.set(bits)
    return copied
  }

  private scopeBits(scope: IndexScope): Int32Array {
    const bits = this.copy(this.alive)
    if (scope.active !== null) {
      for (let i = 0; i < bits.length; i++) {
        bits[i]! &= scope.active ? this.active[i]! : ~this.active[i]!
      }
    }
    if (scope.only) {
      const only = this.empty()
      for (const id of scope.only) {
        const doc = this.docOf.get(id)
        if (doc !== undefined) only[doc >>> 5]! |= 1 << (doc & 31)
      }
      for (let i = 0; i < bits.length; i++) bits[i]! &= only[i]!
    }
    for (const id of scope.except ?? []) {
      const doc = this.docOf.get(id)
      if (doc !== undefined) bits[doc >>> 5]! &= ~(1 << (doc & 31))
    }
    return bits
  }

  /**
   * The search's matches in the scope, best first: the page from `offset`, and how many match.
   * `words` null lists every entry in the scope by name.
   */
  rank(
    words: WordTerms[] | null,
    scope: IndexScope,
    page: { offset: number; limit: number },
  ): { total: number; ids: string[] } {
    this.scratchUsed = 0
    const inScope = this.scopeBits(scope)
    const tiers: Int32Array[] = []
    const counts: number[] = []
    if (words === null) {
      tiers.push(inScope)
      counts.push(popcount(inScope))
    } else {
      const corrected = words.some((w) => w.corrected.length > 0)
      const { exact: exactName, any: anyName } = this.everyWord(this.inName, words, corrected)
      const { exact: exactAll, any: anyAll } = this.everyWord(this.inAll, words, corrected)
      // A name's words are among its entry's, so the name tier is within the entry's; without
      // corrections the last two tiers are empty.
      const [t0, t1] = [this.empty(), this.empty()]
      const [t2, t3] = corrected ? [this.empty(), this.empty()] : [t0, t1]
      let [c0, c1, c2, c3] = [0, 0, 0, 0]
      for (let i = 0; i < inScope.length; i++) {
        const s = inScope[i]!
        const en = exactName[i]! & s
        const ea = exactAll[i]! & s
        const elsewhere = ea & ~en
        t0[i] = en
        t1[i] = elsewhere
        c0 += bitCount(en)
        c1 += bitCount(elsewhere)
        if (!corrected) continue
        const an = anyName[i]! & s
        const nameFixed = an & ~ea
        const fixed = anyAll[i]! & s & ~an & ~ea
        t2[i] = nameFixed
        t3[i] = fixed
        c2 += bitCount(nameFixed)
        c3 += bitCount(fixed)
      }
      tiers.push(t0, t1)
      counts.push(c0, c1)
      if (corrected) {
        tiers.push(t2, t3)
        counts.push(c2, c3)
      }
    }
    const total = counts.reduce((a, b) => a + b, 0)
    const ids: string[] = []
    let skip = page.offset
    for (let k = 0; k < tiers.length && ids.length < page.limit; k++) {
      if (skip >= counts[k]!) {
        skip -= counts[k]!
        continue
      }
      const take = Math.min(page.limit - ids.length, counts[k]! - skip)
      for (const doc of this.inNameOrder(tiers[k]!, counts[k]!, skip, take)) {
        ids.push(this.ids[doc]!)
      }
      skip = 0
    }
    return { total, ids }
  }

  /** Entries `skip` to `skip + take` of a set of `count` entries, in name order. */
  private inNameOrder(bits: Int32Array, count: number, skip: number, take: number): number[] {
    const has = (doc: number) => (bits[doc >>> 5]! & (1 << (doc & 31))) !== 0
    // Walking the order reads about (skip + take) / density entries; sorting the set costs
    // about count · log2(count). The cheaper is taken.
    const walk = ((skip + take) * this.order.length) / count
    if (walk <= count * Math.log2(count + 1)) {
      const found: number[] = []
      let seen = 0
      for (let r = 0; r < this.order.length && found.length < take; r++) {
        const doc = this.order[r]!
        if (!has(doc)) continue
        if (seen++ >= skip) found.push(doc)
      }
      return found
    }
    const members = new Int32Array(count)
    let n = 0
    for (let i = 0; i < bits.length; i++) {
      let v = bits[i]!
      while (v !== 0) {
        const low = v & -v
        members[n++] = (i << 5) | (31 - Math.clz32(low))
        v ^= low
      }
    }
    const rankOf = this.rankOf
    members.sort((a, b) => rankOf[a]! - rankOf[b]!)
    return Array.from(members.subarray(skip, skip + take))
  }
}

const indexes = new WeakMap<Db, BrandIndex>()

/** The index of a database (one per database handle, so per server and per test app). */
export function brandIndexOf(db: Db): BrandIndex {
  let index = indexes.get(db)
  if (!index) {
    index = new BrandIndex()
    indexes.set(db, index)
  }
  return index
}

/** How often a server brings its index up to date between searches. */
export const INDEX_KEEPING_MS = 60_000

/**
 * Brings the index up to date every minute on a server, so that a search after a quiet spell
 * does not pay for the changes meanwhile, nor (after an hour) for reading the whole index again.
 * Returns the function that stops it.
 */
export function keepBrandIndexCurrent(
  db: Db,
  onError: (error: unknown) => void,
  everyMs = INDEX_KEEPING_MS,
): () => void {
  const timer = setInterval(() => {
    brandIndexOf(db)
      .ready(db)
      .catch((error: unknown) => onError(error))
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
