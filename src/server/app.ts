/**
 * Composition: middleware, better-auth, the API routes, the dev mailbox and the built client.
 * Request path: client-ip → security headers → (API: body limit → origin check → viewer →
 * auth handler | route: validate → authorize → service) → static files / SPA fallback.
 */
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { secureHeaders } from 'hono/secure-headers'
import fs from 'node:fs'
import path from 'node:path'
import { JSON_BODY_LIMIT_BYTES } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'
import { isAppPath } from '#shared/app-routes.ts'
import { isSitePath, normalizeSitePath } from '#shared/site-map.ts'
import { PUBLIC_AUTH_PATHS } from './auth.ts'
import { CLOSE_CONNECTION, limitBody } from './lib/http/body-limit.ts'
import {
  databaseReachable,
  databaseUnavailable,
  isDatabaseUnavailable,
} from './lib/http/database-unavailable.ts'
import { HttpError } from './lib/http/errors.ts'
import { demoAccessAllowed, registerRoutes, type RouteDef } from './lib/http/route.ts'
import type { AppDeps, AppEnv } from './lib/http/types.ts'
import { clientIp } from './middleware/client-ip.ts'
import { compressResponses } from './middleware/compress.ts'
import { originCheck } from './middleware/origin-check.ts'
import { resolveViewer } from './middleware/session.ts'
import { accountRoutes } from './modules/accounts/routes.ts'
import { adminDashboardRoutes } from './modules/admin-dashboard/routes.ts'
import { adminRoutes } from './modules/admin/routes.ts'
import { adminSettingsRoutes } from './modules/admin-settings/routes.ts'
import { brandRoutes } from './modules/brands/routes.ts'
import { demoRoutes } from './modules/demo/routes.ts'
import { mailboxGate, registerDevMailbox } from './modules/dev-mailbox/pages.ts'
import { inquiryRoutes } from './modules/inquiries/routes.ts'
import { leadMagnetRoutes } from './modules/lead-magnets/routes.ts'
import { resellerHubRoutes } from './modules/reseller-hub/routes.ts'
import { roleUpdaterRoutes } from './modules/role-updater/routes.ts'
import { searchRoutes } from './modules/search/routes.ts'
import { sessionRoutes } from './modules/session/routes.ts'
import { systemRoutes } from './modules/system/routes.ts'
import { telemetryRoutes } from './modules/telemetry/routes.ts'
import { userRoutes } from './modules/users/routes.ts'
import { catalogRoutes } from './modules/catalogs/routes.ts'
import { mediaRoutes } from './modules/media/routes.ts'
import { brandProductRoutes } from './modules/brand-products/routes.ts'
import { emailPreviewRoutes } from './modules/email-preview/routes.ts'
import { emailRoutingRoutes } from './modules/email-routing/routes.ts'
import { mailOutboxRoutes } from './modules/mail-outbox/routes.ts'
import { resellerAccountRoutes } from './modules/reseller-accounts/routes.ts'
import { brandsDirectoryRoutes } from './modules/brands-directory/routes.ts'
import { brandImportRoutes } from './modules/brand-import/routes.ts'
import { brandOrderRoutes } from './modules/brand-orders/routes.ts'
import { resellerOrderRoutes } from './modules/reseller-orders/routes.ts'
import { resellerAddressRoutes } from './modules/reseller-addresses/routes.ts'
import { orderDocumentRoutes } from './modules/order-documents/routes.ts'
import { brandResellerRoutes } from './modules/brand-resellers/routes.ts'
import { brandApplicationRoutes } from './modules/brand-applications/routes.ts'
import { liveRoutes } from './modules/live/routes.ts'
import { messageRoutes } from './modules/messages/routes.ts'
import { brandDashboardRoutes } from './modules/brand-dashboard/routes.ts'
import { resellerDashboardRoutes } from './modules/reseller-dashboard/routes.ts'
import { resellerSettingsRoutes } from './modules/reseller-settings/routes.ts'
import { letterRoutes } from './modules/letters/routes.ts'
import { protectionRoutes } from './modules/protection/routes.ts'
import { mapPolicyRoutes } from './modules/map-policy/routes.ts'
import { listingsImportRoutes } from './modules/listings-import/routes.ts'
import { resellerComplianceRoutes } from './modules/reseller-compliance/routes.ts'
import { protectionAnalyticsRoutes } from './modules/protection-analytics/routes.ts'
import { brandAnalyticsRoutes } from './modules/brand-analytics/routes.ts'
import { brandPortalRoutes } from './modules/brand-portal/routes.ts'
import { brandSettingsRoutes } from './modules/brand-settings/routes.ts'
import { billingRoutes } from './modules/billing/routes.ts'
import { paymentCspSources } from './modules/billing/payment-provider.ts'
import { resellerBrandRoutes } from './modules/reseller-brands/routes.ts'
import { auditLogRoutes } from './modules/audit-log/routes.ts'
import { monitoringRoutes } from './modules/monitoring/routes.ts'
import {
  loadSitePages,
  renderRobots,
  renderSitemap,
  sitePageBody,
  type SitePage,
} from './modules/site/site-pages.ts'

