/**
 * The reseller sees an order hold before checkout: the brand card (Available Brands) and the
 * brand's products page (whose cart places the order) carry the hold the order route refuses
 * orders with, computed by the same rule (order-hold.ts): which findings, since when, at which
 * step. It shows only to the reseller it holds, only for the brand that placed it, and is gone
 * on the next request once a compliant observation cures the finding.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { OrderHold } from '#shared/order-hold.ts'
import {
  resellerBrandsQuery,
  type ResellerBrandsResponse,
} from '#shared/schemas/reseller-brands.ts'
import { protectionFindings } from '#server/db/schema/index.ts'
import { authorize } from '#testing/authorizations.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, get, post, send } from '#testing/http.ts'
import {
  authorizedReseller,
  day,
  draft,
  importDrafts,
  protectedBrand,
} from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { prepareBrandSearch } from '../search/brand-search.ts'
import { listResellerBrands } from '../reseller-brands/list-reseller-brands.ts'
import { brandRowsFromJson } from '../reseller-brands/reseller-brands-sql.ts'
import {
  resellerBrandsStatement,
  runResellerBrandsStatement,
} from '../reseller-brands/reseller-brands-statement.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

const SELLER = 'A1HOLDVISIBLE'

async function setup() {
  const brand = await protectedBrand(t.deps, {
    products: [
      { name: 'Insulated Bottle', map: '24.99' },
      { name: 'Trail Lamp', map: '39.99' },
    ],
  })
  const brandCookie = await signIn(t.app, brand.user)
  // A notice, then the hold, with no cure period between them.
  const saved = await send(t.app, 'PUT', '/api/brand/protection/enforcement', {
    cookie: brandCookie,
    json: {
      ladder: [
        { step: 'notice', cureDays: 0 },
        { step: 'order_hold', cureDays: 3 },
      ],
      templates: {},
      autoFirstNotice: false,
    },
  })
  expect(saved.status, JSON.stringify(await bodyOf(saved))).toBe(200)
  const { reseller } = await authorizedReseller(t.deps, brand, [
    { marketplace: 'amazon', sellerId: SELLER },
  ])
  const resellerCookie = await signIn(t.app, reseller)
  // Another reseller of the same brand, with a violation of its own that is only noticed.
  const { reseller: other } = await authorizedReseller(t.deps, brand, [
    { marketplace: 'amazon', sellerId: 'A1OTHERSELLER' },
  ])
  const otherCookie = await signIn(t.app, other)
  // Another brand the held reseller sells, which holds nothing.
  const calm = await protectedBrand(t.deps, { products: [{ name: 'Calm Kettle', map: '30.00' }] })
  await authorize(t.deps, calm.entryId, reseller.id, {
    marketplaces: [{ marketplace: 'amazon', sellerId: SELLER }],
    since: day('2026-01-01'),
  })
  return { brand, brandCookie, reseller, resellerCookie, other, otherCookie, calm }
}

type Setup = Awaited<ReturnType<typeof setup>>

const listing = (s: Setup, price: string, at: string, sellerId = SELLER, product = 0) =>
  draft({
    observedAt: day(at),
    sellerId,
    sellerName: sellerId,
    listingId: `B0${sellerId.slice(-6)}${product}`,
    gtin: s.brand.products[product]!.gtin,
    title: s.brand.products[product]!.name,
    price,
  })

async function findingOf(s: Setup, sellerId: string, product = 0) {
  const rows = await t.deps.db
    .select({ id: protectionFindings.id, resellerId: protectionFindings.resellerId })
    .from(protectionFindings)
    .where(eq(protectionFindings.productId, s.brand.products[product]!.id))
  const resellerId = sellerId === SELLER ? s.reseller.id : s.other.id
  return rows.find((r) => r.resellerId === resellerId)!.id
}

async function step(s: Setup, findingId: string, expected: string) {
  const res = await post(
    t.app,
    `/api/brand/protection/findings/${findingId}/steps`,
    {},
    { cookie: s.brandCookie },
  )
  expect(await bodyOf(res)).toMatchObject({ step: expected })
}

/** The card of `brandId` in the reseller's authorized brands. */
async function card(cookie: string, brandId: string) {
  const res = await get(t.app, '/api/reseller/brands?status=authorized', { cookie })
  expect(res.status).toBe(200)
  const body = await bodyOf<ResellerBrandsResponse>(res)
  const found = body.brands.find((b) => b.id === brandId)
  expect(found, 'the card is listed').toBeDefined()
  return found!
}

async function productsPage(cookie: string, brandId: string) {
  const res = await get(t.app, `/api/reseller/brands/${brandId}/products`, { cookie })
  expect(res.status).toBe(200)
  return bodyOf<{ orderHold: OrderHold | null; products: unknown[] }>(res)
}

const order = (s: Setup, cookie: string, brandId: string, productId: string) =>
  post(t.app, '/api/reseller/orders', { brandId, items: [{ productId, quantity: 10 }] }, { cookie })

