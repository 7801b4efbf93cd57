import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CATALOG_IMPORT_MESSAGES as M } from '#shared/brand-inventory-texts.ts'
import { CATALOG_CODES, CATALOG_MAX_BYTES, CATALOG_TEXTS } from '#shared/catalogs-texts.ts'
import {
  brandAuthorizations,
  catalogResellerAccess,
  productUploads,
} from '#server/db/schema/index.ts'
import {
  catalogFile,
  catalogForm,
  csvBytes,
  setCatalogStatus,
  streamedXlsx,
  uploadCatalogAs,
  withDeclaredSize,
  xlsxBytes,
  xlsxCatalogBytes,
  xlsxCellBomb,
  xlsxEntryFlood,
} from '#testing/catalogs.ts'
import { authorize } from '#testing/authorizations.ts'
import { brandEntryWithResellers } from '#testing/brand-products.ts'
import { signedInUser } from '#testing/factories.ts'
import { bodyOf, get, patch, post } from '#testing/http.ts'
import { createBrand, pdfBytes, postForm, postFormChunked } from '#testing/public-site.ts'
import { signedInCast, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let admin: Session
let brand: Session
let otherBrand: Session
let reseller: Session
let otherReseller: Session

beforeAll(async () => {
  t = await createTestApp()
  ;[admin, brand, otherBrand, reseller, otherReseller] = await signedInCast(t)
})

afterAll(async () => {
  await t?.close()
})

const MB = 1024 * 1024

describe('upload (POST /api/brand/catalogs)', () => {
  test.each(['csv', 'xlsx', 'pdf'] as const)(
    'a .%s is stored privately as pending',
    async (kind) => {
      const response = await postForm(
        t.app,
        '/api/brand/catalogs',
        catalogForm(`  ${kind} catalog  `, catalogFile(kind)),
        { cookie: brand.cookie },
      )
      expect(response.status).toBe(201)
      const { catalog } = await bodyOf<{ catalog: Record<string, unknown> }>(response)
      expect(catalog).toMatchObject({
        name: `${kind} catalog`,
        brandId: brand.id,
        status: 'pending',
        fileUrl: `/api/catalogs/${String(catalog.id)}/file`,
      })
      const [row] = await t.deps.db
        .select()
        .from(productUploads)
        .where(eq(productUploads.id, String(catalog.id)))
      expect(row!.storageKey).toMatch(
        new RegExp(`^catalogs/${brand.id}/\\d+-[0-9a-f]{8}\\.${kind}$`),
      )
      const stored = await t.deps.storage.get(row!.storageKey)
      expect(stored?.size).toBe(row!.sizeBytes)
    },
  )

  test('the name and the file are required', async () => {
    const noName = await postForm(t.app, '/api/brand/catalogs', catalogForm('   '), {
      cookie: brand.cookie,
    })
    expect(noName.status).toBe(400)
    expect((await bodyOf(noName)).message).toBe(CATALOG_TEXTS.nameRequired)
    const noFile = await postForm(t.app, '/api/brand/catalogs', catalogForm('A name', null), {
      cookie: brand.cookie,
    })
    expect(noFile.status).toBe(400)
    expect((await bodyOf(noFile)).message).toBe(CATALOG_TEXTS.fileRequired)
  })

  test.each([
    ['an .exe', new File([new Uint8Array([0x4d, 0x5a, 0, 0])], 'tool.exe')],
    ['HTML named .pdf', new File(['<html><script>alert(1)</script>'], 'x.pdf')],
    ['a PDF named .csv', new File([pdfBytes()], 'x.csv')],
    ['binary named .csv', new File([new Uint8Array([0x41, 0x00, 0x42])], 'x.csv')],
    ['a PDF named .xlsx', new File([pdfBytes()], 'x.xlsx')],
    ['a .xls', new File([xlsxBytes()], 'old.xls')],
  ])('%s is refused with 415 and nothing is stored', async (_label, file) => {
    const before = await t.deps.db.select().from(productUploads)
    const response = await postForm(t.app, '/api/brand/catalogs', catalogForm('Bad', file), {
      cookie: brand.cookie,
    })
    expect(response.status).toBe(415)
    expect((await bodyOf(response)).message).toBe(CATALOG_TEXTS.fileType)
    expect(await t.deps.db.select().from(productUploads)).toHaveLength(before.length)
  })

  test('a file over the limit is refused with 413, also when sent chunked', async () => {
    const big = new Uint8Array(CATALOG_MAX_BYTES + 1).fill(0x41)
    const file = new File([big], 'big.csv', { type: 'text/csv' })
    const plain = await postForm(t.app, '/api/brand/catalogs', catalogForm('Big', file), {
      cookie: brand.cookie,
    })
    expect(plain.status).toBe(413)
    const chunked = await postFormChunked(t.app, '/api/brand/catalogs', catalogForm('Big', file), {
      cookie: brand.cookie,
    })
    expect(chunked.status).toBe(413)
  })

  test('a file just under the limit is accepted', async () => {
    const bytes = new Uint8Array(CATALOG_MAX_BYTES - MB)
    bytes.set(csvBytes())
    bytes.fill(0x41, csvBytes().length)
    const response = await postForm(
      t.app,
      '/api/brand/catalogs',
      catalogForm('Large', new File([bytes], 'large.csv')),
      { cookie: brand.cookie },
    )
    expect(response.status).toBe(201)
  })

  test('a real .xlsx catalog of 20,000 rows is read and accepted', async () => {
    const response = await postForm(
      t.app,
      '/api/brand/catalogs',
      catalogForm('Large workbook', new File([xlsxCatalogBytes(20_000)], 'large.xlsx')),
      { cookie: brand.cookie },
    )
    expect(response.status).toBe(201)
  })

  test('JSON instead of multipart is a 400', async () => {
    const response = await post(
      t.app,
      '/api/brand/catalogs',
      { name: 'x' },
      { cookie: brand.cookie },
    )
    expect(response.status).toBe(400)
  })

  test('resellers and anonymous callers cannot upload', async () => {
    expect(
      (await postForm(t.app, '/api/brand/catalogs', catalogForm(), { cookie: reseller.cookie }))
        .status,
    ).toBe(403)
    expect((await postForm(t.app, '/api/brand/catalogs', catalogForm())).status).toBe(401)
  })
})

describe('a file that cannot be read is refused at upload (422) and nothing is stored', () => {
  /** Time and the most resident memory the request took; the peak is sampled every millisecond. */
  async function measured<T>(run: () => Promise<T>) {
    global.gc?.()
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 1)
    const started = performance.now()
    try {
      const result = await run()
      peak = Math.max(peak, process.memoryUsage().rss)
      return { result, ms: performance.now() - started, peakMb: (peak - before) / MB }
    } finally {
      clearInterval(sampler)
    }
  }

  let bomb: Uint8Array<ArrayBuffer>
  beforeAll(() => {
    // 200 MB of repeated cells in the sheet part, streamed into the package.
    bomb = xlsxCellBomb(200)
  })

  const cases: [string, () => Uint8Array<ArrayBuffer>, string, string][] = [
    // Its directory says 200 MB: refused before anything is inflated.
    ['a 200 MB sheet of repeated cells', () => bomb, 'bomb.xlsx', M.xlsxTooLarge],
    [
      'the same bomb, its directory declaring 1 KB parts',
      () => withDeclaredSize(bomb, 1024),
      'lying.xlsx',
      M.xlsxRatio,
    ],
    ['100,000 entries', () => xlsxEntryFlood(100_000), 'flood.xlsx', M.xlsxTooManyEntries],
    [
      '100 MB of shared strings (6 million), declared 1 KB',
      () =>
        withDeclaredSize(
          streamedXlsx({
            'xl/sharedStrings.xml': {
              head: '<sst>',
              body: '<si><t>a</t></si>',
              bytes: 100 * MB,
              tail: '</sst>',
            },
          }),
          1024,
        ),
      'strings.xlsx',
      M.xlsxRatio,
    ],
    [
      'XML nested 100,000 deep',
      () =>
        streamedXlsx({
          'xl/worksheets/sheet1.xml': {
            head: '<worksheet>',
            body: '<a>',
            bytes: 300_000,
            tail: '',
          },
        }),
      'deep.xlsx',
      M.xlsxInvalid,
    ],
    ['a ZIP signature and nothing more', () => xlsxBytes(), 'fake.xlsx', M.xlsxInvalid],
    [
      'a CSV that is not UTF-8',
      () => new Uint8Array([0x73, 0x6b, 0x75, 0x0a, 0xff, 0xfe, 0x41, 0x0a]),
      'latin.csv',
      M.notText,
    ],
  ]

  test.each(cases)('%s', async (_label, bytes, fileName, message) => {
    const owner = await signedInUser(t.deps, t.app, 'brand')
    const file = bytes()
    expect(file.length).toBeLessThan(CATALOG_MAX_BYTES)
    const {
      result: response,
      ms,
      peakMb,
    } = await measured(() =>
      postForm(t.app, '/api/brand/catalogs', catalogForm('Bomb', new File([file], fileName)), {
        cookie: owner.cookie,
      }),
    )
    expect(response.status).toBe(422)
    expect(await bodyOf(response)).toMatchObject({ code: CATALOG_CODES.unreadable, message })
    expect(ms).toBeLessThan(1000)
    // The whole process's RSS: the upload's own copies (form, body, multipart) and the allocator's
    // slack reached 108 MB on a loaded machine; inflating any of these files would pass 200.
    expect(peakMb).toBeLessThan(150)
    const rows = await t.deps.db
      .select()
      .from(productUploads)
      .where(eq(productUploads.brandId, owner.id))
    expect(rows).toEqual([])
    const folder = path.join(t.deps.env.DATA_DIR, 'storage', 'catalogs', owner.id)
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([])
  })
})

