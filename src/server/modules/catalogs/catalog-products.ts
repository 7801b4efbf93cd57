/**
 * An approved CSV or XLSX catalog becomes products of its brand (issue 5): columns name, sku,
 * price, wholesale_price, stock, and optionally map_price, description, gtin (or a header upc or
 * ean) and category (issue 14; header names case-insensitive). Every data row is checked like the
 * Add Product form; refused rows are reported with their row numbers (the first 20, then a count,
 * as the admin CSV import does). A row whose SKU the brand already has updates that product
 * instead of adding a second one. Imported products are approved: the admin approved the catalog
 * they came from. A PDF catalog is approved as a file only.
 *
 * A GTIN names one product of a brand: a GTIN twice in the file, or one the brand's product of
 * another SKU has, refuses the row. A MAP is versioned (product_map_prices): a row's MAP that
 * differs from the one in force becomes a version in force from the import, written in its
 * transaction; earlier versions stay, so listings observed before are judged by their MAP. The
 * import announces nothing per row (the MAP policy's screens announce changes).
 *
 * A file that cannot be read (not UTF-8; an XLSX that is a bomb, corrupt, or over a limit of
 * lib/tabular's XLSX reader) is refused when it is uploaded (assertCatalogReadable), and its
 * approval fails the same way (422 CATALOG_UNREADABLE; for a file stored before uploads were
 * read, or lost from storage), so such a catalog is never approved. The file is read and checked before the
 * approval's transaction (prepareCatalogImport: parsing a large file must not hold the row lock,
 * or PGlite's one connection, for its duration), and the rows are stored in that transaction
 * under a savepoint (storeCatalogImport): when the database refuses them, no product changes,
 * the summary says so, and the catalog is approved all the same. A readable file without the
 * required columns or rows is approved with that error in its summary.
 *
 * Reading keeps only what the import needs: rows are taken one at a time and only the mapped
 * columns of each are kept, and reading stops after CATALOG_MAX_ROWS data rows.
 */
import { sql } from 'drizzle-orm'
import {
  CATALOG_COLUMN_ALIASES,
  CATALOG_IMPORT_ERRORS_SHOWN,
  CATALOG_IMPORT_MESSAGES as M,
  CATALOG_MAX_COLUMNS,
  CATALOG_MAX_ROWS,
  CATALOG_PRODUCT_COLUMNS,
  CATALOG_PRODUCT_REQUIRED_COLUMNS,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_GTIN_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_SKU_MAX_LENGTH,
  XLSX_MAX_CELL_CHARS,
  XLSX_MAX_ENTRIES,
  XLSX_MAX_INFLATE_RATIO,
  XLSX_MAX_SHARED_STRINGS,
  XLSX_MAX_UNCOMPRESSED_BYTES,
  XLSX_RATIO_GRACE_BYTES,
  CATALOG_PREVIEW_TEXTS as P,
  type CatalogConfirmation,
  type CatalogFieldChange,
  type CatalogImportPreview,
  type CatalogImportSummary,
  type CatalogProductColumn,
  type CatalogProductUpdate,
} from '#shared/brand-inventory-texts.ts'
import { CATALOG_CODES, type CatalogExtension } from '#shared/catalogs-texts.ts'
import { normaliseGtin } from '#shared/gtin.ts'
import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  type ProductCategory,
} from '#shared/reseller-hub-texts.ts'
import { CATALOG_PREVIEW_CHANGES_SHOWN } from '#shared/constants.ts'
import { centsOf } from '#shared/price-sanity.ts'
import { parseMoney, parseStock } from '#shared/schemas/brand-products.ts'
import { NO_NUL_MESSAGE } from '#shared/schemas/common.ts'
import type { Db } from '../../db/client.ts'
import { HttpError, conflict } from '../../lib/http/errors.ts'
import type { Logger } from '../../lib/logger.ts'
import type { ObjectStorage } from '../../lib/storage/storage.ts'
import { byteChunks } from '../../lib/tabular/byte-chunks.ts'
import { NotTextError, XlsxError, type XlsxErrorReason } from '../../lib/tabular/errors.ts'
import { readDelimited } from '../../lib/tabular/read-delimited.ts'
import { readXlsx, type XlsxLimits } from '../../lib/tabular/read-xlsx.ts'

