/**
 * What the local provider servers (Amazon SP-API, Keepa, eBay Browse) share: a JSON answer, a
 * request's body, the `/_fake/*` controls' JSON body, and listening on the loopback address with
 * a close that ends kept-alive connections too.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  contentType = 'application/json',
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  })
  res.end(text)
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A `/_fake/*` control's body: the parsed JSON and its fields, or null after answering 400 when
 * it is not JSON.
 */
export function controlBody(
  body: string,
  res: ServerResponse,
): { input: unknown; value: Record<string, unknown> } | null {
  let input: unknown = null
  try {
    input = body ? JSON.parse(body) : null
  } catch {
    sendJson(res, 400, { error: 'The body is not JSON.' })
    return null
  }
  return { input, value: (input ?? {}) as Record<string, unknown> }
}

/** Listens on 127.0.0.1 (`port` 0: any free one). */
export async function listenOnLoopback(
  server: Server,
  port = 0,
): Promise<{ port: number; url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const bound = (server.address() as AddressInfo).port
  return {
    port: bound,
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
