import { afterAll, beforeAll, expect, test } from 'vitest'
import { signedInUser, type TestUser } from '#testing/factories.ts'
import { bodyOf, get } from '#testing/http.ts'
import { createOrder } from '#testing/orders.ts'
import { createBrand } from '#testing/public-site.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

type Session = TestUser & { cookie: string }

let t: TestApp
let brand: Session
let brandWithoutEntry: Session
let reseller: Session
let otherReseller: Session

interface Body {
  orders: {
    id: string
    brandName: string | null
    status: string
    totalAmount: string
    itemCount: number
    createdAt: string
  }[]
  limited: boolean
}

beforeAll(async () => {
  t = await createTestApp()
  ;[brand, brandWithoutEntry, reseller, otherReseller] = await Promise.all([
    signedInUser(t.deps, t.app, 'brand'),
    signedInUser(t.deps, t.app, 'brand'),
    signedInUser(t.deps, t.app, 'reseller'),
    signedInUser(t.deps, t.app, 'reseller'),
  ])
  await createBrand(t.deps, { name: 'Northwind Directory Name', ownerUserId: brand.id })
})

afterAll(async () => {
  await t?.close()
})

test('a reseller sees only its own orders, newest first, with brand name and item count', async () => {
  const older = await createOrder(t.deps, {
    brandId: brand.id,
    resellerId: reseller.id,
    status: 'shipped',
    daysAgo: 5,
    lines: [
      { productName: 'A', quantity: 1, unitPrice: '1.00' },
      { productName: 'B', quantity: 1, unitPrice: '2.00' },
      { productName: 'C', quantity: 1, unitPrice: '3.00' },
    ],
  })
  const newer = await createOrder(t.deps, {
    brandId: brandWithoutEntry.id,
    resellerId: reseller.id,
    daysAgo: 1,
  })
  const foreign = await createOrder(t.deps, { brandId: brand.id, resellerId: otherReseller.id })

  const response = await get(t.app, '/api/reseller/orders', { cookie: reseller.cookie })
  expect(response.status).toBe(200)
  const body = await bodyOf<Body>(response)
  expect(body.limited).toBe(false)
  expect(body.orders.map((o) => o.id)).toEqual([newer.id, older.id])
  expect(body.orders.map((o) => o.id)).not.toContain(foreign.id)
  // The directory entry's name when the brand owns one, else the brand account's company.
  expect(body.orders[0]).toMatchObject({ brandName: brandWithoutEntry.companyName, itemCount: 2 })
  expect(body.orders[1]).toMatchObject({
    brandName: 'Northwind Directory Name',
    status: 'shipped',
    totalAmount: '6.00',
    itemCount: 3,
  })

  const other = await bodyOf<Body>(
    await get(t.app, '/api/reseller/orders', { cookie: otherReseller.cookie }),
  )
  expect(other.orders.map((o) => o.id)).toEqual([foreign.id])
})

test('a reseller without orders gets an empty list; a brand is refused', async () => {
  const fresh = await signedInUser(t.deps, t.app, 'reseller')
  const body = await bodyOf<Body>(
    await get(t.app, '/api/reseller/orders', { cookie: fresh.cookie }),
  )
  expect(body.orders).toEqual([])
  expect((await get(t.app, '/api/reseller/orders', { cookie: brand.cookie })).status).toBe(403)
  expect((await get(t.app, '/api/reseller/orders')).status).toBe(401)
})
