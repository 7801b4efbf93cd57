/**
 * Resellers Management (001 §2.3; issue 13 #3): every authorization record of the brand with its
 * status, marketplaces and term; suspend, revoke and reinstate take effect at once; invitations;
 * the CSV export with a seller id column per marketplace.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { brandApplications, brandAuthorizations } from '#server/db/schema/index.ts'
import { authorize } from '#testing/authorizations.ts'
import { insertProduct } from '#testing/brand-products.ts'
import { allocate } from '#testing/brands-directory.ts'
import { createUser, mailsTo, signIn, uniqueEmail, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { publishedDuring } from '#testing/live.ts'
import { addAddress, createOrder } from '#testing/orders.ts'
import { createBrand } from '#testing/public-site.ts'
import { signedInUsers, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let brand: Session
let otherBrand: Session
let noEntryBrand: Session
/** Allocated; ordered 10 days ago; names its company as a formula. */
let active: TestUser
/** Approved on application; last ordered 100 days ago. */
let lapsed: TestUser
/** Allocated; never ordered. */
let quiet: TestUser
/** Applied, still pending: not authorized. */
let applicant: TestUser
/** Allocated to another brand only. */
let stranger: TestUser
/** Suspended by the brand, with a reason. */
let suspended: TestUser
/** Authorized until yesterday: expired. */
let expired: TestUser
let entryId: string

const EVIL = '=HYPERLINK("http://evil.example/x","Click me")'

interface ListBody {
  entry: { id: string; name: string } | null
  resellers: {
    id: string
    companyName: string | null
    fullName: string | null
    email: string
    authorizedAt: string
    orderCount: number
    orderTotal: string
    lastOrderAt: string | null
    active: boolean
    authorizationId: string
    status: string
    inForce: boolean
    marketplaces: { marketplace: string; sellerId: string }[]
    endsAt: string | null
    statusReason: string | null
    grantedBy: string
  }[]
  summary: { total: number; active: number; statuses: Record<string, number> }
  matching: number
  page: number
  pages: number
}

beforeAll(async () => {
  t = await createTestApp()
  ;[brand, otherBrand, noEntryBrand] = await signedInUsers(t, 'brand', 'brand', 'brand')
  ;[active, lapsed, quiet, applicant, stranger, suspended, expired] = await Promise.all([
    createUser(t.deps, 'reseller', { companyName: EVIL, fullName: 'Ada Active' }),
    createUser(t.deps, 'reseller', { companyName: 'Lapsed Traders', fullName: 'Lee Lapsed' }),
    createUser(t.deps, 'reseller', { companyName: 'Quiet Goods', fullName: 'Quinn Quiet' }),
    createUser(t.deps, 'reseller', { companyName: 'Hopeful Co', fullName: 'Hope Applicant' }),
    createUser(t.deps, 'reseller', { companyName: 'Elsewhere Ltd', fullName: 'Sam Stranger' }),
    createUser(t.deps, 'reseller', { companyName: 'Paused Co', fullName: 'Pat Paused' }),
    createUser(t.deps, 'reseller', { companyName: 'Lapsed Term Co', fullName: 'Tess Term' }),
  ])
  // The entry is found by the brand user's e-mail (001 §6), as in the portal.
  const entry = await createBrand(t.deps, { name: 'Brand A', contactEmail: brand.email })
  entryId = entry.id
  const otherEntry = await createBrand(t.deps, { name: 'Brand B', contactEmail: otherBrand.email })
  await allocate(t.deps, entry.id, active.id)
  await allocate(t.deps, entry.id, quiet.id)
  const DAY = 24 * 60 * 60 * 1000
  await authorize(t.deps, entry.id, suspended.id, {
    status: 'suspended',
    grantedBy: 'brand',
    statusReason: 'Listed below MAP',
    since: new Date(Date.now() - 3 * DAY),
    marketplaces: [
      { marketplace: 'amazon', sellerId: '=cmd|"/c calc"!A1' },
      { marketplace: 'web_store', sellerId: 'https://paused.example' },
    ],
  })
  await authorize(t.deps, entry.id, expired.id, {
    grantedBy: 'brand',
    since: new Date(Date.now() - 30 * DAY),
    endsAt: new Date(Date.now() - DAY),
    marketplaces: [{ marketplace: 'ebay', sellerId: 'lapsed_term' }],
  })
  await allocate(t.deps, otherEntry.id, stranger.id)
  await t.deps.db.insert(brandApplications).values([
    { resellerId: lapsed.id, brandId: entry.id, status: 'approved' },
    { resellerId: applicant.id, brandId: entry.id, status: 'pending' },
  ])
  // Issue 13: the brand's approval is an authorization record like an admin's allocation.
  await authorize(t.deps, entry.id, lapsed.id, { grantedBy: 'brand' })
  await createOrder(t.deps, { brandId: brand.id, resellerId: active.id, daysAgo: 10 })
  await createOrder(t.deps, {
    brandId: brand.id,
    resellerId: active.id,
    daysAgo: 20,
    lines: [{ productName: 'X', quantity: 2, unitPrice: '50.00' }],
  })
  await createOrder(t.deps, {
    brandId: brand.id,
    resellerId: lapsed.id,
    daysAgo: 100,
    lines: [{ productName: 'Y', quantity: 1, unitPrice: '40.00' }],
  })
  // Orders with another brand do not count for this one.
  await createOrder(t.deps, { brandId: otherBrand.id, resellerId: quiet.id, daysAgo: 1 })
})

