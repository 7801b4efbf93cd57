/**
 * Helpers for the inventory tests: products stored directly, a product body as the form sends
 * it, a brand with its directory entry and an allocated reseller, and catalog files: CSV, real
 * XLSX workbooks (built with fflate, as Excel lays them out) and XLSX zip bombs.
 */
import { deflateSync, zipSync, type Zippable } from 'fflate'
import { productMapPrices, products, type brandsDirectory } from '#server/db/schema/index.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import { authorize } from './authorizations.ts'
import { createBrand } from './public-site.ts'

let skuCounter = 0

export function uniqueSku(prefix = 'SKU'): string {
  skuCounter += 1
  return `${prefix}-${skuCounter}-${Math.random().toString(36).slice(2, 7).toUpperCase()}`
}

export function productBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Enamel Kettle',
    description: 'Two litres, induction ready.',
    sku: uniqueSku(),
    price: '49.99',
    wholesalePrice: '24.50',
    mapPrice: '44.99',
    stock: 120,
    ...overrides,
  }
}

/**
 * A product stored directly. `mapPrice` is its MAP as a version in product_map_prices (issue 14),
 * in force from `mapSince` (by default the product's creation, as migration 0018 dated the MAPs
 * it carried over).
 */
export async function insertProduct(
  deps: Pick<AppDeps, 'db'>,
  brandId: string,
  overrides: Partial<typeof products.$inferInsert> & { mapPrice?: string; mapSince?: Date } = {},
) {
  const { mapPrice, mapSince, ...columns } = overrides
  const [row] = await deps.db
    .insert(products)
    .values({
      brandId,
      name: 'Stored Product',
      sku: uniqueSku('DB'),
      price: '10.00',
      wholesalePrice: '5.00',
      stock: 10,
      approvalStatus: 'approved',
      ...columns,
    })
    .returning()
  if (mapPrice !== undefined) {
    await deps.db
      .insert(productMapPrices)
      .values({ productId: row!.id, mapPrice, effectiveFrom: mapSince ?? row!.createdAt })
  }
  return row!
}

/** The brand's directory entry (claimed by e-mail, 001 §6) with resellers allocated to it. */
export async function brandEntryWithResellers(
  deps: Pick<AppDeps, 'db'>,
  brand: { id: string; email: string },
  resellerIds: readonly string[],
  overrides: Partial<typeof brandsDirectory.$inferInsert> = {},
) {
  const entry = await createBrand(deps, {
    contactEmail: brand.email,
    ownerUserId: brand.id,
    ...overrides,
  })
  if (resellerIds.length) {
    for (const resellerId of resellerIds) await authorize(deps, entry.id, resellerId)
  }
  return entry
}

const encoder = new TextEncoder()
const xml = (text: string) => encoder.encode(text)
const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  }
  return name
}

/**
 * A real .xlsx of one sheet: strings go to the shared strings part, numbers are number cells.
 * `sheetName` is the part's file name (Excel's first sheet is sheet1.xml).
 */
