/**
 * Generated leak scenarios (decision 013 item 11): a brand's buyers with a year of orders, an
 * unknown seller first seen on one marketplace listing some of the brand's products, and the one
 * buyer who supplied it, hidden among decoys. Deterministic for a seed (mulberry32), so the bench
 * (scripts/bench/leak-tracing.ts) reports the same figures every run and the tuning seed stays
 * apart from the reported one.
 *
 * The true source places a big order of the listed products, unusual for it, 1 to about 30 days
 * before the seller is first seen (sometimes split in two, sometimes its first order ever). The
 * decoys: a big regular buyer whose orders are always big (often one shortly before), a buyer
 * who bought the same products in bulk long before, a buyer who bought them just after the
 * sighting, a small buyer right before, a buyer of part of the products, buyers of other
 * products, and ordinary buyers. Quantities listed are known or not, one or several products,
 * the seller's marketplace and the buyers' authorizations vary.
 */
import type { Buyer, ListedProduct, OrderLine } from './rank-candidates.ts'

export interface LeakScenario {
  name: string
  marketplace: string
  /** Every product of the brand. */
  catalog: { productId: string; name: string }[]
  listed: ListedProduct[]
  lines: OrderLine[]
  buyers: (Buyer & { role: BuyerRole })[]
  sourceId: string
  /** The seller's first sighting: every date is relative to it. */
  firstSeenAt: Date
}

export type BuyerRole =
  | 'source'
  | 'big_regular'
  | 'long_before'
  | 'after'
  | 'small_before'
  | 'partial'
  | 'other_products'
  | 'ordinary'

/** mulberry32: a small seeded PRNG, the same numbers for the same seed on every platform. */
export function prng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const between = (lo: number, hi: number) => lo + (hi - lo) * next()
  const int = (lo: number, hi: number) => Math.floor(between(lo, hi + 1))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  const chance = (p: number) => next() < p
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list]
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[out[i], out[j]] = [out[j]!, out[i]!]
    }
    return out
  }
  return { next, between, int, pick, chance, shuffle }
}

const MARKETPLACES = ['amazon', 'walmart', 'ebay'] as const
const DAY_MS = 86_400_000
const FIRST_SEEN = Date.UTC(2026, 9, 1, 12)

export function generateScenarios(seed: number, count: number): LeakScenario[] {
  const r = prng(seed)
  return Array.from({ length: count }, (_, i) => scenario(r, `s${seed}-${i + 1}`))
}

