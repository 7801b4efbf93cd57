/**
 * The brand's applicant queue (issue 13 #1): the brand reads its applicants with what it needs to
 * decide, approves (one authorization record with the chosen marketplaces), rejects with a reason,
 * or asks for more information; the reseller is told live and by mail; the brand's decision
 * counters follow. Another brand, or an admin without an entry, finds nothing.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  brandApplications,
  brandAuthorizations,
  brandsDirectory,
  messages,
  resellerApplications,
  subscribers,
} from '#server/db/schema/index.ts'
import type { LiveEvent } from '#server/lib/live/live-bus.ts'
import type { BrandApplicationList } from '#shared/schemas/brand-applications.ts'
import { BRAND_APPLICATIONS_PAGE_SIZE } from '#shared/brand-applications-texts.ts'
import { createUser, mailsTo, signIn, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { publishedDuring } from '#testing/live.ts'
import { createBrand } from '#testing/public-site.ts'
import { insertApplication } from '#testing/reseller-brands.ts'
import { signedInUsers, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let brand: Session
let otherBrand: Session
let noEntryBrand: Session
let admin: Session
let entry: { id: string; name: string }
let otherEntry: { id: string; name: string }

beforeAll(async () => {
  t = await createTestApp()
  ;[brand, otherBrand, noEntryBrand, admin] = await signedInUsers(
    t,
    'brand',
    'brand',
    'brand',
    'admin',
  )
  entry = await createBrand(t.deps, { name: 'Northwind Queue', contactEmail: brand.email })
  otherEntry = await createBrand(t.deps, { name: 'Other Queue', contactEmail: otherBrand.email })
})

afterAll(async () => {
  await t?.close()
})

/** A reseller with a Reseller Hub application on file (seller ids, links, figures). */
async function applicant(
  overrides: { companyName?: string; premium?: boolean; documentVerified?: boolean | null } = {},
) {
  const reseller = await createUser(t.deps, 'reseller', {
    companyName: overrides.companyName ?? `Applicant ${Math.random().toString(36).slice(2, 7)}`,
    fullName: 'Riley Applicant',
  })
  await t.deps.db
    .update(resellerApplications)
    .set({
      amazonSellerId: 'A1PRIMERESALE',
      walmartSellerId: null,
      ebaySellerId: 'prime_resale',
      phone: '+1 555 010 2000',
      businessType: 'llc',
      salesVolume: '50k_100k',
      feedbackScore: '98%',
      productCategories: ['electronics', 'home_goods'],
      documentVerified:
        overrides.documentVerified === undefined ? true : overrides.documentVerified,
      applicationData: {
        amazonStoreLink: 'https://www.amazon.com/sp?seller=A1PRIMERESALE',
        ebayStoreLink: 'javascript:alert(1)',
        contactName: 'Riley Applicant',
      },
    })
    .where(eq(resellerApplications.userId, reseller.id))
  if (overrides.premium) {
    await t.deps.db.insert(subscribers).values({
      userId: reseller.id,
      email: reseller.email,
      subscribed: true,
      subscriptionTier: 'premium',
    })
  }
  return reseller
}

const listOf = async (session: Session, search = '') => {
  const response = await get(t.app, `/api/brand/applications${search}`, { cookie: session.cookie })
  expect(response.status, await response.clone().text()).toBe(200)
  return bodyOf<BrandApplicationList>(response)
}

const decide = (session: Session, id: string, body: unknown) =>
  post(t.app, `/api/brand/applications/${id}/decision`, body, { cookie: session.cookie })

const approveBody = {
  action: 'approve',
  marketplaces: [
    { marketplace: 'amazon', sellerId: '  A1PRIMERESALE  ' },
    { marketplace: 'walmart', sellerId: '10001' },
  ],
}

const counters = async (id: string) => {
  const [row] = await t.deps.db
    .select({
      decided: brandsDirectory.decidedApplications,
      approved: brandsDirectory.approvedApplications,
      hours: brandsDirectory.decisionHoursTotal,
    })
    .from(brandsDirectory)
    .where(eq(brandsDirectory.id, id))
  return row!
}

