/**
 * Amazon Selling Partner API connector: the offers of the brand's products on an Amazon site,
 * through the brand's own SP-API app (Login with Amazon refresh token), with Amazon's maintained
 * clients (@sp-api-sdk/*).
 *
 * Amazon's rules, as published (selling-partner-api-models, the SDK's usage plan tables):
 * - Product Pricing v0 getItemOffersBatch: up to 20 getItemOffers requests in one call, usage
 *   plan 0.1 requests a second with a burst of 1 (lane `main`); each request gets its own status
 *   line inside the 200, so one ASIN can fail (400 "invalid ASIN", 404, 429) while the others
 *   answer; the same ASIN twice in a batch refuses the whole batch ("Duplicate requests");
 * - Catalog Items 2022-04-01 searchCatalogItems: up to 20 identifiers of one identifiersType a
 *   call, 2 a second with a burst of 2 (lane `catalog`), paged by pagination.nextToken — how a
 *   product known only by its GTIN is found;
 * - a refused or expired access token is a 403 (code Unauthorized): the token is fetched again
 *   once, and a second refusal means the credentials are refused;
 * - a throttled call is a 429 with x-amzn-RateLimit-Limit (requests a second): the lane waits one
 *   request interval (or the Retry-After, when there is one) for every instance of the app.
 *
 * The SDK's own retries on 429 are off (the scheduler sends deferred products again) and its
 * logging too (its logs can carry tokens). The LWA endpoint of @sp-api-sdk/auth is fixed
 * (https://api.amazon.com/auth/): its axios instance is private to the module. So when a test
 * server's base URL is set, the same refresh-token grant is sent there by TestServerAuth, a
 * subclass of the SDK's class that only changes where the token is asked for; SP-API calls go to
 * the base URL through the SDK client's own axios in both cases.
 *
 * Credentials go only to the token endpoint, access tokens only into the x-amz-access-token
 * header: never into evidence, an error, a log line or anything returned (every text from Amazon
 * is scrubbed of the secrets too).
 */
import { createHash } from 'node:crypto'
import { SellingPartnerApiAuth, SellingPartnerApiAuthError } from '@sp-api-sdk/auth'
import {
  CatalogItemsApiClient,
  type ItemSearchResults,
} from '@sp-api-sdk/catalog-items-api-2022-04-01'
import {
  ProductPricingApiClient,
  type GetItemOffersBatchResponse,
  type ItemOffersResponse,
  type OfferDetail,
} from '@sp-api-sdk/product-pricing-api-v0'
import type { ListingCondition, ObservationDraft } from '#shared/listings.ts'
import {
  MONITORED_SITES,
  type AmazonSpApiCredentials,
  type MonitoredSite,
} from '#shared/monitoring.ts'
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

/** Published usage plans (requests a second, burst). */
const ITEM_OFFERS_PLAN = { rate: 0.1, burst: 1 }
const CATALOG_PLAN = { rate: 2, burst: 2 }
const MAX_BATCH = 20
const MAX_IDENTIFIERS = 20
/** Pages of one catalog search followed at most (20 items each). */
const MAX_CATALOG_PAGES = 5
/** ASINs priced per product at most (its duplicates under other ASINs included). */
const MAX_ASINS_PER_PRODUCT = 10
/** When Amazon asks to wait without saying how long, or did not answer. */
const DEFAULT_WAIT_MS = 60_000
const REQUEST_TIMEOUT_MS = 30_000
const ERROR_MAX = 300
const ASIN = /^[A-Z0-9]{10}$/
const ITEM_OFFERS_PATH = '/batches/products/pricing/v0/itemOffers'
const CATALOG_PATH = '/catalog/2022-04-01/items'

/** What the connector says in the brand's coverage and on a failing connection. */
export const AMAZON_SP_API_TEXTS = {
  noIdentifier: 'No ASIN or GTIN to look this product up by',
  notAmazonSite: (site: string) => `${site} is not an Amazon site`,
  noAsinForGtin: (gtin: string, site: string) =>
    `Amazon has no product with GTIN ${gtin} on ${site}`,
  notListed: (asins: string, site: string, reason: string) =>
    `ASIN ${asins} is not sold on ${site}: ${reason}`,
  refused: (reason: string) => `Amazon refused the request: ${reason}`,
  lwaRefused: (reason: string) => `Login with Amazon refused the credentials: ${reason}`,
  accessDenied: (reason: string) =>
    `Amazon refused the app's access (check the app's Pricing role and that the seller authorized it): ${reason}`,
  incomplete:
    'The credentials are incomplete: client id, client secret and refresh token are all needed',
} as const