describe('lists', () => {
  test('a brand lists only its own catalogs, newest first', async () => {
    const first = await uploadCatalogAs(t.app, otherBrand.cookie, catalogForm('First'))
    const second = await uploadCatalogAs(t.app, otherBrand.cookie, catalogForm('Second'))
    const { catalogs } = await bodyOf<{ catalogs: { id: string; brandId: string }[] }>(
      await get(t.app, '/api/brand/catalogs', { cookie: otherBrand.cookie }),
    )
    expect(catalogs.map((c) => c.id)).toEqual([second.id, first.id])
  })

  test('the admin lists pending and approved ones newest first, not rejected ones', async () => {
    const pending = await uploadCatalogAs(t.app, brand.cookie, catalogForm('Listed pending'))
    const approved = await uploadCatalogAs(t.app, brand.cookie, catalogForm('Listed approved'))
    const rejected = await uploadCatalogAs(t.app, brand.cookie, catalogForm('Listed rejected'))
    await setCatalogStatus(t.deps, approved.id, 'approved')
    await setCatalogStatus(t.deps, rejected.id, 'rejected')
    const { catalogs } = await bodyOf<{ catalogs: { id: string; brandEmail: string }[] }>(
      await get(t.app, '/api/admin/catalogs', { cookie: admin.cookie }),
    )
    const ids = catalogs.map((c) => c.id)
    expect(ids.indexOf(approved.id)).toBeLessThan(ids.indexOf(pending.id))
    expect(ids).not.toContain(rejected.id)
    expect(catalogs.find((c) => c.id === pending.id)!.brandEmail).toBe(brand.email)
    const onlyPending = await bodyOf<{ catalogs: { status: string }[] }>(
      await get(t.app, '/api/admin/catalogs?status=pending', { cookie: admin.cookie }),
    )
    expect(new Set(onlyPending.catalogs.map((c) => c.status))).toEqual(new Set(['pending']))
  })
})

