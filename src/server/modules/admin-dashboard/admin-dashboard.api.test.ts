/**
 * The Admin Dashboard (001 §2.2, §9): real counts from one route, the pending applications table,
 * and Recent Activities (the 5 newest of each kind, merged by date, newest first).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ActivityItem, DashboardSummary } from '#shared/admin-dashboard-texts.ts'
import {
  brandApplications,
  inquiries,
  orders,
  productUploads,
  products,
} from '#server/db/schema/index.ts'
import { createReseller, createUser, signIn, type TestUser } from '#testing/factories.ts'
import { bodyOf, get } from '#testing/http.ts'
import { createBrand } from '#testing/public-site.ts'
import { createApplication } from '#testing/reseller-accounts.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let admin: TestUser
let cookie: string
let brandUser: TestUser
let reseller: TestUser

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000)
/** Later than every row the other tests write with the default created_at. */
const later = (i: number, k: number) => new Date(Date.now() + (60 + i * 10 + k) * 60_000)

beforeAll(async () => {
  t = await createTestApp()
  admin = await createUser(t.deps, 'admin')
  cookie = await signIn(t.app, admin)
  brandUser = await createUser(t.deps, 'brand')
  reseller = await createReseller(t.deps, 'approved')
})
afterAll(async () => {
  await t?.close()
})

async function summary() {
  const response = await get(t.app, '/api/admin/dashboard', { cookie })
  expect(response.status).toBe(200)
  return bodyOf<DashboardSummary>(response)
}

async function activities() {
  const response = await get(t.app, '/api/admin/dashboard/activities', { cookie })
  expect(response.status).toBe(200)
  return (await bodyOf<{ activities: ActivityItem[] }>(response)).activities
}

describe('dashboard summary', () => {
  test('counts what the database holds and follow new rows', async () => {
    const before = await summary()
    // admin, brand and reseller accounts from beforeAll; no e-mail-only contacts counted.
    expect(before.counts).toMatchObject({ resellers: 1, brandAccounts: 1 })
    expect(before.pendingApplications).toEqual([])

    const pending = await createApplication(t.deps, { companyName: 'Pending Co' })
    await createApplication(t.deps, { status: 'pending_approval' })
    await createApplication(t.deps, { status: 'rejected' })
    await createBrand(t.deps)
    await createBrand(t.deps)
    await createBrand(t.deps, { isActive: false })
    await t.deps.db.insert(products).values([
      { brandId: brandUser.id, name: 'P1', price: '10', wholesalePrice: '5' },
      { brandId: brandUser.id, name: 'P2', price: '10', wholesalePrice: '5' },
      { brandId: brandUser.id, name: 'P3', price: '10', wholesalePrice: '5' },
    ])
    await t.deps.db.insert(orders).values({
      brandId: brandUser.id,
      resellerId: reseller.id,
      totalAmount: '50.00',
    })
    await t.deps.db
      .insert(productUploads)
      .values([upload('Pending catalog', 'pending'), upload('Approved catalog', 'approved')])
    await createUser(t.deps, 'reseller')

    const after = await summary()
    expect(after.counts).toEqual({
      resellers: before.counts.resellers + 1,
      // Issue 16: Total Brands is the directory's active entries; the accounts stay beside it.
      brands: before.counts.brands + 2,
      brandAccounts: before.counts.brandAccounts,
      brandsDirectory: before.counts.brandsDirectory + 3,
      products: before.counts.products + 3,
      orders: before.counts.orders + 1,
      pendingApplications: before.counts.pendingApplications + 2,
      pendingUploads: before.counts.pendingUploads + 1,
    })
    expect(after.pendingApplications).toHaveLength(2)
    expect(after.pendingApplications.map((a) => a.companyName)).toContain('Pending Co')
    expect(after.pendingApplications.find((a) => a.id === pending.id)).toMatchObject({
      email: pending.email,
      createdAt: pending.createdAt.toISOString(),
    })
  })
})

