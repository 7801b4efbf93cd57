/**
 * eBay connector: the offers of the brand's products on an eBay site through the Browse API
 * (item_summary/search, getItem), over plain HTTP with an Application access token from the
 * brand's application keys (OAuth client credentials grant).
 *
 * eBay's own rules, as documented (developer.ebay.com: OAuth client credentials grant, Browse API
 * reference, Browse API call limits):
 * - a token comes from POST /identity/v1/oauth2/token with Basic base64(clientId:clientSecret),
 *   grant_type=client_credentials and the public scope; it lives `expires_in` seconds (two hours),
 *   so it is kept in memory per credential until shortly before then; wrong keys: 401
 *   invalid_client with an error_description;
 * - a Browse call with a token that has run out gets 401 with errorId 1001 ("Invalid access
 *   token"): a new token is asked for once, and a second refusal is the credential's failure;
 * - `gtin=` searches by UPC only ("to search using another GTIN format, you must search by
 *   keyword"), and `gtin` cannot be combined with `q`: a GTIN-12 goes in `gtin`, an EAN-13 or a
 *   GTIN-14 in `q` beside the brand's name, keeping only the listings whose title names the brand;
 * - pages of up to 200 (`limit`), `offset` a multiple of it, `next` while more are left, at most
 *   10,000 a search; only Buy It Now listings by default, which is the advertised price we judge;
 * - the X-EBAY-C-MARKETPLACE-ID header chooses the site (EBAY_US when missing);
 * - an application starts at 5,000 Browse calls a day; over it eBay answers 429.
 *
 * A product with no GTIN but known item ids (from earlier imports) is checked with getItem per
 * id. The keys and the token go only into request headers: never into the request kept as
 * evidence, an error, or anything returned (eBay's words are scrubbed of them too).
 */
import { createHash } from 'node:crypto'
import { normaliseGtin } from '#shared/gtin.ts'
import type { ListingCondition, ObservationDraft } from '#shared/listings.ts'
import { MONITORED_SITES, type EbayCredentials, type MonitoredSiteId } from '#shared/monitoring.ts'
import { clip, conditionFromText } from '../../listings-import/formats/common.ts'
import { retryAfterMs, secretMasker } from './provider-answers.ts'
import type {
  CheckBatch,
  CheckItem,
  CheckOutcome,
  Connector,
  ConnectorContext,
  ConnectorObservation,
  ItemResult,
} from './types.ts'

export const EBAY_BASE_URL = 'https://api.ebay.com'
export const EBAY_TOKEN_PATH = '/identity/v1/oauth2/token'
export const EBAY_SEARCH_PATH = '/buy/browse/v1/item_summary/search'
export const EBAY_ITEM_PATH = '/buy/browse/v1/item/'
export const EBAY_SCOPE = 'https://api.ebay.com/oauth/api_scope'
/** eBay's largest page. */
const PAGE_SIZE = 200
/** Pages read per product at most: 1,000 listings of one GTIN is more than any real product has. */
export const EBAY_MAX_PAGES = 5
/** Known item ids looked up per product without a GTIN. */
const MAX_ITEM_LOOKUPS = 5
/** A token is renewed this long before eBay says it ends (at most a tenth of its life). */
const TOKEN_MARGIN_MS = 5 * 60_000
/** When eBay asks to wait without saying how long. */
const DEFAULT_WAIT_MS = 5 * 60_000
const TOKEN_CACHE_MAX = 10_000
const TITLE_MAX = 500
const SELLER_MAX = 200
const ID_MAX = 100
const URL_MAX = 2000
const PRICE = /^\d{1,7}(?:\.\d+)?$/
const CURRENCY = /^[A-Z]{3}$/

