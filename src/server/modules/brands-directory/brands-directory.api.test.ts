import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  BRAND_FORM_MESSAGES as M,
  BRANDS_API_MESSAGES,
  BRANDS_DIRECTORY_PAGE_SIZE,
} from '#shared/brands-directory-texts.ts'
import { brandAuthorizations, brandsDirectory } from '#server/db/schema/index.ts'
import { allocate, brandBody, brandCreatedAt } from '#testing/brands-directory.ts'
import { createUser, signedInUser, uniqueEmail, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, patch, post, send } from '#testing/http.ts'
import { createBrand } from '#testing/public-site.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

type Session = TestUser & { cookie: string }
type Json = Record<string, unknown>

let t: TestApp
let admin: Session
let reseller: Session
let otherReseller: Session
let brandUser: Session

beforeAll(async () => {
  t = await createTestApp()
  ;[admin, reseller, otherReseller, brandUser] = await Promise.all([
    signedInUser(t.deps, t.app, 'admin'),
    signedInUser(t.deps, t.app, 'reseller'),
    signedInUser(t.deps, t.app, 'reseller'),
    signedInUser(t.deps, t.app, 'brand'),
  ])
})

afterAll(async () => {
  await t?.close()
})

const asAdmin = () => ({ cookie: admin.cookie })
const del = (path: string, cookie = admin.cookie) => send(t.app, 'DELETE', path, { cookie })

async function addBrand(overrides: Json = {}) {
  const response = await post(t.app, '/api/admin/brands', brandBody(overrides), asAdmin())
  expect(response.status, await response.clone().text()).toBe(201)
  return (await bodyOf<{ brand: Json & { id: string } }>(response)).brand
}

async function listPage(query: string) {
  const response = await get(t.app, `/api/admin/brands?${query}`, asAdmin())
  expect(response.status).toBe(200)
  return bodyOf<{
    brands: (Json & { id: string })[]
    total: number
    page: number
    pages: number
    pageSize: number
  }>(response)
}

describe('add (POST /api/admin/brands)', () => {
  test('stores every field of the form, active by default, and lists it', async () => {
    const body = brandBody({
      name: '  Acme Home  ',
      categories: ['Home', ' home ', 'Kitchen', ''],
    })
    const response = await post(t.app, '/api/admin/brands', body, asAdmin())
    expect(response.status).toBe(201)
    const { brand } = await bodyOf<{ brand: Json }>(response)
    expect(brand).toMatchObject({
      name: 'Acme Home',
      contactEmail: body.contactEmail,
      websiteUrl: 'https://brand.example.com',
      logoUrl: 'https://brand.example.com/logo.png',
      description: 'A brand of useful things.',
      department: 'Home',
      categories: ['Home', 'Kitchen'],
      approvalRate: 87.5,
      responseTime: 24.5,
      isActive: true,
      amazonAutoUngated: false,
      allocationCount: 0,
    })
    const page = await listPage(`search=${encodeURIComponent(body.contactEmail)}`)
    expect(page.brands.map((b) => b.id)).toEqual([brand.id])
  })

  test('optional fields may be empty', async () => {
    const brand = await addBrand({
      websiteUrl: '',
      logoUrl: '',
      description: '   ',
      department: '',
      categories: [],
      approvalRate: null,
      responseTime: null,
    })
    expect(brand).toMatchObject({
      websiteUrl: null,
      logoUrl: null,
      description: null,
      department: null,
      categories: [],
      approvalRate: null,
      responseTime: null,
    })
  })

  test.each([
    ['name missing', { name: undefined }, M.nameRequired],
    ['name blank', { name: '   ' }, M.nameRequired],
    ['contact e-mail missing', { contactEmail: undefined }, M.contactEmailRequired],
    ['contact e-mail blank', { contactEmail: '' }, M.contactEmailRequired],
    ['contact e-mail invalid', { contactEmail: 'not-an-email' }, M.contactEmailInvalid],
    ['website not a URL', { websiteUrl: 'brand dot com' }, M.urlInvalid],
    ['website javascript:', { websiteUrl: 'javascript:alert(1)' }, M.urlInvalid],
    ['logo not http', { logoUrl: 'ftp://example.com/logo.png' }, M.urlInvalid],
    ['approval rate above 100', { approvalRate: 100.1 }, M.approvalRateRange],
    ['approval rate below 0', { approvalRate: -0.1 }, M.approvalRateRange],
    ['approval rate step 0.1', { approvalRate: 50.05 }, M.approvalRateStep],
    ['response time below 0', { responseTime: -0.5 }, M.responseTimeMin],
    ['response time step 0.5', { responseTime: 1.25 }, M.responseTimeStep],
    ['approval rate as text', { approvalRate: 'high' }, M.numberInvalid],
  ])('refused: %s', async (_label, overrides, message) => {
    const body: Json = { ...brandBody(), ...overrides }
    for (const key of Object.keys(overrides)) {
      if ((overrides as Json)[key] === undefined) delete body[key]
    }
    const response = await post(t.app, '/api/admin/brands', body, asAdmin())
    expect(response.status).toBe(400)
    expect((await bodyOf(response)).message).toBe(message)
  })

  test('the boundaries of §5 are accepted', async () => {
    const brand = await addBrand({ approvalRate: 100, responseTime: 0 })
    expect(brand).toMatchObject({ approvalRate: 100, responseTime: 0 })
    const other = await addBrand({ approvalRate: 0.3, responseTime: 0.5 })
    expect(other).toMatchObject({ approvalRate: 0.3, responseTime: 0.5 })
  })
})

