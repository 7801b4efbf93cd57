import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseReachable,
} from '../../lib/http/database-unavailable.ts'
import { escapeHtml } from '../../lib/mail/templates.ts'
import { defineRoute, type RouteDef } from '../../lib/http/route.ts'
import { buildOpenApi } from './openapi.ts'

export function systemRoutes(getRoutes: () => RouteDef[]) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/health',
      summary: 'Liveness and database reachability',
      tags: ['system'],
      access: 'public',
      responses: { 503: 'Database unreachable' },
      // Asks the database every time (no cached answer), and gives up after a few seconds: a
      // load balancer's check must fail while the database is down, not hang.
      handler: async ({ deps, c }) => {
        if (await databaseReachable(deps.db)) return { status: 'ok', database: deps.database.kind }
        return c.json({ status: 'degraded', database: deps.database.kind }, 503, {
          'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
        })
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/openapi.json',
      summary: 'This API as an OpenAPI 3.1 document',
      tags: ['system'],
      access: 'public',
      handler: async ({ deps }) => buildOpenApi(getRoutes(), deps.env.appUrl),
    }),
    defineRoute({
      method: 'get',
      path: '/api/docs',
      summary: 'A readable index of the API',
      tags: ['system'],
      access: 'public',
      handler: async ({ c }) => {
        const rows = getRoutes()
          .map(
            (r) =>
              `<tr><td><code>${r.method.toUpperCase()}</code></td><td><code>${escapeHtml(r.path)}</code></td><td>${escapeHtml(
                Array.isArray(r.access) ? r.access.join(', ') : String(r.access),
              )}</td><td>${escapeHtml(r.summary)}</td></tr>`,
          )
          .join('')
        return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API</title>
<style>body{font-family:system-ui,sans-serif;max-width:1100px;margin:auto;padding:24px}td,th{padding:6px 10px;border-bottom:1px solid #e5e7eb;text-align:left;font-size:14px}</style></head>
<body><h1>Wholesale Marketplace API</h1><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Authentication: <code>/api/auth/*</code> (better-auth).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Who</th><th>What</th></tr></thead><tbody>${rows}</tbody></table></body></html>`)
      },
    }),
  ]
}
