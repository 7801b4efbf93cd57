/**
 * Monitoring's jobs in tests (decision 019): a brand with products under a MAP, a connection made
 * straight in the table (credentials sealed as the API seals them), and a fake connector that
 * answers in the Connector contract (connectors/types.ts) without a provider, taking from the
 * shared budget before every "call" and recording each call with its time, so a test can count
 * what reached the provider.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { MonitoredSiteId, MonitoringSource } from '#shared/monitoring.ts'
import { monitoringConnections } from '#server/db/schema/index.ts'
import type { DbOrTx } from '#server/db/client.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import type {
  CheckItem,
  CheckOutcome,
  Connector,
  ConnectorContext,
  ConnectorObservation,
  ItemResult,
  LaneBudget,
} from '#server/modules/monitoring/connectors/types.ts'
import { sealCredentials } from '#server/modules/monitoring/credentials.ts'
import { planConnection } from '#server/modules/monitoring/planner.ts'
import { protectedBrand, publishPolicy, type ProtectedBrand } from './protection.ts'

type Deps = Pick<AppDeps, 'db' | 'auth' | 'database' | 'env'>

/** A brand with `count` products, each with a MAP of `map` since 2020, and a published policy. */
export async function monitoredBrand(
  deps: Deps,
  count: number,
  map = '24.99',
): Promise<ProtectedBrand> {
  const brand = await protectedBrand(deps, {
    products: Array.from({ length: count }, () => ({ map })),
    mapSince: new Date('2020-01-01T00:00:00Z'),
  })
  await publishPolicy(deps, brand, { publishedAt: new Date('2020-01-01T00:00:00Z') })
  return brand
}

export interface TestConnectionOptions {
  source?: MonitoringSource
  sites?: MonitoredSiteId[]
  frequencyHours?: number
  extraWeekend?: boolean
  extraEvening?: boolean
  timeZone?: string
  budgetKey?: string
  credentials?: Record<string, string>
  status?: 'active' | 'failing' | 'paused'
  /** Plan the coverage at this time (the default: now). */
  plannedAt?: Date
}

const DEFAULT_CREDENTIALS: Record<MonitoringSource, Record<string, string>> = {
  amazon_sp_api: { clientId: 'amzn-client', clientSecret: 'amzn-secret', refreshToken: 'Atzr|r' },
  keepa_api: { apiKey: 'keepa-key-0123456789' },
  ebay_browse: { clientId: 'ebay-app-id', clientSecret: 'ebay-cert-id' },
}

/** A connection of the brand, with its coverage planned. Returns its id. */
export async function connectTestSource(
  deps: Deps,
  brand: ProtectedBrand,
  options: TestConnectionOptions = {},
): Promise<string> {
  const id = randomUUID()
  const source = options.source ?? 'keepa_api'
  const credentials = options.credentials ?? DEFAULT_CREDENTIALS[source]
  await deps.db.insert(monitoringConnections).values({
    id,
    brandId: brand.entryId,
    source,
    credentialsSealed: sealCredentials(
      deps.env,
      { connectionId: id, brandId: brand.entryId, source },
      credentials as never,
    ),
    budgetKey: options.budgetKey ?? `test:${id}`,
    sites: options.sites ?? ['amazon.com'],
    frequencyHours: options.frequencyHours ?? 24,
    extraWeekend: options.extraWeekend ?? false,
    extraEvening: options.extraEvening ?? false,
    timeZone: options.timeZone ?? 'UTC',
    status: options.status ?? 'active',
    createdBy: brand.user.id,
  })
  await planConnection(deps.db, id, options.plannedAt ?? new Date())
  return id
}

export interface CoverageState {
  product_id: string
  site: string
  identifier: string | null
  status: string
  period_start: string | null
  last_checked_at: string | null
  next_check_at: string
  offers_seen: number | null
  error: string | null
  request_id: string | null
}

