import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RESELLER_BRANDS_TEXTS as T } from '#shared/reseller-brands-texts.ts'
import type {
  ApplyToBrandResponse,
  FollowUpResponse,
  ResellerBrandRow,
  ResellerBrandsResponse,
} from '#shared/schemas/reseller-brands.ts'
import { brandApplications, brandsDirectory, user } from '#server/db/schema/index.ts'
import { authorize } from '#testing/authorizations.ts'
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts'
import type { LiveEvent } from '#server/lib/live/live-bus.ts'
import { mailsTo, signedInUser, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { insertProduct } from '#testing/brand-products.ts'
import { createBrand } from '#testing/public-site.ts'
import { daysAgo, insertApplication, setApplicationLimit } from '#testing/reseller-brands.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { saveNotificationPreferences } from '../brand-settings/notification-preferences.ts'

/** The demo tools answer callers on this machine (DESIGN decision 2). */
const LOCAL = { ip: '127.0.0.1' }

type Session = TestUser & { cookie: string }

let t: TestApp
let reseller: Session
let otherReseller: Session
let brandUser: Session

beforeAll(async () => {
  t = await createTestApp()
  ;[reseller, otherReseller, brandUser] = await Promise.all([
    signedInUser(t.deps, t.app, 'reseller'),
    signedInUser(t.deps, t.app, 'reseller'),
    signedInUser(t.deps, t.app, 'brand'),
  ])
  // This file's shared reseller applies many times; it is on an unlimited plan (decision 014:
  // the free plan's 3 a month are tested below and in billing/plan-limits.api.test.ts).
  await setApplicationLimit(t.deps, reseller, 999_999)
})

afterAll(async () => {
  await t?.close()
})

const list = async (cookie: string, params: Record<string, string> = {}) => {
  const response = await get(t.app, `/api/reseller/brands?${new URLSearchParams(params)}`, {
    cookie,
  })
  expect(response.status).toBe(200)
  return bodyOf<ResellerBrandsResponse>(response)
}

const apply = (cookie: string, brandId: string, proposalMessage: unknown = 'We sell on Amazon.') =>
  post(t.app, `/api/reseller/brands/${brandId}/apply`, { proposalMessage }, { cookie })

const followUp = (cookie: string, applicationId: string) =>
  post(t.app, `/api/reseller/applications/${applicationId}/follow-up`, {}, { cookie })

/** A made-up word of letters only (a word with digits gets no typo tolerance, decision 017). */
const unique = (prefix: string) =>
  `${prefix}${Math.random()
    .toString(36)
    .slice(2, 8)
    .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`

describe('the list', () => {
  test('active brands only, with the reseller’s own application, authorization, minimum order and counts', async () => {
    const tag = unique('Zephyrine')
    const owned = await createBrand(t.deps, {
      name: `${tag} Owned`,
      ownerUserId: brandUser.id,
      categories: ['beauty'],
    })
    const plain = await createBrand(t.deps, { name: `${tag} Plain`, description: 'Kitchen tools' })
    await createBrand(t.deps, { name: `${tag} Inactive`, isActive: false })
    await insertProduct(t.deps, brandUser.id, { wholesalePrice: '12.40' })
    await insertProduct(t.deps, brandUser.id, { wholesalePrice: '30.00' })
    // Not approved: not part of the minimum order.
    await insertProduct(t.deps, brandUser.id, { wholesalePrice: '1.00', approvalStatus: 'pending' })
    const mine = await insertApplication(t.deps, {
      resellerId: reseller.id,
      brandId: owned.id,
      appliedDaysAgo: 2,
    })
    await insertApplication(t.deps, { resellerId: otherReseller.id, brandId: plain.id })
    await authorize(t.deps, plain.id, reseller.id)

    const body = await list(reseller.cookie, { q: tag })
    expect(body.brands.map((b) => b.name).sort()).toEqual([`${tag} Owned`, `${tag} Plain`])
    expect(body.filteredCount).toBe(2)
    const [active] = await t.deps.db
      .execute<{ n: number }>(sql`select count(*)::int as n from brands_directory where is_active`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows)
    expect(body.totalCount).toBe(active!.n)
    expect(body.pageSize).toBe(50)

    const ownedRow = body.brands.find((b) => b.id === owned.id)!
    expect(ownedRow).toMatchObject({
      applicationStatus: 'pending',
      applicationId: mine.id,
      followUpCount: 0,
      standing: 'pending',
      authorization: null,
      minimumOrder: '62.00',
      categories: ['beauty'],
    })
    // The first follow-up is possible 3 days after applying.
    expect(new Date(ownedRow.nextFollowUpAt!).getTime()).toBe(
      mine.createdAt.getTime() + 3 * 24 * 3600 * 1000,
    )
    // Another reseller's application is not this reseller's status.
    const plainRow = body.brands.find((b) => b.id === plain.id)!
    expect(plainRow).toMatchObject({
      applicationStatus: null,
      applicationId: null,
      standing: 'authorized',
      authorization: { status: 'active', marketplaces: [], endsAt: null, statusReason: null },
      minimumOrder: '1000.00',
      nextFollowUpAt: null,
    })

    const other = await list(otherReseller.cookie, { q: tag })
    expect(other.brands.find((b) => b.id === owned.id)!.applicationStatus).toBeNull()
    expect(other.brands.find((b) => b.id === plain.id)!.applicationStatus).toBe('pending')
  })

  test('search reaches names, descriptions and categories, and forgives a misspelling', async () => {
    const tag = unique('Quillobar')
    const byName = await createBrand(t.deps, { name: `${tag} Northwind` })
    const byDescription = await createBrand(t.deps, {
      name: unique('Plainbrand'),
      description: `Makers of ${tag} lamps`,
    })
    const byCategory = await createBrand(t.deps, {
      name: unique('Otherbrand'),
      categories: [`${tag}cat`],
    })
    const ids = (b: ResellerBrandsResponse) => b.brands.map((r) => r.id)
    expect(ids(await list(reseller.cookie, { q: tag }))).toEqual(
      expect.arrayContaining([byName.id, byDescription.id]),
    )
    expect(ids(await list(reseller.cookie, { q: `${tag}cat` }))).toContain(byCategory.id)
    // One letter dropped from the name still finds it (one edit away, decision 017).
    const misspelt = `${tag.slice(0, 3)}${tag.slice(4)}`
    expect(ids(await list(reseller.cookie, { q: misspelt }))).toContain(byName.id)
    const none = await list(reseller.cookie, { q: '!!!' })
    expect(none).toMatchObject({ brands: [], filteredCount: 0 })
  })

  test('status, follow-up and time filters', async () => {
    const tag = unique('Filtrix')
    const b = await Promise.all(
      ['None', 'Fresh', 'Ready', 'Waiting', 'Maxed', 'Old', 'Approved', 'Rejected'].map((n) =>
        createBrand(t.deps, { name: `${tag} ${n}` }),
      ),
    )
    const [, fresh, ready, waiting, maxed, old, approved, rejected] = b as [
      (typeof b)[0],
      (typeof b)[0],
      (typeof b)[0],
      (typeof b)[0],
      (typeof b)[0],
      (typeof b)[0],
      (typeof b)[0],
      (typeof b)[0],
    ]
    const r = reseller.id
    await insertApplication(t.deps, { resellerId: r, brandId: fresh.id, appliedDaysAgo: 1 })
    await insertApplication(t.deps, { resellerId: r, brandId: ready.id, appliedDaysAgo: 4 })
    await insertApplication(t.deps, {
      resellerId: r,
      brandId: waiting.id,
      appliedDaysAgo: 10,
      followUpCount: 1,
      lastFollowUpDaysAgo: 2,
    })
    await insertApplication(t.deps, {
      resellerId: r,
      brandId: maxed.id,
      appliedDaysAgo: 30,
      followUpCount: 3,
      lastFollowUpDaysAgo: 8,
    })
    await insertApplication(t.deps, { resellerId: r, brandId: old.id, appliedDaysAgo: 20 })
    await insertApplication(t.deps, {
      resellerId: r,
      brandId: approved.id,
      appliedDaysAgo: 3,
      status: 'approved',
    })
    await insertApplication(t.deps, {
      resellerId: r,
      brandId: rejected.id,
      appliedDaysAgo: 40,
      status: 'rejected',
    })
    const names = async (params: Record<string, string>) => {
      const body = await list(reseller.cookie, { q: tag, ...params })
      expect(body.filteredCount).toBe(body.brands.length)
      return body.brands.map((x: ResellerBrandRow) => x.name.slice(tag.length + 1)).sort()
    }
    expect(await names({ status: 'not_applied' })).toEqual(['None'])
    expect(await names({ status: 'pending' })).toEqual([
      'Fresh',
      'Maxed',
      'Old',
      'Ready',
      'Waiting',
    ])
    expect(await names({ status: 'approved' })).toEqual(['Approved'])
    expect(await names({ status: 'rejected' })).toEqual(['Rejected'])
    expect(await names({ followUp: 'can_follow_up' })).toEqual(['Old', 'Ready'])
    expect(await names({ followUp: 'waiting' })).toEqual(['Fresh', 'Waiting'])
    expect(await names({ followUp: 'followed_up' })).toEqual(['Maxed', 'Waiting'])
    expect(await names({ followUp: 'max_reached' })).toEqual(['Maxed'])
    expect(await names({ followUp: 'max_reached,can_follow_up' })).toEqual([
      'Maxed',
      'Old',
      'Ready',
    ])
    expect(await names({ time: 'recently_applied' })).toEqual(['Approved', 'Fresh', 'Ready'])
    // Long Wait: 14 days or more while pending (the rejected one waited longer but is decided).
    expect(await names({ time: 'long_wait' })).toEqual(['Maxed', 'Old'])
    expect(await names({ status: 'pending', time: 'recently_applied' })).toEqual(['Fresh', 'Ready'])
  })

  test('50 per page, in name order, and a page past the end still carries the counts', async () => {
    const tag = unique('Pagina')
    for (let i = 0; i < 53; i += 1) {
      await createBrand(t.deps, { name: `${tag} ${String(i).padStart(2, '0')}` })
    }
    const first = await list(reseller.cookie, { q: tag })
    // Every brand matches equally, so the order is by name.
    expect(first.brands).toHaveLength(50)
    expect(first.filteredCount).toBe(53)
    expect(first.brands[0]!.name).toBe(`${tag} 00`)
    const second = await list(reseller.cookie, { q: tag, page: '2' })
    expect(second.brands.map((b) => b.name)).toEqual([`${tag} 50`, `${tag} 51`, `${tag} 52`])
    const beyond = await list(reseller.cookie, { q: tag, page: '9' })
    expect(beyond).toMatchObject({ brands: [], filteredCount: 53, page: 9 })
  })

  test('bad query input is refused', async () => {
    for (const query of ['status=nope', 'followUp=bogus', 'time=yesterday', 'page=0', 'q=%00']) {
      const response = await get(t.app, `/api/reseller/brands?${query}`, {
        cookie: reseller.cookie,
      })
      expect(response.status, query).toBe(400)
    }
  })
})

describe('applying', () => {
  test('creates a pending application, mails the brand and tells its open pages', async () => {
    const contact = `contact-${unique('x')}@example.com`
    const brand = await createBrand(t.deps, {
      name: unique('Applyco '),
      contactEmail: contact,
      ownerUserId: brandUser.id,
    })
    const events: LiveEvent[] = []
    const stop = t.deps.live.subscribe(brandUser.id, (e) => events.push(e))
    const response = await apply(reseller.cookie, brand.id, '  We sell on Amazon and Walmart.  ')
    stop()
    expect(response.status).toBe(201)
    const body = await bodyOf<ApplyToBrandResponse>(response)
    expect(body.application).toMatchObject({ brandId: brand.id, status: 'pending' })
    expect(body.brandNotified).toBe(true)
    const [row] = await t.deps.db
      .select()
      .from(brandApplications)
      .where(eq(brandApplications.id, body.application.id))
    expect(row).toMatchObject({
      resellerId: reseller.id,
      status: 'pending',
      followUpCount: 0,
      applicationData: { proposal_message: 'We sell on Amazon and Walmart.' },
    })
    expect(row!.emailThreadId).toMatch(/^app-/)
    const mails = await mailsTo(t.deps, contact)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain(`[thread:${row!.emailThreadId}]`)
    expect(mails[0]!.text).toContain('We sell on Amazon and Walmart.')
    expect(events).toEqual([
      { kind: 'application.changed', userIds: [brandUser.id], data: { applicationId: row!.id } },
    ])

    // The list shows it at once.
    const listed = await list(reseller.cookie, { q: brand.name })
    expect(listed.brands.find((b) => b.id === brand.id)!.applicationStatus).toBe('pending')

    const again = await apply(reseller.cookie, brand.id)
    expect(again.status).toBe(409)
    expect((await bodyOf(again)).message).toBe(T.alreadyApplied)
  })

  test('a brand that switched its mails off gets none, and the application still stands', async () => {
    const contact = `contact-${unique('y')}@example.com`
    const owner = await signedInUser(t.deps, t.app, 'brand')
    await saveNotificationPreferences(t.deps.db, owner.id, {
      emailNotifications: true,
      newResellerApplications: false,
      newOrders: true,
      inventoryAlerts: true,
      mapViolations: true,
    })
    const brand = await createBrand(t.deps, { contactEmail: contact, ownerUserId: owner.id })
    const response = await apply(reseller.cookie, brand.id)
    expect(response.status).toBe(201)
    expect((await bodyOf<ApplyToBrandResponse>(response)).brandNotified).toBe(false)
    expect(await mailsTo(t.deps, contact)).toHaveLength(0)
  })

  test('bad bodies, unknown and inactive brands, and brands users are refused', async () => {
    const brand = await createBrand(t.deps)
    const inactive = await createBrand(t.deps, { isActive: false })
    for (const bad of ['', '   ', 'a\u0000b', 'x'.repeat(2001), 42, null]) {
      const response = await apply(reseller.cookie, brand.id, bad)
      expect(response.status, JSON.stringify(bad)).toBe(400)
    }
    expect((await bodyOf(await apply(reseller.cookie, brand.id, ''))).message).toBe(
      T.proposalRequired,
    )
    expect((await apply(reseller.cookie, inactive.id)).status).toBe(404)
    expect((await apply(reseller.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await apply(reseller.cookie, 'not-a-uuid')).status).toBe(400)
    expect((await apply(brandUser.cookie, brand.id)).status).toBe(403)
    const stored = await t.deps.db
      .select()
      .from(brandApplications)
      .where(eq(brandApplications.brandId, brand.id))
    expect(stored).toHaveLength(0)
  })

  test('the plan limit counts this month’s applications, and 20 parallel ones never pass it', async () => {
    const limited = await signedInUser(t.deps, t.app, 'reseller')
    await setApplicationLimit(t.deps, limited, 3)
    // Last month's application does not count.
    const old = await createBrand(t.deps)
    await insertApplication(t.deps, { resellerId: limited.id, brandId: old.id, appliedDaysAgo: 40 })
    const brands = await Promise.all(Array.from({ length: 22 }, () => createBrand(t.deps)))
    expect((await apply(limited.cookie, brands[0]!.id)).status).toBe(201)
    const responses = await Promise.all(brands.slice(1, 21).map((b) => apply(limited.cookie, b.id)))
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(2)
    expect(statuses.filter((s) => s === 403)).toHaveLength(18)
    const refused = responses.find((r) => r.status === 403)!
    expect(await bodyOf(refused)).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      title: T.applicationFailed,
      message: T.limitReached(3),
    })
    const [made] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(brandApplications)
      .where(
        and(
          eq(brandApplications.resellerId, limited.id),
          sql`${brandApplications.createdAt} >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'`,
        ),
      )
    expect(made!.n).toBe(3)
    // Without a subscriber row the free plan applies (3 a month; this reseller has room).
    expect((await apply(otherReseller.cookie, brands[21]!.id)).status).toBe(201)
  })
})