describe('edit (PATCH /api/admin/brands/:id)', () => {
  test('changes every field, the auto-ungated flag included', async () => {
    const brand = await addBrand()
    const changes = brandBody({
      name: 'Renamed',
      categories: ['Toys'],
      approvalRate: 12.3,
      responseTime: 2,
      department: 'Kids',
      isActive: false,
      amazonAutoUngated: true,
    })
    const response = await patch(t.app, `/api/admin/brands/${brand.id}`, changes, asAdmin())
    expect(response.status).toBe(200)
    expect((await bodyOf<{ brand: Json }>(response)).brand).toMatchObject({
      id: brand.id,
      name: 'Renamed',
      contactEmail: changes.contactEmail,
      categories: ['Toys'],
      approvalRate: 12.3,
      responseTime: 2,
      department: 'Kids',
      isActive: false,
      amazonAutoUngated: true,
    })
  })

  test('flags left out stay as they are', async () => {
    const brand = await addBrand({ isActive: false, amazonAutoUngated: true })
    const response = await patch(
      t.app,
      `/api/admin/brands/${brand.id}`,
      brandBody({ name: 'Still off' }),
      asAdmin(),
    )
    expect((await bodyOf<{ brand: Json }>(response)).brand).toMatchObject({
      name: 'Still off',
      isActive: false,
      amazonAutoUngated: true,
    })
  })

  test('the form rules hold on edit too, and a missing brand is 404', async () => {
    const brand = await addBrand()
    const bad = await patch(
      t.app,
      `/api/admin/brands/${brand.id}`,
      brandBody({ approvalRate: 150 }),
      asAdmin(),
    )
    expect(bad.status).toBe(400)
    expect((await bodyOf(bad)).message).toBe(M.approvalRateRange)
    const missing = await patch(
      t.app,
      `/api/admin/brands/${crypto.randomUUID()}`,
      brandBody(),
      asAdmin(),
    )
    expect(missing.status).toBe(404)
    expect((await bodyOf(missing)).message).toBe(BRANDS_API_MESSAGES.brandNotFound)
    const notUuid = await patch(t.app, '/api/admin/brands/not-a-uuid', brandBody(), asAdmin())
    expect(notUuid.status).toBe(400)
  })
})

describe('status (PATCH /api/admin/brands/:id/status)', () => {
  test('deactivates and activates; the status filter follows', async () => {
    const department = `Dept-${crypto.randomUUID().slice(0, 8)}`
    const brand = await addBrand({ department })
    const off = await patch(
      t.app,
      `/api/admin/brands/${brand.id}/status`,
      { isActive: false },
      asAdmin(),
    )
    expect(off.status).toBe(200)
    expect((await bodyOf<{ brand: Json }>(off)).brand).toEqual({ id: brand.id, isActive: false })
    expect((await listPage(`search=${department}&status=inactive`)).total).toBe(1)
    expect((await listPage(`search=${department}&status=active`)).total).toBe(0)
    await patch(t.app, `/api/admin/brands/${brand.id}/status`, { isActive: true }, asAdmin())
    expect((await listPage(`search=${department}&status=active`)).total).toBe(1)
  })

  test('a missing brand is 404; a missing flag is 400', async () => {
    const missing = await patch(
      t.app,
      `/api/admin/brands/${crypto.randomUUID()}/status`,
      { isActive: false },
      asAdmin(),
    )
    expect(missing.status).toBe(404)
    const brand = await addBrand()
    const noFlag = await patch(t.app, `/api/admin/brands/${brand.id}/status`, {}, asAdmin())
    expect(noFlag.status).toBe(400)
  })
})