describe('Catalog Approvals pages (issue 16 item 4)', () => {
  test('page, pageSize and search, with the total and the counts of each status', async () => {
    const tag = `Paged${Math.random().toString(36).slice(2, 8)}`
    const ids: string[] = []
    for (let i = 1; i <= 5; i++) {
      ids.push((await uploadCatalogAs(t.app, brand.cookie, catalogForm(`${tag} ${i}`))).id)
    }
    await setCatalogStatus(t.deps, ids[0]!, 'approved')
    await setCatalogStatus(t.deps, ids[1]!, 'rejected')

    type Page = {
      catalogs: { id: string; name: string; status: string }[]
      counts: Record<string, number>
      total: number
      page: number
      pageSize: number
      pages: number
    }
    const read = async (query: string) => {
      const response = await get(t.app, `/api/admin/catalogs?${query}`, { cookie: admin.cookie })
      expect(response.status, query).toBe(200)
      return bodyOf<Page>(response)
    }

    const first = await read(`status=pending&search=${tag}&page=1&pageSize=2`)
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, pages: 2 })
    expect(first.counts).toEqual({ pending: 3, approved: 1, rejected: 1 })
    expect(first.catalogs.map((c) => c.name)).toEqual([`${tag} 5`, `${tag} 4`])
    const second = await read(`status=pending&search=${tag}&page=2&pageSize=2`)
    expect(second.catalogs.map((c) => c.name)).toEqual([`${tag} 3`])

    // The brand's e-mail finds them too; the default page size; a search for nothing.
    const byBrand = await read(`status=approved&search=${encodeURIComponent(brand.email)}&page=1`)
    expect(byBrand.catalogs.map((c) => c.id)).toContain(ids[0])
    expect(byBrand.pageSize).toBe(25)
    expect(await read(`status=pending&search=${tag}zzz&page=1`)).toMatchObject({
      total: 0,
      pages: 1,
      catalogs: [],
    })

    for (const query of ['page=0', 'pageSize=101', 'page=x', 'status=bogus']) {
      const response = await get(t.app, `/api/admin/catalogs?${query}`, { cookie: admin.cookie })
      expect(response.status, query).toBe(400)
    }
  })
})