export async function coverageOf(db: DbOrTx, connectionId: string): Promise<CoverageState[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select product_id, site, identifier, status::text as status, period_start, last_checked_at,
        next_check_at, offers_seen, error, request_id
      from monitoring_coverage where connection_id = ${connectionId} order by product_id, site`,
  )
  const iso = (v: unknown) => (v === null ? null : new Date(v as string).toISOString())
  return rows.map((r) => ({
    ...(r as unknown as CoverageState),
    period_start: iso(r.period_start),
    last_checked_at: iso(r.last_checked_at),
    next_check_at: iso(r.next_check_at)!,
  }))
}

/** Every row of the connection due now (as if its time had come). */
export async function makeAllDue(
  db: DbOrTx,
  connectionId: string,
  at = new Date(Date.now() - 1000),
) {
  await db.execute(
    sql`update monitoring_coverage set next_check_at = ${at.toISOString()}::timestamptz
      where connection_id = ${connectionId}`,
  )
}

export interface FakeCall {
  at: Date
  site: MonitoredSiteId
  productIds: string[]
}

export interface FakeConnector<S extends MonitoringSource> extends Connector<S> {
  calls: FakeCall[]
}

export interface FakeAnswer {
  /** The offer's price (the brand's MAP is 24.99 in monitoredBrand); null: the product is not found. */
  price: string | null
  sellerId?: string
}

/**
 * A connector that answers every product with one offer (or none), one budget token per call of
 * a batch; a dry budget defers the batch to the time the budget says. `behaviour` may replace
 * the whole outcome (a credential refused, a deferral).
 */
export function fakeConnector<S extends MonitoringSource>(
  source: S,
  options: {
    batchSize?: number
    lanes?: { main: LaneBudget }
    costPerItem?: number
    answer?: (item: CheckItem) => FakeAnswer
    behaviour?: (
      items: CheckItem[],
      ctx: ConnectorContext<S>,
    ) => Promise<CheckOutcome | null> | CheckOutcome | null
    /** How long each call takes (ms). */
    latencyMs?: number
  } = {},
): FakeConnector<S> {
  const calls: FakeCall[] = []
  const batchSize = options.batchSize ?? 5
  return {
    source,
    batchSize,
    lanes: options.lanes ?? { main: { capacity: 1000, refillPerSecond: 100 } },
    costPerItem: options.costPerItem ?? 1 / batchSize,
    calls,
    credentialIdentity: (c) => JSON.stringify(c),
    async check(batch, ctx) {
      const replaced = await options.behaviour?.(batch.items, ctx)
      if (replaced) return replaced
      const taken = await ctx.budget.take(1)
      if (!taken.ok) {
        return {
          observations: [],
          done: [],
          deferred: {
            productIds: batch.items.map((i) => i.productId),
            retryAt: taken.retryAt,
            reason: 'budget',
          },
          credentialFailure: null,
        }
      }
      const at = ctx.now()
      calls.push({ at, site: batch.site, productIds: batch.items.map((i) => i.productId) })
      if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs))
      const requestId = `req-${calls.length}-${randomUUID().slice(0, 8)}`
      const observations: ConnectorObservation[] = []
      const done: ItemResult[] = []
      for (const item of batch.items) {
        const answer = options.answer?.(item) ?? { price: '29.99' }
        const identifier = item.listingIds[0] ?? item.gtin
        if (answer.price === null) {
          done.push({
            productId: item.productId,
            identifier,
            status: 'not_found',
            offersSeen: 0,
            requestId,
            error: 'No offers',
          })
          continue
        }
        const listingId = `B0${item.productId.replace(/-/g, '').slice(0, 8).toUpperCase()}`
        const providerAnswer = {
          asin: listingId,
          sellerId: answer.sellerId ?? 'A1FAKESELLER',
          price: answer.price,
        }
        observations.push({
          productId: item.productId,
          externalId: `fake:${batch.site}:${listingId}:${answer.sellerId ?? 'A1FAKESELLER'}:${at.toISOString()}`,
          draft: {
            marketplace: 'amazon',
            sellerId: answer.sellerId ?? 'A1FAKESELLER',
            sellerName: 'Fake Seller',
            listingId,
            gtin: item.gtin,
            sku: null,
            title: 'A product',
            price: answer.price,
            shipping: '0.00',
            currency: 'USD',
            condition: 'new',
            observedAt: at,
            url: null,
          },
          evidence: {
            provider: source,
            request: `/product?asin=${listingId}`,
            requestId,
            receivedAt: at.toISOString(),
            answer: providerAnswer,
          },
        })
        done.push({
          productId: item.productId,
          identifier,
          status: 'ok',
          offersSeen: 1,
          requestId,
          error: null,
        })
      }
      return { observations, done, deferred: null, credentialFailure: null }
    },
  }
}