/** What the connector says in the brand's coverage and on a failing connection. */
export const EBAY_TEXTS = {
  noIdentifier:
    'No GTIN or eBay item id is known for this product yet: add its GTIN or import a listing report.',
  notOnSite: (site: string) => `${site} is not an eBay site.`,
  noListing: (site: string) => `No Buy It Now listing of this product was found on ${site}.`,
  itemsGone: (site: string) => `The known eBay listings of this product have ended on ${site}.`,
  keysRefused: (words: string) =>
    `eBay refused the application keys${words ? `: ${words}` : '.'} Check the Client ID and Client Secret (production keys) in your eBay developer account.`,
  tokenRefused: (words: string) =>
    `eBay refused the access token made from these keys${words ? `: ${words}` : '.'}`,
  accessDenied: (words: string) =>
    `eBay did not allow these keys to use the Browse API${words ? `: ${words}` : '.'}`,
  providerError: (status: number, words: string) =>
    `eBay answered with an error (HTTP ${status})${words ? `: ${words}` : ''}.`,
  unreadable: (status: number) => `eBay sent an answer that could not be read (HTTP ${status}).`,
  unreachable: (words: string) => `eBay could not be reached${words ? `: ${words}` : ''}.`,
} as const

// ── eBay's shapes (the parts read; everything else is kept as received) ──────────────────────
interface EbayAmount {
  value?: string
  currency?: string
}
interface EbayShippingOption {
  shippingCost?: EbayAmount
  shippingCostType?: string
}
/** An ItemSummary of item_summary/search, or getItem's Item (the same fields, and more). */
interface EbayItem {
  itemId?: string
  title?: string
  price?: EbayAmount
  seller?: { username?: string; feedbackPercentage?: string; feedbackScore?: number }
  shippingOptions?: EbayShippingOption[]
  condition?: string
  conditionId?: string
  itemWebUrl?: string
  buyingOptions?: string[]
  priceDisplayCondition?: string
  itemEndDate?: string
  gtin?: string
  estimatedAvailabilities?: Array<{ estimatedAvailableQuantity?: number }>
}
interface EbaySearchPage {
  total?: number
  limit?: number
  offset?: number
  next?: string
  itemSummaries?: EbayItem[]
  warnings?: EbayError[]
}
interface EbayError {
  errorId?: number
  message?: string
  longMessage?: string
}

// ── Tokens ──────────────────────────────────────────────────────────────────────────────────
/** Application tokens by credential (a hash of the keys and the base URL), in memory. */
const tokenCache = new Map<string, { token: string; renewAt: number }>()

/** Forgets every token (tests). */
export function clearEbayTokenCache(): void {
  tokenCache.clear()
}

function cacheKey(credentials: EbayCredentials, base: string): string {
  return createHash('sha256')
    .update(`${base}\n${credentials.clientId}\n${credentials.clientSecret}`)
    .digest('hex')
}

/** Removes the keys (as sent and as the Basic pair) and any token from a text from elsewhere. */
function scrubber(credentials: EbayCredentials): (text: string) => string {
  const pair = `${credentials.clientId}:${credentials.clientSecret}`
  const mask = secretMasker(
    [
      credentials.clientSecret,
      encodeURIComponent(credentials.clientSecret),
      pair,
      Buffer.from(pair, 'utf8').toString('base64'),
    ],
    '[hidden]',
  )
  return (text) =>
    mask(text)
      .replace(/v\^1\.1#[^\s"']*/g, '[token]')
      .replace(/(Bearer|Basic)\s+\S+/gi, '$1 [hidden]')
}

function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters from the provider go
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
}

function errorWords(body: unknown, scrub: (text: string) => string): string {
  if (!body || typeof body !== 'object') return ''
  const oauth = body as { error?: unknown; error_description?: unknown }
  if (typeof oauth.error_description === 'string' || typeof oauth.error === 'string') {
    const words =
      typeof oauth.error_description === 'string' && oauth.error_description.trim() !== ''
        ? oauth.error_description
        : String(oauth.error)
    return scrub(oneLine(words)).slice(0, 300)
  }
  const errors = (body as { errors?: unknown }).errors
  if (!Array.isArray(errors) || errors.length === 0) return ''
  const first = errors[0] as EbayError
  const words = first.longMessage ?? first.message ?? ''
  return scrub(oneLine(typeof words === 'string' ? words : '')).slice(0, 300)
}