describe('the card says one thing (issue 13)', () => {
  const DAY = 24 * 3600 * 1000
  const amazonWalmart = [
    { marketplace: 'amazon' as const, sellerId: 'A1PRIME' },
    { marketplace: 'walmart' as const, sellerId: 'W-778' },
  ]

  test('each authorization status, and the application only when it is newer', async () => {
    const r = await signedInUser(t.deps, t.app, 'reseller')
    const tag = unique('Standix')
    const names = [
      'Authorized',
      'Suspended',
      'Revoked',
      'Expired',
      'Later',
      'Pending',
      'Asked',
      'Approved',
      'Rejected',
      'Again',
      'None',
    ] as const
    const b = Object.fromEntries(
      await Promise.all(
        names.map(async (n) => [n, await createBrand(t.deps, { name: `${tag} ${n}` })] as const),
      ),
    ) as Record<(typeof names)[number], Awaited<ReturnType<typeof createBrand>>>
    const since = daysAgo(20)
    for (const n of ['Authorized', 'Suspended', 'Revoked', 'Expired'] as const) {
      await insertApplication(t.deps, {
        resellerId: r.id,
        brandId: b[n].id,
        appliedDaysAgo: 30,
        status: 'approved',
      })
    }
    await authorize(t.deps, b.Authorized.id, r.id, { since, marketplaces: amazonWalmart })
    await authorize(t.deps, b.Suspended.id, r.id, {
      since,
      status: 'suspended',
      statusReason: 'Listed below MAP',
    })
    await authorize(t.deps, b.Revoked.id, r.id, {
      since,
      status: 'revoked',
      statusReason: 'Sold outside the covered marketplaces',
    })
    // Expired by its end date alone: the row still says active.
    await authorize(t.deps, b.Expired.id, r.id, {
      since,
      endsAt: daysAgo(2),
      marketplaces: amazonWalmart,
    })
    await authorize(t.deps, b.Later.id, r.id, { since: new Date(Date.now() + 3 * DAY) })
    await insertApplication(t.deps, { resellerId: r.id, brandId: b.Pending.id, appliedDaysAgo: 1 })
    const asked = await insertApplication(t.deps, {
      resellerId: r.id,
      brandId: b.Asked.id,
      appliedDaysAgo: 5,
    })
    await t.deps.db
      .update(brandApplications)
      .set({ infoRequestedAt: daysAgo(1) })
      .where(eq(brandApplications.id, asked.id))
    await insertApplication(t.deps, {
      resellerId: r.id,
      brandId: b.Approved.id,
      status: 'approved',
    })
    const rejected = await insertApplication(t.deps, {
      resellerId: r.id,
      brandId: b.Rejected.id,
      appliedDaysAgo: 9,
      status: 'rejected',
    })
    await t.deps.db
      .update(brandApplications)
      .set({ decisionReason: 'We only work with US sellers', decidedAt: daysAgo(8) })
      .where(eq(brandApplications.id, rejected.id))
    // Revoked 10 days ago, applied again 2 days ago: the new application is what the card says.
    await authorize(t.deps, b.Again.id, r.id, { since: daysAgo(40), status: 'revoked' })
    await insertApplication(t.deps, { resellerId: r.id, brandId: b.Again.id, appliedDaysAgo: 2 })

    const body = await list(r.cookie, { q: tag })
    const card = (n: (typeof names)[number]) => body.brands.find((x) => x.id === b[n].id)!
    expect(Object.fromEntries(names.map((n) => [n, card(n).standing]))).toEqual({
      Authorized: 'authorized',
      Suspended: 'suspended',
      Revoked: 'revoked',
      Expired: 'expired',
      Later: 'scheduled',
      Pending: 'pending',
      Asked: 'pending',
      Approved: 'approved',
      Rejected: 'rejected',
      Again: 'pending',
      None: 'not_applied',
    })
    expect(card('Authorized').authorization).toEqual({
      status: 'active',
      marketplaces: amazonWalmart,
      startsAt: since.toISOString(),
      endsAt: null,
      statusReason: null,
      statusChangedAt: since.toISOString(),
    })
    expect(card('Suspended').authorization).toMatchObject({
      status: 'suspended',
      statusReason: 'Listed below MAP',
    })
    expect(card('Revoked').authorization).toMatchObject({
      status: 'revoked',
      statusReason: 'Sold outside the covered marketplaces',
    })
    expect(card('Expired').authorization).toMatchObject({ status: 'expired' })
    expect(new Date(card('Expired').authorization!.endsAt!).getTime()).toBeLessThan(Date.now())
    expect(card('Asked').infoRequestedAt).not.toBeNull()
    expect(card('Pending').infoRequestedAt).toBeNull()
    expect(card('Rejected').decisionReason).toBe('We only work with US sellers')
    expect(card('Again')).toMatchObject({
      applicationStatus: 'pending',
      authorization: { status: 'revoked' },
    })

    // The status filters read the same standing.
    const filtered = async (status: string) =>
      (await list(r.cookie, { q: tag, status })).brands
        .map((x) => x.name.slice(tag.length + 1))
        .sort()
    expect(await filtered('authorized')).toEqual(['Authorized'])
    expect(await filtered('approved')).toEqual(['Approved', 'Authorized'])
    expect(await filtered('pending')).toEqual(['Again', 'Asked', 'Pending'])
    expect(await filtered('rejected')).toEqual(['Rejected'])
    // An authorization of any status is not "not applied".
    expect(await filtered('not_applied')).toEqual(['None'])
  })

  test("the brand's own figures once it has decided 5 applications, the admin's until then", async () => {
    const tag = unique('Figurix')
    const brand = await createBrand(t.deps, {
      name: `${tag} Brand`,
      approvalRate: 92.5,
      responseTime: 24,
    })
    const card = async () => (await list(reseller.cookie, { q: tag })).brands[0]!
    expect(await card()).toMatchObject({
      approvalRate: 92.5,
      responseTime: 24,
      figuresFrom: 'listed',
    })
    const decided = (n: number, approved: number, hours: number) =>
      t.deps.db
        .update(brandsDirectory)
        .set({ decidedApplications: n, approvedApplications: approved, decisionHoursTotal: hours })
        .where(eq(brandsDirectory.id, brand.id))
    await decided(4, 1, 400)
    expect(await card()).toMatchObject({ approvalRate: 92.5, figuresFrom: 'listed' })
    // 5 decisions, 2 approved, 61 hours in all: 40% and 12.2 hours, seen at once.
    await decided(5, 2, 61)
    expect(await card()).toMatchObject({
      approvalRate: 40,
      responseTime: 12.2,
      figuresFrom: 'decisions',
    })
    await decided(6, 4, 7)
    expect(await card()).toMatchObject({ approvalRate: 66.7, responseTime: 1.2 })
    // Without admin figures the card has none until the brand has its own.
    const bare = await createBrand(t.deps, { name: `${tag} Bare` })
    const bareCard = (await list(reseller.cookie, { q: tag })).brands.find((x) => x.id === bare.id)
    expect(bareCard).toMatchObject({
      approvalRate: null,
      responseTime: null,
      figuresFrom: 'listed',
    })
  })

  test("the brand's own minimums when set, the 5× rule otherwise", async () => {
    const tag = unique('Minix')
    const brand = await createBrand(t.deps, { name: `${tag} Brand` })
    const card = async () => (await list(reseller.cookie, { q: tag })).brands[0]!
    expect(await card()).toMatchObject({
      minimumOrder: '1000.00',
      openingOrderMinimum: null,
      reorderMinimum: null,
    })
    await t.deps.db
      .update(brandsDirectory)
      .set({ openingOrderMinimum: '500', reorderMinimum: '250.5' })
      .where(eq(brandsDirectory.id, brand.id))
    expect(await card()).toMatchObject({
      minimumOrder: '1000.00',
      openingOrderMinimum: '500.00',
      reorderMinimum: '250.50',
    })
  })
})

