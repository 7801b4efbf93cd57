/**
 * The demo catalog of the demo brand account (001 §9: 'Demo seeding creates … 5 or more
 * products, all marked [DEMO]'), and the demo reseller's orders with it. Prices are strings,
 * as the numeric columns read them. Each product has a GTIN and a category (issue 14: listings
 * are matched to products by GTIN), and its MAP is a version in product_map_prices in force
 * from DEMO_MAP_SINCE_DAYS before the seed, so listings observed in the demo's recent past are
 * judged by it.
 */
import { sql } from 'drizzle-orm'
import { gtinCheckDigit } from '#shared/gtin.ts'
import type { ProductCategory } from '#shared/reseller-hub-texts.ts'
import type { DbOrTx } from './client.ts'

export interface DemoProduct {
  name: string
  sku: string
  description: string
  price: string
  wholesalePrice: string
  /** The MAP in force since DEMO_MAP_SINCE_DAYS before the seed (a product_map_prices row). */
  mapPrice: string
  /** 14 digits, as stored. */
  gtin: string
  category: ProductCategory
  stock: number
  casePack: number
}

/** Days before the seed from which the demo products' MAP is in force. */
export const DEMO_MAP_SINCE_DAYS = 120

/**
 * The demo product's GTIN: a UPC-A of number system 2, which GS1 keeps for restricted
 * circulation and never gives a brand, so a demo GTIN never names a real product that a real
 * marketplace export might carry. Stored as 14 digits, with its check digit.
 */
export function demoGtin(n: number): string {
  const body = `20042600${String(n).padStart(3, '0')}`
  return `00${body}${gtinCheckDigit(body)}`
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    name: '[DEMO] Enamel Dutch Oven 5.5 qt',
    sku: 'DEMO-NW-001',
    description: 'Cast iron with a chip-resistant enamel finish; oven safe to 500 °F.',
    price: '89.99',
    wholesalePrice: '44.50',
    mapPrice: '79.99',
    gtin: demoGtin(1),
    category: 'home_goods',
    stock: 240,
    casePack: 2,
  },
  {
    name: '[DEMO] Linen Tea Towels, Set of 4',
    sku: 'DEMO-NW-002',
    description: 'Stonewashed European flax linen, 18 × 28 in.',
    price: '29.99',
    wholesalePrice: '12.75',
    mapPrice: '26.99',
    gtin: demoGtin(2),
    category: 'home_goods',
    stock: 1200,
    casePack: 12,
  },
  {
    name: '[DEMO] Glass Pantry Jars, Set of 6',
    sku: 'DEMO-NW-003',
    description: 'Borosilicate glass with bamboo lids and silicone seals.',
    price: '39.99',
    wholesalePrice: '17.20',
    mapPrice: '34.99',
    gtin: demoGtin(3),
    category: 'home_goods',
    stock: 560,
    casePack: 4,
  },
  {
    name: '[DEMO] Stoneware Mixing Bowls, Set of 3',
    sku: 'DEMO-NW-004',
    description: 'Nesting bowls, dishwasher and microwave safe.',
    price: '49.99',
    wholesalePrice: '21.90',
    mapPrice: '44.99',
    gtin: demoGtin(4),
    category: 'home_goods',
    stock: 310,
    casePack: 2,
  },
  {
    name: '[DEMO] Acacia Cutting Board',
    sku: 'DEMO-NW-005',
    description: 'End-grain acacia wood, 16 × 11 in, with a juice groove.',
    price: '34.99',
    wholesalePrice: '14.60',
    mapPrice: '29.99',
    gtin: demoGtin(5),
    category: 'home_goods',
    stock: 820,
    casePack: 6,
  },
  {
    name: '[DEMO] Cotton Storage Baskets, Set of 2',
    sku: 'DEMO-NW-006',
    description: 'Woven cotton rope with handles, 15 in and 12 in.',
    price: '32.99',
    wholesalePrice: '13.40',
    mapPrice: '28.99',
    gtin: demoGtin(6),
    category: 'home_goods',
    stock: 470,
    casePack: 4,
  },
]

