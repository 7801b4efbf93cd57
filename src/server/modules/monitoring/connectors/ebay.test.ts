/**
 * Contract tests of the eBay Browse connector against a local server answering in eBay's
 * documented shapes (src/testing/providers/ebay-server.ts): the OAuth client credentials grant
 * and its token kept and renewed, item_summary/search by UPC and by keyword with pagination,
 * getItem for known item ids, 429/503 with Retry-After, refused keys, and the drafts exactly.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EbayCredentials } from '#shared/monitoring.ts'
import { createMemoryBudget, type MemoryRateBudget } from '#testing/providers/memory-budget.ts'
import {
  startEbayServer,
  type EbayServer,
  type FakeEbayListing,
} from '#testing/providers/ebay-server.ts'
import {
  EBAY_MAX_PAGES,
  EBAY_TEXTS,
  clearEbayTokenCache,
  ebayCondition,
  ebayConnector,
} from './ebay.ts'
import type { CheckItem, CheckOutcome, ConnectorContext } from './types.ts'

const CREDENTIALS: EbayCredentials = {
  clientId: 'AcmeTool-monitor-PRD-5c3e1a2b4-1d2f3a4b',
  clientSecret: 'PRD-c3e1a2b4d5f6-a7b8-4c9d-8e0f-1a2b',
}
const BASIC = Buffer.from(`${CREDENTIALS.clientId}:${CREDENTIALS.clientSecret}`).toString('base64')
const START = new Date('2025-03-08T19:30:00Z')
/** GTIN-14 of a UPC-A (012345678905) and of an EAN-13 (4006381333931). */
const UPC_GTIN = '00012345678905'
const EAN_GTIN = '04006381333931'

let server: EbayServer
let budget: MemoryRateBudget = createMemoryBudget(ebayConnector.lanes, { start: START })

beforeAll(async () => {
  server = await startEbayServer({
    clients: [CREDENTIALS],
    now: () => budget.now().getTime(),
  })
})
afterAll(async () => {
  await server.close()
})
beforeEach(() => {
  clearEbayTokenCache()
  budget = createMemoryBudget(ebayConnector.lanes, { start: START })
})
afterEach(() => {
  server.clearListings()
  server.setClientState('valid')
  server.setTokenLifetime(7200)
  server.requests.length = 0
})

function context(overrides: Partial<ConnectorContext<'ebay_browse'>> = {}) {
  return {
    credentials: CREDENTIALS,
    baseUrl: server.url,
    budget,
    fetch: globalThis.fetch,
    now: () => budget.now(),
    signal: new AbortController().signal,
    ...overrides,
  } satisfies ConnectorContext<'ebay_browse'>
}

function item(productId: string, gtin: string | null, listingIds: string[] = []): CheckItem {
  return { productId, gtin, listingIds, brandName: 'Acme Tools' }
}

function listing(n: number, overrides: Partial<FakeEbayListing> = {}): FakeEbayListing {
  return {
    itemId: `v1|${String(110_000_000_000 + n)}|0`,
    title: `Acme Tools cordless drill 18V #${n}`,
    gtin: '012345678905',
    brand: 'Acme Tools',
    price: `${40 + (n % 50)}.99`,
    seller: `seller_${n}`,
    ...overrides,
  }
}

const browseRequests = () => server.requests.filter((r) => r.path.startsWith('/buy/'))
const tokenRequests = () => server.requests.filter((r) => r.path === '/identity/v1/oauth2/token')