afterAll(async () => {
  await t?.close()
})

const list = async (session: Session, search = '') => {
  const response = await get(t.app, `/api/brand/resellers${search}`, { cookie: session.cookie })
  expect(response.status).toBe(200)
  return bodyOf<ListBody>(response)
}

describe('GET /api/brand/resellers', () => {
  test('every authorization record of the brand, whatever its status, with the orders with this brand', async () => {
    const body = await list(brand)
    expect(body.entry?.name).toBe('Brand A')
    // Total counts the ones in force; the statuses count every record.
    expect(body.summary).toEqual({
      total: 3,
      active: 1,
      activeDays: 90,
      statuses: { active: 3, suspended: 1, revoked: 0, expired: 1 },
    })
    const byId = new Map(body.resellers.map((r) => [r.id, r]))
    expect([...byId.keys()].sort()).toEqual(
      [active.id, lapsed.id, quiet.id, suspended.id, expired.id].sort(),
    )
    // In force first.
    expect(body.resellers.slice(0, 3).every((r) => r.inForce)).toBe(true)
    expect(byId.get(suspended.id)).toMatchObject({
      status: 'suspended',
      inForce: false,
      statusReason: 'Listed below MAP',
      grantedBy: 'brand',
      marketplaces: [
        { marketplace: 'amazon', sellerId: '=cmd|"/c calc"!A1' },
        { marketplace: 'web_store', sellerId: 'https://paused.example' },
      ],
    })
    // Stored as active, read as expired once its end date has passed.
    expect(byId.get(expired.id)).toMatchObject({ status: 'expired', inForce: false })
    expect(byId.get(expired.id)!.endsAt).not.toBeNull()
    expect(byId.get(active.id)).toMatchObject({
      status: 'active',
      inForce: true,
      grantedBy: 'admin',
    })
    expect(byId.get(active.id)).toMatchObject({
      companyName: EVIL,
      fullName: 'Ada Active',
      email: active.email,
      orderCount: 2,
      orderTotal: '130.25',
      active: true,
    })
    expect(byId.get(lapsed.id)).toMatchObject({ orderCount: 1, orderTotal: '40.00', active: false })
    expect(byId.get(quiet.id)).toMatchObject({
      orderCount: 0,
      orderTotal: '0.00',
      lastOrderAt: null,
      active: false,
    })
  })

  test('search over company, name and e-mail', async () => {
    const byCompany = await list(brand, '?search=lapsed%20TRADERS')
    expect(byCompany.resellers.map((r) => r.id)).toEqual([lapsed.id])
    const byName = await list(brand, '?search=quinn')
    expect(byName.resellers.map((r) => r.id)).toEqual([quiet.id])
    const byEmail = await list(brand, `?search=${encodeURIComponent(active.email)}`)
    expect(byEmail.resellers.map((r) => r.id)).toEqual([active.id])
    // LIKE wildcards are literal.
    expect((await list(brand, '?search=%25')).resellers).toEqual([])
    // The cards stay the brand's totals.
    expect(byName.summary.total).toBe(3)
    expect(byName.matching).toBe(1)
  })

  test.each([
    ['active', () => [active.id, lapsed.id, quiet.id]],
    ['suspended', () => [suspended.id]],
    ['expired', () => [expired.id]],
    ['revoked', () => []],
  ] as const)('status %s', async (status, expected) => {
    const body = await list(brand, `?status=${status}`)
    expect(body.resellers.map((r) => r.id).sort()).toEqual([...expected()].sort())
    expect(body.matching).toBe(expected().length)
  })

  test.each([
    ['active', () => [active.id]],
    ['inactive', () => [lapsed.id, quiet.id, suspended.id, expired.id]],
    ['with-orders', () => [active.id, lapsed.id]],
    ['without-orders', () => [quiet.id, suspended.id, expired.id]],
  ] as const)('filter %s', async (filter, expected) => {
    const body = await list(brand, `?filter=${filter}`)
    expect(body.resellers.map((r) => r.id).sort()).toEqual([...expected()].sort())
  })

  test('another brand sees only its own resellers', async () => {
    const body = await list(otherBrand)
    expect(body.resellers.map((r) => r.id)).toEqual([stranger.id])
    expect(body.resellers[0]).toMatchObject({ orderCount: 0 })
  })

  test('a brand without a directory entry is told so, not given an error', async () => {
    const body = await list(noEntryBrand)
    expect(body).toMatchObject({ entry: null, resellers: [], summary: { total: 0, active: 0 } })
  })

  test('an unknown filter or status is refused', async () => {
    const response = await get(t.app, '/api/brand/resellers?filter=vip', { cookie: brand.cookie })
    expect(response.status).toBe(400)
    const status = await get(t.app, '/api/brand/resellers?status=paused', { cookie: brand.cookie })
    expect(status.status).toBe(400)
  })
})

