/**
 * The search's vocabulary (decision 017): every word (run of letters and digits) in the
 * directory's names, categories, departments and descriptions, so that the word being typed can
 * be completed into the words it starts; and the deletions of each word of four or more letters
 * (the word with one letter left out), so that a misspelled query word finds the words one edit
 * away by an index lookup (the symmetric-deletion method). Kept by statement triggers on
 * brands_directory (drizzle/0032); a word whose brands are gone stays, and only costs a lookup
 * that matches nothing.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  // The words a prefix starts (LIKE 'kitch%'), whatever the database's collation.
  (t) => [index('search_words_prefix_idx').on(t.word.op('text_pattern_ops'))],
)

export const searchWordDeletions = pgTable(
  'search_word_deletions',
  {
    deletion: text('deletion').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deletion, t.word] })],
)

/**
 * How many directory entries are active, kept exact by statement triggers on brands_directory
 * (drizzle/0032), so that "X of Y brands" costs one row at any size. The row lock the trigger
 * takes is held to the writer's commit, so a reader never counts rows it cannot see.
 */
export const brandsDirectoryTotals = pgTable(
  'brands_directory_totals',
  {
    id: integer('id').primaryKey().default(1),
    active: bigint('active', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('brands_directory_totals_single_row_ck', sql`${t.id} = 1`)],
)

/** A transaction id (xid8), as text: it outgrows a JavaScript number. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' })

/**
 * The directory entries whose searchable fields changed, with the writing transaction's id, so
 * that every server's in-memory search index (modules/search/brand-index.ts, decision 018) can
 * apply what others wrote before it answers. Written by statement triggers on brands_directory
 * (drizzle/0034); a row without an entry says "read everything again" (a bulk write or a load
 * that bypassed the triggers). Rows older than an hour are deleted by the readers.
 */
export const brandSearchChanges = pgTable(
  'brand_search_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: uuid('brand_id'),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A reader asks for the changes of transactions at or after the oldest it may not have seen.
  (t) => [
    index('brand_search_changes_xid_idx').on(t.xid),
    index('brand_search_changes_at_idx').on(t.at),
  ],
)