/** A transaction or the database: both run queries and savepoints. */
type Tx = Pick<Db, 'execute' | 'transaction'>

/** One data row as read: its row number, the mapped cells; columns is null for XLSX. */
interface SourceRow {
  row: number
  cells: string[]
  columns: number | null
  unterminated: boolean
}

type ColumnIndex = Partial<Record<CatalogProductColumn, number>>

interface ProductRow {
  /** The file's row number (refusals found when storing name it); not a column. */
  row: number
  name: string
  sku: string
  description: string | null
  price: string
  wholesale_price: string
  map_price: string | null
  /** 14 digits (#shared/gtin.ts), or none. */
  gtin: string | null
  category: ProductCategory | null
  stock: number
}

/** The optional columns a file has: an existing product keeps what the file does not give. */
interface OptionalColumns {
  mapPrice: boolean
  description: boolean
  gtin: boolean
  category: boolean
}

/** 422: the file is of an accepted type and cannot be read. */
const unreadable = (message: string) =>
  new HttpError(422, { code: CATALOG_CODES.unreadable, message })

const XLSX_LIMITS: XlsxLimits = {
  maxEntries: XLSX_MAX_ENTRIES,
  maxUncompressedBytes: XLSX_MAX_UNCOMPRESSED_BYTES,
  maxRatio: XLSX_MAX_INFLATE_RATIO,
  ratioGraceBytes: XLSX_RATIO_GRACE_BYTES,
  maxColumns: CATALOG_MAX_COLUMNS,
  maxCellChars: XLSX_MAX_CELL_CHARS,
  maxSharedStrings: XLSX_MAX_SHARED_STRINGS,
}

const emptySummary = (kind: CatalogImportSummary['kind']): CatalogImportSummary => ({
  kind,
  processed: 0,
  created: 0,
  updated: 0,
  failed: 0,
  errors: [],
  moreErrors: 0,
  error: null,
})

/** What reading a catalog's rows gave. */
interface CatalogRows {
  /** Why no row can be imported (a required column missing, no data row); the file was read. */
  error: string | null
  /** Where each mapped column is in a row's cells. */
  index: ColumnIndex
  /** The header's field count (CSV), to spot rows that have another. */
  headerColumns: number | null
  rows: SourceRow[]
  truncated: boolean
}

/**
 * Takes rows as they are read: the first is the header, mapped to the catalog's columns; of each
 * data row only the mapped cells are kept (or none, when only checking the file).
 */
function rowCollector(keepRows: boolean) {
  const result: CatalogRows = {
    error: M.needsRows,
    index: {},
    headerColumns: null,
    rows: [],
    truncated: false,
  }
  let header: { positions: number[] } | { error: string } | null = null
  const take = (row: SourceRow) => {
    if (!header) {
      const mapped = mapCatalogHeader(row.cells)
      if (!mapped.ok) {
        header = { error: mapped.message }
        return
      }
      const columns = Object.entries(mapped.index) as [CatalogProductColumn, number][]
      header = { positions: columns.map(([, at]) => at) }
      columns.forEach(([column], i) => {
        result.index[column] = i
      })
      result.headerColumns = row.columns
      return
    }
    // The header's error once there is a data row (no data row at all says needsRows).
    if ('error' in header) {
      result.error = header.error
      return
    }
    result.error = null
    if (keepRows) {
      const { positions } = header
      result.rows.push({ ...row, cells: positions.map((at) => row.cells[at] ?? '') })
    }
  }
  return { take, result }
}

const XLSX_MESSAGES: Record<XlsxErrorReason, string> = {
  'too-large': M.xlsxTooLarge,
  ratio: M.xlsxRatio,
  'too-many-entries': M.xlsxTooManyEntries,
  invalid: M.xlsxInvalid,
}

/**
 * The rows of a catalog: the header and at most CATALOG_MAX_ROWS data rows (truncated: there
 * were more); blank lines are skipped and keep their numbers. Past the limit a CSV is still read
 * to its end, rows dropped, so that a file that is not UTF-8 text anywhere is refused; an XLSX
 * reader stopped there still inflates the rest of the sheet under the budget and ratio.
 */