/** Every API route, in one list: registered, documented and covered by the authorization matrix. */
export function apiRoutes(): RouteDef[] {
  const routes: RouteDef[] = [
    ...sessionRoutes,
    ...accountRoutes,
    ...adminRoutes,
    ...adminSettingsRoutes,
    ...roleUpdaterRoutes,
    ...demoRoutes,
    ...inquiryRoutes,
    ...leadMagnetRoutes,
    ...resellerHubRoutes,
    ...brandRoutes,
    ...searchRoutes,
    ...telemetryRoutes,
    ...catalogRoutes,
    ...mediaRoutes,
    ...brandProductRoutes,
    ...emailRoutingRoutes,
    ...emailPreviewRoutes,
    ...mailOutboxRoutes,
    ...resellerAccountRoutes,
    ...brandsDirectoryRoutes,
    ...brandImportRoutes,
    ...brandOrderRoutes,
    ...resellerOrderRoutes,
    ...resellerAddressRoutes,
    ...orderDocumentRoutes,
    ...brandResellerRoutes,
    ...brandApplicationRoutes,
    ...messageRoutes,
    ...liveRoutes,
    ...adminDashboardRoutes,
    ...userRoutes,
    ...brandDashboardRoutes,
    ...brandAnalyticsRoutes,
    ...brandPortalRoutes,
    ...brandSettingsRoutes,
    ...billingRoutes,
    ...resellerBrandRoutes,
    ...resellerDashboardRoutes,
    ...resellerSettingsRoutes,
    ...letterRoutes,
    ...protectionRoutes,
    ...mapPolicyRoutes,
    ...listingsImportRoutes,
    ...resellerComplianceRoutes,
    ...protectionAnalyticsRoutes,
    ...auditLogRoutes,
    ...monitoringRoutes,
  ]
  // The system routes (OpenAPI, docs) describe the whole list, themselves included.
  const all: RouteDef[] = [...routes, ...systemRoutes(() => all)]
  return all
}

export interface AppOptions {
  /** The built client (dist/client); when absent only the API is served. */
  staticDir?: string | undefined
  /** The prerendered public pages (dist/site). */
  siteDir?: string | undefined
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>()
  const routes = apiRoutes()