type Credentials = AmazonSpApiCredentials
type Ctx = ConnectorContext<'amazon_sp_api'>
type Lane = 'main' | 'catalog'

/**
 * The SDK's refresh-token grant, sent to a test server's token endpoint instead of Amazon's
 * (see the file's comment): same body, same caching until `expires_in`, same error class.
 */
class TestServerAuth extends SellingPartnerApiAuth {
  readonly #tokenUrl: string
  readonly #credentials: Credentials
  #fetch: typeof fetch
  #token: { value: string; expiresAt: number } | null = null
  #pending: Promise<string> | null = null

  constructor(credentials: Credentials, tokenUrl: string, fetcher: typeof fetch) {
    super(credentials)
    this.#credentials = credentials
    this.#tokenUrl = tokenUrl
    this.#fetch = fetcher
  }

  useFetch(fetcher: typeof fetch) {
    this.#fetch = fetcher
  }

  override async getAccessToken(): Promise<string> {
    if (this.#token && Date.now() < this.#token.expiresAt) return this.#token.value
    this.#pending ??= this.#refresh().finally(() => {
      this.#pending = null
    })
    return this.#pending
  }

  async #refresh(): Promise<string> {
    const started = Date.now()
    const response = await this.#fetch(this.#tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_id: this.#credentials.clientId,
        client_secret: this.#credentials.clientSecret,
        grant_type: 'refresh_token',
        refresh_token: this.#credentials.refreshToken,
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const data: unknown = await response.json().catch(() => null)
    if (!response.ok) throw new LwaRefusal(response.status, data, response.headers)
    const token = data as { access_token?: unknown; expires_in?: unknown } | null
    if (typeof token?.access_token !== 'string')
      throw new LwaRefusal(response.status, data, response.headers)
    const lifetime = typeof token.expires_in === 'number' ? token.expires_in : 3600
    this.#token = { value: token.access_token, expiresAt: started + lifetime * 1000 }
    return token.access_token
  }
}

/** A refused token request of TestServerAuth (the SDK's own is SellingPartnerApiAuthError). */
class LwaRefusal extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
    readonly headers: Headers,
  ) {
    super(`access-token error: Response code ${status}`)
  }
}

/**
 * The auth of each credential, kept while the process runs so an access token is asked for
 * once an hour, not once a check. Keyed by a hash of the credential and where its token comes
 * from: a changed secret gets a new one. `renewedAfterRefusal` remembers, across checks, that
 * the token was already fetched again after Amazon refused one: the next refusal (even in a
 * later check, when the budget made the retry wait) means the credentials are refused.
 */
interface AuthEntry {
  auth: SellingPartnerApiAuth
  renewedAfterRefusal: boolean
}
const AUTH_CACHE_MAX = 1000
const auths = new Map<string, AuthEntry>()

function authKey(credentials: Credentials, tokenUrl: string | null) {
  return createHash('sha256')
    .update(
      [
        credentials.clientId,
        credentials.clientSecret,
        credentials.refreshToken,
        tokenUrl ?? '',
      ].join('\0'),
    )
    .digest('hex')
}

/** The credential's cached auth; a new one (a new access token) when `renew`. */
function authFor(ctx: Ctx, renew: boolean): AuthEntry {
  const tokenUrl = ctx.baseUrl ? `${ctx.baseUrl.replace(/\/+$/, '')}/auth/o2/token` : null
  const key = authKey(ctx.credentials, tokenUrl)
  const cached = renew ? undefined : auths.get(key)
  if (cached) {
    if (cached.auth instanceof TestServerAuth) cached.auth.useFetch(ctx.fetch)
    return cached
  }
  const { clientId, clientSecret, refreshToken } = ctx.credentials
  const credentials = { clientId, clientSecret, refreshToken }
  const entry: AuthEntry = {
    auth: tokenUrl
      ? new TestServerAuth(credentials, tokenUrl, ctx.fetch)
      : new SellingPartnerApiAuth(credentials),
    renewedAfterRefusal: renew,
  }
  auths.delete(key)
  if (auths.size >= AUTH_CACHE_MAX) auths.delete(auths.keys().next().value as string)
  auths.set(key, entry)
  return entry
}

type ClientConfiguration = ConstructorParameters<typeof ProductPricingApiClient>[0]

/** The SDK's client, its requests sent with ctx.fetch (and to the base URL when one is set). */
class PricingClient extends ProductPricingApiClient {
  readonly endpoint: string
  constructor(configuration: ClientConfiguration, ctx: Ctx) {
    super(configuration)
    if (ctx.baseUrl) this.basePath = ctx.baseUrl.replace(/\/+$/, '')
    this.endpoint = this.basePath
    this.axios.defaults.adapter = 'fetch'
    this.axios.defaults.env = { ...this.axios.defaults.env, fetch: ctx.fetch }
    this.axios.defaults.timeout = REQUEST_TIMEOUT_MS
  }
}

