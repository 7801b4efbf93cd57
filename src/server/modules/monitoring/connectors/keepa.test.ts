/**
 * Contract tests of the Keepa connector against the local Keepa server (src/testing/providers/
 * keepa-server.ts), which answers in Keepa's documented shapes with its token bucket: offers read
 * from offerCSV, conditions, lookups by ASIN and by code, the bucket taken before each call and
 * set from each answer, a bucket running dry mid-batch, storefront names (kept a day), and a
 * refused key that leaves no trace of the key anywhere.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createMemoryBudget, type MemoryRateBudget } from '#testing/providers/memory-budget.ts'
import {
  startKeepaServer,
  toKeepaMinutes,
  type FakeKeepaProduct,
  type KeepaServer,
} from '#testing/providers/keepa-server.ts'
import type { CheckItem, ConnectorContext, RateBudget } from './types.ts'
import {
  clearKeepaSellerCache,
  currentOfferPrice,
  fromKeepaMinutes,
  keepaCondition,
  keepaConnector,
} from './keepa.ts'

const KEY = 'kp-test-0123456789abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ'
const START = Date.parse('2025-01-06T10:00:00Z')

let server: KeepaServer
let clock: number
let budget: MemoryRateBudget
let sets: Array<{ tokens: number; refillPerSecond: number; capacity?: number }>
let fetches: string[]

function context(
  overrides: Partial<ConnectorContext<'keepa_api'>> = {},
): ConnectorContext<'keepa_api'> {
  const spied: RateBudget = {
    take: (cost, lane) => budget.take(cost, lane),
    set: (state, lane) => {
      sets.push(state)
      return budget.set(state, lane)
    },
    block: (until, lane) => budget.block(until, lane),
  }
  return {
    credentials: { apiKey: KEY },
    baseUrl: server.url,
    budget: spied,
    fetch: (input, init) => {
      fetches.push(String(input))
      return fetch(input, init)
    },
    now: () => new Date(clock),
    signal: new AbortController().signal,
    ...overrides,
  }
}

function item(productId: string, listingIds: string[], gtin: string | null = null): CheckItem {
  return { productId, listingIds, gtin, brandName: 'Acme' }
}

function product(asin: string, overrides: Partial<FakeKeepaProduct> = {}): FakeKeepaProduct {
  return {
    asin,
    title: `Acme kettle ${asin}`,
    offers: [{ sellerId: 'A1SELLERONE', sellerName: 'Kettle Corner', price: 2499, shipping: 0 }],
    ...overrides,
  }
}

/** Every string anywhere in a value (keys and values), to search for a secret. */
function everyString(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v instanceof Date ? v.toISOString() : v))
}

const productRequests = () => server.requests.filter((r) => r.path === '/product')
const sellerRequests = () => server.requests.filter((r) => r.path === '/seller')

beforeEach(async () => {
  clock = START
  clearKeepaSellerCache()
  sets = []
  fetches = []
  server = await startKeepaServer({ apiKeys: [KEY], refillRate: 20, now: () => clock })
  budget = createMemoryBudget(keepaConnector.lanes, { now: () => new Date(clock) })
})

afterEach(async () => {
  await server.close()
})

