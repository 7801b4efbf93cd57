/**
 * The node-postgres pool the app runs on, made safe for drizzle-orm's transactions.
 *
 * drizzle-orm's `transaction()` for node-postgres (0.45) checks a connection out of the pool and
 * runs BEGIN before the try/finally that releases it. A BEGIN that fails (the connection died
 * while it sat idle and the pool had not heard yet, as in a PostgreSQL restart or failover;
 * "terminating connection due to administrator command") skips the release, and the connection
 * stays checked out for the life of the process: each such failure takes one of the pool's
 * connections for good, until every request waits on an empty pool. This is drizzle's open issues
 * 6023, 6241 and 6341; the PostgreSQL restart test caught it (db/postgres-restart.api.test.ts).
 *
 * Here a connection checked out with `connect()` (drizzle's way; pool.query takes the callback
 * form and releases on its own) releases itself, with the error so that the pool destroys it,
 * when a BEGIN on it fails. drizzle never releases after a failed BEGIN, so it is released once.
 * Remove this when drizzle runs BEGIN inside its try (then the release would come twice, which
 * pg-pool refuses loudly: the test in transaction-safe-pool.test.ts says so first).
 */
import pg from 'pg'

const BEGIN = /^\s*begin\b/i

/** The SQL text of what `client.query` was given: a string or a query config. */
function textOf(query: unknown): string | undefined {
  if (typeof query === 'string') return query
  if (typeof query === 'object' && query !== null && 'text' in query) {
    const { text } = query as { text: unknown }
    return typeof text === 'string' ? text : undefined
  }
  return undefined
}

const guarded = new WeakSet<pg.PoolClient>()

/** Makes a failed BEGIN on `client` release it to the pool as broken (once per client object). */
export function releaseWhenBeginFails(client: pg.PoolClient): pg.PoolClient {
  if (guarded.has(client)) return client
  guarded.add(client)
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  // pg's query has a dozen overloads; this wrapper hands every call on unchanged and only looks
  // at the promise of a BEGIN, so it is typed as the plain function it is.
  ;(client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const result = query(...args)
    if (!BEGIN.test(textOf(args[0]) ?? '') || !(result instanceof Promise)) return result
    return result.catch((error: unknown) => {
      // The release of this checkout (pg-pool gives each checkout its own).
      client.release(error instanceof Error ? error : new Error(String(error)))
      throw error
    })
  }
  return client
}

export class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback)
    return super.connect().then(releaseWhenBeginFails)
  }
}
