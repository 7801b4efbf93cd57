/**
 * A local stand-in for eBay's REST APIs (api.ebay.com) for the eBay connector's contract tests,
 * the journey and the bench: a real HTTP server on 127.0.0.1 answering
 *
 * - POST /identity/v1/oauth2/token: the client credentials grant (Basic base64(clientId:secret),
 *   grant_type=client_credentials, scope https://api.ebay.com/oauth/api_scope) with eBay's
 *   `{ access_token, expires_in, token_type }`, or `{ error, error_description }` (401
 *   invalid_client, 400 invalid_scope / unsupported_grant_type);
 * - GET /buy/browse/v1/item_summary/search: by `gtin` (a UPC only, as eBay documents; another
 *   GTIN format has to be searched by keyword) or by `q` keywords (AND), with `limit` (1–200,
 *   50 by default) and `offset` (0 or a multiple of limit) pagination, `total`, `href`, `next`,
 *   `prev`, and `itemSummaries` left out when nothing matched (eBay's SearchPagedCollection);
 * - GET /buy/browse/v1/item/{item_id}: getItem's Item, 404 with errorId 11001 when unknown.
 *
 * Every Browse call needs `Authorization: Bearer <a token it issued and that has not expired>`
 * (else 401 with eBay's `{ errors: [{ errorId: 1001, ... }] }`) and here also the
 * X-EBAY-C-MARKETPLACE-ID header (eBay defaults a missing one to EBAY_US; the fake refuses it
 * so a connector that forgets it is caught). Scenario controls: tokens that expire (a short
 * lifetime, or all at once), a refused client, 429 with or without Retry-After, 503, any other
 * failure, and an optional quota (a token bucket) that answers 429 when it runs dry.
 *
 * No vitest here: the journey starts it on a fixed port (`opts.port`) and steers it through
 * `/_fake/*` (JSON), the same controls as the returned object's; the bench serves 10,000
 * products from it, so lookups go through maps keyed by GTIN and item id.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { controlBody, listenOnLoopback, readBody, sendJson } from './fake-http.ts'

export const EBAY_API_SCOPE = 'https://api.ebay.com/oauth/api_scope'
const SEARCH_PATH = '/buy/browse/v1/item_summary/search'
const ITEM_PATH = '/buy/browse/v1/item/'
const TOKEN_PATH = '/identity/v1/oauth2/token'

/** The web site of each eBay marketplace, for itemWebUrl. */
const WEB_HOSTS: Record<string, string> = {
  EBAY_US: 'www.ebay.com',
  EBAY_CA: 'www.ebay.ca',
  EBAY_GB: 'www.ebay.co.uk',
  EBAY_DE: 'www.ebay.de',
  EBAY_AU: 'www.ebay.com.au',
}
const CURRENCIES: Record<string, string> = {
  EBAY_US: 'USD',
  EBAY_CA: 'CAD',
  EBAY_GB: 'GBP',
  EBAY_DE: 'EUR',
  EBAY_AU: 'AUD',
}
const CONDITION_NAMES: Record<string, string> = {
  '1000': 'New',
  '1500': 'New other (see details)',
  '1750': 'New with defects',
  '2000': 'Certified - Refurbished',
  '2500': 'Seller refurbished',
  '2750': 'Like New',
  '3000': 'Used',
  '7000': 'For parts or not working',
}

/** One listing as a test sets it; the server renders eBay's ItemSummary and Item from it. */
export interface FakeEbayListing {
  /** The RESTful item id, `v1|<legacy id>|<variation id>`. */
  itemId: string
  /** The marketplace it is listed on (and found through); EBAY_US by default. */
  marketplaceId?: string
  title: string
  /** The listing's GTIN (8, 12, 13 or 14 digits): found by `gtin=` when a UPC, else by `q`. */
  gtin?: string
  /** The Brand item specific: a keyword search matches it as it matches the title. */
  brand?: string
  /** "24.99" */
  price: string
  /** The marketplace's currency by default. */
  currency?: string
  /** The seller's eBay username. */
  seller: string
  feedbackPercentage?: string
  feedbackScore?: number
  /** Cost of the first shipping option: "0.00" free; null: calculated, no cost given. */
  shipping?: string | null
  /** eBay's condition id (1000 new, 3000 used, …); 1000 by default. */
  conditionId?: string
  /** Its text; by default eBay's name of the id. */
  condition?: string
  buyingOptions?: string[]
  /** ALWAYS_SHOW, ONLY_SHOW_ON_REQUEST, ONLY_SHOW_WHEN_ADDED_IN_CART (MAP items). */
  priceDisplayCondition?: string
  /** getItem's estimatedAvailableQuantity. */
  quantity?: number
  /** Left out: the listing has no itemWebUrl. */
  noWebUrl?: boolean
}

