/**
 * Keepa connector: the offers of the brand's products on an Amazon site through Keepa's Product
 * Request (`/product` with `offers`), and the sellers' storefront names through its Request Seller
 * Information (`/seller`), over plain HTTP with the brand's API key.
 *
 * Keepa's own rules, as documented (discuss.keepa.com, keepacom/api_backend):
 * - up to 20 ASINs a request when `offers` is used (else 100); `asin` and `code` cannot be mixed,
 *   so products known only by a GTIN go in requests of their own (`code`, UPC/EAN);
 * - `offers=20` costs 6 tokens per found offer page (up to 10 offers) of each product, instead of
 *   the 1 token per product otherwise: at most 12 a product, which is what we take up front;
 *   `buybox` is ignored with `offers` (the offers carry the Buy Box), so it is not sent;
 *   `only-live-offers=1` and `days=1` cut the answer to today's live offers at no cost;
 * - every answer carries the key's token bucket (tokensLeft, refillIn ms, refillRate per minute),
 *   which replaces our estimate of the shared budget; tokens are kept for an hour at most, so the
 *   bucket holds refillRate × 60; out of tokens, Keepa answers 429 with tokensLeft ≤ 0 and refillIn;
 * - a bad key is refused with 400 (REQUEST_REJECTED), an unpaid plan with 402 (PAYMENT_REQUIRED);
 * - offerCSV is Keepa time, price, shipping, … in the locale's smallest unit: the last two numbers
 *   are the offer's price and shipping now; -1 shipping: not shippable or not said, -2: unknown;
 * - `/seller` costs 1 token per seller found, up to 100 seller ids a request.
 *
 * The key goes only into the URL fetched: never into the request kept as evidence, an error, or
 * anything returned (every text from Keepa is scrubbed of it too).
 */
import { createHash } from 'node:crypto'
import type { ListingCondition, ObservationDraft } from '#shared/listings.ts'
import { normaliseGtin } from '#shared/gtin.ts'
import { MONITORED_SITES, type MonitoredSiteId } from '#shared/monitoring.ts'
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

export const KEEPA_BASE_URL = 'https://api.keepa.com'
/** Keepa's limit of ASINs (or codes) in one Product Request with the `offers` parameter. */
const MAX_PER_REQUEST = 20
const MAX_SELLERS_PER_REQUEST = 100
/** Offers asked for: Keepa's minimum, and the best offers as Amazon sorts them. */
const OFFERS = 20
/** Tokens one product costs at most with offers=20: two offer pages of 6 (taken up front). */
const TOKENS_PER_PRODUCT = 12
/**
 * What a product usually costs: one page of up to 10 live offers. Planning how many checks a day
 * the plan carries counts this, not the up-front most; the answer's tokensLeft settles the rest.
 */
const TOKENS_PER_PRODUCT_USUALLY = 6
/** Products one GTIN may bring back (duplicates of a listing under other ASINs). */
const CODE_LIMIT = 5
/** How long a seller's storefront name is kept before asking Keepa again. */
const SELLER_NAME_TTL_MS = 24 * 3_600_000
const SELLER_CACHE_MAX = 50_000
/** When Keepa asks to wait without saying how long. */
const DEFAULT_WAIT_MS = 60_000
/** Keepa time: minutes since 2011-01-01T00:00Z. */
const KEEPA_EPOCH_MINUTES = 21_564_000
const ASIN = /^[A-Z0-9]{10}$/

/** What the connector says in the brand's coverage and on a failing connection. */
export const KEEPA_TEXTS = {
  noIdentifier:
    'No ASIN or GTIN is known for this product yet: import a listing report or add its GTIN.',
  asinNotFound: (site: string) => `Keepa does not know this ASIN on ${site}.`,
  codeNotFound: (site: string) => `Keepa has no product with this GTIN on ${site}.`,
  keyRefused: (words: string) => `Keepa refused the API key${words ? `: ${words}` : '.'}`,
  paymentRequired: (words: string) =>
    `Keepa says payment is required: the plan of this API key has run out or was cancelled${words ? ` (${words})` : ''}. Renew it at keepa.com.`,
  providerError: (status: number, words: string) =>
    `Keepa answered with an error (HTTP ${status})${words ? `: ${words}` : ''}.`,
  unreadable: (status: number) => `Keepa sent an answer that could not be read (HTTP ${status}).`,
  unreachable: (words: string) => `Keepa could not be reached${words ? `: ${words}` : ''}.`,
} as const

