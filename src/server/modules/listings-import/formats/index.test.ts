import { describe, expect, test } from 'vitest'
import { FILE_LISTING_SOURCES, LISTING_SOURCES } from '#shared/listings.ts'
import { DETECTED_FORMATS, detectFormat, formatById, suggestMapping } from './index.ts'
import { readSample, type SampleFile } from './test-samples.ts'

describe('detectFormat tells each sample file by its header', () => {
  test.each<[SampleFile, string]>([
    ['amazon-all-listings.txt', 'amazon_all_listings'],
    ['keepa-export.csv', 'keepa'],
    ['keepa-export-de.csv', 'keepa'],
    ['walmart-item-report.csv', 'walmart_items'],
    ['walmart-buy-box-report.csv', 'walmart_buy_box'],
  ])('%s → %s', (file, id) => {
    expect(detectFormat(readSample(file).header)?.id).toBe(id)
  })

  test('exactly one format claims each sample, so their order only breaks no tie', () => {
    for (const file of [
      'amazon-all-listings.txt',
      'keepa-export.csv',
      'keepa-export-de.csv',
      'walmart-item-report.csv',
      'walmart-buy-box-report.csv',
    ] as const) {
      const { header } = readSample(file)
      expect(DETECTED_FORMATS.filter((format) => format.detect(header))).toHaveLength(1)
    }
  })

  test('whatever the case, spacing and byte-order mark of the header', () => {
    const header = readSample('amazon-all-listings.txt').header.map(
      (cell) => ` ${cell.toUpperCase().replace('-', ' ')} `,
    )
    header[0] = `\uFEFF${header[0]}`
    expect(detectFormat(header)?.id).toBe('amazon_all_listings')
  })

  test('a file no format knows gets null, and a suggested mapping instead', () => {
    const header = ['Seller', 'ASIN', 'Price', 'Seen at']
    expect(detectFormat(header)).toBeNull()
    expect(suggestMapping(header)).toEqual({
      sellerName: 'Seller',
      listingId: 'ASIN',
      price: 'Price',
      observedAt: 'Seen at',
    })
    expect(detectFormat([])).toBeNull()
  })
})

test('formatById finds every file source; API and connector observations come from no file', () => {
  const fileSources: readonly string[] = FILE_LISTING_SOURCES
  for (const id of LISTING_SOURCES) {
    expect(formatById(id)?.id ?? null).toBe(fileSources.includes(id) ? id : null)
  }
})
