/**
 * Settings → Monitoring's API (shared/monitoring.ts): connecting each source with its
 * credentials (sealed, never answered), the refusals, another brand's connection, changing and
 * disconnecting, the coverage figures and list, and a failing credential telling the brand once.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  COVERAGE_PAGE_SIZE,
  type CoveragePage,
  type MonitoringConnection,
  type MonitoringOverview,
} from '#shared/monitoring.ts'
import { MONITORING_ERRORS, MONITORING_FAILURE_NOTICE } from '#shared/monitoring-texts.ts'
import { NO_NUL_MESSAGE } from '#shared/schemas/common.ts'
import { createApp } from '#server/app.ts'
import {
  auditLog,
  monitoringConnections,
  monitoringCoverage,
  products,
} from '#server/db/schema/index.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { mailsTo, signIn } from '#testing/factories.ts'
import { bodyOf, get, patch, post, send, type RequestTarget } from '#testing/http.ts'
import { protectedBrand, uniqueGtin, type ProtectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { markConnectionFailing, markConnectionHealthy } from './connection-health.ts'
import { budgetKeyOf, openCredentials } from './credentials.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

const API = '/api/brand/monitoring'
const CONNECTIONS = `${API}/connections`

const KEEPA = () => ({
  source: 'keepa_api',
  credentials: { apiKey: `keepa-${crypto.randomUUID()}` },
  sites: ['amazon.com', 'amazon.de'],
  frequencyHours: 6,
  extraWeekend: true,
  extraEvening: false,
  timeZone: 'Europe/Berlin',
})
const AMAZON = () => ({
  source: 'amazon_sp_api',
  credentials: {
    clientId: `amzn1.application-oa2-client.${crypto.randomUUID()}`,
    clientSecret: `amzn-secret-${crypto.randomUUID()}`,
    refreshToken: `Atzr|${crypto.randomUUID()}`,
  },
  sites: ['amazon.com'],
  frequencyHours: 1,
})
const EBAY = () => ({
  source: 'ebay_browse',
  credentials: {
    clientId: `ebay-app-${crypto.randomUUID()}`,
    clientSecret: `PRD-${crypto.randomUUID()}`,
  },
  sites: ['ebay.com', 'ebay.co.uk'],
  frequencyHours: 24,
})

/** The keys a connection answer has: nothing else (no credentials, no sealed text). */
const CONNECTION_KEYS = [
  'baseUrl',
  'checksPerDayAllowed',
  'checksPerDayWanted',
  'createdAt',
  'extraEvening',
  'extraWeekend',
  'failingSince',
  'failure',
  'frequencyHours',
  'id',
  'lastRunAt',
  'sites',
  'source',
  'status',
  'timeZone',
]

async function brandWith(productCount: number) {
  const brand = await protectedBrand(t.deps, {
    products: Array.from({ length: productCount }, (_, i) => ({
      name: `Kettle ${i + 1}`,
      map: '20.00',
    })),
  })
  return { brand, cookie: await signIn(t.app, brand.user) }
}

async function connect(
  cookie: string,
  body: Record<string, unknown>,
  app: RequestTarget = t.app,
): Promise<MonitoringConnection> {
  const response = await post(app, CONNECTIONS, body, { cookie })
  expect(response.status, await response.clone().text()).toBe(201)
  return bodyOf<MonitoringConnection>(response)
}

async function storedRow(id: string) {
  const [row] = await t.deps.db
    .select()
    .from(monitoringConnections)
    .where(eq(monitoringConnections.id, id))
  return row
}

async function coverageOf(connectionId: string) {
  return t.deps.db
    .select()
    .from(monitoringCoverage)
    .where(eq(monitoringCoverage.connectionId, connectionId))
}