async function readRows(
  extension: 'csv' | 'xlsx',
  bytes: Uint8Array,
  take: (row: SourceRow) => void,
): Promise<{ truncated: boolean }> {
  const rows =
    extension === 'csv'
      ? readDelimited(byteChunks(bytes), { maxColumns: CATALOG_MAX_COLUMNS })
      : readXlsx(bytes, XLSX_LIMITS)
  let dataRows = 0
  let headerSeen = false
  let truncated = false
  try {
    for await (const row of rows) {
      if (row.columns === 1 && row.cells[0]!.trim() === '') continue // a blank line
      if (headerSeen && dataRows >= CATALOG_MAX_ROWS) {
        truncated = true
        if (extension === 'xlsx') break
        continue
      }
      if (headerSeen) dataRows += 1
      headerSeen = true
      take({
        row: row.line,
        cells: row.cells,
        // Spreadsheet rows leave their empty trailing cells out: their width says nothing.
        columns: extension === 'csv' ? row.columns : null,
        unterminated: row.unterminated,
      })
    }
  } catch (error) {
    if (error instanceof NotTextError) throw unreadable(M.notText)
    if (error instanceof XlsxError) throw unreadable(XLSX_MESSAGES[error.reason])
    throw error
  }
  return { truncated }
}

/**
 * Reads a CSV or XLSX catalog's rows under the catalog limits. Throws 422 CATALOG_UNREADABLE
 * when the file cannot be read; anything unexpected is logged and refused the same way.
 */
async function readCatalogRows(
  logger: Logger,
  extension: 'csv' | 'xlsx',
  bytes: Uint8Array,
  keepRows: boolean,
): Promise<CatalogRows> {
  const { take, result } = rowCollector(keepRows)
  try {
    result.truncated = (await readRows(extension, bytes, take)).truncated
    return result
  } catch (error) {
    if (error instanceof HttpError) throw error
    logger.warn(`catalog could not be read: ${(error as Error).message}`)
    throw unreadable(M.unreadable)
  }
}

/** At upload: a CSV or XLSX catalog that cannot be read is refused (422), before it is stored. */
export async function assertCatalogReadable(
  logger: Logger,
  extension: CatalogExtension,
  bytes: Uint8Array,
): Promise<void> {
  if (extension === 'pdf') return
  await readCatalogRows(logger, extension, bytes, false)
}

/** A header cell's column: its name or an alias (upc, ean), trimmed and case-insensitive. */
function columnOf(cell: string): CatalogProductColumn | undefined {
  const name = cell.trim().toLowerCase()
  if ((CATALOG_PRODUCT_COLUMNS as readonly string[]).includes(name)) {
    return name as CatalogProductColumn
  }
  return Object.hasOwn(CATALOG_COLUMN_ALIASES, name) ? CATALOG_COLUMN_ALIASES[name] : undefined
}

/**
 * Header cell → column, case-insensitive and trimmed; the first required column missing. Of two
 * headers for one column (gtin and upc), the first from the left is read.
 */
export function mapCatalogHeader(
  header: readonly string[],
):
  | { ok: true; index: Partial<Record<CatalogProductColumn, number>> }
  | { ok: false; message: string } {
  const index: Partial<Record<CatalogProductColumn, number>> = {}
  header.forEach((cell, i) => {
    const column = columnOf(cell)
    if (column !== undefined && index[column] === undefined) index[column] = i
  })
  for (const required of CATALOG_PRODUCT_REQUIRED_COLUMNS) {
    if (index[required] === undefined) return { ok: false, message: M.missingField(required) }
  }
  return { ok: true, index }
}

/** The category's value or its label ('home_goods', 'Home goods'), case-insensitive; '' none. */
const CATEGORY_BY_NAME = new Map<string, ProductCategory>(
  PRODUCT_CATEGORIES.flatMap((c) => [
    [c, c],
    [PRODUCT_CATEGORY_LABELS[c].toLowerCase(), c],
  ]),
)