describe('GET /api/brand/applications', () => {
  test('pending applicants with what the brand needs to decide; Premium first, then newest', async () => {
    const brandX = await createBrand(t.deps, { name: 'Listing Brand' })
    const session = (await signedInUsers(t, 'brand'))[0]
    await t.deps.db
      .update(brandsDirectory)
      .set({ ownerUserId: session.id })
      .where(eq(brandsDirectory.id, brandX.id))
    const [older, newer, premium, decided, elsewhere] = [
      await applicant({ companyName: 'Older Co' }),
      await applicant({ companyName: 'Newer Co', documentVerified: null }),
      await applicant({ companyName: 'Premium Co', premium: true }),
      await applicant({ companyName: 'Decided Co' }),
      await applicant({ companyName: 'Elsewhere Co' }),
    ]
    await insertApplication(t.deps, {
      resellerId: older.id,
      brandId: brandX.id,
      appliedDaysAgo: 5,
      followUpCount: 1,
      lastFollowUpDaysAgo: 1,
      proposalMessage: 'We sell kitchen goods on Amazon.',
    })
    await insertApplication(t.deps, { resellerId: newer.id, brandId: brandX.id, appliedDaysAgo: 1 })
    await insertApplication(t.deps, {
      resellerId: premium.id,
      brandId: brandX.id,
      appliedDaysAgo: 9,
    })
    await insertApplication(t.deps, {
      resellerId: decided.id,
      brandId: brandX.id,
      status: 'rejected',
    })
    await insertApplication(t.deps, { resellerId: elsewhere.id, brandId: otherEntry.id })

    const body = await listOf(session)
    expect(body.entry).toEqual({ id: brandX.id, name: 'Listing Brand' })
    expect(body.counts).toEqual({ pending: 3, decided: 1 })
    expect(body.applications.map((a) => a.companyName)).toEqual([
      'Premium Co',
      'Newer Co',
      'Older Co',
    ])
    const first = body.applications.find((a) => a.companyName === 'Older Co')!
    expect(first).toMatchObject({
      resellerId: older.id,
      status: 'pending',
      contactName: 'Riley Applicant',
      email: older.email,
      phone: '+1 555 010 2000',
      businessType: 'llc',
      sellerIds: [
        { marketplace: 'amazon', sellerId: 'A1PRIMERESALE' },
        { marketplace: 'ebay', sellerId: 'prime_resale' },
      ],
      // The javascript: link never reaches the screen.
      storeLinks: [
        { marketplace: 'amazon', url: 'https://www.amazon.com/sp?seller=A1PRIMERESALE' },
      ],
      categories: ['electronics', 'home_goods'],
      salesVolume: '50k_100k',
      feedbackScore: '98%',
      documentVerified: true,
      proposalMessage: 'We sell kitchen goods on Amazon.',
      premium: false,
      followUpCount: 1,
      infoRequestedAt: null,
      decidedAt: null,
      authorization: null,
    })
    expect(body.applications.find((a) => a.companyName === 'Newer Co')!.documentVerified).toBe(null)
    expect(body.applications.find((a) => a.companyName === 'Premium Co')!.premium).toBe(true)

    const decidedTab = await listOf(session, '?tab=decided')
    expect(decidedTab.applications.map((a) => a.companyName)).toEqual(['Decided Co'])
    expect(decidedTab.applications[0]!.status).toBe('rejected')
  })

  test("another brand's applicants are never listed; no entry, no applicants", async () => {
    const reseller = await applicant({ companyName: 'Only Mine Co' })
    await insertApplication(t.deps, { resellerId: reseller.id, brandId: entry.id })
    const other = await listOf(otherBrand)
    expect(other.applications.map((a) => a.resellerId)).not.toContain(reseller.id)
    const none = await listOf(noEntryBrand)
    expect(none).toMatchObject({ entry: null, applications: [], counts: { pending: 0 } })
  })

  test('pages of 20, and a bad tab is a 400', async () => {
    expect(BRAND_APPLICATIONS_PAGE_SIZE).toBe(20)
    const response = await get(t.app, '/api/brand/applications?tab=everything', {
      cookie: brand.cookie,
    })
    expect(response.status).toBe(400)
  })
})