/** How long eBay asks to wait: Retry-After (seconds or a date) when it says, else 5 minutes. */
function waitMs(retryAfter: string | null, now: Date): number {
  return retryAfterMs(retryAfter, now) ?? DEFAULT_WAIT_MS
}

type Stop =
  | { kind: 'budget'; retryAt: Date }
  | { kind: 'throttled'; retryAt: Date }
  | { kind: 'credential'; message: string }
  | { kind: 'unreachable'; message: string }

type CallResult =
  | {
      kind: 'answer'
      status: number
      body: unknown
      requestId: string | null
      receivedAt: Date
      request: string
    }
  | Stop

/** One check's calls to eBay: the token (cached across checks) and the Browse calls. */
class EbaySession {
  private readonly base: string
  private readonly key: string
  private refreshed = false
  readonly scrub: (text: string) => string

  constructor(
    private readonly ctx: ConnectorContext<'ebay_browse'>,
    private readonly marketplaceId: string,
  ) {
    this.base = (ctx.baseUrl ?? EBAY_BASE_URL).replace(/\/+$/, '')
    this.key = cacheKey(ctx.credentials, this.base)
    this.scrub = scrubber(ctx.credentials)
  }

  private unreachable(error: unknown): Stop {
    if (this.ctx.signal.aborted) throw error
    const cause =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : ''
    return { kind: 'unreachable', message: EBAY_TEXTS.unreachable(this.scrub(cause).slice(0, 200)) }
  }

