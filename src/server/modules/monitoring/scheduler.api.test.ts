/**
 * The planner and the check jobs (decision 019 §2–§4) with a fake connector, on the API tests'
 * database, without pg-boss (the jobs' data is collected and run here): coverage planned for
 * every product × site, due rows claimed once in batches of the connector's size, observations
 * judged by the import pipeline's detection (a price under MAP opens a finding whose evidence is
 * the provider's answer), a retried job changes nothing, deferrals and the over-budget status,
 * and a refused credential stopping its own connection only.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  findingEvidence,
  listingImports,
  listingObservations,
  monitoringConnections,
  protectionFindings,
} from '#server/db/schema/index.ts'
import {
  connectTestSource,
  coverageOf,
  fakeConnector,
  makeAllDue,
  monitoredBrand,
} from '#testing/monitoring-jobs.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { authorizedReseller, type ProtectedBrand } from '#testing/protection.ts'
import {
  arrayLiteral,
  BATCH_WAIT_MS,
  loadConnection,
  planConnection,
  planDue,
  requestCheckNow,
  type CheckJobData,
  type PlanOptions,
} from './planner.ts'
import { runCheck } from './run-check.ts'
import { nextPeriod, periodAt } from './schedule.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(async () => {
  await t?.close()
})

const collect = () => {
  const sent: CheckJobData[] = []
  return { sent, send: async (jobs: CheckJobData[]) => void sent.push(...jobs) }
}

/** Only this test's connections are planned: the others are paused meanwhile. */
async function only(...ids: string[]) {
  await t.deps.db.execute(sql`update monitoring_connections set status = 'paused'
    where status = 'active' and not (id = any(${arrayLiteral(ids)}::uuid[]))`)
}