describe('connecting', () => {
  test.each([
    ['keepa_api', KEEPA],
    ['amazon_sp_api', AMAZON],
    ['ebay_browse', EBAY],
  ] as const)(
    '%s: 201, the answer has no credential field, the row only the sealed text, every product × site planned',
    async (source, body) => {
      const { brand, cookie } = await brandWith(3)
      const input = body()
      const response = await post(t.app, CONNECTIONS, input, { cookie })
      expect(response.status).toBe(201)
      const text = await response.text()
      for (const value of Object.values(input.credentials)) expect(text).not.toContain(value)
      const connection = JSON.parse(text) as MonitoringConnection
      expect(Object.keys(connection).sort()).toEqual(CONNECTION_KEYS)
      expect(connection).toMatchObject({
        source,
        sites: input.sites,
        frequencyHours: input.frequencyHours,
        status: 'active',
        failure: null,
        baseUrl: null,
      })
      expect(connection.checksPerDayWanted).toBeGreaterThan(0)
      expect(connection.checksPerDayAllowed).toBeGreaterThan(0)

      const row = await storedRow(connection.id)
      expect(row!.brandId).toBe(brand.entryId)
      expect(row!.credentialsSealed).toMatch(/^v1\./)
      for (const value of Object.values(input.credentials))
        expect(row!.credentialsSealed).not.toContain(value)
      expect(openCredentials(t.deps.env, row!)).toEqual(input.credentials)
      const identity =
        'apiKey' in input.credentials ? input.credentials.apiKey : input.credentials.clientId
      expect(row!.budgetKey).toBe(budgetKeyOf(source, identity))

      const coverage = await coverageOf(connection.id)
      expect(coverage).toHaveLength(3 * input.sites.length)
      expect(coverage.every((c) => c.lastCheckedAt === null && c.status === 'pending')).toBe(true)
      // The first check is asked for at once.
      expect(coverage.every((c) => c.nextCheckAt.getTime() <= Date.now())).toBe(true)
    },
  )

  test('time zone and extras default when left out', async () => {
    const { cookie } = await brandWith(1)
    const connection = await connect(cookie, AMAZON())
    expect(connection).toMatchObject({
      timeZone: 'America/New_York',
      extraWeekend: true,
      extraEvening: true,
    })
  })

  test('a second connection of the same source is 409, and the first is kept', async () => {
    const { brand, cookie } = await brandWith(1)
    const first = await connect(cookie, KEEPA())
    const again = await post(t.app, CONNECTIONS, KEEPA(), { cookie })
    expect(again.status).toBe(409)
    expect(await bodyOf(again)).toMatchObject({
      message: MONITORING_ERRORS.alreadyConnected('keepa_api'),
    })
    const rows = await t.deps.db
      .select({ id: monitoringConnections.id })
      .from(monitoringConnections)
      .where(eq(monitoringConnections.brandId, brand.entryId))
    expect(rows).toEqual([{ id: first.id }])
    // Another source is another connection.
    await connect(cookie, EBAY())
  })

  test.each([
    [
      'a site the source cannot watch',
      { ...KEEPA(), sites: ['ebay.com'] },
      MONITORING_ERRORS.siteNotForSource('keepa_api'),
    ],
    ['no site', { ...EBAY(), sites: [] }, MONITORING_ERRORS.sitesRequired],
    ['a frequency of 5 hours', { ...KEEPA(), frequencyHours: 5 }, MONITORING_ERRORS.frequency],
    ['a NUL byte', { ...KEEPA(), credentials: { apiKey: 'ab\u0000cd' } }, NO_NUL_MESSAGE],
    [
      'an empty credential',
      { ...EBAY(), credentials: { clientId: '  ', clientSecret: 'x' } },
      MONITORING_ERRORS.credentialRequired('App id (client id)'),
    ],
    [
      'another source’s credentials',
      { ...EBAY(), credentials: { apiKey: 'k' } },
      MONITORING_ERRORS.credentialRequired('App id (client id)'),
    ],
    ['an unknown source', { ...KEEPA(), source: 'walmart' }, MONITORING_ERRORS.unknownSource],
    ['an unknown time zone', { ...KEEPA(), timeZone: 'Mars/Olympus' }, MONITORING_ERRORS.timeZone],
    [
      'a base URL (not a test server)',
      { ...KEEPA(), baseUrl: 'http://127.0.0.1:9999' },
      MONITORING_ERRORS.baseUrlNotAllowed,
    ],
    [
      'a base URL that is not http',
      { ...KEEPA(), baseUrl: 'file:///etc/passwd' },
      MONITORING_ERRORS.baseUrlInvalid,
    ],
  ])('%s is 400 with a clear message, and nothing is stored', async (_name, body, message) => {
    const { brand, cookie } = await brandWith(1)
    const response = await post(t.app, CONNECTIONS, body, { cookie })
    expect(response.status).toBe(400)
    const answer = await bodyOf<{ message: string }>(response)
    expect(answer.message).toBe(message)
    const rows = await t.deps.db
      .select({ id: monitoringConnections.id })
      .from(monitoringConnections)
      .where(eq(monitoringConnections.brandId, brand.entryId))
    expect(rows).toEqual([])
  })

  test('a test server (MONITORING_BASE_URLS=allow) may set a base URL, and says so', async () => {
    const allowing = createApp({
      ...t.deps,
      env: { ...t.deps.env, MONITORING_BASE_URLS: 'allow' },
    })
    const { cookie } = await brandWith(1)
    const connection = await connect(
      cookie,
      { ...KEEPA(), baseUrl: 'http://127.0.0.1:45678/' },
      allowing,
    )
    expect(connection.baseUrl).toBe('http://127.0.0.1:45678')
    const overview = await bodyOf<MonitoringOverview>(await get(allowing, API, { cookie }))
    expect(overview.baseUrlAllowed).toBe(true)
    expect(
      (await bodyOf<MonitoringOverview>(await get(t.app, API, { cookie }))).baseUrlAllowed,
    ).toBe(false)
    // Off a test server the base URL can be cleared, not set.
    const cleared = await patch(
      t.app,
      `${CONNECTIONS}/${connection.id}`,
      { baseUrl: null },
      { cookie },
    )
    expect(cleared.status).toBe(200)
    expect((await bodyOf<MonitoringConnection>(cleared)).baseUrl).toBeNull()
    const set = await patch(
      t.app,
      `${CONNECTIONS}/${connection.id}`,
      { baseUrl: 'http://127.0.0.1:1' },
      { cookie },
    )
    expect(set.status).toBe(400)
  })

  test('a brand without a directory entry sees nothing and cannot connect', async () => {
    const { cookie, brand } = await brandWith(0)
    await t.deps.db.execute(
      sql`update brands_directory set owner_user_id = null, contact_email = ${`gone-${crypto.randomUUID()}@example.com`} where id = ${brand.entryId}`,
    )
    const overview = await bodyOf<MonitoringOverview>(await get(t.app, API, { cookie }))
    expect(overview.connections).toEqual([])
    expect(overview.coverage.total).toBe(0)
    expect((await post(t.app, CONNECTIONS, KEEPA(), { cookie })).status).toBe(404)
  })
})