function categoryCell(
  raw: string,
): { ok: true; value: ProductCategory | null } | { ok: false; message: string } {
  const value = raw.trim()
  if (value === '') return { ok: true, value: null }
  const category = CATEGORY_BY_NAME.get(value.toLowerCase())
  if (category) return { ok: true, value: category }
  // The value is echoed in the summary: a long cell is cut.
  const shown = value.length > PRODUCT_GTIN_MAX_LENGTH ? `${value.slice(0, 40)}…` : value
  return { ok: false, message: M.categoryUnknown(shown) }
}

function gtinCell(
  raw: string,
): { ok: true; value: string | null } | { ok: false; message: string } {
  const value = raw.trim()
  if (value === '') return { ok: true, value: null }
  if (value.length > PRODUCT_GTIN_MAX_LENGTH) {
    return {
      ok: false,
      message: M.fieldInvalid('gtin', `Must be at most ${PRODUCT_GTIN_MAX_LENGTH} characters`),
    }
  }
  const gtin = normaliseGtin(value)
  return gtin.ok
    ? { ok: true, value: gtin.gtin }
    : { ok: false, message: M.fieldInvalid('gtin', gtin.reason) }
}

/** Checks one data row; the message names the field, as the admin CSV import does. */
export function checkCatalogRow(
  cells: readonly string[],
  index: Partial<Record<CatalogProductColumn, number>>,
  row = 0,
): { ok: true; row: ProductRow } | { ok: false; message: string } {
  const cell = (column: CatalogProductColumn) => {
    const i = index[column]
    return i === undefined ? '' : (cells[i] ?? '')
  }
  for (const column of CATALOG_PRODUCT_REQUIRED_COLUMNS) {
    if (cell(column).trim() === '') return { ok: false, message: M.missingField(column) }
  }
  const texts: [CatalogProductColumn, number][] = [
    ['name', PRODUCT_NAME_MAX_LENGTH],
    ['sku', PRODUCT_SKU_MAX_LENGTH],
    ['description', PRODUCT_DESCRIPTION_MAX_LENGTH],
  ]
  for (const [column, max] of texts) {
    const value = cell(column)
    if (value.includes('\u0000'))
      return { ok: false, message: M.fieldInvalid(column, NO_NUL_MESSAGE) }
    if (value.trim().length > max) {
      return { ok: false, message: M.fieldInvalid(column, `Must be at most ${max} characters`) }
    }
  }
  const money: Partial<Record<CatalogProductColumn, string | null>> = {}
  for (const column of ['price', 'wholesale_price', 'map_price'] as const) {
    const raw = cell(column)
    if (raw.trim() === '') {
      money[column] = null
      continue
    }
    const parsed = parseMoney(raw)
    if (!parsed.ok) return { ok: false, message: M.fieldInvalid(column, parsed.message) }
    money[column] = parsed.value
  }
  // Issue 15: price sanity; a MAP below wholesale is a change the brand confirms (planImport).
  if (centsOf(money.wholesale_price!) > centsOf(money.price!)) {
    return {
      ok: false,
      message: M.wholesaleAboveRetail(money.wholesale_price!, money.price!),
    }
  }
  const stock = parseStock(cell('stock'))
  if (!stock.ok) return { ok: false, message: M.fieldInvalid('stock', stock.message) }
  const gtin = gtinCell(cell('gtin'))
  if (!gtin.ok) return gtin
  const category = categoryCell(cell('category'))
  if (!category.ok) return category
  const description = cell('description').trim()
  return {
    ok: true,
    row: {
      row,
      name: cell('name').trim(),
      sku: cell('sku').trim(),
      description: description === '' ? null : description,
      price: money.price!,
      wholesale_price: money.wholesale_price!,
      map_price: money.map_price ?? null,
      gtin: gtin.value,
      category: category.value,
      stock: stock.value,
    },
  }
}

/** Rows per statement: one JSON parameter unpacked by PostgreSQL. */
const BATCH = 5000

/**
 * The rows whose GTIN another of the brand's products has (another SKU, or none): storing them
 * would break products_brand_id_gtin_uq. Read in the import's transaction, so it sees what the
 * import will write over.
 */
