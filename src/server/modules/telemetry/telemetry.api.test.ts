/**
 * Our own analytics endpoint (000 §7, DESIGN decision 9): batches of events, JSON or text/plain
 * (navigator.sendBeacon), web-vitals readings over the 000 §9 budgets flagged as violations, a
 * per-address event limit, and the admins' 7-day summary.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PERFORMANCE_BUDGETS } from '#shared/constants.ts'
import { telemetryEvents } from '#server/db/schema/index.ts'
import { createUser, signIn } from '#testing/factories.ts'
import { bodyOf, get, post, send } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let adminCookie: string

beforeAll(async () => {
  t = await createTestApp()
  adminCookie = await signIn(t.app, await createUser(t.deps, 'admin'))
})
afterAll(async () => {
  await t?.close()
})

const eventsOfSession = (sessionId: string) =>
  t.deps.db
    .select()
    .from(telemetryEvents)
    .where(eq(telemetryEvents.sessionId, sessionId))
    .orderBy(telemetryEvents.id)

describe('POST /api/telemetry', () => {
  test('stores a batch and answers 202 {}', async () => {
    const sessionId = 'session-batch'
    const response = await post(t.app, '/api/telemetry', {
      events: [
        { name: 'page_view', path: '/about', sessionId },
        {
          name: 'FAQ_Click',
          path: '/',
          props: { category: 'Accordion', label: 'How do I apply?' },
          sessionId,
        },
        { name: 'scroll_depth', path: '/blog', value: 75, sessionId },
      ],
    })
    expect(response.status).toBe(202)
    expect(await bodyOf(response)).toEqual({})
    const rows = await eventsOfSession(sessionId)
    expect(rows.map((r) => [r.name, r.path, r.value, r.props])).toEqual([
      ['page_view', '/about', null, null],
      ['FAQ_Click', '/', null, { category: 'Accordion', label: 'How do I apply?' }],
      ['scroll_depth', '/blog', 75, null],
    ])
  })

  test('accepts the text/plain body navigator.sendBeacon sends', async () => {
    const sessionId = 'session-beacon'
    const response = await send(t.app, 'POST', '/api/telemetry', {
      body: JSON.stringify({
        events: [{ name: 'time_on_page', path: '/', value: 12.5, sessionId }],
      }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
    expect(response.status).toBe(202)
    expect(await eventsOfSession(sessionId)).toHaveLength(1)
  })

  test('a web-vitals reading over its budget is stored as a violation; the client cannot say so', async () => {
    const sessionId = 'session-vitals'
    const vital = (metric: string, value: number, extra: Record<string, unknown> = {}) => ({
      name: 'web_vital',
      path: '/',
      value,
      props: { metric, ...extra },
      sessionId,
    })
    const response = await post(t.app, '/api/telemetry', {
      events: [
        vital('LCP', PERFORMANCE_BUDGETS.LCP + 1),
        vital('LCP', PERFORMANCE_BUDGETS.LCP),
        vital('CLS', 0.25),
        vital('INP', 120, { violation: true }),
        vital('TTFB', 900),
        vital('FCP', 1000),
        vital('FID', 9999),
      ],
    })
    expect(response.status).toBe(202)
    const rows = await eventsOfSession(sessionId)
    expect(rows.map((r) => [r.props?.metric, r.props?.violation, r.props?.budget])).toEqual([
      ['LCP', true, 2500],
      ['LCP', false, 2500],
      ['CLS', true, 0.1],
      ['INP', false, 200],
      ['TTFB', true, 800],
      ['FCP', false, 1800],
      ['FID', undefined, undefined],
    ])
  })

  test('invalid batches are refused', async () => {
    for (const body of [
      { events: [] },
      { events: [{ name: '1bad' }] },
      { events: Array.from({ length: 51 }, () => ({ name: 'page_view' })) },
      { events: [{ name: 'page_view', value: 'fast' }] },
    ]) {
      expect((await post(t.app, '/api/telemetry', body)).status).toBe(400)
    }
  })

  test('beyond 120 events a minute from one address, events are dropped without an error', async () => {
    const ip = '10.203.0.1'
    const sessionId = 'session-flood'
    const batch = { events: Array.from({ length: 50 }, () => ({ name: 'page_view', sessionId })) }
    const statuses: number[] = []
    for (let i = 0; i < 4; i += 1)
      statuses.push((await post(t.app, '/api/telemetry', batch, { ip })).status)
    expect(statuses).toEqual([202, 202, 202, 202])
    expect(await eventsOfSession(sessionId)).toHaveLength(120)
  })
})

describe('GET /api/admin/telemetry/summary', () => {
  test('counts the last 7 days by event name and violations by metric', async () => {
    const sessionId = 'session-summary'
    await post(t.app, '/api/telemetry', {
      events: [
        { name: 'web_vital', value: 4000, props: { metric: 'LCP' }, sessionId },
        { name: 'web_vital', value: 100, props: { metric: 'LCP' }, sessionId },
        { name: 'web_vital', value: 0.5, props: { metric: 'CLS' }, sessionId },
      ],
    })
    // An old event is outside the window.
    await t.deps.db.insert(telemetryEvents).values({
      name: 'ancient_event',
      createdAt: sql`now() - interval '8 days'`,
    })
    const response = await get(t.app, '/api/admin/telemetry/summary', { cookie: adminCookie })
    expect(response.status).toBe(200)
    const summary = await bodyOf<{
      days: number
      events: { name: string; count: number }[]
      webVitals: { metric: string; readings: number; violations: number }[]
    }>(response)
    expect(summary.days).toBe(7)
    expect(summary.events.find((e) => e.name === 'ancient_event')).toBeUndefined()
    expect(summary.events.find((e) => e.name === 'page_view')!.count).toBeGreaterThanOrEqual(121)
    const lcp = summary.webVitals.find((v) => v.metric === 'LCP')!
    const cls = summary.webVitals.find((v) => v.metric === 'CLS')!
    expect(lcp).toEqual({ metric: 'LCP', readings: 4, violations: 2 })
    expect(cls).toEqual({ metric: 'CLS', readings: 2, violations: 2 })
  })
})
