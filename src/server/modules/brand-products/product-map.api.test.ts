/**
 * The product's MAP is versioned (issue 14): the product form's MAP becomes a version in force
 * from now and the older versions stay, so a listing observed before the change is still judged
 * by the MAP of its time; the inventory and the reseller's product list show the MAP in force now
 * (with a running promotion) and the next scheduled change.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  mapPromotionProducts,
  mapPromotions,
  messages,
  productMapPrices,
  protectionFindings,
} from '#server/db/schema/index.ts'
import { redetectBrand } from '#server/modules/protection/redetect.ts'
import { productBody } from '#testing/brand-products.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, get, patch, post } from '#testing/http.ts'
import {
  authorizedReseller,
  day,
  draft,
  importDrafts,
  protectedBrand,
  type ProtectedBrand,
} from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

interface ListedMap {
  id: string
  mapPrice: string | null
  effectiveMapPrice: string | null
  nextMapChange: { mapPrice: string | null; effectiveFrom: string } | null
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const DAY_MS = 24 * 60 * 60 * 1000

/** The body that edits `product` as the form would: every field, with `changes`. */
const editBody = (brand: ProtectedBrand, i: number, changes: Record<string, unknown>) =>
  productBody({
    name: brand.products[i]!.name,
    sku: brand.products[i]!.sku,
    gtin: brand.products[i]!.gtin,
    ...changes,
  })

const versionsOf = (productId: string) =>
  t.deps.db
    .select({ mapPrice: productMapPrices.mapPrice, effectiveFrom: productMapPrices.effectiveFrom })
    .from(productMapPrices)
    .where(eq(productMapPrices.productId, productId))
    .orderBy(productMapPrices.effectiveFrom)

const announcementsTo = (resellerId: string) =>
  t.deps.db
    .select({ content: messages.content })
    .from(messages)
    .where(eq(messages.recipientId, resellerId))

describe('editing the MAP', () => {
  test('writes a version from now and keeps the older one: a listing observed before is judged by the old MAP', async () => {
    const brand = await protectedBrand(t.deps, {
      products: [{ name: 'Versioned Kettle', map: '24.99' }],
      mapSince: day('2026-01-01'),
    })
    const [kettle] = brand.products
    const { reseller } = await authorizedReseller(t.deps, brand, [
      { marketplace: 'amazon', sellerId: 'AMAPEDIT01' },
    ])
    const offer = { sellerId: 'AMAPEDIT01', listingId: 'B0MAPEDIT1', gtin: kettle!.gtin }
    const observedBefore = new Date(Date.now() - 10 * DAY_MS)
    await importDrafts(
      t.deps,
      brand,
      [draft({ ...offer, price: '26.00', observedAt: observedBefore })],
      {
        observedAt: observedBefore,
      },
    )

    const cookie = await signIn(t.app, brand.user)
    const response = await patch(
      t.app,
      `/api/brand/products/${kettle!.id}`,
      editBody(brand, 0, { mapPrice: '29.99' }),
      { cookie },
    )
    expect(response.status, await response.clone().text()).toBe(200)
    expect((await bodyOf<{ product: ListedMap }>(response)).product).toMatchObject({
      mapPrice: '29.99',
      effectiveMapPrice: '29.99',
      nextMapChange: null,
    })
    const versions = await versionsOf(kettle!.id)
    expect(versions.map((v) => v.mapPrice)).toEqual(['24.99', '29.99'])
    expect(versions[0]!.effectiveFrom).toEqual(day('2026-01-01'))
    expect(Math.abs(versions[1]!.effectiveFrom.getTime() - Date.now())).toBeLessThan(60_000)
    // The authorized reseller is told of the change (setMapFromNow's announcement).
    expect((await announcementsTo(reseller.id)).map((m) => m.content).join('\n')).toContain(
      'Versioned Kettle',
    )

    // Judged again, the listing seen ten days ago at 26.00 still complied with the MAP of then.
    await redetectBrand(t.deps.db, brand)
    const open = () =>
      t.deps.db
        .select({ mapPrice: protectionFindings.mapPrice, status: protectionFindings.status })
        .from(protectionFindings)
        .where(
          and(
            eq(protectionFindings.brandId, brand.entryId),
            eq(protectionFindings.kind, 'map_violation'),
          ),
        )
    expect(await open()).toEqual([])

    // The same price seen now is below the new MAP.
    const now = new Date()
    await importDrafts(t.deps, brand, [draft({ ...offer, price: '26.00', observedAt: now })], {
      observedAt: now,
    })
    expect(await open()).toEqual([{ mapPrice: '29.99', status: 'open' }])
  })

  test('the same MAP again writes no version and tells no one; an emptied MAP is "no MAP" from now', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
    const { reseller } = await authorizedReseller(t.deps, brand, [
      { marketplace: 'amazon', sellerId: 'AMAPSAME01' },
    ])
    const [product] = brand.products
    const cookie = await signIn(t.app, brand.user)
    const same = await patch(
      t.app,
      `/api/brand/products/${product!.id}`,
      editBody(brand, 0, { mapPrice: '24.990' }),
      { cookie },
    )
    expect(same.status).toBe(200)
    expect((await versionsOf(product!.id)).map((v) => v.mapPrice)).toEqual(['24.99'])
    expect(await announcementsTo(reseller.id)).toEqual([])

    const cleared = await patch(
      t.app,
      `/api/brand/products/${product!.id}`,
      editBody(brand, 0, { mapPrice: '' }),
      { cookie },
    )
    expect((await bodyOf<{ product: ListedMap }>(cleared)).product).toMatchObject({
      mapPrice: null,
      effectiveMapPrice: null,
    })
    expect((await versionsOf(product!.id)).map((v) => v.mapPrice)).toEqual(['24.99', null])
  })

  test('a product added with a MAP has it from now; one added without has no version', async () => {
    const brand = await protectedBrand(t.deps, { products: [] })
    const cookie = await signIn(t.app, brand.user)
    const add = async (mapPrice: string) => {
      const response = await post(t.app, '/api/brand/products', productBody({ mapPrice }), {
        cookie,
      })
      expect(response.status).toBe(201)
      return (await bodyOf<{ product: ListedMap }>(response)).product
    }
    const withMap = await add('29.90')
    expect(withMap).toMatchObject({ mapPrice: '29.90', effectiveMapPrice: '29.90' })
    expect((await versionsOf(withMap.id)).map((v) => v.mapPrice)).toEqual(['29.90'])
    const without = await add('')
    expect(without).toMatchObject({ mapPrice: null, effectiveMapPrice: null })
    expect(await versionsOf(without.id)).toEqual([])
  })
})

