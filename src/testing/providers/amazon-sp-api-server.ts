/**
 * A local stand-in for Amazon's Selling Partner API and its Login with Amazon token endpoint, on
 * loopback, answering in the shapes Amazon documents (selling-partner-api-models:
 * productPricingV0.json, catalogItems_2022-04-01.json; the LWA token reference), for the
 * connector's contract tests, the monitoring journey and the bench. It serves:
 *
 * - POST /auth/o2/token — the refresh-token grant: `{access_token, refresh_token, token_type,
 *   expires_in}`, or `{error: invalid_client | invalid_grant, error_description}`;
 * - POST /batches/products/pricing/v0/itemOffers — getItemOffersBatch: up to 20 requests, one
 *   answer each with its own status line (partial failures stay inside a 200);
 * - GET /catalog/2022-04-01/items — searchCatalogItems by identifiers, with pagination.
 *
 * Every SP-API answer carries x-amzn-RequestId and x-amzn-RateLimit-Limit; a refused token is a
 * 403 with code Unauthorized; a throttled call a 429 with code QuotaExceeded. With
 * `enforceUsagePlan` the server keeps the published usage plans itself (one bucket per app and
 * operation) and answers 429 to whoever goes over them, so a test can prove nobody did.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { MONITORED_SITES } from '#shared/monitoring.ts'
import { listenOnLoopback } from './fake-http.ts'

export interface AmazonFakeClient {
  clientId: string
  clientSecret: string
  refreshToken: string
}

/** One offer as a test describes it; the server answers it as an SP-API OfferDetail. */
export interface AmazonFakeOffer {
  sellerId: string
  price: number
  shipping?: number
  /** Default: the marketplace's currency. */
  currency?: string
  buyBoxWinner?: boolean
  fulfilledByAmazon?: boolean
  /** SP-API SubCondition: new, mint, very_good, good, acceptable, refurbished, … */
  subCondition?: string
  prime?: boolean
  /** quantityDiscountPrices (business offers): tier → price. */
  quantityPrices?: Array<{ quantityTier: number; price: number }>
}

export interface AmazonFakeCatalogItem {
  asin: string
  /** identifierType (EAN, UPC, GTIN, ISBN, JAN) → identifier, as Amazon lists them. */
  identifiers: Array<{ identifierType: string; identifier: string }>
  /** Marketplaces the item is in; default all of them. */
  marketplaceIds?: string[]
  itemName?: string
  brand?: string
}

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  body: unknown
}

interface ItemError {
  statusCode: number
  code: string
  message: string
  /** Answers left with this error; Infinity: always. */
  times: number
}

interface Failure {
  status: number
  retryAfter?: string
  rateLimit?: string
  times: number
}

export interface AmazonSpApiServerOptions {
  port?: number
  clients?: AmazonFakeClient[]
  /** Seconds an access token lives (LWA: 3600). */
  tokenLifetimeSeconds?: number
  /** Answer 429 to calls over the published usage plans (per client and operation). */
  enforceUsagePlan?: boolean
  /** Offers of ASINs no test set, computed on demand (the bench's 10,000 products). */
  offersFor?: (asin: string, marketplaceId: string) => AmazonFakeOffer[] | null
  /** The clock of the usage plan buckets and token lifetimes. */
  now?: () => number
}

export interface AmazonSpApiServer {
  url: string
  close(): Promise<void>
  requests: RecordedRequest[]
  /** Every answer given, in order: its status and x-amzn-RequestId (SP-API calls). */
  answers: Array<{ path: string; status: number; requestId: string | null; body: unknown }>
  /** Calls per operation: token, itemOffers, catalog. */
  counts: () => { token: number; itemOffers: number; catalog: number }
  /** 429s the usage plan gave (with enforceUsagePlan). */
  throttled: () => number
  addClient(client: AmazonFakeClient): void
  /** The refresh token no longer works (the seller removed the app): invalid_grant. */
  revokeRefreshToken(refreshToken: string): void
  /** Every access token given so far is expired: the next call with one gets a 403. */
  expireAccessTokens(): void
  setOffers(asin: string, offers: AmazonFakeOffer[], marketplaceId?: string): void
  /** The ASIN's answer in the batch gets this status and error (404, 400, 429, 500). */
  setItemError(
    asin: string,
    error: { statusCode: number; code?: string; message?: string; times?: number },
  ): void
  addCatalogItem(item: AmazonFakeCatalogItem): void
  /** Largest page searchCatalogItems answers (Amazon's: 20; default 20). */
  setCatalogPageSize(size: number): void
  /**
   * The next `times` calls of the operation get `status` (429 or 503) with these headers.
   * operation: itemOffers | catalog | token.
   */
  failNext(
    operation: 'itemOffers' | 'catalog' | 'token',
    failure: { status: number; retryAfter?: string; rateLimit?: string; times?: number },
  ): void
}