describe('GET /api/brand/resellers/export.csv', () => {
  const exportCsv = async (session: Session, search = '') => {
    const response = await get(t.app, `/api/brand/resellers/export.csv${search}`, {
      cookie: session.cookie,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="authorized-resellers.csv"/,
    )
    return (await response.text()).replace(/^\uFEFF/, '')
  }

  test('the filtered list, with a formula in a company name defused', async () => {
    const csv = await exportCsv(brand, '?filter=with-orders')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'company,contact_name,email,authorization_status,authorized_date,authorized_until,amazon_seller_id,walmart_seller_id,ebay_seller_id,web_store,other_marketplace,status_reason,orders,order_total,last_order_date,activity',
    )
    expect(lines).toHaveLength(3)
    const activeLine = lines.find((l) => l.includes(active.email))!
    // An apostrophe before '=' makes a spreadsheet show the text instead of running it.
    expect(activeLine.startsWith(`"'=HYPERLINK(""http://evil.example/x"",""Click me"")"`)).toBe(
      true,
    )
    expect(activeLine).toMatch(/,2,130\.25,\d{4}-\d{2}-\d{2},Active$/)
    expect(csv).not.toMatch(/(^|\r\n|,)=HYPERLINK/)
    expect(lines.find((l) => l.includes(lapsed.email))).toMatch(/^Lapsed Traders,Lee Lapsed,/)
    expect(csv).not.toContain(quiet.email)
  })

  test('the search applies, and another brand’s resellers never appear', async () => {
    const csv = await exportCsv(brand, '?search=quiet')
    expect(csv.trimEnd().split('\r\n')).toHaveLength(2)
    expect(csv).toContain(quiet.email)
    const other = await exportCsv(otherBrand)
    expect(other).toContain(stranger.email)
    expect(other).not.toContain(active.email)
  })

  test('each authorization with its status, term and a seller id per marketplace, formulas defused', async () => {
    const csv = await exportCsv(brand, '?status=suspended')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines).toHaveLength(2)
    const since = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    expect(lines[1]).toBe(
      `Paused Co,Pat Paused,${suspended.email},Suspended,${since},,"'=cmd|""/c calc""!A1",,,https://paused.example,,Listed below MAP,0,0.00,,Inactive`,
    )
    const expiredCsv = await exportCsv(brand, '?status=expired')
    expect(expiredCsv.trimEnd().split('\r\n')[1]).toMatch(
      /^Lapsed Term Co,Tess Term,[^,]+,Expired,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},,,lapsed_term,,,,0,0\.00,,Inactive$/,
    )
  })

  test('no directory entry: the header only', async () => {
    const csv = await exportCsv(noEntryBrand)
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1)
  })
})