/** The parts of Keepa's answers the connector reads; everything else is kept as received. */
interface KeepaTokenFields {
  timestamp?: number
  tokensLeft?: number
  refillIn?: number
  refillRate?: number
  tokensConsumed?: number
}
interface KeepaError {
  type?: string
  message?: string
  details?: string
}
interface KeepaOffer {
  offerId?: number
  sellerId?: string | null
  offerCSV?: number[] | null
  condition?: number
  isFBA?: boolean
  isPrime?: boolean
  isMAP?: boolean
  isAmazon?: boolean
  lastSeen?: number
  stockCSV?: number[] | null
}
interface KeepaProduct {
  asin?: string
  productType?: number
  title?: string | null
  eanList?: string[] | null
  upcList?: string[] | null
  offers?: KeepaOffer[] | null
  liveOffersOrder?: number[] | null
  buyBoxSellerIdHistory?: string[] | null
}
interface KeepaAnswer extends KeepaTokenFields {
  products?: KeepaProduct[] | null
  sellers?: Record<string, { sellerName?: string | null } | null> | null
  error?: KeepaError | null
}

/** Keepa's productType for an ASIN it cannot find ("INVALID"). */
const PRODUCT_TYPE_INVALID = 4

/** Keepa's offer condition codes → ours (open box is coded as used by Keepa). */
export function keepaCondition(code: number | undefined): ListingCondition | null {
  if (code === 1) return 'new'
  if (code !== undefined && code >= 2 && code <= 5) return 'used'
  if (code === 6) return 'refurbished'
  if (code !== undefined && code >= 7 && code <= 10) return 'collectible'
  return null
}

/** Keepa minutes → a Date. */
export function fromKeepaMinutes(minutes: number): Date {
  return new Date((minutes + KEEPA_EPOCH_MINUTES) * 60_000)
}

/** Cents (the locale's smallest unit) → "24.99". */
function money(cents: number): string {
  const whole = Math.floor(cents / 100)
  const rest = cents % 100
  return `${whole}.${rest < 10 ? '0' : ''}${rest}`
}

/**
 * An offer's current price and shipping from its offerCSV (time, price, shipping triples): the
 * last two numbers. Null when Keepa has no price for it now.
 */
export function currentOfferPrice(
  offerCSV: readonly number[] | null | undefined,
): { price: string; shipping: string | null } | null {
  if (!offerCSV || offerCSV.length < 3) return null
  const price = offerCSV[offerCSV.length - 2]
  const shipping = offerCSV[offerCSV.length - 1]
  if (price === undefined || !Number.isInteger(price) || price < 0) return null
  return {
    price: money(price),
    shipping:
      shipping !== undefined && Number.isInteger(shipping) && shipping >= 0
        ? money(shipping)
        : null,
  }
}

// Storefront names per (domain, seller id), kept a day: the same sellers come back at every
// check, and each name costs a token.
const sellerNames = new Map<string, { name: string | null; until: number }>()

/** Forgets the storefront names kept (tests start from none). */
export function clearKeepaSellerCache(): void {
  sellerNames.clear()
}

function cachedSellerName(
  domain: number,
  sellerId: string,
  now: number,
): { name: string | null } | null {
  const key = `${domain}:${sellerId}`
  const entry = sellerNames.get(key)
  if (!entry) return null
  if (entry.until <= now) {
    sellerNames.delete(key)
    return null
  }
  return { name: entry.name }
}

function keepSellerName(domain: number, sellerId: string, name: string | null, now: number): void {
  const key = `${domain}:${sellerId}`
  sellerNames.delete(key)
  if (sellerNames.size >= SELLER_CACHE_MAX) {
    // Maps iterate in insertion order: the first is the oldest kept.
    const oldest = sellerNames.keys().next()
    if (!oldest.done) sellerNames.delete(oldest.value)
  }
  sellerNames.set(key, { name, until: now + SELLER_NAME_TTL_MS })
}

