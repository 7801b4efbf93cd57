import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { brandApplications } from '#server/db/schema/index.ts'
import { authorize } from '#testing/authorizations.ts'
import { allocate } from '#testing/brands-directory.ts'
import { createUser, type TestUser } from '#testing/factories.ts'
import { bodyOf, get } from '#testing/http.ts'
import { createOrder } from '#testing/orders.ts'
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
  }[]
  summary: { total: number; active: number }
  matching: number
  page: number
  pages: number
}

beforeAll(async () => {
  t = await createTestApp()
  ;[brand, otherBrand, noEntryBrand] = await signedInUsers(t, 'brand', 'brand', 'brand')
  ;[active, lapsed, quiet, applicant, stranger] = await Promise.all([
    createUser(t.deps, 'reseller', { companyName: EVIL, fullName: 'Ada Active' }),
    createUser(t.deps, 'reseller', { companyName: 'Lapsed Traders', fullName: 'Lee Lapsed' }),
    createUser(t.deps, 'reseller', { companyName: 'Quiet Goods', fullName: 'Quinn Quiet' }),
    createUser(t.deps, 'reseller', { companyName: 'Hopeful Co', fullName: 'Hope Applicant' }),
    createUser(t.deps, 'reseller', { companyName: 'Elsewhere Ltd', fullName: 'Sam Stranger' }),
  ])
  // The entry is found by the brand user's e-mail (001 §6), as in the portal.
  const entry = await createBrand(t.deps, { name: 'Brand A', contactEmail: brand.email })
  const otherEntry = await createBrand(t.deps, { name: 'Brand B', contactEmail: otherBrand.email })
  await allocate(t.deps, entry.id, active.id)
  await allocate(t.deps, entry.id, quiet.id)
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
  test('allocated and approved resellers, with their orders with this brand', async () => {
    const body = await list(brand)
    expect(body.entry?.name).toBe('Brand A')
    expect(body.summary).toEqual({ total: 3, active: 1, activeDays: 90 })
    const byId = new Map(body.resellers.map((r) => [r.id, r]))
    expect([...byId.keys()].sort()).toEqual([active.id, lapsed.id, quiet.id].sort())
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
    ['active', () => [active.id]],
    ['inactive', () => [lapsed.id, quiet.id]],
    ['with-orders', () => [active.id, lapsed.id]],
    ['without-orders', () => [quiet.id]],
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

  test('an unknown filter is refused', async () => {
    const response = await get(t.app, '/api/brand/resellers?filter=vip', { cookie: brand.cookie })
    expect(response.status).toBe(400)
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
      'company,contact_name,email,authorized_date,orders,order_total,last_order_date,status',
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

  test('no directory entry: the header only', async () => {
    const csv = await exportCsv(noEntryBrand)
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1)
  })
})
