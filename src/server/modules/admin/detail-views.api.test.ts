/**
 * Issue 16 item 2: the admin console's detail views read one record each. A Reseller Hub
 * application answers every field it was given (the store links from application_data, the
 * seller ids read from them), its document's name, type, size and review, and the mails its
 * applicant was sent, newest first; once approved, the account it opened. A user answers its
 * profile, ban, sessions and links; a directory brand its fields, owner and authorized resellers.
 * Unknown and malformed ids are 404; the lists' own paths (…/overview, …/duplicates) still answer
 * as lists. Who may call them at all is in the authorization matrix.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type {
  AdminApplicationDetail,
  AdminBrandDetail,
  AdminUserDetail,
} from '#shared/admin-detail-texts.ts'
import { createReseller, createUser, signIn, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { applicationForm, applicationPayload, createBrand, postForm } from '#testing/public-site.ts'
import { createApplication } from '#testing/reseller-accounts.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let admin: TestUser
let cookie: string

beforeAll(async () => {
  t = await createTestApp()
  admin = await createUser(t.deps, 'admin')
  cookie = await signIn(t.app, admin)
})
afterAll(async () => {
  await t?.close()
})

const adminGet = (path: string) => get(t.app, path, { cookie })

async function detailOf<T>(path: string): Promise<T> {
  const response = await adminGet(path)
  expect(response.status, path).toBe(200)
  return bodyOf<T>(response)
}

/** An application sent through the Reseller Hub form, as a visitor sends it. */
async function hubApplication(overrides: Parameters<typeof applicationPayload>[0] = {}) {
  const payload = applicationPayload(overrides)
  const response = await postForm(t.app, '/api/reseller-applications', applicationForm(payload))
  expect(response.status).toBe(201)
  const { id } = await bodyOf<{ id: string }>(response)
  return { id, payload }
}

