/**
 * The listings file formats (issue 14) and how a file's header picks one. The import reads a
 * file's first row, asks detectFormat; a known format is bound to the header (with the seller
 * when it needsSeller) and its reader is called per data row. A file no format knows (null) is
 * offered suggestMapping's guess, which the brand corrects, and is read as `mapped`.
 */
import type { ListingSource } from '#shared/listings.ts'
import { amazonAllListings } from './amazon-all-listings.ts'
import type { ListingFormat } from './common.ts'
import { keepa } from './keepa.ts'
import { mapped } from './mapped.ts'
import { walmartBuyBox } from './walmart-buy-box.ts'
import { walmartItems } from './walmart-items.ts'

export type { FormatContext, ListingFormat, RowReader } from './common.ts'
export { mappingProblems, suggestMapping } from './mapped.ts'

/**
 * The formats a header can be, most specific first: the Buy Box report's "Seller Item Price"
 * keeps it from being taken for an Item Report, and Amazon's "asin1" from being Keepa's "ASIN".
 */
export const DETECTED_FORMATS: readonly ListingFormat[] = [
  walmartBuyBox,
  walmartItems,
  amazonAllListings,
  keepa,
]

const FORMATS: ReadonlyMap<ListingSource, ListingFormat> = new Map(
  [...DETECTED_FORMATS, mapped].map((format) => [format.id, format]),
)

/** The format a header is, or null: the file needs a column mapping. */
export function detectFormat(header: string[]): ListingFormat | null {
  return DETECTED_FORMATS.find((format) => format.detect(header)) ?? null
}

/** A format by its source id (`api` observations come from no file: null). */
export function formatById(id: ListingSource): ListingFormat | null {
  return FORMATS.get(id) ?? null
}
