/**
 * Issue 15, the catalog import preview: the brand and the admin see the adds, the updates field
 * by field and the conflicts; a rename or a cleared MAP waits for the brand's confirmation before
 * the approval applies it; the summary stays on the catalog.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  CATALOG_IMPORT_MESSAGES as M,
  CATALOG_PREVIEW_TEXTS as P,
  type CatalogImportPreview,
  type CatalogImportSummary,
} from '#shared/brand-inventory-texts.ts'
import { CATALOG_CODES } from '#shared/catalogs-texts.ts'
import { catalogCsv, insertProduct } from '#testing/brand-products.ts'
import { catalogForm, uploadCatalogAs } from '#testing/catalogs.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { signedInUsers, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let admin: Session
let brand: Session
let otherBrand: Session

beforeAll(async () => {
  t = await createTestApp()
  ;[admin, brand, otherBrand] = await signedInUsers(t, 'admin', 'brand', 'brand')
})

afterAll(async () => {
  await t?.close()
})

const preview = async (id: string, cookie: string) => {
  const response = await get(t.app, `/api/catalogs/${id}/preview`, { cookie })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await bodyOf<{ preview: CatalogImportPreview }>(response)).preview
}

const decide = (id: string) =>
  post(t.app, `/api/admin/catalogs/${id}/decision`, { action: 'approve' }, { cookie: admin.cookie })

describe('catalog import preview', () => {
  test('shows adds, updates old → new, conflicts; a rename waits for the brand, then the summary stays', async () => {
    await insertProduct(t.deps, brand.id, {
      name: 'Copper Kettle',
      sku: 'PV-1',
      price: '50.00',
      wholesalePrice: '25.00',
      stock: 10,
      mapPrice: '45.00',
    })
    await insertProduct(t.deps, brand.id, {
      name: 'Same Pot',
      sku: 'PV-2',
      price: '30.00',
      wholesalePrice: '15.00',
      stock: 5,
    })
    const csv = catalogCsv([
      'name,sku,price,wholesale_price,stock',
      'Brass Kettle,PV-1,55.00,25.00,10',
      'Same Pot,PV-2,30.00,15.00,5',
      'New Lid,PV-3,12.00,6.00,40',
      'Twice,PV-3,12.00,6.00,40',
      'Upside Down,PV-4,20.00,30.00,1',
    ])
    const catalog = await uploadCatalogAs(
      t.app,
      brand.cookie,
      catalogForm('Spring', new File([csv], 'spring.csv')),
    )

    const seen = await preview(catalog.id, brand.cookie)
    expect(seen.adds).toEqual([
      { row: 4, sku: 'PV-3', name: 'New Lid', price: '12.00', wholesalePrice: '6.00' },
    ])
    expect(seen.updates).toEqual([
      {
        row: 2,
        sku: 'PV-1',
        name: 'Brass Kettle',
        changes: [
          { field: 'name', from: 'Copper Kettle', to: 'Brass Kettle' },
          { field: 'price', from: '50.00', to: '55.00' },
        ],
      },
    ])
    expect(seen.unchanged).toBe(1)
    expect(seen.conflicts).toEqual([
      { row: 5, message: M.duplicateSkuInFile('PV-3', 4) },
      { row: 6, message: M.wholesaleAboveRetail('30.00', '20.00') },
    ])
    expect(seen.confirmations).toEqual([
      expect.objectContaining({
        kind: 'rename',
        sku: 'PV-1',
        message: P.rename('PV-1', 'Copper Kettle', 'Brass Kettle'),
      }),
    ])
    expect(seen.confirmed).toEqual([])
    // The admin sees the same; another brand does not see it at all.
    expect((await preview(catalog.id, admin.cookie)).confirmations).toEqual(seen.confirmations)
    const foreign = await get(t.app, `/api/catalogs/${catalog.id}/preview`, {
      cookie: otherBrand.cookie,
    })
    expect(foreign.status).toBe(404)

    // Approval is refused until the brand confirms; nothing is renamed.
    const refused = await decide(catalog.id)
    expect(refused.status).toBe(409)
    expect(await bodyOf(refused)).toEqual({
      code: CATALOG_CODES.confirmationRequired,
      message: P.confirmationRequired(1),
    })
    expect((await preview(catalog.id, brand.cookie)).updates).toHaveLength(1)

    // Another brand cannot confirm for it; a key it never saw is not kept.
    const keys = seen.confirmations.map((c) => c.key)
    const byOther = await post(
      t.app,
      `/api/brand/catalogs/${catalog.id}/confirm-changes`,
      { keys },
      { cookie: otherBrand.cookie },
    )
    expect(byOther.status).toBe(404)
    const confirmed = await post(
      t.app,
      `/api/brand/catalogs/${catalog.id}/confirm-changes`,
      { keys: [...keys, '["rename","PV-9","a","b"]'] },
      { cookie: brand.cookie },
    )
    expect(confirmed.status).toBe(200)
    expect((await bodyOf<{ preview: CatalogImportPreview }>(confirmed)).preview.confirmed).toEqual(
      keys,
    )

    const approved = await decide(catalog.id)
    expect(approved.status, await approved.clone().text()).toBe(200)
    const listed = await bodyOf<{
      catalogs: { id: string; importSummary: CatalogImportSummary | null }[]
    }>(await get(t.app, '/api/brand/catalogs', { cookie: brand.cookie }))
    const summary = listed.catalogs.find((c) => c.id === catalog.id)!.importSummary!
    expect(summary).toMatchObject({ created: 1, updated: 1, unchanged: 1, failed: 2 })
    expect(summary.changes).toEqual(seen.updates)
    expect(summary.errors).toEqual(seen.conflicts)
  })

  test('clearing a MAP and a MAP below wholesale need confirmation too', async () => {
    await insertProduct(t.deps, brand.id, {
      name: 'Mapped',
      sku: 'PV-M1',
      price: '50.00',
      wholesalePrice: '25.00',
      mapPrice: '45.00',
    })
    const csv = catalogCsv([
      'name,sku,price,wholesale_price,stock,map_price',
      'Mapped,PV-M1,50.00,25.00,10,',
      'Clearance,PV-M2,40.00,20.00,3,10.00',
    ])
    const catalog = await uploadCatalogAs(
      t.app,
      brand.cookie,
      catalogForm('Clearance', new File([csv], 'clearance.csv')),
    )
    const seen = await preview(catalog.id, brand.cookie)
    expect(seen.confirmations.map((c) => [c.kind, c.message])).toEqual([
      ['clear-map', P.clearMap('PV-M1', '45.00')],
      ['map-below-wholesale', P.mapBelowWholesale('PV-M2', '10.00', '20.00')],
    ])
    expect((await decide(catalog.id)).status).toBe(409)
    await post(
      t.app,
      `/api/brand/catalogs/${catalog.id}/confirm-changes`,
      { keys: seen.confirmations.map((c) => c.key) },
      { cookie: brand.cookie },
    )
    expect((await decide(catalog.id)).status).toBe(200)
  })

  test('an approved catalog has no preview any more (409), and bad keys are refused', async () => {
    const catalog = await uploadCatalogAs(
      t.app,
      brand.cookie,
      catalogForm(
        'Plain',
        new File([catalogCsv(['name,sku,price,wholesale_price,stock', 'A,PV-P1,2,1,1'])], 'p.csv'),
      ),
    )
    const bad = await post(
      t.app,
      `/api/brand/catalogs/${catalog.id}/confirm-changes`,
      { keys: ['a\u0000b'] },
      { cookie: brand.cookie },
    )
    expect(bad.status).toBe(400)
    expect((await decide(catalog.id)).status).toBe(200)
    const after = await get(t.app, `/api/catalogs/${catalog.id}/preview`, { cookie: brand.cookie })
    expect(after.status).toBe(409)
  })
})