export interface FakeEbayRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string | string[] | undefined>
  body: string
}

export type FakeEbayClientState = 'valid' | 'invalid'

export interface EbayServerOptions {
  /** 0 (any free one) by default. */
  port?: number
  /** The application keys eBay accepts; by default any non-empty pair. */
  clients?: Array<{ clientId: string; clientSecret: string }>
  /** Seconds an application token lives; eBay's are 7,200 (two hours). */
  tokenLifetimeSeconds?: number
  /** The server's clock in ms (the bench's simulated day); real time by default. */
  now?: () => number
  /** A quota on Browse calls, answered with 429 once it runs dry; none by default. */
  quota?: { capacity: number; refillPerSecond: number }
  /** Keep every request in `requests` (the bench may turn it off); true by default. */
  recordRequests?: boolean
}

export interface EbayServer {
  url: string
  port: number
  close(): Promise<void>
  /** Every request received, in order (credentials as the test itself sent them). */
  requests: FakeEbayRequest[]
  setListings(listings: FakeEbayListing[]): void
  removeListing(itemId: string): void
  clearListings(): void
  setClientState(state: FakeEbayClientState): void
  setTokenLifetime(seconds: number): void
  /** Every token issued so far stops working (as when they ran past expires_in). */
  expireTokens(): void
  /** The next `count` Browse calls get 429; with Retry-After when seconds are given. */
  rateLimitNext(count: number, retryAfterSeconds?: number | null): void
  /** The next `count` Browse calls get `status` (500, 503, …), with Retry-After if given. */
  failNext(status: number, count?: number, retryAfterSeconds?: number | null): void
  /** Token requests and Browse calls answered so far. */
  counts(): { tokens: number; browse: number }
}

interface Failure {
  status: number
  retryAfterSeconds: number | null
}

const onlyDigits = (text: string) => /^\d+$/.test(text)
const asGtin14 = (code: string) =>
  onlyDigits(code) && code.length >= 8 && code.length <= 14 ? code.padStart(14, '0') : null
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')

const send = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void => sendJson(res, status, body, headers)

function browseError(
  errorId: number,
  message: string,
  extra: { domain?: string; category?: string; longMessage?: string } = {},
) {
  return {
    errors: [
      {
        errorId,
        domain: extra.domain ?? 'API_BROWSE',
        category: extra.category ?? 'REQUEST',
        message,
        ...(extra.longMessage ? { longMessage: extra.longMessage } : {}),
      },
    ],
  }
}

