/** What the Brand Protection journeys share. */
import type { APIRequestContext, Page } from '@playwright/test'
import { keepaExport, uniqueAsin, upcOf } from '../../src/testing/listing-files.ts'
import { expect, signInAsDemo } from '../support/fixtures.ts'
import { importListings } from '../support/protection.ts'

/** A tag no other run uses, to name the journey's products and sellers and to search by. */
export const journeyTag = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase()

/** A Keepa export in which an unknown Buy Box seller lists `product` on Amazon at `price`. */
export async function importUnknownSeller(
  api: APIRequestContext,
  product: { name: string; gtin: string },
  seller: { name: string; id: string; price: string; fileName: string },
) {
  return importListings(
    api,
    keepaExport([
      {
        title: product.name,
        asin: uniqueAsin(),
        price: seller.price,
        sellerName: seller.name,
        sellerId: seller.id,
        upc: upcOf(product.gtin),
      },
    ]),
    { fileName: seller.fileName },
  )
}

/** Signs the page in as the demo brand (slow under load: the dashboard may take a while). */
export async function signInAsDemoBrand(page: Page) {
  await signInAsDemo(page, 'brand')
  await expect(page).toHaveURL(/\/brand\/dashboard/, { timeout: 30_000 })
}