describe('applying again (issue 13)', () => {
  const setUp = async () => {
    const r = await signedInUser(t.deps, t.app, 'reseller')
    const contact = `contact-${unique('again')}@example.com`
    const brand = await createBrand(t.deps, {
      name: unique('Againco '),
      contactEmail: contact,
      ownerUserId: brandUser.id,
    })
    return { r, brand, contact }
  }
  const row = async (id: string) =>
    (await t.deps.db.select().from(brandApplications).where(eq(brandApplications.id, id)))[0]!

  test('after a rejection: the same application row starts over, in the same thread', async () => {
    const { r, brand, contact } = await setUp()
    const old = await insertApplication(t.deps, {
      resellerId: r.id,
      brandId: brand.id,
      appliedDaysAgo: 20,
      status: 'rejected',
      followUpCount: 2,
      lastFollowUpDaysAgo: 10,
    })
    await t.deps.db
      .update(brandApplications)
      .set({
        decidedAt: daysAgo(5),
        decidedByUserId: brandUser.id,
        decisionReason: 'Too small',
        infoRequestedAt: daysAgo(15),
      })
      .where(eq(brandApplications.id, old.id))
    const events: LiveEvent[] = []
    const stop = t.deps.live.subscribe(brandUser.id, (e) => events.push(e))
    const before = Date.now()
    const response = await apply(r.cookie, brand.id, 'We doubled our sales since.')
    stop()
    expect(response.status).toBe(201)
    const body = await bodyOf<ApplyToBrandResponse>(response)
    expect(body.application).toMatchObject({
      id: old.id,
      status: 'pending',
      emailThreadId: old.emailThreadId,
    })
    const stored = await row(old.id)
    expect(stored).toMatchObject({
      status: 'pending',
      applicationData: { proposal_message: 'We doubled our sales since.' },
      followUpCount: 0,
      lastFollowUpAt: null,
      decidedAt: null,
      decidedByUserId: null,
      decisionReason: null,
      infoRequestedAt: null,
      emailThreadId: old.emailThreadId,
    })
    expect(stored.createdAt.getTime()).toBeGreaterThanOrEqual(before)
    expect(events).toEqual([
      { kind: 'application.changed', userIds: [brandUser.id], data: { applicationId: old.id } },
    ])
    const [mail] = await mailsTo(t.deps, contact)
    expect(mail!.subject).toContain(`[thread:${old.emailThreadId}]`)
    expect(mail!.text).toContain('applied again')
    expect(mail!.text).toContain('/brand/dashboard/resellers#applications')
    const card = (await list(r.cookie, { q: brand.name })).brands.find((x) => x.id === brand.id)!
    expect(card).toMatchObject({
      standing: 'pending',
      followUpCount: 0,
      decisionReason: null,
    })
    // The first follow-up is again 3 days away.
    expect(new Date(card.nextFollowUpAt!).getTime()).toBe(
      stored.createdAt.getTime() + 3 * 86_400_000,
    )
    // And now it is pending: not again.
    const twice = await apply(r.cookie, brand.id)
    expect(twice.status).toBe(409)
    expect(await bodyOf(twice)).toMatchObject({
      code: 'ALREADY_APPLIED',
      message: T.alreadyApplied,
    })
  })

  test('after a revocation or an expiry; the first application when an admin had allocated', async () => {
    const revoked = await setUp()
    const approved = await insertApplication(t.deps, {
      resellerId: revoked.r.id,
      brandId: revoked.brand.id,
      appliedDaysAgo: 60,
      status: 'approved',
    })
    await authorize(t.deps, revoked.brand.id, revoked.r.id, {
      since: daysAgo(50),
      status: 'revoked',
      statusReason: 'Counterfeit report',
    })
    const again = await apply(revoked.r.cookie, revoked.brand.id)
    expect(again.status).toBe(201)
    expect((await bodyOf<ApplyToBrandResponse>(again)).application.id).toBe(approved.id)
    expect((await row(approved.id)).status).toBe('pending')
    const card = (await list(revoked.r.cookie, { q: revoked.brand.name })).brands[0]!
    expect(card).toMatchObject({ standing: 'pending', authorization: { status: 'revoked' } })

    const expired = await setUp()
    await authorize(t.deps, expired.brand.id, expired.r.id, {
      since: daysAgo(400),
      endsAt: daysAgo(35),
    })
    // No application: an admin allocated it. Applying now makes the first one.
    expect((await apply(expired.r.cookie, expired.brand.id)).status).toBe(201)
    const mine = await t.deps.db
      .select()
      .from(brandApplications)
      .where(eq(brandApplications.resellerId, expired.r.id))
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ brandId: expired.brand.id, status: 'pending' })
  })

  test('refused while pending, approved, authorized, not yet started or suspended (409)', async () => {
    const cases = [
      {
        code: 'ALREADY_AUTHORIZED',
        message: T.alreadyAuthorized,
        set: (r: string, brand: string) => authorize(t.deps, brand, r),
      },
      {
        code: 'ALREADY_AUTHORIZED',
        message: T.alreadyAuthorized,
        set: (r: string, brand: string) =>
          authorize(t.deps, brand, r, { since: new Date(Date.now() + 86_400_000) }),
      },
      {
        code: 'AUTHORIZATION_SUSPENDED',
        message: T.authorizationSuspended,
        set: async (r: string, brand: string) => {
          await insertApplication(t.deps, { resellerId: r, brandId: brand, status: 'approved' })
          await authorize(t.deps, brand, r, { status: 'suspended', statusReason: 'Paused' })
        },
      },
      {
        code: 'ALREADY_APPLIED',
        message: T.alreadyApproved,
        set: (r: string, brand: string) =>
          insertApplication(t.deps, { resellerId: r, brandId: brand, status: 'approved' }),
      },
      {
        code: 'ALREADY_APPLIED',
        message: T.alreadyApplied,
        set: (r: string, brand: string) =>
          insertApplication(t.deps, { resellerId: r, brandId: brand, appliedDaysAgo: 30 }),
      },
    ]
    for (const c of cases) {
      const { r, brand, contact } = await setUp()
      await c.set(r.id, brand.id)
      const before = await t.deps.db
        .select()
        .from(brandApplications)
        .where(eq(brandApplications.resellerId, r.id))
      const response = await apply(r.cookie, brand.id)
      expect(response.status, c.code).toBe(409)
      expect(await bodyOf(response)).toMatchObject({ code: c.code, message: c.message })
      const after = await t.deps.db
        .select()
        .from(brandApplications)
        .where(eq(brandApplications.resellerId, r.id))
      expect(after).toEqual(before)
      expect(await mailsTo(t.deps, contact)).toHaveLength(0)
    }
  })

  test("the plan limit counts applying again as this month's application", async () => {
    const { r, brand } = await setUp()
    await setApplicationLimit(t.deps, r, 1)
    // Rejected last month: it no longer counts, and applying again does.
    await insertApplication(t.deps, {
      resellerId: r.id,
      brandId: brand.id,
      appliedDaysAgo: 40,
      status: 'rejected',
    })
    expect((await apply(r.cookie, brand.id)).status).toBe(201)
    const other = await createBrand(t.deps)
    const refused = await apply(r.cookie, other.id)
    expect(refused.status).toBe(403)
    expect((await bodyOf(refused)).code).toBe('PLAN_LIMIT_REACHED')

    // At the limit, applying again is refused like any application, and changes nothing.
    const full = await setUp()
    await setApplicationLimit(t.deps, full.r, 1)
    const rejected = await insertApplication(t.deps, {
      resellerId: full.r.id,
      brandId: full.brand.id,
      appliedDaysAgo: 0,
      status: 'rejected',
    })
    const atLimit = await apply(full.r.cookie, full.brand.id)
    expect(atLimit.status).toBe(403)
    expect((await row(rejected.id)).status).toBe('rejected')
  })
})

