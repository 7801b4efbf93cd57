/**
 * The local Keepa server for the monitoring journey: the same fake the connector's contract tests
 * use (src/testing/providers/keepa-server.ts), started in the journey's own process on a port of
 * its own, which the brand types as the connection's base URL (the app must run with
 * MONITORING_BASE_URLS=allow). Journeys run in parallel, so each starts and closes its own.
 */
import {
  startKeepaServer,
  type FakeKeepaOffer,
  type KeepaServer,
} from '../../src/testing/providers/keepa-server.ts'

export type { FakeKeepaOffer, KeepaServer }

/** The key the journey types: the fake accepts only it, so a typo shows as a refused key. */
export const JOURNEY_KEEPA_KEY = 'journey-keepa-key-0123456789abcdef'

/**
 * Starts the fake on `port` (0: any free one) with a plan large enough that the journey never
 * waits for tokens; `products` are the brand's products with the offers Keepa should report.
 */
export async function startJourneyKeepaServer(
  products: Array<{ asin: string; gtin?: string; title?: string; offers: FakeKeepaOffer[] }>,
  port = 0,
): Promise<KeepaServer> {
  const server = await startKeepaServer({ port, apiKeys: [JOURNEY_KEEPA_KEY], refillRate: 1000 })
  server.setProducts(
    products.map((product) => ({
      asin: product.asin,
      title: product.title,
      codes: product.gtin ? [product.gtin] : [],
      offers: product.offers,
    })),
  )
  return server
}
