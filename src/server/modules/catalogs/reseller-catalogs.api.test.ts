/**
 * Issue 16: the catalogs shared with a reseller (list and download), and the mails around
 * catalogs and directory entries: the grant to the reseller, the decision to the brand, the
 * upload to the admins, the activation of an entry to its brand; each honours its switches.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { APP_ROUTES } from '#shared/app-routes.ts'
import { BRAND_ENTRY_MAIL } from '#shared/brand-settings-texts.ts'
import { CATALOG_MAIL_TEXTS } from '#shared/catalogs-texts.ts'
import { brandAuthorizations } from '#server/db/schema/index.ts'
import { saveNotificationPreferences } from '#server/modules/brand-settings/notification-preferences.ts'
import { saveResellerNotifications } from '#server/modules/reseller-settings/order-notifications.ts'
import { preferences } from '#testing/brand-settings.ts'
import { brandEntryWithResellers } from '#testing/brand-products.ts'
import { brandBody } from '#testing/brands-directory.ts'
import { catalogFile, catalogForm, setCatalogStatus, uploadCatalogAs } from '#testing/catalogs.ts'
import { linkIn, mailsTo } from '#testing/factories.ts'
import { bodyOf, get, patch, post } from '#testing/http.ts'
import { pdfBytes } from '#testing/public-site.ts'
import { signedInUsers, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let admin: Session
let brand: Session
let reseller: Session
let otherReseller: Session
let entry: { id: string; name: string }

beforeAll(async () => {
  t = await createTestApp()
  ;[admin, brand, reseller, otherReseller] = await signedInUsers(
    t,
    'admin',
    'brand',
    'reseller',
    'reseller',
  )
  // Both resellers may sell the brand (issue 13): only the grant decides what each sees.
  entry = await brandEntryWithResellers(t.deps, brand, [reseller.id, otherReseller.id])
})

afterAll(async () => {
  await t?.close()
})

interface ListedCatalog {
  id: string
  name: string
  brandName: string
  fileType: string
  sizeBytes: number
  grantedAt: string
  fileUrl: string
}

const listOf = async (session: Session) =>
  (
    await bodyOf<{ catalogs: ListedCatalog[] }>(
      await get(t.app, '/api/reseller/catalogs', { cookie: session.cookie }),
    )
  ).catalogs
const setAccess = (id: string, resellerId: string, granted: boolean) =>
  patch(
    t.app,
    `/api/admin/catalogs/${id}/access`,
    { resellerId, granted },
    { cookie: admin.cookie },
  )
const decide = (id: string, body: { action: 'approve' | 'reject'; reason?: string }) =>
  post(t.app, `/api/admin/catalogs/${id}/decision`, body, { cookie: admin.cookie })
const mailsOfKind = async (to: string, kind: string) =>
  (await mailsTo(t.deps, to)).filter((m) => m.kind === kind)

async function approvedCatalog(name: string, kind: 'csv' | 'pdf' = 'csv') {
  const c = await uploadCatalogAs(t.app, brand.cookie, catalogForm(name, catalogFile(kind)))
  await setCatalogStatus(t.deps, c.id, 'approved')
  return c
}

describe('GET /api/reseller/catalogs', () => {
  test('lists only the catalogs granted to this reseller and approved, newest grant first', async () => {
    const first = await approvedCatalog('List First')
    const second = await approvedCatalog('List Second', 'pdf')
    const notGranted = await approvedCatalog('List Not Granted')
    const pending = await uploadCatalogAs(t.app, brand.cookie, catalogForm('List Pending'))
    expect((await setAccess(first.id, reseller.id, true)).status).toBe(200)
    expect((await setAccess(second.id, reseller.id, true)).status).toBe(200)
    expect((await setAccess(notGranted.id, otherReseller.id, true)).status).toBe(200)
    // Not approved: cannot be granted through the API, so the row is forced, then hidden.
    await setCatalogStatus(t.deps, pending.id, 'approved')
    expect((await setAccess(pending.id, reseller.id, true)).status).toBe(200)
    await setCatalogStatus(t.deps, pending.id, 'pending')

    const list = await listOf(reseller)
    const ids = list.map((c) => c.id)
    expect(ids).toContain(first.id)
    expect(ids).toContain(second.id)
    expect(ids).not.toContain(notGranted.id)
    expect(ids).not.toContain(pending.id)
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
    expect(list.find((c) => c.id === second.id)).toMatchObject({
      name: 'List Second',
      brandName: entry.name,
      fileType: 'pdf',
      sizeBytes: pdfBytes().length,
      fileUrl: `/api/reseller/catalogs/${second.id}/file`,
    })
    expect(Number.isNaN(Date.parse(list[0]!.grantedAt))).toBe(false)
    // Another reseller's grant is not visible, and this reseller's grants are not visible to it.
    const others = (await listOf(otherReseller)).map((c) => c.id)
    expect(others).toContain(notGranted.id)
    expect(others).not.toContain(first.id)
  })

  test('a revoked grant, a lapsed authorization or a catalog no longer approved disappears', async () => {
    const c = await approvedCatalog('List Revoked')
    await setAccess(c.id, reseller.id, true)
    expect((await listOf(reseller)).map((x) => x.id)).toContain(c.id)

    await setCatalogStatus(t.deps, c.id, 'rejected')
    expect((await listOf(reseller)).map((x) => x.id)).not.toContain(c.id)
    await setCatalogStatus(t.deps, c.id, 'approved')

    const authorization = () =>
      t.deps.db
        .update(brandAuthorizations)
        .set({ status: 'suspended' })
        .where(eq(brandAuthorizations.resellerId, reseller.id))
    await authorization()
    try {
      expect((await listOf(reseller)).map((x) => x.id)).not.toContain(c.id)
    } finally {
      await t.deps.db
        .update(brandAuthorizations)
        .set({ status: 'active' })
        .where(eq(brandAuthorizations.resellerId, reseller.id))
    }
    expect((await listOf(reseller)).map((x) => x.id)).toContain(c.id)

    expect((await setAccess(c.id, reseller.id, false)).status).toBe(200)
    expect((await listOf(reseller)).map((x) => x.id)).not.toContain(c.id)
  })

  test('only resellers: a brand gets 403, anonymous 401, an admin an empty list', async () => {
    expect((await get(t.app, '/api/reseller/catalogs', { cookie: brand.cookie })).status).toBe(403)
    expect((await get(t.app, '/api/reseller/catalogs')).status).toBe(401)
    expect(await listOf(admin)).toEqual([])
  })
})

describe('GET /api/reseller/catalogs/:id/file', () => {
  const fileOf = (id: string, session?: Session) =>
    get(t.app, `/api/reseller/catalogs/${id}/file`, { cookie: session?.cookie })

  test('a granted reseller downloads the bytes, a PDF as an attachment too', async () => {
    const c = await approvedCatalog('Price List 2026', 'pdf')
    await setAccess(c.id, reseller.id, true)
    const response = await fileOf(c.id, reseller)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Price List 2026\.pdf"/,
    )
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes())
  })

  test('not granted, revoked, unknown, or another role: 404', async () => {
    const c = await approvedCatalog('Download Not Granted')
    expect((await fileOf(c.id, reseller)).status).toBe(404)
    await setAccess(c.id, otherReseller.id, true)
    expect((await fileOf(c.id, reseller)).status).toBe(404)
    expect((await fileOf(c.id, otherReseller)).status).toBe(200)
    await setAccess(c.id, otherReseller.id, false)
    expect((await fileOf(c.id, otherReseller)).status).toBe(404)
    expect((await fileOf('3f0c9a52-8a59-4c4e-9d51-2f5a6b1c7d80', reseller)).status).toBe(404)
    // The reseller route opens only a grant: not the brand's own catalog, not an admin's view.
    expect((await fileOf(c.id, admin)).status).toBe(404)
    expect((await fileOf(c.id, brand)).status).toBe(403)
    expect((await fileOf(c.id)).status).toBe(401)
  })
})

describe('mails', () => {
  test('a new grant mails the reseller once, with a link to its Catalogs screen', async () => {
    const c = await approvedCatalog('Shared Mail')
    await setAccess(c.id, reseller.id, true)
    await setAccess(c.id, reseller.id, true)
    const mails = (await mailsOfKind(reseller.email, 'catalog_shared')).filter((m) =>
      m.text?.includes('Shared Mail'),
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(CATALOG_MAIL_TEXTS.sharedSubject(entry.name))
    expect(linkIn(mails[0]!, APP_ROUTES.resellerCatalogs).pathname).toBe(
      APP_ROUTES.resellerCatalogs,
    )
  })

  test('no grant mail when the reseller switched Email Notifications off', async () => {
    const c = await approvedCatalog('Shared Muted')
    await saveResellerNotifications(t.deps.db, otherReseller.id, { emailNotifications: false })
    try {
      expect((await setAccess(c.id, otherReseller.id, true)).status).toBe(200)
      const mails = (await mailsOfKind(otherReseller.email, 'catalog_shared')).filter((m) =>
        m.text?.includes('Shared Muted'),
      )
      expect(mails).toEqual([])
    } finally {
      await saveResellerNotifications(t.deps.db, otherReseller.id, { emailNotifications: true })
    }
  })

  test('the brand hears of an approval, and of a rejection with its reason', async () => {
    const approved = await uploadCatalogAs(
      t.app,
      brand.cookie,
      catalogForm('Decided Yes', catalogFile('pdf')),
    )
    expect((await decide(approved.id, { action: 'approve' })).status).toBe(200)
    const [yes] = await mailsOfKind(brand.email, 'catalog_approved')
    expect(yes?.subject).toBe(CATALOG_MAIL_TEXTS.approvedSubject('Decided Yes'))

    const rejected = await uploadCatalogAs(t.app, brand.cookie, catalogForm('Decided No'))
    const reason = 'The prices are missing <in> column D.'
    expect((await decide(rejected.id, { action: 'reject', reason })).status).toBe(200)
    const [no] = await mailsOfKind(brand.email, 'catalog_rejected')
    expect(no?.subject).toBe(CATALOG_MAIL_TEXTS.rejectedSubject('Decided No'))
    expect(no?.text).toContain(reason)
    expect(no?.html).toContain('The prices are missing &lt;in&gt; column D.')

    // Without a reason, the mail says what to do instead.
    const bare = await uploadCatalogAs(t.app, brand.cookie, catalogForm('Decided Bare'))
    await decide(bare.id, { action: 'reject', reason: '   ' })
    const bareMail = (await mailsOfKind(brand.email, 'catalog_rejected')).find((m) =>
      m.subject.includes('Decided Bare'),
    )
    expect(bareMail?.text).toContain('upload a corrected catalog')
  })

  test('no decision mail when the brand switched e-mail notifications off', async () => {
    const before = (await mailsTo(t.deps, brand.email)).length
    await saveNotificationPreferences(t.deps.db, brand.id, preferences(['emailNotifications']))
    try {
      const c = await uploadCatalogAs(t.app, brand.cookie, catalogForm('Decided Muted'))
      expect((await decide(c.id, { action: 'reject', reason: 'No.' })).status).toBe(200)
      expect(await mailsTo(t.deps, brand.email)).toHaveLength(before)
    } finally {
      await saveNotificationPreferences(t.deps.db, brand.id, preferences())
    }
  })

  test('an upload mails the admins, with a link to Catalog Management', async () => {
    await uploadCatalogAs(t.app, brand.cookie, catalogForm('Uploaded For Review'))
    const mail = (await mailsOfKind(admin.email, 'catalog_uploaded')).find((m) =>
      m.text?.includes('Uploaded For Review'),
    )
    expect(mail?.subject).toBe(CATALOG_MAIL_TEXTS.uploadedSubject(entry.name))
    expect(linkIn(mail!, APP_ROUTES.adminCatalogApprovals).pathname).toBe(
      APP_ROUTES.adminCatalogApprovals,
    )
  })

  test('activating an entry mails its brand once; activating it again, deactivating it or a muted brand mails nothing', async () => {
    const own = await brandEntryWithResellers(t.deps, brand, [], { isActive: false })
    const setStatus = (id: string, isActive: boolean) =>
      patch(t.app, `/api/admin/brands/${id}/status`, { isActive }, { cookie: admin.cookie })
    const activations = async () =>
      (await mailsOfKind(brand.email, 'brand_entry_activated')).filter(
        (m) => m.subject === BRAND_ENTRY_MAIL.activatedSubject(own.name),
      )
    expect((await setStatus(own.id, true)).status).toBe(200)
    expect(await activations()).toHaveLength(1)
    // Already active: nothing new; deactivating mails nothing either.
    expect((await setStatus(own.id, true)).status).toBe(200)
    expect((await setStatus(own.id, false)).status).toBe(200)
    expect(await activations()).toHaveLength(1)

    // Muted: activating again mails nothing.
    await saveNotificationPreferences(t.deps.db, brand.id, preferences(['emailNotifications']))
    try {
      expect((await setStatus(own.id, true)).status).toBe(200)
      expect(await activations()).toHaveLength(1)
    } finally {
      await saveNotificationPreferences(t.deps.db, brand.id, preferences())
    }
    expect((await setStatus('3f0c9a52-8a59-4c4e-9d51-2f5a6b1c7d80', true)).status).toBe(404)
  })

  test('activating through the edit form mails the brand too', async () => {
    const own = await brandEntryWithResellers(t.deps, brand, [], { isActive: false })
    const response = await patch(
      t.app,
      `/api/admin/brands/${own.id}`,
      brandBody({ name: own.name, contactEmail: own.contactEmail, isActive: true }),
      { cookie: admin.cookie },
    )
    expect(response.status, await response.clone().text()).toBe(200)
    const mails = (await mailsOfKind(brand.email, 'brand_entry_activated')).filter(
      (m) => m.subject === BRAND_ENTRY_MAIL.activatedSubject(own.name),
    )
    expect(mails).toHaveLength(1)
  })
})
