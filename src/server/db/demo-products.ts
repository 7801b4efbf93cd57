/**
 * The demo catalog of the demo brand account (001 §9: 'Demo seeding creates … 5 or more
 * products, all marked [DEMO]'), and the demo reseller's orders with it. Prices are strings,
 * as the numeric columns read them.
 */
export interface DemoProduct {
  name: string
  sku: string
  description: string
  price: string
  wholesalePrice: string
  mapPrice: string
  stock: number
  casePack: number
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    name: '[DEMO] Enamel Dutch Oven 5.5 qt',
    sku: 'DEMO-NW-001',
    description: 'Cast iron with a chip-resistant enamel finish; oven safe to 500 °F.',
    price: '89.99',
    wholesalePrice: '44.50',
    mapPrice: '79.99',
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