describe('POST /api/brand/authorizations/:id/status', () => {
  const change = (session: Session, id: string, body: unknown) =>
    post(t.app, `/api/brand/authorizations/${id}/status`, body, { cookie: session.cookie })

  /** A reseller authorized for the brand, with a product of the brand to order. */
  async function orderingReseller() {
    const reseller = await createUser(t.deps, 'reseller', { companyName: 'Orderly Co' })
    const record = await authorize(t.deps, entryId, reseller.id, {
      grantedBy: 'brand',
      marketplaces: [{ marketplace: 'amazon', sellerId: 'A1ORDERLY' }],
    })
    const product = await insertProduct(t.deps, brand.id, { wholesalePrice: '10.00', stock: 100 })
    // Issue 15: an order ships to an address of the reseller's book.
    await addAddress(t.deps, reseller.id)
    const cookie = await signIn(t.app, reseller)
    const order = () =>
      post(
        t.app,
        '/api/reseller/orders',
        { brandId: entryId, items: [{ productId: product.id, quantity: 5 }] },
        { cookie },
      )
    const products = () => get(t.app, `/api/reseller/brands/${entryId}/products`, { cookie })
    return { reseller, record, order, products }
  }

  test('suspend: the reseller cannot order or see products at once, is told why and mailed; reinstate restores both', async () => {
    const { reseller, record, order, products } = await orderingReseller()
    expect((await order()).status).toBe(201)

    const events = await publishedDuring(t.deps, async () => {
      const response = await change(brand, record.id, {
        change: 'suspend',
        reason: 'Listed below MAP on Amazon',
      })
      expect(response.status, await response.clone().text()).toBe(200)
      expect(await bodyOf(response)).toMatchObject({
        authorization: { status: 'suspended', statusReason: 'Listed below MAP on Amazon' },
      })
    })
    expect(events.find((e) => e.kind === 'authorization.changed')!.userIds).toEqual(
      expect.arrayContaining([reseller.id, brand.id]),
    )

    const refused = await order()
    expect(refused.status).toBe(403)
    const listing = await products()
    expect(listing.status).toBe(403)
    expect(await bodyOf(listing)).toMatchObject({
      code: 'AUTHORIZATION_NOT_IN_FORCE',
      message: expect.stringContaining('Reason: Listed below MAP on Amazon'),
    })
    const suspendedMail = (await mailsTo(t.deps, reseller.email)).find(
      (m) => m.kind === 'authorization_suspend',
    )
    expect(suspendedMail!.subject).toBe('Your authorization to sell Brand A is suspended')
    expect(suspendedMail!.text).toContain('Listed below MAP on Amazon')

    const reinstated = await change(brand, record.id, { change: 'reinstate' })
    expect(reinstated.status).toBe(200)
    expect((await order()).status).toBe(201)
    expect((await products()).status).toBe(200)
    expect(
      (await mailsTo(t.deps, reseller.email)).some((m) => m.kind === 'authorization_reinstate'),
    ).toBe(true)
    const [row] = await t.deps.db
      .select()
      .from(brandAuthorizations)
      .where(eq(brandAuthorizations.id, record.id))
    expect(row).toMatchObject({ status: 'active', statusReason: null })
  })

  test('revoke: no rights; a second revoke is a 409 that says why', async () => {
    const { record, order } = await orderingReseller()
    const revoked = await change(brand, record.id, { change: 'revoke', reason: 'Contract ended' })
    expect(revoked.status).toBe(200)
    expect((await order()).status).toBe(403)
    const again = await change(brand, record.id, { change: 'revoke', reason: 'Again' })
    expect(again.status).toBe(409)
    expect(await bodyOf(again)).toMatchObject({
      code: 'AUTHORIZATION_STATUS_CONFLICT',
      message: 'This authorization is revoked: it cannot be revoked.',
    })
  })

  test('suspend and revoke need a reason; a bad change or id is a 400', async () => {
    const { record } = await orderingReseller()
    for (const body of [
      { change: 'suspend' },
      { change: 'revoke', reason: '   ' },
      { change: 'pause', reason: 'x' },
      { change: 'suspend', reason: 'x'.repeat(1001) },
      { change: 'suspend', reason: 'a\u0000b' },
    ]) {
      expect((await change(brand, record.id, body)).status, JSON.stringify(body)).toBe(400)
    }
    expect((await change(brand, 'nope', { change: 'reinstate' })).status).toBe(400)
    const [row] = await t.deps.db
      .select({ status: brandAuthorizations.status })
      .from(brandAuthorizations)
      .where(eq(brandAuthorizations.id, record.id))
    expect(row!.status).toBe('active')
  })

  test("another brand's record, or a brand without an entry: 404, untouched", async () => {
    const { record, order } = await orderingReseller()
    const body = { change: 'revoke', reason: 'Not mine' }
    expect((await change(otherBrand, record.id, body)).status).toBe(404)
    expect((await change(noEntryBrand, record.id, body)).status).toBe(404)
    expect((await change(brand, crypto.randomUUID(), body)).status).toBe(404)
    expect((await order()).status).toBe(201)
  })
})