/** A GTIN-14 as Keepa takes codes: UPC-12 or EAN-13 (GTIN-14 only when it is a case code). */
function keepaCode(gtin: string): string {
  if (gtin.startsWith('00')) return gtin.slice(2)
  if (gtin.startsWith('0')) return gtin.slice(1)
  return gtin
}

function toGtin14(code: string): string | null {
  const result = normaliseGtin(code)
  return result.ok ? result.gtin : null
}

/** One Product Request: the items it answers for and what it asks Keepa. */
interface PlannedRequest {
  kind: 'asin' | 'code'
  items: Array<{ item: CheckItem; identifiers: string[] }>
  identifiers: string[]
}

function planRequests(items: CheckItem[]): {
  requests: PlannedRequest[]
  unidentified: CheckItem[]
} {
  const requests: PlannedRequest[] = []
  const unidentified: CheckItem[] = []
  let asinRequest: PlannedRequest | null = null
  const codeEntries: Array<{ item: CheckItem; identifiers: string[] }> = []
  for (const item of items) {
    const asins = [...new Set(item.listingIds.map((id) => id.trim().toUpperCase()))]
      .filter((id) => ASIN.test(id))
      .slice(0, MAX_PER_REQUEST)
    if (asins.length > 0) {
      // Whole items per request, so that each item is done or deferred as one.
      if (!asinRequest || asinRequest.identifiers.length + asins.length > MAX_PER_REQUEST) {
        asinRequest = { kind: 'asin', items: [], identifiers: [] }
        requests.push(asinRequest)
      }
      asinRequest.items.push({ item, identifiers: asins })
      asinRequest.identifiers.push(...asins)
    } else if (item.gtin && toGtin14(item.gtin)) {
      codeEntries.push({ item, identifiers: [keepaCode(toGtin14(item.gtin) as string)] })
    } else {
      unidentified.push(item)
    }
  }
  for (let i = 0; i < codeEntries.length; i += MAX_PER_REQUEST) {
    const chunk = codeEntries.slice(i, i + MAX_PER_REQUEST)
    requests.push({
      kind: 'code',
      items: chunk,
      identifiers: chunk.flatMap((entry) => entry.identifiers),
    })
  }
  return { requests, unidentified }
}

/** Removes the key from any text that came from elsewhere (an error, Keepa's words). */
function scrubber(apiKey: string): (text: string) => string {
  const mask = secretMasker([apiKey, encodeURIComponent(apiKey)], '[key]')
  return (text) => mask(text).replace(/([?&]key=)[^&\s]*/gi, '$1[key]')
}

function errorWords(error: KeepaError | null | undefined, scrub: (text: string) => string): string {
  if (!error) return ''
  const words = [error.message, error.details].filter((part): part is string =>
    Boolean(part?.trim()),
  )
  const text = words.length > 0 ? words.join(' ') : (error.type ?? '')
  return scrub(text.trim()).slice(0, 300)
}

/**
 * How long Keepa asks to wait: a Retry-After header (seconds or a date) when it sends one, else
 * the body's refillIn (ms until its next tokens), else a minute.
 */
function waitMs(answer: KeepaAnswer | null, retryAfter: string | null, now: Date): number {
  const hinted = retryAfterMs(retryAfter, now)
  if (hinted !== null) return hinted
  if (answer && typeof answer.refillIn === 'number' && answer.refillIn > 0) return answer.refillIn
  return DEFAULT_WAIT_MS
}

type CallResult =
  | { kind: 'ok'; answer: KeepaAnswer; receivedAt: Date }
  | { kind: 'budget'; retryAt: Date }
  | { kind: 'throttled'; retryAt: Date }
  | { kind: 'credential'; message: string }
  | { kind: 'failed'; message: string }