/** The demo reseller's orders with the demo brand: lines by SKU, a status and an age in days. */
export const DEMO_ORDERS: readonly {
  status: 'pending' | 'processing' | 'shipped' | 'delivered'
  daysAgo: number
  lines: readonly { sku: string; quantity: number }[]
}[] = [
  {
    status: 'delivered',
    daysAgo: 41,
    lines: [
      { sku: 'DEMO-NW-001', quantity: 12 },
      { sku: 'DEMO-NW-002', quantity: 48 },
    ],
  },
  { status: 'delivered', daysAgo: 26, lines: [{ sku: 'DEMO-NW-003', quantity: 24 }] },
  {
    status: 'shipped',
    daysAgo: 9,
    lines: [
      { sku: 'DEMO-NW-004', quantity: 10 },
      { sku: 'DEMO-NW-005', quantity: 30 },
    ],
  },
  { status: 'processing', daysAgo: 3, lines: [{ sku: 'DEMO-NW-006', quantity: 20 }] },
  { status: 'pending', daysAgo: 1, lines: [{ sku: 'DEMO-NW-001', quantity: 6 }] },
]

const json = (list: readonly DemoProduct[]) =>
  JSON.stringify(
    list.map((p) => ({ sku: p.sku, map: p.mapPrice, gtin: p.gtin, category: p.category })),
  )

/**
 * After the demo products are inserted (or found by SKU): a GTIN and category where a product
 * has none yet (one seeded before they existed), and the MAP as a version in force from
 * DEMO_MAP_SINCE_DAYS before `seededAt` for each product without any MAP version. Idempotent,
 * and a brand's own later changes stay.
 */
export async function seedDemoProductTerms(
  tx: DbOrTx,
  brandId: string,
  list: readonly DemoProduct[],
  seededAt: Date,
): Promise<void> {
  const since = new Date(seededAt.getTime() - DEMO_MAP_SINCE_DAYS * 24 * 60 * 60 * 1000)
  await tx.execute(sql`
    update products p set gtin = coalesce(p.gtin, v.gtin),
      category = coalesce(p.category, v.category::product_category)
    from jsonb_to_recordset(${json(list)}::jsonb) as v(sku text, gtin text, category text)
    where p.brand_id = ${brandId} and p.sku = v.sku and (p.gtin is null or p.category is null)`)
  await tx.execute(sql`
    insert into product_map_prices (product_id, map_price, effective_from)
    select p.id, v.map, ${since.toISOString()}::timestamptz
    from jsonb_to_recordset(${json(list)}::jsonb) as v(sku text, map numeric)
    join products p on p.brand_id = ${brandId} and p.sku = v.sku
    where not exists (select 1 from product_map_prices m where m.product_id = p.id)`)
}

/**
 * Force re-seed: the demo products' GTIN and category back to their seeded values, and their
 * seeded MAP in force again. A MAP never changes in the past (listings observed so far were
 * judged by the MAP of their time), so a MAP that differs now gets a version from now.
 */
export async function restoreDemoProductTerms(
  tx: DbOrTx,
  brandId: string,
  list: readonly DemoProduct[],
): Promise<void> {
  await tx.execute(sql`
    update products p set gtin = v.gtin, category = v.category::product_category
    from jsonb_to_recordset(${json(list)}::jsonb) as v(sku text, gtin text, category text)
    where p.brand_id = ${brandId} and p.sku = v.sku`)
  await tx.execute(sql`
    insert into product_map_prices (product_id, map_price, effective_from)
    select p.id, v.map, now()
    from jsonb_to_recordset(${json(list)}::jsonb) as v(sku text, map numeric)
    join products p on p.brand_id = ${brandId} and p.sku = v.sku
    where product_map_price_at(p.id, now()) is distinct from v.map`)
}