describe('following up', () => {
  const newApplication = async (
    options: Partial<Parameters<typeof insertApplication>[1]> & { contact?: string } = {},
  ) => {
    const brand = await createBrand(t.deps, {
      contactEmail: options.contact ?? `contact-${unique('f')}@example.com`,
      ownerUserId: brandUser.id,
    })
    return insertApplication(t.deps, { resellerId: reseller.id, brandId: brand.id, ...options })
  }

  test('the first after 3 days is a gentle reminder, mailed; the next must wait 7 days', async () => {
    const contact = `contact-${unique('g')}@example.com`
    const early = await newApplication({ appliedDaysAgo: 2 })
    const tooEarly = await followUp(reseller.cookie, early.id)
    expect(tooEarly.status).toBe(409)
    expect((await bodyOf(tooEarly)).code).toBe('FOLLOW_UP_TOO_EARLY')

    const app = await newApplication({ appliedDaysAgo: 4, contact })
    const response = await followUp(reseller.cookie, app.id)
    expect(response.status).toBe(201)
    const body = await bodyOf<FollowUpResponse>(response)
    expect(body).toMatchObject({
      followUp: { applicationId: app.id, followUpType: 'gentle_reminder', followUpCount: 1 },
      emailSent: true,
      reason: null,
    })
    const next = new Date(body.followUp.nextFollowUpAt!).getTime()
    expect(next - new Date(body.followUp.lastFollowUpAt).getTime()).toBe(7 * 24 * 3600 * 1000)
    const mails = await mailsTo(t.deps, contact)
    expect(mails.map((m) => m.kind)).toEqual(['follow_up_gentle_reminder'])
    expect(mails[0]!.subject).toContain(`[thread:${app.emailThreadId}]`)
    expect((await followUp(reseller.cookie, app.id)).status).toBe(409)
  })

  test('the type follows the count, and after 3 there are no more', async () => {
    const second = await newApplication({
      appliedDaysAgo: 20,
      followUpCount: 1,
      lastFollowUpDaysAgo: 8,
    })
    const third = await newApplication({
      appliedDaysAgo: 30,
      followUpCount: 2,
      lastFollowUpDaysAgo: 7.1,
    })
    const waiting = await newApplication({
      appliedDaysAgo: 30,
      followUpCount: 1,
      lastFollowUpDaysAgo: 6,
    })
    const maxed = await newApplication({
      appliedDaysAgo: 60,
      followUpCount: 3,
      lastFollowUpDaysAgo: 30,
    })
    const approved = await newApplication({ appliedDaysAgo: 10, status: 'approved' })
    const rejected = await newApplication({ appliedDaysAgo: 10, status: 'rejected' })

    const typeOf = async (id: string) => {
      const response = await followUp(reseller.cookie, id)
      expect(response.status).toBe(201)
      return (await bodyOf<FollowUpResponse>(response)).followUp
    }
    expect(await typeOf(second.id)).toMatchObject({
      followUpType: 'second_followup',
      followUpCount: 2,
    })
    expect(await typeOf(third.id)).toMatchObject({
      followUpType: 'final_followup',
      followUpCount: 3,
      nextFollowUpAt: null,
    })
    expect((await bodyOf(await followUp(reseller.cookie, third.id))).code).toBe('MAX_FOLLOW_UPS')
    expect((await bodyOf(await followUp(reseller.cookie, waiting.id))).code).toBe(
      'FOLLOW_UP_TOO_EARLY',
    )
    expect((await bodyOf(await followUp(reseller.cookie, maxed.id))).code).toBe('MAX_FOLLOW_UPS')
    for (const decided of [approved, rejected]) {
      const response = await followUp(reseller.cookie, decided.id)
      expect(response.status).toBe(409)
      expect((await bodyOf(response)).code).toBe('NOT_PENDING')
    }
  })

  test('20 follow-ups at once create one', async () => {
    const app = await newApplication({ appliedDaysAgo: 5 })
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => followUp(reseller.cookie, app.id)),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    const [row] = await t.deps.db
      .select()
      .from(brandApplications)
      .where(eq(brandApplications.id, app.id))
    expect(row!.followUpCount).toBe(1)
  })

  test("another reseller's application is not found, and a brand may not follow up", async () => {
    const app = await newApplication({ appliedDaysAgo: 5 })
    expect((await followUp(otherReseller.cookie, app.id)).status).toBe(404)
    expect((await followUp(brandUser.cookie, app.id)).status).toBe(403)
    expect((await followUp(reseller.cookie, 'nope')).status).toBe(400)
    const [row] = await t.deps.db
      .select()
      .from(brandApplications)
      .where(eq(brandApplications.id, app.id))
    expect(row!.followUpCount).toBe(0)
  })

  test('when the mail is switched off the follow-up is recorded with the reason', async () => {
    const owner = await signedInUser(t.deps, t.app, 'brand')
    await saveNotificationPreferences(t.deps.db, owner.id, {
      emailNotifications: false,
      newResellerApplications: true,
      newOrders: true,
      inventoryAlerts: true,
      mapViolations: true,
    })
    const brand = await createBrand(t.deps, { ownerUserId: owner.id })
    const app = await insertApplication(t.deps, {
      resellerId: reseller.id,
      brandId: brand.id,
      appliedDaysAgo: 3.01,
    })
    const body = await bodyOf<FollowUpResponse>(await followUp(reseller.cookie, app.id))
    expect(body).toMatchObject({ emailSent: false, reason: T.mailSwitchedOff })
    expect(body.followUp.followUpCount).toBe(1)
  })
})

