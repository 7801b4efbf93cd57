/**
 * A connection's credentials never leave the sealed column (shared/monitoring.ts): distinctive
 * secret strings are entered for each source, changed, listed, audited and refused by a
 * provider, and every answer body, every log line, every audit row, every outbox mail and the
 * database's monitoring rows are searched for them (and for the sealed text in answers).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { MonitoringConnection } from '#shared/monitoring.ts'
import { createApp } from '#server/app.ts'
import type { Logger } from '#server/lib/logger.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { createUser, signIn } from '#testing/factories.ts'
import { get, patch, post, send, type RequestTarget } from '#testing/http.ts'
import { protectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { markConnectionFailing } from './connection-health.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' })
})
afterAll(() => t.close())

const mark = (name: string) => `LEAKCHECK-${name}-${crypto.randomUUID()}`

test('no answer, log line, audit row, mail or database row but the sealed one holds a credential', async () => {
  const secrets = {
    amazonClientId: mark('amzn-client-id'),
    amazonClientSecret: mark('amzn-client-secret'),
    amazonRefreshToken: `Atzr|${mark('amzn-refresh')}`,
    keepaKey: mark('keepa-key'),
    keepaNewKey: mark('keepa-new-key'),
    ebayClientId: mark('ebay-client-id'),
    ebayClientSecret: mark('ebay-client-secret'),
  }
  const logged: string[] = []
  const printed: string[] = []
  const record =
    (level: string): Logger[keyof Logger] =>
    (message, detail) => {
      logged.push(`${level} ${message} ${detail === undefined ? '' : JSON.stringify(detail)}`)
    }
  const logger: Logger = {
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    debug: record('debug'),
  }
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(' '))
    })
  }
  const app: RequestTarget = createApp({ ...t.deps, logger })
  const answers: string[] = []
  const call = async (response: Promise<Response>, status?: number) => {
    const r = await response
    const text = await r.text()
    answers.push(text)
    if (status !== undefined) expect(r.status, text).toBe(status)
    return text
  }

  try {
    const brand = await protectedBrand(t.deps, { products: [{ map: '20.00' }, { map: '30.00' }] })
    const cookie = await signIn(app, brand.user)
    const amazon = JSON.parse(
      await call(
        post(
          app,
          '/api/brand/monitoring/connections',
          {
            source: 'amazon_sp_api',
            credentials: {
              clientId: secrets.amazonClientId,
              clientSecret: secrets.amazonClientSecret,
              refreshToken: secrets.amazonRefreshToken,
            },
            sites: ['amazon.com', 'amazon.ca'],
            frequencyHours: 4,
          },
          { cookie },
        ),
        201,
      ),
    ) as MonitoringConnection
    const keepa = JSON.parse(
      await call(
        post(
          app,
          '/api/brand/monitoring/connections',
          {
            source: 'keepa_api',
            credentials: { apiKey: secrets.keepaKey },
            sites: ['amazon.de'],
            frequencyHours: 6,
          },
          { cookie },
        ),
        201,
      ),
    ) as MonitoringConnection
    const ebay = JSON.parse(
      await call(
        post(
          app,
          '/api/brand/monitoring/connections',
          {
            source: 'ebay_browse',
            credentials: { clientId: secrets.ebayClientId, clientSecret: secrets.ebayClientSecret },
            sites: ['ebay.com'],
            frequencyHours: 24,
          },
          { cookie },
        ),
        201,
      ),
    ) as MonitoringConnection
    // Refusals quote no credential either: a second Keepa, bad sites, another source's shape.
    await call(
      post(
        app,
        '/api/brand/monitoring/connections',
        {
          source: 'keepa_api',
          credentials: { apiKey: secrets.keepaKey },
          sites: ['amazon.com'],
          frequencyHours: 6,
        },
        { cookie },
      ),
      409,
    )
    await call(
      post(
        app,
        '/api/brand/monitoring/connections',
        {
          source: 'keepa_api',
          credentials: { apiKey: secrets.keepaKey, clientSecret: secrets.ebayClientSecret },
          sites: ['ebay.com'],
          frequencyHours: 5,
        },
        { cookie },
      ),
      400,
    )
    await call(
      patch(
        app,
        `/api/brand/monitoring/connections/${ebay.id}`,
        { credentials: { apiKey: secrets.keepaKey } },
        { cookie },
      ),
      400,
    )
    await call(
      patch(
        app,
        `/api/brand/monitoring/connections/${keepa.id}`,
        { credentials: { apiKey: secrets.keepaNewKey }, frequencyHours: 2 },
        { cookie },
      ),
      200,
    )
    await call(
      post(app, `/api/brand/monitoring/connections/${amazon.id}/check-now`, {}, { cookie }),
      202,
    )
    // The provider refuses a credential, quoting it.
    await markConnectionFailing(
      { ...t.deps, logger },
      ebay.id,
      `invalid_client: client ${secrets.ebayClientId} with secret ${secrets.ebayClientSecret} refused`,
    )
    await call(get(app, '/api/brand/monitoring', { cookie }), 200)
    await call(get(app, '/api/brand/monitoring/coverage', { cookie }), 200)
    await call(get(app, '/api/brand/monitoring/coverage?filter=failing', { cookie }), 200)
    // Another brand trying them.
    const other = await signIn(app, (await protectedBrand(t.deps)).user)
    await call(
      send(app, 'DELETE', `/api/brand/monitoring/connections/${amazon.id}`, { cookie: other }),
      404,
    )
    await call(get(app, '/api/brand/monitoring', { cookie: other }), 200)
    // The admin's audit screens.
    const admin = await signIn(app, await createUser(t.deps, 'admin'))
    await call(get(app, '/api/admin/audit-log?pageSize=100', { cookie: admin }), 200)
    await call(
      get(app, '/api/admin/audit-log?targetType=monitoring_connection', { cookie: admin }),
      200,
    )
    await call(get(app, '/api/admin/audit-log/export.csv', { cookie: admin }), 200)
    // Disconnecting Amazon last: its row is gone, the others are searched in the database.
    await call(
      send(app, 'DELETE', `/api/brand/monitoring/connections/${amazon.id}`, { cookie }),
      204,
    )

    const values = Object.values(secrets)
    const sealed = (
      await rowsOf<{ credentials_sealed: string }>(
        t.deps.db,
        sql`select credentials_sealed from monitoring_connections where brand_id = ${brand.entryId}`,
      )
    ).map((r) => r.credentials_sealed)
    expect(sealed).toHaveLength(2)
    const auditRows = await rowsOf<Record<string, unknown>>(t.deps.db, sql`select * from audit_log`)
    const auditText = JSON.stringify(auditRows)
    expect(auditText).toContain('monitoring_connection.updated')
    const mails = await rowsOf<Record<string, unknown>>(t.deps.db, sql`select * from mail_outbox`)
    const mailText = JSON.stringify(mails)
    expect(mailText).toContain('stopped: the credentials were refused')
    // Every column of the monitoring tables, the sealed one included (as text).
    const dump = JSON.stringify([
      ...(await rowsOf(
        t.deps.db,
        sql`select row_to_json(c)::text as r from monitoring_connections c`,
      )),
      ...(await rowsOf(
        t.deps.db,
        sql`select row_to_json(c)::text as r from monitoring_coverage c`,
      )),
      ...(await rowsOf(
        t.deps.db,
        sql`select row_to_json(b)::text as r from monitoring_rate_budgets b`,
      )),
    ])
    expect(dump).toContain(sealed[0]!)
    const answersText = answers.join('\n')
    // The answers were read: the connections are listed, with their failure in words.
    expect(answersText).toContain('eBay Browse API')
    expect(answersText).toContain('[REDACTED]')
    const where: Record<string, string> = {
      answers: answersText,
      logged: logged.join('\n'),
      printed: printed.join('\n'),
      audit: auditText,
      mails: mailText,
      database: dump,
    }
    for (const [place, text] of Object.entries(where)) {
      for (const value of values)
        expect(text.includes(value), `${place} holds a credential`).toBe(false)
      // Nor the word the marks share (a credential cut or re-encoded would still show it).
      expect(text.includes('LEAKCHECK'), `${place} holds part of a credential`).toBe(false)
    }
    for (const s of sealed) expect(answersText.includes(s)).toBe(false)
    expect(answersText).not.toMatch(/credentialsSealed|credentials_sealed|budgetKey|budget_key/)
  } finally {
    vi.restoreAllMocks()
  }
})
