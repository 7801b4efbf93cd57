/**
 * An approved CSV or XLSX catalog becomes products of its brand (issue 5): columns name, sku,
 * price, wholesale_price, stock, and optionally map_price and description (header names
 * case-insensitive). Every data row is checked like the Add Product form; refused rows are
 * reported with their row numbers (the first 20, then a count, as the admin CSV import does).
 * A row whose SKU the brand already has updates that product instead of adding a second one.
 * Imported products are approved: the admin approved the catalog they came from. A PDF catalog
 * is approved as a file only.
 *
 * The rows are stored in the approval's transaction, under a savepoint: when the database refuses
 * them, no product changes, the summary says so, and the catalog is approved all the same. A
 * file that cannot be read as a whole (an XLSX that expands beyond XLSX_MAX_UNCOMPRESSED_BYTES,
 * too many parts, no header) gets its reason stored on the catalog; nothing is thrown.
 */
import { sql } from 'drizzle-orm'
import {
  CATALOG_IMPORT_ERRORS_SHOWN,
  CATALOG_IMPORT_MESSAGES as M,
  CATALOG_MAX_COLUMNS,
  CATALOG_MAX_ROWS,
  CATALOG_PRODUCT_COLUMNS,
  CATALOG_PRODUCT_REQUIRED_COLUMNS,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_SKU_MAX_LENGTH,
  XLSX_MAX_ENTRIES,
  XLSX_MAX_UNCOMPRESSED_BYTES,
  type CatalogImportSummary,
  type CatalogProductColumn,
} from '#shared/brand-inventory-texts.ts'
import { parseMoney, parseStock } from '#shared/schemas/brand-products.ts'
import { NO_NUL_MESSAGE } from '#shared/schemas/common.ts'
import type { Db } from '../../db/client.ts'
import { CsvParser } from '../../lib/csv/parse.ts'
import type { Logger } from '../../lib/logger.ts'
import type { ObjectStorage } from '../../lib/storage/storage.ts'
import { ZipError, readXlsx } from '../../lib/xlsx/read-xlsx.ts'

/** A transaction or the database: both run queries and savepoints. */
type Tx = Pick<Db, 'execute' | 'transaction'>

/** One data row as read: its spreadsheet row number and cells; columns is null for XLSX. */
interface SourceRow {
  row: number
  cells: string[]
  columns: number | null
  unterminated: boolean
}

interface ProductRow {
  name: string
  sku: string
  description: string | null
  price: string
  wholesale_price: string
  map_price: string | null
  stock: number
}

class FileError extends Error {}

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

function csvRows(bytes: Uint8Array): {
  header: SourceRow | null
  rows: SourceRow[]
  truncated: boolean
} {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new FileError(M.notText)
  }
  const parser = new CsvParser(CATALOG_MAX_COLUMNS)
  const records = [...parser.push(text), ...parser.end()]
  let header: SourceRow | null = null
  const rows: SourceRow[] = []
  let truncated = false
  records.forEach((record, i) => {
    if (record.columns === 1 && record.fields[0]!.trim() === '') return // blank line
    const row: SourceRow = {
      row: i + 1,
      cells: record.fields,
      columns: record.columns,
      unterminated: i === records.length - 1 && parser.unterminatedQuote,
    }
    if (!header) header = row
    else if (rows.length < CATALOG_MAX_ROWS) rows.push(row)
    else truncated = true
  })
  return { header, rows, truncated }
}

async function xlsxRows(bytes: Uint8Array) {
  try {
    const sheet = await readXlsx(bytes, {
      maxEntries: XLSX_MAX_ENTRIES,
      maxUncompressedBytes: XLSX_MAX_UNCOMPRESSED_BYTES,
      maxColumns: CATALOG_MAX_COLUMNS,
      maxRows: CATALOG_MAX_ROWS,
    })
    const [first, ...rest] = sheet.rows.map((r): SourceRow => ({
      row: r.row,
      cells: r.cells,
      columns: null,
      unterminated: false,
    }))
    return { header: first ?? null, rows: rest, truncated: sheet.truncated }
  } catch (error) {
    if (error instanceof ZipError) {
      throw new FileError(
        error.reason === 'too-large'
          ? M.xlsxTooLarge
          : error.reason === 'too-many-entries'
            ? M.xlsxTooManyEntries
            : M.xlsxInvalid,
      )
    }
    throw error
  }
}

/** Header cell → column, case-insensitive and trimmed; the first required column missing. */
export function mapCatalogHeader(
  header: readonly string[],
):
  | { ok: true; index: Partial<Record<CatalogProductColumn, number>> }
  | { ok: false; message: string } {
  const index: Partial<Record<CatalogProductColumn, number>> = {}
  header.forEach((cell, i) => {
    const name = cell.trim().toLowerCase() as CatalogProductColumn
    if (
      (CATALOG_PRODUCT_COLUMNS as readonly string[]).includes(name) &&
      index[name] === undefined
    ) {
      index[name] = i
    }
  })
  for (const required of CATALOG_PRODUCT_REQUIRED_COLUMNS) {
    if (index[required] === undefined) return { ok: false, message: M.missingField(required) }
  }
  return { ok: true, index }
}