class CatalogClient extends CatalogItemsApiClient {
  constructor(configuration: ClientConfiguration, ctx: Ctx) {
    super(configuration)
    if (ctx.baseUrl) this.basePath = ctx.baseUrl.replace(/\/+$/, '')
    this.axios.defaults.adapter = 'fetch'
    this.axios.defaults.env = { ...this.axios.defaults.env, fetch: ctx.fetch }
    this.axios.defaults.timeout = REQUEST_TIMEOUT_MS
  }
}

/** What became of one provider call. */
type CallResult<T> =
  | { kind: 'ok'; data: T; requestId: string | null }
  | { kind: 'wait'; retryAt: Date; reason: 'budget' | 'throttled' }
  | { kind: 'credentials'; message: string }
  | { kind: 'rejected'; message: string }

interface HttpFailure {
  status: number | null
  headers: (name: string) => string | null
  data: unknown
}

/** The status, headers and body of an SDK or fetch error, whichever it is. */
function httpFailure(error: unknown): HttpFailure | null {
  if (error instanceof LwaRefusal) {
    return { status: error.status, headers: (name) => error.headers.get(name), data: error.data }
  }
  if (typeof error !== 'object' || error === null) return null
  const response = (error as { response?: unknown }).response
  if (typeof response !== 'object' || response === null) return null
  const { status, headers, data } = response as {
    status?: unknown
    headers?: unknown
    data?: unknown
  }
  return {
    status: typeof status === 'number' ? status : null,
    headers: (name) => headerOf(headers, name),
    data,
  }
}

function headerOf(headers: unknown, name: string): string | null {
  if (typeof headers !== 'object' || headers === null) return null
  const lower = name.toLowerCase()
  const getter = (headers as { get?: unknown }).get
  if (typeof getter === 'function') {
    const value: unknown = getter.call(headers, lower)
    if (typeof value === 'string') return value
  }
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === lower && value !== undefined && value !== null) return String(value)
  }
  return null
}

/** SP-API's `errors` list (or LWA's error_description) in one line. */
function providerWords(data: unknown, fallback: string): string {
  if (typeof data === 'object' && data !== null) {
    const {
      errors,
      error,
      error_description: description,
    } = data as {
      errors?: unknown
      error?: unknown
      error_description?: unknown
    }
    if (Array.isArray(errors) && errors.length > 0) {
      return errors
        .map((entry: unknown) => {
          const { code, message, details } = (entry ?? {}) as {
            code?: unknown
            message?: unknown
            details?: unknown
          }
          const words = [message, details]
            .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
            .join(' ')
          return words || (typeof code === 'string' ? code : '')
        })
        .filter(Boolean)
        .join('; ')
    }
    if (typeof description === 'string' && description.trim() !== '') {
      return typeof error === 'string' ? `${error}: ${description}` : description
    }
    if (typeof error === 'string') return error
  }
  return fallback
}

/** The time a Retry-After says (seconds, or an HTTP date), if it says one. */
function retryAfterAt(value: string | null, now: Date): Date | null {
  const ms = retryAfterMs(value, now)
  return ms === null ? null : new Date(now.getTime() + ms)
}

/**
 * When a throttled lane may be called again: the Retry-After if Amazon sent one, else one
 * request interval of the rate x-amzn-RateLimit-Limit says applied (else the published one).
 */
function throttledUntil(failure: HttpFailure, now: Date, publishedRate: number): Date {
  const hinted = retryAfterAt(failure.headers('retry-after'), now)
  const limit = Number(failure.headers('x-amzn-ratelimit-limit'))
  const rate = Number.isFinite(limit) && limit > 0 ? limit : publishedRate
  const interval = new Date(now.getTime() + Math.ceil(1000 / rate))
  return hinted && hinted > interval ? hinted : interval
}

