/** Issue 15, price sanity on the product form's route: each rule, the confirmation, the words. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PRICE_SANITY_TEXTS } from '#shared/brand-inventory-texts.ts'
import { productBody } from '#testing/brand-products.ts'
import { bodyOf, patch, post } from '#testing/http.ts'
import { signedInUsers, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let brand: Session

beforeAll(async () => {
  t = await createTestApp()
  ;[brand] = await signedInUsers(t, 'brand')
})

afterAll(async () => {
  await t?.close()
})

interface ErrorBody {
  message: string
  issues?: { path: string; message: string }[]
}

const create = (body: Record<string, unknown>) =>
  post(t.app, '/api/brand/products', productBody(body), { cookie: brand.cookie })

describe('price sanity', () => {
  test('wholesale above retail is refused on the wholesale field, in plain words, even when confirmed', async () => {
    for (const extra of [{}, { confirmMapBelowWholesale: true }]) {
      const response = await create({
        price: '20',
        wholesalePrice: '30',
        mapPrice: '',
        ...extra,
      })
      expect(response.status).toBe(400)
      const body = await bodyOf<ErrorBody>(response)
      expect(body.issues).toContainEqual({
        path: 'wholesalePrice',
        message: PRICE_SANITY_TEXTS.wholesaleAboveRetail('30.00', '20.00'),
      })
    }
  })

  test("the issue's product (retail $20, wholesale $30, MAP $5) is refused on both counts", async () => {
    const response = await create({ price: '20', wholesalePrice: '30', mapPrice: '5' })
    expect(response.status).toBe(400)
    const { issues } = await bodyOf<ErrorBody>(response)
    expect(issues).toEqual(
      expect.arrayContaining([
        {
          path: 'wholesalePrice',
          message: PRICE_SANITY_TEXTS.wholesaleAboveRetail('30.00', '20.00'),
        },
        { path: 'mapPrice', message: PRICE_SANITY_TEXTS.mapBelowWholesale('5.00', '30.00') },
      ]),
    )
  })

  test('a MAP below wholesale needs the confirmation; confirmed, it is saved', async () => {
    const refused = await create({ price: '40', wholesalePrice: '20', mapPrice: '15' })
    expect(refused.status).toBe(400)
    expect((await bodyOf<ErrorBody>(refused)).issues).toEqual([
      { path: 'mapPrice', message: PRICE_SANITY_TEXTS.mapBelowWholesale('15.00', '20.00') },
    ])
    const saved = await create({
      price: '40',
      wholesalePrice: '20',
      mapPrice: '15',
      confirmMapBelowWholesale: true,
    })
    expect(saved.status).toBe(201)
    const { product } = await bodyOf<{ product: { id: string; mapPrice: string } }>(saved)
    expect(product.mapPrice).toBe('15.00')

    // The edit is checked the same way: lowering wholesale above retail is refused.
    const edit = await patch(
      t.app,
      `/api/brand/products/${product.id}`,
      productBody({ price: '40', wholesalePrice: '41', mapPrice: '' }),
      { cookie: brand.cookie },
    )
    expect(edit.status).toBe(400)
    expect((await bodyOf<ErrorBody>(edit)).issues?.[0]?.path).toBe('wholesalePrice')
  })

  test('equal prices and a missing MAP are fine', async () => {
    expect((await create({ price: '20', wholesalePrice: '20', mapPrice: '20' })).status).toBe(201)
    expect((await create({ price: '20', wholesalePrice: '10', mapPrice: null })).status).toBe(201)
  })
})