describe('coverage and claims', () => {
  let brand: ProtectedBrand
  let connectionId: string
  beforeAll(async () => {
    brand = await monitoredBrand(t.deps, 12)
    connectionId = await connectTestSource(t.deps, brand, { sites: ['amazon.com', 'amazon.ca'] })
  })

  test('every product × site gets a row, never checked, due in what is left of the period', async () => {
    const now = new Date()
    const rows = await coverageOf(t.deps.db, connectionId)
    expect(rows).toHaveLength(24)
    const { end } = periodAt(
      {
        id: connectionId,
        frequencyHours: 24,
        extraWeekend: false,
        extraEvening: false,
        timeZone: 'UTC',
      },
      now,
    )
    for (const r of rows) {
      expect(r.status).toBe('pending')
      expect(r.last_checked_at).toBeNull()
      expect(brand.products.map((p) => p.gtin)).toContain(r.identifier)
      expect(Date.parse(r.next_check_at)).toBeLessThan(end.getTime())
      expect(Date.parse(r.next_check_at)).toBeGreaterThan(now.getTime() - 60_000)
    }
    // Spread, not all at one time.
    expect(new Set(rows.map((r) => r.next_check_at)).size).toBeGreaterThan(20)
  })

  test('planning again adds nothing; a site taken away loses its rows', async () => {
    expect(await planConnection(t.deps.db, connectionId, new Date())).toBe(0)
    await t.deps.db
      .update(monitoringConnections)
      .set({ sites: ['amazon.com'] })
      .where(eq(monitoringConnections.id, connectionId))
    await planConnection(t.deps.db, connectionId, new Date())
    const rows = await coverageOf(t.deps.db, connectionId)
    expect(rows).toHaveLength(12)
    expect(new Set(rows.map((r) => r.site))).toEqual(new Set(['amazon.com']))
  })

  test('due rows are claimed once, in batches of the connector’s size', async () => {
    await only(connectionId)
    await makeAllDue(t.deps.db, connectionId)
    const connectors = { keepa_api: fakeConnector('keepa_api', { batchSize: 5 }) }
    const a = collect()
    const b = collect()
    // Two planners at once (two instances): between them every row once.
    await Promise.all([
      planDue(t.deps, new Date(), { send: a.send, connectors }),
      planDue(t.deps, new Date(), { send: b.send, connectors }),
    ])
    const jobs = [...a.sent, ...b.sent]
    const ids = jobs.flatMap((j) => j.productIds)
    expect(ids).toHaveLength(12)
    expect(new Set(ids).size).toBe(12)
    for (const j of jobs) expect(j.productIds.length).toBeLessThanOrEqual(5)
    expect(jobs.filter((j) => j.productIds.length === 5).length).toBeGreaterThanOrEqual(2)
    // Held by the lease: nothing is due any more.
    const c = collect()
    await planDue(t.deps, new Date(), { send: c.send, connectors })
    expect(c.sent).toEqual([])
  })

  test('a claim is sized by the budget: whole batches, else the items it carries, none when dry or blocked', async () => {
    await only(connectionId)
    const [row] = await t.deps.db
      .select({ budgetKey: monitoringConnections.budgetKey })
      .from(monitoringConnections)
      .where(eq(monitoringConnections.id, connectionId))
    const key = `${row!.budgetKey}:main`
    const lanes = { main: { capacity: 4, refillPerSecond: 0.01 } }
    const connectors = {
      keepa_api: fakeConnector('keepa_api', { batchSize: 2, lanes, costPerItem: 0.5 }),
    }
    // Over the planner's 10 s horizon the lane refills 0.1 token: 0.2 of an item.
    const claimWith = async (tokens: number, blocked = false) => {
      await makeAllDue(t.deps.db, connectionId)
      await t.deps.db
        .execute(sql`insert into monitoring_rate_budgets (key, tokens, capacity, refill_per_second, blocked_until)
        values (${key}, ${tokens}, 4, 0.01, ${blocked ? sql`now() + interval '1 minute'` : null})
        on conflict (key) do update set tokens = excluded.tokens, capacity = 4,
          refill_per_second = 0.01, updated_at = now(), blocked_until = excluded.blocked_until`)
      const c = collect()
      await planDue(t.deps, new Date(), { send: c.send, connectors })
      return c.sent.map((j) => j.productIds.length)
    }
    expect(await claimWith(0)).toEqual([])
    // Half a batch's worth, and the other half refills in 50 s: the rows wait for it.
    expect(await claimWith(0.5)).toEqual([])
    expect(await claimWith(1)).toEqual([2])
    expect(await claimWith(3.5)).toEqual([2, 2, 2])
    expect(await claimWith(4, true)).toEqual([])
    // A lane that would take longer than the wait to hold a batch: the items it carries go.
    const slow = {
      keepa_api: fakeConnector('keepa_api', {
        batchSize: 2,
        lanes: { main: { capacity: 4, refillPerSecond: 0.0001 } },
        costPerItem: 0.5,
      }),
    }
    await makeAllDue(t.deps.db, connectionId)
    await t.deps.db.execute(sql`update monitoring_rate_budgets set tokens = 0.5,
      refill_per_second = 0.0001, updated_at = now(), blocked_until = null where key = ${key}`)
    const c = collect()
    await planDue(t.deps, new Date(), { send: c.send, connectors: slow })
    expect(c.sent.map((j) => j.productIds.length)).toEqual([1])
  })

  test('due rows wait for a whole batch that will be there soon, and go at once otherwise', async () => {
    await only(connectionId)
    const connectors = { keepa_api: fakeConnector('keepa_api', { batchSize: 5 }) }
    const rows = await coverageOf(t.deps.db, connectionId)
    const connection = (await loadConnection(t.deps.db, connectionId))!
    // A full lane (the test before left this credential's nearly dry).
    await t.deps.db.execute(
      sql`delete from monitoring_rate_budgets where key like ${`${connection.budgetKey}:%`}`,
    )
    const midday = new Date()
    midday.setUTCHours(12, 0, 0, 0)
    /** The first rows due at these offsets from `now`, the others hours later. */
    const plan = async (now: Date, offsetsMs: number[]) => {
      for (const [i, row] of rows.entries()) {
        const at = new Date(now.getTime() + (offsetsMs[i] ?? 6 * 3_600_000)).toISOString()
        await t.deps.db
          .execute(sql`update monitoring_coverage set next_check_at = ${at}::timestamptz
          where connection_id = ${connectionId} and product_id = ${row.product_id}
            and site = ${row.site}`)
      }
      const c = collect()
      const result = await planDue(t.deps, now, { send: c.send, connectors })
      return {
        sizes: c.sent.map((j) => j.productIds.length),
        heldUntil: result.heldUntil.get(connectionId)?.toISOString() ?? null,
      }
    }
    const after = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString()
    // Two due, the fifth due in a minute: held until then.
    expect(await plan(midday, [-1000, -500, 20_000, 40_000, 60_000])).toEqual({
      sizes: [],
      heldUntil: after(midday, 60_000),
    })
    // A whole batch due: it goes, with nothing held.
    expect(await plan(midday, [-5000, -4000, -3000, -2000, -1000, 30_000])).toEqual({
      sizes: [5],
      heldUntil: null,
    })
    // No batch within the wait: the two go now.
    expect(await plan(midday, [-1000, -500, BATCH_WAIT_MS + 60_000])).toEqual({
      sizes: [2],
      heldUntil: null,
    })
    // The oldest has waited long enough already.
    expect(await plan(midday, [-BATCH_WAIT_MS - 1000, -500, 20_000, 40_000, 60_000])).toEqual({
      sizes: [2],
      heldUntil: null,
    })
    // The period ends sooner than the wait: they go now, to be checked inside it.
    const nearEnd = new Date(periodAt(connection, midday).end.getTime() - 2 * 60_000)
    expect(await plan(nearEnd, [-1000, -500, 20_000, 40_000, 60_000])).toEqual({
      sizes: [2],
      heldUntil: null,
    })
  })

  test('“Check now” without the jobs running makes every row due now', async () => {
    const due = await requestCheckNow(t.deps, connectionId)
    expect(due).toBe(12)
    for (const r of await coverageOf(t.deps.db, connectionId)) {
      expect(Date.parse(r.next_check_at)).toBeLessThanOrEqual(Date.now())
      expect(r.period_start).toBeNull()
    }
  })
})