function scenario(r: ReturnType<typeof prng>, name: string): LeakScenario {
  const at = (daysBefore: number) =>
    new Date(FIRST_SEEN - daysBefore * DAY_MS + r.int(0, 8) * 3_600_000)
  const catalog = Array.from({ length: r.int(4, 12) }, (_, i) => ({
    productId: `${name}-p${i + 1}`,
    name: `Product ${String.fromCharCode(65 + i)}`,
  }))
  const listedCount = r.pick([1, 1, 2, 2, 3, 3, 4])
  const listedIds = r.shuffle(catalog).slice(0, listedCount)
  const others = catalog.filter((p) => !listedIds.includes(p))
  const marketplace = r.pick(MARKETPLACES)
  const lines: OrderLine[] = []
  const buyers: LeakScenario['buyers'] = []
  let orderNo = 0

  const order = (
    buyer: string,
    daysBefore: number,
    items: { productId: string; quantity: number }[],
  ) => {
    orderNo += 1
    const when = at(daysBefore)
    for (const item of items)
      if (item.quantity > 0)
        lines.push({
          resellerId: buyer,
          orderId: `${name}-o${orderNo}`,
          at: when,
          productId: item.productId,
          quantity: Math.round(item.quantity),
        })
  }
  /** Regular orders every `every` days over the year before `until`, of a few products. */
  const regular = (
    buyer: string,
    size: number,
    every: number,
    products: readonly { productId: string }[],
    until = 0,
    from = 365,
  ) => {
    for (
      let d = from - r.int(0, every);
      d > until;
      d -= Math.max(5, every + r.int(-every / 3, every / 3))
    ) {
      const chosen = r.shuffle(products).slice(0, r.int(1, Math.max(1, products.length)))
      order(
        buyer,
        d,
        chosen.map((p) => ({
          productId: p.productId,
          quantity: Math.max(1, (size * r.between(0.6, 1.4)) / chosen.length),
        })),
      )
    }
  }
  const authorization = (
    kind: 'there' | 'elsewhere' | 'none' | 'lapsed',
  ): Buyer['authorization'] => {
    const elsewhere = MARKETPLACES.filter((m) => m !== marketplace)
    if (kind === 'none') return null
    if (kind === 'lapsed')
      return {
        status: r.pick(['expired', 'revoked', 'suspended']),
        inForce: false,
        marketplaces: [marketplace],
      }
    if (kind === 'elsewhere')
      return {
        status: 'active',
        inForce: true,
        marketplaces: r.shuffle(elsewhere).slice(0, r.int(1, 2)),
      }
    return {
      status: 'active',
      inForce: true,
      marketplaces: r.chance(0.5) ? [marketplace] : [...MARKETPLACES],
    }
  }
  const addBuyer = (role: BuyerRole, auth: Buyer['authorization']) => {
    const id = `${name}-${role}-${buyers.length + 1}`
    buyers.push({
      resellerId: id,
      company: `${role} ${buyers.length + 1}`,
      email: null,
      authorization: auth,
      role,
    })
    return id
  }
  const mixOf = () => r.shuffle([...listedIds, ...others]).slice(0, r.int(1, 4))

  // The source: a usual buyer (sometimes new) whose big order of the listed products is unusual.
  const source = addBuyer(
    'source',
    authorization(r.pick(['elsewhere', 'elsewhere', 'none', 'lapsed', 'there'])),
  )
  const usual = r.between(5, 60)
  const isNew = r.chance(0.15)
  if (!isNew) regular(source, usual, r.int(20, 70), mixOf(), 30)
  const leadDays = Math.min(35, 1 + Math.floor(-Math.log(1 - r.next()) * 8))
  const bigTotal = isNew ? r.between(80, 400) : usual * r.between(3, 9)
  const boughtListed = listedIds.filter((_, i) => i === 0 || r.chance(0.85))
  const perProduct = new Map(
    boughtListed.map((p) => [p.productId, (bigTotal / boughtListed.length) * r.between(0.7, 1.3)]),
  )
  if (r.chance(0.2)) {
    // Split in two orders a few days apart.
    const half = new Map([...perProduct].map(([id, q]) => [id, q / 2]))
    order(
      source,
      leadDays + r.int(2, 5),
      [...half].map(([productId, quantity]) => ({ productId, quantity })),
    )
    order(
      source,
      leadDays,
      [...half].map(([productId, quantity]) => ({ productId, quantity })),
    )
  } else
    order(
      source,
      leadDays,
      [...perProduct].map(([productId, quantity]) => ({ productId, quantity })),
    )

  // What the seller lists: part of what the source bought, or a few of a product it did not.
  const quantitiesKnown = r.chance(0.5)
  // The first listed product at the first sighting; another is sometimes listed later.
  const listed: ListedProduct[] = listedIds.map((p, i) => ({
    productId: p.productId,
    name: p.name,
    firstSeenAt: new Date(FIRST_SEEN + (i > 0 && r.chance(0.15) ? r.int(1, 20) * DAY_MS : 0)),
    units: quantitiesKnown
      ? Math.max(
          1,
          Math.round((perProduct.get(p.productId) ?? r.between(3, 20)) * r.between(0.3, 1)),
        )
      : null,
  }))

  const decoys = r
    .shuffle<BuyerRole>([
      'big_regular',
      'long_before',
      'after',
      'small_before',
      'partial',
      'big_regular',
      'small_before',
      'after',
    ])
    .slice(0, r.int(3, 7))
  const auth = () => authorization(r.pick(['there', 'there', 'elsewhere', 'none', 'lapsed']))
  for (const role of decoys) {
    const id = addBuyer(role, auth())
    if (role === 'big_regular') {
      // Always big: the size of the source's big order or more, every few weeks, one lately.
      const size = bigTotal * r.between(0.6, 1.6)
      regular(id, size, r.int(14, 40), r.chance(0.7) ? listedIds : mixOf(), r.int(0, 20))
    } else if (role === 'long_before') {
      regular(id, r.between(5, 40), r.int(30, 90), mixOf(), 120)
      order(
        id,
        r.int(90, 300),
        listedIds.map((p) => ({
          productId: p.productId,
          quantity: (bigTotal * r.between(0.5, 1.5)) / listedIds.length,
        })),
      )
    } else if (role === 'after') {
      regular(id, r.between(5, 40), r.int(30, 90), others.length ? others : mixOf(), 40)
      order(
        id,
        -r.int(1, 30),
        listedIds.map((p) => ({
          productId: p.productId,
          quantity: (bigTotal * r.between(0.5, 1.5)) / listedIds.length,
        })),
      )
    } else if (role === 'small_before') {
      const size = r.between(3, 25)
      regular(id, size, r.int(20, 60), listedIds, 15)
      order(
        id,
        r.int(0, 10),
        listedIds.map((p) => ({
          productId: p.productId,
          quantity: (size * r.between(0.6, 1.4)) / listedIds.length,
        })),
      )
    } else if (role === 'partial') {
      const size = r.between(5, 50)
      regular(id, size, r.int(20, 60), mixOf(), 20)
      order(id, r.int(0, 25), [
        { productId: r.pick(listedIds).productId, quantity: size * r.between(1, 3) },
      ])
    }
  }
  // Buyers of other products only (not candidates), and ordinary buyers.
  for (let i = r.int(1, 3); i > 0; i--) {
    const id = addBuyer('other_products', auth())
    if (others.length) regular(id, r.between(20, 300), r.int(10, 40), others)
  }
  for (let i = r.int(0, 3); i > 0; i--) {
    const id = addBuyer('ordinary', auth())
    regular(id, r.between(3, 30), r.int(20, 90), mixOf(), -30)
  }
  return {
    name,
    marketplace,
    catalog,
    listed,
    lines,
    buyers: r.shuffle(buyers),
    sourceId: source,
    firstSeenAt: new Date(FIRST_SEEN),
  }
}
