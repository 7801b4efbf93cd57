import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { INVENTORY_PAGE_SIZE, PRODUCT_MESSAGES } from '#shared/brand-inventory-texts.ts'
import { brandApplications, productMapPrices, products } from '#server/db/schema/index.ts'
import type { LiveEvent } from '#server/lib/live/live-bus.ts'
import {
  brandEntryWithResellers,
  insertProduct,
  productBody,
  uniqueSku,
} from '#testing/brand-products.ts'
import { changeAuthorizationStatus } from '#server/modules/authorizations/change-authorization-status.ts'
import { grantAuthorization } from '#server/modules/authorizations/grant-authorization.ts'
import { signedInUser } from '#testing/factories.ts'
import { bodyOf, get, patch, post } from '#testing/http.ts'
import { uniqueGtin } from '#testing/protection.ts'
import { createBrand } from '#testing/public-site.ts'
import { signedInCast, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

interface Product {
  id: string
  name: string
  description: string | null
  sku: string | null
  gtin: string | null
  category: string | null
  price: string
  wholesalePrice: string
  mapPrice: string | null
  effectiveMapPrice: string | null
  nextMapChange: { mapPrice: string | null; effectiveFrom: string } | null
  stock: number
  approvalStatus: string
}

let t: TestApp
let admin: Session
let brand: Session
let otherBrand: Session
let reseller: Session
let outsider: Session

beforeAll(async () => {
  t = await createTestApp()
  ;[admin, brand, otherBrand, reseller, outsider] = await signedInCast(t)
})

afterAll(async () => {
  await t?.close()
})

const create = (session: Session, body: Record<string, unknown> = productBody()) =>
  post(t.app, '/api/brand/products', body, { cookie: session.cookie })

async function created(session: Session, body: Record<string, unknown> = productBody()) {
  const response = await create(session, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await bodyOf<{ product: Product }>(response)).product
}

describe('create and edit', () => {
  test('a product is added with money as 2-decimal strings, approved, and listed', async () => {
    const sku = uniqueSku('NEW')
    const product = await created(
      brand,
      productBody({ sku, price: '49.9', wholesalePrice: 24, mapPrice: '', stock: '7' }),
    )
    expect(product).toMatchObject({
      sku,
      gtin: null,
      category: null,
      price: '49.90',
      wholesalePrice: '24.00',
      mapPrice: null,
      effectiveMapPrice: null,
      nextMapChange: null,
      stock: 7,
      approvalStatus: 'approved',
    })
    const list = await get(t.app, `/api/brand/products?search=${sku}`, { cookie: brand.cookie })
    const body = await bodyOf<{ products: Product[]; total: number }>(list)
    expect(body.total).toBe(1)
    expect(body.products[0]!.id).toBe(product.id)
  })

  test('every field can be edited', async () => {
    const product = await created(brand)
    const gtin = uniqueGtin()
    const edit = {
      name: 'Renamed Kettle',
      description: '',
      sku: uniqueSku('EDIT'),
      gtin: gtin.slice(2), // typed as the UPC-A printed on the pack
      category: 'home_goods',
      price: '59.00',
      wholesalePrice: '30.10',
      mapPrice: '55.50',
      stock: 0,
    }
    const response = await patch(t.app, `/api/brand/products/${product.id}`, edit, {
      cookie: brand.cookie,
    })
    expect(response.status).toBe(200)
    expect((await bodyOf<{ product: Product }>(response)).product).toMatchObject({
      gtin,
      category: 'home_goods',
      mapPrice: '55.50',
      effectiveMapPrice: '55.50',
    })
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, product.id))
    expect(row).toMatchObject({
      name: 'Renamed Kettle',
      description: null,
      sku: edit.sku,
      gtin,
      category: 'home_goods',
      price: '59.00',
      wholesalePrice: '30.10',
      stock: 0,
    })
    // The MAP is versioned (issue 14): the one set at creation and the edit's, both kept.
    const versions = await t.deps.db
      .select({ mapPrice: productMapPrices.mapPrice })
      .from(productMapPrices)
      .where(eq(productMapPrices.productId, product.id))
      .orderBy(productMapPrices.effectiveFrom)
    expect(versions.map((v) => v.mapPrice)).toEqual(['44.99', '55.50'])
  })

  test.each([
    [{ price: '-1.00' }, PRODUCT_MESSAGES.priceNegative],
    [{ wholesalePrice: -5 }, PRODUCT_MESSAGES.priceNegative],
    [{ mapPrice: '-0.50' }, PRODUCT_MESSAGES.priceNegative],
    [{ stock: -3 }, PRODUCT_MESSAGES.stockNegative],
    [{ stock: '-1' }, PRODUCT_MESSAGES.stockNegative],
    [{ stock: 1.5 }, PRODUCT_MESSAGES.stockInvalid],
    [{ price: '12.345' }, PRODUCT_MESSAGES.priceDecimals],
    [{ price: '1e3' }, PRODUCT_MESSAGES.priceInvalid],
    [{ price: '' }, PRODUCT_MESSAGES.priceRequired],
    [{ price: '99999999999.00' }, PRODUCT_MESSAGES.priceTooLarge],
    [{ stock: 3_000_000_000 }, PRODUCT_MESSAGES.stockTooLarge],
    [{ name: '   ' }, PRODUCT_MESSAGES.nameRequired],
    [{ name: 'a\u0000b' }, 'Text must not contain NUL characters'],
    [{ casePack: 0 }, PRODUCT_MESSAGES.casePackInvalid],
    [{ casePack: 2.5 }, PRODUCT_MESSAGES.casePackInvalid],
    [{ minOrderQty: '-12' }, PRODUCT_MESSAGES.minOrderQtyInvalid],
    [{ gtin: '012345678906' }, 'GTIN 012345678906 has a wrong check digit (expected 5)'],
    [
      { gtin: '12345678905' },
      'GTIN 12345678905 has 11 digits (a GTIN has 8, 12, 13 or 14): a spreadsheet may have dropped its leading zero',
    ],
    [{ gtin: 12345678905 }, PRODUCT_MESSAGES.gtinNotText],
    [{ category: 'Garden' }, PRODUCT_MESSAGES.categoryInvalid],
  ])('%o is refused: %s', async (change, message) => {
    const response = await create(brand, productBody(change))
    expect(response.status).toBe(400)
    expect((await bodyOf(response)).message).toBe(message)
  })

  test('trade terms are saved, shown in the list, and cleared when sent empty', async () => {
    const product = await created(brand, productBody({ casePack: 6, minOrderQty: '12' }))
    expect(product).toMatchObject({ casePack: 6, minOrderQty: 12 })
    const response = await patch(
      t.app,
      `/api/brand/products/${product.id}`,
      productBody({ sku: product.sku, casePack: '', minOrderQty: null }),
      { cookie: brand.cookie },
    )
    expect(response.status).toBe(200)
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, product.id))
    expect(row).toMatchObject({ casePack: null, minOrderQty: null })
  })

  test('an edit with a negative price changes nothing', async () => {
    const product = await created(brand)
    const response = await patch(
      t.app,
      `/api/brand/products/${product.id}`,
      productBody({ sku: product.sku, price: '-10' }),
      { cookie: brand.cookie },
    )
    expect(response.status).toBe(400)
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, product.id))
    expect(row!.price).toBe(product.price)
  })

  test('a SKU the brand already has is a 409 with a clear message; another brand may use it', async () => {
    const sku = uniqueSku('DUP')
    await created(brand, productBody({ sku }))
    const again = await create(brand, productBody({ sku }))
    expect(again.status).toBe(409)
    expect(await bodyOf(again)).toMatchObject({
      code: 'DUPLICATE_SKU',
      message: `You already have a product with SKU ${sku}`,
    })
    const second = await created(brand)
    const edit = await patch(t.app, `/api/brand/products/${second.id}`, productBody({ sku }), {
      cookie: brand.cookie,
    })
    expect(edit.status).toBe(409)
    expect((await create(otherBrand, productBody({ sku }))).status).toBe(201)
  })

  test('a GTIN the brand already has is a 409 with a clear message, however it is typed; another brand may use it', async () => {
    const gtin = uniqueGtin()
    const first = await created(brand, productBody({ gtin }))
    expect(first.gtin).toBe(gtin)
    const upc = gtin.slice(2)
    const again = await create(brand, productBody({ gtin: upc }))
    expect(again.status).toBe(409)
    expect(await bodyOf(again)).toMatchObject({
      code: 'DUPLICATE_GTIN',
      message: `You already have a product with GTIN ${upc}: a GTIN names one product`,
    })
    const second = await created(brand)
    const edit = await patch(
      t.app,
      `/api/brand/products/${second.id}`,
      productBody({ sku: second.sku, gtin }),
      { cookie: brand.cookie },
    )
    expect(edit.status).toBe(409)
    expect((await bodyOf(edit)).code).toBe('DUPLICATE_GTIN')
    const [unchanged] = await t.deps.db.select().from(products).where(eq(products.id, second.id))
    expect(unchanged!.gtin).toBeNull()
    // Editing the product that has it keeps it; another brand's product may carry it too.
    const own = await patch(
      t.app,
      `/api/brand/products/${first.id}`,
      productBody({ sku: first.sku, gtin: upc, name: 'Kept GTIN' }),
      { cookie: brand.cookie },
    )
    expect(own.status).toBe(200)
    expect((await create(otherBrand, productBody({ gtin }))).status).toBe(201)
  })

  test("another brand's product is a 404 and stays as it was", async () => {
    const product = await created(brand)
    const response = await patch(
      t.app,
      `/api/brand/products/${product.id}`,
      productBody({ price: '99.00' }),
      { cookie: otherBrand.cookie },
    )
    expect(response.status).toBe(404)
    expect((await bodyOf(response)).message).toBe(PRODUCT_MESSAGES.notFound)
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, product.id))
    expect(row!.price).toBe(product.price)
    const theirs = await get(t.app, `/api/brand/products?search=${product.sku}`, {
      cookie: otherBrand.cookie,
    })
    expect((await bodyOf<{ total: number }>(theirs)).total).toBe(0)
  })

  test('resellers and anonymous callers cannot list or add', async () => {
    expect((await get(t.app, '/api/brand/products', { cookie: reseller.cookie })).status).toBe(403)
    expect((await get(t.app, '/api/brand/products')).status).toBe(401)
    expect((await create(reseller)).status).toBe(403)
  })
})