describe('delete (DELETE /api/admin/brands/:id)', () => {
  test('removes the brand and its allocations; a second delete is 404', async () => {
    const brand = await addBrand()
    await allocate(t.deps, brand.id, reseller.id)
    const response = await del(`/api/admin/brands/${brand.id}`)
    expect(response.status).toBe(200)
    expect(
      await t.deps.db
        .select()
        .from(brandAuthorizations)
        .where(eq(brandAuthorizations.brandId, brand.id)),
    ).toEqual([])
    const again = await del(`/api/admin/brands/${brand.id}`)
    expect(again.status).toBe(404)
    expect((await bodyOf(again)).message).toBe(BRANDS_API_MESSAGES.brandNotFound)
  })
})

describe('list (GET /api/admin/brands)', () => {
  test('pages of 50, stable, with the total; newest first without a search', async () => {
    const department = `Paging-${crypto.randomUUID().slice(0, 8)}`
    // 60 brands, several sharing a created_at so that the id has to break ties.
    for (let i = 0; i < 60; i++) {
      await brandCreatedAt(t.deps, 1000 + Math.floor(i / 3), { department })
    }
    const first = await listPage(`search=${department}`)
    const second = await listPage(`search=${department}&page=2`)
    expect(first).toMatchObject({ total: 60, page: 1, pages: 2, pageSize: 50 })
    expect(first.brands).toHaveLength(BRANDS_DIRECTORY_PAGE_SIZE)
    expect(second.brands).toHaveLength(10)
    const ids = [...first.brands, ...second.brands].map((b) => b.id)
    expect(new Set(ids).size).toBe(60)
    // A search is in the one search's order (decision 017), the order the public search gives.
    const visitor = async (offset: number) =>
      (
        await bodyOf<{ results: { id: string }[] }>(
          await get(t.app, `/api/search?q=${department}&limit=50&offset=${offset}`),
        )
      ).results.map((r) => r.id)
    expect(ids).toEqual([...(await visitor(0)), ...(await visitor(50))])
    // Without a search, newest first.
    const newest = (await listPage('pageSize=100')).brands.map((b) =>
      new Date(String(b.createdAt)).getTime(),
    )
    expect(newest).toEqual([...newest].sort((a, b) => b - a))
    expect(await listPage(`search=${department}`)).toEqual(first)
    const beyond = await listPage(`search=${department}&page=9`)
    expect(beyond).toMatchObject({ brands: [], total: 60 })

    // Issue 16: the page size is the admin's (25, 50, 100 on the screen), bounded at 100.
    const small = await listPage(`search=${department}&page=3&pageSize=25`)
    expect(small).toMatchObject({ total: 60, page: 3, pages: 3, pageSize: 25 })
    expect(small.brands.map((b) => b.id)).toEqual(ids.slice(50))
    const whole = await listPage(`search=${department}&pageSize=100`)
    expect(whole.brands.map((b) => b.id)).toEqual(ids)
    for (const query of ['pageSize=0', 'pageSize=101', 'pageSize=x', 'page=0', 'page=100001']) {
      const response = await get(t.app, `/api/admin/brands?${query}`, asAdmin())
      expect(response.status, query).toBe(400)
    }
  })

  test('searches name and department case-insensitively, and contact e-mails by their @', async () => {
    const tag = crypto.randomUUID().slice(0, 8)
    const byName = await addBrand({ name: `Zeta ${tag} Goods` })
    const byEmail = await addBrand({ contactEmail: `owner-${tag}@example.com` })
    const byDepartment = await addBrand({ department: `Outdoor ${tag}` })
    const found = await listPage(`search=${tag.toUpperCase()}`)
    // The name first, then the other fields (decision 017).
    expect(found.brands.map((b) => b.id)).toEqual([byName.id, byDepartment.id])
    const byAddress = await listPage(`search=${encodeURIComponent(`OWNER-${tag}@`)}`)
    expect(byAddress.brands.map((b) => b.id)).toEqual([byEmail.id])
  })

  test('% and _ are literal characters in a search', async () => {
    const tag = crypto.randomUUID().slice(0, 8)
    const literal = await addBrand({ name: `100%_${tag}` })
    await addBrand({ name: `100ab${tag}` })
    const found = await listPage(`search=${encodeURIComponent(`100%_${tag}`)}`)
    expect(found.brands.map((b) => b.id)).toEqual([literal.id])
  })

  test('the Manage Access count is on each row', async () => {
    const brand = await addBrand()
    await allocate(t.deps, brand.id, reseller.id)
    await allocate(t.deps, brand.id, otherReseller.id)
    const page = await listPage(`search=${encodeURIComponent(String(brand.contactEmail))}`)
    expect(page.brands[0]).toMatchObject({ id: brand.id, allocationCount: 2 })
  })

  test('bad queries are 400', async () => {
    for (const query of ['status=archived', 'page=0', 'page=abc', `search=${'x'.repeat(300)}`]) {
      const response = await get(t.app, `/api/admin/brands?${query}`, asAdmin())
      expect(response.status, query).toBe(400)
    }
  })
})

