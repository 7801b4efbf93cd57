/**
 * The database: embedded PGlite in DATA_DIR when DATABASE_URL is unset, a PostgreSQL server
 * when it is set, or an in-memory PGlite for tests. All three expose the same Drizzle API.
 */
import { PGlite } from '@electric-sql/pglite'
import { citext } from '@electric-sql/pglite/contrib/citext'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { from as copyFromStdin } from 'pg-copy-streams'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import * as schema from './schema/index.ts'
import { acquireDirectoryLock, type DirectoryLock } from './lock.ts'
import { TransactionSafePool } from './transaction-safe-pool.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** The transaction handle Drizzle passes to `db.transaction(fn)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Runs SQL text that may hold several statements (migrations, test resets). */
  exec(sqlText: string): Promise<void>
  /**
   * Runs `task` while no other process runs one on this database (on PostgreSQL a session
   * advisory lock held on a connection of its own; PGlite has one process by its lock file), so
   * that app instances started together migrate one after the other.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>
  /**
   * Bulk-loads rows with COPY: `statement` is `COPY table (columns) FROM STDIN`, `text` the rows
   * in COPY's text format (lib/copy-text.ts). One statement, committed on its own. Files of a
   * million rows are written this way: several times faster than INSERT.
   */
  copyFrom(statement: string, text: string): Promise<void>
  close(): Promise<void>
}

/** How long close() waits for the pool's checked-out connections to come back. */
const POOL_END_WAIT_MS = 5_000

/** The advisory lock key of `exclusive` (any fixed bigint; this one spells 'marketpl'). */
const EXCLUSIVE_LOCK_KEY = 0x6d61726b6574706cn

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** `loadDataDir`: start from a dumped data directory (tests reuse a migrated one). */
  | { kind: 'memory'; loadDataDir?: Blob }

const pgliteExtensions = { pg_trgm, citext }

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    // UTC sessions, as PGlite's: '3 days' is 72 hours in SQL as in the code that shows it.
    // A failed BEGIN gives its connection back (transaction-safe-pool.ts).
    const pool = new TransactionSafePool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      // A database host that drops packets would otherwise hold a request until the TCP timeout;
      // past this a request answers 503 (lib/http/database-unavailable.ts).
      connectionTimeoutMillis: 10_000,
      options: '-c TimeZone=UTC',
    })
    // A connection the server ends (a restart, a failover, an admin's terminate) emits 'error',
    // and an EventEmitter's 'error' without a listener ends the whole process. pg-pool listens
    // only while a connection is idle (its 'error' on the pool below), and takes that listener
    // away while the connection is checked out, as it is for a whole transaction: so every
    // connection gets a listener of its own for its lifetime. The query under way, or the next
    // one, fails with the cause (a 503, lib/http/database-unavailable.ts), and a connection that
    // is not queryable any more is dropped when it is released.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        console.warn(`PostgreSQL ended a connection: ${error.message}`)
      })
    })
    pool.on('error', (error) => {
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`)
    })
    // Fail at start with a clear message rather than on the first request.
    const probe = await pool.connect().catch((error: unknown) => {
      throw new Error(`Cannot connect to PostgreSQL at DATABASE_URL: ${(error as Error).message}`)
    })
    probe.release()
    const db = drizzleNodePg(pool, { schema }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      exec: async (sqlText) => {
        await pool.query(sqlText)
      },
      exclusive: async (task) => {
        // A connection outside the pool, so that the task keeps the whole pool, however small.
        const holder = new pg.Client({ connectionString: config.url })
        // Its end by the server fails the task's wait for the lock, not the process.
        holder.on('error', (error) => {
          console.warn(`PostgreSQL ended the migration lock's connection: ${error.message}`)
        })
        await holder.connect()
        try {
          await holder.query('select pg_advisory_lock($1)', [EXCLUSIVE_LOCK_KEY.toString()])
          return await task()
        } finally {
          // Ending the session releases its advisory locks.
          await holder.end().catch(() => {})
        }
      },
      copyFrom: async (statement, text) => {
        const client = await pool.connect()
        try {
          await pipeline(Readable.from([text]), client.query(copyFromStdin(statement)))
          client.release()
        } catch (error) {
          // A connection left mid-COPY cannot be reused.
          client.release(error as Error)
          throw error
        }
      },
      // pool.end() waits for every checked-out connection to come back: a bounded wait, so that a
      // shutdown never hangs on one that some fault kept.
      close: async () => {
        let timer: NodeJS.Timeout | undefined
        const ended = pool.end()
        const late = new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), POOL_END_WAIT_MS)
        })
        if ((await Promise.race([ended, late])) === 'late') {
          console.warn(
            `PostgreSQL pool: ${pool.totalCount - pool.idleCount} connection(s) still checked out after ${POOL_END_WAIT_MS} ms; closing without them`,
          )
          ended.catch(() => {})
        }
        clearTimeout(timer)
      },
    }
  }

  let lock: DirectoryLock | undefined
  let client: PGlite
  if (config.kind === 'pglite') {
    const dir = path.resolve(config.dataDir)
    fs.mkdirSync(dir, { recursive: true })
    // Two processes on one PGlite directory corrupt it, so the second one stops here.
    lock = acquireDirectoryLock(dir)
    try {
      client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions })
    } catch (error) {
      lock.release()
      throw error
    }
  } else {
    client = await PGlite.create({
      extensions: pgliteExtensions,
      ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
    })
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    exec: async (sqlText) => {
      await client.exec(sqlText)
    },
    // One process per data directory (its lock file), and PGlite runs one query at a time.
    exclusive: (task) => task(),
    copyFrom: async (statement, text) => {
      // PGlite reads COPY ... FROM '/dev/blob' from the query's blob.
      const fromBlob = statement.replace(/\bFROM\s+STDIN\b/i, "FROM '/dev/blob'")
      await client.query(fromBlob, [], { blob: new Blob([text]) })
    },
    close: async () => {
      await client.close()
      lock?.release()
    },
  }
}