export async function startEbayServer(opts: EbayServerOptions = {}): Promise<EbayServer> {
  const clock = opts.now ?? (() => Date.now())
  const record = opts.recordRequests ?? true
  const requests: FakeEbayRequest[] = []
  const listings = new Map<string, FakeEbayListing>()
  /** `${marketplace}:${gtin14}` → item ids. */
  const byGtin = new Map<string, Set<string>>()
  /** Issued token → when it expires (ms). */
  const tokens = new Map<string, number>()
  let tokenLifetime = opts.tokenLifetimeSeconds ?? 7200
  let clientState: FakeEbayClientState = 'valid'
  const failures: Failure[] = []
  let tokenCount = 0
  let browseCount = 0
  let quotaTokens = opts.quota?.capacity ?? 0
  let quotaAt = clock()
  let requestCounter = 0
  let url = ''

  const gtinKey = (marketplace: string, gtin14: string) => `${marketplace}:${gtin14}`
  const marketplaceOf = (listing: FakeEbayListing) => listing.marketplaceId ?? 'EBAY_US'

  function removeListing(itemId: string): void {
    const old = listings.get(itemId)
    if (!old) return
    listings.delete(itemId)
    const gtin = old.gtin ? asGtin14(old.gtin) : null
    if (gtin) byGtin.get(gtinKey(marketplaceOf(old), gtin))?.delete(itemId)
  }

  function setListing(listing: FakeEbayListing): void {
    removeListing(listing.itemId)
    listings.set(listing.itemId, listing)
    const gtin = listing.gtin ? asGtin14(listing.gtin) : null
    if (!gtin) return
    const key = gtinKey(marketplaceOf(listing), gtin)
    let set = byGtin.get(key)
    if (!set) byGtin.set(key, (set = new Set()))
    set.add(listing.itemId)
  }

  function amount(value: string, currency: string) {
    return { value, currency }
  }

  function legacyId(itemId: string): string {
    return itemId.split('|')[1] ?? itemId
  }

  function webUrl(listing: FakeEbayListing): string {
    return `https://${WEB_HOSTS[marketplaceOf(listing)] ?? 'www.ebay.com'}/itm/${legacyId(listing.itemId)}`
  }

  function commonFields(listing: FakeEbayListing) {
    const marketplace = marketplaceOf(listing)
    const currency = listing.currency ?? CURRENCIES[marketplace] ?? 'USD'
    const conditionId = listing.conditionId ?? '1000'
    const shipping =
      listing.shipping === null
        ? { shippingCostType: 'CALCULATED' }
        : {
            shippingCostType: 'FIXED',
            shippingCost: amount(listing.shipping ?? '0.00', currency),
          }
    return {
      itemId: listing.itemId,
      title: listing.title,
      legacyItemId: legacyId(listing.itemId),
      price: amount(listing.price, currency),
      ...(listing.priceDisplayCondition
        ? { priceDisplayCondition: listing.priceDisplayCondition }
        : {}),
      condition: listing.condition ?? CONDITION_NAMES[conditionId] ?? 'Used',
      conditionId,
      seller: {
        username: listing.seller,
        feedbackPercentage: listing.feedbackPercentage ?? '99.5',
        feedbackScore: listing.feedbackScore ?? 1200,
      },
      buyingOptions: listing.buyingOptions ?? ['FIXED_PRICE'],
      shippingOptions: [shipping],
      itemHref: `https://api.ebay.com${ITEM_PATH}${encodeURIComponent(listing.itemId)}`,
      ...(listing.noWebUrl ? {} : { itemWebUrl: webUrl(listing) }),
      listingMarketplaceId: marketplace,
    }
  }

  function itemSummary(listing: FakeEbayListing) {
    return {
      ...commonFields(listing),
      image: { imageUrl: `https://i.ebayimg.com/images/g/${legacyId(listing.itemId)}/s-l225.jpg` },
    }
  }

  function item(listing: FakeEbayListing) {
    return {
      ...commonFields(listing),
      ...(listing.gtin ? { gtin: listing.gtin } : {}),
      ...(listing.brand ? { brand: listing.brand } : {}),
      estimatedAvailabilities: [
        {
          deliveryOptions: ['SHIP_TO_HOME'],
          estimatedAvailabilityStatus: (listing.quantity ?? 1) > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
          estimatedAvailableQuantity: listing.quantity ?? 1,
        },
      ],
    }
  }

  function requestHeaders(): Record<string, string> {
    requestCounter += 1
    const id = `fake-${requestCounter.toString(16).padStart(8, '0')}`
    return { 'x-ebay-c-request-id': id, rlogid: `t6fake%3D${id}` }
  }

  // ── OAuth ───────────────────────────────────────────────────────────────────────────────
  function handleToken(req: IncomingMessage, body: string, res: ServerResponse): void {
    if (req.method !== 'POST') {
      return send(res, 405, { error: 'invalid_request', error_description: 'Use POST.' })
    }
    const authorization = req.headers.authorization ?? ''
    const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(authorization)
    const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : ''
    const colon = decoded.indexOf(':')
    const clientId = colon > 0 ? decoded.slice(0, colon) : ''
    const clientSecret = colon > 0 ? decoded.slice(colon + 1) : ''
    const known =
      opts.clients === undefined
        ? clientId !== '' && clientSecret !== ''
        : opts.clients.some(
            (client) => client.clientId === clientId && client.clientSecret === clientSecret,
          )
    if (!known || clientState === 'invalid') {
      return send(res, 401, {
        error: 'invalid_client',
        error_description: 'client authentication failed',
      })
    }
    const contentType = String(req.headers['content-type'] ?? '')
    if (!contentType.startsWith('application/x-www-form-urlencoded')) {
      return send(res, 400, {
        error: 'invalid_request',
        error_description: 'request is missing a required parameter or malformed.',
      })
    }
    const form = new URLSearchParams(body)
    if (form.get('grant_type') !== 'client_credentials') {
      return send(res, 400, {
        error: 'unsupported_grant_type',
        error_description: 'grant type in request is not supported by the authorization server',
      })
    }
    const scopes = (form.get('scope') ?? '').split(' ').filter((scope) => scope !== '')
    if (scopes.length === 0 || scopes.some((scope) => scope !== EBAY_API_SCOPE)) {
      return send(res, 400, {
        error: 'invalid_scope',
        error_description:
          'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client',
      })
    }
    tokenCount += 1
    const token = `v^1.1#i^1#p^1#r^0#I^3#f^0#t^${randomBytes(24).toString('base64url')}`
    tokens.set(token, clock() + tokenLifetime * 1000)
    send(res, 200, {
      access_token: token,
      expires_in: tokenLifetime,
      token_type: 'Application Access Token',
    })
  }

  // ── Browse ──────────────────────────────────────────────────────────────────────────────
  /** The refusals every Browse call may get; true when one was sent. */
  function refused(req: IncomingMessage, res: ServerResponse): boolean {
    const authorization = req.headers.authorization ?? ''
    const token = /^Bearer\s+(\S+)$/.exec(authorization)?.[1]
    const expiresAt = token ? tokens.get(token) : undefined
    if (expiresAt === undefined || expiresAt <= clock()) {
      send(
        res,
        401,
        browseError(1001, 'Invalid access token', {
          domain: 'OAuth',
          longMessage:
            'Invalid access token. Check the value of the Authorization HTTP request header.',
        }),
        requestHeaders(),
      )
      return true
    }
    const failure = failures.shift()
    if (failure) {
      const headers: Record<string, string> = requestHeaders()
      if (failure.retryAfterSeconds !== null) {
        headers['retry-after'] = String(failure.retryAfterSeconds)
      }
      const body =
        failure.status === 429
          ? browseError(
              2001,
              'Too many requests. The request limit has been reached for the resource.',
              {
                domain: 'ACCESS',
              },
            )
          : browseError(
              failure.status === 503 ? 15000 : 12000,
              failure.status === 503
                ? 'The service is unavailable. Try again later.'
                : 'There was a problem with an eBay internal system or process. Contact eBay developer support for assistance.',
              { category: 'APPLICATION' },
            )
      send(res, failure.status, body, headers)
      return true
    }
    if (opts.quota) {
      const now = clock()
      quotaTokens = Math.min(
        opts.quota.capacity,
        quotaTokens + ((now - quotaAt) / 1000) * opts.quota.refillPerSecond,
      )
      quotaAt = now
      if (quotaTokens < 1) {
        const wait = Math.ceil((1 - quotaTokens) / opts.quota.refillPerSecond)
        send(
          res,
          429,
          browseError(
            2001,
            'Too many requests. The request limit has been reached for the resource.',
            {
              domain: 'ACCESS',
            },
          ),
          { ...requestHeaders(), 'retry-after': String(wait) },
        )
        return true
      }
      quotaTokens -= 1
    }
    const marketplace = req.headers['x-ebay-c-marketplace-id']
    if (typeof marketplace !== 'string' || !(marketplace in WEB_HOSTS)) {
      send(
        res,
        400,
        browseError(
          13022,
          typeof marketplace === 'string'
            ? `The marketplace ID ${marketplace} is not supported.`
            : 'The X-EBAY-C-MARKETPLACE-ID header is missing.',
          { domain: 'API_BROWSE' },
        ),
        requestHeaders(),
      )
      return true
    }
    return false
  }

  function matchKeywords(q: string, marketplace: string): FakeEbayListing[] {
    const wanted = words(q)
    if (wanted.length === 0) return []
    // A number among the keywords narrows the search to the listings with that GTIN.
    const code = wanted.map((word) => asGtin14(word)).find((found) => found !== null)
    const candidates =
      code !== undefined && code !== null
        ? [...(byGtin.get(gtinKey(marketplace, code)) ?? [])].flatMap((id) => {
            const found = listings.get(id)
            return found ? [found] : []
          })
        : [...listings.values()].filter((listing) => marketplaceOf(listing) === marketplace)
    return candidates.filter((listing) => {
      const text = new Set(words(`${listing.title} ${listing.brand ?? ''}`))
      const gtin = listing.gtin ? asGtin14(listing.gtin) : null
      return wanted.every((word) => {
        if (text.has(word)) return true
        const asCode = asGtin14(word)
        return asCode !== null && asCode === gtin
      })
    })
  }

  function handleSearch(query: Record<string, string>, req: IncomingMessage, res: ServerResponse) {
    const marketplace = String(req.headers['x-ebay-c-marketplace-id'])
    const limitText = query.limit ?? '50'
    const offsetText = query.offset ?? '0'
    if (!onlyDigits(limitText)) {
      return send(res, 400, browseError(12007, "The 'limit' value must be an integer value."))
    }
    const limit = Number(limitText)
    if (limit < 1 || limit > 200) {
      return send(
        res,
        400,
        browseError(12006, "The 'limit' value should be between 1 and 200 (inclusive)."),
      )
    }
    if (!/^-?\d+$/.test(offsetText)) {
      return send(res, 400, browseError(12005, "The 'offset' value must be an integer."))
    }
    const offset = Number(offsetText)
    if (offset < 0)
      return send(res, 400, browseError(12004, "The 'offset' value cannot be negative."))
    if (offset % limit !== 0) {
      return send(res, 400, browseError(12005, "The 'offset' value must be a multiple of 'limit'."))
    }
    if (offset >= 10_000) {
      return send(
        res,
        400,
        browseError(
          12029,
          'The maximum number of listings that can be retrieved is 10,000, so your offset value must be less than 10,000.',
        ),
      )
    }
    const gtin = query.gtin
    const q = query.q
    if (gtin !== undefined && q !== undefined) {
      return send(res, 400, browseError(12001, "Keywords ('q') cannot be used with 'gtin'."))
    }
    let matched: FakeEbayListing[]
    const warnings: unknown[] = []
    if (gtin !== undefined) {
      // "You can search only by UPC": anything but 12 digits finds nothing, with a warning.
      if (!onlyDigits(gtin) || gtin.length !== 12) {
        matched = []
        warnings.push(
          browseError(
            12022,
            `The 'gtin' value ${gtin} is invalid. For information, see the API call reference documentation.`,
          ).errors[0],
        )
      } else {
        matched = [...(byGtin.get(gtinKey(marketplace, gtin.padStart(14, '0'))) ?? [])].flatMap(
          (id) => {
            const found = listings.get(id)
            return found ? [found] : []
          },
        )
      }
    } else if (q !== undefined) {
      matched = matchKeywords(q, marketplace)
    } else {
      return send(
        res,
        400,
        browseError(
          12001,
          "The call must have a valid 'q', 'category_ids', 'epid' or 'gtin' query parameter.",
        ),
      )
    }
    const total = matched.length
    const page = matched.slice(offset, offset + limit)
    const pageUrl = (at: number) => {
      const params = new URLSearchParams(query)
      params.set('limit', String(limit))
      params.set('offset', String(at))
      return `${url}${SEARCH_PATH}?${params.toString()}`
    }
    send(
      res,
      200,
      {
        href: pageUrl(offset),
        total,
        ...(offset + limit < Math.min(total, 10_000) ? { next: pageUrl(offset + limit) } : {}),
        ...(offset > 0 ? { prev: pageUrl(Math.max(0, offset - limit)) } : {}),
        limit,
        offset,
        ...(page.length > 0 ? { itemSummaries: page.map(itemSummary) } : {}),
        ...(warnings.length > 0 ? { warnings } : {}),
      },
      requestHeaders(),
    )
  }

  function handleItem(path: string, res: ServerResponse) {
    let itemId: string
    try {
      itemId = decodeURIComponent(path.slice(ITEM_PATH.length))
    } catch {
      return send(res, 400, browseError(11006, 'The legacy ID is invalid.'), requestHeaders())
    }
    const listing = listings.get(itemId)
    if (!listing) {
      return send(
        res,
        404,
        browseError(11001, 'The specified item ID was not found.'),
        requestHeaders(),
      )
    }
    send(res, 200, item(listing), requestHeaders())
  }

  // ── Controls ────────────────────────────────────────────────────────────────────────────
  function handleControl(path: string, body: string, res: ServerResponse) {
    const control = controlBody(body, res)
    if (!control) return
    const { input, value } = control
    switch (path) {
      case '/_fake/listings':
        if (!Array.isArray(input)) return send(res, 400, { error: 'Send an array of listings.' })
        server.setListings(input as FakeEbayListing[])
        return send(res, 200, { listings: listings.size })
      case '/_fake/clear':
        server.clearListings()
        requests.length = 0
        return send(res, 200, { listings: 0 })
      case '/_fake/client-state':
        if (value.state !== 'valid' && value.state !== 'invalid')
          return send(res, 400, { error: 'state is valid or invalid.' })
        server.setClientState(value.state)
        return send(res, 200, { state: clientState })
      case '/_fake/expire-tokens':
        server.expireTokens()
        return send(res, 200, { expired: true })
      case '/_fake/rate-limit': {
        const count = typeof value.count === 'number' ? value.count : 1
        const seconds = typeof value.retryAfterSeconds === 'number' ? value.retryAfterSeconds : null
        server.rateLimitNext(count, seconds)
        return send(res, 200, { pending: failures.length })
      }
      case '/_fake/fail': {
        if (typeof value.status !== 'number') return send(res, 400, { error: 'Send a status.' })
        const count = typeof value.count === 'number' ? value.count : 1
        const seconds = typeof value.retryAfterSeconds === 'number' ? value.retryAfterSeconds : null
        server.failNext(value.status, count, seconds)
        return send(res, 200, { pending: failures.length })
      }
      case '/_fake/token-lifetime':
        if (typeof value.seconds !== 'number') return send(res, 400, { error: 'Send seconds.' })
        server.setTokenLifetime(value.seconds)
        return send(res, 200, { seconds: tokenLifetime })
      case '/_fake/requests':
        return send(res, 200, { requests: requests.filter((r) => !r.path.startsWith('/_fake/')) })
      default:
        return send(res, 404, { error: 'No such control.' })
    }
  }

  const http = createServer((req, res) => {
    void (async () => {
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1')
      const query = Object.fromEntries(parsed.searchParams)
      const body = await readBody(req)
      const path = parsed.pathname
      if (record || path.startsWith('/_fake/')) {
        requests.push({ method: req.method ?? 'GET', path, query, headers: req.headers, body })
      }
      if (path.startsWith('/_fake/')) return handleControl(path, body, res)
      if (path === TOKEN_PATH) return handleToken(req, body, res)
      const isSearch = path === SEARCH_PATH
      const isItem = path.startsWith(ITEM_PATH) && path.length > ITEM_PATH.length
      if (!isSearch && !isItem) {
        return send(res, 404, browseError(2002, 'Resource not found', { domain: 'ACCESS' }))
      }
      if (req.method !== 'GET') {
        return send(res, 405, browseError(2003, 'Method not allowed', { domain: 'ACCESS' }))
      }
      browseCount += 1
      if (refused(req, res)) return
      if (isSearch) handleSearch(query, req, res)
      else handleItem(path, res)
    })().catch((error: unknown) => {
      if (!res.headersSent) {
        send(
          res,
          500,
          browseError(12000, `The fake failed: ${String(error)}`, { category: 'APPLICATION' }),
        )
      }
    })
  })

  const listening = await listenOnLoopback(http, opts.port)
  const port = listening.port
  url = listening.url

  const server: EbayServer = {
    url,
    port,
    requests,
    close: listening.close,
    setListings(list) {
      for (const listing of list) setListing(listing)
    },
    removeListing,
    clearListings() {
      listings.clear()
      byGtin.clear()
    },
    setClientState(state) {
      clientState = state
    },
    setTokenLifetime(seconds) {
      tokenLifetime = seconds
    },
    expireTokens() {
      const now = clock()
      for (const token of tokens.keys()) tokens.set(token, now)
    },
    rateLimitNext(count, retryAfterSeconds = null) {
      for (let i = 0; i < count; i += 1) failures.push({ status: 429, retryAfterSeconds })
    },
    failNext(status, count = 1, retryAfterSeconds = null) {
      for (let i = 0; i < count; i += 1) failures.push({ status, retryAfterSeconds })
    },
    counts: () => ({ tokens: tokenCount, browse: browseCount }),
  }
  return server
}
