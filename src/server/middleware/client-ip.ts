import { getConnInfo } from '@hono/node-server/conninfo'
import type { MiddlewareHandler } from 'hono'

/**
 * The one header better-auth reads the client address from. It is always overwritten here:
 * a client-sent value never survives, and X-Forwarded-For counts only behind a trusted proxy.
 */
export const CLIENT_IP_HEADER = 'x-marketplace-client-ip'

function socketAddress(c: Parameters<MiddlewareHandler>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    // app.request() in tests has no socket.
    return undefined
  }
}

export function clientIp(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    let address = socketAddress(c)
    if (options.trustProxy) {
      // The proxy appends the address it saw; the right-most entry is the one it vouches for.
      const forwarded = c.req
        .header('x-forwarded-for')
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      if (forwarded?.length) address = forwarded[forwarded.length - 1]
    }
    const ip = address?.replace(/^::ffff:/, '') ?? '127.0.0.1'
    c.req.raw.headers.set(CLIENT_IP_HEADER, ip)
    c.set('clientIp', ip)
    await next()
  }
}