describe('the demo clock', () => {
  test("moves only the demo reseller's pending applications back", async () => {
    expect((await post(t.app, '/api/demo/setup', { mode: 'complete' }, LOCAL)).status).toBeLessThan(
      300,
    )
    const email = DEMO_ACCOUNTS.find((a) => a.role === 'reseller')!.email.toLowerCase()
    const [demo] = await t.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    const brand = await createBrand(t.deps)
    const demoApp = await insertApplication(t.deps, { resellerId: demo!.id, brandId: brand.id })
    const decided = await insertApplication(t.deps, {
      resellerId: demo!.id,
      brandId: (await createBrand(t.deps)).id,
      status: 'approved',
    })
    const someoneElse = await insertApplication(t.deps, {
      resellerId: reseller.id,
      brandId: brand.id,
    })

    const response = await post(t.app, '/api/demo/brand-applications/age', { days: 3 }, LOCAL)
    expect(response.status).toBe(200)
    const createdAt = async (id: string) =>
      (
        await t.deps.db
          .select({ at: brandApplications.createdAt })
          .from(brandApplications)
          .where(eq(brandApplications.id, id))
      )[0]!.at.getTime()
    expect(await createdAt(demoApp.id)).toBe(demoApp.createdAt.getTime() - 3 * 24 * 3600 * 1000)
    expect(await createdAt(decided.id)).toBe(decided.createdAt.getTime())
    expect(await createdAt(someoneElse.id)).toBe(someoneElse.createdAt.getTime())
    expect((await post(t.app, '/api/demo/brand-applications/age', { days: 0 }, LOCAL)).status).toBe(
      400,
    )
  })
})