function scrubber(credentials: Credentials) {
  const mask = secretMasker(
    [credentials.clientSecret, credentials.refreshToken, credentials.clientId]
      .filter((secret) => typeof secret === 'string')
      .sort((a, b) => b.length - a.length),
    '[hidden]',
  )
  return (text: string) => {
    let clean = mask(text)
    // Access tokens (Atza|…) and refresh tokens (Atzr|…) never leave, whoever's they are.
    clean = clean.replace(/Atz[ar]\|[^\s"',;]+/g, '[hidden]')
    return clean.length > ERROR_MAX ? `${clean.slice(0, ERROR_MAX - 1)}…` : clean
  }
}

/** GTIN-14 → how Amazon's catalog keys it: UPC (12 digits), EAN (13) or GTIN (14). */
function catalogIdentifier(gtin: string): { type: 'UPC' | 'EAN' | 'GTIN'; value: string } {
  if (gtin.startsWith('00')) return { type: 'UPC', value: gtin.slice(2) }
  if (gtin.startsWith('0')) return { type: 'EAN', value: gtin.slice(1) }
  return { type: 'GTIN', value: gtin }
}

const gtin14 = (identifier: string) => identifier.replace(/\D/g, '').padStart(14, '0')

function condition(payloadCondition: unknown, subCondition: unknown): ListingCondition | null {
  const sub = typeof subCondition === 'string' ? subCondition.toLowerCase() : ''
  if (sub.startsWith('refurbished')) return 'refurbished'
  switch (typeof payloadCondition === 'string' ? payloadCondition.toLowerCase() : '') {
    case 'new':
      return 'new'
    case 'used':
      return 'used'
    case 'collectible':
      return 'collectible'
    case 'refurbished':
      return 'refurbished'
    case 'club':
      return 'other'
    default:
      return sub === 'new' ? 'new' : null
  }
}

const amount = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value.toFixed(2) : null

/** What became of one ASIN of a product. */
type AsinResult =
  | { kind: 'ok'; offers: ConnectorObservation[]; requestId: string | null }
  | { kind: 'not_found'; message: string }
  | { kind: 'failing'; message: string }
  | { kind: 'deferred'; retryAt: Date; reason: 'budget' | 'throttled' }

interface ProductState {
  item: CheckItem
  asins: string[]
  title: string | null
  results: Map<string, AsinResult>
  /** Finished before pricing (no identifier, no ASIN for the GTIN, lookup refused). */
  finished: ItemResult | null
  /** Not looked up yet: the catalog search did not happen. */
  deferred: { retryAt: Date; reason: 'budget' | 'throttled' } | null
}

class AmazonCheck {
  readonly outcome: CheckOutcome = {
    observations: [],
    done: [],
    deferred: null,
    credentialFailure: null,
  }
  readonly #scrub: (text: string) => string
  readonly #products: ProductState[]
  #auth: AuthEntry | null = null
  #pricing: PricingClient | null = null
  #catalog: CatalogClient | null = null
  /** A lane that said stop (budget dry, throttled): no more calls through it in this check. */
  readonly #stopped = new Map<Lane, { retryAt: Date; reason: 'budget' | 'throttled' }>()

  constructor(
    readonly batch: CheckBatch,
    readonly site: MonitoredSite,
    readonly marketplaceId: string,
    readonly ctx: Ctx,
  ) {
    this.#scrub = scrubber(ctx.credentials)
    this.#products = batch.items.map((item) => ({
      item,
      asins: [...new Set(item.listingIds.map((id) => id.trim().toUpperCase()))]
        .filter((id) => ASIN.test(id))
        .slice(0, MAX_ASINS_PER_PRODUCT),
      title: null,
      results: new Map(),
      finished: null,
      deferred: null,
    }))
  }

  #configuration(): ClientConfiguration {
    this.#auth ??= authFor(this.ctx, false)
    return {
      auth: this.#auth.auth,
      region: this.site.spApiRegion ?? 'na',
      // The scheduler sends throttled products again; the SDK must not wait and retry itself.
      rateLimiting: { retry: false },
    }
  }

  #pricingClient() {
    this.#pricing ??= new PricingClient(this.#configuration(), this.ctx)
    return this.#pricing
  }

  #catalogClient() {
    this.#catalog ??= new CatalogClient(this.#configuration(), this.ctx)
    return this.#catalog
  }

  /** Drops the access token (and the clients holding its auth): the next call gets a new one. */
  #renewToken() {
    this.#auth = authFor(this.ctx, true)
    this.#pricing = null
    this.#catalog = null
  }

  /**
   * One provider call through `lane`: the budget first, then the call; a refused token is
   * fetched again once (that retry takes from the budget too).
   */
  async #call<T>(
    lane: Lane,
    send: () => Promise<{ data: T; headers: unknown }>,
  ): Promise<CallResult<T>> {
    const plan = lane === 'main' ? ITEM_OFFERS_PLAN : CATALOG_PLAN
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const taken = await this.ctx.budget.take(1, lane)
      if (!taken.ok) return { kind: 'wait', retryAt: taken.retryAt, reason: 'budget' }
      let error: unknown
      try {
        const response = await send()
        if (this.#auth) this.#auth.renewedAfterRefusal = false
        return {
          kind: 'ok',
          data: response.data,
          requestId: headerOf(response.headers, 'x-amzn-requestid'),
        }
      } catch (e) {
        error = e
      }
      const now = this.ctx.now()
      const failure = httpFailure(error)
      if (error instanceof SellingPartnerApiAuthError || error instanceof LwaRefusal) {
        // The token request itself: refused credentials, or LWA not answering.
        const status = failure?.status ?? null
        if (status !== null && status >= 400 && status < 500 && status !== 429) {
          return {
            kind: 'credentials',
            message: AMAZON_SP_API_TEXTS.lwaRefused(
              this.#scrub(providerWords(failure?.data, `status ${status}`)),
            ),
          }
        }
        const hinted = failure ? retryAfterAt(failure.headers('retry-after'), now) : null
        return {
          kind: 'wait',
          retryAt: hinted ?? new Date(now.getTime() + DEFAULT_WAIT_MS),
          reason: 'throttled',
        }
      }
      if (!failure || failure.status === null) {
        // No answer (network, timeout): the products go again a little later.
        return {
          kind: 'wait',
          retryAt: new Date(now.getTime() + DEFAULT_WAIT_MS),
          reason: 'throttled',
        }
      }
      const status = failure.status
      if (status === 401 || status === 403) {
        if (!this.#auth?.renewedAfterRefusal) {
          this.#renewToken()
          continue
        }
        return {
          kind: 'credentials',
          message: AMAZON_SP_API_TEXTS.accessDenied(
            this.#scrub(providerWords(failure.data, `status ${status}`)),
          ),
        }
      }
      if (status === 429 || status === 503) {
        const until = throttledUntil(failure, now, plan.rate)
        await this.ctx.budget.block(until, lane)
        return { kind: 'wait', retryAt: until, reason: 'throttled' }
      }
      if (status >= 500) {
        return {
          kind: 'wait',
          retryAt: new Date(now.getTime() + DEFAULT_WAIT_MS),
          reason: 'throttled',
        }
      }
      return {
        kind: 'rejected',
        message: AMAZON_SP_API_TEXTS.refused(
          this.#scrub(providerWords(failure.data, `status ${status}`)),
        ),
      }
    }
    // Unreachable: the second attempt returns above.
    return { kind: 'rejected', message: AMAZON_SP_API_TEXTS.refused('no answer') }
  }

  #stop(lane: Lane, retryAt: Date, reason: 'budget' | 'throttled') {
    this.#stopped.set(lane, { retryAt, reason })
  }

  async run(): Promise<CheckOutcome> {
    for (const product of this.#products) {
      if (product.asins.length === 0 && !product.item.gtin) {
        product.finished = this.#result(product, 'not_found', AMAZON_SP_API_TEXTS.noIdentifier)
      }
    }
    await this.#lookUpAsins()
    if (!this.outcome.credentialFailure) await this.#price()
    this.#finish()
    return this.outcome
  }

  /** Products known only by a GTIN: their ASINs on the site, from the catalog. */
  async #lookUpAsins() {
    const byType = new Map<string, Map<string, ProductState[]>>()
    for (const product of this.#products) {
      if (product.finished || product.asins.length > 0 || !product.item.gtin) continue
      const { type, value } = catalogIdentifier(gtin14(product.item.gtin))
      const ofType = byType.get(type) ?? new Map<string, ProductState[]>()
      ofType.set(value, [...(ofType.get(value) ?? []), product])
      byType.set(type, ofType)
    }
    for (const [type, identifiers] of byType) {
      const values = [...identifiers.keys()]
      for (let start = 0; start < values.length; start += MAX_IDENTIFIERS) {
        const chunk = values.slice(start, start + MAX_IDENTIFIERS)
        const chunkProducts = chunk.flatMap((value) => identifiers.get(value) ?? [])
        if (this.outcome.credentialFailure) return
        const stopped = this.#stopped.get('catalog')
        if (stopped) {
          for (const product of chunkProducts) product.deferred = stopped
          continue
        }
        await this.#searchCatalog(type, chunk, chunkProducts)
      }
    }
    for (const product of this.#products) {
      if (product.finished || product.deferred || product.asins.length > 0 || !product.item.gtin) {
        continue
      }
      product.finished = this.#result(
        product,
        'not_found',
        AMAZON_SP_API_TEXTS.noAsinForGtin(product.item.gtin, this.site.label),
      )
    }
  }

  async #searchCatalog(type: string, identifiers: string[], products: ProductState[]) {
    const byGtin = new Map<string, ProductState[]>()
    for (const product of products) {
      const key = gtin14(product.item.gtin ?? '')
      byGtin.set(key, [...(byGtin.get(key) ?? []), product])
    }
    const found = new Map<ProductState, { asins: string[]; title: string | null }>()
    let pageToken: string | undefined
    for (let page = 0; page < MAX_CATALOG_PAGES; page += 1) {
      const result = await this.#call<ItemSearchResults>('catalog', () =>
        this.#catalogClient().searchCatalogItems(
          {
            marketplaceIds: [this.marketplaceId],
            identifiers,
            identifiersType: type as 'EAN',
            includedData: ['identifiers', 'summaries'],
            pageSize: MAX_IDENTIFIERS,
            pageToken,
          },
          { signal: this.ctx.signal },
        ),
      )
      if (result.kind === 'credentials') {
        this.outcome.credentialFailure = result.message
        return
      }
      if (result.kind === 'wait') {
        this.#stop('catalog', result.retryAt, result.reason)
        for (const product of products) product.deferred = result
        return
      }
      if (result.kind === 'rejected') {
        for (const product of products) {
          product.finished = this.#result(product, 'failing', result.message)
        }
        return
      }
      for (const item of result.data.items ?? []) {
        if (typeof item.asin !== 'string' || !ASIN.test(item.asin)) continue
        const codes = (item.identifiers ?? [])
          .filter((entry) => entry.marketplaceId === this.marketplaceId)
          .flatMap((entry) => entry.identifiers ?? [])
        const title =
          (item.summaries ?? []).find((entry) => entry.marketplaceId === this.marketplaceId)
            ?.itemName ?? null
        const owners = new Set<ProductState>()
        for (const code of codes) {
          for (const product of byGtin.get(gtin14(code.identifier ?? '')) ?? []) owners.add(product)
        }
        // Searched by one identifier only: the item is that product's even without its codes.
        if (owners.size === 0 && identifiers.length === 1) {
          for (const product of products) owners.add(product)
        }
        for (const product of owners) {
          const entry = found.get(product) ?? { asins: [], title: null }
          if (!entry.asins.includes(item.asin)) entry.asins.push(item.asin)
          entry.title ??= title
          found.set(product, entry)
        }
      }
      pageToken = result.data.pagination?.nextToken
      if (!pageToken) break
    }
    for (const [product, entry] of found) {
      product.asins = entry.asins.slice(0, MAX_ASINS_PER_PRODUCT)
      product.title = entry.title
    }
  }

  /** Every product's ASINs, 20 distinct ASINs to a getItemOffersBatch call. */
  async #price() {
    const owners = new Map<string, ProductState[]>()
    for (const product of this.#products) {
      if (product.finished || product.deferred) continue
      for (const asin of product.asins) owners.set(asin, [...(owners.get(asin) ?? []), product])
    }
    const asins = [...owners.keys()]
    for (let start = 0; start < asins.length; start += MAX_BATCH) {
      const chunk = asins.slice(start, start + MAX_BATCH)
      const record = (asin: string, result: AsinResult) => {
        for (const product of owners.get(asin) ?? []) product.results.set(asin, result)
      }
      if (this.outcome.credentialFailure) return
      const stopped = this.#stopped.get('main')
      if (stopped) {
        for (const asin of chunk) record(asin, { kind: 'deferred', ...stopped })
        continue
      }
      const requests = chunk.map((asin) => ({
        uri: `/products/pricing/v0/items/${asin}/offers`,
        method: 'GET' as const,
        MarketplaceId: this.marketplaceId,
        ItemCondition: 'New' as const,
        CustomerType: 'Consumer' as const,
      }))
      const pricing = () => this.#pricingClient()
      const result = await this.#call<GetItemOffersBatchResponse>('main', () =>
        pricing().getItemOffersBatch(
          { getItemOffersBatchRequestBody: { requests } },
          { signal: this.ctx.signal },
        ),
      )
      if (result.kind === 'credentials') {
        this.outcome.credentialFailure = result.message
        return
      }
      if (result.kind === 'wait') {
        this.#stop('main', result.retryAt, result.reason)
        for (const asin of chunk) {
          record(asin, { kind: 'deferred', retryAt: result.retryAt, reason: result.reason })
        }
        continue
      }
      if (result.kind === 'rejected') {
        for (const asin of chunk) record(asin, { kind: 'failing', message: result.message })
        continue
      }
      const answered = new Set<string>()
      const responses = result.data.responses ?? []
      responses.forEach((response, index) => {
        const asin = this.#asinOf(response) ?? chunk[index]
        if (!asin || !owners.has(asin)) return
        answered.add(asin)
        for (const product of owners.get(asin) ?? []) {
          product.results.set(asin, this.#itemResult(product, asin, response, result.requestId))
        }
      })
      for (const asin of chunk) {
        if (!answered.has(asin)) {
          record(asin, {
            kind: 'deferred',
            retryAt: new Date(this.ctx.now().getTime() + DEFAULT_WAIT_MS),
            reason: 'throttled',
          })
        }
      }
    }
  }

  #asinOf(response: ItemOffersResponse): string | null {
    const candidates = [
      response.request?.Asin,
      response.body?.payload?.ASIN,
      response.body?.payload?.Identifier?.ASIN,
    ]
    const found = candidates.find((value) => typeof value === 'string' && ASIN.test(value))
    return found ?? null
  }

  /** One ASIN's answer inside the batch: its own status line, its offers. */
  #itemResult(
    product: ProductState,
    asin: string,
    response: ItemOffersResponse,
    batchRequestId: string | null,
  ): AsinResult {
    const now = this.ctx.now()
    const statusCode = response.status?.statusCode ?? 200
    const requestId = batchRequestId ?? headerOf(response.headers, 'x-amzn-RequestId') ?? null
    const words = this.#scrub(providerWords(response.body, `status ${statusCode}`))
    if (statusCode === 429) {
      return {
        kind: 'deferred',
        retryAt: new Date(now.getTime() + Math.ceil(1000 / ITEM_OFFERS_PLAN.rate)),
        reason: 'throttled',
      }
    }
    if (statusCode >= 500) {
      return {
        kind: 'deferred',
        retryAt: new Date(now.getTime() + DEFAULT_WAIT_MS),
        reason: 'throttled',
      }
    }
    if (statusCode === 404 || (statusCode === 400 && /invalid asin/i.test(words))) {
      return {
        kind: 'not_found',
        message: AMAZON_SP_API_TEXTS.notListed(asin, this.site.label, words),
      }
    }
    if (statusCode !== 200) {
      return { kind: 'failing', message: AMAZON_SP_API_TEXTS.refused(words) }
    }
    const payload = response.body?.payload
    if (!payload) return { kind: 'ok', offers: [], requestId }
    const offers: ConnectorObservation[] = []
    const seen = new Map<string, number>()
    for (const offer of payload.Offers ?? []) {
      const observation = this.#observation(product, asin, offer, payload, requestId, now)
      if (!observation) continue
      // The same seller twice on one ASIN (FBA and its own): both kept, each id its own.
      const count = (seen.get(observation.externalId) ?? 0) + 1
      seen.set(observation.externalId, count)
      if (count > 1) observation.externalId = `${observation.externalId}:${count}`
      offers.push(observation)
    }
    return { kind: 'ok', offers, requestId }
  }

  #observation(
    product: ProductState,
    asin: string,
    offer: OfferDetail,
    payload: NonNullable<ItemOffersResponse['body']['payload']>,
    requestId: string | null,
    now: Date,
  ): ConnectorObservation | null {
    const price = amount(offer.ListingPrice?.Amount)
    if (price === null) return null
    const sellerId = typeof offer.SellerId === 'string' && offer.SellerId ? offer.SellerId : null
    const quantityPrices = (offer.quantityDiscountPrices ?? [])
      .map((tier) => tier.listingPrice?.Amount)
      .filter((value): value is number => typeof value === 'number' && value >= 0)
    const draft: ObservationDraft = {
      marketplace: this.site.marketplace,
      sellerId,
      sellerName: null,
      listingId: asin,
      gtin: product.item.gtin,
      sku: null,
      title: product.title,
      price,
      shipping: amount(offer.Shipping?.Amount),
      currency: offer.ListingPrice?.CurrencyCode ?? this.site.currency,
      businessPrice: quantityPrices.length > 0 ? Math.min(...quantityPrices).toFixed(2) : null,
      condition: condition(payload.ItemCondition, offer.SubCondition),
      observedAt: now,
      url: this.site.listingUrl(asin),
    }
    return {
      productId: product.item.productId,
      externalId: `amazon_sp_api:${this.batch.site}:${asin}:${sellerId ?? ''}:${now.toISOString()}`,
      draft,
      evidence: {
        provider: 'amazon_sp_api',
        request: `POST ${this.#pricingClient().endpoint}${ITEM_OFFERS_PATH} (GET /products/pricing/v0/items/${asin}/offers?MarketplaceId=${this.marketplaceId}&ItemCondition=New&CustomerType=Consumer)`,
        requestId,
        receivedAt: now.toISOString(),
        answer: {
          marketplaceId: payload.marketplaceId,
          ASIN: payload.ASIN ?? asin,
          ItemCondition: payload.ItemCondition,
          offer,
          ...(payload.Summary?.BuyBoxPrices ? { BuyBoxPrices: payload.Summary.BuyBoxPrices } : {}),
        },
      },
    }
  }

  #result(
    product: ProductState,
    status: ItemResult['status'],
    error: string | null,
    offersSeen = 0,
    requestId: string | null = null,
  ): ItemResult {
    return {
      productId: product.item.productId,
      identifier: product.asins.length > 0 ? product.asins.join(', ') : (product.item.gtin ?? null),
      status,
      offersSeen,
      requestId,
      error,
    }
  }

  /** Each product's ASINs together: done, or deferred when any of them has to wait. */
  #finish() {
    const deferredIds: string[] = []
    let retryAt: Date | null = null
    let reason: 'budget' | 'throttled' = 'budget'
    const defer = (
      product: ProductState,
      wait: { retryAt: Date; reason: 'budget' | 'throttled' },
    ) => {
      deferredIds.push(product.item.productId)
      if (!retryAt || wait.retryAt > retryAt) {
        retryAt = wait.retryAt
        reason = wait.reason
      }
    }
    for (const product of this.#products) {
      if (product.finished) {
        this.outcome.done.push(product.finished)
        continue
      }
      if (product.deferred) {
        defer(product, product.deferred)
        continue
      }
      const results = product.asins.map((asin) => product.results.get(asin))
      // Not asked (the credentials were refused on the way): left for the next run.
      if (results.some((result) => result === undefined)) continue
      const known = results as AsinResult[]
      const waiting = known.find(
        (result): result is Extract<AsinResult, { kind: 'deferred' }> => result.kind === 'deferred',
      )
      if (waiting) {
        // The whole product goes again, so its offers are stored once, from one check.
        defer(product, waiting)
        continue
      }
      const ok = known.filter(
        (result): result is Extract<AsinResult, { kind: 'ok' }> => result.kind === 'ok',
      )
      if (ok.length > 0) {
        const offers = ok.flatMap((result) => result.offers)
        this.outcome.observations.push(...offers)
        this.outcome.done.push(
          this.#result(product, 'ok', null, offers.length, ok[0]?.requestId ?? null),
        )
        continue
      }
      const failing = known.find((result) => result.kind === 'failing')
      if (failing && failing.kind === 'failing') {
        this.outcome.done.push(this.#result(product, 'failing', failing.message))
        continue
      }
      const notFound = known.find((result) => result.kind === 'not_found')
      this.outcome.done.push(
        this.#result(
          product,
          'not_found',
          notFound && notFound.kind === 'not_found' ? notFound.message : null,
        ),
      )
    }
    if (deferredIds.length > 0 && retryAt) {
      this.outcome.deferred = { productIds: deferredIds, retryAt, reason }
    }
  }
}

