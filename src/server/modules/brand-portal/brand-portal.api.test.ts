/**
 * The brand user's identity (001 §6, issue 5 item 1): GET /api/brand/entry finds the entry the
 * brand owns or claims the one with its e-mail; POST creates one that waits for admin review.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BRAND_ENTRY_TEXTS, BRAND_SETTINGS_CODES } from '#shared/brand-settings-texts.ts'
import { BRAND_FORM_MESSAGES } from '#shared/brands-directory-texts.ts'
import { NO_NUL_MESSAGE } from '#shared/schemas/common.ts'
import { brandsDirectory } from '#server/db/schema/index.ts'
import { brandEntryBody } from '#testing/brand-settings.ts'
import { signedInUser, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, patch, post } from '#testing/http.ts'
import { createBrand, mailsOfKind } from '#testing/public-site.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

type Session = TestUser & { cookie: string }
interface EntryBody {
  entry: {
    id: string
    name: string
    contactEmail: string
    isActive: boolean
    submittedByBrand: boolean
    categories: string[]
    websiteUrl: string | null
  } | null
}

let t: TestApp
let admin: Session

beforeAll(async () => {
  t = await createTestApp()
  admin = await signedInUser(t.deps, t.app, 'admin')
})

afterAll(async () => {
  await t?.close()
})

const newBrand = () => signedInUser(t.deps, t.app, 'brand')
const entryOf = async (cookie: string) =>
  (await bodyOf<EntryBody>(await get(t.app, '/api/brand/entry', { cookie }))).entry

describe('GET /api/brand/entry', () => {
  test('a brand without a matching entry gets null, not an error', async () => {
    const brand = await newBrand()
    const response = await get(t.app, '/api/brand/entry', { cookie: brand.cookie })
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toEqual({ entry: null })
  })

  test('the entry whose contact e-mail is the user’s is found and claimed (001 §6)', async () => {
    const brand = await newBrand()
    const listed = await createBrand(t.deps, {
      name: 'Listed By Admin',
      contactEmail: brand.email.toUpperCase(),
    })
    const entry = await entryOf(brand.cookie)
    expect(entry).toMatchObject({ id: listed.id, name: 'Listed By Admin', isActive: true })
    const [row] = await t.deps.db
      .select({ owner: brandsDirectory.ownerUserId })
      .from(brandsDirectory)
      .where(eq(brandsDirectory.id, listed.id))
    expect(row!.owner).toBe(brand.id)
  })

  test('another brand’s entry is never the viewer’s, even with the same contact e-mail', async () => {
    const owner = await newBrand()
    const other = await newBrand()
    await createBrand(t.deps, { contactEmail: other.email, ownerUserId: owner.id })
    expect(await entryOf(other.cookie)).toBeNull()
  })
})

describe('POST /api/brand/entry', () => {
  test('creates an inactive entry with the account’s e-mail, owned by the brand, and mails the admins', async () => {
    const brand = await newBrand()
    const body = brandEntryBody({ categories: ['Kitchen', ' kitchen ', 'Garden', ''] })
    const response = await post(t.app, '/api/brand/entry', body, { cookie: brand.cookie })
    expect(response.status, await response.clone().text()).toBe(201)
    const { entry } = await bodyOf<EntryBody>(response)
    expect(entry).toMatchObject({
      name: body.name,
      contactEmail: brand.email,
      isActive: false,
      submittedByBrand: true,
      categories: ['Kitchen', 'Garden'],
      websiteUrl: body.websiteUrl,
    })
    const [row] = await t.deps.db
      .select()
      .from(brandsDirectory)
      .where(eq(brandsDirectory.id, entry!.id))
    expect(row).toMatchObject({ ownerUserId: brand.id, isActive: false, submittedByBrand: true })
    // The same entry is the viewer's from now on.
    expect(await entryOf(brand.cookie)).toMatchObject({ id: entry!.id, isActive: false })

    const mails = await mailsOfKind(t.deps, 'brand_entry_submitted', admin.email)
    expect(mails.some((m) => m.subject.includes(body.name!))).toBe(true)
  })

  test('the admin sees it as inactive in the Brands Directory, marked as submitted, and can activate it', async () => {
    const brand = await newBrand()
    const body = brandEntryBody()
    const { entry } = await bodyOf<EntryBody>(
      await post(t.app, '/api/brand/entry', body, { cookie: brand.cookie }),
    )
    const list = await bodyOf<{
      brands: { id: string; isActive: boolean; submittedByBrand: boolean }[]
    }>(
      await get(
        t.app,
        `/api/admin/brands?status=inactive&search=${encodeURIComponent(body.name!)}`,
        {
          cookie: admin.cookie,
        },
      ),
    )
    expect(list.brands).toContainEqual(
      expect.objectContaining({ id: entry!.id, isActive: false, submittedByBrand: true }),
    )
    const activated = await patch(
      t.app,
      `/api/admin/brands/${entry!.id}/status`,
      { isActive: true },
      { cookie: admin.cookie },
    )
    expect(activated.status).toBe(200)
    expect(await entryOf(brand.cookie)).toMatchObject({ id: entry!.id, isActive: true })
  })

  test('a brand that already has an entry gets 409, and nothing is added', async () => {
    const brand = await newBrand()
    expect(
      (await post(t.app, '/api/brand/entry', brandEntryBody(), { cookie: brand.cookie })).status,
    ).toBe(201)
    const again = await post(t.app, '/api/brand/entry', brandEntryBody(), { cookie: brand.cookie })
    expect(again.status).toBe(409)
    expect(await bodyOf(again)).toEqual({
      code: BRAND_SETTINGS_CODES.entryExists,
      message: BRAND_ENTRY_TEXTS.exists,
    })
    const rows = await t.deps.db
      .select({ id: brandsDirectory.id })
      .from(brandsDirectory)
      .where(eq(brandsDirectory.ownerUserId, brand.id))
    expect(rows).toHaveLength(1)
  })

  test('an admin’s unclaimed entry with the brand’s e-mail is claimed, not duplicated: 409', async () => {
    const brand = await newBrand()
    const listed = await createBrand(t.deps, { contactEmail: brand.email })
    const response = await post(t.app, '/api/brand/entry', brandEntryBody(), {
      cookie: brand.cookie,
    })
    expect(response.status).toBe(409)
    expect(await entryOf(brand.cookie)).toMatchObject({ id: listed.id })
  })

  test('two submissions at once make one entry', async () => {
    const brand = await newBrand()
    const statuses = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (await post(t.app, '/api/brand/entry', brandEntryBody(), { cookie: brand.cookie }))
            .status,
      ),
    )
    expect(statuses.sort()).toEqual([201, 409, 409])
  })

  test('the brand cannot set what only admins decide: status, contact e-mail, statistics', async () => {
    const brand = await newBrand()
    const response = await post(
      t.app,
      '/api/brand/entry',
      {
        ...brandEntryBody(),
        isActive: true,
        contactEmail: 'someone-else@example.com',
        approvalRate: 100,
        amazonAutoUngated: true,
      },
      { cookie: brand.cookie },
    )
    expect(response.status).toBe(201)
    const { entry } = await bodyOf<EntryBody>(response)
    const [row] = await t.deps.db
      .select()
      .from(brandsDirectory)
      .where(eq(brandsDirectory.id, entry!.id))
    expect(row).toMatchObject({
      isActive: false,
      contactEmail: brand.email,
      approvalRate: null,
      amazonAutoUngated: false,
    })
  })

  test.each([
    ['name', { name: '   ' }, BRAND_FORM_MESSAGES.nameRequired],
    ['websiteUrl', { websiteUrl: 'javascript:alert(1)' }, BRAND_FORM_MESSAGES.urlInvalid],
    ['logoUrl', { logoUrl: 'not a url' }, BRAND_FORM_MESSAGES.urlInvalid],
    ['description', { description: 'bad\u0000byte' }, NO_NUL_MESSAGE],
  ])('bad %s → 400 with the form’s message', async (path, change, message) => {
    const brand = await newBrand()
    const response = await post(
      t.app,
      '/api/brand/entry',
      { ...brandEntryBody(), ...change },
      { cookie: brand.cookie },
    )
    expect(response.status).toBe(400)
    const body = await bodyOf<{ message: string; issues: { path: string; message: string }[] }>(
      response,
    )
    expect(body.message).toBe(message)
    expect(body.issues).toContainEqual({ path, message })
    expect(await entryOf(brand.cookie)).toBeNull()
  })

  test('resellers cannot create brand entries', async () => {
    const reseller = await signedInUser(t.deps, t.app, 'reseller')
    const response = await post(t.app, '/api/brand/entry', brandEntryBody(), {
      cookie: reseller.cookie,
    })
    expect(response.status).toBe(403)
  })
})