describe("another brand's connection", () => {
  test('is not found for PATCH, DELETE and check-now, and stays as it was', async () => {
    const owner = await brandWith(2)
    const other = await brandWith(1)
    const connection = await connect(owner.cookie, KEEPA())
    const before = await storedRow(connection.id)
    const path = `${CONNECTIONS}/${connection.id}`
    const attempts = [
      patch(t.app, path, { frequencyHours: 1 }, { cookie: other.cookie }),
      patch(t.app, path, { credentials: { apiKey: 'stolen-key' } }, { cookie: other.cookie }),
      send(t.app, 'DELETE', path, { cookie: other.cookie }),
      post(t.app, `${path}/check-now`, {}, { cookie: other.cookie }),
    ]
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404)
      expect(await bodyOf(response)).toMatchObject({ message: MONITORING_ERRORS.notFound })
    }
    expect(await storedRow(connection.id)).toEqual(before)
    // Nor is it in the other brand's overview or coverage.
    const overview = await bodyOf<MonitoringOverview>(
      await get(t.app, API, { cookie: other.cookie }),
    )
    expect(overview.connections).toEqual([])
    const page = await bodyOf<CoveragePage>(
      await get(t.app, `${API}/coverage`, { cookie: other.cookie }),
    )
    expect(page.total).toBe(0)
  })

  test('an id that is not a uuid is 400, an unknown one 404', async () => {
    const { cookie } = await brandWith(1)
    expect((await patch(t.app, `${CONNECTIONS}/nope`, { paused: true }, { cookie })).status).toBe(
      400,
    )
    expect(
      (await patch(t.app, `${CONNECTIONS}/${crypto.randomUUID()}`, { paused: true }, { cookie }))
        .status,
    ).toBe(404)
  })
})

