/**
 * A local stand-in for the Keepa API (api.keepa.com) for the connector's contract tests, the
 * journey and the bench: a real HTTP server on 127.0.0.1 answering `/product` (by `asin` or by
 * `code`, with the `offers` parameter) and `/seller` in Keepa's documented shapes, with Keepa's
 * token bucket (tokensLeft, refillIn, refillRate in every answer; tokens refilled by the minute
 * and kept for an hour; 429 NOT_ENOUGH_TOKEN once they have run out) and the refusals of a bad
 * key (400) or a plan that has lapsed (402).
 *
 * Keepa's shapes as documented (Product Request, Request Seller Information, the product, offer
 * and seller objects of discuss.keepa.com and keepacom/api_backend): prices and shipping in the
 * locale's smallest currency unit, times in Keepa minutes (minutes since 2011-01-01), an offer's
 * current price and shipping the last two numbers of its offerCSV. Token costs as documented: 6
 * per found offer page (up to 10 offers) of each product when `offers` is used, in place of the
 * 1 per product otherwise; 1 per seller found.
 *
 * No vitest here: the journey starts it on a fixed port (`opts.port`) and the bench serves 10,000
 * products from it, so lookups are by map and an answer is built per request. Other processes can
 * steer it through `/_fake/*` (JSON), the same controls as the returned object's.
 */
import { createServer, type ServerResponse } from 'node:http'
import { controlBody, listenOnLoopback, readBody, sendJson } from './fake-http.ts'

/** Keepa time: minutes since 2011-01-01T00:00Z. */
export const KEEPA_EPOCH_MINUTES = 21_564_000
export function toKeepaMinutes(date: Date | number): number {
  const ms = typeof date === 'number' ? date : date.getTime()
  return Math.floor(ms / 60_000) - KEEPA_EPOCH_MINUTES
}

/** One offer of a product as the test sets it: amounts in cents. */
export interface FakeKeepaOffer {
  sellerId: string
  /** The storefront name `/seller` answers for this seller (on the product's domain). */
  sellerName?: string
  price: number
  /** 0: free; -1: not shippable or not said. */
  shipping?: number
  /** Keepa's condition code: 1 new, 2–5 used, 6 refurbished, 7–10 collectible, 0 unknown. */
  condition?: number
  conditionComment?: string
  isFBA?: boolean
  isPrime?: boolean
  isAmazon?: boolean
  /** The price is shown only in the cart (a MAP restriction). */
  isMAP?: boolean
  /** Keepa minutes the offer was last seen; by default the time of the request. */
  lastSeen?: number
}

export interface FakeKeepaProduct {
  asin: string
  /** Keepa domain id (1 .com, 2 .co.uk, 3 .de, 6 .ca); 1 by default. */
  domain?: number
  title?: string
  /** EAN-13 / UPC-12 (or GTIN-14) codes the product is found by with `code=`. */
  codes?: string[]
  offers: FakeKeepaOffer[]
  /** The Buy Box winner; by default the cheapest offer's seller. */
  buyBoxSellerId?: string
}

export type FakeKeepaKeyState = 'valid' | 'invalid' | 'payment_required'

export interface FakeKeepaRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface KeepaServerOptions {
  /** 0 (any free one) by default. */
  port?: number
  /** Keys Keepa accepts; by default any non-empty key. */
  apiKeys?: string[]
  /** Tokens generated per minute (the plan); 20 by default, Keepa's smallest. */
  refillRate?: number
  /** Tokens at the start; by default a full hour's worth (refillRate × 60). */
  tokens?: number
  /**
   * How often tokens are generated: Keepa adds a minute's tokens every minute. A test may
   * shorten it (each tick then adds refillRate × refillIntervalMs / 60,000).
   */
  refillIntervalMs?: number
  /** The server's clock, in ms (the bench's simulated day); real time by default. */
  now?: () => number
  /** Answer time added to every `/product` answer, in ms (Keepa takes 2–20 s with offers). */
  delayMs?: number
}

export interface KeepaServer {
  url: string
  port: number
  close(): Promise<void>
  /** Every request received, in order (with the key as it was sent: a test's own). */
  requests: FakeKeepaRequest[]
  setProduct(product: FakeKeepaProduct): void
  setProducts(products: FakeKeepaProduct[]): void
  removeProduct(asin: string, domain?: number): void
  clearProducts(): void
  /** The storefront name of a seller that has no offer set. */
  setSeller(sellerId: string, sellerName: string, domain?: number): void
  /** Tokens now (after the refills due by the clock). */
  tokens(): number
  setTokens(tokens: number): void
  setRefillRate(perMinute: number): void
  setKeyState(state: FakeKeepaKeyState): void
  /** The next `count` requests are answered with `status` (e.g. 500, 503) and nothing consumed. */
  failNext(status: number, count?: number, retryAfterSeconds?: number): void
  /** Tokens consumed so far by all answers. */
  consumed(): number
}

