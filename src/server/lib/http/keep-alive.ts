import type { ServerType } from '@hono/node-server'

/** Longer than the 60 s idle timeout of common load balancers (AWS ALB, nginx's 75 s aside). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

/**
 * Node closes an idle keep-alive connection after 5 s. A client that sends its next request on
 * that connection at the same moment gets ECONNRESET (seen in CI: a journey's sign-in POST on a
 * connection idle for about 5 s), and a proxy in front answers 502. Idle connections are kept
 * longer than the clients and proxies in front keep theirs; the header timeout must exceed it.
 */
export function keepIdleConnections(server: ServerType): void {
  if (!('keepAliveTimeout' in server)) return
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000
}