describe('decision', () => {
  test('approve and reject work only while pending (409 afterwards)', async () => {
    const a = await uploadCatalogAs(t.app, brand.cookie)
    const approve = await post(
      t.app,
      `/api/admin/catalogs/${a.id}/decision`,
      { action: 'approve' },
      { cookie: admin.cookie },
    )
    expect(approve.status).toBe(200)
    expect((await bodyOf<{ catalog: { status: string } }>(approve)).catalog.status).toBe('approved')
    const again = await post(
      t.app,
      `/api/admin/catalogs/${a.id}/decision`,
      { action: 'reject' },
      { cookie: admin.cookie },
    )
    expect(again.status).toBe(409)
    expect((await bodyOf(again)).message).toBe('This catalog is already approved.')

    const b = await uploadCatalogAs(t.app, brand.cookie)
    const reject = await post(
      t.app,
      `/api/admin/catalogs/${b.id}/decision`,
      { action: 'reject' },
      { cookie: admin.cookie },
    )
    expect((await bodyOf<{ catalog: { status: string } }>(reject)).catalog.status).toBe('rejected')
  })

  test('two admins deciding at once: exactly one wins', async () => {
    const c = await uploadCatalogAs(t.app, brand.cookie)
    const answers = await Promise.all(
      (['approve', 'reject'] as const).map((action) =>
        post(t.app, `/api/admin/catalogs/${c.id}/decision`, { action }, { cookie: admin.cookie }),
      ),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
  })

  test('an unknown catalog is a 404; a brand cannot decide', async () => {
    const missing = await post(
      t.app,
      '/api/admin/catalogs/3f0c9a52-8a59-4c4e-9d51-2f5a6b1c7d80/decision',
      { action: 'approve' },
      { cookie: admin.cookie },
    )
    expect(missing.status).toBe(404)
    const c = await uploadCatalogAs(t.app, brand.cookie)
    const own = await post(
      t.app,
      `/api/admin/catalogs/${c.id}/decision`,
      { action: 'approve' },
      { cookie: brand.cookie },
    )
    expect(own.status).toBe(403)
  })
})

describe('reseller access and the file', () => {
  let entryId: string
  beforeAll(async () => {
    // The brand's directory entry, which the reseller is authorized to sell (issue 13).
    entryId = (await brandEntryWithResellers(t.deps, brand, [reseller.id])).id
  })

  const fileOf = (id: string, cookie?: string) => get(t.app, `/api/catalogs/${id}/file`, { cookie })
  const setAccess = (id: string, resellerId: string, granted: boolean) =>
    patch(
      t.app,
      `/api/admin/catalogs/${id}/access`,
      { resellerId, granted },
      { cookie: admin.cookie },
    )

  test('owner and admin read the file; other brands and resellers without access get 404', async () => {
    const c = await uploadCatalogAs(
      t.app,
      brand.cookie,
      catalogForm('Readable', catalogFile('pdf')),
    )
    const own = await fileOf(c.id, brand.cookie)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('application/pdf')
    expect(own.headers.get('content-disposition')).toMatch(/^inline; filename="Readable\.pdf"/)
    expect(own.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(pdfBytes())
    expect((await fileOf(c.id, admin.cookie)).status).toBe(200)
    expect((await fileOf(c.id, otherBrand.cookie)).status).toBe(404)
    expect((await fileOf(c.id, reseller.cookie)).status).toBe(404)
    expect((await fileOf(c.id)).status).toBe(401)
  })

  test('access is granted only to an approved catalog; a reseller with access reads it while approved', async () => {
    const c = await uploadCatalogAs(t.app, brand.cookie)
    const early = await setAccess(c.id, reseller.id, true)
    expect(early.status).toBe(409)
    expect((await bodyOf(early)).message).toBe(CATALOG_TEXTS.notApproved)

    await setCatalogStatus(t.deps, c.id, 'approved')
    expect((await setAccess(c.id, reseller.id, true)).status).toBe(200)
    // Granting twice is harmless.
    expect((await setAccess(c.id, reseller.id, true)).status).toBe(200)
    const csv = await fileOf(c.id, reseller.cookie)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Spring Catalog\.csv"/,
    )
    expect((await fileOf(c.id, otherReseller.cookie)).status).toBe(404)

    // The grant is listed; a search finds resellers with their access flag.
    const access = await bodyOf<{
      granted: { id: string }[]
      resellers: { id: string; hasAccess: boolean }[]
    }>(
      await get(
        t.app,
        `/api/admin/catalogs/${c.id}/access?search=${encodeURIComponent(reseller.email)}`,
        { cookie: admin.cookie },
      ),
    )
    expect(access.granted.map((g) => g.id)).toEqual([reseller.id])
    expect(access.resellers).toEqual([
      expect.objectContaining({ id: reseller.id, hasAccess: true }),
    ])

    // Rejected later (e.g. by a database fix): the grant no longer opens the file.
    await setCatalogStatus(t.deps, c.id, 'rejected')
    expect((await fileOf(c.id, reseller.cookie)).status).toBe(404)
    await setCatalogStatus(t.deps, c.id, 'approved')

    expect((await setAccess(c.id, reseller.id, false)).status).toBe(200)
    expect((await fileOf(c.id, reseller.cookie)).status).toBe(404)
    const rows = await t.deps.db
      .select()
      .from(catalogResellerAccess)
      .where(eq(catalogResellerAccess.uploadId, c.id))
    expect(rows).toEqual([])
  })

  test('a reseller not authorized to sell the brand is refused with a 409 and nothing is stored (issue 13)', async () => {
    const c = await uploadCatalogAs(t.app, brand.cookie)
    await setCatalogStatus(t.deps, c.id, 'approved')
    // Authorized for another brand's entry only: that does not count.
    await authorize(t.deps, (await createBrand(t.deps)).id, otherReseller.id)
    const refused = await setAccess(c.id, otherReseller.id, true)
    expect(refused.status).toBe(409)
    expect(await bodyOf(refused)).toMatchObject({
      code: CATALOG_CODES.resellerNotAuthorized,
      message: CATALOG_TEXTS.resellerNotAuthorized,
    })
    expect(
      await t.deps.db
        .select()
        .from(catalogResellerAccess)
        .where(eq(catalogResellerAccess.uploadId, c.id)),
    ).toEqual([])
    expect((await fileOf(c.id, otherReseller.cookie)).status).toBe(404)

    // The picker lists both, saying who may be granted.
    const access = await bodyOf<{ resellers: { id: string; authorized: boolean }[] }>(
      await get(t.app, `/api/admin/catalogs/${c.id}/access`, { cookie: admin.cookie }),
    )
    const flags = new Map(access.resellers.map((r) => [r.id, r.authorized]))
    expect(flags.get(reseller.id)).toBe(true)
    expect(flags.get(otherReseller.id)).toBe(false)
  })

  test('a granted reseller reads the catalog only while their authorization is in force (issue 13)', async () => {
    const c = await uploadCatalogAs(t.app, brand.cookie)
    await setCatalogStatus(t.deps, c.id, 'approved')
    expect((await setAccess(c.id, reseller.id, true)).status).toBe(200)
    expect((await fileOf(c.id, reseller.cookie)).status).toBe(200)

    const set = (values: Partial<typeof brandAuthorizations.$inferInsert>) =>
      t.deps.db
        .update(brandAuthorizations)
        .set(values)
        .where(eq(brandAuthorizations.brandId, entryId))
    const grantedFlag = async () =>
      (
        await bodyOf<{ granted: { id: string; authorized: boolean }[] }>(
          await get(t.app, `/api/admin/catalogs/${c.id}/access`, { cookie: admin.cookie }),
        )
      ).granted.find((g) => g.id === reseller.id)?.authorized

    try {
      for (const lapsed of [
        { status: 'suspended' as const },
        { status: 'revoked' as const },
        { startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 60_000) },
        { startsAt: new Date(Date.now() + 86_400_000) },
      ]) {
        await set(lapsed)
        expect((await fileOf(c.id, reseller.cookie)).status, JSON.stringify(lapsed)).toBe(404)
        // The grant is kept, marked: reinstating the authorization restores it.
        expect(await grantedFlag()).toBe(false)
        await set({ status: 'active', endsAt: null, startsAt: new Date(Date.now() - 60_000) })
        expect((await fileOf(c.id, reseller.cookie)).status).toBe(200)
        expect(await grantedFlag()).toBe(true)
      }
      // A new grant while suspended is refused too.
      const other = await uploadCatalogAs(t.app, brand.cookie)
      await setCatalogStatus(t.deps, other.id, 'approved')
      await set({ status: 'suspended' })
      expect((await setAccess(other.id, reseller.id, true)).status).toBe(409)
    } finally {
      await set({ status: 'active', endsAt: null, startsAt: new Date(Date.now() - 60_000) })
    }
  })

  test('only reseller accounts can be granted access', async () => {
    const c = await uploadCatalogAs(t.app, brand.cookie)
    await setCatalogStatus(t.deps, c.id, 'approved')
    const toBrand = await setAccess(c.id, otherBrand.id, true)
    expect(toBrand.status).toBe(404)
    const nobody = await setAccess(c.id, 'no-such-user', true)
    expect(nobody.status).toBe(404)
  })

  test('a search with wildcards matches them literally', async () => {
    const c = await uploadCatalogAs(t.app, brand.cookie)
    const access = await bodyOf<{ resellers: unknown[] }>(
      await get(t.app, `/api/admin/catalogs/${c.id}/access?search=%25`, { cookie: admin.cookie }),
    )
    expect(access.resellers).toEqual([])
  })
})
