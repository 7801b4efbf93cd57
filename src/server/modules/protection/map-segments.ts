/**
 * The MAP of each product over time, promotions applied, as non-overlapping segments: what
 * detection joins a million observations against (a hash on the product, then a range test),
 * instead of looking up versions and promotions once per observation.
 *
 * A product's MAP versions each hold from their effective time to the next one's (a null price:
 * no MAP from then). A promotion lowers the MAP of its products from its start to its end, to the
 * product's promotional MAP or by its percent off the MAP in force; overlapping promotions: the
 * lowest wins. The SQL function product_effective_map_at (drizzle/0018) states the same rule for
 * one product and one time; an API test holds the two equal.
 */

export interface MapVersion {
  productId: string
  effectiveFrom: Date
  /** Dollars with 2 decimals; null: no MAP from then on. */
  mapPrice: string | null
}

export interface MapPromotion {
  startsAt: Date
  endsAt: Date
  /** Percent off, up to 2 decimals ("20", "12.5"). */
  percentOff: string | null
  products: { productId: string; promoMapPrice: string | null }[]
}

export interface MapSegment {
  productId: string
  from: Date
  /** Exclusive; null: open-ended. */
  to: Date | null
  mapPrice: string
}

const toCents = (money: string) => Math.round(Number(money) * 100)
const toMoney = (cents: number) => (cents / 100).toFixed(2)

/** PostgreSQL's round(numeric, 2): half away from zero (prices are never negative). */
export function percentOffCents(cents: number, percentOff: string): number {
  const hundredths = Math.round(Number(percentOff) * 100)
  return Math.floor((cents * (10_000 - hundredths)) / 10_000 + 0.5)
}

interface Window {
  from: number
  to: number
  promo: { promoMapPrice: string | null; percentOff: string | null }
}

export function mapSegments(
  versions: readonly MapVersion[],
  promotions: readonly MapPromotion[],
): MapSegment[] {
  const byProduct = new Map<string, MapVersion[]>()
  for (const v of versions) {
    const list = byProduct.get(v.productId) ?? []
    list.push(v)
    byProduct.set(v.productId, list)
  }
  const windows = new Map<string, Window[]>()
  for (const p of promotions) {
    for (const item of p.products) {
      const list = windows.get(item.productId) ?? []
      list.push({
        from: p.startsAt.getTime(),
        to: p.endsAt.getTime(),
        promo: { promoMapPrice: item.promoMapPrice, percentOff: p.percentOff },
      })
      windows.set(item.productId, list)
    }
  }

  const out: MapSegment[] = []
  for (const [productId, list] of byProduct) {
    list.sort((a, b) => a.effectiveFrom.getTime() - b.effectiveFrom.getTime())
    const promos = windows.get(productId) ?? []
    // Every time the MAP may change: a version starts, a promotion starts or ends.
    const cuts = new Set<number>(list.map((v) => v.effectiveFrom.getTime()))
    for (const w of promos) {
      cuts.add(w.from)
      cuts.add(w.to)
    }
    const times = [...cuts].sort((a, b) => a - b)
    let open: MapSegment | null = null
    for (let i = 0; i < times.length; i++) {
      const from = times[i]!
      const to = i + 1 < times.length ? times[i + 1]! : null
      const cents = mapCentsAt(list, promos, from)
      if (open && cents !== null && toCents(open.mapPrice) === cents) {
        open.to = to === null ? null : new Date(to)
        continue
      }
      if (cents === null) {
        open = null
        continue
      }
      open = {
        productId,
        from: new Date(from),
        to: to === null ? null : new Date(to),
        mapPrice: toMoney(cents),
      }
      out.push(open)
    }
  }
  return out
}

function mapCentsAt(versions: readonly MapVersion[], promos: readonly Window[], at: number) {
  let base: string | null = null
  let started = false
  for (const v of versions) {
    if (v.effectiveFrom.getTime() > at) break
    base = v.mapPrice
    started = true
  }
  if (!started || base === null) return null
  const baseCents = toCents(base)
  let lowest = baseCents
  for (const w of promos) {
    if (w.from > at || w.to <= at) continue
    const promo =
      w.promo.promoMapPrice !== null
        ? toCents(w.promo.promoMapPrice)
        : w.promo.percentOff !== null
          ? percentOffCents(baseCents, w.promo.percentOff)
          : baseCents
    if (promo < lowest) lowest = promo
  }
  return lowest
}

/** The segment in force at a time (for tests and single look-ups). */
export function mapAt(segments: readonly MapSegment[], productId: string, at: Date): string | null {
  const t = at.getTime()
  for (const s of segments) {
    if (s.productId !== productId) continue
    if (s.from.getTime() <= t && (s.to === null || s.to.getTime() > t)) return s.mapPrice
  }
  return null
}