describe('Review Duplicates', () => {
  async function groupsFor(email: string) {
    const response = await get(t.app, '/api/admin/brands/duplicates', asAdmin())
    expect(response.status).toBe(200)
    const body = await bodyOf<{
      groups: { contactEmail: string; keep: { id: string }; extras: { id: string }[] }[]
      totalGroups: number
      totalExtras: number
    }>(response)
    return {
      body,
      groups: body.groups.filter((g) => g.contactEmail.trim().toLowerCase() === email),
    }
  }

  test('groups by trimmed, lower-cased name and e-mail and keeps the oldest', async () => {
    const email = uniqueEmail('dupe')
    const oldest = await brandCreatedAt(t.deps, 300, { name: 'Dupe Co', contactEmail: email })
    const middle = await brandCreatedAt(t.deps, 200, {
      name: '  DUPE co ',
      contactEmail: ` ${email.toUpperCase()} `,
    })
    const newest = await brandCreatedAt(t.deps, 100, { name: 'dupe co', contactEmail: email })
    // Same name, other e-mail: not a duplicate.
    await brandCreatedAt(t.deps, 50, { name: 'Dupe Co', contactEmail: uniqueEmail('dupe') })
    const { groups, body } = await groupsFor(email)
    expect(groups).toHaveLength(1)
    expect(groups[0]!.keep.id).toBe(oldest.id)
    expect(groups[0]!.extras.map((b) => b.id)).toEqual([middle.id, newest.id])
    expect(body.totalGroups).toBeGreaterThanOrEqual(1)
    expect(body.totalExtras).toBeGreaterThanOrEqual(2)
  })

  test('with equal created_at the smaller id is the first', async () => {
    const email = uniqueEmail('tie')
    const at = new Date(Date.now() - 3_600_000)
    const a = await createBrand(t.deps, { name: 'Tie', contactEmail: email, createdAt: at })
    const b = await createBrand(t.deps, { name: 'Tie', contactEmail: email, createdAt: at })
    const [first, second] = [a.id, b.id].sort()
    const { groups } = await groupsFor(email)
    expect(groups[0]!.keep.id).toBe(first)
    expect(groups[0]!.extras.map((x) => x.id)).toEqual([second])
  })

  test('bulk delete of the extras leaves the first; the group is gone', async () => {
    const email = uniqueEmail('bulk')
    const keep = await brandCreatedAt(t.deps, 30, { name: 'Bulk', contactEmail: email })
    await brandCreatedAt(t.deps, 20, { name: 'bulk', contactEmail: email })
    await brandCreatedAt(t.deps, 10, { name: 'BULK', contactEmail: email })
    const { groups } = await groupsFor(email)
    const extras = groups[0]!.extras.map((b) => b.id)
    await allocate(t.deps, extras[0]!, reseller.id)
    const response = await post(t.app, '/api/admin/brands/bulk-delete', { ids: extras }, asAdmin())
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toEqual({ deleted: 2, missing: 0 })
    expect((await groupsFor(email)).groups).toEqual([])
    const left = await t.deps.db
      .select({ id: brandsDirectory.id })
      .from(brandsDirectory)
      .where(eq(brandsDirectory.contactEmail, email))
    expect(left).toEqual([{ id: keep.id }])
  })

  test('bulk delete reports ids that no longer exist; an empty selection is 400', async () => {
    const brand = await addBrand()
    const gone = crypto.randomUUID()
    const response = await post(
      t.app,
      '/api/admin/brands/bulk-delete',
      { ids: [brand.id, brand.id, gone] },
      asAdmin(),
    )
    expect(await bodyOf(response)).toEqual({ deleted: 1, missing: 1 })
    const empty = await post(t.app, '/api/admin/brands/bulk-delete', { ids: [] }, asAdmin())
    expect(empty.status).toBe(400)
    const tooMany = await post(
      t.app,
      '/api/admin/brands/bulk-delete',
      { ids: Array.from({ length: 5001 }, () => crypto.randomUUID()) },
      asAdmin(),
    )
    expect(tooMany.status).toBe(400)
  })
})

