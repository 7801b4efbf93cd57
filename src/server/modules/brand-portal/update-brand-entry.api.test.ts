/**
 * Issue 15 item 11: the brand edits its own directory entry; website, description and categories
 * apply at once, a new name or contact e-mail waits for an admin who sees old → new and approves
 * or rejects it. Another brand's entry is out of reach.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BRAND_ENTRY_REVIEW_TEXTS, BRAND_ENTRY_CHANGE_MAIL } from '#shared/brand-settings-texts.ts'
import { BRAND_FORM_MESSAGES } from '#shared/brands-directory-texts.ts'
import { NO_NUL_MESSAGE } from '#shared/schemas/common.ts'
import { brandEntryChanges, brandsDirectory } from '#server/db/schema/index.ts'
import { bodyOf, get, patch, post } from '#testing/http.ts'
import { createBrand, mailsOfKind } from '#testing/public-site.ts'
import { signedInCast, signedInUsers, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let admin: Session
let reseller: Session

beforeAll(async () => {
  t = await createTestApp()
  ;[admin, , , reseller] = await signedInCast(t)
})

afterAll(async () => {
  await t?.close()
})

interface Change {
  id: string
  currentName: string
  currentContactEmail: string
  name: string | null
  contactEmail: string | null
}
interface EntryAnswer {
  entry: {
    id: string
    name: string
    contactEmail: string
    description: string | null
    websiteUrl: string | null
    categories: string[]
    isActive: boolean
    pendingChange: Change | null
  }
}

async function brandWithEntry(overrides: Partial<typeof brandsDirectory.$inferInsert> = {}) {
  const [brand] = await signedInUsers(t, 'brand')
  const entry = await createBrand(t.deps, {
    name: 'Old Name Co',
    contactEmail: brand.email,
    ownerUserId: brand.id,
    ...overrides,
  })
  return { brand, entry }
}

const edit = (brand: Session, entry: { name: string; contactEmail: string }, change = {}) =>
  patch(
    t.app,
    '/api/brand/entry',
    {
      name: entry.name,
      contactEmail: entry.contactEmail,
      websiteUrl: 'https://new.example',
      description: 'Hand-made enamel cookware.',
      department: 'Kitchen',
      categories: ['Cookware', 'Kitchen'],
      ...change,
    },
    { cookie: brand.cookie },
  )

const rowOf = async (id: string) =>
  (await t.deps.db.select().from(brandsDirectory).where(eq(brandsDirectory.id, id)))[0]!

describe('PATCH /api/brand/entry', () => {
  test('description, website and categories apply at once; nothing waits for review', async () => {
    const { brand, entry } = await brandWithEntry()
    const response = await edit(brand, entry)
    expect(response.status, await response.clone().text()).toBe(200)
    const { entry: saved } = await bodyOf<EntryAnswer>(response)
    expect(saved).toMatchObject({
      name: 'Old Name Co',
      websiteUrl: 'https://new.example',
      description: 'Hand-made enamel cookware.',
      categories: ['Cookware', 'Kitchen'],
      pendingChange: null,
    })
    expect(await rowOf(entry.id)).toMatchObject({ websiteUrl: 'https://new.example' })
  })

  test('a new name and e-mail wait for an admin: the entry keeps its old ones, the brand sees the pending change, the admins are mailed', async () => {
    const { brand, entry } = await brandWithEntry()
    const response = await edit(brand, entry, {
      name: 'New Name Co',
      contactEmail: 'Sales@NewName.example',
    })
    expect(response.status).toBe(200)
    const { entry: saved } = await bodyOf<EntryAnswer>(response)
    expect(saved.name).toBe('Old Name Co')
    expect(saved.pendingChange).toMatchObject({
      currentName: 'Old Name Co',
      currentContactEmail: brand.email,
      name: 'New Name Co',
      contactEmail: 'sales@newname.example',
    })
    expect(await rowOf(entry.id)).toMatchObject({ name: 'Old Name Co', contactEmail: brand.email })
    const again = await bodyOf<EntryAnswer>(
      await get(t.app, '/api/brand/entry', { cookie: brand.cookie }),
    )
    expect(again.entry.pendingChange?.name).toBe('New Name Co')
    const mails = await mailsOfKind(t.deps, 'brand_entry_change_requested', admin.email)
    expect(mails.map((m) => m.subject)).toContain(
      BRAND_ENTRY_CHANGE_MAIL.requestedSubject('Old Name Co'),
    )

    // Asking again replaces it; asking for the current values withdraws it.
    await edit(brand, entry, { name: 'Newer Name Co' })
    const rows = await t.deps.db
      .select()
      .from(brandEntryChanges)
      .where(eq(brandEntryChanges.entryId, entry.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ name: 'Newer Name Co', contactEmail: null, status: 'pending' })
    const withdrawn = await bodyOf<EntryAnswer>(await edit(brand, entry))
    expect(withdrawn.entry.pendingChange).toBeNull()
  })

  test('the admin sees old → new and approves: the entry changes, the brand is told', async () => {
    const { brand, entry } = await brandWithEntry()
    await edit(brand, entry, { name: 'Approved Name Co' })
    const list = await bodyOf<{ changes: (Change & { entryId: string })[] }>(
      await get(t.app, '/api/admin/brand-entry-changes', { cookie: admin.cookie }),
    )
    const change = list.changes.find((c) => c.entryId === entry.id)!
    expect(change).toMatchObject({ currentName: 'Old Name Co', name: 'Approved Name Co' })
    const decided = await post(
      t.app,
      `/api/admin/brand-entry-changes/${change.id}/decision`,
      { action: 'approve' },
      { cookie: admin.cookie },
    )
    expect(decided.status).toBe(200)
    expect(await rowOf(entry.id)).toMatchObject({
      name: 'Approved Name Co',
      contactEmail: brand.email,
    })
    const own = await bodyOf<EntryAnswer>(
      await get(t.app, '/api/brand/entry', { cookie: brand.cookie }),
    )
    expect(own.entry).toMatchObject({ name: 'Approved Name Co', pendingChange: null })
    const mails = await mailsOfKind(t.deps, 'brand_entry_change_decided', brand.email)
    expect(mails.map((m) => m.subject)).toContain(BRAND_ENTRY_CHANGE_MAIL.decidedSubject(true))

    const twice = await post(
      t.app,
      `/api/admin/brand-entry-changes/${change.id}/decision`,
      { action: 'reject' },
      { cookie: admin.cookie },
    )
    expect(twice.status).toBe(409)
    expect((await bodyOf<{ message: string }>(twice)).message).toBe(
      BRAND_ENTRY_REVIEW_TEXTS.notPending,
    )
  })

  test('a rejected change leaves the entry as it was', async () => {
    const { brand, entry } = await brandWithEntry()
    const { entry: saved } = await bodyOf<EntryAnswer>(
      await edit(brand, entry, { contactEmail: 'elsewhere@example.com' }),
    )
    const response = await post(
      t.app,
      `/api/admin/brand-entry-changes/${saved.pendingChange!.id}/decision`,
      { action: 'reject' },
      { cookie: admin.cookie },
    )
    expect(response.status).toBe(200)
    expect(await rowOf(entry.id)).toMatchObject({ contactEmail: brand.email })
    const own = await bodyOf<EntryAnswer>(
      await get(t.app, '/api/brand/entry', { cookie: brand.cookie }),
    )
    expect(own.entry.pendingChange).toBeNull()
  })

  test('an inactive entry stays inactive after an edit', async () => {
    const { brand, entry } = await brandWithEntry({ isActive: false })
    await edit(brand, entry)
    expect((await rowOf(entry.id)).isActive).toBe(false)
  })

  test.each([
    ['name', { name: '  ' }, BRAND_FORM_MESSAGES.nameRequired],
    ['websiteUrl', { websiteUrl: 'javascript:alert(1)' }, BRAND_FORM_MESSAGES.urlInvalid],
    ['description', { description: 'a\u0000b' }, NO_NUL_MESSAGE],
    ['contactEmail', { contactEmail: 'not an email' }, BRAND_FORM_MESSAGES.contactEmailInvalid],
  ])('bad %s → 400 with the form’s message, nothing changes', async (path, change, message) => {
    const { brand, entry } = await brandWithEntry({ description: 'Kept' })
    const response = await edit(brand, entry, change)
    expect(response.status).toBe(400)
    const body = await bodyOf<{ message: string; issues: { path: string }[] }>(response)
    expect(body.message).toBe(message)
    expect(body.issues.map((i) => i.path)).toContain(path)
    expect((await rowOf(entry.id)).description).toBe('Kept')
  })

  test('a brand edits only its own entry; without one it gets 409; resellers 403', async () => {
    const { entry: other } = await brandWithEntry({ description: 'Theirs' })
    const [lone] = await signedInUsers(t, 'brand')
    const response = await edit(lone, other)
    expect(response.status).toBe(409)
    expect((await rowOf(other.id)).description).toBe('Theirs')
    expect((await edit(reseller, other)).status).toBe(403)
  })
})