function upload(name: string, status: 'pending' | 'approved', createdAt = new Date()) {
  return {
    name,
    status,
    brandId: brandUser.id,
    fileUrl: `/api/catalogs/${name}`,
    storageKey: `catalogs/${brandUser.id}/${name}.csv`,
    contentType: 'text/csv',
    sizeBytes: 10,
    createdAt,
  }
}

describe('recent activities', () => {
  test('the 5 newest of each kind, merged by date, newest first, each with its screen', async () => {
    // Seven of each kind, newer than anything else; the oldest two of each must not appear.
    const brand = await createBrand(t.deps, { name: 'Activity Brand' })
    for (let i = 0; i < 7; i += 1) {
      await createApplication(t.deps, { companyName: `Activity App ${i}`, createdAt: later(i, 1) })
      await createBrand(t.deps, { name: `Activity Directory ${i}`, createdAt: later(i, 2) })
      await t.deps.db.insert(productUploads).values(upload(`activity-${i}`, 'pending', later(i, 3)))
      await t.deps.db.insert(orders).values({
        brandId: brandUser.id,
        resellerId: reseller.id,
        totalAmount: `${i + 1}0.00`,
        createdAt: later(i, 4),
      })
      await t.deps.db.insert(inquiries).values({
        id: `INQUIRY-${Date.now()}${i}`,
        kind: 'contact',
        name: `Inquirer ${i}`,
        email: `inquirer-${i}@example.com`,
        createdAt: later(i, 5),
      })
    }
    const resellers = await Promise.all([0, 1, 2].map(() => createReseller(t.deps, 'approved')))
    for (const [i, r] of resellers.entries()) {
      await t.deps.db
        .insert(brandApplications)
        .values({ resellerId: r.id, brandId: brand.id, createdAt: minutesAgo(i) })
    }

    const items = await activities()
    const byKind = new Map<string, ActivityItem[]>()
    for (const item of items) byKind.set(item.type, [...(byKind.get(item.type) ?? []), item])
    for (const kind of [
      'reseller_application',
      'brand_added',
      'product_upload',
      'order',
      'inquiry',
    ] as const) {
      expect(byKind.get(kind), kind).toHaveLength(5)
    }
    expect(byKind.get('brand_application')).toHaveLength(3)
    expect(items).toHaveLength(28)

    const times = items.map((a) => Date.parse(a.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))

    expect(byKind.get('reseller_application')!.map((a) => a.companyName)).toEqual([
      'Activity App 6',
      'Activity App 5',
      'Activity App 4',
      'Activity App 3',
      'Activity App 2',
    ])
    expect(byKind.get('inquiry')!.map((a) => a.userEmail)).not.toContain('inquirer-0@example.com')
    expect(byKind.get('order')![0]).toMatchObject({
      userEmail: reseller.email,
      href: `/admin/users?search=${encodeURIComponent(reseller.email)}`,
    })
    expect(byKind.get('order')![0]!.description).toContain('$70.00')
    expect(byKind.get('brand_application')![0]!.description).toContain('Activity Brand')
    expect(byKind.get('product_upload')![0]!.href).toBe('/admin/dashboard/catalog-approvals')
    expect(byKind.get('reseller_application')![0]!.href).toBe(
      '/admin/dashboard/reseller-applications',
    )
  })
})

describe('access', () => {
  test('brands and resellers get 403, visitors 401', async () => {
    for (const role of ['brand', 'reseller'] as const) {
      const user = await createUser(t.deps, role)
      const other = await signIn(t.app, user)
      for (const path of ['/api/admin/dashboard', '/api/admin/dashboard/activities']) {
        expect((await get(t.app, path, { cookie: other })).status).toBe(403)
      }
    }
    expect((await get(t.app, '/api/admin/dashboard')).status).toBe(401)
  })
})