describe('allocation', () => {
  test('allocate is idempotent, shows in Manage Access, and remove is idempotent', async () => {
    const brand = await addBrand()
    const path = `/api/admin/brands/${brand.id}/allocations`
    const first = await post(t.app, path, { resellerId: reseller.id }, asAdmin())
    expect(first.status).toBe(200)
    expect((await bodyOf<{ allocation: Json }>(first)).allocation).toEqual({
      brandId: brand.id,
      resellerId: reseller.id,
      created: true,
    })
    const again = await post(t.app, path, { resellerId: reseller.id }, asAdmin())
    expect((await bodyOf<{ allocation: Json }>(again)).allocation.created).toBe(false)
    const access = await bodyOf<{ brand: Json; resellers: Json[] }>(
      await get(t.app, path, asAdmin()),
    )
    expect(access.brand).toEqual({ id: brand.id, name: brand.name })
    expect(access.resellers).toEqual([
      expect.objectContaining({ id: reseller.id, email: reseller.email }),
    ])
    const removed = await del(`${path}/${reseller.id}`)
    expect(await bodyOf(removed)).toEqual({ removed: true })
    const removedAgain = await del(`${path}/${reseller.id}`)
    expect(removedAgain.status).toBe(200)
    expect(await bodyOf(removedAgain)).toEqual({ removed: false })
    expect(
      (await bodyOf<{ resellers: Json[] }>(await get(t.app, path, asAdmin()))).resellers,
    ).toEqual([])
  })

  test('an allocation never lifts a suspension; after a revocation it grants anew', async () => {
    const brand = await addBrand()
    const path = `/api/admin/brands/${brand.id}/allocations`
    expect((await post(t.app, path, { resellerId: reseller.id }, asAdmin())).status).toBe(200)
    await t.deps.db
      .update(brandAuthorizations)
      .set({ status: 'suspended', statusReason: 'Below MAP' })
      .where(eq(brandAuthorizations.brandId, brand.id))
    const refused = await post(t.app, path, { resellerId: reseller.id }, asAdmin())
    expect(refused.status).toBe(409)
    expect((await bodyOf(refused)).message).toBe(BRANDS_API_MESSAGES.suspendedByBrand)
    const [still] = await t.deps.db
      .select()
      .from(brandAuthorizations)
      .where(eq(brandAuthorizations.brandId, brand.id))
    expect(still).toMatchObject({ status: 'suspended', statusReason: 'Below MAP' })
    await t.deps.db
      .update(brandAuthorizations)
      .set({ status: 'revoked' })
      .where(eq(brandAuthorizations.brandId, brand.id))
    const granted = await post(t.app, path, { resellerId: reseller.id }, asAdmin())
    expect((await bodyOf<{ allocation: Json }>(granted)).allocation.created).toBe(true)
  })

  test('allocating and removing reach the reseller and the brand owner live, once each', async () => {
    const brand = await addBrand({ contactEmail: brandUser.email })
    await t.deps.db
      .update(brandsDirectory)
      .set({ ownerUserId: brandUser.id })
      .where(eq(brandsDirectory.id, brand.id))
    const seen: string[] = []
    const stops = [reseller, brandUser].map((who) =>
      t.deps.live.subscribe(who.id, (event) => seen.push(`${who.id}:${event.kind}`)),
    )
    const path = `/api/admin/brands/${brand.id}/allocations`
    await post(t.app, path, { resellerId: reseller.id }, asAdmin())
    await post(t.app, path, { resellerId: reseller.id }, asAdmin()) // already there: no event
    await del(`${path}/${reseller.id}`)
    await del(`${path}/${reseller.id}`) // already gone: no event
    for (const stop of stops) stop()
    const both = [`${reseller.id}:authorization.changed`, `${brandUser.id}:authorization.changed`]
    expect(seen.sort()).toEqual([...both, ...both].sort())
  })

  test('only reseller accounts; unknown brand or reseller is 404', async () => {
    const brand = await addBrand()
    const path = `/api/admin/brands/${brand.id}/allocations`
    const toBrand = await post(t.app, path, { resellerId: brandUser.id }, asAdmin())
    expect(toBrand.status).toBe(400)
    expect((await bodyOf(toBrand)).message).toBe(BRANDS_API_MESSAGES.notReseller)
    const toAdmin = await post(t.app, path, { resellerId: admin.id }, asAdmin())
    expect(toAdmin.status).toBe(400)
    const unknown = await post(t.app, path, { resellerId: 'no-such-user' }, asAdmin())
    expect(unknown.status).toBe(404)
    expect((await bodyOf(unknown)).message).toBe(BRANDS_API_MESSAGES.resellerNotFound)
    const noBrand = await post(
      t.app,
      `/api/admin/brands/${crypto.randomUUID()}/allocations`,
      { resellerId: reseller.id },
      asAdmin(),
    )
    expect(noBrand.status).toBe(404)
    expect((await bodyOf(noBrand)).message).toBe(BRANDS_API_MESSAGES.brandNotFound)
    expect(
      (await get(t.app, `/api/admin/brands/${crypto.randomUUID()}/allocations`, asAdmin())).status,
    ).toBe(404)
  })

  test('bulk allocate: all in one transaction, idempotent, all or nothing', async () => {
    const target = await createUser(t.deps, 'reseller')
    const brands = await Promise.all([addBrand(), addBrand(), addBrand()])
    const ids = brands.map((b) => b.id)
    await allocate(t.deps, ids[0]!, target.id)
    const response = await post(
      t.app,
      '/api/admin/brand-allocations/bulk',
      { resellerId: target.id, brandIds: ids },
      asAdmin(),
    )
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toEqual({ requested: 3, allocated: 2, alreadyAllocated: 1 })

    const fresh = await createUser(t.deps, 'reseller')
    const partial = await post(
      t.app,
      '/api/admin/brand-allocations/bulk',
      { resellerId: fresh.id, brandIds: [ids[1], crypto.randomUUID()] },
      asAdmin(),
    )
    expect(partial.status).toBe(404)
    expect((await bodyOf(partial)).message).toBe(BRANDS_API_MESSAGES.brandsMissing(1))
    const held = await t.deps.db
      .select()
      .from(brandAuthorizations)
      .where(eq(brandAuthorizations.resellerId, fresh.id))
    expect(held).toEqual([])

    const toBrand = await post(
      t.app,
      '/api/admin/brand-allocations/bulk',
      { resellerId: brandUser.id, brandIds: ids },
      asAdmin(),
    )
    expect(toBrand.status).toBe(400)
  })

  test("the reseller's allocation list: admin view, own view, description cut at 100", async () => {
    const target = await signedInUser(t.deps, t.app, 'reseller')
    const long = 'é'.repeat(60) + 'x'.repeat(60)
    const withLong = await addBrand({ description: long })
    const short = await addBrand({ description: 'Short one' })
    const notMine = await addBrand()
    await allocate(t.deps, withLong.id, target.id)
    await allocate(t.deps, short.id, target.id)
    await allocate(t.deps, notMine.id, reseller.id)

    const adminView = await get(
      t.app,
      `/api/admin/brand-allocations/resellers/${target.id}`,
      asAdmin(),
    )
    expect(adminView.status).toBe(200)
    const body = await bodyOf<{ reseller: Json; allocations: Json[] }>(adminView)
    expect(body.reseller).toMatchObject({ id: target.id, email: target.email })
    expect(body.allocations.map((a) => a.brandId).sort()).toEqual([withLong.id, short.id].sort())
    const cut = body.allocations.find((a) => a.brandId === withLong.id)!
    expect(cut.description).toBe(`${'é'.repeat(60)}${'x'.repeat(40)}...`)
    expect(body.allocations.find((a) => a.brandId === short.id)!.description).toBe('Short one')

    const own = await get(t.app, '/api/reseller/allocations', { cookie: target.cookie })
    expect(own.status).toBe(200)
    const ownBody = await bodyOf<{ allocations: Json[] }>(own)
    expect(ownBody.allocations.map((a) => a.brandId).sort()).toEqual([withLong.id, short.id].sort())
    expect(ownBody.allocations.find((a) => a.brandId === withLong.id)!.description).toBe(
      cut.description,
    )

    expect(
      (await get(t.app, '/api/reseller/allocations', { cookie: brandUser.cookie })).status,
    ).toBe(403)
    expect((await get(t.app, '/api/reseller/allocations')).status).toBe(401)
    const ofBrand = await get(
      t.app,
      `/api/admin/brand-allocations/resellers/${brandUser.id}`,
      asAdmin(),
    )
    expect(ofBrand.status).toBe(400)
    const ofNobody = await get(t.app, '/api/admin/brand-allocations/resellers/nobody', asAdmin())
    expect(ofNobody.status).toBe(404)
  })

  test('the reseller picker searches company and e-mail, resellers only', async () => {
    const tag = crypto.randomUUID().slice(0, 8)
    const byCompany = await createUser(t.deps, 'reseller', { companyName: `Picker ${tag} LLC` })
    const byEmail = await createUser(t.deps, 'reseller', { email: `picker-${tag}@example.com` })
    await createUser(t.deps, 'brand', { companyName: `Picker ${tag} Brand` })
    const response = await get(
      t.app,
      `/api/admin/brand-allocations/resellers?search=${tag}`,
      asAdmin(),
    )
    expect(response.status).toBe(200)
    const { resellers } = await bodyOf<{ resellers: Json[] }>(response)
    expect(resellers.map((r) => r.id).sort()).toEqual([byCompany.id, byEmail.id].sort())
    expect(resellers[0]).toMatchObject({ allocationCount: 0 })
  })

  test('the reseller picker reaches every reseller a page at a time, with the total', async () => {
    const tag = crypto.randomUUID().slice(0, 8)
    const made = []
    for (let i = 0; i < 23; i++) {
      made.push(await createUser(t.deps, 'reseller', { companyName: `Paged ${tag} ${i}` }))
    }
    const page = async (query: string) => {
      const response = await get(
        t.app,
        `/api/admin/brand-allocations/resellers?search=${tag}&${query}`,
        asAdmin(),
      )
      expect(response.status).toBe(200)
      return bodyOf<{ resellers: Json[]; total: number; page: number; pages: number }>(response)
    }
    const first = await page('page=1')
    expect(first).toMatchObject({ total: 23, page: 1, pages: 2 })
    expect(first.resellers).toHaveLength(20)
    const second = await page('page=2')
    expect(second.resellers).toHaveLength(3)
    const seen = new Set([...first.resellers, ...second.resellers].map((r) => r.id))
    expect(seen).toEqual(new Set(made.map((u) => u.id)))
    expect((await page('pageSize=50')).resellers).toHaveLength(23)
  })
})

describe('who may call', () => {
  test('non-admins get 403 and anonymous 401 on the admin routes', async () => {
    const brand = await addBrand()
    for (const cookie of [reseller.cookie, brandUser.cookie]) {
      expect((await get(t.app, '/api/admin/brands', { cookie })).status).toBe(403)
      expect((await get(t.app, '/api/admin/brands/duplicates', { cookie })).status).toBe(403)
      expect((await del(`/api/admin/brands/${brand.id}`, cookie)).status).toBe(403)
      expect(
        (
          await post(
            t.app,
            `/api/admin/brands/${brand.id}/allocations`,
            { resellerId: reseller.id },
            { cookie },
          )
        ).status,
      ).toBe(403)
    }
    expect((await get(t.app, '/api/admin/brands')).status).toBe(401)
    const still = await t.deps.db
      .select({ id: brandsDirectory.id })
      .from(brandsDirectory)
      .where(inArray(brandsDirectory.id, [brand.id]))
    expect(still).toHaveLength(1)
  })
})
