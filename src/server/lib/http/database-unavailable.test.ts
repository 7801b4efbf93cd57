import { APIError } from 'better-auth/api'
import { DrizzleQueryError } from 'drizzle-orm'
import net from 'node:net'
import pg from 'pg'
import { expect, test } from 'vitest'
import { isDatabaseUnavailable } from './database-unavailable.ts'

/** The error node-postgres really throws when no server listens. */
async function refusedConnection(): Promise<unknown> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'x', database: 'x' })
  return client.connect().then(
    () => new Error('connected to a closed port'),
    (error: unknown) => error,
  )
}

test('a refused connection is unavailable, also wrapped by Drizzle and better-auth', async () => {
  const refused = await refusedConnection()
  expect((refused as { code?: string }).code).toBe('ECONNREFUSED')
  expect(isDatabaseUnavailable(refused)).toBe(true)
  const query = new DrizzleQueryError('select 1', [], refused as Error)
  expect(isDatabaseUnavailable(query)).toBe(true)
  const auth = new APIError('INTERNAL_SERVER_ERROR', { message: 'Failed to get session' })
  ;(auth as Error).cause = query
  expect(isDatabaseUnavailable(auth)).toBe(true)
  expect(isDatabaseUnavailable(new AggregateError([refused], 'connect failed'))).toBe(true)
})

test('the server ending connections, pool timeouts and a closed PGlite are unavailable', () => {
  const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  })
  expect(isDatabaseUnavailable(shutdown)).toBe(true)
  expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true)
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
  expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
  expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true)
})

test('bugs and ordinary query errors are not an outage', () => {
  expect(isDatabaseUnavailable(new Error('boom'))).toBe(false)
  const unique = Object.assign(new Error('duplicate key value'), { code: '23505' })
  expect(isDatabaseUnavailable(new DrizzleQueryError('insert', [], unique))).toBe(false)
  expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined ('id')"))).toBe(
    false,
  )
  expect(isDatabaseUnavailable(null)).toBe(false)
  expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  const loop = new Error('a') as Error & { cause?: unknown }
  loop.cause = loop
  expect(isDatabaseUnavailable(loop)).toBe(false)
})