describe('changing and disconnecting', () => {
  test('PATCH replaces the credentials: the stored row opens to the new ones, with their budget', async () => {
    const { cookie } = await brandWith(1)
    const connection = await connect(cookie, EBAY())
    const fresh = { clientId: 'ebay-app-new-0001', clientSecret: 'PRD-new-secret-0001' }
    const response = await patch(
      t.app,
      `${CONNECTIONS}/${connection.id}`,
      { credentials: { clientId: ` ${fresh.clientId} `, clientSecret: fresh.clientSecret } },
      { cookie },
    )
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toContain(fresh.clientSecret)
    expect(text).not.toContain(fresh.clientId)
    const row = await storedRow(connection.id)
    expect(openCredentials(t.deps.env, row!)).toEqual(fresh)
    expect(row!.budgetKey).toBe(budgetKeyOf('ebay_browse', fresh.clientId))
  })

  test('PATCH refuses credentials or sites of another source, and an empty change', async () => {
    const { cookie } = await brandWith(1)
    const connection = await connect(cookie, KEEPA())
    const path = `${CONNECTIONS}/${connection.id}`
    const wrong = await patch(
      t.app,
      path,
      { credentials: { clientId: 'a', clientSecret: 'b' } },
      { cookie },
    )
    expect(wrong.status).toBe(400)
    const sites = await patch(t.app, path, { sites: ['ebay.com'] }, { cookie })
    expect(sites.status).toBe(400)
    expect(await bodyOf(sites)).toMatchObject({
      message: MONITORING_ERRORS.siteNotForSource('keepa_api'),
    })
    const empty = await patch(t.app, path, {}, { cookie })
    expect(empty.status).toBe(400)
    expect(await bodyOf(empty)).toMatchObject({ message: MONITORING_ERRORS.nothingToChange })
    const frequency = await patch(t.app, path, { frequencyHours: 7 }, { cookie })
    expect(frequency.status).toBe(400)
  })

  test('PATCH changes sites and schedule (coverage follows), pauses and resumes', async () => {
    const { cookie } = await brandWith(2)
    const connection = await connect(cookie, KEEPA())
    const path = `${CONNECTIONS}/${connection.id}`
    const changed = await bodyOf<MonitoringConnection>(
      await patch(
        t.app,
        path,
        { sites: ['amazon.co.uk'], frequencyHours: 12, extraEvening: true, timeZone: 'Asia/Tokyo' },
        { cookie },
      ),
    )
    expect(changed).toMatchObject({
      sites: ['amazon.co.uk'],
      frequencyHours: 12,
      extraEvening: true,
      timeZone: 'Asia/Tokyo',
    })
    const coverage = await coverageOf(connection.id)
    expect(coverage.map((c) => c.site)).toEqual(['amazon.co.uk', 'amazon.co.uk'])
    const paused = await bodyOf<MonitoringConnection>(
      await patch(t.app, path, { paused: true }, { cookie }),
    )
    expect(paused.status).toBe('paused')
    const resumed = await bodyOf<MonitoringConnection>(
      await patch(t.app, path, { paused: false }, { cookie }),
    )
    expect(resumed.status).toBe('active')
  })

  test('DELETE removes the row, its credentials and its coverage, and the audit says so', async () => {
    const { cookie } = await brandWith(2)
    const connection = await connect(cookie, KEEPA())
    expect(await coverageOf(connection.id)).toHaveLength(4)
    const response = await send(t.app, 'DELETE', `${CONNECTIONS}/${connection.id}`, { cookie })
    expect(response.status).toBe(204)
    expect(await storedRow(connection.id)).toBeUndefined()
    expect(await coverageOf(connection.id)).toEqual([])
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, connection.id))
      .orderBy(auditLog.createdAt)
    expect(entries.map((e) => e.action)).toEqual([
      'monitoring_connection.created',
      'monitoring_connection.deleted',
    ])
    expect(JSON.stringify(entries[1]!.after)).toContain('credentials and coverage were deleted')
    // Gone for good: a second DELETE is 404.
    expect(
      (await send(t.app, 'DELETE', `${CONNECTIONS}/${connection.id}`, { cookie })).status,
    ).toBe(404)
  })

  test('check now makes every product × site due at once and answers how many (202)', async () => {
    const { brand, cookie } = await brandWith(3)
    const connection = await connect(cookie, KEEPA())
    const later = new Date(Date.now() + 3 * 3600_000)
    await t.deps.db
      .update(monitoringCoverage)
      .set({ nextCheckAt: later, lastCheckedAt: new Date(), status: 'ok' })
      .where(eq(monitoringCoverage.connectionId, connection.id))
    // A product added since is planned and checked too.
    await t.deps.db.insert(products).values({
      brandId: brand.user.id,
      name: 'New Kettle',
      approvalStatus: 'approved',
      gtin: uniqueGtin(),
      price: '10.00',
      wholesalePrice: '5.00',
    })
    const response = await post(t.app, `${CONNECTIONS}/${connection.id}/check-now`, {}, { cookie })
    expect(response.status).toBe(202)
    expect(await bodyOf(response)).toEqual({ due: 8 })
    const coverage = await coverageOf(connection.id)
    expect(coverage).toHaveLength(8)
    expect(coverage.every((c) => c.nextCheckAt.getTime() <= Date.now())).toBe(true)
  })
})