export function xlsxWorkbook(
  rows: readonly (readonly (string | number | null)[])[],
  sheetName = 'sheet1.xml',
): Uint8Array<ArrayBuffer> {
  const shared: string[] = []
  const sharedIndex = new Map<string, number>()
  const rowXml = rows
    .map((cells, r) => {
      const cellXml = cells
        .map((value, c) => {
          if (value === null) return ''
          const ref = `${columnName(c)}${r + 1}`
          if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`
          let i = sharedIndex.get(value)
          if (i === undefined) {
            i = shared.length
            shared.push(value)
            sharedIndex.set(value, i)
          }
          return `<c r="${ref}" t="s"><v>${i}</v></c>`
        })
        .join('')
      return `<row r="${r + 1}">${cellXml}</row>`
    })
    .join('')
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
  const files: Zippable = {
    '[Content_Types].xml': xml(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    ),
    'xl/workbook.xml': xml(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': xml(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/${sheetName}"/></Relationships>`,
    ),
    [`xl/worksheets/${sheetName}`]: xml(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData>${rowXml}</sheetData></worksheet>`,
    ),
    'xl/sharedStrings.xml': xml(
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${main}" count="${shared.length}" uniqueCount="${shared.length}">${shared.map((s) => `<si><t xml:space="preserve">${escape(s)}</t></si>`).join('')}</sst>`,
    ),
  }
  return zipSync(files, { level: 6 }) as Uint8Array<ArrayBuffer>
}

/**
 * A zip bomb named .xlsx: a valid workbook whose sheet part inflates to `inflatedMb` MB (of
 * spaces inside the XML, which compress about 1000:1). With `lie`, the central directory
 * declares the part as 1 KB, so only counting while inflating can catch it.
 */
export function xlsxBomb(
  inflatedMb: number,
  options: { lie?: boolean } = {},
): Uint8Array<ArrayBuffer> {
  const workbook = xlsxWorkbook([['name', 'sku', 'price', 'wholesale_price', 'stock']])
  const size = inflatedMb * 1024 * 1024
  const sheet = new Uint8Array(size).fill(0x20)
  const head = xml('<worksheet><sheetData>')
  sheet.set(head, 0)
  // Build the package by hand so the bomb part is stored with its real deflate stream.
  const parts = unzipParts(workbook)
  parts.set('xl/worksheets/sheet1.xml', { data: deflateSync(sheet, { level: 9 }), size })
  return buildZip(parts, options.lie ? 1024 : null)
}

/** A package with `count` tiny parts besides a valid workbook. */
export function xlsxManyEntries(count: number): Uint8Array<ArrayBuffer> {
  const files: Zippable = {}
  for (let i = 0; i < count; i++) files[`xl/media/part${i}.xml`] = xml('<a/>')
  const parts = unzipParts(xlsxWorkbook([['name', 'sku', 'price', 'wholesale_price', 'stock']]))
  for (const [name, data] of Object.entries(files)) {
    parts.set(name, { data: deflateSync(data as Uint8Array), size: (data as Uint8Array).length })
  }
  return buildZip(parts, null)
}

type Part = { data: Uint8Array; size: number }

/** The deflated parts of a package fflate wrote (method 8, no data descriptors). */
function unzipParts(zip: Uint8Array): Map<string, Part> {
  const dv = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  const parts = new Map<string, Part>()
  let p = 0
  while (dv.getUint32(p, true) === 0x04034b50) {
    const compressed = dv.getUint32(p + 18, true)
    const size = dv.getUint32(p + 22, true)
    const nameLength = dv.getUint16(p + 26, true)
    const extraLength = dv.getUint16(p + 28, true)
    const name = new TextDecoder().decode(zip.subarray(p + 30, p + 30 + nameLength))
    const start = p + 30 + nameLength + extraLength
    parts.set(name, { data: zip.slice(start, start + compressed), size })
    p = start + compressed
  }
  return parts
}

/** A ZIP of deflated parts; `declaredSize` overrides every part's stated uncompressed size. */
function buildZip(parts: Map<string, Part>, declaredSize: number | null): Uint8Array<ArrayBuffer> {
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  for (const [name, part] of parts) {
    const nameBytes = encoder.encode(name)
    const size = declaredSize ?? part.size
    const local = new Uint8Array(30 + nameBytes.length)
    const lv = new DataView(local.buffer)
    lv.setUint32(0, 0x04034b50, true)
    lv.setUint16(4, 20, true)
    lv.setUint16(8, 8, true)
    lv.setUint32(18, part.data.length, true)
    lv.setUint32(22, size, true)
    lv.setUint16(26, nameBytes.length, true)
    local.set(nameBytes, 30)
    const central = new Uint8Array(46 + nameBytes.length)
    const cv = new DataView(central.buffer)
    cv.setUint32(0, 0x02014b50, true)
    cv.setUint16(4, 20, true)
    cv.setUint16(6, 20, true)
    cv.setUint16(10, 8, true)
    cv.setUint32(20, part.data.length, true)
    cv.setUint32(24, size, true)
    cv.setUint16(28, nameBytes.length, true)
    cv.setUint32(42, offset, true)
    central.set(nameBytes, 46)
    locals.push(local, part.data)
    centrals.push(central)
    offset += local.length + part.data.length
  }
  const centralSize = centrals.reduce((n, c) => n + c.length, 0)
  const end = new Uint8Array(22)
  const ev = new DataView(end.buffer)
  ev.setUint32(0, 0x06054b50, true)
  ev.setUint16(8, Math.min(parts.size, 0xffff), true)
  ev.setUint16(10, Math.min(parts.size, 0xffff), true)
  ev.setUint32(12, centralSize, true)
  ev.setUint32(16, offset, true)
  const all = [...locals, ...centrals, end]
  const out = new Uint8Array(all.reduce((n, a) => n + a.length, 0))
  let at = 0
  for (const a of all) {
    out.set(a, at)
    at += a.length
  }
  return out
}

export function catalogCsv(lines: readonly string[]): Uint8Array<ArrayBuffer> {
  return encoder.encode(`${lines.join('\n')}\n`) as Uint8Array<ArrayBuffer>
}