describe('POST /api/brand/applications/:id/decision', () => {
  test('approve: one active record with the chosen marketplaces, the application approved, the counters, live and mail', async () => {
    const reseller = await applicant()
    const application = await insertApplication(t.deps, {
      resellerId: reseller.id,
      brandId: entry.id,
      appliedDaysAgo: 2,
    })
    const before = await counters(entry.id)
    let response: Response | undefined
    const events = await publishedDuring(t.deps, async () => {
      response = await decide(brand, application.id, { ...approveBody, endsAt: '2099-12-31' })
    })
    expect(response!.status, await response!.clone().text()).toBe(200)
    const body = await bodyOf<{
      application: { status: string }
      authorization: { id: string; status: string; endsAt: string }
    }>(response!)
    expect(body.application.status).toBe('approved')
    expect(body.authorization).toMatchObject({ status: 'active' })

    const records = await t.deps.db
      .select()
      .from(brandAuthorizations)
      .where(
        and(
          eq(brandAuthorizations.brandId, entry.id),
          eq(brandAuthorizations.resellerId, reseller.id),
        ),
      )
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      status: 'active',
      grantedBy: 'brand',
      grantedByUserId: brand.id,
      brandApplicationId: application.id,
      // Trimmed, as chosen.
      marketplaces: [
        { marketplace: 'amazon', sellerId: 'A1PRIMERESALE' },
        { marketplace: 'walmart', sellerId: '10001' },
      ],
    })
    expect(records[0]!.endsAt!.toISOString()).toBe('2099-12-31T23:59:59.999Z')

    const [decided] = await t.deps.db
      .select()
      .from(brandApplications)
      .where(eq(brandApplications.id, application.id))
    expect(decided).toMatchObject({ status: 'approved', decidedByUserId: brand.id })
    expect(decided!.decidedAt).toBeInstanceOf(Date)

    const after = await counters(entry.id)
    expect(after.decided).toBe(before.decided + 1)
    expect(after.approved).toBe(before.approved + 1)
    // About 48 hours from application to decision.
    expect(after.hours - before.hours).toBeGreaterThan(47.9)
    expect(after.hours - before.hours).toBeLessThan(48.1)

    const kinds = (userId: string) =>
      events.filter((e: LiveEvent) => e.userIds.includes(userId)).map((e) => e.kind)
    expect(kinds(reseller.id)).toEqual(
      expect.arrayContaining(['application.changed', 'authorization.changed']),
    )
    expect(kinds(brand.id)).toContain('application.changed')

    const [mail] = (await mailsTo(t.deps, reseller.email)).filter(
      (m) => m.kind === 'application_approved',
    )
    expect(mail!.subject).toBe('You are authorized to sell Northwind Queue')
    expect(mail!.text).toContain('Amazon: A1PRIMERESALE')
    expect(mail!.text).toContain('Walmart: 10001')
    expect(mail!.text).toContain('2099-12-31')
    expect(mail!.text).toContain('/reseller/dashboard/brands?q=Northwind%20Queue')

    // The reseller now sees the brand's products (in force).
    const products = await get(t.app, `/api/reseller/brands/${entry.id}/products`, {
      cookie: await signIn(t.app, reseller),
    })
    expect(products.status).toBe(200)
  })

  test('reject: the reason is kept and mailed; no record; the counters count it', async () => {
    const reseller = await applicant()
    const application = await insertApplication(t.deps, {
      resellerId: reseller.id,
      brandId: entry.id,
    })
    const before = await counters(entry.id)
    const events = await publishedDuring(t.deps, async () => {
      const response = await decide(brand, application.id, {
        action: 'reject',
        reason: '  We only work with resellers in the EU.  ',
      })
      expect(response.status, await response.clone().text()).toBe(200)
    })
    const [row] = await t.deps.db
      .select()
      .from(brandApplications)
      .where(eq(brandApplications.id, application.id))
    expect(row).toMatchObject({
      status: 'rejected',
      decisionReason: 'We only work with resellers in the EU.',
      decidedByUserId: brand.id,
    })
    const records = await t.deps.db
      .select()
      .from(brandAuthorizations)
      .where(eq(brandAuthorizations.resellerId, reseller.id))
    expect(records).toEqual([])
    const after = await counters(entry.id)
    expect(after.decided).toBe(before.decided + 1)
    expect(after.approved).toBe(before.approved)
    expect(events.find((e) => e.kind === 'application.changed')!.userIds).toContain(reseller.id)
    const [mail] = (await mailsTo(t.deps, reseller.email)).filter(
      (m) => m.kind === 'application_rejected',
    )
    expect(mail!.text).toContain('We only work with resellers in the EU.')
  })

  test('a second decision is a 409 that says so, and changes nothing', async () => {
    const reseller = await applicant()
    const application = await insertApplication(t.deps, {
      resellerId: reseller.id,
      brandId: entry.id,
    })
    expect((await decide(brand, application.id, approveBody)).status).toBe(200)
    const before = await counters(entry.id)
    const again = await decide(brand, application.id, { action: 'reject', reason: 'Changed mind' })
    expect(again.status).toBe(409)
    expect(await bodyOf(again)).toMatchObject({
      code: 'APPLICATION_ALREADY_DECIDED',
      message: expect.stringMatching(/^This application was already approved on \d{4}-\d{2}-\d{2}/),
    })
    expect(await counters(entry.id)).toEqual(before)
  })

  test('two decisions at once: one wins, the other is a 409', async () => {
    const reseller = await applicant()
    const application = await insertApplication(t.deps, {
      resellerId: reseller.id,
      brandId: entry.id,
    })
    const before = await counters(entry.id)
    const statuses = (
      await Promise.all([
        decide(brand, application.id, approveBody),
        decide(brand, application.id, { action: 'reject', reason: 'No' }),
      ])
    )
      .map((r) => r.status)
      .sort()
    expect(statuses).toEqual([200, 409])
    expect((await counters(entry.id)).decided).toBe(before.decided + 1)
  })

  test("another brand's application, or an admin without an entry: 404, untouched", async () => {
    const reseller = await applicant()
    const application = await insertApplication(t.deps, {
      resellerId: reseller.id,
      brandId: entry.id,
    })
    expect((await decide(otherBrand, application.id, approveBody)).status).toBe(404)
    expect((await decide(admin, application.id, approveBody)).status).toBe(404)
    expect((await decide(noEntryBrand, application.id, approveBody)).status).toBe(404)
    expect((await decide(brand, crypto.randomUUID(), approveBody)).status).toBe(404)
    const [row] = await t.deps.db
      .select({ status: brandApplications.status })
      .from(brandApplications)
      .where(eq(brandApplications.id, application.id))
    expect(row!.status).toBe('pending')
  })

  test.each([
    ['no marketplace', { action: 'approve', marketplaces: [] }, 'Choose at least one marketplace.'],
    [
      'an empty seller id',
      { action: 'approve', marketplaces: [{ marketplace: 'amazon', sellerId: '   ' }] },
      'Enter the seller ID for each marketplace you choose.',
    ],
    [
      'a seller id over 200 characters',
      { action: 'approve', marketplaces: [{ marketplace: 'amazon', sellerId: 'A'.repeat(201) }] },
      'Must be at most 200 characters',
    ],
    [
      'an unknown marketplace',
      { action: 'approve', marketplaces: [{ marketplace: 'etsy', sellerId: 'x' }] },
      undefined,
    ],
    [
      'a marketplace twice',
      {
        action: 'approve',
        marketplaces: [
          { marketplace: 'amazon', sellerId: 'A' },
          { marketplace: 'amazon', sellerId: 'B' },
        ],
      },
      'Each marketplace can be chosen once.',
    ],
    [
      'an end date in the past',
      { ...approveBody, endsAt: '2020-01-01' },
      'The end date must be today or later.',
    ],
    [
      'an end date that is no date',
      { ...approveBody, endsAt: '2099-02-30' },
      'Enter the end date as a date (YYYY-MM-DD).',
    ],
    ['a rejection without a reason', { action: 'reject', reason: '   ' }, 'Please give a reason.'],
    [
      'a reason over 1000 characters',
      { action: 'reject', reason: 'x'.repeat(1001) },
      'Must be at most 1000 characters',
    ],
    [
      'a NUL byte',
      { action: 'reject', reason: 'bad\u0000reason' },
      'Text must not contain NUL characters',
    ],
    ['an unknown action', { action: 'maybe' }, undefined],
  ])('%s is a 400 with a message', async (_name, body, message) => {
    const reseller = await applicant()
    const application = await insertApplication(t.deps, {
      resellerId: reseller.id,
      brandId: entry.id,
    })
    const response = await decide(brand, application.id, body)
    expect(response.status).toBe(400)
    const answer = await bodyOf<{ message: string }>(response)
    if (message) expect(answer.message).toBe(message)
    else expect(answer.message).toBeTruthy()
  })

  test('an empty end date means none: the authorization holds until the brand ends it', async () => {
    const reseller = await applicant()
    const application = await insertApplication(t.deps, {
      resellerId: reseller.id,
      brandId: entry.id,
    })
    const response = await decide(brand, application.id, { ...approveBody, endsAt: '' })
    expect(response.status, await response.clone().text()).toBe(200)
    const [record] = await t.deps.db
      .select({ endsAt: brandAuthorizations.endsAt })
      .from(brandAuthorizations)
      .where(eq(brandAuthorizations.resellerId, reseller.id))
    expect(record!.endsAt).toBeNull()
  })

  test('a bad id is a 400, not a 500', async () => {
    expect((await decide(brand, 'not-a-uuid', approveBody)).status).toBe(400)
  })
})