describe('reading offers', () => {
  test('each live offer becomes an observation with price and shipping from the last offerCSV triple', async () => {
    server.setProduct(
      product('B00ACME001', {
        codes: ['012345678905'],
        offers: [
          {
            sellerId: 'A1SELLERONE',
            sellerName: 'Kettle Corner',
            price: 2499,
            shipping: 0,
            isFBA: true,
          },
          {
            sellerId: 'A2SELLERTWO',
            sellerName: 'Cheap Kettles',
            price: 1950,
            shipping: 499,
            condition: 3,
          },
          {
            sellerId: 'A3SELLERTRI',
            sellerName: 'Refurb Hub',
            price: 1800,
            shipping: -1,
            condition: 6,
          },
          {
            sellerId: 'A4SELLERFOR',
            sellerName: 'Old Things',
            price: 9900,
            shipping: 0,
            condition: 8,
            isMAP: true,
          },
        ],
      }),
    )
    const outcome = await keepaConnector.check(
      { site: 'amazon.com', items: [item('p1', ['B00ACME001'])] },
      context(),
    )

    expect(outcome.credentialFailure).toBeNull()
    expect(outcome.deferred).toBeNull()
    expect(outcome.done).toEqual([
      {
        productId: 'p1',
        identifier: 'B00ACME001',
        status: 'ok',
        offersSeen: 4,
        requestId: `keepa:${START}`,
        error: null,
      },
    ])
    const bySeller = new Map(outcome.observations.map((o) => [o.draft.sellerId, o]))
    expect(bySeller.get('A1SELLERONE')?.draft).toEqual({
      marketplace: 'amazon',
      sellerId: 'A1SELLERONE',
      sellerName: 'Kettle Corner',
      listingId: 'B00ACME001',
      gtin: '00012345678905',
      sku: null,
      title: 'Acme kettle B00ACME001',
      price: '24.99',
      shipping: '0.00',
      currency: 'USD',
      priceInCart: null,
      quantity: null,
      condition: 'new',
      observedAt: new Date(START),
      url: 'https://www.amazon.com/dp/B00ACME001',
    })
    expect(bySeller.get('A2SELLERTWO')?.draft).toMatchObject({
      price: '19.50',
      shipping: '4.99',
      condition: 'used',
    })
    expect(bySeller.get('A3SELLERTRI')?.draft).toMatchObject({
      price: '18.00',
      shipping: null,
      condition: 'refurbished',
    })
    expect(bySeller.get('A4SELLERFOR')?.draft).toMatchObject({
      price: '99.00',
      condition: 'collectible',
      priceInCart: true,
    })
    expect(bySeller.get('A1SELLERONE')?.externalId).toBe(
      `keepa_api:amazon.com:B00ACME001:A1SELLERONE:${new Date(START).toISOString()}`,
    )

    // The request Keepa got: the documented parameters, the site's domain, the key.
    const [request] = productRequests()
    expect(request?.query).toMatchObject({
      key: KEY,
      domain: '1',
      asin: 'B00ACME001',
      offers: '20',
      'only-live-offers': '1',
    })
  })

  test('evidence keeps the offer as Keepa sent it, the request without the key, and Keepa’s timestamp', async () => {
    server.setProduct(product('B00ACME002'))
    const outcome = await keepaConnector.check(
      { site: 'amazon.com', items: [item('p1', ['B00ACME002'])] },
      context(),
    )
    const [observation] = outcome.observations
    expect(observation?.evidence).toEqual({
      provider: 'keepa_api',
      request: '/product?domain=1&asin=B00ACME002&offers=20&only-live-offers=1&days=1',
      requestId: `keepa:${START}`,
      receivedAt: new Date(START).toISOString(),
      answer: {
        asin: 'B00ACME002',
        title: 'Acme kettle B00ACME002',
        offer: expect.objectContaining({
          offerId: 1,
          sellerId: 'A1SELLERONE',
          offerCSV: [toKeepaMinutes(START) - 60, 2499, 0],
          condition: 1,
          isFBA: false,
        }) as unknown,
      },
    })
  })

  test('uses the site’s Keepa domain, currency and listing address', async () => {
    server.setProduct(product('B00ACMEDE1', { domain: 3 }))
    const outcome = await keepaConnector.check(
      { site: 'amazon.de', items: [item('p1', ['B00ACMEDE1'])] },
      context(),
    )
    expect(productRequests()[0]?.query.domain).toBe('3')
    expect(outcome.observations[0]?.draft).toMatchObject({
      currency: 'EUR',
      url: 'https://www.amazon.de/dp/B00ACMEDE1',
    })
  })

  test('an ASIN Keepa does not know is not found; a product with no ASIN or GTIN costs no call', async () => {
    const outcome = await keepaConnector.check(
      { site: 'amazon.com', items: [item('p1', ['B00NOSUCH1']), item('p2', [], null)] },
      context(),
    )
    expect(outcome.done).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: 'p1', status: 'not_found', identifier: 'B00NOSUCH1' }),
        expect.objectContaining({ productId: 'p2', status: 'not_found', identifier: null }),
      ]),
    )
    expect(outcome.observations).toEqual([])
    expect(productRequests()).toHaveLength(1)
    expect(productRequests()[0]?.query.asin).toBe('B00NOSUCH1')
  })

  test('a product known only by its GTIN is looked up by code, never with the asin parameter', async () => {
    server.setProducts([
      product('B00ACMEUPC', { codes: ['012345678905'] }),
      product('B00ACMEEAN', { codes: ['4006381333931'] }),
    ])
    const outcome = await keepaConnector.check(
      {
        site: 'amazon.com',
        items: [
          item('p-upc', [], '00012345678905'),
          item('p-ean', [], '04006381333931'),
          item('p-none', [], '00000000000017'),
          item('p-asin', ['B00ACMEUPC']),
        ],
      },
      context(),
    )
    const requests = productRequests()
    expect(requests).toHaveLength(2)
    const byCode = requests.find((r) => r.query.code !== undefined)
    expect(byCode?.query.asin).toBeUndefined()
    expect(byCode?.query.code).toBe('012345678905,4006381333931,000000000017')
    expect(requests.find((r) => r.query.asin !== undefined)?.query.asin).toBe('B00ACMEUPC')

    const done = new Map(outcome.done.map((d) => [d.productId, d]))
    expect(done.get('p-upc')).toMatchObject({
      status: 'ok',
      offersSeen: 1,
      identifier: '00012345678905',
    })
    expect(done.get('p-ean')).toMatchObject({ status: 'ok', offersSeen: 1 })
    expect(done.get('p-none')).toMatchObject({ status: 'not_found', offersSeen: 0 })
    const upc = outcome.observations.find((o) => o.productId === 'p-upc')
    expect(upc?.draft).toMatchObject({ listingId: 'B00ACMEUPC', gtin: '00012345678905' })
    expect(upc?.evidence.request).toContain('&code=012345678905,')
  })

  test('when the known ASIN is gone, the GTIN is tried in the same check', async () => {
    server.setProduct(product('B00ACMENEW', { codes: ['4006381333931'] }))
    const outcome = await keepaConnector.check(
      { site: 'amazon.com', items: [item('p1', ['B00ACMEOLD'], '04006381333931')] },
      context(),
    )
    expect(productRequests().map((r) => r.query.asin ?? `code ${r.query.code}`)).toEqual([
      'B00ACMEOLD',
      'code 4006381333931',
    ])
    expect(outcome.done).toEqual([
      expect.objectContaining({ productId: 'p1', status: 'ok', identifier: '04006381333931' }),
    ])
    expect(outcome.observations[0]?.draft.listingId).toBe('B00ACMENEW')
  })

  test('batches hold at most 20 ASINs a request, each item whole in one request', async () => {
    const items = Array.from({ length: 25 }, (_, i) =>
      item(`p${i}`, [`B00BATCH${String(i).padStart(2, '0')}`]),
    )
    server.setProducts(items.map((it) => product(it.listingIds[0] as string)))
    const outcome = await keepaConnector.check({ site: 'amazon.com', items }, context())
    expect(productRequests().map((r) => (r.query.asin ?? '').split(',').length)).toEqual([20, 5])
    expect(outcome.done.filter((d) => d.status === 'ok')).toHaveLength(25)
  })
})