async function callKeepa(
  ctx: ConnectorContext<'keepa_api'>,
  path: string,
  cost: number,
  scrub: (text: string) => string,
): Promise<CallResult> {
  const taken = await ctx.budget.take(cost)
  if (!taken.ok) return { kind: 'budget', retryAt: taken.retryAt }
  const base = (ctx.baseUrl ?? KEEPA_BASE_URL).replace(/\/+$/, '')
  const url = `${base}${path}&key=${encodeURIComponent(ctx.credentials.apiKey)}`
  let response: Response
  try {
    response = await ctx.fetch(url, {
      method: 'GET',
      headers: { accept: 'application/json', 'accept-encoding': 'gzip' },
      signal: ctx.signal,
    })
  } catch (error) {
    if (ctx.signal.aborted) throw error
    const cause =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : ''
    return { kind: 'failed', message: KEEPA_TEXTS.unreachable(scrub(cause).slice(0, 200)) }
  }
  const receivedAt = ctx.now()
  let answer: KeepaAnswer | null = null
  try {
    const parsed: unknown = await response.json()
    if (parsed && typeof parsed === 'object') answer = parsed as KeepaAnswer
  } catch {
    answer = null
  }
  // Every answer, good or not, tells the key's bucket: it replaces our estimate.
  if (
    answer &&
    typeof answer.tokensLeft === 'number' &&
    typeof answer.refillRate === 'number' &&
    answer.refillRate > 0
  ) {
    await ctx.budget.set({
      tokens: answer.tokensLeft,
      refillPerSecond: answer.refillRate / 60,
      capacity: answer.refillRate * 60,
    })
  }
  const words = errorWords(answer?.error, scrub)
  if (response.status === 429 || response.status === 503) {
    const retryAt = new Date(
      receivedAt.getTime() + waitMs(answer, response.headers.get('retry-after'), receivedAt),
    )
    await ctx.budget.block(retryAt)
    return { kind: 'throttled', retryAt }
  }
  if (response.status === 402)
    return { kind: 'credential', message: KEEPA_TEXTS.paymentRequired(words) }
  if (response.status === 401 || response.status === 403) {
    return { kind: 'credential', message: KEEPA_TEXTS.keyRefused(words) }
  }
  if (response.status === 400) {
    // Keepa refuses a bad key with 400 (REQUEST_REJECTED); the requests built here are otherwise
    // well formed, so a 400 that does not name a parameter is taken as the key's.
    const type = answer?.error?.type ?? ''
    const aboutParameter =
      /param|asin|code|domain|offers|seller/i.test(`${type} ${words}`) &&
      !/key/i.test(`${type} ${words}`)
    if (!aboutParameter) return { kind: 'credential', message: KEEPA_TEXTS.keyRefused(words) }
    return { kind: 'failed', message: KEEPA_TEXTS.providerError(400, words) }
  }
  if (!response.ok)
    return { kind: 'failed', message: KEEPA_TEXTS.providerError(response.status, words) }
  if (!answer) return { kind: 'failed', message: KEEPA_TEXTS.unreadable(response.status) }
  return { kind: 'ok', answer, receivedAt }
}

/** The offers of a product that are live now: liveOffersOrder's, else all Keepa sent. */
function liveOffers(product: KeepaProduct): KeepaOffer[] {
  const offers = product.offers ?? []
  const order = product.liveOffersOrder
  if (!order) return offers
  return order.map((index) => offers[index]).filter((offer): offer is KeepaOffer => Boolean(offer))
}

interface PendingOffer {
  productId: string
  asin: string
  product: KeepaProduct
  offer: KeepaOffer
  gtin: string | null
  request: string
  requestId: string | null
  receivedAt: Date
}

