import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { TransactionSafePool } from './transaction-safe-pool.ts'

/**
 * A connection whose server went away while it sat in the pool: every query fails as
 * node-postgres fails it. It counts its releases, and what each was given.
 */
function deadConnection() {
  const releases: unknown[] = []
  const client = {
    query: () => Promise.reject(new Error('Connection terminated unexpectedly')),
    release: (error?: unknown) => {
      releases.push(error)
    },
  }
  return { client, releases }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe("drizzle's transaction on a connection that fails its BEGIN", () => {
  test('with a plain pg.Pool the connection is never released (the leak this pool closes)', async () => {
    const { client, releases } = deadConnection()
    vi.spyOn(pg.Pool.prototype, 'connect').mockImplementation((() =>
      Promise.resolve(client)) as never)
    const db = drizzle(new pg.Pool())
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow()
    // If this fails, drizzle releases after a failed BEGIN now: TransactionSafePool must go, or
    // the connection would be released twice.
    expect(releases).toEqual([])
  })

  test('with TransactionSafePool it is released once, as broken, and the error reaches the caller', async () => {
    const { client, releases } = deadConnection()
    vi.spyOn(pg.Pool.prototype, 'connect').mockImplementation((() =>
      Promise.resolve(client)) as never)
    const db = drizzle(new TransactionSafePool())
    const work = vi.fn()
    const failure = await db.transaction(work).catch((error: unknown) => error)
    expect(work).not.toHaveBeenCalled()
    expect(String((failure as Error).cause ?? failure)).toContain(
      'Connection terminated unexpectedly',
    )
    expect(releases).toHaveLength(1)
    expect(releases[0]).toBeInstanceOf(Error)
  })

  test('other statements on the connection are left to their caller', async () => {
    const releases: unknown[] = []
    const client = {
      query: (q: { text: string }) =>
        q.text.startsWith('begin')
          ? Promise.resolve({ rows: [], fields: [] })
          : Promise.reject(new Error('division by zero')),
      release: (error?: unknown) => releases.push(error),
    }
    vi.spyOn(pg.Pool.prototype, 'connect').mockImplementation((() =>
      Promise.resolve(client)) as never)
    const db = drizzle(new TransactionSafePool())
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1/0`))).rejects.toThrow()
    // drizzle's own finally released it, once and without an error (ROLLBACK failed here too).
    expect(releases).toEqual([undefined])
  })
})