describe('pure readings', () => {
  test('offerCSV: the last triple is now; -1 shipping is unknown; no price, no offer', () => {
    expect(currentOfferPrice([3_000_000, 2999, 0, 3_000_100, 2499, 399])).toEqual({
      price: '24.99',
      shipping: '3.99',
    })
    expect(currentOfferPrice([3_000_000, 1005, -1])).toEqual({ price: '10.05', shipping: null })
    expect(currentOfferPrice([3_000_000, -2, 0])).toBeNull()
    expect(currentOfferPrice([3_000_000, -1, 0])).toBeNull()
    expect(currentOfferPrice([])).toBeNull()
    expect(currentOfferPrice(null)).toBeNull()
  })

  test('Keepa’s condition codes map to ours', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(keepaCondition)).toEqual([
      null,
      'new',
      'used',
      'used',
      'used',
      'used',
      'refurbished',
      'collectible',
      'collectible',
      'collectible',
      'collectible',
      null,
    ])
  })

  test('Keepa minutes are minutes since 2011-01-01', () => {
    expect(fromKeepaMinutes(0).toISOString()).toBe('2011-01-01T00:00:00.000Z')
    expect(fromKeepaMinutes(toKeepaMinutes(START)).getTime()).toBe(START)
  })

  test('the credential identity names the key without showing it', () => {
    const identity = keepaConnector.credentialIdentity({ apiKey: KEY })
    expect(identity).toMatch(/^[0-9a-f]{64}$/)
    expect(identity).not.toContain(KEY)
    expect(keepaConnector.credentialIdentity({ apiKey: KEY })).toBe(identity)
    expect(keepaConnector.credentialIdentity({ apiKey: `${KEY}x` })).not.toBe(identity)
  })
})