/** Every string the outcome holds, for searching secrets in. */
function everything(outcome: CheckOutcome): string {
  return JSON.stringify(outcome)
}
function expectNoSecret(outcome: CheckOutcome) {
  const text = everything(outcome)
  expect(text).not.toContain(CREDENTIALS.clientSecret)
  expect(text).not.toContain(BASIC)
  expect(text).not.toContain(encodeURIComponent(CREDENTIALS.clientSecret))
  expect(text).not.toMatch(/v\^1\.1#/)
}

describe('eBay OAuth client credentials', () => {
  it('asks for a token once, with Basic keys and the public scope, and reuses it', async () => {
    server.setListings([listing(1)])
    const first = await ebayConnector.check(
      { site: 'ebay.com', items: [item('p1', UPC_GTIN)] },
      context(),
    )
    budget.advance(30 * 60_000)
    const second = await ebayConnector.check(
      { site: 'ebay.com', items: [item('p1', UPC_GTIN)] },
      context(),
    )
    expect(first.done[0]?.status).toBe('ok')
    expect(second.done[0]?.status).toBe('ok')
    const tokens = tokenRequests()
    expect(tokens).toHaveLength(1)
    expect(tokens[0]?.method).toBe('POST')
    expect(tokens[0]?.headers.authorization).toBe(`Basic ${BASIC}`)
    expect(tokens[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(tokens[0]?.body))).toEqual({
      grant_type: 'client_credentials',
      scope: 'https://api.ebay.com/oauth/api_scope',
    })
    // Both Browse calls carried the one token.
    const bearers = new Set(browseRequests().map((r) => r.headers.authorization))
    expect(bearers.size).toBe(1)
    expect([...bearers][0]).toMatch(/^Bearer v\^1\.1#/)
    expect(budget.takes.filter((t) => t.lane === 'oauth')).toHaveLength(1)
  })

  it('renews the token before eBay says it ends', async () => {
    server.setTokenLifetime(600)
    server.setListings([listing(1)])
    await ebayConnector.check({ site: 'ebay.com', items: [item('p1', UPC_GTIN)] }, context())
    // 600 s life, renewed a tenth before: at 9 min 30 s a new one is asked for.
    budget.advance(570_000)
    await ebayConnector.check({ site: 'ebay.com', items: [item('p1', UPC_GTIN)] }, context())
    expect(tokenRequests()).toHaveLength(2)
    expect(browseRequests().every((r) => r.headers.authorization !== undefined)).toBe(true)
  })

  it('gets a new token once when eBay says the token has expired, and goes on', async () => {
    server.setListings([listing(1)])
    await ebayConnector.check({ site: 'ebay.com', items: [item('p1', UPC_GTIN)] }, context())
    server.expireTokens()
    const outcome = await ebayConnector.check(
      { site: 'ebay.com', items: [item('p1', UPC_GTIN), item('p2', UPC_GTIN)] },
      context(),
    )
    expect(outcome.credentialFailure).toBeNull()
    expect(outcome.done.map((d) => d.status)).toEqual(['ok', 'ok'])
    expect(tokenRequests()).toHaveLength(2)
    // First check 1 call; second: the refused one, its retry, and the second product.
    expect(browseRequests()).toHaveLength(4)
    expect(budget.takes.filter((t) => t.lane === 'main' && t.ok)).toHaveLength(4)
  })

  it('gives up with a credential failure when the new token is refused as well', async () => {
    server.setTokenLifetime(0)
    server.setListings([listing(1)])
    const outcome = await ebayConnector.check(
      { site: 'ebay.com', items: [item('p1', UPC_GTIN), item('p2', UPC_GTIN)] },
      context(),
    )
    expect(outcome.credentialFailure).toBe(
      EBAY_TEXTS.tokenRefused(
        'Invalid access token. Check the value of the Authorization HTTP request header.',
      ),
    )
    expect(tokenRequests()).toHaveLength(2)
    expect(browseRequests()).toHaveLength(2)
    // Neither done nor deferred: due again once the connection runs again.
    expect(outcome.done).toEqual([])
    expect(outcome.deferred).toBeNull()
    expectNoSecret(outcome)
  })

  it('reports refused keys in eBay’s words, with no secret anywhere in the outcome', async () => {
    server.setClientState('invalid')
    const outcome = await ebayConnector.check(
      { site: 'ebay.com', items: [item('p1', UPC_GTIN), item('p2', UPC_GTIN)] },
      context(),
    )
    expect(outcome.credentialFailure).toBe(EBAY_TEXTS.keysRefused('client authentication failed'))
    expect(outcome.observations).toEqual([])
    expect(outcome.done).toEqual([])
    expect(browseRequests()).toHaveLength(0)
    expectNoSecret(outcome)
  })

  it('scrubs the keys from eBay’s words when eBay repeats them', async () => {
    const echo: typeof fetch = (input, init) => {
      if (String(input).includes('/oauth2/token')) {
        const auth = new Headers(init?.headers).get('authorization') ?? ''
        return Promise.resolve(
          Response.json(
            {
              error: 'invalid_client',
              error_description: `client ${CREDENTIALS.clientSecret} refused (${auth})`,
            },
            { status: 401 },
          ),
        )
      }
      return globalThis.fetch(input, init)
    }
    const outcome = await ebayConnector.check(
      { site: 'ebay.com', items: [item('p1', UPC_GTIN)] },
      context({ fetch: echo }),
    )
    expect(outcome.credentialFailure).toContain('eBay refused the application keys')
    expectNoSecret(outcome)
  })

  it('names the credential by its client id, never by its secret', () => {
    const identity = ebayConnector.credentialIdentity(CREDENTIALS)
    expect(identity).toContain(CREDENTIALS.clientId)
    expect(identity).not.toContain(CREDENTIALS.clientSecret)
  })
})

describe('eBay Browse search', () => {
  it('searches a UPC with gtin= on the site’s marketplace and turns each offer into an exact draft', async () => {
    server.setListings([
      {
        itemId: 'v1|335678901234|0',
        marketplaceId: 'EBAY_GB',
        title: 'Acme Tools cordless drill 18V brushless',
        gtin: '012345678905',
        price: '64.5',
        currency: 'GBP',
        seller: 'tools_outlet_uk',
        feedbackPercentage: '98.7',
        feedbackScore: 5120,
        shipping: '3.99',
        conditionId: '1000',
        priceDisplayCondition: 'ONLY_SHOW_WHEN_ADDED_IN_CART',
      },
      // The same GTIN on eBay.com is not part of an eBay.co.uk search.
      listing(2, { marketplaceId: 'EBAY_US' }),
    ])
    const outcome = await ebayConnector.check(
      { site: 'ebay.co.uk', items: [item('p1', UPC_GTIN)] },
      context(),
    )
    const [search] = browseRequests()
    expect(search?.path).toBe('/buy/browse/v1/item_summary/search')
    expect(search?.query).toEqual({ gtin: '012345678905', limit: '200', offset: '0' })
    expect(search?.headers['x-ebay-c-marketplace-id']).toBe('EBAY_GB')
    expect(outcome.done).toEqual([
      {
        productId: 'p1',
        identifier: '012345678905',
        status: 'ok',
        offersSeen: 1,
        requestId: expect.stringMatching(/^fake-/) as unknown as string,
        error: null,
      },
    ])
    expect(outcome.observations).toHaveLength(1)
    const [observation] = outcome.observations
    expect(observation?.productId).toBe('p1')
    expect(observation?.externalId).toBe(
      `ebay_browse:ebay.co.uk:v1|335678901234|0:tools_outlet_uk:${START.toISOString()}`,
    )
    expect(observation?.draft).toEqual({
      marketplace: 'ebay',
      sellerId: 'tools_outlet_uk',
      sellerName: 'tools_outlet_uk',
      listingId: 'v1|335678901234|0',
      gtin: UPC_GTIN,
      sku: null,
      title: 'Acme Tools cordless drill 18V brushless',
      price: '64.50',
      shipping: '3.99',
      currency: 'GBP',
      condition: 'new',
      observedAt: START,
      url: 'https://www.ebay.co.uk/itm/335678901234',
      priceInCart: true,
    })
    expect(observation?.evidence).toEqual({
      provider: 'ebay_browse',
      request: `GET ${server.url}/buy/browse/v1/item_summary/search?gtin=012345678905&limit=200&offset=0`,
      requestId: outcome.done[0]?.requestId,
      receivedAt: START.toISOString(),
      answer: {
        itemId: 'v1|335678901234|0',
        title: 'Acme Tools cordless drill 18V brushless',
        legacyItemId: '335678901234',
        price: { value: '64.5', currency: 'GBP' },
        priceDisplayCondition: 'ONLY_SHOW_WHEN_ADDED_IN_CART',
        condition: 'New',
        conditionId: '1000',
        seller: { username: 'tools_outlet_uk', feedbackPercentage: '98.7', feedbackScore: 5120 },
        buyingOptions: ['FIXED_PRICE'],
        shippingOptions: [
          { shippingCostType: 'FIXED', shippingCost: { value: '3.99', currency: 'GBP' } },
        ],
        itemHref: 'https://api.ebay.com/buy/browse/v1/item/v1%7C335678901234%7C0',
        itemWebUrl: 'https://www.ebay.co.uk/itm/335678901234',
        listingMarketplaceId: 'EBAY_GB',
        image: { imageUrl: 'https://i.ebayimg.com/images/g/335678901234/s-l225.jpg' },
      },
    })
    expect(JSON.stringify(observation?.evidence)).not.toContain('Bearer')
  })

  it('reads conditions, free and calculated shipping, and builds the url when eBay gives none', async () => {
    server.setListings([
      listing(1, { conditionId: '3000', shipping: null, noWebUrl: true }),
      listing(2, { conditionId: '2500', shipping: '0.00' }),
      listing(3, { conditionId: '7000' }),
    ])
    const outcome = await ebayConnector.check(
      { site: 'ebay.com', items: [item('p1', UPC_GTIN)] },
      context(),
    )
    const byId = new Map(outcome.observations.map((o) => [o.draft.listingId, o.draft]))
    expect(byId.get('v1|110000000001|0')).toMatchObject({
      condition: 'used',
      shipping: null,
      url: 'https://www.ebay.com/itm/110000000001',
      currency: 'USD',
    })
    expect(byId.get('v1|110000000002|0')).toMatchObject({
      condition: 'refurbished',
      shipping: '0.00',
    })
    expect(byId.get('v1|110000000003|0')).toMatchObject({ condition: 'other' })
    expect(ebayCondition(undefined, 'Pre-owned')).toBe('used')
    expect(ebayCondition('1500', 'New other (see details)')).toBe('new')
  })

  it('follows the pages of a search and returns every offer', async () => {
    server.setListings(Array.from({ length: 450 }, (_, n) => listing(n)))
    const outcome = await ebayConnector.check(
      { site: 'ebay.com', items: [item('p1', UPC_GTIN)] },
      context(),
    )
    expect(browseRequests().map((r) => r.query.offset)).toEqual(['0', '200', '400'])
    expect(browseRequests().every((r) => r.query.limit === '200')).toBe(true)
    expect(outcome.observations).toHaveLength(450)
    expect(new Set(outcome.observations.map((o) => o.draft.listingId)).size).toBe(450)
    expect(outcome.done[0]).toMatchObject({ status: 'ok', offersSeen: 450 })
    expect(budget.takes.filter((t) => t.lane === 'main')).toHaveLength(3)
  })

  it('stops after a sane number of pages', async () => {
    server.setListings(Array.from({ length: 1_300 }, (_, n) => listing(n)))
    const outcome = await ebayConnector.check(
      { site: 'ebay.com', items: [item('p1', UPC_GTIN)] },
      context(),
    )
    expect(browseRequests()).toHaveLength(EBAY_MAX_PAGES)
    expect(outcome.observations).toHaveLength(EBAY_MAX_PAGES * 200)
  })

  it('searches an EAN-13 by keyword beside the brand and keeps only listings that name the brand', async () => {
    server.setListings([
      listing(1, { gtin: '4006381333931', title: 'Acme Tools impact driver' }),
      // Names the brand with a hyphen: still the brand's words.
      listing(2, { gtin: '4006381333931', title: 'Bosch-compatible bit set for Acme-Tools' }),
      listing(3, {
        gtin: '4006381333931',
        // Found by its Brand item specific, but its title names another maker.
        title: 'Driver case by Acme Toolsmith',
        brand: 'Acme Tools',
      }),
    ])
    const outcome = await ebayConnector.check(
      { site: 'ebay.com', items: [item('p1', EAN_GTIN)] },
      context(),
    )
    expect(browseRequests()[0]?.query).toEqual({
      q: 'Acme Tools 4006381333931',
      limit: '200',
      offset: '0',
    })
    expect(outcome.observations.map((o) => o.draft.listingId)).toEqual([
      'v1|110000000001|0',
      'v1|110000000002|0',
    ])
    expect(outcome.observations[0]?.draft.gtin).toBe(EAN_GTIN)
    expect(outcome.done[0]).toMatchObject({ identifier: '4006381333931', status: 'ok' })
  })

  it('says not found when nothing is listed, without an error from eBay', async () => {
    const outcome = await ebayConnector.check(
      { site: 'ebay.ca', items: [item('p1', UPC_GTIN)] },
      context(),
    )
    expect(browseRequests()[0]?.headers['x-ebay-c-marketplace-id']).toBe('EBAY_CA')
    expect(outcome.done).toEqual([
      {
        productId: 'p1',
        identifier: '012345678905',
        status: 'not_found',
        offersSeen: 0,
        requestId: expect.stringMatching(/^fake-/) as unknown as string,
        error: EBAY_TEXTS.noListing('eBay.ca'),
      },
    ])
  })

  it('looks up known item ids with getItem when the product has no GTIN', async () => {
    server.setListings([listing(7, { gtin: undefined, quantity: 4, title: 'Acme Tools drill' })])
    const outcome = await ebayConnector.check(
      {
        site: 'ebay.com',
        items: [
          item('p1', null, ['v1|110000000007|0', 'v1|119999999999|0']),
          item('p2', null, ['v1|118888888888|0']),
        ],
      },
      context(),
    )
    expect(browseRequests().map((r) => r.path)).toEqual([
      '/buy/browse/v1/item/v1%7C110000000007%7C0',
      '/buy/browse/v1/item/v1%7C119999999999%7C0',
      '/buy/browse/v1/item/v1%7C118888888888%7C0',
    ])
    expect(outcome.observations).toHaveLength(1)
    expect(outcome.observations[0]?.draft).toMatchObject({
      listingId: 'v1|110000000007|0',
      gtin: null,
      quantity: 4,
      sellerId: 'seller_7',
    })
    expect(outcome.done.map((d) => [d.productId, d.status, d.error])).toEqual([
      ['p1', 'ok', null],
      ['p2', 'not_found', EBAY_TEXTS.itemsGone('eBay.com')],
    ])
  })

  it('marks a product it has nothing to search by as failing, without calling eBay', async () => {
    const outcome = await ebayConnector.check(
      { site: 'ebay.com', items: [item('p1', null)] },
      context(),
    )
    expect(outcome.done).toEqual([
      {
        productId: 'p1',
        identifier: null,
        status: 'failing',
        offersSeen: 0,
        requestId: null,
        error: EBAY_TEXTS.noIdentifier,
      },
    ])
    expect(server.requests).toHaveLength(0)
  })

  it('fails one product on eBay’s error and goes on with the next', async () => {
    server.setListings([listing(1)])
    server.failNext(500, 1)
    const outcome = await ebayConnector.check(
      { site: 'ebay.com', items: [item('p1', UPC_GTIN), item('p2', UPC_GTIN)] },
      context(),
    )
    expect(outcome.done.map((d) => d.status)).toEqual(['failing', 'ok'])
    expect(outcome.done[0]?.error).toBe(
      EBAY_TEXTS.providerError(
        500,
        'There was a problem with an eBay internal system or process. Contact eBay developer support for assistance.',
      ),
    )
    expect(outcome.observations.every((o) => o.productId === 'p2')).toBe(true)
  })
})

describe('eBay limits', () => {
  it('blocks the lane and defers the rest when eBay answers 429 with Retry-After', async () => {
    server.setListings([listing(1)])
    await ebayConnector.check({ site: 'ebay.com', items: [item('p0', UPC_GTIN)] }, context())
    server.requests.length = 0
    server.rateLimitNext(1, 120)
    const outcome = await ebayConnector.check(
      {
        site: 'ebay.com',
        items: [item('p1', UPC_GTIN), item('p2', UPC_GTIN), item('p3', UPC_GTIN)],
      },
      context(),
    )
    const retryAt = new Date(START.getTime() + 120_000)
    expect(outcome.deferred).toEqual({
      productIds: ['p1', 'p2', 'p3'],
      retryAt,
      reason: 'throttled',
    })
    expect(outcome.done).toEqual([])
    expect(budget.blocks).toEqual([{ lane: 'main', until: retryAt }])
    // One call, not retried.
    expect(browseRequests()).toHaveLength(1)
  })

  it('keeps what was checked before a 503 and waits five minutes when eBay says nothing', async () => {
    server.setListings([listing(1)])
    const fetchThenFail: typeof fetch = async (input, init) => {
      const response = await globalThis.fetch(input, init)
      if (browseRequests().length === 2) server.failNext(503, 1)
      return response
    }
    const outcome = await ebayConnector.check(
      {
        site: 'ebay.com',
        items: [item('p1', UPC_GTIN), item('p2', UPC_GTIN), item('p3', UPC_GTIN)],
      },
      context({ fetch: fetchThenFail }),
    )
    expect(outcome.done.map((d) => d.productId)).toEqual(['p1', 'p2'])
    expect(outcome.deferred).toEqual({
      productIds: ['p3'],
      retryAt: new Date(START.getTime() + 5 * 60_000),
      reason: 'throttled',
    })
  })

  it('takes from the budget before each call and defers when it runs dry', async () => {
    server.setListings([listing(1)])
    budget.setTokens(2)
    const outcome = await ebayConnector.check(
      {
        site: 'ebay.com',
        items: [item('p1', UPC_GTIN), item('p2', UPC_GTIN), item('p3', UPC_GTIN)],
      },
      context(),
    )
    expect(outcome.done.map((d) => d.productId)).toEqual(['p1', 'p2'])
    expect(outcome.deferred?.productIds).toEqual(['p3'])
    expect(outcome.deferred?.reason).toBe('budget')
    // One token refills in 86,400 / 5,000 s.
    expect(outcome.deferred?.retryAt.getTime()).toBe(START.getTime() + Math.ceil(86_400_000 / 5000))
    expect(browseRequests()).toHaveLength(2)
  })

  it('does not ask for a token when the token lane is empty', async () => {
    budget.setTokens(0, 'oauth')
    const outcome = await ebayConnector.check(
      { site: 'ebay.com', items: [item('p1', UPC_GTIN)] },
      context(),
    )
    expect(outcome.deferred).toMatchObject({ productIds: ['p1'], reason: 'budget' })
    expect(server.requests).toHaveLength(0)
  })

  it('throws when eBay cannot be reached before anything was checked', async () => {
    const unreachable: typeof fetch = () =>
      Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') }))
    await expect(
      ebayConnector.check(
        { site: 'ebay.com', items: [item('p1', UPC_GTIN)] },
        context({ fetch: unreachable }),
      ),
    ).rejects.toThrow(EBAY_TEXTS.unreachable('connect ECONNREFUSED'))
  })

  it('keeps what was checked and defers the rest when eBay stops answering midway', async () => {
    server.setListings([listing(1)])
    const failSecond: typeof fetch = (input, init) =>
      browseRequests().length >= 1
        ? Promise.reject(new TypeError('fetch failed', { cause: new Error('socket hang up') }))
        : globalThis.fetch(input, init)
    const outcome = await ebayConnector.check(
      { site: 'ebay.com', items: [item('p1', UPC_GTIN), item('p2', UPC_GTIN)] },
      context({ fetch: failSecond }),
    )
    expect(outcome.done.map((d) => d.productId)).toEqual(['p1'])
    expect(outcome.observations).toHaveLength(1)
    expect(outcome.deferred).toEqual({
      productIds: ['p2'],
      retryAt: new Date(START.getTime() + 5 * 60_000),
      reason: 'throttled',
    })
  })

  it('keeps to eBay’s published daily rate', () => {
    expect(ebayConnector.lanes.main.refillPerSecond * 86_400).toBeCloseTo(5000)
    expect(ebayConnector.costPerItem).toBe(1)
  })
})