async function gtinsTaken(
  tx: Tx,
  brandId: string,
  rows: readonly ProductRow[],
): Promise<Map<ProductRow, string | null>> {
  const taken = new Map<ProductRow, string | null>()
  const withGtin = rows.filter((r) => r.gtin !== null)
  for (let i = 0; i < withGtin.length; i += BATCH) {
    const batch = withGtin.slice(i, i + BATCH)
    const result = await tx.execute(sql`
      select p.gtin, p.sku from products p
      where p.brand_id = ${brandId}
        and p.gtin in (select jsonb_array_elements_text(${JSON.stringify(batch.map((r) => r.gtin))}::jsonb))`)
    const owners = new Map(
      (result as unknown as { rows: { gtin: string; sku: string | null }[] }).rows.map((o) => [
        o.gtin,
        o.sku,
      ]),
    )
    for (const r of batch) {
      const owner = owners.get(r.gtin!)
      if (owner !== undefined && owner !== r.sku) taken.set(r, owner)
    }
  }
  return taken
}

/** A product of the brand as an import compares it: text as stored, money with 2 decimals. */
interface ExistingProduct {
  name: string
  description: string | null
  gtin: string | null
  category: string | null
  price: string
  wholesale_price: string
  stock: number
  map_price: string | null
}

/** The brand's products with the rows' SKUs, with the MAP in force now. */
async function existingBySku(
  tx: Pick<Db, 'execute'>,
  brandId: string,
  rows: readonly ProductRow[],
): Promise<Map<string, ExistingProduct>> {
  const found = new Map<string, ExistingProduct>()
  for (let i = 0; i < rows.length; i += BATCH) {
    const skus = JSON.stringify(rows.slice(i, i + BATCH).map((r) => r.sku))
    const result = await tx.execute(sql`
      select p.sku, p.name, p.description, p.gtin, p.category::text as category,
        p.price::text as price, p.wholesale_price::text as wholesale_price, p.stock,
        product_map_price_at(p.id, now())::text as map_price
      from products p
      where p.brand_id = ${brandId}
        and p.sku in (select jsonb_array_elements_text(${skus}::jsonb))`)
    for (const r of (result as unknown as { rows: (ExistingProduct & { sku: string })[] }).rows) {
      found.set(r.sku, { ...r, stock: Number(r.stock) })
    }
  }
  return found
}

/** The fields a row changes on its product (only the columns the file has). */
function changesOf(
  row: ProductRow,
  old: ExistingProduct,
  has: OptionalColumns,
): CatalogFieldChange[] {
  const pairs: [CatalogProductColumn, string | null, string | null, boolean][] = [
    ['name', old.name, row.name, true],
    ['description', old.description, row.description, has.description],
    ['gtin', old.gtin, row.gtin, has.gtin],
    ['category', old.category, row.category, has.category],
    ['price', old.price, row.price, true],
    ['wholesale_price', old.wholesale_price, row.wholesale_price, true],
    ['stock', String(old.stock), String(row.stock), true],
    ['map_price', old.map_price, row.map_price, has.mapPrice],
  ]
  return pairs
    .filter(([, from, to, given]) => given && from !== to)
    .map(([field, from, to]) => ({ field, from, to }))
}

/** Stable name of a change the brand confirms: its kind, SKU, old and new value. */
const confirmationKey = (
  kind: CatalogConfirmation['kind'],
  sku: string,
  from: unknown,
  to: unknown,
) => JSON.stringify([kind, sku, from, to])

/** The changes of a row that need the brand's confirmation (issue 15). */
function confirmationsOf(
  row: ProductRow,
  old: ExistingProduct | undefined,
  has: OptionalColumns,
): CatalogConfirmation[] {
  const found: CatalogConfirmation[] = []
  if (old && old.name !== row.name) {
    found.push({
      key: confirmationKey('rename', row.sku, old.name, row.name),
      kind: 'rename',
      sku: row.sku,
      message: P.rename(row.sku, old.name, row.name),
    })
  }
  if (old && has.mapPrice && old.map_price !== null && row.map_price === null) {
    found.push({
      key: confirmationKey('clear-map', row.sku, old.map_price, null),
      kind: 'clear-map',
      sku: row.sku,
      message: P.clearMap(row.sku, old.map_price),
    })
  }
  const map = has.mapPrice ? row.map_price : (old?.map_price ?? null)
  const mapChanges = !old || old.map_price !== map || old.wholesale_price !== row.wholesale_price
  if (map !== null && mapChanges && centsOf(map) < centsOf(row.wholesale_price)) {
    found.push({
      key: confirmationKey('map-below-wholesale', row.sku, map, row.wholesale_price),
      kind: 'map-below-wholesale',
      sku: row.sku,
      message: P.mapBelowWholesale(row.sku, map, row.wholesale_price),
    })
  }
  return found
}