describe('the token bucket', () => {
  test('takes the expected cost before the call and sets the bucket from the answer', async () => {
    server.setTokens(900)
    server.setRefillRate(60)
    server.setProducts([product('B00TOKEN01'), product('B00TOKEN02')])
    await keepaConnector.check(
      { site: 'amazon.com', items: [item('p1', ['B00TOKEN01']), item('p2', ['B00TOKEN02'])] },
      context(),
    )
    // 2 ASINs × 12 (two offer pages of 6) taken before the product request, then 1 per seller.
    expect(budget.takes.map((t) => t.cost)).toEqual([24, 1])
    // One offer page each: 12 tokens for the products, 1 for the seller.
    expect(sets[0]).toEqual({ tokens: 900 - 12, refillPerSecond: 1, capacity: 3600 })
    expect(sets[1]).toEqual({ tokens: 900 - 13, refillPerSecond: 1, capacity: 3600 })
    expect(budget.state()).toMatchObject({ tokens: 887, refillPerSecond: 1, capacity: 3600 })
  })

  test('an empty budget makes no call and defers the batch to when it has refilled', async () => {
    server.setProduct(product('B00EMPTY01'))
    budget.setTokens(0)
    const outcome = await keepaConnector.check(
      { site: 'amazon.com', items: [item('p1', ['B00EMPTY01'])] },
      context(),
    )
    expect(server.requests).toHaveLength(0)
    expect(outcome.done).toEqual([])
    // 12 tokens at 20 a minute: 36 s.
    expect(outcome.deferred).toEqual({
      productIds: ['p1'],
      retryAt: new Date(START + 36_000),
      reason: 'budget',
    })
  })

  test('an answer that leaves the bucket below zero stops the batch before the next call', async () => {
    const items = Array.from({ length: 30 }, (_, i) =>
      item(`p${i}`, [`B00DRY${String(i).padStart(4, '0')}`]),
    )
    server.setProducts(items.map((it) => product(it.listingIds[0] as string)))
    // Keepa lets the first request through on 100 tokens and goes to 100 − 20 × 6 = −20.
    server.setTokens(100)
    const outcome = await keepaConnector.check({ site: 'amazon.com', items }, context())
    expect(productRequests()).toHaveLength(1)
    expect(outcome.done).toHaveLength(20)
    expect(outcome.deferred?.reason).toBe('budget')
    expect(outcome.deferred?.productIds).toEqual(items.slice(20).map((it) => it.productId))
    // −20 tokens, 10 ASINs × 12 wanted: 140 tokens at 20 a minute.
    expect(outcome.deferred?.retryAt).toEqual(new Date(START + 420_000))
    expect(sets[0]).toMatchObject({ tokens: -20 })
  })

  test('429 mid-batch: blocks the bucket until refillIn and defers the rest, with no further call', async () => {
    const items = Array.from({ length: 30 }, (_, i) =>
      item(`p${i}`, [`B00RUN${String(i).padStart(4, '0')}`]),
    )
    server.setProducts(items.map((it) => product(it.listingIds[0] as string)))
    clock = START + 15_000
    // Another instance on the same key spends the rest right after the first answer.
    const ctx = context({
      fetch: async (input, init) => {
        fetches.push(String(input))
        const response = await fetch(input, init)
        server.setTokens(0)
        return response
      },
    })
    const outcome = await keepaConnector.check({ site: 'amazon.com', items }, ctx)

    expect(productRequests()).toHaveLength(2)
    expect(sellerRequests()).toHaveLength(0)
    expect(fetches).toHaveLength(2)
    // Keepa's next refill comes at the minute: 45 s after the clock.
    const retryAt = new Date(START + 60_000)
    expect(budget.blocks).toEqual([{ lane: 'main', until: retryAt }])
    expect(outcome.deferred).toEqual({
      productIds: items.slice(20).map((it) => it.productId),
      retryAt,
      reason: 'throttled',
    })
    expect(outcome.done.map((d) => d.productId)).toEqual(
      items.slice(0, 20).map((it) => it.productId),
    )
    expect(outcome.observations).toHaveLength(20)
    // The names could not be asked: the offers are kept without them.
    expect(outcome.observations.every((o) => o.draft.sellerName === null)).toBe(true)
  })

  test('503 with Retry-After: blocks for the seconds said', async () => {
    server.setProduct(product('B00BUSY001'))
    server.failNext(503, 1, 30)
    const outcome = await keepaConnector.check(
      { site: 'amazon.com', items: [item('p1', ['B00BUSY001'])] },
      context(),
    )
    expect(outcome.deferred).toEqual({
      productIds: ['p1'],
      retryAt: new Date(START + 30_000),
      reason: 'throttled',
    })
    expect(productRequests()).toHaveLength(1)
  })

  test('a server error fails the request’s items in plain words and goes on with the next', async () => {
    server.setProducts([product('B00ERR0001'), product('B00ERR0002')])
    server.failNext(500)
    const items = [
      ...Array.from({ length: 20 }, (_, i) =>
        item(`f${i}`, [`B00FAIL${String(i).padStart(3, '0')}`]),
      ),
      item('p-next', ['B00ERR0002']),
    ]
    const outcome = await keepaConnector.check({ site: 'amazon.com', items }, context())
    const done = new Map(outcome.done.map((d) => [d.productId, d]))
    expect(done.get('f0')).toMatchObject({ status: 'failing' })
    expect(done.get('f0')?.error).toMatch(/^Keepa answered with an error \(HTTP 500\)/)
    expect(done.get('p-next')).toMatchObject({ status: 'ok', offersSeen: 1 })
    expect(outcome.credentialFailure).toBeNull()
  })
})