/** Sets the coverage rows of a connection's products on a site as a test needs them. */
async function setCoverage(
  connectionId: string,
  productId: string,
  site: string,
  values: Partial<typeof monitoringCoverage.$inferInsert>,
) {
  await t.deps.db
    .update(monitoringCoverage)
    .set(values)
    .where(
      and(
        eq(monitoringCoverage.connectionId, connectionId),
        eq(monitoringCoverage.productId, productId),
        eq(monitoringCoverage.site, site),
      ),
    )
}

describe('coverage', () => {
  let brand: ProtectedBrand
  let cookie: string
  let keepa: MonitoringConnection
  let amazon: MonitoringConnection

  beforeAll(async () => {
    ;({ brand, cookie } = await brandWith(4))
    // Keepa on amazon.com and .de, the SP-API on amazon.com: 4 × 2 distinct pairs.
    keepa = await connect(cookie, KEEPA())
    amazon = await connect(cookie, AMAZON())
    const [p1, p2, p3, p4] = brand.products.map((p) => p.id)
    const hour = 3600_000
    const now = Date.now()
    // p1: checked an hour ago by Keepa on .com (and failed by the SP-API there: still checked).
    await setCoverage(keepa.id, p1!, 'amazon.com', {
      lastCheckedAt: new Date(now - hour),
      status: 'ok',
      offersSeen: 3,
    })
    await setCoverage(amazon.id, p1!, 'amazon.com', { status: 'failing', error: 'Item not found' })
    // p2: checked two days ago on .com, over the budget since.
    await setCoverage(keepa.id, p2!, 'amazon.com', {
      lastCheckedAt: new Date(now - 48 * hour),
      status: 'over_budget',
    })
    // p3: failing on .de (never checked there), checked on .com 2 h ago.
    await setCoverage(keepa.id, p3!, 'amazon.de', { status: 'failing', error: 'Timed out' })
    await setCoverage(amazon.id, p3!, 'amazon.com', {
      lastCheckedAt: new Date(now - 2 * hour),
      status: 'not_found',
    })
    // p4: checked on both sites.
    await setCoverage(keepa.id, p4!, 'amazon.com', {
      lastCheckedAt: new Date(now - 3 * hour),
      status: 'ok',
    })
    await setCoverage(keepa.id, p4!, 'amazon.de', {
      lastCheckedAt: new Date(now - 3 * hour),
      status: 'ok',
    })
  })

  test('the overview counts product × site pairs once, across connections', async () => {
    const overview = await bodyOf<MonitoringOverview>(await get(t.app, API, { cookie }))
    expect(overview.connections.map((c) => c.source).sort()).toEqual(['amazon_sp_api', 'keepa_api'])
    expect(overview.coverage).toEqual({
      total: 8,
      // p1 .com, p3 .com, p4 .com, p4 .de
      checkedLast24h: 4,
      // p1 .de, p2 .de, p3 .de
      neverChecked: 3,
      // p3 .de (p1 .com has a good row besides its failing one)
      failing: 1,
      // p2 .com
      overBudget: 1,
    })
    // Every credential figure is in the connection's answer, never the credential.
    expect(overview.connections.find((c) => c.source === 'keepa_api')!.checksPerDayWanted).toBe(
      4 * 2 * 8,
    )
  })

  test('a failing connection makes its pairs failing unless another connection covers them', async () => {
    const { brand: b, cookie: c } = await brandWith(2)
    const connection = await connect(c, EBAY())
    await markConnectionFailing(t.deps, connection.id, 'invalid_client')
    const overview = await bodyOf<MonitoringOverview>(await get(t.app, API, { cookie: c }))
    expect(overview.coverage).toMatchObject({ total: 4, failing: 4, neverChecked: 4 })
    expect(overview.connections[0]).toMatchObject({ status: 'failing', failure: 'invalid_client' })
    const page = await bodyOf<CoveragePage>(
      await get(t.app, `${API}/coverage?filter=failing`, { cookie: c }),
    )
    expect(page.total).toBe(4)
    expect(page.rows.every((r) => r.status === 'failing' && r.error === 'invalid_client')).toBe(
      true,
    )
    expect(b.products).toHaveLength(2)
  })

  test('the list: one row per connection’s product × site, gaps first, with filters', async () => {
    const all = await bodyOf<CoveragePage>(await get(t.app, `${API}/coverage`, { cookie }))
    expect(all.total).toBe(12)
    expect(all.pageSize).toBe(COVERAGE_PAGE_SIZE)
    // Failing first, then over budget, then never checked, then the rest.
    expect(all.rows.slice(0, 3).map((r) => r.status)).toEqual(['failing', 'failing', 'over_budget'])
    expect(all.rows.slice(3, 8).every((r) => r.lastCheckedAt === null)).toBe(true)
    expect(all.rows.slice(8).every((r) => r.lastCheckedAt !== null)).toBe(true)
    const first = all.rows.find((r) => r.offersSeen === 3)!
    expect(first).toMatchObject({
      source: 'keepa_api',
      site: 'amazon.com',
      connectionId: keepa.id,
      productName: 'Kettle 1',
      sku: brand.products[0]!.sku,
      status: 'ok',
    })

    const count = async (query: string) =>
      (await bodyOf<CoveragePage>(await get(t.app, `${API}/coverage?${query}`, { cookie }))).total
    expect(await count('filter=gaps')).toBe(8)
    expect(await count('filter=never_checked')).toBe(7)
    expect(await count('filter=failing')).toBe(2)
    expect(await count('filter=over_budget')).toBe(1)
    expect(await count('site=amazon.de')).toBe(4)
    expect(await count(`q=${encodeURIComponent(brand.products[1]!.sku)}`)).toBe(3)
    expect(await count('q=kettle%203')).toBe(3)
    expect(await count('q=kettle%203&site=amazon.com&filter=all')).toBe(2)
    expect(await count('q=no%25such')).toBe(0)
    expect((await get(t.app, `${API}/coverage?filter=broken`, { cookie })).status).toBe(400)
    expect((await get(t.app, `${API}/coverage?site=walmart.com`, { cookie })).status).toBe(400)
    expect((await get(t.app, `${API}/coverage?page=0`, { cookie })).status).toBe(400)
  })

  test('pages of 50', async () => {
    const { cookie: c } = await brandWith(20)
    await connect(c, EBAY()) // 20 × 2
    await connect(c, AMAZON()) // 20 × 1
    const one = await bodyOf<CoveragePage>(await get(t.app, `${API}/coverage`, { cookie: c }))
    const two = await bodyOf<CoveragePage>(
      await get(t.app, `${API}/coverage?page=2`, { cookie: c }),
    )
    const three = await bodyOf<CoveragePage>(
      await get(t.app, `${API}/coverage?page=3`, { cookie: c }),
    )
    expect([one.total, one.rows.length, two.rows.length, three.rows.length]).toEqual([
      60, 50, 10, 0,
    ])
    expect(three.total).toBe(60)
    const keys = [...one.rows, ...two.rows].map((r) => `${r.connectionId}|${r.productId}|${r.site}`)
    expect(new Set(keys).size).toBe(60)
  })
})

