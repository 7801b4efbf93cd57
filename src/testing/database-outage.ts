/**
 * A real database outage for a test app: the embedded database is closed (its queries then throw
 * PGlite's own "PGlite is closed"); on PostgreSQL (TEST_DATABASE_URL) the server ends the pool's
 * connections, as in a restart, and new ones go to a closed port (ECONNREFUSED, as when the
 * server is stopped). There is no way back: use it last in a file, on an app of its own.
 */
import net from 'node:net'
import pg from 'pg'
import type { TestApp } from './test-app.ts'

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export async function takeDatabaseDown(t: TestApp): Promise<void> {
  if (t.deps.database.kind === 'pglite') {
    await t.deps.database.close()
    // t.close() closes it again, which PGlite refuses.
    t.deps.database.close = async () => {}
    return
  }
  const pool = (t.deps.db as unknown as { $client: pg.Pool }).$client
  const url = new URL(pool.options.connectionString!)
  const database = url.pathname.slice(1)
  url.port = String(await closedPort())
  pool.options.connectionString = url.toString()
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  )
  await admin.end()
  // The pool drops each ended connection when the server's message arrives.
  while (pool.idleCount > 0) await new Promise((resolve) => setTimeout(resolve, 10))
}