describe('a check job', () => {
  let brand: ProtectedBrand
  let connectionId: string
  const plan = async (options: PlanOptions) => {
    const c = collect()
    await planDue(t.deps, new Date(), { ...options, send: c.send })
    return c.sent
  }

  beforeAll(async () => {
    brand = await monitoredBrand(t.deps, 6)
    // The fake's seller is the brand's authorized reseller: only the price is judged.
    await authorizedReseller(t.deps, brand, [{ marketplace: 'amazon', sellerId: 'A1FAKESELLER' }], {
      since: new Date('2020-01-01T00:00:00Z'),
    })
    connectionId = await connectTestSource(t.deps, brand)
  })

  test('stores the offers as one import of the source, judged: a price under MAP opens a finding with the provider’s answer as evidence', async () => {
    await only(connectionId)
    await makeAllDue(t.deps.db, connectionId)
    const violating = brand.products[0]!
    const connector = fakeConnector('keepa_api', {
      batchSize: 10,
      answer: (item) => ({ price: item.productId === violating.id ? '19.99' : '29.99' }),
    })
    const jobs = await plan({ connectors: { keepa_api: connector } })
    expect(jobs).toHaveLength(1)
    const now = new Date()
    const result = await runCheck(t.deps, jobs[0]!, now, { connectors: { keepa_api: connector } })
    expect(result.ran).toBe(true)
    expect(connector.calls).toHaveLength(1)

    const imports = await t.deps.db
      .select()
      .from(listingImports)
      .where(eq(listingImports.brandId, brand.entryId))
    expect(imports).toHaveLength(1)
    expect(imports[0]).toMatchObject({
      source: 'keepa_api',
      label: 'Keepa API',
      status: 'complete',
    })
    expect(imports[0]!.summary).toMatchObject({ rowsRead: 6, matched: 6 })

    const findings = await t.deps.db
      .select()
      .from(protectionFindings)
      .where(eq(protectionFindings.brandId, brand.entryId))
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({
      kind: 'map_violation',
      productId: violating.id,
      status: 'open',
    })
    const [evidence] = await t.deps.db
      .select()
      .from(findingEvidence)
      .where(eq(findingEvidence.findingId, findings[0]!.id))
    const [observation] = await t.deps.db
      .select({ raw: listingObservations.raw, sha: listingObservations.rawSha256 })
      .from(listingObservations)
      .where(eq(listingObservations.importId, evidence!.importId))
      .then((rows) => rows.filter((r) => r.sha === evidence!.rawSha256))
    const raw = JSON.parse(observation!.raw) as Record<string, unknown>
    expect(raw).toMatchObject({
      provider: 'keepa_api',
      requestId: expect.stringMatching(/^req-1-/),
      answer: { price: '19.99', sellerId: 'A1FAKESELLER' },
    })

    // Coverage: checked in this period, next due at its place in the next one.
    const connection = {
      id: connectionId,
      frequencyHours: 24,
      extraWeekend: false,
      extraEvening: false,
      timeZone: 'UTC',
    }
    const period = periodAt(connection, now)
    const next = nextPeriod(connection, now)
    for (const r of await coverageOf(t.deps.db, connectionId)) {
      expect(r).toMatchObject({ status: 'ok', offers_seen: 1, error: null })
      expect(r.request_id).toMatch(/^req-1-/)
      expect(r.last_checked_at).toBe(now.toISOString())
      expect(r.period_start).toBe(period.start.toISOString())
      expect(Date.parse(r.next_check_at)).toBeGreaterThanOrEqual(next.start.getTime())
      expect(Date.parse(r.next_check_at)).toBeLessThan(next.end.getTime())
    }
    const [c] = await t.deps.db
      .select({ lastRunAt: monitoringConnections.lastRunAt })
      .from(monitoringConnections)
      .where(eq(monitoringConnections.id, connectionId))
    expect(c!.lastRunAt?.toISOString()).toBe(now.toISOString())

    // The same job again (pg-boss runs at least once): nothing called, nothing stored.
    const again = await runCheck(t.deps, jobs[0]!, new Date(), {
      connectors: { keepa_api: connector },
    })
    expect(again).toEqual({ ran: false, reason: 'nothing_due' })
    expect(connector.calls).toHaveLength(1)
    expect(
      await t.deps.db
        .select()
        .from(listingImports)
        .where(eq(listingImports.brandId, brand.entryId)),
    ).toHaveLength(1)
  })

  test('a row claimed again after its lease ended is written by the new job only', async () => {
    await only(connectionId)
    await makeAllDue(t.deps.db, connectionId)
    // "Check now" counts the period again (the brand asked).
    await t.deps.db.execute(
      sql`update monitoring_coverage set period_start = null where connection_id = ${connectionId}`,
    )
    const connector = fakeConnector('keepa_api', { batchSize: 10 })
    const [old] = await plan({ connectors: { keepa_api: connector } })
    // The lease ran out (its job died): the rows are claimed by a new job.
    await makeAllDue(t.deps.db, connectionId)
    const [fresh] = await plan({ connectors: { keepa_api: connector } })
    expect(fresh!.leaseUntil).not.toBe(old!.leaseUntil)
    expect(
      await runCheck(t.deps, old!, new Date(), { connectors: { keepa_api: connector } }),
    ).toEqual({
      ran: false,
      reason: 'nothing_due',
    })
    const done = await runCheck(t.deps, fresh!, new Date(), {
      connectors: { keepa_api: connector },
    })
    expect(done).toMatchObject({ ran: true, checked: 6 })
    expect(connector.calls).toHaveLength(1)
  })

  test('deferred by the budget: due again when it says; over the limit when that is after the period', async () => {
    await only(connectionId)
    await makeAllDue(t.deps.db, connectionId)
    await t.deps.db.execute(
      sql`update monitoring_coverage set period_start = null, status = 'pending' where connection_id = ${connectionId}`,
    )
    const now = new Date()
    const period = periodAt(
      {
        id: connectionId,
        frequencyHours: 24,
        extraWeekend: false,
        extraEvening: false,
        timeZone: 'UTC',
      },
      now,
    )
    const soon = new Date(now.getTime() + 1000)
    const late = new Date(period.end.getTime() + 60_000)
    const ids = brand.products.map((p) => p.id)
    const connector = fakeConnector('keepa_api', {
      batchSize: 10,
      behaviour: (items) => ({
        observations: [],
        done: [],
        deferred: {
          productIds: items.map((i) => i.productId),
          retryAt: items.some((i) => i.productId === ids[0]) ? soon : late,
          reason: 'budget',
        },
        credentialFailure: null,
      }),
    })
    // Two jobs: the first product's batch and the others'.
    const [job] = await plan({ connectors: { keepa_api: connector } })
    const first = { ...job!, productIds: [ids[0]!] }
    const rest = { ...job!, productIds: ids.slice(1) }
    await runCheck(t.deps, first, now, { connectors: { keepa_api: connector } })
    await runCheck(t.deps, rest, now, { connectors: { keepa_api: connector } })
    const rows = new Map((await coverageOf(t.deps.db, connectionId)).map((r) => [r.product_id, r]))
    expect(rows.get(ids[0]!)).toMatchObject({
      status: 'pending',
      next_check_at: soon.toISOString(),
    })
    for (const id of ids.slice(1)) {
      expect(rows.get(id)).toMatchObject({
        status: 'over_budget',
        next_check_at: late.toISOString(),
      })
      expect(rows.get(id)!.error).toMatch(/limit/)
    }
  })
})

