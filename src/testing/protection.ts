/**
 * Brand protection in tests (issue 14): a brand with products that have GTINs and MAP versions,
 * resellers authorized with seller ids, and observations imported through the real pipeline
 * (COPY, then detection in the final transaction) without a file.
 */
import { eq } from 'drizzle-orm'
import type { CoveredMarketplace } from '#shared/authorizations.ts'
import { gtinCheckDigit } from '#shared/gtin.ts'
import type { ObservationDraft } from '#shared/listings.ts'
import {
  brandsDirectory,
  listingImports,
  mapPolicies,
  productMapPrices,
  products,
} from '#server/db/schema/index.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import {
  finishListingImport,
  startListingImport,
  writeObservations,
  type SourceRow,
} from '#server/modules/listings-import/import-listings.ts'
import type { ProtectionBrand } from '#server/modules/protection/detect.ts'
import { authorize } from './authorizations.ts'
import { createUser, type TestUser } from './factories.ts'
import { addAddress } from './orders.ts'
import { createBrand } from './public-site.ts'
import { uniqueSku } from './brand-products.ts'

type Deps = Pick<AppDeps, 'db' | 'auth' | 'database'>

let gtinCounter = 0

/** A fresh valid GTIN-14 (a UPC-A padded with two zeros). */
export function uniqueGtin(): string {
  gtinCounter += 1
  const body =
    `0081${String(Date.now() % 1_000_000).padStart(6, '0')}${String(gtinCounter).padStart(3, '0')}`.slice(
      0,
      13,
    )
  return `${body}${gtinCheckDigit(body)}`
}

export const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`)

export interface TestProduct {
  id: string
  gtin: string
  sku: string
  name: string
}

export interface ProtectedBrand extends ProtectionBrand {
  user: TestUser
  name: string
  products: TestProduct[]
}

/** A brand account with its directory entry and products, each with one MAP from `mapSince`. */
export async function protectedBrand(
  deps: Deps,
  options: {
    products?: { name?: string; map: string | null; category?: string }[]
    mapSince?: Date
  } = {},
): Promise<ProtectedBrand> {
  const user = await createUser(deps, 'brand')
  const entry = await createBrand(deps, { contactEmail: user.email, ownerUserId: user.id })
  const list = options.products ?? [{ map: '24.99' }]
  const out: TestProduct[] = []
  for (const [i, p] of list.entries()) {
    const gtin = uniqueGtin()
    const sku = uniqueSku('PROT')
    const [row] = await deps.db
      .insert(products)
      .values({
        brandId: user.id,
        name: p.name ?? `Protected Product ${i + 1}`,
        sku,
        gtin,
        price: '49.99',
        wholesalePrice: '12.00',
        stock: 100,
        approvalStatus: 'approved',
        category: (p.category ?? 'home_goods') as never,
      })
      .returning()
    if (p.map !== null) {
      await deps.db.insert(productMapPrices).values({
        productId: row!.id,
        mapPrice: p.map,
        effectiveFrom: options.mapSince ?? day('2026-01-01'),
      })
    }
    out.push({ id: row!.id, gtin, sku, name: row!.name })
  }
  return { entryId: entry.id, ownerUserId: user.id, user, name: entry.name, products: out }
}

/** A reseller authorized by the brand on the given marketplaces (seller ids), since `since`. */
export async function authorizedReseller(
  deps: Deps,
  brand: ProtectionBrand,
  marketplaces: CoveredMarketplace[],
  options: { since?: Date } = {},
) {
  const reseller = await createUser(deps, 'reseller')
  const authorization = await authorize(deps, brand.entryId, reseller.id, {
    marketplaces,
    since: options.since ?? day('2026-01-01'),
  })
  // Issue 15: an order ships to an address of the reseller's book (an order hold's cure orders).
  await addAddress(deps, reseller.id)
  return { reseller, authorization }
}

export async function publishPolicy(
  deps: Pick<AppDeps, 'db'>,
  brand: ProtectionBrand,
  policy: {
    version?: number
    shippingCounts?: boolean
    couponsCount?: boolean
    subscribeSaveCounts?: boolean
    businessPriceCounts?: boolean
    cartPriceCounts?: boolean
    toleranceKind?: 'amount' | 'percent'
    toleranceValue?: string
    publishedAt?: Date
  },
) {
  await deps.db.insert(mapPolicies).values({
    brandId: brand.entryId,
    version: policy.version ?? 1,
    text: 'Advertise at or above MAP.',
    shippingCounts: policy.shippingCounts ?? false,
    couponsCount: policy.couponsCount ?? false,
    subscribeSaveCounts: policy.subscribeSaveCounts ?? false,
    businessPriceCounts: policy.businessPriceCounts ?? false,
    cartPriceCounts: policy.cartPriceCounts ?? false,
    toleranceKind: policy.toleranceKind ?? 'amount',
    toleranceValue: policy.toleranceValue ?? '0',
    publishedAt: policy.publishedAt ?? day('2026-01-01'),
  })
}

/** An observation draft: Amazon, new, no shipping, unless overridden. */
export function draft(overrides: Partial<ObservationDraft> = {}): ObservationDraft {
  return {
    marketplace: 'amazon',
    sellerId: 'A1SELLER',
    sellerName: 'Some Seller',
    listingId: null,
    gtin: null,
    sku: null,
    title: 'A listing',
    price: '24.99',
    shipping: '0.00',
    currency: 'USD',
    quantity: null,
    condition: 'new',
    observedAt: day('2026-11-01'),
    url: null,
    ...overrides,
  }
}

/** Imports drafts through the real pipeline; returns the import id and its summary. */
export async function importDrafts(
  deps: Deps,
  brand: ProtectionBrand,
  drafts: readonly ObservationDraft[],
  options: { observedAt?: Date; label?: string } = {},
) {
  const observedAt = options.observedAt ?? day('2026-11-01')
  const importId = await startListingImport(deps.db, {
    brand,
    source: 'mapped',
    label: options.label ?? 'test.csv',
    observedAt,
    startedBy: null,
  })
  async function* rows(): AsyncIterable<SourceRow> {
    for (const [i, d] of drafts.entries()) {
      yield {
        line: i + 2,
        raw: JSON.stringify(d),
        result: { ok: true, draft: d, warnings: [] },
      }
    }
  }
  const startedAt = Date.now()
  const read = await writeObservations(
    deps.database,
    { id: importId, brandId: brand.entryId, observedAt },
    rows(),
    () => {},
  )
  const { summary, detected } = await finishListingImport(deps.db, brand, importId, {
    ...read,
    startedAt,
  })
  return { importId, summary, detected }
}

/** The entry's owner (for brands created elsewhere). */
export async function protectionBrandOf(deps: Pick<AppDeps, 'db'>, entryId: string) {
  const [row] = await deps.db
    .select({ ownerUserId: brandsDirectory.ownerUserId })
    .from(brandsDirectory)
    .where(eq(brandsDirectory.id, entryId))
  return { entryId, ownerUserId: row?.ownerUserId ?? null }
}

export async function importStatus(deps: Pick<AppDeps, 'db'>, importId: string) {
  const [row] = await deps.db
    .select({ status: listingImports.status, summary: listingImports.summary })
    .from(listingImports)
    .where(eq(listingImports.id, importId))
  return row!
}