describe('the MAP in force now', () => {
  test('the reseller and the brand see the promotional MAP, the regular one, and the next change', async () => {
    const brand = await protectedBrand(t.deps, {
      products: [
        { name: 'Promoted Pan', map: '40.00' },
        { name: 'Plain Pan', map: '30.00' },
      ],
    })
    const [promoted, plain] = brand.products
    const { reseller } = await authorizedReseller(t.deps, brand, [
      { marketplace: 'amazon', sellerId: 'AMAPNOW001' },
    ])
    const [promotion] = await t.deps.db
      .insert(mapPromotions)
      .values({
        brandId: brand.entryId,
        name: 'Spring sale',
        startsAt: new Date(Date.now() - DAY_MS),
        endsAt: new Date(Date.now() + 7 * DAY_MS),
        percentOff: '25',
      })
      .returning()
    await t.deps.db
      .insert(mapPromotionProducts)
      .values({ promotionId: promotion!.id, productId: promoted!.id })
    const from = new Date(Date.now() + 5 * DAY_MS)
    await t.deps.db.insert(productMapPrices).values({
      productId: plain!.id,
      mapPrice: '34.99',
      effectiveFrom: from,
    })

    const resellerCookie = await signIn(t.app, reseller)
    const listed = await bodyOf<{ products: (ListedMap & { name: string; gtin: string })[] }>(
      await get(t.app, `/api/reseller/brands/${brand.entryId}/products`, {
        cookie: resellerCookie,
      }),
    )
    const byName = Object.fromEntries(listed.products.map((p) => [p.name, p]))
    expect(byName['Promoted Pan']).toMatchObject({
      gtin: promoted!.gtin,
      mapPrice: '40.00',
      effectiveMapPrice: '30.00',
      nextMapChange: null,
    })
    expect(byName['Plain Pan']).toMatchObject({
      mapPrice: '30.00',
      effectiveMapPrice: '30.00',
      nextMapChange: { mapPrice: '34.99', effectiveFrom: from.toISOString() },
    })

    const brandCookie = await signIn(t.app, brand.user)
    const inventory = await bodyOf<{ products: (ListedMap & { name: string })[] }>(
      await get(t.app, '/api/brand/products', { cookie: brandCookie }),
    )
    expect(inventory.products.find((p) => p.name === 'Promoted Pan')).toMatchObject({
      mapPrice: '40.00',
      effectiveMapPrice: '30.00',
    })
    expect(inventory.products.find((p) => p.name === 'Plain Pan')!.nextMapChange).toEqual({
      mapPrice: '34.99',
      effectiveFrom: from.toISOString(),
    })
  })
})
