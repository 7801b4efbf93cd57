import { expect, test } from 'vitest'
import { sellerIdFromLink } from './seller-ids.ts'

test.each([
  ['amazon', 'https://www.amazon.com/sp?seller=A1B2C3D4E5F6G7', 'A1B2C3D4E5F6G7'],
  ['amazon', 'https://www.amazon.com/s?me=A2ZZ9&marketplaceID=ATVPDKIKX0DER', 'A2ZZ9'],
  [
    'amazon',
    'https://www.amazon.com/stores/Example/page/123',
    'https://www.amazon.com/stores/Example/page/123',
  ],
  ['walmart', 'https://www.walmart.com/seller/101234567', '101234567'],
  ['ebay', 'https://www.ebay.com/usr/prime_resale', 'prime_resale'],
  ['ebay', 'https://www.ebay.com/str/primeresale', 'primeresale'],
  ['ebay', '', null],
] as const)('%s %s → %s', (marketplace, link, expected) => {
  expect(sellerIdFromLink(marketplace, link)).toBe(expected)
})