export const keepaConnector: Connector<'keepa_api'> = {
  source: 'keepa_api',
  batchSize: MAX_PER_REQUEST,
  // Keepa's smallest plan, 20 tokens a minute kept for an hour, until its first answer says.
  lanes: { main: { capacity: 20 * 60, refillPerSecond: 20 / 60 } },
  costPerItem: TOKENS_PER_PRODUCT_USUALLY,
  credentialIdentity(credentials) {
    return createHash('sha256').update(`keepa:${credentials.apiKey}`).digest('hex')
  },
  async check(batch: CheckBatch, ctx: ConnectorContext<'keepa_api'>): Promise<CheckOutcome> {
    const site = MONITORED_SITES[batch.site] as (typeof MONITORED_SITES)[MonitoredSiteId]
    const domain = 'keepaDomain' in site ? site.keepaDomain : undefined
    const scrub = scrubber(ctx.credentials.apiKey)
    const outcome: CheckOutcome = {
      observations: [],
      done: [],
      deferred: null,
      credentialFailure: null,
    }
    if (domain === undefined) {
      outcome.done = batch.items.map((item) => ({
        productId: item.productId,
        identifier: null,
        status: 'failing',
        offersSeen: 0,
        requestId: null,
        error: `Keepa does not cover ${site.label}.`,
      }))
      return outcome
    }
    const { requests, unidentified } = planRequests(batch.items)
    for (const item of unidentified) {
      outcome.done.push({
        productId: item.productId,
        identifier: null,
        status: 'not_found',
        offersSeen: 0,
        requestId: null,
        error: KEEPA_TEXTS.noIdentifier,
      })
    }

    const pending: PendingOffer[] = []
    const results = new Map<string, ItemResult>()
    for (let index = 0; index < requests.length; index++) {
      const planned = requests[index] as PlannedRequest
      const param = planned.kind === 'asin' ? 'asin' : 'code'
      const request =
        `/product?domain=${domain}&${param}=${planned.identifiers.join(',')}` +
        `&offers=${OFFERS}&only-live-offers=1&days=1` +
        (planned.kind === 'code' ? `&code-limit=${CODE_LIMIT}` : '')
      const result = await callKeepa(
        ctx,
        request,
        planned.identifiers.length * TOKENS_PER_PRODUCT,
        scrub,
      )
      if (result.kind === 'budget' || result.kind === 'throttled') {
        outcome.deferred = {
          productIds: requests
            .slice(index)
            .flatMap((rest) => rest.items.map((entry) => entry.item.productId)),
          retryAt: result.retryAt,
          reason: result.kind,
        }
        break
      }
      if (result.kind === 'credential') {
        // Nothing more can be asked with this key: the items stay unchecked for the next run.
        outcome.credentialFailure = result.message
        break
      }
      if (result.kind === 'failed') {
        for (const { item, identifiers } of planned.items) {
          results.set(item.productId, {
            productId: item.productId,
            identifier: identifiers.join(','),
            status: 'failing',
            offersSeen: 0,
            requestId: null,
            error: result.message,
          })
        }
        continue
      }
      const { answer, receivedAt } = result
      const requestId = typeof answer.timestamp === 'number' ? `keepa:${answer.timestamp}` : null
      const found = (answer.products ?? []).filter(
        (product): product is KeepaProduct =>
          Boolean(product?.asin) && product.productType !== PRODUCT_TYPE_INVALID,
      )
      const fallback: PlannedRequest['items'] = []
      for (const { item, identifiers } of planned.items) {
        const matches =
          planned.kind === 'asin'
            ? found.filter((product) =>
                identifiers.includes((product.asin as string).toUpperCase()),
              )
            : found.filter((product) =>
                [...(product.eanList ?? []), ...(product.upcList ?? [])].some(
                  (code) => toGtin14(code) !== null && toGtin14(code) === toGtin14(item.gtin ?? ''),
                ),
              )
        const gtin = item.gtin ? toGtin14(item.gtin) : null
        if (matches.length === 0 && planned.kind === 'asin' && gtin) {
          // The ASINs learned from imports are gone (merged or removed): try the product's GTIN.
          fallback.push({ item, identifiers: [keepaCode(gtin)] })
          continue
        }
        let offersSeen = 0
        for (const product of matches) {
          for (const offer of liveOffers(product)) {
            if (!offer.sellerId || !currentOfferPrice(offer.offerCSV)) continue
            offersSeen++
            pending.push({
              productId: item.productId,
              asin: product.asin as string,
              product,
              offer,
              gtin: gtin ?? productGtin(product),
              request,
              requestId,
              receivedAt,
            })
          }
        }
        const words =
          planned.kind === 'asin'
            ? KEEPA_TEXTS.asinNotFound(site.label)
            : KEEPA_TEXTS.codeNotFound(site.label)
        results.set(item.productId, {
          productId: item.productId,
          identifier:
            planned.kind === 'asin' ? identifiers.join(',') : (item.gtin ?? identifiers.join(',')),
          status: matches.length > 0 ? 'ok' : 'not_found',
          offersSeen,
          requestId,
          error: matches.length > 0 ? null : words,
        })
      }
      if (fallback.length > 0) {
        requests.push({
          kind: 'code',
          items: fallback,
          identifiers: fallback.flatMap((entry) => entry.identifiers),
        })
      }
    }
    outcome.done.push(...results.values())

    // A refused key would be refused again: the offers already read are kept without names.
    const names = outcome.credentialFailure
      ? new Map<string, string | null>()
      : await sellerNamesFor(
          ctx,
          domain,
          pending.map((entry) => entry.offer.sellerId as string),
          scrub,
        )
    const observedAt = ctx.now()
    const seen = new Map<string, number>()
    for (const entry of pending) {
      const sellerId = entry.offer.sellerId as string
      const key = `${entry.productId}:${entry.asin}:${sellerId}`
      seen.set(key, (seen.get(key) ?? 0) + 1)
    }
    for (const entry of pending) {
      outcome.observations.push(observationOf(entry, batch.site, names, observedAt, seen))
    }
    return outcome
  },
}

