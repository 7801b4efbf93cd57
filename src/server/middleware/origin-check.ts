import type { MiddlewareHandler } from 'hono'
import { MESSAGES } from '#shared/messages.ts'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF defence for cookie-authenticated writes: a mutating request that carries a cookie must
 * come from one of our own origins. Requests without cookies cannot act as anyone, so they pass.
 */
export function originCheck(trustedOrigins: string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin))
  return async (c, next) => {
    if (!SAFE.has(c.req.method) && c.req.header('cookie')) {
      const origin = c.req.header('origin')
      if (!origin || !trusted.has(origin)) {
        return c.json({ code: 'INVALID_ORIGIN', message: MESSAGES.forbidden }, 403)
      }
    }
    await next()
  }
}