/** What storing the rows would do against the products as they are now. */
interface ImportPlan {
  adds: ProductRow[]
  updates: { row: ProductRow; update: CatalogProductUpdate }[]
  unchanged: number
  confirmations: CatalogConfirmation[]
}

function planImport(
  rows: readonly ProductRow[],
  existing: Map<string, ExistingProduct>,
  has: OptionalColumns,
): ImportPlan {
  const plan: ImportPlan = { adds: [], updates: [], unchanged: 0, confirmations: [] }
  for (const row of rows) {
    const old = existing.get(row.sku)
    plan.confirmations.push(...confirmationsOf(row, old, has))
    if (!old) {
      plan.adds.push(row)
      continue
    }
    const changes = changesOf(row, old, has)
    if (changes.length === 0) plan.unchanged += 1
    else plan.updates.push({ row, update: { row: row.row, sku: row.sku, name: row.name, changes } })
  }
  return plan
}

/** The confirmations the brand has not given. */
const unconfirmed = (plan: ImportPlan, confirmed: readonly string[]) => {
  const given = new Set(confirmed)
  return plan.confirmations.filter((c) => !given.has(c.key))
}

/**
 * Issue 15: what approving the catalog would do now: the adds, the updates field by field, the
 * rows skipped as unchanged, the refused rows (conflicts) and the changes that need the brand's
 * confirmation. Reads the file (422 when it cannot be read) and the brand's products.
 */
export async function previewCatalogImport(
  deps: { storage: ObjectStorage; logger: Logger; db: Db },
  catalog: { brandId: string; storageKey: string; confirmedChanges: string[] | null },
): Promise<CatalogImportPreview> {
  const prepared = await prepareCatalogImport(deps, catalog.storageKey)
  const { summary } = prepared
  const existing = await existingBySku(deps.db, catalog.brandId, prepared.good)
  const taken = await gtinsTaken(deps.db, catalog.brandId, prepared.good)
  const rows = prepared.good.filter((r) => !taken.has(r))
  const withTaken = withRefusals(
    summary,
    [...taken].map(([r, sku]) => ({ row: r.row, message: M.gtinTaken(r.gtin!, sku) })),
  )
  const plan = planImport(rows, existing, prepared.has)
  const shown = CATALOG_PREVIEW_CHANGES_SHOWN
  return {
    kind: summary.kind,
    error: summary.error,
    processed: summary.processed,
    adds: plan.adds.slice(0, shown).map((r) => ({
      row: r.row,
      sku: r.sku,
      name: r.name,
      price: r.price,
      wholesalePrice: r.wholesale_price,
    })),
    moreAdds: Math.max(0, plan.adds.length - shown),
    updates: plan.updates.slice(0, shown).map((u) => u.update),
    moreUpdates: Math.max(0, plan.updates.length - shown),
    unchanged: plan.unchanged,
    conflicts: withTaken.errors,
    moreConflicts: withTaken.moreErrors,
    failed: withTaken.failed,
    confirmations: plan.confirmations,
    confirmed: catalog.confirmedChanges ?? [],
  }
}

/**
 * Inserts the rows as approved products of the brand; a SKU the brand has updates that product
 * (price, stock, name…; description, GTIN and category only when the file has those columns).
 * Then, when the file has map_price, each product whose MAP in force differs from its row's gets
 * a version from now (the transaction's time); `actor` is recorded as who set it.
 */
