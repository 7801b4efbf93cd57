/**
 * The brand's wholesale terms (issue 13 item 5): opening order and reorder minimums on its own
 * directory entry, dollars from 0 to 1,000,000 with two decimals, or empty for the marketplace's
 * rule; another brand's entry is never touched; authorized resellers' pages hear of the change.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { WHOLESALE_TERMS_CODES, WHOLESALE_TERMS_TEXTS as W } from '#shared/reseller-order-texts.ts'
import { brandsDirectory } from '#server/db/schema/index.ts'
import { authorize } from '#testing/authorizations.ts'
import { insertProduct } from '#testing/brand-products.ts'
import { signedInUser, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, patch } from '#testing/http.ts'
import { publishedDuring } from '#testing/live.ts'
import { createBrand } from '#testing/public-site.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import type { WholesaleTermsAnswer } from './wholesale-terms.ts'

type Session = TestUser & { cookie: string }
interface ErrorBody {
  code: string
  message: string
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const TERMS = '/api/brand/settings/wholesale-terms'

/** A signed-in brand with its directory entry. */
async function brandWithEntry() {
  const brand = await signedInUser(t.deps, t.app, 'brand')
  const entry = await createBrand(t.deps, { contactEmail: brand.email, ownerUserId: brand.id })
  return { brand, entry }
}

const read = async (brand: Session) => {
  const response = await get(t.app, TERMS, { cookie: brand.cookie })
  expect(response.status).toBe(200)
  return (await bodyOf<WholesaleTermsAnswer>(response)).terms
}

const save = (brand: Session, body: unknown) => patch(t.app, TERMS, body, { cookie: brand.cookie })

const stored = async (entryId: string) =>
  (
    await t.deps.db
      .select({
        opening: brandsDirectory.openingOrderMinimum,
        reorder: brandsDirectory.reorderMinimum,
      })
      .from(brandsDirectory)
      .where(eq(brandsDirectory.id, entryId))
  )[0]!

describe('GET and PATCH /api/brand/settings/wholesale-terms', () => {
  test("unset at first: the marketplace's rule, whose amount today is given", async () => {
    const { brand } = await brandWithEntry()
    expect(await read(brand)).toEqual({
      openingOrderMinimum: null,
      reorderMinimum: null,
      // No approved products: the spec's $1,000.
      defaultMinimumCents: 100_000,
    })
    await insertProduct(t.deps, brand.id, { wholesalePrice: '12.50' })
    await insertProduct(t.deps, brand.id, { wholesalePrice: '3.00', approvalStatus: 'pending' })
    expect((await read(brand))!.defaultMinimumCents).toBe(6250)
  })

  test("saves both minimums on the brand's own entry only; empty goes back to the rule", async () => {
    const { brand, entry } = await brandWithEntry()
    const other = await brandWithEntry()
    await t.deps.db
      .update(brandsDirectory)
      .set({ openingOrderMinimum: '42.00', reorderMinimum: null })
      .where(eq(brandsDirectory.id, other.entry.id))

    const response = await save(brand, { openingOrderMinimum: '500', reorderMinimum: '1,250.5' })
    expect(response.status).toBe(200)
    expect((await bodyOf<WholesaleTermsAnswer>(response)).terms).toMatchObject({
      openingOrderMinimum: '500.00',
      reorderMinimum: '1250.50',
    })
    expect(await stored(entry.id)).toEqual({ opening: '500.00', reorder: '1250.50' })
    expect(await stored(other.entry.id)).toEqual({ opening: '42.00', reorder: null })
    expect(await read(brand)).toMatchObject({
      openingOrderMinimum: '500.00',
      reorderMinimum: '1250.50',
    })

    expect((await save(brand, { openingOrderMinimum: '', reorderMinimum: null })).status).toBe(200)
    expect(await stored(entry.id)).toEqual({ opening: null, reorder: null })
    expect(await stored(other.entry.id)).toEqual({ opening: '42.00', reorder: null })
  })

  test('the limits themselves: $0 and $1,000,000.00; numbers are taken too', async () => {
    const { brand, entry } = await brandWithEntry()
    expect(
      (await save(brand, { openingOrderMinimum: '0', reorderMinimum: '1000000.00' })).status,
    ).toBe(200)
    expect(await stored(entry.id)).toEqual({ opening: '0.00', reorder: '1000000.00' })
    expect((await save(brand, { openingOrderMinimum: 99.9, reorderMinimum: '$75' })).status).toBe(
      200,
    )
    expect(await stored(entry.id)).toEqual({ opening: '99.90', reorder: '75.00' })
  })

  test.each([
    [{ openingOrderMinimum: '-5', reorderMinimum: null }, W.negative(W.openingName)],
    [{ openingOrderMinimum: null, reorderMinimum: -0.01 }, W.negative(W.reorderName)],
    [{ openingOrderMinimum: 'abc', reorderMinimum: null }, W.invalidAmount(W.openingName)],
    [{ openingOrderMinimum: '12.345', reorderMinimum: null }, W.invalidAmount(W.openingName)],
    [{ openingOrderMinimum: '1e3', reorderMinimum: null }, W.invalidAmount(W.openingName)],
    [{ openingOrderMinimum: null, reorderMinimum: '1000000.01' }, W.tooLarge(W.reorderName)],
    [{ openingOrderMinimum: 1e21, reorderMinimum: null }, W.invalidAmount(W.openingName)],
    [{ openingOrderMinimum: '5\u0000', reorderMinimum: null }, W.invalidAmount(W.openingName)],
    [
      { openingOrderMinimum: '9'.repeat(5000), reorderMinimum: null },
      W.invalidAmount(W.openingName),
    ],
    [{ openingOrderMinimum: true, reorderMinimum: null }, W.invalidAmount(W.openingName)],
  ])('refuses %j with a clear 400', async (body, message) => {
    const { brand, entry } = await brandWithEntry()
    const response = await save(brand, body)
    expect(response.status).toBe(400)
    expect((await bodyOf<ErrorBody>(response)).message).toBe(message)
    expect(await stored(entry.id)).toEqual({ opening: null, reorder: null })
  })

  test('both fields are required and nothing else is taken', async () => {
    const { brand } = await brandWithEntry()
    expect((await save(brand, { openingOrderMinimum: '10' })).status).toBe(400)
    expect(
      (await save(brand, { openingOrderMinimum: '10', reorderMinimum: '5', entryId: 'x' })).status,
    ).toBe(400)
  })

  test('a brand without a directory entry has no terms: null, and saving is a 409', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    expect(await read(brand)).toBeNull()
    const response = await save(brand, { openingOrderMinimum: '10', reorderMinimum: null })
    expect(response.status).toBe(409)
    expect(await bodyOf<ErrorBody>(response)).toMatchObject({
      code: WHOLESALE_TERMS_CODES.noEntry,
      message: W.noEntry,
    })
  })

  test("the brand's authorized resellers hear of it (their carts re-read the minimum)", async () => {
    const { brand, entry } = await brandWithEntry()
    const reseller = await signedInUser(t.deps, t.app, 'reseller')
    await authorize(t.deps, entry.id, reseller.id)
    const events = await publishedDuring(t.deps, async () => {
      const response = await save(brand, { openingOrderMinimum: '250', reorderMinimum: '100' })
      expect(response.status).toBe(200)
    })
    const changed = events.find((e) => e.kind === 'product.changed')
    expect(changed?.userIds).toEqual(expect.arrayContaining([brand.id, reseller.id]))
  })
})
