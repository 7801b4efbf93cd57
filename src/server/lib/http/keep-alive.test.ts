import http from 'node:http'
import { expect, test } from 'vitest'
import { KEEP_ALIVE_TIMEOUT_MS, keepIdleConnections } from './keep-alive.ts'

test('idle connections outlive a 60 s load balancer, and headers may take a little longer', () => {
  const server = http.createServer()
  expect(server.keepAliveTimeout).toBe(5_000) // Node's default, the race this avoids
  keepIdleConnections(server)
  expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS)
  expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000)
  expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout)
})