describe('a failing credential', () => {
  async function failingSetup() {
    const { brand, cookie } = await brandWith(1)
    const input = KEEPA()
    const connection = await connect(cookie, input)
    return { brand, cookie, connection, apiKey: input.credentials.apiKey }
  }

  const failureMails = async (to: string) =>
    (await mailsTo(t.deps, to)).filter(
      (m) => m.subject === MONITORING_FAILURE_NOTICE.subject('keepa_api'),
    )

  test('is marked failing and the brand is mailed once, however often it is reported', async () => {
    const { brand, cookie, connection } = await failingSetup()
    await markConnectionFailing(t.deps, connection.id, 'Invalid API key (401)')
    const row = await storedRow(connection.id)
    expect(row).toMatchObject({ status: 'failing', failure: 'Invalid API key (401)' })
    expect(row!.failingSince).not.toBeNull()
    expect(row!.failureNotifiedAt).not.toBeNull()
    await markConnectionFailing(t.deps, connection.id, 'Invalid API key (401) again')
    expect((await storedRow(connection.id))!.failingSince).toEqual(row!.failingSince)
    const mails = await failureMails(brand.user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('Invalid API key (401)')
    expect(mails[0]!.text).toContain(MONITORING_FAILURE_NOTICE.whatToDo)
    expect(mails[0]!.text).toContain('/brand/dashboard/settings?tab=monitoring')
    // The screen says so too.
    const overview = await bodyOf<MonitoringOverview>(await get(t.app, API, { cookie }))
    expect(overview.connections[0]).toMatchObject({
      status: 'failing',
      failure: 'Invalid API key (401) again',
    })
  })

  test('reported by several checks at once, it still mails once', async () => {
    const { brand, connection } = await failingSetup()
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        markConnectionFailing(t.deps, connection.id, `refused ${i}`),
      ),
    )
    expect(await failureMails(brand.user.email)).toHaveLength(1)
  })

  test('never puts the credential itself in the failure, the mail or the screen', async () => {
    const { brand, cookie, connection, apiKey } = await failingSetup()
    await markConnectionFailing(t.deps, connection.id, `The key ${apiKey} is not valid`)
    const row = await storedRow(connection.id)
    expect(row!.failure).toBe('The key [REDACTED] is not valid')
    const [mail] = await failureMails(brand.user.email)
    expect(JSON.stringify(mail)).not.toContain(apiKey)
    expect(await (await get(t.app, API, { cookie })).text()).not.toContain(apiKey)
  })

  test('a good answer makes it healthy; a later failure is told again', async () => {
    const { brand, connection } = await failingSetup()
    await markConnectionFailing(t.deps, connection.id, 'invalid_grant')
    await markConnectionHealthy(t.deps.db, connection.id)
    expect(await storedRow(connection.id)).toMatchObject({
      status: 'active',
      failure: null,
      failingSince: null,
      failureNotifiedAt: null,
    })
    await markConnectionFailing(t.deps, connection.id, 'invalid_grant')
    expect(await failureMails(brand.user.email)).toHaveLength(2)
  })

  test('new credentials end the failure; a paused connection stays paused', async () => {
    const { cookie, connection } = await failingSetup()
    await markConnectionFailing(t.deps, connection.id, 'invalid key')
    const path = `${CONNECTIONS}/${connection.id}`
    const replaced = await bodyOf<MonitoringConnection>(
      await patch(t.app, path, { credentials: { apiKey: 'a-new-keepa-key' } }, { cookie }),
    )
    expect(replaced).toMatchObject({ status: 'active', failure: null, failingSince: null })
    await patch(t.app, path, { paused: true }, { cookie })
    await markConnectionFailing(t.deps, connection.id, 'invalid key')
    expect((await storedRow(connection.id))!.status).toBe('paused')
    await markConnectionHealthy(t.deps.db, connection.id)
    expect((await storedRow(connection.id))!.status).toBe('paused')
  })
})