function productGtin(product: KeepaProduct): string | null {
  for (const code of [...(product.eanList ?? []), ...(product.upcList ?? [])]) {
    const gtin = toGtin14(code)
    if (gtin) return gtin
  }
  return null
}

function observationOf(
  entry: PendingOffer,
  siteId: MonitoredSiteId,
  names: Map<string, string | null>,
  observedAt: Date,
  seen: Map<string, number>,
): ConnectorObservation {
  const site = MONITORED_SITES[siteId]
  const { offer, asin } = entry
  const sellerId = offer.sellerId as string
  const price = currentOfferPrice(offer.offerCSV) as { price: string; shipping: string | null }
  const stock =
    offer.stockCSV && offer.stockCSV.length >= 2
      ? offer.stockCSV[offer.stockCSV.length - 1]
      : undefined
  const draft: ObservationDraft = {
    marketplace: site.marketplace,
    sellerId,
    sellerName: names.get(sellerId) ?? null,
    listingId: asin,
    gtin: entry.gtin,
    sku: null,
    title: entry.product.title ?? null,
    price: price.price,
    shipping: price.shipping,
    // Keepa gives amounts in the locale's own currency and does not name it.
    currency: site.currency,
    // Keepa's isMAP: the price is hidden on Amazon by a MAP restriction, shown only in the cart.
    priceInCart: offer.isMAP === true ? true : null,
    quantity: stock !== undefined && stock >= 0 ? stock : null,
    condition: keepaCondition(offer.condition),
    observedAt,
    url: site.listingUrl(asin),
  }
  // One id per offer and check; a seller with two offers on the ASIN (new and used) gets Keepa's
  // offer id on each, so neither is taken for the other.
  const base = `keepa_api:${siteId}:${asin}:${sellerId}:${observedAt.toISOString()}`
  const twice = (seen.get(`${entry.productId}:${asin}:${sellerId}`) ?? 0) > 1
  return {
    productId: entry.productId,
    externalId: twice ? `${base}:${offer.offerId ?? offer.condition ?? 0}` : base,
    draft,
    evidence: {
      provider: 'keepa_api',
      request: entry.request,
      requestId: entry.requestId,
      receivedAt: entry.receivedAt.toISOString(),
      answer: { asin, title: entry.product.title ?? null, offer },
    },
  }
}

/**
 * The storefront names of the sellers: those kept from the last day, the others asked of Keepa
 * (a token each, from the budget). A name Keepa cannot give stays null; the offer is kept anyway.
 */
async function sellerNamesFor(
  ctx: ConnectorContext<'keepa_api'>,
  domain: number,
  sellerIds: string[],
  scrub: (text: string) => string,
): Promise<Map<string, string | null>> {
  const names = new Map<string, string | null>()
  const now = ctx.now().getTime()
  const unknown: string[] = []
  for (const sellerId of new Set(sellerIds)) {
    const cached = cachedSellerName(domain, sellerId, now)
    if (cached) names.set(sellerId, cached.name)
    else unknown.push(sellerId)
  }
  for (let i = 0; i < unknown.length; i += MAX_SELLERS_PER_REQUEST) {
    const chunk = unknown.slice(i, i + MAX_SELLERS_PER_REQUEST)
    const result = await callKeepa(
      ctx,
      `/seller?domain=${domain}&seller=${chunk.join(',')}`,
      chunk.length,
      scrub,
    )
    if (result.kind !== 'ok') break
    const sellers = result.answer.sellers ?? {}
    for (const sellerId of chunk) {
      const name = sellers[sellerId]?.sellerName?.trim() || null
      names.set(sellerId, name)
      keepSellerName(domain, sellerId, name, now)
    }
  }
  return names
}
