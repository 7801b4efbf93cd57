/**
 * The demo brand's marketplace listings (issue 14 item 8): five weekly snapshots of a monitoring
 * service over the last four weeks, imported one after the other through the real pipeline (the
 * monitoring API's insert, then detection in the same transaction), so that a newcomer's first
 * sign-in as the demo brand already shows:
 *
 * - a MAP violation by an authorized reseller ([DEMO] Summit Supply Co, Amazon);
 * - a scope violation ([DEMO] Maple Street Market, authorized on eBay only, also on Amazon under
 *   a storefront of the same name);
 * - an unauthorized seller (BargainBin Deals) with candidate sources ranked among the demo
 *   brand's wholesale buyers;
 * - a cured violation ([DEMO] Harbor Outlet, below MAP one week, back at MAP the next) and weeks
 *   of compliant listings by the demo reseller, so the charts have a history;
 * - a published MAP policy (version 1) for the demo reseller to acknowledge.
 *
 * GTINs are the demo products' own (demo-products.ts). Idempotent: nothing is added when the
 * brand has the demo monitor's imports already.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { ObservationDraft } from '#shared/listings.ts'
import type { Db } from './client.ts'
import { brandsDirectory, listingImports, mapPolicies, user } from './schema/index.ts'
import { DEMO_BRAND_OWNER_EMAIL } from './demo-brands.ts'
import { DEMO_PRODUCTS, type DemoProduct } from './demo-products.ts'
import {
  insertObservations,
  summaryOf,
  Rejections,
} from '../modules/listings-import/import-listings.ts'
import { detect } from '../modules/protection/detect.ts'

export const DEMO_MONITOR_LABEL = '[DEMO] Marketplace monitor'
const DAY_MS = 24 * 60 * 60 * 1000
/** The snapshots, in days before the seed. */
const SNAPSHOTS = [28, 21, 14, 7, 2] as const

export const DEMO_POLICY_TEXT = `Northwind Goods sells through authorized resellers only. Authorized resellers must advertise every Northwind product at or above its minimum advertised price (MAP) on every marketplace and website, including in cart and in coupons. The advertised price includes shipping charged to the customer. A tolerance of $0.01 applies. Resellers may sell only on the marketplaces named in their authorization. Violations are handled in steps: a notice, a second notice, an order hold, a suspension and a termination of the authorization, each after a cure period.`

interface Listing {
  sellerId: string
  sellerName: string
  marketplace: 'amazon' | 'walmart' | 'ebay'
  product: DemoProduct
  /** Dollars below (negative) or above MAP. */
  offset: number
  quantity: number
}

const money = (n: number) => n.toFixed(2)
const productNumber = (p: DemoProduct) => Number(p.sku.slice(-3))

function listingId(marketplace: Listing['marketplace'], p: DemoProduct) {
  const n = productNumber(p)
  if (marketplace === 'amazon') return `B0DEMONW${String(n).padStart(2, '0')}`
  if (marketplace === 'walmart') return String(730_000_000 + n)
  return String(3_950_000_000 + n)
}

function urlOf(marketplace: Listing['marketplace'], id: string) {
  if (marketplace === 'amazon') return `https://www.amazon.com/dp/${id}`
  if (marketplace === 'walmart') return `https://www.walmart.com/ip/${id}`
  return `https://www.ebay.com/itm/${id}`
}