export const amazonSpApiConnector: Connector<'amazon_sp_api'> = {
  source: 'amazon_sp_api',
  batchSize: MAX_BATCH,
  lanes: {
    main: { capacity: ITEM_OFFERS_PLAN.burst, refillPerSecond: ITEM_OFFERS_PLAN.rate },
    catalog: { capacity: CATALOG_PLAN.burst, refillPerSecond: CATALOG_PLAN.rate },
  },
  costPerItem: 1 / MAX_BATCH,
  credentialIdentity(credentials) {
    // The usage plan is per app and selling partner: the client id and the seller's grant.
    const grant = createHash('sha256').update(credentials.refreshToken).digest('hex').slice(0, 32)
    return `${credentials.clientId}:${grant}`
  },
  async check(batch, ctx) {
    const site: MonitoredSite = MONITORED_SITES[batch.site]
    const marketplaceId = site.amazonMarketplaceId
    if (site.marketplace !== 'amazon' || !marketplaceId) {
      return {
        observations: [],
        done: batch.items.map((item) => ({
          productId: item.productId,
          identifier: null,
          status: 'failing' as const,
          offersSeen: 0,
          requestId: null,
          error: AMAZON_SP_API_TEXTS.notAmazonSite(site.label),
        })),
        deferred: null,
        credentialFailure: null,
      }
    }
    const { clientId, clientSecret, refreshToken } = ctx.credentials
    if (!clientId?.trim() || !clientSecret?.trim() || !refreshToken?.trim()) {
      return {
        observations: [],
        done: [],
        deferred: null,
        credentialFailure: AMAZON_SP_API_TEXTS.incomplete,
      }
    }
    return new AmazonCheck(batch, site, marketplaceId, ctx).run()
  },
}

/** Drops every cached access token (tests that start a fresh server with the same credentials). */
export function forgetAmazonAccessTokens() {
  auths.clear()
}

export { CATALOG_PATH as AMAZON_CATALOG_PATH, ITEM_OFFERS_PATH as AMAZON_ITEM_OFFERS_PATH }