/** The published usage plans (rate per second, burst) of the operations served. */
export const AMAZON_USAGE_PLANS = {
  itemOffers: { rate: 0.1, burst: 1 },
  catalog: { rate: 2, burst: 2 },
} as const

const MAX_BATCH = 20
const MAX_IDENTIFIERS = 20
const ITEM_OFFERS_PATH = '/batches/products/pricing/v0/itemOffers'
const CATALOG_PATH = '/catalog/2022-04-01/items'
const TOKEN_PATH = '/auth/o2/token'
const ITEM_URI = /^\/products\/pricing\/v0\/items\/([A-Za-z0-9]{10})\/offers$/

const currencyOf = (marketplaceId: string) =>
  Object.values(MONITORED_SITES).find(
    (site) => 'amazonMarketplaceId' in site && site.amazonMarketplaceId === marketplaceId,
  )?.currency ?? null

const money = (amount: number, currency: string) => ({ CurrencyCode: currency, Amount: amount })
const gtin14 = (identifier: string) => identifier.replace(/\D/g, '').padStart(14, '0')

export async function startAmazonSpApiServer(
  options: AmazonSpApiServerOptions = {},
): Promise<AmazonSpApiServer> {
  const now = options.now ?? Date.now
  const lifetime = options.tokenLifetimeSeconds ?? 3600
  const clients = new Map<string, AmazonFakeClient>()
  for (const client of options.clients ?? []) clients.set(client.clientId, client)
  const revoked = new Set<string>()
  const tokens = new Map<string, { clientId: string; expiresAt: number }>()
  const offers = new Map<string, AmazonFakeOffer[]>()
  const itemErrors = new Map<string, ItemError>()
  const catalogue: AmazonFakeCatalogItem[] = []
  const failures = new Map<string, Failure>()
  const buckets = new Map<string, { tokens: number; at: number }>()
  const requests: RecordedRequest[] = []
  const answers: AmazonSpApiServer['answers'] = []
  let currentPath = ''
  const counts = { token: 0, itemOffers: 0, catalog: 0 }
  let throttledCount = 0
  let catalogPageSize = 20

  function send(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    const text = JSON.stringify(body)
    answers.push({
      path: currentPath,
      status,
      requestId: headers['x-amzn-requestid'] ?? null,
      body,
    })
    response.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      date: new Date(now()).toUTCString(),
      ...headers,
    })
    response.end(text)
  }

  const errors = (code: string, message: string, details = '') => ({
    errors: [{ code, message, details }],
  })

  /** A planned failure of the operation, if one is left. */
  function plannedFailure(operation: string): Failure | null {
    const failure = failures.get(operation)
    if (!failure || failure.times <= 0) return null
    failure.times -= 1
    return failure
  }

  /** The usage plan's bucket for the client and operation: false when it is empty. */
  function withinUsagePlan(clientId: string, operation: keyof typeof AMAZON_USAGE_PLANS) {
    if (!options.enforceUsagePlan) return true
    const plan = AMAZON_USAGE_PLANS[operation]
    const key = `${clientId}:${operation}`
    const at = now()
    const bucket = buckets.get(key) ?? { tokens: plan.burst, at }
    bucket.tokens = Math.min(plan.burst, bucket.tokens + ((at - bucket.at) / 1000) * plan.rate)
    bucket.at = at
    buckets.set(key, bucket)
    if (bucket.tokens < 1 - 1e-9) {
      throttledCount += 1
      return false
    }
    bucket.tokens -= 1
    return true
  }

  function handleToken(body: Record<string, string>, response: ServerResponse) {
    counts.token += 1
    const failure = plannedFailure('token')
    if (failure) {
      send(
        response,
        failure.status,
        { error: 'server_error', error_description: 'The service is unavailable.' },
        failure.retryAfter ? { 'retry-after': failure.retryAfter } : {},
      )
      return
    }
    const client = clients.get(body.client_id ?? '')
    if (!client || client.clientSecret !== body.client_secret) {
      send(response, 401, {
        error: 'invalid_client',
        error_description: 'Client authentication failed',
      })
      return
    }
    if (body.grant_type !== 'refresh_token') {
      send(response, 400, {
        error: 'unsupported_grant_type',
        error_description: 'The authorization grant type is not supported',
      })
      return
    }
    if (body.refresh_token !== client.refreshToken || revoked.has(body.refresh_token)) {
      send(response, 400, {
        error: 'invalid_grant',
        error_description: 'The request has an invalid grant parameter : refresh_token',
      })
      return
    }
    const accessToken = `Atza|${randomUUID()}`
    tokens.set(accessToken, { clientId: client.clientId, expiresAt: now() + lifetime * 1000 })
    send(response, 200, {
      access_token: accessToken,
      refresh_token: client.refreshToken,
      token_type: 'bearer',
      expires_in: lifetime,
    })
  }

  /** The client of the request's access token, or the 403 Amazon answers. */
  function authorize(request: IncomingMessage, response: ServerResponse): string | null {
    const token = request.headers['x-amz-access-token']
    const known = typeof token === 'string' ? tokens.get(token) : undefined
    if (!known) {
      send(
        response,
        403,
        errors(
          'Unauthorized',
          'Access to requested resource is denied.',
          token ? 'The access token you provided is revoked, malformed or invalid.' : '',
        ),
        { 'x-amzn-requestid': randomUUID() },
      )
      return null
    }
    if (known.expiresAt <= now()) {
      send(
        response,
        403,
        errors(
          'Unauthorized',
          'Access to requested resource is denied.',
          'The access token you provided has expired.',
        ),
        { 'x-amzn-requestid': randomUUID() },
      )
      return null
    }
    return known.clientId
  }

  function throttle(
    response: ServerResponse,
    failure: { status: number; retryAfter?: string; rateLimit?: string },
    rate: number,
  ) {
    const headers: Record<string, string> = {
      'x-amzn-requestid': randomUUID(),
      'x-amzn-ratelimit-limit': failure.rateLimit ?? String(rate),
    }
    if (failure.retryAfter) headers['retry-after'] = failure.retryAfter
    if (failure.status === 429) {
      send(
        response,
        429,
        errors('QuotaExceeded', 'You exceeded your quota for the requested resource.'),
        headers,
      )
    } else {
      send(
        response,
        failure.status,
        errors('ServiceUnavailable', 'Service temporarily unavailable. Please try again.'),
        headers,
      )
    }
  }

  function offerDetail(offer: AmazonFakeOffer, currency: string) {
    return {
      MyOffer: false,
      offerType: 'B2C',
      SubCondition: offer.subCondition ?? 'new',
      SellerId: offer.sellerId,
      SellerFeedbackRating: { SellerPositiveFeedbackRating: 97, FeedbackCount: 1250 },
      ShippingTime: { minimumHours: 24, maximumHours: 48, availabilityType: 'NOW' },
      ListingPrice: money(offer.price, offer.currency ?? currency),
      ...(offer.quantityPrices
        ? {
            quantityDiscountPrices: offer.quantityPrices.map((tier) => ({
              quantityTier: tier.quantityTier,
              quantityDiscountType: 'QUANTITY_DISCOUNT',
              listingPrice: money(tier.price, offer.currency ?? currency),
            })),
          }
        : {}),
      Shipping: money(offer.shipping ?? 0, offer.currency ?? currency),
      ShipsFrom: { Country: 'US' },
      IsFulfilledByAmazon: offer.fulfilledByAmazon ?? false,
      PrimeInformation: { IsPrime: offer.prime ?? false, IsNationalPrime: offer.prime ?? false },
      IsBuyBoxWinner: offer.buyBoxWinner ?? false,
      IsFeaturedMerchant: true,
    }
  }

  function summary(list: AmazonFakeOffer[], currency: string) {
    const channel = (offer: AmazonFakeOffer) => (offer.fulfilledByAmazon ? 'Amazon' : 'Merchant')
    const counted = (['Amazon', 'Merchant'] as const)
      .map((fulfillmentChannel) => ({
        condition: 'new',
        fulfillmentChannel,
        OfferCount: list.filter((offer) => channel(offer) === fulfillmentChannel).length,
      }))
      .filter((row) => row.OfferCount > 0)
    const lowest = (['Amazon', 'Merchant'] as const).flatMap((fulfillmentChannel) => {
      const ofChannel = list.filter((offer) => channel(offer) === fulfillmentChannel)
      if (ofChannel.length === 0) return []
      const best = ofChannel.reduce((a, b) =>
        a.price + (a.shipping ?? 0) <= b.price + (b.shipping ?? 0) ? a : b,
      )
      const c = best.currency ?? currency
      return [
        {
          condition: 'new',
          fulfillmentChannel,
          LandedPrice: money(Math.round((best.price + (best.shipping ?? 0)) * 100) / 100, c),
          ListingPrice: money(best.price, c),
          Shipping: money(best.shipping ?? 0, c),
        },
      ]
    })
    const winner = list.find((offer) => offer.buyBoxWinner)
    return {
      TotalOfferCount: list.length,
      NumberOfOffers: counted,
      LowestPrices: lowest,
      ...(winner
        ? {
            BuyBoxPrices: [
              {
                condition: 'New',
                LandedPrice: money(
                  Math.round((winner.price + (winner.shipping ?? 0)) * 100) / 100,
                  winner.currency ?? currency,
                ),
                ListingPrice: money(winner.price, winner.currency ?? currency),
                Shipping: money(winner.shipping ?? 0, winner.currency ?? currency),
                sellerId: winner.sellerId,
              },
            ],
          }
        : {}),
      BuyBoxEligibleOffers: counted,
    }
  }

  function itemAnswer(entry: Record<string, unknown>) {
    const uri = typeof entry.uri === 'string' ? entry.uri : ''
    const marketplaceId = typeof entry.MarketplaceId === 'string' ? entry.MarketplaceId : ''
    const itemCondition = typeof entry.ItemCondition === 'string' ? entry.ItemCondition : ''
    const asin = ITEM_URI.exec(uri)?.[1] ?? null
    const request = {
      MarketplaceId: marketplaceId,
      ItemCondition: itemCondition,
      ...(typeof entry.CustomerType === 'string' ? { CustomerType: entry.CustomerType } : {}),
      ...(asin ? { Asin: asin } : {}),
    }
    const headers = { 'x-amzn-RequestId': randomUUID(), Date: new Date(now()).toUTCString() }
    const fail = (statusCode: number, reasonPhrase: string, code: string, message: string) => ({
      headers,
      status: { statusCode, reasonPhrase },
      body: { errors: [{ code, message, details: '' }] },
      request,
    })
    const currency = currencyOf(marketplaceId)
    if (!currency) {
      return fail(
        400,
        'Bad Request',
        'InvalidInput',
        'Requested MarketplaceId is invalid, unsupported, or does not exist.',
      )
    }
    if (!asin || entry.method !== 'GET') {
      return fail(400, 'Bad Request', 'InvalidInput', `Invalid uri ${uri}`)
    }
    const error = itemErrors.get(asin)
    if (error && error.times > 0) {
      error.times -= 1
      const phrase =
        error.statusCode === 404
          ? 'Not Found'
          : error.statusCode === 429
            ? 'Too Many Requests'
            : error.statusCode >= 500
              ? 'Internal Server Error'
              : 'Bad Request'
      return fail(error.statusCode, phrase, error.code, error.message)
    }
    const list =
      offers.get(`${marketplaceId}:${asin}`) ??
      offers.get(`*:${asin}`) ??
      options.offersFor?.(asin, marketplaceId) ??
      null
    if (!list) {
      return fail(
        400,
        'Bad Request',
        'InvalidInput',
        `${asin} is an invalid ASIN for marketplace ${marketplaceId}`,
      )
    }
    return {
      headers,
      status: { statusCode: 200, reasonPhrase: 'OK' },
      body: {
        payload: {
          marketplaceId,
          ASIN: asin,
          ItemCondition: itemCondition,
          status: list.length > 0 ? 'Success' : 'NoBuyableOffers',
          Identifier: { MarketplaceId: marketplaceId, ASIN: asin, ItemCondition: itemCondition },
          Summary: summary(list, currency),
          Offers: list.map((offer) => offerDetail(offer, currency)),
        },
      },
      request,
    }
  }

  /**
   * An operation's call let through: its token valid, no failure planned for it, within its
   * usage plan; otherwise answered (403, the planned failure, or 429) and false.
   */
  function admitted(
    request: IncomingMessage,
    response: ServerResponse,
    operation: 'itemOffers' | 'catalog',
  ): boolean {
    const clientId = authorize(request, response)
    if (!clientId) return false
    const failure = plannedFailure(operation)
    const rate = AMAZON_USAGE_PLANS[operation].rate
    if (failure) {
      throttle(response, failure, rate)
      return false
    }
    if (!withinUsagePlan(clientId, operation)) {
      throttle(response, { status: 429 }, rate)
      return false
    }
    return true
  }

  function handleItemOffers(
    request: IncomingMessage,
    body: unknown,
    response: ServerResponse,
  ): void {
    counts.itemOffers += 1
    if (!admitted(request, response, 'itemOffers')) return
    const entries =
      body && typeof body === 'object' && Array.isArray((body as { requests?: unknown }).requests)
        ? ((body as { requests: unknown[] }).requests as Record<string, unknown>[])
        : null
    const rateHeaders = {
      'x-amzn-requestid': randomUUID(),
      'x-amzn-ratelimit-limit': String(AMAZON_USAGE_PLANS.itemOffers.rate),
    }
    if (!entries || entries.length === 0 || entries.length > MAX_BATCH) {
      return send(
        response,
        400,
        errors('InvalidInput', `The batch must hold 1 to ${MAX_BATCH} requests.`),
        rateHeaders,
      )
    }
    const uris = entries.map((entry) => `${String(entry.uri)}|${String(entry.MarketplaceId)}`)
    if (new Set(uris).size !== uris.length) {
      return send(
        response,
        400,
        errors('InvalidInput', 'Duplicate requests submitted.  Cannot run batch request.'),
        rateHeaders,
      )
    }
    send(response, 200, { responses: entries.map(itemAnswer) }, rateHeaders)
  }

  function handleCatalog(
    request: IncomingMessage,
    query: Record<string, string>,
    response: ServerResponse,
  ): void {
    counts.catalog += 1
    if (!admitted(request, response, 'catalog')) return
    const headers = {
      'x-amzn-requestid': randomUUID(),
      'x-amzn-ratelimit-limit': String(AMAZON_USAGE_PLANS.catalog.rate),
    }
    const marketplaceIds = (query.marketplaceIds ?? '').split(',').filter(Boolean)
    const identifiers = (query.identifiers ?? '').split(',').filter(Boolean)
    const type = query.identifiersType
    if (marketplaceIds.length === 0) {
      return send(response, 400, errors('InvalidInput', 'Missing marketplaceIds.'), headers)
    }
    if (identifiers.length > 0 && !type) {
      return send(
        response,
        400,
        errors('InvalidInput', 'identifiersType is required when identifiers are given.'),
        headers,
      )
    }
    if (identifiers.length > MAX_IDENTIFIERS) {
      return send(
        response,
        400,
        errors('InvalidInput', `At most ${MAX_IDENTIFIERS} identifiers can be searched at once.`),
        headers,
      )
    }
    const wanted = new Set(identifiers.map(gtin14))
    const byAsin = type === 'ASIN'
    const found = catalogue.filter(
      (item) =>
        (!item.marketplaceIds || item.marketplaceIds.some((id) => marketplaceIds.includes(id))) &&
        (byAsin
          ? identifiers.includes(item.asin)
          : item.identifiers.some(
              (id) => id.identifierType === type && wanted.has(gtin14(id.identifier)),
            )),
    )
    const pageSize = Math.min(Number(query.pageSize ?? 10) || 10, 20, catalogPageSize)
    const offset = query.pageToken
      ? Number(Buffer.from(query.pageToken, 'base64url').toString('utf8'))
      : 0
    if (!Number.isInteger(offset) || offset < 0) {
      return send(response, 400, errors('InvalidInput', 'Invalid pageToken.'), headers)
    }
    const page = found.slice(offset, offset + pageSize)
    const next = offset + pageSize < found.length ? offset + pageSize : null
    const included = (query.includedData ?? 'summaries').split(',')
    send(
      response,
      200,
      {
        numberOfResults: found.length,
        pagination: {
          ...(next !== null
            ? { nextToken: Buffer.from(String(next), 'utf8').toString('base64url') }
            : {}),
          ...(offset > 0
            ? {
                previousToken: Buffer.from(String(Math.max(0, offset - pageSize)), 'utf8').toString(
                  'base64url',
                ),
              }
            : {}),
        },
        refinements: { brands: [], classifications: [] },
        items: page.map((item) => {
          const inMarketplaces = marketplaceIds.filter(
            (id) => !item.marketplaceIds || item.marketplaceIds.includes(id),
          )
          return {
            asin: item.asin,
            ...(included.includes('identifiers')
              ? {
                  identifiers: inMarketplaces.map((marketplaceId) => ({
                    marketplaceId,
                    identifiers: item.identifiers,
                  })),
                }
              : {}),
            ...(included.includes('summaries')
              ? {
                  summaries: inMarketplaces.map((marketplaceId) => ({
                    marketplaceId,
                    ...(item.brand ? { brand: item.brand } : {}),
                    ...(item.itemName ? { itemName: item.itemName } : {}),
                  })),
                }
              : {}),
          }
        }),
      },
      headers,
    )
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      const text = Buffer.concat(chunks).toString('utf8')
      const contentType = String(request.headers['content-type'] ?? '')
      let body: unknown = null
      try {
        if (text === '') body = null
        else if (contentType.includes('application/x-www-form-urlencoded')) {
          body = Object.fromEntries(new URLSearchParams(text))
        } else body = JSON.parse(text)
      } catch {
        send(response, 400, errors('InvalidInput', 'The request body is not valid JSON.'))
        return
      }
      const query = Object.fromEntries(url.searchParams)
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value
      }
      requests.push({ method: request.method ?? 'GET', path: url.pathname, query, headers, body })
      currentPath = url.pathname
      if (request.method === 'POST' && url.pathname === TOKEN_PATH) {
        const fields =
          body && typeof body === 'object'
            ? Object.fromEntries(
                Object.entries(body as Record<string, unknown>).map(([key, value]) => [
                  key,
                  String(value),
                ]),
              )
            : {}
        handleToken(fields, response)
      } else if (request.method === 'POST' && url.pathname === ITEM_OFFERS_PATH) {
        handleItemOffers(request, body, response)
      } else if (request.method === 'GET' && url.pathname === CATALOG_PATH) {
        handleCatalog(request, query, response)
      } else {
        send(response, 404, errors('NotFound', 'Resource not found.'))
      }
    })
  })

  const { url, close } = await listenOnLoopback(server, options.port)

  return {
    url,
    requests,
    answers,
    counts: () => ({ ...counts }),
    throttled: () => throttledCount,
    close,
    addClient(client) {
      clients.set(client.clientId, client)
    },
    revokeRefreshToken(refreshToken) {
      revoked.add(refreshToken)
    },
    expireAccessTokens() {
      for (const token of tokens.values()) token.expiresAt = 0
    },
    setOffers(asin, list, marketplaceId) {
      offers.set(`${marketplaceId ?? '*'}:${asin}`, list)
    },
    setItemError(asin, error) {
      itemErrors.set(asin, {
        statusCode: error.statusCode,
        code:
          error.code ??
          (error.statusCode === 429
            ? 'QuotaExceeded'
            : error.statusCode === 404
              ? 'NotFound'
              : error.statusCode >= 500
                ? 'InternalFailure'
                : 'InvalidInput'),
        message:
          error.message ??
          (error.statusCode === 429
            ? 'You exceeded your quota for the requested resource.'
            : error.statusCode === 404
              ? `Item ${asin} not found.`
              : error.statusCode >= 500
                ? 'We encountered an internal error. Please try again.'
                : `${asin} is an invalid ASIN`),
        times: error.times ?? Infinity,
      })
    },
    addCatalogItem(item) {
      catalogue.push(item)
    },
    setCatalogPageSize(size) {
      catalogPageSize = size
    },
    failNext(operation, failure) {
      failures.set(operation, { ...failure, times: failure.times ?? 1 })
    },
  }
}
