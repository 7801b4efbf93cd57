/**
 * Contract tests of the SP-API connector against a local server answering in Amazon's documented
 * shapes (src/testing/providers/amazon-sp-api-server.ts): Login with Amazon's refresh-token grant,
 * getItemOffersBatch with its per-item status lines, searchCatalogItems with pagination.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MONITORED_SITES, type AmazonSpApiCredentials } from '#shared/monitoring.ts'
import {
  startAmazonSpApiServer,
  type AmazonSpApiServer,
} from '#testing/providers/amazon-sp-api-server.ts'
import { createMemoryBudget, type MemoryRateBudget } from '#testing/providers/memory-budget.ts'
import { amazonSpApiConnector, forgetAmazonAccessTokens } from './amazon-sp-api.ts'
import type { CheckBatch, CheckItem, CheckOutcome, ConnectorContext } from './types.ts'

const credentials: AmazonSpApiCredentials = {
  clientId: 'amzn1.application-oa2-client.4f1c0ffee',
  clientSecret: 'amzn1.oa2-cs.v1.s3cr3t-client-secret-value',
  refreshToken: 'Atzr|IwEBIrefresh-token-of-the-seller-0042',
}
const START = new Date('2025-03-08T19:30:00.000Z')
const US = MONITORED_SITES['amazon.com'].amazonMarketplaceId
const UK = MONITORED_SITES['amazon.co.uk'].amazonMarketplaceId

let server: AmazonSpApiServer
let budget: MemoryRateBudget

function product(productId: string, listingIds: string[], gtin: string | null = null): CheckItem {
  return { productId, listingIds, gtin, brandName: 'Northwind' }
}

function context(
  overrides: Partial<ConnectorContext<'amazon_sp_api'>> = {},
): ConnectorContext<'amazon_sp_api'> {
  return {
    credentials,
    baseUrl: server.url,
    budget,
    fetch: globalThis.fetch,
    now: () => budget.now(),
    signal: new AbortController().signal,
    ...overrides,
  }
}

function check(batch: CheckBatch, overrides: Partial<ConnectorContext<'amazon_sp_api'>> = {}) {
  return amazonSpApiConnector.check(batch, context(overrides))
}

const itemOfferCalls = () =>
  server.requests.filter((r) => r.path === '/batches/products/pricing/v0/itemOffers')
const catalogCalls = () => server.requests.filter((r) => r.path === '/catalog/2022-04-01/items')
const tokenCalls = () => server.requests.filter((r) => r.path === '/auth/o2/token')

/** Every secret a check could leak: the credentials and every access token the server gave. */
function secrets(): string[] {
  const accessTokens = server.answers
    .map((answer) => (answer.body as { access_token?: string } | null)?.access_token)
    .filter((token): token is string => typeof token === 'string')
  return [credentials.clientSecret, credentials.refreshToken, ...accessTokens]
}

function expectNoSecrets(outcome: CheckOutcome) {
  const text = JSON.stringify(outcome)
  for (const secret of secrets()) expect(text).not.toContain(secret)
}

beforeEach(async () => {
  forgetAmazonAccessTokens()
  server = await startAmazonSpApiServer({ clients: [credentials] })
  budget = createMemoryBudget(amazonSpApiConnector.lanes, { start: START })
})

afterEach(async () => {
  await server.close()
})