describe('a refused credential', () => {
  test('marks its connection failing and leaves its rows due; other connections go on', async () => {
    const refusedBrand = await monitoredBrand(t.deps, 3)
    const otherBrand = await monitoredBrand(t.deps, 3)
    const refused = await connectTestSource(t.deps, refusedBrand)
    const other = await connectTestSource(t.deps, otherBrand, {
      source: 'ebay_browse',
      sites: ['ebay.com'],
    })
    await only(refused, other)
    await makeAllDue(t.deps.db, refused)
    await makeAllDue(t.deps.db, other)
    const keepa = fakeConnector('keepa_api', {
      behaviour: () => ({
        observations: [],
        done: [],
        deferred: null,
        credentialFailure: 'Keepa said: the API key is invalid',
      }),
    })
    const ebay = fakeConnector('ebay_browse')
    const connectors = { keepa_api: keepa, ebay_browse: ebay }
    const c = collect()
    await planDue(t.deps, new Date(), { send: c.send, connectors })
    for (const job of c.sent) await runCheck(t.deps, job, new Date(), { connectors })

    const [failing] = await t.deps.db
      .select()
      .from(monitoringConnections)
      .where(eq(monitoringConnections.id, refused))
    expect(failing).toMatchObject({
      status: 'failing',
      failure: 'Keepa said: the API key is invalid',
    })
    for (const r of await coverageOf(t.deps.db, refused)) {
      expect(r).toMatchObject({ status: 'failing', error: 'Keepa said: the API key is invalid' })
      expect(Date.parse(r.next_check_at)).toBeLessThanOrEqual(Date.now())
    }
    for (const r of await coverageOf(t.deps.db, other)) expect(r.status).toBe('ok')

    // The failing connection is not tried again at once...
    const again = collect()
    await makeAllDue(t.deps.db, other)
    await planDue(t.deps, new Date(), { send: again.send, connectors })
    expect(new Set(again.sent.map((j) => j.connectionId))).toEqual(new Set([other]))
    for (const job of again.sent) await runCheck(t.deps, job, new Date(), { connectors })

    // ...but after an hour, one batch; a good answer makes it active again.
    await t.deps.db.execute(
      sql`update monitoring_connections set last_run_at = now() - interval '2 hours' where id = ${refused}`,
    )
    const healed = fakeConnector('keepa_api')
    const retry = collect()
    await planDue(t.deps, new Date(), {
      send: retry.send,
      connectors: { keepa_api: healed, ebay_browse: ebay },
    })
    const retryJobs = retry.sent.filter((j) => j.connectionId === refused)
    expect(retryJobs).toHaveLength(1)
    await runCheck(t.deps, retryJobs[0]!, new Date(), { connectors: { keepa_api: healed } })
    const [active] = await t.deps.db
      .select({ status: monitoringConnections.status, failure: monitoringConnections.failure })
      .from(monitoringConnections)
      .where(eq(monitoringConnections.id, refused))
    expect(active).toEqual({ status: 'active', failure: null })
  })

  test('a paused connection is not planned, and its jobs do nothing', async () => {
    const brand = await monitoredBrand(t.deps, 2)
    const id = await connectTestSource(t.deps, brand)
    await only(id)
    await makeAllDue(t.deps.db, id)
    const connector = fakeConnector('keepa_api')
    const c = collect()
    await planDue(t.deps, new Date(), { send: c.send, connectors: { keepa_api: connector } })
    expect(c.sent).toHaveLength(1)
    await t.deps.db
      .update(monitoringConnections)
      .set({ status: 'paused' })
      .where(eq(monitoringConnections.id, id))
    expect(
      await runCheck(t.deps, c.sent[0]!, new Date(), { connectors: { keepa_api: connector } }),
    ).toEqual({
      ran: false,
      reason: 'paused',
    })
    await makeAllDue(t.deps.db, id)
    const d = collect()
    await planDue(t.deps, new Date(), { send: d.send, connectors: { keepa_api: connector } })
    expect(d.sent).toEqual([])
    expect(connector.calls).toHaveLength(0)
  })
})