describe('GET /api/admin/reseller-applications/:id', () => {
  test('a Reseller Hub application: every field, the marketplaces, the document and the mail sent', async () => {
    const { id, payload } = await hubApplication({ walmartStoreLink: '' })
    const detail = await detailOf<AdminApplicationDetail>(`/api/admin/reseller-applications/${id}`)

    expect(detail.application).toMatchObject({
      id,
      email: payload.email.toLowerCase(),
      companyName: 'Prime Resale LLC',
      contactName: 'Riley Applicant',
      phone: '+1 (555) 010-2000',
      linkedin: 'https://www.linkedin.com/in/riley-applicant',
      businessType: 'llc',
      einNumber: '12-3456789',
      productCategories: ['electronics', 'home_goods'],
      salesVolume: '50k_100k',
      wholesaleBudget: '10k_25k',
      feedbackScore: '98%',
      status: 'pending',
      applicationStatus: 'submitted',
      rejectionReason: null,
      passwordSentAt: null,
      passwordResetCount: 0,
    })
    expect(Date.parse(detail.application.createdAt)).not.toBeNaN()
    // Walmart was left empty: only the marketplaces the applicant named.
    expect(detail.marketplaces).toEqual([
      {
        marketplace: 'amazon',
        storeLink: 'https://www.amazon.com/sp?seller=A1PRIMERESALE',
        sellerId: 'A1PRIMERESALE',
      },
      {
        marketplace: 'ebay',
        storeLink: 'https://www.ebay.com/usr/prime_resale',
        sellerId: 'prime_resale',
      },
    ])
    expect(detail.document).toEqual({
      name: 'verification.pdf',
      contentType: 'application/pdf',
      size: 2048,
      verified: null,
      notes: null,
      downloadPath: `/api/admin/reseller-applications/${id}/document`,
    })
    expect(detail.account).toBeNull()
    // The applicant's confirmation; the admins' notification and details went to the admins.
    expect(detail.mailTotal).toBe(1)
    expect(detail.mails).toHaveLength(1)
    expect(detail.mails[0]).toMatchObject({
      to: payload.email.toLowerCase(),
      subject: 'We received your reseller application',
      kind: 'reseller_application_confirmation',
    })
    expect(['stored', 'sent', 'queued']).toContain(detail.mails[0]!.status)

    // The download the detail view points at is the existing document route.
    const file = await adminGet(detail.document!.downloadPath)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect((await file.arrayBuffer()).byteLength).toBe(2048)
  })

  test('after approval: the account it opened, and the approval mail first', async () => {
    const { id, payload } = await hubApplication()
    const decided = await post(
      t.app,
      `/api/admin/reseller-applications/${id}/decision`,
      { action: 'approve' },
      { cookie },
    )
    expect(decided.status).toBe(200)
    const detail = await detailOf<AdminApplicationDetail>(`/api/admin/reseller-applications/${id}`)
    expect(detail.application.status).toBe('approved')
    expect(detail.application.passwordSentAt).not.toBeNull()
    expect(detail.account).toMatchObject({
      email: payload.email.toLowerCase(),
      role: 'reseller',
      banned: false,
    })
    expect(detail.mailTotal).toBe(2)
    expect(detail.mails.map((m) => m.kind)).toEqual([
      'reseller_account_created',
      'reseller_application_confirmation',
    ])
    expect(Date.parse(detail.mails[0]!.createdAt)).toBeGreaterThanOrEqual(
      Date.parse(detail.mails[1]!.createdAt),
    )

    // The account's own detail links back to the application.
    const user = await detailOf<AdminUserDetail>(`/api/admin/users/${detail.account!.id}`)
    expect(user.applications.map((a) => a.id)).toEqual([id])
  })

  test('a manual application: seller ids without store links, no document, no mail', async () => {
    const application = await createApplication(t.deps, {
      amazonSellerId: 'A2MANUAL',
      applicationData: { source: 'manual' },
    })
    const detail = await detailOf<AdminApplicationDetail>(
      `/api/admin/reseller-applications/${application.id}`,
    )
    expect(detail.application.contactName).toBeNull()
    expect(detail.marketplaces).toEqual([
      { marketplace: 'amazon', storeLink: null, sellerId: 'A2MANUAL' },
    ])
    expect(detail.document).toBeNull()
    expect(detail.mails).toEqual([])
    expect(detail.mailTotal).toBe(0)
  })

  test('a document whose file is gone: the application still answers, its size unknown', async () => {
    const application = await createApplication(t.deps, { withDocument: true })
    await t.deps.storage.delete(application.documentPath!)
    const detail = await detailOf<AdminApplicationDetail>(
      `/api/admin/reseller-applications/${application.id}`,
    )
    expect(detail.document).toMatchObject({ name: null, size: null, verified: null })
  })

  test('unknown and malformed ids are 404; the overview is still the overview', async () => {
    const unknown = await adminGet(
      '/api/admin/reseller-applications/00000000-0000-4000-8000-000000000000',
    )
    expect(unknown.status).toBe(404)
    expect((await bodyOf<{ message: string }>(unknown)).message).toBe('Application not found')
    expect((await adminGet('/api/admin/reseller-applications/not-a-uuid')).status).toBe(404)
    expect((await adminGet(`/api/admin/reseller-applications/${'x'.repeat(101)}`)).status).toBe(400)
    const overview = await adminGet('/api/admin/reseller-applications/overview?tab=all')
    expect(overview.status).toBe(200)
    expect(await bodyOf(overview)).toHaveProperty('counts')
  })
})

describe('GET /api/admin/users/:id', () => {
  test('profile, role, sessions, and a ban with its reason', async () => {
    const reseller = await createReseller(t.deps, 'approved', {
      fullName: 'Dana Detail',
      companyName: 'Detail Goods',
    })
    await signIn(t.app, reseller)
    const banned = await post(
      t.app,
      `/api/admin/users/${reseller.id}/ban`,
      { reason: 'Chargebacks', durationDays: 7 },
      { cookie },
    )
    expect(banned.status).toBe(200)

    const detail = await detailOf<AdminUserDetail>(`/api/admin/users/${reseller.id}`)
    expect(detail.user).toMatchObject({
      id: reseller.id,
      email: reseller.email,
      fullName: 'Dana Detail',
      companyName: 'Detail Goods',
      role: 'reseller',
      emailVerified: true,
      banned: true,
      banReason: 'Chargebacks',
    })
    expect(Date.parse(detail.user.banExpires!)).toBeGreaterThan(Date.now())
    // The ban ended (deleted) every session: none is left on record.
    expect(detail.sessions.active).toBe(0)
    expect(detail.sessions.lastSignInAt).toBeNull()
    expect(detail.applications).toHaveLength(1)
    expect(detail.applications[0]!.status).toBe('approved')
    expect(detail.brandEntries).toEqual([])
    expect(detail.authorizedBrandCount).toBe(0)
  })

  test('a signed-in brand: its session and the directory entry with its address', async () => {
    const brand = await createUser(t.deps, 'brand')
    await signIn(t.app, brand)
    const entry = await createBrand(t.deps, { contactEmail: brand.email.toUpperCase() })
    const detail = await detailOf<AdminUserDetail>(`/api/admin/users/${brand.id}`)
    expect(detail.user.role).toBe('brand')
    expect(detail.user.banned).toBe(false)
    expect(detail.sessions.active).toBe(1)
    expect(Date.parse(detail.sessions.lastSignInAt!)).not.toBeNaN()
    expect(detail.brandEntries).toEqual([
      { id: entry.id, name: entry.name, isActive: true, claimed: false },
    ])
    expect(detail.applications).toEqual([])
  })

  test('an unknown id is 404', async () => {
    const response = await adminGet('/api/admin/users/no-such-user')
    expect(response.status).toBe(404)
    expect((await bodyOf<{ message: string }>(response)).message).toBe('User not found')
  })
})