/** Who lists what, each week (days before the seed). */
function listingsOf(daysAgo: number): Listing[] {
  const [nw1, nw2, nw3, nw4, nw5, nw6] = DEMO_PRODUCTS as [
    DemoProduct,
    DemoProduct,
    DemoProduct,
    DemoProduct,
    DemoProduct,
    DemoProduct,
  ]
  const out: Listing[] = []
  const add = (l: Omit<Listing, 'quantity'> & { quantity?: number }) =>
    out.push({ quantity: 20, ...l })
  // The demo reseller: every product on Amazon, two on Walmart, at or above MAP.
  const prime = { sellerId: 'A1PRIMERESALE', sellerName: '[DEMO] Prime Resale' }
  for (const p of [nw1, nw2, nw3, nw4, nw5, nw6]) {
    add({ ...prime, marketplace: 'amazon', product: p, offset: productNumber(p) % 2 })
  }
  add({
    sellerId: '100245678',
    sellerName: prime.sellerName,
    marketplace: 'walmart',
    product: nw1,
    offset: 0,
  })
  add({
    sellerId: '100245678',
    sellerName: prime.sellerName,
    marketplace: 'walmart',
    product: nw2,
    offset: 1,
  })
  // Harbor Outlet: below MAP for a week, then cured.
  const harbor = { sellerId: 'A2HARBOROUTLET', sellerName: '[DEMO] Harbor Outlet' }
  add({ ...harbor, marketplace: 'amazon', product: nw1, offset: 0 })
  add({
    ...harbor,
    marketplace: 'amazon',
    product: nw3,
    offset: daysAgo === 21 ? -6 : 0,
    quantity: 35,
  })
  // Summit Supply Co (authorized 18 days ago, Amazon): below MAP in the last two weeks.
  if (daysAgo <= 14) {
    const summit = { sellerId: 'A3SUMMITSUPPLY', sellerName: '[DEMO] Summit Supply Co' }
    add({ ...summit, marketplace: 'amazon', product: nw2, offset: 0 })
    add({
      ...summit,
      marketplace: 'amazon',
      product: nw4,
      offset: daysAgo <= 7 ? -7 : 0,
      quantity: 25,
    })
  }
  // Maple Street Market (authorized on eBay only): on eBay, and on Amazon under its own name.
  if (daysAgo <= 21) {
    add({
      sellerId: 'maple_street_market',
      sellerName: '[DEMO] Maple Street Market',
      marketplace: 'ebay',
      product: nw5,
      offset: 0,
    })
  }
  if (daysAgo <= 7) {
    add({
      sellerId: 'A9MAPLESTREETMKT',
      sellerName: '[DEMO] Maple Street Market',
      marketplace: 'amazon',
      product: nw6,
      offset: 0,
      quantity: 15,
    })
  }
  // BargainBin Deals: nobody authorized it; below MAP on two products bought wholesale lately.
  if (daysAgo <= 7) {
    const bargain = { sellerId: 'A7BARGAINBINDEAL', sellerName: 'BargainBin Deals' }
    add({ ...bargain, marketplace: 'amazon', product: nw2, offset: -5, quantity: 60 })
    add({ ...bargain, marketplace: 'amazon', product: nw5, offset: -4, quantity: 40 })
  }
  return out
}

function draftOf(l: Listing, observedAt: Date): ObservationDraft {
  const id = listingId(l.marketplace, l.product)
  return {
    marketplace: l.marketplace,
    sellerId: l.sellerId,
    sellerName: l.sellerName,
    listingId: id,
    gtin: l.product.gtin,
    sku: `${l.sellerId.slice(0, 6)}-${l.product.sku}`,
    title: l.product.name.replace('[DEMO] ', 'Northwind Goods '),
    price: money(Number(l.product.mapPrice) + l.offset),
    shipping: '0.00',
    currency: 'USD',
    quantity: l.quantity,
    condition: 'new',
    observedAt,
    url: urlOf(l.marketplace, id),
  }
}

export async function seedDemoProtection(db: Db, now: Date = new Date()): Promise<void> {
  const [entry] = await db
    .select({ id: brandsDirectory.id, owner: brandsDirectory.ownerUserId })
    .from(brandsDirectory)
    .innerJoin(user, eq(user.id, brandsDirectory.ownerUserId))
    .where(sql`lower(${user.email}) = ${DEMO_BRAND_OWNER_EMAIL.toLowerCase()}`)
    .limit(1)
  if (!entry?.owner) return
  const brand = { entryId: entry.id, ownerUserId: entry.owner }
  const [seeded] = await db
    .select({ id: listingImports.id })
    .from(listingImports)
    .where(and(eq(listingImports.brandId, entry.id), eq(listingImports.label, DEMO_MONITOR_LABEL)))
    .limit(1)
  if (seeded) return

  await db
    .insert(mapPolicies)
    .values({
      brandId: entry.id,
      version: 1,
      text: DEMO_POLICY_TEXT,
      shippingCounts: true,
      // The text applies MAP "including in cart and in coupons" (decision 013).
      couponsCount: true,
      cartPriceCounts: true,
      toleranceKind: 'amount',
      toleranceValue: '0.01',
      publishedAt: new Date(now.getTime() - 60 * DAY_MS),
    })
    .onConflictDoNothing()

  for (const daysAgo of SNAPSHOTS) {
    const observedAt = new Date(now.getTime() - daysAgo * DAY_MS)
    const items = listingsOf(daysAgo).map((l, i) => {
      const draft = draftOf(l, observedAt)
      return {
        rowNo: i + 1,
        externalId: `demo-${daysAgo}-${l.marketplace}-${l.sellerId}-${l.product.sku}`,
        draft,
        raw: JSON.stringify({ ...draft, observedAt: observedAt.toISOString() }),
      }
    })
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(listingImports)
        .values({
          brandId: entry.id,
          source: 'api',
          label: DEMO_MONITOR_LABEL,
          observedAt,
          startedAt: observedAt,
        })
        .returning({ id: listingImports.id })
      await insertObservations(tx, row!.id, entry.id, items)
      const detected = await detect(tx, brand, { kind: 'import', importId: row!.id })
      await tx
        .update(listingImports)
        .set({
          status: 'complete',
          summary: summaryOf(
            { rowsRead: items.length, rejections: new Rejections(), startedAt: Date.now() },
            detected,
          ),
          finishedAt: observedAt,
        })
        .where(eq(listingImports.id, row!.id))
    })
  }
}
