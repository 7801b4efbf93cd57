/**
 * The ladder's history in the order it was climbed (issue 14 item 5): each step's time is read
 * after the finding's row lock is granted, so a step that waited for another one is recorded
 * after it, however long it waited.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { DEFAULT_LADDER } from '#shared/enforcement-texts.ts'
import { ENFORCEMENT_STEPS } from '#shared/protection.ts'
import { enforcementActions, protectionFindings } from '#server/db/schema/index.ts'
import { SYSTEM_ACTOR } from '#server/modules/audit-log/record-audit.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { authorizedReseller, draft, importDrafts, protectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { saveEnforcementSettings } from './enforcement-settings.ts'
import { takeNextStep } from './take-step.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())
afterEach(() => vi.useRealTimers())

test('concurrent steps with zero-day cure periods are recorded in the order of the ladder', async () => {
  const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
  await authorizedReseller(t.deps, brand, [{ marketplace: 'amazon', sellerId: 'A1STEPSELLER' }])
  await saveEnforcementSettings(
    t.deps.db,
    brand.entryId,
    {
      ladder: DEFAULT_LADDER.map((s) => ({ step: s.step, cureDays: 0 })),
      templates: {},
      autoFirstNotice: false,
    },
    { actor: SYSTEM_ACTOR, brandName: brand.name },
  )
  await importDrafts(t.deps, brand, [
    draft({ sellerId: 'A1STEPSELLER', gtin: brand.products[0]!.gtin, price: '18.00' }),
  ])
  const [finding] = await t.deps.db
    .select({ id: protectionFindings.id })
    .from(protectionFindings)
    .where(eq(protectionFindings.brandId, brand.entryId))
  expect(finding).toBeDefined()

  // Eight requests arrive, each one's clock earlier than the one queued before it: what a
  // request that reads the time and then waits for the lock records. The waiting is real on
  // PostgreSQL (TEST_DATABASE_URL) and the embedded database's one-at-a-time transactions alike.
  vi.useFakeTimers({ toFake: ['Date'] })
  const base = Date.now() - 60_000
  const steps: Promise<unknown>[] = []
  for (let i = 0; i < 8; i++) {
    vi.setSystemTime(base + (8 - i) * 1000)
    steps.push(
      takeNextStep(t.deps, {
        brandId: brand.entryId,
        findingId: finding!.id,
        actor: { userId: brand.user.id, label: 'Test Brand' },
        note: '',
      }).then(
        () => 'taken',
        (error: { status?: number }) => error.status ?? error,
      ),
    )
  }
  vi.useRealTimers()
  const outcomes = await Promise.all(steps)
  // The five steps of the ladder, then the end of it.
  expect(outcomes.filter((o) => o === 'taken')).toHaveLength(5)
  expect(outcomes.filter((o) => o === 409)).toHaveLength(3)

  const actions = await rowsOf<{ event: string; at: string }>(
    t.deps.db,
    sql`select event::text, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at
      from ${enforcementActions} where finding_id = ${finding!.id}`,
  )
  const byLadder = [...actions].sort(
    (a, b) =>
      ENFORCEMENT_STEPS.indexOf(a.event as never) - ENFORCEMENT_STEPS.indexOf(b.event as never),
  )
  expect(byLadder.map((a) => a.event)).toEqual([
    'notice',
    'second_notice',
    'order_hold',
    'suspension',
    'termination',
  ])
  const times = byLadder.map((a) => a.at)
  expect(times).toEqual([...times].sort())
  // And none of them is a time read before its turn came (the requests' own clocks).
  const [first] = times
  expect(new Date(`${first}Z`).getTime()).toBeGreaterThan(base + 8_000)
})