describe('POST /api/brand/applications/:id/request-info', () => {
  const ask = (session: Session, id: string, message: unknown) =>
    post(
      t.app,
      `/api/brand/applications/${id}/request-info`,
      { message },
      {
        cookie: session.cookie,
      },
    )

  test("a message in the application's thread; the application stays pending and says so", async () => {
    const reseller: TestUser = await applicant()
    const application = await insertApplication(t.deps, {
      resellerId: reseller.id,
      brandId: entry.id,
    })
    const events = await publishedDuring(t.deps, async () => {
      const response = await ask(brand, application.id, 'Which warehouses do you ship from?')
      expect(response.status, await response.clone().text()).toBe(201)
    })
    const [message] = await t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.brandApplicationId, application.id))
    expect(message).toMatchObject({
      senderId: brand.id,
      recipientId: reseller.id,
      content: 'Which warehouses do you ship from?',
      emailThreadId: application.emailThreadId,
    })
    const [row] = await t.deps.db
      .select()
      .from(brandApplications)
      .where(eq(brandApplications.id, application.id))
    expect(row!.status).toBe('pending')
    expect(row!.infoRequestedAt).toBeInstanceOf(Date)
    const kinds = events.filter((e) => e.userIds.includes(reseller.id)).map((e) => e.kind)
    expect(kinds).toEqual(expect.arrayContaining(['message.created', 'application.changed']))
    const listed = await listOf(brand)
    expect(listed.applications.find((a) => a.id === application.id)!.infoRequestedAt).toBe(
      row!.infoRequestedAt!.toISOString(),
    )
  })

  test('another brand: 404; decided: 409; empty: 400', async () => {
    const reseller = await applicant()
    const application = await insertApplication(t.deps, {
      resellerId: reseller.id,
      brandId: entry.id,
    })
    expect((await ask(otherBrand, application.id, 'Hello?')).status).toBe(404)
    expect((await ask(admin, application.id, 'Hello?')).status).toBe(404)
    expect((await ask(brand, application.id, '   ')).status).toBe(400)
    await decide(brand, application.id, { action: 'reject', reason: 'No' })
    const late = await ask(brand, application.id, 'One more thing')
    expect(late.status).toBe(409)
    const stored = await t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.brandApplicationId, application.id))
    expect(stored).toEqual([])
  })
})
