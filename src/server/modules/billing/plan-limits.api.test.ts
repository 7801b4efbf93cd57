/**
 * Decision 014: brand applications a calendar month per plan, enforced on the server under
 * concurrency: Free 3, Basic 25, Premium unlimited (and listed first in the applicant queue,
 * see brand-applications.api.test.ts). The limit a paid plan gets is the one its payment sets.
 */
import { and, eq, gte } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RESELLER_BRANDS_TEXTS as T } from '#shared/reseller-brands-texts.ts'
import { brandApplications, subscribers } from '#server/db/schema/index.ts'
import { billingAddress } from '#testing/billing.ts'
import { signedInUser, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { createBrand } from '#testing/public-site.ts'
import { insertApplication } from '#testing/reseller-brands.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { monthStart } from './application-limit.ts'

type Session = TestUser & { cookie: string }

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const apply = (who: Session, brandId: string) =>
  post(
    t.app,
    `/api/reseller/brands/${brandId}/apply`,
    { proposalMessage: 'We sell on Amazon and Walmart.' },
    { cookie: who.cookie },
  )

/** Buys `tier` through the sandbox checkout, as the plans page does. */
async function buy(who: Session, tier: 'basic' | 'premium') {
  const checkout = await bodyOf<{ order_id: string }>(
    await post(t.app, '/api/reseller/checkout', { tier, billingAddress: billingAddress() }, who),
  )
  const signed = await bodyOf(
    await post(
      t.app,
      '/api/reseller/checkout/sandbox',
      { order_id: checkout.order_id, outcome: 'success' },
      who,
    ),
  )
  expect((await post(t.app, '/api/reseller/checkout/verify', signed, who)).status).toBe(200)
}

/** `n` applications this month already (the 1st of the month, so never last month's). */
async function alreadyApplied(who: Session, n: number) {
  for (let i = 0; i < n; i++) {
    const brand = await createBrand(t.deps)
    await t.deps.db
      .insert(brandApplications)
      .values({ resellerId: who.id, brandId: brand.id, createdAt: monthStart(new Date()) })
  }
}

const brands = (n: number) => Promise.all(Array.from({ length: n }, () => createBrand(t.deps)))

async function thisMonth(who: Session) {
  const rows = await t.deps.db
    .select({ id: brandApplications.id })
    .from(brandApplications)
    .where(
      and(
        eq(brandApplications.resellerId, who.id),
        gte(brandApplications.createdAt, monthStart(new Date())),
      ),
    )
  return rows.length
}

/** A burst of `n` applications at once: how many passed, and the refusals' body. */
async function burst(who: Session, n: number) {
  const responses = await Promise.all((await brands(n)).map((b) => apply(who, b.id)))
  const refused = responses.find((r) => r.status === 403)
  return {
    passed: responses.filter((r) => r.status === 201).length,
    refused: responses.filter((r) => r.status === 403).length,
    refusal: refused ? await bodyOf(refused) : null,
  }
}

describe('plan limits (decision 014)', () => {
  test('Free: 3 a month; a burst of 10 at 2 used lets exactly 1 through; the 4th is refused', async () => {
    const reseller = await signedInUser(t.deps, t.app, 'reseller')
    // Last month's applications do not count.
    const old = await createBrand(t.deps)
    await insertApplication(t.deps, {
      resellerId: reseller.id,
      brandId: old.id,
      appliedDaysAgo: 40,
    })
    await alreadyApplied(reseller, 2)
    const result = await burst(reseller, 10)
    expect(result).toMatchObject({ passed: 1, refused: 9 })
    expect(result.refusal).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      title: T.applicationFailed,
      message: T.limitReached(3),
    })
    expect(await thisMonth(reseller)).toBe(3)
    // The plans page shows the real count.
    const sub = await bodyOf<{ usage: unknown }>(
      await get(t.app, '/api/reseller/subscription', { cookie: reseller.cookie }),
    )
    expect(sub.usage).toEqual({ usedThisMonth: 3, limit: 3, unlimited: false })
  })

  test('Basic: 25 a month, set by its payment; a burst of 10 at 24 used lets exactly 1 through', async () => {
    const reseller = await signedInUser(t.deps, t.app, 'reseller')
    await buy(reseller, 'basic')
    const [row] = await t.deps.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.userId, reseller.id))
    expect(row).toMatchObject({ subscriptionTier: 'basic', brandApplicationLimit: 25 })
    await alreadyApplied(reseller, 24)
    const result = await burst(reseller, 10)
    expect(result).toMatchObject({ passed: 1, refused: 9 })
    expect(result.refusal).toMatchObject({ message: T.limitReached(25) })
    expect(await thisMonth(reseller)).toBe(25)
  })

  test('Premium: unlimited; 30 at once past the Basic limit all pass', async () => {
    const reseller = await signedInUser(t.deps, t.app, 'reseller')
    await buy(reseller, 'premium')
    await alreadyApplied(reseller, 25)
    const result = await burst(reseller, 30)
    expect(result).toMatchObject({ passed: 30, refused: 0 })
    expect(await thisMonth(reseller)).toBe(55)
    const sub = await bodyOf<{ usage: unknown }>(
      await get(t.app, '/api/reseller/subscription', { cookie: reseller.cookie }),
    )
    expect(sub.usage).toEqual({ usedThisMonth: 55, limit: 999999, unlimited: true })
  })
})