describe('POST /api/brand/invitations', () => {
  const invite = (session: Session, body: unknown) =>
    post(t.app, '/api/brand/invitations', body, { cookie: session.cookie })

  test('a reseller gets a link to the brand, anyone else the Reseller Hub; the answer is the same', async () => {
    const reseller = await createUser(t.deps, 'reseller')
    const stranger = uniqueEmail('invitee')
    const known = await invite(brand, {
      email: reseller.email.toUpperCase(),
      message: 'We would love to work with you.',
    })
    const unknown = await invite(brand, { email: stranger })
    expect(known.status).toBe(201)
    expect(unknown.status).toBe(201)
    expect(Object.keys(await bodyOf(known))).toEqual(Object.keys(await bodyOf(unknown)))

    const [toReseller] = await mailsTo(t.deps, reseller.email)
    expect(toReseller).toMatchObject({
      kind: 'brand_invitation',
      subject: 'Brand A invites you to become an authorized reseller',
      replyTo: brand.email,
    })
    expect(toReseller!.text).toContain('/reseller/dashboard/brands?q=Brand%20A')
    expect(toReseller!.text).toContain('We would love to work with you.')
    const [toStranger] = await mailsTo(t.deps, stranger)
    expect(toStranger!.text).toContain('/reseller-hub')
    expect(toStranger!.text).not.toContain('/reseller/dashboard/brands')
  })

  test('a bad address is a 400 with a message; no entry is a 404', async () => {
    const bad = await invite(brand, { email: 'not-an-address' })
    expect(bad.status).toBe(400)
    expect(await bodyOf(bad)).toMatchObject({ message: 'Please enter a valid email address' })
    expect((await invite(brand, { email: 'a\u0000b@example.com' })).status).toBe(400)
    expect(
      (await invite(brand, { email: uniqueEmail('x'), message: 'x'.repeat(1001) })).status,
    ).toBe(400)
    expect((await invite(noEntryBrand, { email: uniqueEmail('x') })).status).toBe(404)
  })

  test('3 a day to one address, from all brands together', async () => {
    const email = uniqueEmail('popular')
    expect((await invite(brand, { email })).status).toBe(201)
    expect((await invite(otherBrand, { email })).status).toBe(201)
    expect((await invite(brand, { email })).status).toBe(201)
    const fourth = await invite(otherBrand, { email })
    expect(fourth.status).toBe(429)
    expect(await bodyOf(fourth)).toMatchObject({ code: 'INVITATION_RATE_LIMITED' })
    expect(await mailsTo(t.deps, email)).toHaveLength(3)
  })

  test('20 an hour per brand', async () => {
    const [busy] = await signedInUsers(t, 'brand')
    await createBrand(t.deps, { name: 'Busy Brand', contactEmail: busy!.email })
    for (let i = 0; i < 20; i += 1) {
      expect((await invite(busy!, { email: uniqueEmail('bulk') })).status).toBe(201)
    }
    const refused = await invite(busy!, { email: uniqueEmail('bulk') })
    expect(refused.status).toBe(429)
    expect(await bodyOf(refused)).toMatchObject({
      message: expect.stringMatching(/^Too many invitations: try again in \d+ minutes?\.$/),
    })
    // Another brand is not held back by this one.
    expect((await invite(brand, { email: uniqueEmail('other') })).status).toBe(201)
  })
})