describe('the order hold before checkout', () => {
  test('the card and the products page carry the hold: its findings, since when, the step; lifted on cure', async () => {
    const s = await setup()
    await importDrafts(
      t.deps,
      s.brand,
      [
        listing(s, '18.00', '2026-11-10'),
        listing(s, '30.00', '2026-11-10', SELLER, 1),
        listing(s, '19.00', '2026-11-10', 'A1OTHERSELLER'),
      ],
      { observedAt: day('2026-11-10') },
    )
    const held = await findingOf(s, SELLER)
    // A notice holds nothing yet.
    await step(s, held, 'notice')
    expect((await card(s.resellerCookie, s.brand.entryId)).orderHold).toBeNull()
    expect((await productsPage(s.resellerCookie, s.brand.entryId)).orderHold).toBeNull()

    await step(s, held, 'order_hold')
    const other = await findingOf(s, 'A1OTHERSELLER')
    await step(s, other, 'notice')
    const [row] = await t.deps.db
      .select({ stepAt: protectionFindings.stepAt, deadline: protectionFindings.deadline })
      .from(protectionFindings)
      .where(eq(protectionFindings.id, held))
    const expected = {
      since: row!.stepAt!.toISOString(),
      count: 1,
      findings: [
        {
          findingId: held,
          product: 'Insulated Bottle',
          marketplace: 'amazon',
          kind: 'map_violation',
          step: 'order_hold',
          stepAt: row!.stepAt!.toISOString(),
          deadline: row!.deadline!.toISOString(),
          disputeStatus: null,
          markedFixedAt: null,
        },
      ],
    }
    const heldCard = await card(s.resellerCookie, s.brand.entryId)
    expect(heldCard.standing).toBe('authorized')
    expect(heldCard.orderHold).toEqual(expected)
    expect((await productsPage(s.resellerCookie, s.brand.entryId)).orderHold).toEqual(expected)
    // The server still refuses the order, with the same finding's listing.
    const refused = await order(s, s.resellerCookie, s.brand.entryId, s.brand.products[0]!.id)
    expect(refused.status).toBe(409)
    expect(await bodyOf(refused)).toMatchObject({
      code: 'ORDER_HOLD',
      message: expect.stringContaining('your listing of Insulated Bottle on Amazon'),
    })

    // Another brand of the same reseller holds nothing, and takes its order.
    expect((await card(s.resellerCookie, s.calm.entryId)).orderHold).toBeNull()
    expect((await productsPage(s.resellerCookie, s.calm.entryId)).orderHold).toBeNull()
    expect((await order(s, s.resellerCookie, s.calm.entryId, s.calm.products[0]!.id)).status).toBe(
      201,
    )
    // Another reseller of the same brand sees no hold: not this one's, and its own is a notice.
    expect((await card(s.otherCookie, s.brand.entryId)).orderHold).toBeNull()
    expect((await productsPage(s.otherCookie, s.brand.entryId)).orderHold).toBeNull()

    // The API's path and the one-statement reference agree on the held card.
    const query = resellerBrandsQuery.parse({ status: 'authorized' })
    const now = new Date()
    const fast = await listResellerBrands(t.deps.db, s.reseller.id, query, now)
    const reference = await runResellerBrandsStatement(
      t.deps.db,
      resellerBrandsStatement(s.reseller.id, query, now, await prepareBrandSearch(t.deps.db, '')),
    )
    expect(fast.brands).toEqual(brandRowsFromJson(reference.brands))
    expect(fast.brands.filter((b) => b.orderHold !== null).map((b) => b.id)).toEqual([
      s.brand.entryId,
    ])

    // A compliant observation cures it: the next requests show no hold, and the order goes.
    await importDrafts(t.deps, s.brand, [listing(s, '24.99', '2026-11-12')], {
      observedAt: day('2026-11-12'),
    })
    expect((await card(s.resellerCookie, s.brand.entryId)).orderHold).toBeNull()
    expect((await productsPage(s.resellerCookie, s.brand.entryId)).orderHold).toBeNull()
    expect(
      (await order(s, s.resellerCookie, s.brand.entryId, s.brand.products[0]!.id)).status,
    ).toBe(201)
  })

  test('every holding finding counts; the earliest step first, and the hold lasts until the last is cured', async () => {
    const s = await setup()
    await importDrafts(
      t.deps,
      s.brand,
      [listing(s, '18.00', '2026-11-10'), listing(s, '30.00', '2026-11-10', SELLER, 1)],
      {
        observedAt: day('2026-11-10'),
      },
    )
    const bottle = await findingOf(s, SELLER, 0)
    const lamp = await findingOf(s, SELLER, 1)
    for (const id of [lamp, bottle]) {
      await step(s, id, 'notice')
      await step(s, id, 'order_hold')
    }
    const hold = (await card(s.resellerCookie, s.brand.entryId)).orderHold
    expect(hold).toMatchObject({
      count: 2,
      findings: [
        { findingId: lamp, product: 'Trail Lamp' },
        { findingId: bottle, product: 'Insulated Bottle' },
      ],
    })
    expect(hold!.since).toBe(hold!.findings[0]!.stepAt)
    expect((await productsPage(s.resellerCookie, s.brand.entryId)).orderHold).toEqual(hold)

    // One cured: the other still holds.
    await importDrafts(t.deps, s.brand, [listing(s, '39.99', '2026-11-12', SELLER, 1)], {
      observedAt: day('2026-11-12'),
    })
    expect((await card(s.resellerCookie, s.brand.entryId)).orderHold).toMatchObject({
      count: 1,
      findings: [{ findingId: bottle }],
    })
    expect(
      (await order(s, s.resellerCookie, s.brand.entryId, s.brand.products[0]!.id)).status,
    ).toBe(409)
  })
})