describe('storefront names', () => {
  test('are asked of /seller once for all the batch’s sellers, and kept for the next check', async () => {
    server.setProducts([
      product('B00SELL001', {
        offers: [
          { sellerId: 'A1SELLERONE', sellerName: 'Kettle Corner', price: 2499 },
          { sellerId: 'A2SELLERTWO', sellerName: 'Cheap Kettles', price: 1999 },
        ],
      }),
      product('B00SELL002', {
        offers: [{ sellerId: 'A2SELLERTWO', sellerName: 'Cheap Kettles', price: 1899 }],
      }),
    ])
    const batch = {
      site: 'amazon.com' as const,
      items: [item('p1', ['B00SELL001']), item('p2', ['B00SELL002'])],
    }
    const first = await keepaConnector.check(batch, context())
    expect(sellerRequests()).toHaveLength(1)
    expect(sellerRequests()[0]?.query.domain).toBe('1')
    expect(sellerRequests()[0]?.query.seller?.split(',').sort()).toEqual([
      'A1SELLERONE',
      'A2SELLERTWO',
    ])
    expect(first.observations.map((o) => [o.draft.sellerId, o.draft.sellerName])).toEqual(
      expect.arrayContaining([
        ['A1SELLERONE', 'Kettle Corner'],
        ['A2SELLERTWO', 'Cheap Kettles'],
        ['A2SELLERTWO', 'Cheap Kettles'],
      ]),
    )

    clock += 3_600_000
    const second = await keepaConnector.check(batch, context())
    expect(productRequests()).toHaveLength(2)
    expect(sellerRequests()).toHaveLength(1)
    expect(second.observations.every((o) => o.draft.sellerName !== null)).toBe(true)

    // A day later the names are asked again.
    clock += 24 * 3_600_000
    await keepaConnector.check(batch, context())
    expect(sellerRequests()).toHaveLength(2)
  })

  test('a seller Keepa does not know stays without a name, and is not asked again that day', async () => {
    server.setProduct(product('B00NONAME1', { offers: [{ sellerId: 'A9UNKNOWN9', price: 1000 }] }))
    const batch = { site: 'amazon.com' as const, items: [item('p1', ['B00NONAME1'])] }
    const outcome = await keepaConnector.check(batch, context())
    expect(outcome.observations[0]?.draft.sellerName).toBeNull()
    await keepaConnector.check(batch, context())
    expect(sellerRequests()).toHaveLength(1)
  })
})