async function upsertProducts(
  tx: Tx,
  brandId: string,
  rows: readonly ProductRow[],
  has: OptionalColumns,
): Promise<{ created: number; updated: number }> {
  let created = 0
  let updated = 0
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = JSON.stringify(rows.slice(i, i + BATCH))
    const result = await tx.execute(sql`
      insert into products (brand_id, name, description, sku, gtin, category, price,
        wholesale_price, stock, approval_status)
      select ${brandId}, r.name, r.description, r.sku, r.gtin, r.category::product_category,
        r.price, r.wholesale_price, r.stock, 'approved'
      from jsonb_to_recordset(${batch}::jsonb) as r(name text, description text, sku text,
        gtin text, category text, price numeric, wholesale_price numeric, stock integer)
      on conflict (brand_id, sku) where sku is not null do update set
        name = excluded.name,
        description = case when ${has.description} then excluded.description
          else products.description end,
        gtin = case when ${has.gtin} then excluded.gtin else products.gtin end,
        category = case when ${has.category} then excluded.category else products.category end,
        price = excluded.price,
        wholesale_price = excluded.wholesale_price,
        stock = excluded.stock,
        approval_status = 'approved',
        updated_at = now()
      returning (xmax = 0) as inserted`)
    for (const r of (result as unknown as { rows: { inserted: boolean }[] }).rows) {
      if (r.inserted) created += 1
      else updated += 1
    }
    if (has.mapPrice) {
      await tx.execute(sql`
        insert into product_map_prices (product_id, map_price, effective_from, created_by)
        select p.id, r.map_price, now(), ${brandId}
        from jsonb_to_recordset(${batch}::jsonb) as r(sku text, map_price numeric)
        join products p on p.brand_id = ${brandId} and p.sku = r.sku
        where product_map_price_at(p.id, now()) is distinct from r.map_price`)
    }
  }
  return { created, updated }
}

/** The summary with more refused rows: the listed ones stay the first in file order. */
function withRefusals(
  summary: CatalogImportSummary,
  refused: readonly { row: number; message: string }[],
): CatalogImportSummary {
  if (refused.length === 0) return summary
  const errors = [...summary.errors, ...refused].sort((a, b) => a.row - b.row)
  const shown = errors.slice(0, CATALOG_IMPORT_ERRORS_SHOWN)
  return {
    ...summary,
    failed: summary.failed + refused.length,
    errors: shown,
    moreErrors: summary.moreErrors + errors.length - shown.length,
  }
}

async function readAll(storage: ObjectStorage, key: string): Promise<Uint8Array | null> {
  const stored = await storage.get(key)
  if (!stored) return null
  return new Uint8Array(await new Response(stored.body).arrayBuffer())
}

/** A catalog's rows read and checked, ready to be stored in the approval's transaction. */
export interface PreparedImport {
  summary: CatalogImportSummary
  good: ProductRow[]
  has: OptionalColumns
}

/**
 * Reads an approved catalog's file and checks its rows, outside any transaction. Throws 422
 * CATALOG_UNREADABLE when the file cannot be read (or is missing from storage); everything
 * wrong inside a readable file is in the summary.
 */