describe('GET /api/admin/brands/:id', () => {
  test('the entry, its brand account and the resellers authorized for it', async () => {
    const owner = await createUser(t.deps, 'brand', { fullName: 'Olive Owner' })
    const brand = await createBrand(t.deps, {
      contactEmail: owner.email,
      description: 'Kitchen tools.',
      categories: ['Home', 'Kitchen'],
      department: 'Home',
      websiteUrl: 'https://olive.example.com',
      openingOrderMinimum: '250.00',
    })
    const reseller = await createReseller(t.deps, 'approved', { companyName: 'Allocated Co' })
    const allocated = await post(
      t.app,
      `/api/admin/brands/${brand.id}/allocations`,
      { resellerId: reseller.id },
      { cookie },
    )
    expect(allocated.status).toBe(200)

    const detail = await detailOf<AdminBrandDetail>(`/api/admin/brands/${brand.id}`)
    expect(detail.brand).toMatchObject({
      id: brand.id,
      name: brand.name,
      contactEmail: owner.email,
      description: 'Kitchen tools.',
      categories: ['Home', 'Kitchen'],
      department: 'Home',
      websiteUrl: 'https://olive.example.com',
      isActive: true,
      amazonAutoUngated: false,
      submittedByBrand: false,
      openingOrderMinimum: '250.00',
      reorderMinimum: null,
      decidedApplications: 0,
      approvedApplications: 0,
    })
    expect(detail.brand).not.toHaveProperty('allocationCount')
    // Not claimed yet: the account with the contact e-mail is the one that will.
    expect(detail.owner).toEqual({
      id: owner.id,
      email: owner.email,
      fullName: 'Olive Owner',
      claimed: false,
    })
    expect(detail.allocations.count).toBe(1)
    expect(detail.allocations.resellers).toMatchObject([
      { id: reseller.id, email: reseller.email, companyName: 'Allocated Co', grantedBy: 'admin' },
    ])
  })

  test('no account and no reseller: both empty', async () => {
    const brand = await createBrand(t.deps)
    const detail = await detailOf<AdminBrandDetail>(`/api/admin/brands/${brand.id}`)
    expect(detail.owner).toBeNull()
    expect(detail.allocations).toEqual({ count: 0, resellers: [] })
  })

  test('unknown and malformed ids are 404; duplicates is still the duplicates review', async () => {
    expect((await adminGet('/api/admin/brands/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    )
    expect((await adminGet('/api/admin/brands/not-a-uuid')).status).toBe(404)
    const duplicates = await adminGet('/api/admin/brands/duplicates')
    expect(duplicates.status).toBe(200)
    expect(await bodyOf(duplicates)).toHaveProperty('groups')
  })
})

test('a reseller and a brand are refused every detail view', async () => {
  const application = await createApplication(t.deps)
  const brand = await createBrand(t.deps)
  for (const role of ['reseller', 'brand'] as const) {
    const other = await createUser(t.deps, role)
    const otherCookie = await signIn(t.app, other)
    for (const path of [
      `/api/admin/reseller-applications/${application.id}`,
      `/api/admin/users/${admin.id}`,
      `/api/admin/brands/${brand.id}`,
    ]) {
      expect((await get(t.app, path, { cookie: otherCookie })).status, `${role} ${path}`).toBe(403)
    }
  }
})