  app.use('*', clientIp({ trustProxy: deps.env.trustProxy }))
  // Razorpay's checkout.js and its window, only when Razorpay is configured.
  const payment = paymentCspSources(deps.env)
  const documentHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...payment.script],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", ...payment.connect],
      frameSrc: ["'self'", ...payment.frame],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
  })
  app.use('*', async (c, next) => {
    // Hashed assets are scripts, styles and images, for which a Content-Security-Policy and the
    // other document headers mean nothing; sending them cost ~0.9 KB per file, 25 files a page.
    if (!c.req.path.startsWith('/assets/')) return documentHeaders(c, next)
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Cross-Origin-Resource-Policy', 'same-origin')
  })
  app.use('*', compressResponses())

  // JSON bodies are small; an upload route names its own, larger limit. Both hold for chunked
  // bodies too (the middleware counts the bytes as they arrive).
  const jsonLimit = limitBody(JSON_BODY_LIMIT_BYTES, (c) =>
    c.json({ code: 'BODY_TOO_LARGE', message: MESSAGES.bodyTooLarge }, 413),
  )
  // Routes with parameters (an admin importing for /api/admin/brands/:entryId/...) are matched
  // by pattern.
  const uploadLimits = routes.flatMap((r) =>
    r.upload
      ? [
          {
            method: r.method.toUpperCase(),
            path: new RegExp(`^${r.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
            limit: limitBody(r.upload.maxBytes, (c) => c.json(r.upload!.tooLarge, 413)),
          },
        ]
      : [],
  )
  const uploadLimitOf = (method: string, path: string) =>
    uploadLimits.find((u) => u.method === method && u.path.test(path))?.limit
  // A GET or HEAD body is never read, and asking for it would build a full web Request.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : (uploadLimitOf(c.req.method, c.req.path) ?? jsonLimit)(c, next),
  )
  app.use('/api/*', originCheck(deps.env.trustedOrigins))
  // Before the auth handler too: a session the gate no longer allows (a reseller rejected after
  // signing in, an idle one) is ended before better-auth could answer get-session with it.
  app.use('/api/*', resolveViewer(deps))

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const sub = c.req.path.slice('/api/auth'.length)
    // /reset-password/:token is the e-mailed link that checks the token and redirects.
    if (!PUBLIC_AUTH_PATHS.has(sub) && !/^\/reset-password\/[\w-]+$/.test(sub)) {
      return c.json({ code: 'NOT_FOUND', message: 'Unknown API endpoint' }, 404)
    }
    const response = await deps.auth.handler(c.req.raw)
    // better-auth answers a bare 500 for a failed query too: a database outage is a 503.
    if (response.status >= 500 && !(await databaseReachable(deps.db))) {
      return databaseUnavailable(c)
    }
    // better-auth answers a 500 for bodies it cannot parse; a malformed request is a 400.
    if (response.status >= 500 && c.req.method === 'POST') {
      deps.logger.warn(`auth ${sub} answered ${response.status}`)
      return c.json({ code: 'BAD_REQUEST', message: MESSAGES.invalidInput }, 400)
    }
    return response
  })

  app.use('/api/*', async (c, next) => {
    await next()
    if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store')
  })
  registerRoutes(app, deps, [...routes])

  if (deps.env.demoMode) {
    for (const pattern of ['/dev/mailbox', '/dev/mailbox/*']) {
      app.use(pattern, resolveViewer(deps), mailboxGate(deps))
    }
    registerDevMailbox(app, deps)
  }

  // 000 §2: /admin goes to the login; /admin-dashboard/* to /admin/dashboard/* (search kept;
  // the browser keeps the hash across a redirect).
  app.get('/admin', (c) => c.redirect('/admin/login', 302))
  app.get('/admin-dashboard/*', (c) => redirectAdminDashboard(c.req.url, c.redirect.bind(c)))
  app.get('/admin-dashboard', (c) => redirectAdminDashboard(c.req.url, c.redirect.bind(c)))

  // 000 §2: /sitemap.xml and /robots.txt, generated from the site map.
  const started = new Date()
  app.get('/sitemap.xml', (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8')
    c.header('Cache-Control', 'public, max-age=3600')
    return c.body(renderSitemap(deps.env.appUrl, started))
  })
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600')
    return c.text(renderRobots(deps.env.appUrl))
  })

  if (options.siteDir) mountSitePages(app, loadSitePages(options.siteDir, deps.env.appUrl))
  if (options.staticDir && fs.existsSync(path.join(options.staticDir, 'index.html'))) {
    // Investor Demo Setup's page answers as its API does (decision 009): for this machine in demo
    // mode, or a signed-in admin. Anyone else gets the app with 401 or 403, which shows them
    // 'Access denied' (the page reads nothing it may not).
    app.use('/demo-setup', resolveViewer(deps), async (c, next) => {
      await next()
      const viewer = c.get('viewer')
      if (c.res.status !== 200 || demoAccessAllowed(viewer, deps.env.demoMode, c.get('clientIp'))) {
        return
      }
      c.res = new Response(c.res.body, { status: viewer ? 403 : 401, headers: c.res.headers })
    })
    mountClient(app, options.staticDir)
  }

  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: MESSAGES.notFound }, 404))
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      // A file over its own limit inside an accepted body: still a 413, still closed (body-limit.ts).
      return c.json(error.body, error.status, error.status === 413 ? CLOSE_CONNECTION : {})
    }
    if (error instanceof HTTPException) {
      const status = error.status
      return c.json({ code: 'HTTP_ERROR', message: error.message || MESSAGES.invalidInput }, status)
    }
    // Nothing wrong with the request: the database cannot be reached, so come back in a moment.
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn(`${c.req.method} ${c.req.path}: database unavailable`, error)
      return databaseUnavailable(c)
    }
    deps.logger.error(`${c.req.method} ${c.req.path} failed`, error)
    return c.json({ code: 'INTERNAL', message: 'Something went wrong' }, 500)
  })
  return app
}

function redirectAdminDashboard(
  url: string,
  redirect: (location: string, status: 302) => Response,
) {
  const u = new URL(url)
  const rest = u.pathname.slice('/admin-dashboard'.length)
  return redirect(`/admin/dashboard${rest}${u.search}`, 302)
}

function mountSitePages(app: Hono<AppEnv>, pages: Map<string, SitePage>) {
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const page = pages.get(normalizeSitePath(c.req.path))
    if (page === undefined) return next()
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', 'Accept-Encoding')
    const { body, encoding } = sitePageBody(page, c.req.header('Accept-Encoding'))
    if (encoding === undefined) return c.html(body)
    // Already compressed: the compress middleware leaves a response with Content-Encoding alone.
    c.header('Content-Encoding', encoding)
    return c.body(body, 200, { 'Content-Type': 'text/html; charset=UTF-8' })
  })
}

function mountClient(app: Hono<AppEnv>, staticDir: string) {
  const root = path.relative(process.cwd(), staticDir) || '.'
  const indexHtml = fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8')
  app.use('/assets/*', async (c, next) => {
    await next()
    // Vite puts a content hash in every file name under /assets.
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  })
  // The build writes .br and .gz copies (scripts/precompress.ts).
  app.use('/assets/*', serveStatic({ root, precompressed: true }))
  // Only real files (paths with an extension): `/` and the app's routes go to the SPA fallback.
  const files = serveStatic({
    root,
    index: '',
    precompressed: true,
    onFound: (file, c) => {
      // The service worker must be re-checked on every visit, or a new build never takes over.
      if (file.endsWith('sw.js')) c.header('Cache-Control', 'no-cache')
    },
  })
  app.use('*', (c, next) => (path.extname(c.req.path) ? files(c, next) : next()))
  // A missing file (a path with an extension) is a plain 404. Any other path gets the SPA, whose
  // router shows the screen, or its not-found page: then with a 404, since a 200 there is a soft
  // 404 that search engines index. The app's paths are shared with its router (app-routes.ts).
  app.get('*', (c) => {
    if (path.extname(c.req.path) !== '' || c.req.path.startsWith('/api/')) {
      return c.text('Not found', 404)
    }
    c.header('Cache-Control', 'no-cache')
    return c.html(indexHtml, isAppPath(c.req.path) || isSitePath(c.req.path) ? 200 : 404)
  })
}