export async function prepareCatalogImport(
  deps: { storage: ObjectStorage; logger: Logger },
  storageKey: string,
): Promise<PreparedImport> {
  const none: OptionalColumns = {
    mapPrice: false,
    description: false,
    gtin: false,
    category: false,
  }
  const ext = storageKey.slice(storageKey.lastIndexOf('.') + 1).toLowerCase()
  if (ext !== 'csv' && ext !== 'xlsx') return { summary: emptySummary('file'), good: [], has: none }
  let bytes: Uint8Array | null
  try {
    bytes = await readAll(deps.storage, storageKey)
  } catch (error) {
    deps.logger.warn(`catalog ${storageKey} could not be read: ${(error as Error).message}`)
    throw unreadable(M.fileMissing)
  }
  if (!bytes) throw unreadable(M.fileMissing)
  const source = await readCatalogRows(deps.logger, ext, bytes, true)
  const summary = emptySummary('rows')
  if (source.error) return { summary: { ...summary, error: source.error }, good: [], has: none }

  const refuse = (row: number, message: string) => {
    summary.failed += 1
    if (summary.errors.length < CATALOG_IMPORT_ERRORS_SHOWN) summary.errors.push({ row, message })
    else summary.moreErrors += 1
  }
  const good: ProductRow[] = []
  const skuRows = new Map<string, number>()
  const gtinRows = new Map<string, number>()
  for (const data of source.rows) {
    summary.processed += 1
    if (data.unterminated) {
      refuse(data.row, M.unterminatedQuote)
      continue
    }
    if (source.headerColumns !== null && data.columns !== source.headerColumns) {
      refuse(data.row, M.columnMismatch(source.headerColumns, data.columns ?? 0))
      continue
    }
    const checked = checkCatalogRow(data.cells, source.index, data.row)
    if (!checked.ok) {
      refuse(data.row, checked.message)
      continue
    }
    // SKUs are unique per brand, case as written (products_brand_id_sku_uq).
    const first = skuRows.get(checked.row.sku)
    if (first !== undefined) {
      refuse(data.row, M.duplicateSkuInFile(checked.row.sku, first))
      continue
    }
    // A GTIN names one product of a brand (products_brand_id_gtin_uq).
    const { gtin } = checked.row
    const gtinFirst = gtin === null ? undefined : gtinRows.get(gtin)
    if (gtin !== null && gtinFirst !== undefined) {
      refuse(data.row, M.duplicateGtinInFile(gtin, gtinFirst))
      continue
    }
    skuRows.set(checked.row.sku, data.row)
    if (gtin !== null) gtinRows.set(gtin, data.row)
    good.push(checked.row)
  }
  if (source.truncated) summary.error = M.tooManyRows
  return {
    summary,
    good,
    has: {
      mapPrice: source.index.map_price !== undefined,
      description: source.index.description !== undefined,
      gtin: source.index.gtin !== undefined,
      category: source.index.category !== undefined,
    },
  }
}

/**
 * Stores the prepared rows as the brand's products inside `tx` (the approval's transaction),
 * under a savepoint; returns the summary. A refusal by the database is in the summary, not thrown.
 */
export async function storeCatalogImport(
  deps: { logger: Logger },
  tx: Tx,
  brandId: string,
  prepared: PreparedImport,
  /** Issue 15: the changes the brand confirmed; one still needed refuses the approval (409). */
  confirmed: readonly string[] = [],
): Promise<CatalogImportSummary> {
  let summary = { ...prepared.summary }
  if (prepared.good.length === 0) return summary
  // Read in the approval's transaction: the plan is what will be written, so the confirmations
  // checked are those of the products as they are now.
  const existing = await existingBySku(tx, brandId, prepared.good)
  const missing = unconfirmed(planImport(prepared.good, existing, prepared.has), confirmed)
  if (missing.length > 0) {
    throw conflict(P.confirmationRequired(missing.length), CATALOG_CODES.confirmationRequired)
  }
  try {
    const stored = await tx.transaction(async (savepoint) => {
      const taken = await gtinsTaken(savepoint, brandId, prepared.good)
      const plan = planImport(
        prepared.good.filter((r) => !taken.has(r)),
        existing,
        prepared.has,
      )
      // Unchanged rows are skipped: nothing to write, no MAP version, no re-detection.
      const rows = [...plan.adds, ...plan.updates.map((u) => u.row)]
      const counts = await upsertProducts(savepoint, brandId, rows, prepared.has)
      const refused = [...taken].map(([r, sku]) => ({
        row: r.row,
        message: M.gtinTaken(r.gtin!, sku),
      }))
      return { counts, refused, plan }
    })
    summary = withRefusals(summary, stored.refused)
    summary.created = stored.counts.created
    summary.updated = stored.counts.updated
    summary.unchanged = stored.plan.unchanged
    summary.changes = stored.plan.updates
      .slice(0, CATALOG_PREVIEW_CHANGES_SHOWN)
      .map((u) => u.update)
    summary.moreChanges = Math.max(0, stored.plan.updates.length - CATALOG_PREVIEW_CHANGES_SHOWN)
  } catch (error) {
    deps.logger.warn(`catalog import refused by the database: ${(error as Error).message}`)
    summary.error = M.importFailed
  }
  return summary
}