interface StoredProduct extends FakeKeepaProduct {
  domain: number
}

function gtin14(code: string): string | null {
  const digits = code.trim()
  if (!/^\d{8,14}$/.test(digits)) return null
  return digits.padStart(14, '0')
}

export async function startKeepaServer(opts: KeepaServerOptions = {}): Promise<KeepaServer> {
  const clock = opts.now ?? (() => Date.now())
  const refillIntervalMs = opts.refillIntervalMs ?? 60_000
  let refillRate = opts.refillRate ?? 20
  let tokens = opts.tokens ?? refillRate * 60
  // Refill ticks are counted from the start, as Keepa's come at fixed times of the account.
  const startedAt = clock()
  let lastTick = 0
  let keyState: FakeKeepaKeyState = 'valid'
  let consumedTotal = 0
  const failures: Array<{ status: number; retryAfterSeconds?: number }> = []
  const products = new Map<string, StoredProduct>()
  const byCode = new Map<string, Set<string>>()
  const sellers = new Map<string, string>()
  const requests: FakeKeepaRequest[] = []

  const productKey = (domain: number, asin: string) => `${domain}:${asin.toUpperCase()}`

  function refill(): number {
    const now = clock()
    const tick = Math.floor((now - startedAt) / refillIntervalMs)
    if (tick > lastTick) {
      const perTick = (refillRate * refillIntervalMs) / 60_000
      // Unused tokens expire after an hour: the bucket holds at most 60 minutes' worth.
      tokens = Math.min(refillRate * 60, tokens + (tick - lastTick) * perTick)
      lastTick = tick
    }
    return startedAt + (tick + 1) * refillIntervalMs - now
  }

  function tokenFields(consumed: number) {
    const refillIn = refill()
    return {
      timestamp: clock(),
      tokensLeft: Math.floor(tokens),
      refillIn,
      refillRate,
      tokenFlowReduction: 0,
      tokensConsumed: consumed,
      processingTimeInMs: 0,
    }
  }

  function removeProduct(asin: string, domain = 1): void {
    const key = productKey(domain, asin)
    const old = products.get(key)
    if (!old) return
    products.delete(key)
    for (const code of old.codes ?? []) {
      const normal = gtin14(code)
      if (normal) byCode.get(`${domain}:${normal}`)?.delete(key)
    }
  }

  function setProduct(product: FakeKeepaProduct): void {
    const domain = product.domain ?? 1
    removeProduct(product.asin, domain)
    const key = productKey(domain, product.asin)
    products.set(key, { ...product, domain })
    for (const code of product.codes ?? []) {
      const normal = gtin14(code)
      if (!normal) continue
      const codeKey = `${domain}:${normal}`
      let set = byCode.get(codeKey)
      if (!set) byCode.set(codeKey, (set = new Set()))
      set.add(key)
    }
    for (const offer of product.offers) {
      if (offer.sellerName) sellers.set(`${domain}:${offer.sellerId}`, offer.sellerName)
    }
  }

  /** A product object as Keepa's Product Request answers it with `offers` and `only-live-offers`. */
  function productObject(product: StoredProduct, nowMinutes: number) {
    const offers = product.offers.map((offer, index) => ({
      offerId: index + 1,
      lastSeen: offer.lastSeen ?? nowMinutes,
      sellerId: offer.sellerId,
      offerCSV: [nowMinutes - 60, offer.price, offer.shipping ?? 0],
      condition: offer.condition ?? 1,
      conditionComment: offer.conditionComment ?? null,
      isPrime: offer.isPrime ?? offer.isFBA ?? false,
      isMAP: offer.isMAP ?? false,
      isShippable: true,
      isAddonItem: false,
      isPreorder: false,
      isWarehouseDeal: false,
      isScam: false,
      shipsFromChina: false,
      isAmazon: offer.isAmazon ?? false,
      isFBA: offer.isFBA ?? false,
      isPrimeExcl: false,
    }))
    // liveOffersOrder: indexes into offers of the live ones, in Amazon's order (price, then
    // shipping); the Buy Box the cheapest unless the test says who holds it.
    const order = product.offers
      .map((offer, index) => ({ index, total: offer.price + Math.max(0, offer.shipping ?? 0) }))
      .sort((a, b) => a.total - b.total)
      .map((entry) => entry.index)
    const firstLive = order[0]
    const buyBox =
      product.buyBoxSellerId ??
      (firstLive === undefined ? null : product.offers[firstLive]?.sellerId)
    const codes = (product.codes ?? []).map((code) => code.replace(/^0+(?=\d{12,13}$)/, ''))
    return {
      productType: 0,
      asin: product.asin,
      domainId: product.domain,
      title: product.title ?? null,
      eanList: codes.filter((code) => code.length === 13),
      upcList: codes.filter((code) => code.length === 12),
      lastUpdate: nowMinutes,
      lastPriceChange: nowMinutes - 60,
      offersSuccessful: true,
      offers,
      liveOffersOrder: order,
      buyBoxSellerIdHistory: buyBox ? [String(nowMinutes - 60), buyBox] : [],
      csv: null,
    }
  }

  /** An ASIN Keepa does not know: a product object with only its identity (productType 4). */
  function unknownProduct(asin: string, domain: number) {
    return { productType: 4, asin, domainId: domain, title: null, offers: null }
  }

  function offersCost(product: StoredProduct): number {
    const pages = Math.ceil(product.offers.length / 10)
    // "If we fail to retrieve/refresh the offers data, the request will consume 1 token."
    return Math.max(1, pages * 6)
  }

  const send = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => sendJson(res, status, body, headers, 'application/json;charset=UTF-8')

  function refusal(res: ServerResponse): boolean {
    const failure = failures.shift()
    if (failure) {
      send(
        res,
        failure.status,
        {
          ...tokenFields(0),
          error: { type: 'serverError', message: 'Server error, try again later.' },
        },
        failure.retryAfterSeconds ? { 'retry-after': String(failure.retryAfterSeconds) } : {},
      )
      return true
    }
    return false
  }

  function checkKey(res: ServerResponse, key: string | undefined): boolean {
    const known = opts.apiKeys ? opts.apiKeys.includes(key ?? '') : Boolean(key)
    if (!known || keyState === 'invalid') {
      send(res, 400, {
        ...tokenFields(0),
        tokensLeft: 0,
        refillRate: 0,
        error: {
          type: 'invalidKey',
          message: 'Invalid API key.',
          details: 'The access key is not valid.',
        },
      })
      return false
    }
    if (keyState === 'payment_required') {
      send(res, 402, {
        ...tokenFields(0),
        error: {
          type: 'paymentRequired',
          message: 'Payment required.',
          details: 'The subscription of this access key has expired.',
        },
      })
      return false
    }
    return true
  }

  function notEnoughTokens(res: ServerResponse): boolean {
    refill()
    if (tokens > 0) return false
    send(res, 429, {
      ...tokenFields(0),
      error: { type: 'NOT_ENOUGH_TOKEN', message: 'Not enough tokens.' },
    })
    return true
  }

  function handleProduct(query: Record<string, string>, res: ServerResponse) {
    const domain = Number(query.domain)
    if (![1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12].includes(domain)) {
      send(res, 400, {
        ...tokenFields(0),
        error: { type: 'invalidParameter', message: 'Invalid domain.' },
      })
      return
    }
    if (query.asin && query.code) {
      send(res, 400, {
        ...tokenFields(0),
        error: { type: 'invalidParameter', message: 'Use either asin or code, not both.' },
      })
      return
    }
    const withOffers = Number(query.offers ?? 0) > 0
    if (withOffers && (Number(query.offers) < 20 || Number(query.offers) > 100)) {
      send(res, 400, {
        ...tokenFields(0),
        error: { type: 'invalidParameter', message: 'offers must be between 20 and 100.' },
      })
      return
    }
    const nowMinutes = toKeepaMinutes(clock())
    const answer: unknown[] = []
    let cost = 0
    if (query.asin) {
      const asins = query.asin.split(',').filter(Boolean)
      if (asins.length === 0 || asins.length > (withOffers ? 20 : 100)) {
        send(res, 400, {
          ...tokenFields(0),
          error: { type: 'invalidParameter', message: 'Too many or no ASINs.' },
        })
        return
      }
      for (const asin of asins) {
        const product = products.get(productKey(domain, asin))
        if (!product) {
          answer.push(unknownProduct(asin, domain))
          cost += 1
          continue
        }
        answer.push(productObject(product, nowMinutes))
        cost += withOffers ? offersCost(product) : 1
      }
    } else if (query.code) {
      const codes = query.code.split(',').filter(Boolean)
      if (codes.length === 0 || codes.length > 100) {
        send(res, 400, {
          ...tokenFields(0),
          error: { type: 'invalidParameter', message: 'Too many or no codes.' },
        })
        return
      }
      const limit = Number(query['code-limit'] ?? 0)
      const seen = new Set<string>()
      for (const code of codes) {
        const normal = gtin14(code)
        const keys = normal ? [...(byCode.get(`${domain}:${normal}`) ?? [])] : []
        for (const key of limit > 0 ? keys.slice(0, limit) : keys) {
          const product = products.get(key)
          if (!product || seen.has(key)) continue
          seen.add(key)
          answer.push(productObject(product, nowMinutes))
          cost += withOffers ? offersCost(product) : 1
        }
      }
    } else {
      send(res, 400, {
        ...tokenFields(0),
        error: { type: 'invalidParameter', message: 'asin or code is required.' },
      })
      return
    }
    refill()
    // Keepa lets a request through while tokens are positive and may leave them negative.
    tokens -= cost
    consumedTotal += cost
    const body = { ...tokenFields(cost), products: answer }
    if (opts.delayMs) setTimeout(() => send(res, 200, body), opts.delayMs)
    else send(res, 200, body)
  }

  function handleSeller(query: Record<string, string>, res: ServerResponse) {
    const domain = Number(query.domain)
    const ids = (query.seller ?? '').split(',').filter(Boolean)
    if (ids.length === 0 || ids.length > 100) {
      send(res, 400, {
        ...tokenFields(0),
        error: { type: 'invalidParameter', message: 'Between 1 and 100 seller ids.' },
      })
      return
    }
    const nowMinutes = toKeepaMinutes(clock())
    const found: Record<string, unknown> = {}
    for (const id of ids) {
      const name = sellers.get(`${domain}:${id}`)
      if (name === undefined) continue
      found[id] = {
        domainId: domain,
        sellerId: id,
        sellerName: name,
        trackedSince: nowMinutes - 525_600,
        lastUpdate: nowMinutes,
        isScammer: false,
        hasFBA: true,
      }
    }
    // "If a seller is not found in our database, no tokens will be consumed."
    const cost = Object.keys(found).length
    refill()
    tokens -= cost
    consumedTotal += cost
    send(res, 200, { ...tokenFields(cost), sellers: found })
  }

  /** `/_fake/*`: the same controls for a process that did not start the server. */
  function handleControl(path: string, body: string, res: ServerResponse) {
    const control = controlBody(body, res)
    if (!control) return
    const { input, value } = control
    switch (path) {
      case '/_fake/products':
        if (!Array.isArray(input)) return send(res, 400, { error: 'Send an array of products.' })
        server.setProducts(input as FakeKeepaProduct[])
        return send(res, 200, { products: products.size })
      case '/_fake/clear':
        server.clearProducts()
        requests.length = 0
        return send(res, 200, { products: 0 })
      case '/_fake/tokens':
        if (typeof value.tokens === 'number') server.setTokens(value.tokens)
        if (typeof value.refillRate === 'number') server.setRefillRate(value.refillRate)
        return send(res, 200, { tokens: server.tokens(), refillRate })
      case '/_fake/key-state':
        if (
          value.state !== 'valid' &&
          value.state !== 'invalid' &&
          value.state !== 'payment_required'
        )
          return send(res, 400, { error: 'state is valid, invalid or payment_required.' })
        server.setKeyState(value.state)
        return send(res, 200, { state: keyState })
      case '/_fake/requests':
        return send(res, 200, { requests: requests.filter((r) => !r.path.startsWith('/_fake/')) })
      default:
        return send(res, 404, { error: 'No such control.' })
    }
  }

  const http = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const query = Object.fromEntries(url.searchParams)
      const body = await readBody(req)
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query,
        headers: req.headers,
        body,
      })
      if (url.pathname.startsWith('/_fake/')) return handleControl(url.pathname, body, res)
      if (url.pathname !== '/product' && url.pathname !== '/seller') {
        return send(res, 404, { error: { type: 'notFound', message: 'Unknown request.' } })
      }
      if (req.method !== 'GET' && req.method !== 'POST') {
        return send(res, 405, {
          ...tokenFields(0),
          error: { type: 'methodNotAllowed', message: 'Method not allowed.' },
        })
      }
      if (!checkKey(res, query.key)) return
      if (refusal(res)) return
      if (notEnoughTokens(res)) return
      if (url.pathname === '/product') handleProduct(query, res)
      else handleSeller(query, res)
    })().catch((error: unknown) => {
      if (!res.headersSent)
        send(res, 500, { error: { type: 'serverError', message: String(error) } })
    })
  })

  const { port, url, close } = await listenOnLoopback(http, opts.port)

  const server: KeepaServer = {
    url,
    port,
    requests,
    close,
    setProduct,
    setProducts(list) {
      for (const product of list) setProduct(product)
    },
    removeProduct,
    clearProducts() {
      products.clear()
      byCode.clear()
      sellers.clear()
    },
    setSeller(sellerId, sellerName, domain = 1) {
      sellers.set(`${domain}:${sellerId}`, sellerName)
    },
    tokens() {
      refill()
      return tokens
    },
    setTokens(value) {
      refill()
      tokens = value
    },
    setRefillRate(perMinute) {
      refill()
      refillRate = perMinute
    },
    setKeyState(state) {
      keyState = state
    },
    failNext(status, count = 1, retryAfterSeconds) {
      for (let i = 0; i < count; i++) failures.push({ status, retryAfterSeconds })
    },
    consumed: () => consumedTotal,
  }
  return server
}