describe('amazonSpApiConnector', () => {
  it('publishes the usage plans of getItemOffersBatch and searchCatalogItems', () => {
    expect(amazonSpApiConnector.batchSize).toBe(20)
    expect(amazonSpApiConnector.costPerItem).toBe(1 / 20)
    expect(amazonSpApiConnector.lanes).toEqual({
      main: { capacity: 1, refillPerSecond: 0.1 },
      catalog: { capacity: 2, refillPerSecond: 2 },
    })
    const identity = amazonSpApiConnector.credentialIdentity(credentials)
    expect(identity).toContain(credentials.clientId)
    expect(identity).not.toContain(credentials.refreshToken)
    expect(identity).not.toContain(credentials.clientSecret)
    expect(
      amazonSpApiConnector.credentialIdentity({ ...credentials, refreshToken: 'Atzr|other' }),
    ).not.toBe(identity)
  })

  it('prices a batch of ASINs with one call and turns each offer into an exact draft', async () => {
    server.setOffers('B0NWTEA001', [
      {
        sellerId: 'A2SELLERLOW',
        price: 17.49,
        shipping: 4.99,
        buyBoxWinner: true,
        fulfilledByAmazon: false,
      },
      { sellerId: 'A3SELLERFBA', price: 24.99, fulfilledByAmazon: true, prime: true },
    ])
    server.setOffers('B0NWTEA002', [
      {
        sellerId: 'A4REFURB',
        price: 12,
        shipping: 0,
        subCondition: 'refurbished',
        quantityPrices: [
          { quantityTier: 5, price: 11.5 },
          { quantityTier: 10, price: 10.25 },
        ],
      },
    ])

    const outcome = await check({
      site: 'amazon.com',
      items: [product('p-1', ['B0NWTEA001'], '00012345678905'), product('p-2', ['b0nwtea002'])],
    })

    expect(outcome.credentialFailure).toBeNull()
    expect(outcome.deferred).toBeNull()
    expect(itemOfferCalls()).toHaveLength(1)
    expect(itemOfferCalls()[0]?.body).toEqual({
      requests: ['B0NWTEA001', 'B0NWTEA002'].map((asin) => ({
        uri: `/products/pricing/v0/items/${asin}/offers`,
        method: 'GET',
        MarketplaceId: US,
        ItemCondition: 'New',
        CustomerType: 'Consumer',
      })),
    })
    expect(itemOfferCalls()[0]?.headers['x-amz-access-token']).toMatch(/^Atza\|/)
    expect(tokenCalls()).toHaveLength(1)
    expect(tokenCalls()[0]?.body).toMatchObject({
      grant_type: 'refresh_token',
      client_id: credentials.clientId,
    })
    expect(budget.takes).toEqual([{ lane: 'main', cost: 1, ok: true, at: START }])

    const requestId = server.answers.find(
      (a) => a.path === '/batches/products/pricing/v0/itemOffers',
    )?.requestId
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(outcome.observations.map((o) => o.draft)).toEqual([
      {
        marketplace: 'amazon',
        sellerId: 'A2SELLERLOW',
        sellerName: null,
        listingId: 'B0NWTEA001',
        gtin: '00012345678905',
        sku: null,
        title: null,
        price: '17.49',
        shipping: '4.99',
        currency: 'USD',
        businessPrice: null,
        condition: 'new',
        observedAt: START,
        url: 'https://www.amazon.com/dp/B0NWTEA001',
      },
      {
        marketplace: 'amazon',
        sellerId: 'A3SELLERFBA',
        sellerName: null,
        listingId: 'B0NWTEA001',
        gtin: '00012345678905',
        sku: null,
        title: null,
        price: '24.99',
        shipping: '0.00',
        currency: 'USD',
        businessPrice: null,
        condition: 'new',
        observedAt: START,
        url: 'https://www.amazon.com/dp/B0NWTEA001',
      },
      {
        marketplace: 'amazon',
        sellerId: 'A4REFURB',
        sellerName: null,
        listingId: 'B0NWTEA002',
        gtin: null,
        sku: null,
        title: null,
        price: '12.00',
        shipping: '0.00',
        currency: 'USD',
        businessPrice: '10.25',
        condition: 'refurbished',
        observedAt: START,
        url: 'https://www.amazon.com/dp/B0NWTEA002',
      },
    ])
    expect(outcome.observations.map((o) => [o.productId, o.externalId])).toEqual([
      ['p-1', `amazon_sp_api:amazon.com:B0NWTEA001:A2SELLERLOW:${START.toISOString()}`],
      ['p-1', `amazon_sp_api:amazon.com:B0NWTEA001:A3SELLERFBA:${START.toISOString()}`],
      ['p-2', `amazon_sp_api:amazon.com:B0NWTEA002:A4REFURB:${START.toISOString()}`],
    ])

    // The evidence is the offer as Amazon sent it, with the batch's request id.
    const answered = server.answers.find(
      (a) => a.path === '/batches/products/pricing/v0/itemOffers',
    )?.body as {
      responses: Array<{
        body: { payload: { Offers: unknown[]; Summary: { BuyBoxPrices: unknown } } }
      }>
    }
    const evidence = outcome.observations[0]?.evidence
    expect(evidence).toEqual({
      provider: 'amazon_sp_api',
      request: `POST ${server.url}/batches/products/pricing/v0/itemOffers (GET /products/pricing/v0/items/B0NWTEA001/offers?MarketplaceId=${US}&ItemCondition=New&CustomerType=Consumer)`,
      requestId,
      receivedAt: START.toISOString(),
      answer: {
        marketplaceId: US,
        ASIN: 'B0NWTEA001',
        ItemCondition: 'New',
        offer: answered.responses[0]?.body.payload.Offers[0],
        BuyBoxPrices: answered.responses[0]?.body.payload.Summary.BuyBoxPrices,
      },
    })
    expect(outcome.done).toEqual([
      {
        productId: 'p-1',
        identifier: 'B0NWTEA001',
        status: 'ok',
        offersSeen: 2,
        requestId,
        error: null,
      },
      {
        productId: 'p-2',
        identifier: 'B0NWTEA002',
        status: 'ok',
        offersSeen: 1,
        requestId,
        error: null,
      },
    ])
    expectNoSecrets(outcome)
  })

  it('keeps the good answers of a batch where one ASIN is not found and one is throttled', async () => {
    server.setOffers('B0NWTEA001', [{ sellerId: 'A2SELLERLOW', price: 19.99 }])
    server.setOffers('B0NWTEA003', [{ sellerId: 'A5SELLER', price: 21 }])
    server.setItemError('B0NWTEA003', { statusCode: 429 })
    server.setItemError('B0NWTEA404', { statusCode: 404 })

    const outcome = await check({
      site: 'amazon.com',
      items: [
        product('p-ok', ['B0NWTEA001']),
        product('p-404', ['B0NWTEA404']),
        product('p-429', ['B0NWTEA003']),
        // Unknown to Amazon: a 400 "invalid ASIN" inside the 200, as Amazon answers it.
        product('p-invalid', ['B0NOSUCH00']),
      ],
    })

    expect(itemOfferCalls()).toHaveLength(1)
    expect(outcome.observations.map((o) => [o.productId, o.draft.sellerId, o.draft.price])).toEqual(
      [['p-ok', 'A2SELLERLOW', '19.99']],
    )
    expect(outcome.done.map((d) => [d.productId, d.status, d.offersSeen])).toEqual([
      ['p-ok', 'ok', 1],
      ['p-404', 'not_found', 0],
      ['p-invalid', 'not_found', 0],
    ])
    expect(outcome.done[1]?.error).toBe(
      'ASIN B0NWTEA404 is not sold on Amazon.com: Item B0NWTEA404 not found.',
    )
    expect(outcome.done[2]?.error).toBe(
      `ASIN B0NOSUCH00 is not sold on Amazon.com: B0NOSUCH00 is an invalid ASIN for marketplace ${US}`,
    )
    // The throttled item waits one request interval of the usage plan (0.1/s: 10 s).
    expect(outcome.deferred).toEqual({
      productIds: ['p-429'],
      retryAt: new Date(START.getTime() + 10_000),
      reason: 'throttled',
    })
    expect(outcome.credentialFailure).toBeNull()
  })

  it('blocks the lane for the hinted time on a 429 and defers every product, without retrying', async () => {
    server.setOffers('B0NWTEA001', [{ sellerId: 'A2SELLERLOW', price: 19.99 }])
    server.failNext('itemOffers', { status: 429, rateLimit: '0.05', retryAfter: '30' })

    const outcome = await check({
      site: 'amazon.com',
      items: [product('p-1', ['B0NWTEA001']), product('p-2', ['B0NWTEA002'])],
    })

    const until = new Date(START.getTime() + 30_000)
    expect(outcome.deferred).toEqual({
      productIds: ['p-1', 'p-2'],
      retryAt: until,
      reason: 'throttled',
    })
    expect(outcome.done).toEqual([])
    expect(outcome.observations).toEqual([])
    expect(budget.blocks).toEqual([{ lane: 'main', until }])
    expect(budget.state('main').blockedUntil).toEqual(until)
    expect(itemOfferCalls()).toHaveLength(1)
  })

  it('waits one interval of the rate x-amzn-RateLimit-Limit gives when there is no Retry-After', async () => {
    server.failNext('itemOffers', { status: 429, rateLimit: '0.05' })
    const outcome = await check({ site: 'amazon.com', items: [product('p-1', ['B0NWTEA001'])] })
    expect(outcome.deferred?.retryAt).toEqual(new Date(START.getTime() + 20_000))
    expect(budget.blocks).toEqual([{ lane: 'main', until: new Date(START.getTime() + 20_000) }])
  })

  it('treats a 503 like a throttle: the lane waits and the products go again', async () => {
    server.failNext('itemOffers', { status: 503, retryAfter: '45' })
    const outcome = await check({ site: 'amazon.com', items: [product('p-1', ['B0NWTEA001'])] })
    expect(outcome.deferred).toEqual({
      productIds: ['p-1'],
      retryAt: new Date(START.getTime() + 45_000),
      reason: 'throttled',
    })
    expect(budget.blocks).toHaveLength(1)
    expect(outcome.credentialFailure).toBeNull()
  })

  it('fetches an expired access token again once and the batch goes through', async () => {
    server.setOffers('B0NWTEA001', [{ sellerId: 'A2SELLERLOW', price: 19.99 }])
    budget = createMemoryBudget(
      { ...amazonSpApiConnector.lanes, main: { capacity: 2, refillPerSecond: 0.1 } },
      { start: START },
    )
    const batch: CheckBatch = { site: 'amazon.com', items: [product('p-1', ['B0NWTEA001'])] }
    const first = await check(batch)
    expect(first.done[0]?.status).toBe('ok')
    const firstToken = itemOfferCalls()[0]?.headers['x-amz-access-token']

    server.expireAccessTokens()
    budget.advance(20_000)
    const second = await check(batch)

    expect(second.credentialFailure).toBeNull()
    expect(second.done.map((d) => [d.productId, d.status, d.offersSeen])).toEqual([
      ['p-1', 'ok', 1],
    ])
    expect(tokenCalls()).toHaveLength(2)
    const calls = itemOfferCalls()
    expect(calls).toHaveLength(3)
    expect(
      server.answers.filter((a) => a.path.startsWith('/batches')).map((a) => a.status),
    ).toEqual([200, 403, 200])
    expect(calls[2]?.headers['x-amz-access-token']).not.toBe(firstToken)
    // The retry took from the budget like any call.
    expect(budget.takes.filter((t) => t.ok)).toHaveLength(3)
    expectNoSecrets(second)
  })

  it('when the budget is dry after the refresh, the product waits and the next check uses the new token', async () => {
    server.setOffers('B0NWTEA001', [{ sellerId: 'A2SELLERLOW', price: 19.99 }])
    const batch: CheckBatch = { site: 'amazon.com', items: [product('p-1', ['B0NWTEA001'])] }
    await check(batch)
    server.expireAccessTokens()
    budget.advance(10_000)

    const waiting = await check(batch)
    expect(waiting.deferred).toEqual({
      productIds: ['p-1'],
      retryAt: new Date(START.getTime() + 20_000),
      reason: 'budget',
    })
    expect(waiting.credentialFailure).toBeNull()

    budget.advance(10_000)
    const after = await check(batch)
    expect(after.done[0]?.status).toBe('ok')
    expect(tokenCalls()).toHaveLength(2)
    expect(
      server.answers.filter((a) => a.path.startsWith('/batches')).map((a) => a.status),
    ).toEqual([200, 403, 200])
  })

  it('says the credentials are refused when a fresh token is refused too', async () => {
    await server.close()
    server = await startAmazonSpApiServer({ clients: [credentials], tokenLifetimeSeconds: 0 })
    budget = createMemoryBudget(
      { ...amazonSpApiConnector.lanes, main: { capacity: 5, refillPerSecond: 0.1 } },
      { start: START },
    )
    const outcome = await check({ site: 'amazon.com', items: [product('p-1', ['B0NWTEA001'])] })

    expect(outcome.credentialFailure).toBe(
      "Amazon refused the app's access (check the app's Pricing role and that the seller authorized it): Access to requested resource is denied. The access token you provided has expired.",
    )
    expect(tokenCalls()).toHaveLength(2)
    expect(itemOfferCalls()).toHaveLength(2)
    // Not checked: left for the run after the brand fixes the connection.
    expect(outcome.done).toEqual([])
    expect(outcome.deferred).toBeNull()
    expectNoSecrets(outcome)
  })

  it('says Login with Amazon refused a revoked refresh token, in its words and without the secrets', async () => {
    server.revokeRefreshToken(credentials.refreshToken)
    const outcome = await check({ site: 'amazon.com', items: [product('p-1', ['B0NWTEA001'])] })

    expect(outcome.credentialFailure).toBe(
      'Login with Amazon refused the credentials: invalid_grant: The request has an invalid grant parameter : refresh_token',
    )
    expect(itemOfferCalls()).toHaveLength(0)
    expect(outcome.done).toEqual([])
    expectNoSecrets(outcome)
  })

  it('says Login with Amazon refused a wrong client secret', async () => {
    const outcome = await check(
      { site: 'amazon.com', items: [product('p-1', ['B0NWTEA001'])] },
      { credentials: { ...credentials, clientSecret: 'amzn1.oa2-cs.v1.wrong-secret-typed' } },
    )
    expect(outcome.credentialFailure).toBe(
      'Login with Amazon refused the credentials: invalid_client: Client authentication failed',
    )
    expect(JSON.stringify(outcome)).not.toContain('wrong-secret-typed')
  })

  it('scrubs the secrets out of every text Amazon sends back', async () => {
    server.setItemError('B0ECHO0001', {
      statusCode: 400,
      code: 'InvalidInput',
      message: `Bad request from ${credentials.clientSecret} with ${credentials.refreshToken}`,
    })
    const items = await check({ site: 'amazon.com', items: [product('p-1', ['B0ECHO0001'])] })
    expect(items.done[0]?.status).toBe('failing')
    expect(items.done[0]?.error).toBe(
      'Amazon refused the request: Bad request from [hidden] with [hidden]',
    )

    forgetAmazonAccessTokens()
    budget.advance(10_000)
    const echoing: typeof fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (!url.endsWith('/auth/o2/token')) return globalThis.fetch(input, init)
      const body = {
        error: 'invalid_grant',
        error_description: `Refresh token ${credentials.refreshToken} of client_secret=${credentials.clientSecret} is revoked`,
      }
      return Promise.resolve(Response.json(body, { status: 400 }))
    }
    const token = await check(
      { site: 'amazon.com', items: [product('p-1', ['B0NWTEA001'])] },
      { fetch: echoing },
    )
    expect(token.credentialFailure).toBe(
      'Login with Amazon refused the credentials: invalid_grant: Refresh token [hidden] of client_secret=[hidden] is revoked',
    )
    expectNoSecrets(items)
    expectNoSecrets(token)
  })

  it('finds the ASINs of products known only by their GTIN, over every page of the catalog', async () => {
    // Three searches: more than the catalog's burst of 2, so this budget holds more.
    budget = createMemoryBudget(
      { ...amazonSpApiConnector.lanes, catalog: { capacity: 3, refillPerSecond: 2 } },
      { start: START },
    )
    server.setCatalogPageSize(2)
    for (const asin of ['B0UPC00001', 'B0UPC00002', 'B0UPC00003']) {
      server.addCatalogItem({
        asin,
        identifiers: [{ identifierType: 'UPC', identifier: '012345678905' }],
        itemName: 'Northwind Green Tea 20 bags',
      })
    }
    server.addCatalogItem({
      asin: 'B0EAN00001',
      identifiers: [{ identifierType: 'EAN', identifier: '4006381333931' }],
      marketplaceIds: [US],
      itemName: 'Northwind Kettle',
    })
    server.setOffers('B0UPC00001', [{ sellerId: 'A2SELLERLOW', price: 9.5 }])
    server.setOffers('B0UPC00002', [])
    server.setOffers('B0UPC00003', [{ sellerId: 'A6DUPLICATE', price: 8.75 }])
    server.setOffers('B0EAN00001', [{ sellerId: 'A7KETTLE', price: 49 }])

    const outcome = await check({
      site: 'amazon.com',
      items: [
        product('p-upc', [], '00012345678905'),
        product('p-ean', [], '04006381333931'),
        product('p-unlisted', [], '00614141000036'),
        product('p-nothing', [], null),
      ],
    })

    const searches = catalogCalls().map((r) => r.query)
    expect(searches).toEqual([
      {
        marketplaceIds: US,
        identifiers: '012345678905,614141000036',
        identifiersType: 'UPC',
        includedData: 'identifiers,summaries',
        pageSize: '20',
      },
      {
        marketplaceIds: US,
        identifiers: '012345678905,614141000036',
        identifiersType: 'UPC',
        includedData: 'identifiers,summaries',
        pageSize: '20',
        pageToken: expect.any(String) as string,
      },
      {
        marketplaceIds: US,
        identifiers: '4006381333931',
        identifiersType: 'EAN',
        includedData: 'identifiers,summaries',
        pageSize: '20',
      },
    ])
    expect(budget.takes.map((t) => [t.lane, t.ok])).toEqual([
      ['catalog', true],
      ['catalog', true],
      ['catalog', true],
      ['main', true],
    ])
    expect(itemOfferCalls()).toHaveLength(1)
    expect(
      (itemOfferCalls()[0]?.body as { requests: Array<{ uri: string }> }).requests.map(
        (r) => r.uri,
      ),
    ).toEqual([
      '/products/pricing/v0/items/B0UPC00001/offers',
      '/products/pricing/v0/items/B0UPC00002/offers',
      '/products/pricing/v0/items/B0UPC00003/offers',
      '/products/pricing/v0/items/B0EAN00001/offers',
    ])
    expect(
      outcome.observations.map((o) => [
        o.productId,
        o.draft.listingId,
        o.draft.sellerId,
        o.draft.title,
      ]),
    ).toEqual([
      ['p-upc', 'B0UPC00001', 'A2SELLERLOW', 'Northwind Green Tea 20 bags'],
      ['p-upc', 'B0UPC00003', 'A6DUPLICATE', 'Northwind Green Tea 20 bags'],
      ['p-ean', 'B0EAN00001', 'A7KETTLE', 'Northwind Kettle'],
    ])
    expect(outcome.done).toEqual([
      {
        productId: 'p-upc',
        identifier: 'B0UPC00001, B0UPC00002, B0UPC00003',
        status: 'ok',
        offersSeen: 2,
        requestId: expect.any(String) as string,
        error: null,
      },
      {
        productId: 'p-ean',
        identifier: 'B0EAN00001',
        status: 'ok',
        offersSeen: 1,
        requestId: expect.any(String) as string,
        error: null,
      },
      {
        productId: 'p-unlisted',
        identifier: '00614141000036',
        status: 'not_found',
        offersSeen: 0,
        requestId: null,
        error: 'Amazon has no product with GTIN 00614141000036 on Amazon.com',
      },
      {
        productId: 'p-nothing',
        identifier: null,
        status: 'not_found',
        offersSeen: 0,
        requestId: null,
        error: 'No ASIN or GTIN to look this product up by',
      },
    ])
  })

  it('defers the products whose catalog search the burst cannot carry', async () => {
    server.addCatalogItem({
      asin: 'B0EAN00001',
      identifiers: [{ identifierType: 'EAN', identifier: '4006381333931' }],
    })
    server.setOffers('B0EAN00001', [{ sellerId: 'A7KETTLE', price: 49 }])
    budget = createMemoryBudget(amazonSpApiConnector.lanes, {
      start: START,
      initialTokens: { catalog: 1 },
    })
    const outcome = await check({
      site: 'amazon.com',
      items: [product('p-upc', [], '00012345678905'), product('p-ean', [], '04006381333931')],
    })
    // UPC first (no match: not found), then the EAN search finds the bucket empty for 0.5 s.
    expect(catalogCalls()).toHaveLength(1)
    expect(outcome.done.map((d) => [d.productId, d.status])).toEqual([['p-upc', 'not_found']])
    expect(outcome.deferred).toEqual({
      productIds: ['p-ean'],
      retryAt: new Date(START.getTime() + 500),
      reason: 'budget',
    })
    expect(itemOfferCalls()).toHaveLength(0)
  })

  it('makes no call when the budget is dry and defers every product to when it refills', async () => {
    budget = createMemoryBudget(amazonSpApiConnector.lanes, {
      start: START,
      initialTokens: { main: 0.5, catalog: 0 },
    })
    const outcome = await check({
      site: 'amazon.com',
      items: [product('p-1', ['B0NWTEA001']), product('p-gtin', [], '04006381333931')],
    })

    expect(server.requests).toEqual([])
    expect(outcome.observations).toEqual([])
    expect(outcome.done).toEqual([])
    // main refills 0.5 token in 5 s, catalog 1 in 0.5 s: the later one is when all can go.
    expect(outcome.deferred).toEqual({
      productIds: ['p-1', 'p-gtin'],
      retryAt: new Date(START.getTime() + 5_000),
      reason: 'budget',
    })
  })

  it('reads prices on amazon.co.uk in the currency of the answer', async () => {
    server.setOffers('B0UKTEA001', [
      { sellerId: 'A1UKSELLER', price: 14.2, shipping: 2.99 },
      { sellerId: 'A2EUROSELLER', price: 16, currency: 'EUR' },
    ])
    const outcome = await check({ site: 'amazon.co.uk', items: [product('p-uk', ['B0UKTEA001'])] })

    expect(
      (itemOfferCalls()[0]?.body as { requests: Array<{ MarketplaceId: string }> }).requests[0]
        ?.MarketplaceId,
    ).toBe(UK)
    expect(
      outcome.observations.map((o) => [
        o.draft.sellerId,
        o.draft.price,
        o.draft.shipping,
        o.draft.currency,
        o.draft.url,
      ]),
    ).toEqual([
      ['A1UKSELLER', '14.20', '2.99', 'GBP', 'https://www.amazon.co.uk/dp/B0UKTEA001'],
      ['A2EUROSELLER', '16.00', '0.00', 'EUR', 'https://www.amazon.co.uk/dp/B0UKTEA001'],
    ])
    expect(outcome.observations[0]?.externalId).toBe(
      `amazon_sp_api:amazon.co.uk:B0UKTEA001:A1UKSELLER:${START.toISOString()}`,
    )
  })

  it('asks once for an ASIN two products share, and gives both its offers', async () => {
    server.setOffers('B0SHARED01', [{ sellerId: 'A2SELLERLOW', price: 5 }])
    const outcome = await check({
      site: 'amazon.com',
      items: [product('p-a', ['B0SHARED01']), product('p-b', ['B0SHARED01'])],
    })
    expect((itemOfferCalls()[0]?.body as { requests: unknown[] }).requests).toHaveLength(1)
    expect(outcome.done.map((d) => [d.productId, d.status, d.offersSeen])).toEqual([
      ['p-a', 'ok', 1],
      ['p-b', 'ok', 1],
    ])
  })

  it('splits more than 20 ASINs into batches and defers what the budget cannot carry', async () => {
    const items = Array.from({ length: 25 }, (_, i) =>
      product(`p-${i}`, [`B0BATCH${String(i).padStart(3, '0')}`]),
    )
    for (const item of items)
      server.setOffers(item.listingIds[0] ?? '', [{ sellerId: 'A2S', price: 3 }])
    const outcome = await check({ site: 'amazon.com', items })

    expect(itemOfferCalls()).toHaveLength(1)
    expect((itemOfferCalls()[0]?.body as { requests: unknown[] }).requests).toHaveLength(20)
    expect(outcome.done).toHaveLength(20)
    expect(outcome.deferred).toEqual({
      productIds: items.slice(20).map((i) => i.productId),
      retryAt: new Date(START.getTime() + 10_000),
      reason: 'budget',
    })
  })

  it('meets the usage plan the server enforces: a second instance without the shared budget is throttled', async () => {
    await server.close()
    let clock = START.getTime()
    server = await startAmazonSpApiServer({
      clients: [credentials],
      enforceUsagePlan: true,
      now: () => clock,
    })
    server.setOffers('B0NWTEA001', [{ sellerId: 'A2SELLERLOW', price: 19.99 }])
    const batch: CheckBatch = { site: 'amazon.com', items: [product('p-1', ['B0NWTEA001'])] }
    expect((await check(batch)).done[0]?.status).toBe('ok')
    // Another budget (as if not shared) lets a call through that Amazon's plan does not allow.
    const unshared = createMemoryBudget(amazonSpApiConnector.lanes, { start: START })
    const throttled = await check(batch, { budget: unshared })
    expect(throttled.deferred?.reason).toBe('throttled')
    expect(server.throttled()).toBe(1)
    // The shared one waits the 10 s the plan needs, and Amazon answers.
    clock += 10_000
    budget.advance(10_000)
    expect((await check(batch)).done[0]?.status).toBe('ok')
    expect(server.throttled()).toBe(1)
  })

  it('answers an eBay site with a plain error, without calling Amazon', async () => {
    const outcome = await check({ site: 'ebay.com', items: [product('p-1', ['B0NWTEA001'])] })
    expect(outcome.done[0]).toMatchObject({
      status: 'failing',
      error: 'eBay.com is not an Amazon site',
    })
    expect(server.requests).toEqual([])
  })

  it('defers the batch, without an error, when Amazon does not answer', async () => {
    const failingFetch: typeof fetch = () => Promise.reject(new TypeError('fetch failed'))
    const outcome = await check(
      { site: 'amazon.com', items: [product('p-1', ['B0NWTEA001'])] },
      { fetch: failingFetch },
    )
    expect(outcome.deferred).toEqual({
      productIds: ['p-1'],
      retryAt: new Date(START.getTime() + 60_000),
      reason: 'throttled',
    })
    expect(outcome.credentialFailure).toBeNull()
  })

  it('sends every request through ctx.fetch', async () => {
    server.setOffers('B0NWTEA001', [{ sellerId: 'A2SELLERLOW', price: 19.99 }])
    const seen: string[] = []
    const counting: typeof fetch = (input, init) => {
      seen.push(input instanceof Request ? input.url : String(input))
      return globalThis.fetch(input, init)
    }
    await check(
      { site: 'amazon.com', items: [product('p-1', ['B0NWTEA001'])] },
      { fetch: counting },
    )
    expect(seen).toEqual([
      `${server.url}/auth/o2/token`,
      `${server.url}/batches/products/pricing/v0/itemOffers`,
    ])
  })
})