/** Checks one data row; the message names the field, as the admin CSV import does. */
export function checkCatalogRow(
  cells: readonly string[],
  index: Partial<Record<CatalogProductColumn, number>>,
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
  const stock = parseStock(cell('stock'))
  if (!stock.ok) return { ok: false, message: M.fieldInvalid('stock', stock.message) }
  const description = cell('description').trim()
  return {
    ok: true,
    row: {
      name: cell('name').trim(),
      sku: cell('sku').trim(),
      description: description === '' ? null : description,
      price: money.price!,
      wholesale_price: money.wholesale_price!,
      map_price: money.map_price ?? null,
      stock: stock.value,
    },
  }
}

/** Rows per statement: one JSON parameter unpacked by PostgreSQL. */
const BATCH = 5000

/**
 * Inserts the rows as approved products of the brand; a SKU the brand has updates that product
 * (price, stock, name…; MAP price and description only when the file has those columns).
 */
async function upsertProducts(
  tx: Tx,
  brandId: string,
  rows: readonly ProductRow[],
  has: { mapPrice: boolean; description: boolean },
): Promise<{ created: number; updated: number }> {
  let created = 0
  let updated = 0
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH)
    const result = await tx.execute(sql`
      insert into products (brand_id, name, description, sku, price, wholesale_price, map_price,
        stock, approval_status)
      select ${brandId}, r.name, r.description, r.sku, r.price, r.wholesale_price, r.map_price,
        r.stock, 'approved'
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(name text, description text,
        sku text, price numeric, wholesale_price numeric, map_price numeric, stock integer)
      on conflict (brand_id, sku) where sku is not null do update set
        name = excluded.name,
        description = case when ${has.description} then excluded.description
          else products.description end,
        price = excluded.price,
        wholesale_price = excluded.wholesale_price,
        map_price = case when ${has.mapPrice} then excluded.map_price else products.map_price end,
        stock = excluded.stock,
        approval_status = 'approved',
        updated_at = now()
      returning (xmax = 0) as inserted`)
    for (const r of (result as unknown as { rows: { inserted: boolean }[] }).rows) {
      if (r.inserted) created += 1
      else updated += 1
    }
  }
  return { created, updated }
}

async function readAll(storage: ObjectStorage, key: string): Promise<Uint8Array | null> {
  const stored = await storage.get(key)
  if (!stored) return null
  return new Uint8Array(await new Response(stored.body).arrayBuffer())
}

export interface ApprovedCatalog {
  brandId: string
  storageKey: string
}

/**
 * Turns an approved catalog's rows into the brand's products, inside `tx` (the approval's
 * transaction). Never throws for what is in the file: the summary carries it.
 */
export async function importCatalogProducts(
  deps: { storage: ObjectStorage; logger: Logger },
  tx: Tx,
  catalog: ApprovedCatalog,
): Promise<CatalogImportSummary> {
  const ext = catalog.storageKey.slice(catalog.storageKey.lastIndexOf('.') + 1).toLowerCase()
  if (ext !== 'csv' && ext !== 'xlsx') return emptySummary('file')
  const summary = emptySummary('rows')
  const refuse = (row: number, message: string) => {
    summary.failed += 1
    if (summary.errors.length < CATALOG_IMPORT_ERRORS_SHOWN) summary.errors.push({ row, message })
    else summary.moreErrors += 1
  }
  try {
    const bytes = await readAll(deps.storage, catalog.storageKey)
    if (!bytes) throw new FileError(M.fileMissing)
    const source = ext === 'csv' ? csvRows(bytes) : await xlsxRows(bytes)
    if (!source.header || source.rows.length === 0) throw new FileError(M.needsRows)
    const mapped = mapCatalogHeader(source.header.cells)
    if (!mapped.ok) throw new FileError(mapped.message)
    const headerColumns = source.header.columns

    const good: ProductRow[] = []
    const skuRows = new Map<string, number>()
    for (const data of source.rows) {
      summary.processed += 1
      if (data.unterminated) {
        refuse(data.row, M.unterminatedQuote)
        continue
      }
      if (headerColumns !== null && data.columns !== headerColumns) {
        refuse(data.row, M.columnMismatch(headerColumns, data.columns ?? 0))
        continue
      }
      const checked = checkCatalogRow(data.cells, mapped.index)
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
      skuRows.set(checked.row.sku, data.row)
      good.push(checked.row)
    }
    if (source.truncated) summary.error = M.tooManyRows

    if (good.length > 0) {
      try {
        const counts = await tx.transaction((savepoint) =>
          upsertProducts(savepoint, catalog.brandId, good, {
            mapPrice: mapped.index.map_price !== undefined,
            description: mapped.index.description !== undefined,
          }),
        )
        summary.created = counts.created
        summary.updated = counts.updated
      } catch (error) {
        deps.logger.warn(`catalog import refused by the database: ${(error as Error).message}`)
        summary.error = M.importFailed
      }
    }
    return summary
  } catch (error) {
    if (error instanceof FileError) return { ...summary, error: error.message }
    deps.logger.warn(`catalog import failed: ${(error as Error).message}`)
    return { ...summary, error: M.unreadable }
  }
}