describe('refused credentials', () => {
  test('an invalid key is a credential failure in Keepa’s words, with the key nowhere', async () => {
    server.setProduct(product('B00KEY0001'))
    server.setKeyState('invalid')
    const outcome = await keepaConnector.check(
      { site: 'amazon.com', items: [item('p1', ['B00KEY0001'])] },
      context(),
    )
    expect(outcome.credentialFailure).toBe(
      'Keepa refused the API key: Invalid API key. The access key is not valid.',
    )
    expect(outcome.observations).toEqual([])
    expect(outcome.deferred).toBeNull()
    expect(productRequests()).toHaveLength(1)
    expect(everyString(outcome)).not.toContain(KEY)
  })

  test('402: says plainly that the plan must be paid', async () => {
    server.setProduct(product('B00KEY0002'))
    server.setKeyState('payment_required')
    const outcome = await keepaConnector.check(
      { site: 'amazon.com', items: [item('p1', ['B00KEY0002'])] },
      context(),
    )
    expect(outcome.credentialFailure).toMatch(/^Keepa says payment is required/)
    expect(everyString(outcome)).not.toContain(KEY)
  })

  test('Keepa’s words are scrubbed of the key, even when its answer repeats it', async () => {
    const echo: typeof fetch = (input) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            timestamp: START,
            tokensLeft: 0,
            refillIn: 0,
            refillRate: 0,
            error: {
              type: 'invalidKey',
              message: `The key ${KEY} is not valid (${String(input)})`,
            },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
      )
    const outcome = await keepaConnector.check(
      { site: 'amazon.com', items: [item('p1', ['B00KEY0003'])] },
      context({ fetch: echo }),
    )
    expect(outcome.credentialFailure).toMatch(/^Keepa refused the API key/)
    expect(everyString(outcome)).not.toContain(KEY)
    expect(everyString(outcome)).not.toContain(encodeURIComponent(KEY))
  })

  test('a network failure fails the items without the key in the error', async () => {
    const down: typeof fetch = (input) =>
      Promise.reject(
        new TypeError('fetch failed', {
          cause: new Error(`connect ECONNREFUSED ${String(input)}`),
        }),
      )
    const outcome = await keepaConnector.check(
      { site: 'amazon.com', items: [item('p1', ['B00NET0001'])] },
      context({ fetch: down }),
    )
    expect(outcome.done[0]).toMatchObject({ status: 'failing' })
    expect(outcome.done[0]?.error).toMatch(/^Keepa could not be reached/)
    expect(everyString(outcome)).not.toContain(KEY)
  })

  test('no kept request string has the key in it', async () => {
    server.setProducts([product('B00REQ0001'), product('B00REQ0002', { codes: ['4006381333931'] })])
    const outcome = await keepaConnector.check(
      {
        site: 'amazon.com',
        items: [item('p1', ['B00REQ0001']), item('p2', [], '04006381333931')],
      },
      context(),
    )
    expect(outcome.observations).toHaveLength(2)
    for (const observation of outcome.observations) {
      expect(observation.evidence.request).not.toMatch(/key=/)
      expect(observation.evidence.request).not.toContain(KEY)
    }
    expect(everyString(outcome)).not.toContain(KEY)
    // The key did go to Keepa: in the URL fetched, nowhere else.
    expect(fetches.every((url) => url.includes(`key=${encodeURIComponent(KEY)}`))).toBe(true)
  })
})

describe('the fake server at the bench’s size', () => {
  test('holds 10,000 products and answers batches of them quickly', async () => {
    const products = Array.from({ length: 10_000 }, (_, i) => {
      const asin = `B${String(i).padStart(9, '0')}`
      return product(asin, {
        offers: [
          {
            sellerId: `S${i % 50}`,
            sellerName: `Seller ${i % 50}`,
            price: 2000 + (i % 500),
            shipping: 0,
          },
          {
            sellerId: `S${(i + 7) % 50}`,
            sellerName: `Seller ${(i + 7) % 50}`,
            price: 2100,
            shipping: 399,
          },
        ],
      })
    })
    const started = performance.now()
    server.setProducts(products)
    server.setRefillRate(100_000)
    server.setTokens(1_000_000)
    budget.set({ tokens: 1_000_000, refillPerSecond: 10_000, capacity: 6_000_000 })
    for (let b = 0; b < 25; b++) {
      const items = products
        .slice(b * 400, b * 400 + 20)
        .map((p, i) => item(`p${b}-${i}`, [p.asin]))
      const outcome = await keepaConnector.check({ site: 'amazon.com', items }, context())
      expect(outcome.observations).toHaveLength(40)
    }
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})