describe('list, search and stats', () => {
  let own: Session

  beforeAll(async () => {
    own = await signedInUser(t.deps, t.app, 'brand')
    await insertProduct(t.deps, own.id, { name: 'Blue Mug', sku: 'MUG-100', price: '10.00' })
    await insertProduct(t.deps, own.id, { name: 'Red Mug', sku: 'MUG-200', price: '20.00' })
    await insertProduct(t.deps, own.id, { name: '100% Cotton Towel', sku: 'TWL_1', price: '15.50' })
    await insertProduct(t.deps, own.id, {
      name: 'Pending Lamp',
      sku: 'LMP-1',
      price: '30.01',
      approvalStatus: 'pending',
    })
  })

  const search = async (term: string) => {
    const response = await get(t.app, `/api/brand/products?search=${encodeURIComponent(term)}`, {
      cookie: own.cookie,
    })
    return (await bodyOf<{ products: Product[] }>(response)).products.map((p) => p.name).sort()
  }

  test('search matches the GTIN as printed, with or without separators', async () => {
    const barcoded = await signedInUser(t.deps, t.app, 'brand')
    const gtin = uniqueGtin()
    await insertProduct(t.deps, barcoded.id, { name: 'Barcoded Jug', gtin })
    await insertProduct(t.deps, barcoded.id, { name: 'Plain Jug' })
    const find = async (term: string) => {
      const response = await get(t.app, `/api/brand/products?search=${encodeURIComponent(term)}`, {
        cookie: barcoded.cookie,
      })
      return (await bodyOf<{ products: Product[] }>(response)).products.map((p) => p.name)
    }
    const upc = gtin.slice(2)
    expect(await find(upc)).toEqual(['Barcoded Jug'])
    expect(await find(`${upc.slice(0, 1)} ${upc.slice(1, 6)}-${upc.slice(6)}`)).toEqual([
      'Barcoded Jug',
    ])
    expect(await find(gtin.slice(4, 10))).toEqual(['Barcoded Jug'])
    expect(await find('jug')).toHaveLength(2)
  })

  test('search matches name and SKU, case-insensitively, wildcards literally', async () => {
    expect(await search('mug')).toEqual(['Blue Mug', 'Red Mug'])
    expect(await search('mug-2')).toEqual(['Red Mug'])
    expect(await search('100%')).toEqual(['100% Cotton Towel'])
    expect(await search('%')).toEqual(['100% Cotton Towel'])
    expect(await search('_')).toEqual(['100% Cotton Towel'])
    expect(await search('nothing like it')).toEqual([])
  })

  test('the stat cards count the brand’s products and average their price', async () => {
    const response = await get(t.app, '/api/brand/products/stats', { cookie: own.cookie })
    expect(await bodyOf(response)).toEqual({
      stats: { total: 4, approved: 3, averagePrice: '18.88' },
    })
    const empty = await signedInUser(t.deps, t.app, 'brand')
    const none = await get(t.app, '/api/brand/products/stats', { cookie: empty.cookie })
    expect(await bodyOf(none)).toEqual({ stats: { total: 0, approved: 0, averagePrice: null } })
  })

  test('pages hold INVENTORY_PAGE_SIZE products, newest first, without repeats', async () => {
    const many = await signedInUser(t.deps, t.app, 'brand')
    // A second apart: PGlite's clock reads whole milliseconds, and two quick inserts can share one.
    const base = Date.now() - 60_000
    for (let i = 0; i < INVENTORY_PAGE_SIZE + 3; i++) {
      await insertProduct(t.deps, many.id, {
        name: `Item ${i}`,
        sku: `ITEM-${i}`,
        createdAt: new Date(base + i * 1000),
      })
    }
    const page = async (n: number) =>
      bodyOf<{ products: Product[]; total: number; pages: number }>(
        await get(t.app, `/api/brand/products?page=${n}`, { cookie: many.cookie }),
      )
    const [first, second] = [await page(1), await page(2)]
    expect(first.total).toBe(INVENTORY_PAGE_SIZE + 3)
    expect(first.pages).toBe(2)
    expect(first.products).toHaveLength(INVENTORY_PAGE_SIZE)
    expect(first.products[0]!.name).toBe(`Item ${INVENTORY_PAGE_SIZE + 2}`)
    expect(second.products).toHaveLength(3)
    const ids = [...first.products, ...second.products].map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('what a reseller sees', () => {
  let owner: Session
  let entryId: string
  const visibleGtin = uniqueGtin()

  beforeAll(async () => {
    owner = await signedInUser(t.deps, t.app, 'brand')
    const entry = await brandEntryWithResellers(t.deps, owner, [reseller.id], {
      name: 'Allocated Brand',
    })
    entryId = entry.id
    await insertProduct(t.deps, owner.id, {
      name: 'Visible Kettle',
      sku: 'VIS-1',
      gtin: visibleGtin,
      category: 'home_goods',
      wholesalePrice: '21.00',
      mapPrice: '39.99',
      stock: 12,
      description: 'Shown to resellers',
    })
    await insertProduct(t.deps, owner.id, {
      name: 'Hidden Draft',
      sku: 'HID-1',
      approvalStatus: 'pending',
    })
  })

  const read = (session: Session, id = entryId) =>
    get(t.app, `/api/reseller/brands/${id}/products`, { cookie: session.cookie })

  test('an allocated reseller sees the approved products with GTIN, wholesale, MAP and stock', async () => {
    const response = await read(reseller)
    expect(response.status).toBe(200)
    const body = await bodyOf<{ brand: { name: string }; products: Record<string, unknown>[] }>(
      response,
    )
    expect(body.brand.name).toBe('Allocated Brand')
    expect(body.products).toEqual([
      expect.objectContaining({
        name: 'Visible Kettle',
        sku: 'VIS-1',
        gtin: visibleGtin,
        category: 'home_goods',
        description: 'Shown to resellers',
        wholesalePrice: '21.00',
        mapPrice: '39.99',
        effectiveMapPrice: '39.99',
        nextMapChange: null,
        stock: 12,
      }),
    ])
  })

  test('a reseller neither allocated nor approved gets 404, as for an unknown brand', async () => {
    expect((await read(outsider)).status).toBe(404)
    expect((await read(reseller, '3f0c9a52-8a59-4c4e-9d51-2f5a6b1c7d80')).status).toBe(404)
    expect((await read(reseller, 'not-a-uuid')).status).toBe(400)
  })

  test("the brand's approval opens it; a pending application does not; suspension shuts it with the reason", async () => {
    const applicant = await signedInUser(t.deps, t.app, 'reseller')
    const [application] = await t.deps.db
      .insert(brandApplications)
      .values({ resellerId: applicant.id, brandId: entryId, status: 'pending' })
      .returning()
    expect((await read(applicant)).status).toBe(404)
    const { authorization } = await grantAuthorization(t.deps.db, {
      brandId: entryId,
      resellerId: applicant.id,
      marketplaces: [{ marketplace: 'amazon', sellerId: 'A1APPLICANT' }],
      grantedBy: 'brand',
      grantedByUserId: null,
      brandApplicationId: application!.id,
    })
    expect((await read(applicant)).status).toBe(200)
    await changeAuthorizationStatus(t.deps.db, {
      brandId: entryId,
      authorizationId: authorization.id,
      change: 'suspend',
      reason: 'Listed below MAP on Amazon',
    })
    const suspended = await read(applicant)
    expect(suspended.status).toBe(403)
    const body = await bodyOf(suspended)
    expect(body).toMatchObject({ code: 'AUTHORIZATION_NOT_IN_FORCE' })
    expect(String(body.message)).toContain('suspended')
    expect(String(body.message)).toContain('Listed below MAP on Amazon')
  })

  test('an entry no brand account owns has no products; brands cannot call it', async () => {
    const unowned = await createBrand(t.deps, { name: 'Unclaimed' })
    await brandEntryWithResellers(t.deps, { id: owner.id, email: owner.email }, [])
    const admins = await get(t.app, `/api/reseller/brands/${unowned.id}/products`, {
      cookie: admin.cookie,
    })
    expect(await bodyOf(admins)).toMatchObject({ products: [] })
    expect((await read(brand)).status).toBe(403)
  })

  test('an edit reaches the allocated resellers live, and no one else', async () => {
    const seen: Record<string, LiveEvent[]> = { reseller: [], outsider: [], owner: [] }
    const stops = [
      t.deps.live.subscribe(reseller.id, (e) => seen.reseller!.push(e)),
      t.deps.live.subscribe(outsider.id, (e) => seen.outsider!.push(e)),
      t.deps.live.subscribe(owner.id, (e) => seen.owner!.push(e)),
    ]
    try {
      const [product] = await t.deps.db.select().from(products).where(eq(products.sku, 'VIS-1'))
      const response = await patch(
        t.app,
        `/api/brand/products/${product!.id}`,
        // The same MAP: no MAP change is announced, only the product's change.
        productBody({
          name: 'Visible Kettle',
          sku: 'VIS-1',
          gtin: visibleGtin,
          price: '45.00',
          mapPrice: '39.99',
        }),
        { cookie: owner.cookie },
      )
      expect(response.status).toBe(200)
      expect(seen.reseller).toEqual([
        {
          kind: 'product.changed',
          userIds: expect.arrayContaining([reseller.id, owner.id]),
          data: { productId: product!.id, brandEntryId: entryId },
        },
      ])
      expect(seen.owner).toHaveLength(1)
      expect(seen.outsider).toEqual([])
      const after = await bodyOf<{ products: { wholesalePrice: string }[] }>(await read(reseller))
      expect(after.products[0]!.wholesalePrice).toBe('24.50')
    } finally {
      for (const stop of stops) stop()
    }
  })
})
