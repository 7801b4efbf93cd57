/**
 * How fast each format reads rows. It binds every format to its sample's header and reads
 * 1,000,000 synthetic rows (10,000 distinct ones, cycled, so that the rows differ and memory
 * stays small), then prints rows per second. It measures the per-row reader only: parsing the
 * file's bytes is the import's part. Run it bundled, as the server runs (tsx's module
 * transform adds a getter call to every imported function and reads ~30% slower):
 *
 *   npx esbuild src/server/modules/listings-import/formats/measure-throughput.ts --bundle \
 *     --platform=node --format=esm --outfile=/tmp/measure/run.mjs &&
 *   cp -r src/server/modules/listings-import/formats/samples /tmp/measure/ &&
 *   node /tmp/measure/run.mjs
 */
import { gtinCheckDigit } from '#shared/gtin.ts'
import type { ListingFormat } from './common.ts'
import { formatById } from './index.ts'
import { readSample, type SampleFile } from './test-samples.ts'

const ROWS = 1_000_000
const DISTINCT = 10_000

const upc = (n: number) => {
  const body = `0850${String(n).padStart(7, '0')}`
  // One row in 50 carries a wrong check digit, as real files do.
  return `${body}${(gtinCheckDigit(body) + (n % 50 === 0 ? 1 : 0)) % 10}`
}
const asin = (n: number) => `B0${n.toString(36).toUpperCase().padStart(8, '0')}`
const usd = (n: number) => `${10 + (n % 90)}.${String(n % 100).padStart(2, '0')}`
const eur = (n: number) => `${1 + (n % 1500)},${String(n % 100).padStart(2, '0')} €`

/** A synthetic data row for a header, cell by cell, from the sample's own first row. */
function synthetic({ header, rows }: ReturnType<typeof readSample>, n: number): string[] {
  const template = rows[0]!
  return header.map((name, at) => {
    switch (name) {
      case 'asin1':
      case 'ASIN':
        return asin(n)
      case 'seller-sku':
      case 'SKU':
        return `NW-${n}`
      case 'price':
      case 'Price':
      case 'Seller Item Price':
        return usd(n)
      case 'Buy Box 🚚: Current':
        return n % 7 === 0 ? '-' : `$ ${usd(n)}`
      case 'Buy Box 🚚: Aktuell':
        return n % 7 === 0 ? '-' : eur(n)
      case 'New: Current':
        return `$ ${usd(n + 1)}`
      case 'Neu: Aktuell':
        return eur(n + 1)
      case 'product-id':
      case 'UPC':
      case 'Product Codes: UPC':
        return upc(n)
      case 'Product Codes: EAN':
      case 'Produktcodes: EAN':
      case 'GTIN':
        return `0${upc(n)}`
      case 'Item ID':
        return String(5_000_000_000 + n)
      case 'item-name':
      case 'Title':
      case 'Titel':
      case 'Product Name':
        return `Northwind Goods Insulated Water Bottle, ${n % 40} oz, colour ${n}`
      default:
        return template[at] ?? ''
    }
  })
}

function measure(format: ListingFormat, file: SampleFile): number {
  const sample = readSample(file)
  const pool = Array.from({ length: DISTINCT }, (_, n) => synthetic(sample, n))
  const read = format.bind(sample.header, {
    sellerId: 'A3QX7N2KD9PLMZ',
    sellerName: 'Prime Resale LLC',
  })
  let accepted = 0
  for (let i = 0; i < 20_000; i += 1) read(pool[i % DISTINCT]!) // warm up the JIT
  const started = process.hrtime.bigint()
  for (let i = 0; i < ROWS; i += 1) if (read(pool[i % DISTINCT]!).ok) accepted += 1
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (accepted === 0) throw new Error(`${file}: no row was accepted`)
  return ROWS / seconds
}

const runs: [ListingFormat, SampleFile][] = [
  [formatById('amazon_all_listings')!, 'amazon-all-listings.txt'],
  [formatById('keepa')!, 'keepa-export.csv'],
  [formatById('keepa')!, 'keepa-export-de.csv'],
  [formatById('walmart_items')!, 'walmart-item-report.csv'],
  [formatById('walmart_buy_box')!, 'walmart-buy-box-report.csv'],
]
for (const [format, file] of runs) {
  const perSecond = measure(format, file)
  console.log(`${file.padEnd(28)} ${Math.round(perSecond).toLocaleString('en-US')} rows/s`)
}