  /** A token: the cached one while it lasts, else a new one (lane `oauth`). */
  private async token(): Promise<{ kind: 'token'; token: string } | Stop> {
    const now = this.ctx.now().getTime()
    const cached = tokenCache.get(this.key)
    if (cached && cached.renewAt > now) return { kind: 'token', token: cached.token }
    const taken = await this.ctx.budget.take(1, 'oauth')
    if (!taken.ok) return { kind: 'budget', retryAt: taken.retryAt }
    const { clientId, clientSecret } = this.ctx.credentials
    let response: Response
    try {
      response = await this.ctx.fetch(`${this.base}${EBAY_TOKEN_PATH}`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`, 'utf8').toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          scope: EBAY_SCOPE,
        }).toString(),
        signal: this.ctx.signal,
      })
    } catch (error) {
      return this.unreachable(error)
    }
    const receivedAt = this.ctx.now()
    let body: unknown = null
    try {
      body = await response.json()
    } catch {
      body = null
    }
    const words = errorWords(body, this.scrub)
    if (response.status === 429 || response.status === 503) {
      const retryAt = new Date(
        receivedAt.getTime() + waitMs(response.headers.get('retry-after'), receivedAt),
      )
      await this.ctx.budget.block(retryAt, 'oauth')
      return { kind: 'throttled', retryAt }
    }
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      return { kind: 'credential', message: EBAY_TEXTS.keysRefused(words) }
    }
    const answer = body as { access_token?: unknown; expires_in?: unknown } | null
    if (!response.ok || typeof answer?.access_token !== 'string' || answer.access_token === '') {
      return {
        kind: 'unreachable',
        message: response.ok
          ? EBAY_TEXTS.unreadable(response.status)
          : EBAY_TEXTS.providerError(response.status, words),
      }
    }
    const lifeMs =
      typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in * 1000 : 0
    if (tokenCache.size >= TOKEN_CACHE_MAX) tokenCache.clear()
    tokenCache.set(this.key, {
      token: answer.access_token,
      renewAt: receivedAt.getTime() + lifeMs - Math.min(TOKEN_MARGIN_MS, lifeMs / 10),
    })
    return { kind: 'token', token: answer.access_token }
  }

  /** A Browse call (lane `main`): `path` with its query, never with a key in it. */
  async browse(path: string): Promise<CallResult> {
    for (;;) {
      const taken = await this.ctx.budget.take(1)
      if (!taken.ok) return { kind: 'budget', retryAt: taken.retryAt }
      const token = await this.token()
      if (token.kind !== 'token') return token
      const request = `GET ${this.base}${path}`
      let response: Response
      try {
        response = await this.ctx.fetch(`${this.base}${path}`, {
          method: 'GET',
          headers: {
            authorization: `Bearer ${token.token}`,
            'x-ebay-c-marketplace-id': this.marketplaceId,
            accept: 'application/json',
          },
          signal: this.ctx.signal,
        })
      } catch (error) {
        return this.unreachable(error)
      }
      const receivedAt = this.ctx.now()
      const requestId =
        response.headers.get('x-ebay-c-request-id') ?? response.headers.get('rlogid') ?? null
      let body: unknown = null
      try {
        body = await response.json()
      } catch {
        body = null
      }
      if (response.status === 401) {
        tokenCache.delete(this.key)
        // The token ran out (errorId 1001): one new token, then the keys are at fault.
        if (!this.refreshed) {
          this.refreshed = true
          continue
        }
        return {
          kind: 'credential',
          message: EBAY_TEXTS.tokenRefused(errorWords(body, this.scrub)),
        }
      }
      if (response.status === 403) {
        return {
          kind: 'credential',
          message: EBAY_TEXTS.accessDenied(errorWords(body, this.scrub)),
        }
      }
      if (response.status === 429 || response.status === 503) {
        const retryAt = new Date(
          receivedAt.getTime() + waitMs(response.headers.get('retry-after'), receivedAt),
        )
        await this.ctx.budget.block(retryAt)
        return { kind: 'throttled', retryAt }
      }
      return { kind: 'answer', status: response.status, body, requestId, receivedAt, request }
    }
  }
}

// ── Reading eBay's answers ────────────────────────────────────────────────────────────────────
/** eBay's condition ids (Browse API: Item condition ID and name values). */
export function ebayCondition(
  conditionId: string | undefined,
  text: string | undefined,
): ListingCondition | null {
  switch (conditionId) {
    case '1000': // New
    case '1500': // New other (see details)
    case '1750': // New with defects
      return 'new'
    case '2000': // Certified refurbished
    case '2010': // Excellent - Refurbished
    case '2020': // Very Good - Refurbished
    case '2030': // Good - Refurbished
    case '2500': // Seller refurbished
      return 'refurbished'
    case '2750': // Like New
    case '2990': // Pre-owned - Excellent
    case '3000': // Used
    case '3010': // Pre-owned - Fair
    case '4000': // Very Good
    case '5000': // Good
    case '6000': // Acceptable
      return 'used'
    case '7000': // For parts or not working
      return 'other'
    default:
      return typeof text === 'string' ? conditionFromText(text) : null
  }
}

/** "24.99" from eBay's decimal string; null when it is not an amount. */
function money(value: string | undefined): string | null {
  if (typeof value !== 'string' || !PRICE.test(value)) return null
  const [whole = '0', fraction = ''] = value.split('.')
  if (fraction.length > 2) {
    const rounded = Number(value).toFixed(2)
    return rounded
  }
  return `${String(Number(whole))}.${fraction.padEnd(2, '0')}`
}

/** Words of a text for comparing names: lower case, accents and punctuation gone. */
function nameWords(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `
}

function namesBrand(title: string | undefined, brandName: string): boolean {
  const brand = nameWords(brandName)
  if (brand.trim() === '') return true
  return typeof title === 'string' && nameWords(title).includes(brand)
}

/** How the product is searched for on eBay. */
type SearchPlan =
  | { kind: 'gtin'; identifier: string; query: Record<string, string> }
  | { kind: 'keyword'; identifier: string; query: Record<string, string>; brandName: string }
  | { kind: 'items'; identifier: string; itemIds: string[] }

export function searchPlan(item: CheckItem): SearchPlan | null {
  const checked = item.gtin ? normaliseGtin(item.gtin) : null
  if (checked?.ok) {
    const gtin14 = checked.gtin
    // A GTIN-12 (UPC-A) is searched as eBay asks, with its 12 digits; a GTIN-8 is not a UPC.
    if (gtin14.startsWith('00') && !gtin14.startsWith('000000')) {
      const upc = gtin14.slice(2)
      return { kind: 'gtin', identifier: upc, query: { gtin: upc } }
    }
    const code = gtin14.startsWith('000000')
      ? gtin14.slice(6)
      : gtin14.startsWith('0')
        ? gtin14.slice(1)
        : gtin14
    // Keywords are ANDed; parentheses and commas would make an OR search of the brand's name.
    const brand = item.brandName
      .replace(/[(),"*]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    return {
      kind: 'keyword',
      identifier: code,
      query: { q: brand ? `${brand} ${code}` : code },
      brandName: item.brandName,
    }
  }
  const itemIds = [...new Set(item.listingIds.map((id) => id.trim()).filter((id) => id !== ''))]
  if (itemIds.length > 0) {
    const picked = itemIds.slice(0, MAX_ITEM_LOOKUPS)
    return { kind: 'items', identifier: picked.join(',').slice(0, ID_MAX * 2), itemIds: picked }
  }
  return null
}

function observationOf(
  item: CheckItem,
  site: MonitoredSiteId,
  offer: EbayItem,
  gtin: string | null,
  evidence: { request: string; requestId: string | null; receivedAt: Date },
  observedAt: Date,
): ConnectorObservation | null {
  const siteInfo = MONITORED_SITES[site]
  const itemId = clip(offer.itemId ?? '', ID_MAX)
  const price = money(offer.price?.value)
  if (itemId === null || price === null || price === '0.00' || Number(price) > 1_000_000)
    return null
  const currency =
    typeof offer.price?.currency === 'string' && CURRENCY.test(offer.price.currency)
      ? offer.price.currency
      : siteInfo.currency
  const option = offer.shippingOptions?.[0]
  const shippingCurrency = option?.shippingCost?.currency
  const shipping =
    option?.shippingCost && (shippingCurrency === undefined || shippingCurrency === currency)
      ? money(option.shippingCost.value)
      : null
  const seller = clip(offer.seller?.username ?? '', SELLER_MAX)
  const webUrl =
    typeof offer.itemWebUrl === 'string' && /^https?:\/\//i.test(offer.itemWebUrl)
      ? clip(offer.itemWebUrl, URL_MAX)
      : null
  const draft: ObservationDraft = {
    marketplace: siteInfo.marketplace,
    sellerId: seller,
    sellerName: seller,
    listingId: itemId,
    gtin,
    sku: null,
    title: clip(offer.title ?? '', TITLE_MAX),
    price,
    shipping,
    currency,
    condition: ebayCondition(offer.conditionId, offer.condition),
    observedAt,
    url: webUrl ?? siteInfo.listingUrl(itemId),
  }
  // MAP items: the price is shown only once the item is in the cart.
  if (typeof offer.priceDisplayCondition === 'string') {
    draft.priceInCart = offer.priceDisplayCondition === 'ONLY_SHOW_WHEN_ADDED_IN_CART'
  }
  const quantity = offer.estimatedAvailabilities?.[0]?.estimatedAvailableQuantity
  if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 0) {
    draft.quantity = quantity
  }
  return {
    productId: item.productId,
    externalId: `ebay_browse:${site}:${itemId}:${seller ?? ''}:${observedAt.toISOString()}`,
    draft,
    evidence: {
      provider: 'ebay_browse',
      request: evidence.request,
      requestId: evidence.requestId,
      receivedAt: evidence.receivedAt.toISOString(),
      answer: offer,
    },
  }
}

type ItemCheck = { kind: 'done'; result: ItemResult; observations: ConnectorObservation[] } | Stop

function failing(
  item: CheckItem,
  identifier: string | null,
  error: string,
  requestId: string | null = null,
): ItemCheck {
  return {
    kind: 'done',
    observations: [],
    result: {
      productId: item.productId,
      identifier,
      status: 'failing',
      offersSeen: 0,
      requestId,
      error,
    },
  }
}

interface Found {
  offer: EbayItem
  request: string
  requestId: string | null
  receivedAt: Date
}

async function searchItem(
  session: EbaySession,
  item: CheckItem,
  site: MonitoredSiteId,
  plan: Extract<SearchPlan, { kind: 'gtin' | 'keyword' }>,
  ctx: ConnectorContext<'ebay_browse'>,
): Promise<ItemCheck> {
  const found: Found[] = []
  const seen = new Set<string>()
  let requestId: string | null = null
  let warning = ''
  for (let page = 0; page < EBAY_MAX_PAGES; page += 1) {
    const params = new URLSearchParams({
      ...plan.query,
      limit: String(PAGE_SIZE),
      offset: String(page * PAGE_SIZE),
    })
    const call = await session.browse(`${EBAY_SEARCH_PATH}?${params.toString()}`)
    if (call.kind !== 'answer') return call
    requestId ??= call.requestId
    if (call.status !== 200) {
      return failing(
        item,
        plan.identifier,
        EBAY_TEXTS.providerError(call.status, errorWords(call.body, session.scrub)),
        call.requestId,
      )
    }
    if (!call.body || typeof call.body !== 'object') {
      return failing(item, plan.identifier, EBAY_TEXTS.unreadable(call.status), call.requestId)
    }
    const answer = call.body as EbaySearchPage
    if (!warning && Array.isArray(answer.warnings) && answer.warnings.length > 0) {
      warning = errorWords({ errors: answer.warnings }, session.scrub)
    }
    const summaries = Array.isArray(answer.itemSummaries) ? answer.itemSummaries : []
    for (const offer of summaries) {
      if (!offer || typeof offer !== 'object' || typeof offer.itemId !== 'string') continue
      if (seen.has(offer.itemId)) continue
      if (plan.kind === 'keyword' && !namesBrand(offer.title, plan.brandName)) continue
      seen.add(offer.itemId)
      found.push({
        offer,
        request: call.request,
        requestId: call.requestId,
        receivedAt: call.receivedAt,
      })
    }
    const total = typeof answer.total === 'number' ? answer.total : 0
    const more = typeof answer.next === 'string' && (page + 1) * PAGE_SIZE < Math.min(total, 10_000)
    if (!more || summaries.length === 0) break
  }
  return finish(item, site, plan.identifier, found, requestId, ctx, warning)
}

async function lookUpItems(
  session: EbaySession,
  item: CheckItem,
  site: MonitoredSiteId,
  plan: Extract<SearchPlan, { kind: 'items' }>,
  ctx: ConnectorContext<'ebay_browse'>,
): Promise<ItemCheck> {
  const found: Found[] = []
  let requestId: string | null = null
  for (const itemId of plan.itemIds) {
    const call = await session.browse(`${EBAY_ITEM_PATH}${encodeURIComponent(itemId)}`)
    if (call.kind !== 'answer') return call
    requestId ??= call.requestId
    // 404 (errorId 11001): the listing has ended; the others may still be there.
    if (call.status === 404) continue
    if (call.status !== 200) {
      return failing(
        item,
        plan.identifier,
        EBAY_TEXTS.providerError(call.status, errorWords(call.body, session.scrub)),
        call.requestId,
      )
    }
    if (!call.body || typeof call.body !== 'object') {
      return failing(item, plan.identifier, EBAY_TEXTS.unreadable(call.status), call.requestId)
    }
    const offer = call.body as EbayItem
    const ended = offer.itemEndDate ? Date.parse(offer.itemEndDate) : Number.NaN
    if (Number.isFinite(ended) && ended <= call.receivedAt.getTime()) continue
    found.push({
      offer,
      request: call.request,
      requestId: call.requestId,
      receivedAt: call.receivedAt,
    })
  }
  const label = MONITORED_SITES[site].label
  if (found.length === 0) {
    return {
      kind: 'done',
      observations: [],
      result: {
        productId: item.productId,
        identifier: plan.identifier,
        status: 'not_found',
        offersSeen: 0,
        requestId,
        error: EBAY_TEXTS.itemsGone(label),
      },
    }
  }
  return finish(item, site, plan.identifier, found, requestId, ctx, '')
}

function finish(
  item: CheckItem,
  site: MonitoredSiteId,
  identifier: string,
  found: Found[],
  requestId: string | null,
  ctx: ConnectorContext<'ebay_browse'>,
  warning: string,
): ItemCheck {
  const observedAt = ctx.now()
  const productGtin = item.gtin ? normaliseGtin(item.gtin) : null
  const observations: ConnectorObservation[] = []
  for (const entry of found) {
    const own = entry.offer.gtin ? normaliseGtin(entry.offer.gtin) : null
    const gtin = productGtin?.ok ? productGtin.gtin : own?.ok ? own.gtin : null
    const observation = observationOf(item, site, entry.offer, gtin, entry, observedAt)
    if (observation) observations.push(observation)
  }
  const label = MONITORED_SITES[site].label
  return {
    kind: 'done',
    observations,
    result: {
      productId: item.productId,
      identifier,
      status: observations.length > 0 ? 'ok' : 'not_found',
      offersSeen: observations.length,
      requestId,
      error: observations.length > 0 ? null : warning || EBAY_TEXTS.noListing(label),
    },
  }
}

export const ebayConnector: Connector<'ebay_browse'> = {
  source: 'ebay_browse',
  /** One search (or a few pages) per product: ten products make a job of about ten calls. */
  batchSize: 10,
  lanes: {
    // Browse API: 5,000 calls a day per application by default; a burst of 50.
    main: { capacity: 50, refillPerSecond: 5000 / 86_400 },
    // Tokens live two hours: a credential needs a dozen a day; this keeps a storm of token
    // requests from many instances (or refusals) in check.
    oauth: { capacity: 5, refillPerSecond: 1 / 600 },
  },
  costPerItem: 1,
  credentialIdentity: (credentials) => `ebay:${credentials.clientId.trim()}`,

  async check(batch: CheckBatch, ctx: ConnectorContext<'ebay_browse'>): Promise<CheckOutcome> {
    const outcome: CheckOutcome = {
      observations: [],
      done: [],
      deferred: null,
      credentialFailure: null,
    }
    const site = MONITORED_SITES[batch.site]
    const marketplaceId = 'ebayMarketplaceId' in site ? site.ebayMarketplaceId : undefined
    if (!marketplaceId) {
      for (const item of batch.items) {
        outcome.done.push({
          productId: item.productId,
          identifier: null,
          status: 'failing',
          offersSeen: 0,
          requestId: null,
          error: EBAY_TEXTS.notOnSite(site.label),
        })
      }
      return outcome
    }
    const session = new EbaySession(ctx, marketplaceId)
    for (let index = 0; index < batch.items.length; index += 1) {
      const item = batch.items[index]
      if (!item) continue
      const plan = searchPlan(item)
      const checked: ItemCheck =
        plan === null
          ? failing(item, null, EBAY_TEXTS.noIdentifier)
          : plan.kind === 'items'
            ? await lookUpItems(session, item, batch.site, plan, ctx)
            : await searchItem(session, item, batch.site, plan, ctx)
      if (checked.kind === 'done') {
        outcome.observations.push(...checked.observations)
        outcome.done.push(checked.result)
        continue
      }
      // Stopped: this product and the rest are not checked (nothing of this one is kept).
      const rest = batch.items.slice(index).map((left) => left.productId)
      if (checked.kind === 'credential') {
        // The rest are neither done nor deferred: due again once the connection runs again.
        outcome.credentialFailure = checked.message
        return outcome
      }
      if (checked.kind === 'unreachable') {
        // Nothing done yet: the scheduler's own retry for a provider that did not answer.
        if (outcome.done.length === 0) throw new Error(checked.message)
        outcome.deferred = {
          productIds: rest,
          retryAt: new Date(ctx.now().getTime() + DEFAULT_WAIT_MS),
          reason: 'throttled',
        }
        return outcome
      }
      outcome.deferred = { productIds: rest, retryAt: checked.retryAt, reason: checked.kind }
      return outcome
    }
    return outcome
  },
}