test('audit entries name the source and what changed, never a credential', async () => {
  const { cookie } = await brandWith(1)
  const input = AMAZON()
  const connection = await connect(cookie, input)
  const secret = 'Atzr|replaced-refresh-token-value'
  await patch(
    t.app,
    `${CONNECTIONS}/${connection.id}`,
    { credentials: { ...input.credentials, refreshToken: secret }, frequencyHours: 2 },
    { cookie },
  )
  await post(t.app, `${CONNECTIONS}/${connection.id}/check-now`, {}, { cookie })
  const entries = await rowsOf<{
    action: string
    target_label: string
    before: unknown
    after: unknown
  }>(
    t.deps.db,
    sql`select action, target_label, before, after from audit_log where target_id = ${connection.id} order by created_at`,
  )
  expect(entries.map((e) => e.action)).toEqual([
    'monitoring_connection.created',
    'monitoring_connection.updated',
    'monitoring_connection.check_requested',
  ])
  expect(entries[0]!.target_label).toContain('Amazon Selling Partner API')
  expect(entries[1]!.after).toMatchObject({ frequencyHours: 2, credentialsReplaced: true })
  expect(entries[1]!.before).toMatchObject({ frequencyHours: 1 })
  const text = JSON.stringify(entries)
  for (const value of [...Object.values(input.credentials), secret])
    expect(text).not.toContain(value)
})
