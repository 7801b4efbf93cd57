/**
 * Reseller Registration Management and Reseller Application Management (001 §2.2, §4.1, §4.2,
 * §5, §7; DESIGN decision 3): manual applications, Create Account with a typed or generated
 * temporary password, Reset Password, the tab counts, approve/reject only while pending, the
 * document review and the document's file name. Issue 13 item 7: approving an application
 * without an account creates it and mails the sign-in details in the same step; a rejected
 * application never gets an account.
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SUPPORT_EMAIL, TEMP_PASSWORD_ALPHABET, TEMP_PASSWORD_LENGTH } from '#shared/constants.ts'
import { ACCOUNT_MESSAGES, REGISTRATION_TOASTS } from '#shared/reseller-accounts-texts.ts'
import { account, profiles, resellerApplications, session, user } from '#server/db/schema/index.ts'
import {
  createUser,
  mailsTo,
  signIn,
  signUpBody,
  uniqueEmail,
  type TestUser,
} from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { applicationForm, applicationPayload, postForm } from '#testing/public-site.ts'
import { applicationById, createApplication } from '#testing/reseller-accounts.ts'
import { recoveryMailsSettled } from '#server/modules/accounts/send-account-recovery-mail.ts'
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

const adminPost = (path: string, body: unknown = {}) => post(t.app, path, body, { cookie })
const adminGet = (path: string) => get(t.app, path, { cookie })

interface AccountAnswer {
  application: { id: string; userId: string | null; status: string; passwordResetCount: number }
  temporaryPassword: string
  email?: string
}

async function createAccount(applicationId: string, password?: string) {
  return adminPost(
    `/api/admin/reseller-applications/${applicationId}/account`,
    password === undefined ? {} : { password },
  )
}

describe('manual applications (admin_add_manual_reseller_application)', () => {
  test('stored as pending with the given fields; the e-mail is lower-cased', async () => {
    const email = uniqueEmail('Manual').toUpperCase()
    const response = await adminPost('/api/admin/reseller-applications', {
      email,
      companyName: '  Mail Order Traders  ',
      phone: '+1 555 0101',
      businessType: 'llc',
      salesVolume: '50k_100k',
      wholesaleBudget: '10k_25k',
      amazonSellerId: '',
    })
    expect(response.status).toBe(201)
    const { application } = await bodyOf<{ application: { id: string } }>(response)
    const row = await applicationById(t.deps, application.id)
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      companyName: 'Mail Order Traders',
      status: 'pending',
      userId: null,
      phone: '+1 555 0101',
      businessType: 'llc',
      salesVolume: '50k_100k',
      wholesaleBudget: '10k_25k',
      amazonSellerId: null,
      documentPath: null,
    })
  })

  test("email and company name are required (001 §5, 'Please provide both email and company name')", async () => {
    for (const body of [
      { email: uniqueEmail('x') },
      { companyName: 'Only Company' },
      { email: '', companyName: 'Co' },
      { email: uniqueEmail('x'), companyName: '   ' },
    ]) {
      const response = await adminPost('/api/admin/reseller-applications', body)
      expect(response.status).toBe(400)
      expect((await bodyOf<{ message: string }>(response)).message).toBe(
        REGISTRATION_TOASTS.missingMessage,
      )
    }
  })

  test('NUL bytes are refused, not stored', async () => {
    const response = await adminPost('/api/admin/reseller-applications', {
      email: uniqueEmail('nul'),
      companyName: 'Bad\u0000Co',
    })
    expect(response.status).toBe(400)
  })

  test('an offline entry synced twice (same id) is stored once; another id for the address is refused', async () => {
    const id = randomUUID()
    const body = { id, email: uniqueEmail('offline'), companyName: 'Offline Co' }
    const first = await adminPost('/api/admin/reseller-applications', body)
    const second = await adminPost('/api/admin/reseller-applications', body)
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    const [count] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(resellerApplications)
      .where(eq(resellerApplications.email, body.email))
    expect(count!.n).toBe(1)

    const other = await adminPost('/api/admin/reseller-applications', {
      ...body,
      id: randomUUID(),
      email: body.email.toUpperCase(),
    })
    expect(other.status).toBe(409)
    expect((await bodyOf<{ message: string }>(other)).message).toBe(
      ACCOUNT_MESSAGES.duplicateApplication,
    )
  })
})

describe('Create Account', () => {
  test('a typed password: user (reseller, e-mail confirmed), credential, profile, approved application; e-mailed once, never stored readable', async () => {
    const application = await createApplication(t.deps, { companyName: 'Typed & Co <b>' })
    const password = 'typed-pass-123'
    const response = await createAccount(application.id, password)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const answer = await bodyOf<AccountAnswer>(response)
    expect(answer.temporaryPassword).toBe(password)
    expect(answer.application).toMatchObject({ status: 'approved' })

    const row = await applicationById(t.deps, application.id)
    expect(row!.userId).toBeTruthy()
    expect(row!.status).toBe('approved')
    expect(row!.passwordSentAt).toBeInstanceOf(Date)
    expect(row!.passwordResetCount).toBe(0)
    const [created] = await t.deps.db.select().from(user).where(eq(user.id, row!.userId!))
    expect(created).toMatchObject({
      email: application.email,
      emailVerified: true,
      userRole: 'reseller',
    })
    const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.id, created!.id))
    expect(profile).toMatchObject({ userRole: 'reseller', companyName: 'Typed & Co <b>' })
    const [credential] = await t.deps.db
      .select()
      .from(account)
      .where(eq(account.userId, created!.id))
    expect(credential!.providerId).toBe('credential')
    expect(credential!.password).not.toContain(password)

    // Nothing in the application row holds the password.
    expect(JSON.stringify(row)).not.toContain(password)

    const mails = await mailsTo(t.deps, application.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.kind).toBe('reseller_account_created')
    expect(mails[0]!.text).toContain(password)
    expect(mails[0]!.html).toContain('Typed &amp; Co &lt;b&gt;')
    expect(mails[0]!.html).not.toContain('<b>')

    // The reseller signs in with it at once.
    await signIn(t.app, { email: application.email, password })
  })

  test('an empty password field: 10 generated characters from the alphabet of 001 §9', async () => {
    const seen = new Set<string>()
    for (const body of [undefined, '']) {
      const application = await createApplication(t.deps)
      const response = await createAccount(application.id, body)
      expect(response.status).toBe(200)
      const { temporaryPassword } = await bodyOf<AccountAnswer>(response)
      expect(temporaryPassword).toHaveLength(TEMP_PASSWORD_LENGTH)
      for (const ch of temporaryPassword) expect(TEMP_PASSWORD_ALPHABET).toContain(ch)
      seen.add(temporaryPassword)
      const [mail] = await mailsTo(t.deps, application.email)
      // '&' is in the alphabet: the HTML part carries the password escaped.
      expect(mail!.html).toContain(temporaryPassword.replaceAll('&', '&amp;'))
      await signIn(t.app, { email: application.email, password: temporaryPassword })
    }
    expect(seen.size).toBe(2)
  })

  test("a typed password under 8 characters: 'Password must be at least 8 characters long', nothing created", async () => {
    const application = await createApplication(t.deps)
    const response = await createAccount(application.id, 'short7!')
    expect(response.status).toBe(400)
    expect((await bodyOf<{ message: string }>(response)).message).toBe(
      'Password must be at least 8 characters long',
    )
    expect((await applicationById(t.deps, application.id))!.userId).toBeNull()
    expect(await mailsTo(t.deps, application.email)).toHaveLength(0)
  })

  test('an application whose e-mail already has a profile is refused with the spec message', async () => {
    const existing = await createUser(t.deps, 'brand')
    const application = await createApplication(t.deps, { email: existing.email.toUpperCase() })
    const response = await createAccount(application.id, 'another-pass-1')
    expect(response.status).toBe(409)
    expect((await bodyOf<{ message: string }>(response)).message).toBe(
      `A user with email ${existing.email} already exists in the system.`,
    )
    const row = await applicationById(t.deps, application.id)
    expect(row).toMatchObject({ userId: null, status: 'pending', passwordSentAt: null })
    // The existing user's password is untouched.
    await signIn(t.app, existing)
  })

  test('an application that already has an account is refused (409); the password is answered once', async () => {
    const application = await createApplication(t.deps)
    expect((await createAccount(application.id, 'first-pass-1')).status).toBe(200)
    const again = await createAccount(application.id, 'second-pass-2')
    expect(again.status).toBe(409)
    expect((await bodyOf<{ message: string }>(again)).message).toBe(ACCOUNT_MESSAGES.accountExists)
    // The lists never carry a password.
    const list = await adminGet('/api/admin/reseller-applications/overview')
    const text = await list.text()
    expect(text).not.toContain('first-pass-1')
    expect(text).not.toMatch(/password"\s*:\s*"/i)
  })

  test('two concurrent Create Account calls for one application create one user', async () => {
    const application = await createApplication(t.deps)
    const answers = await Promise.all([
      createAccount(application.id, 'race-pass-01'),
      createAccount(application.id, 'race-pass-02'),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const users = await t.deps.db.select().from(user).where(eq(user.email, application.email))
    expect(users).toHaveLength(1)
  })

  test('an unknown application is 404', async () => {
    expect((await createAccount(randomUUID(), 'whatever-123')).status).toBe(404)
  })

  test('a rejected application never gets an account: 409 with a clear message, nothing changes (issue 13)', async () => {
    const application = await createApplication(t.deps, { status: 'rejected' })
    const response = await createAccount(application.id, 'rejected-pass-1')
    expect(response.status).toBe(409)
    expect(await bodyOf(response)).toMatchObject({
      code: 'APPLICATION_REJECTED',
      message: 'This application was rejected: it cannot get an account.',
    })
    expect(await applicationById(t.deps, application.id)).toMatchObject({
      status: 'rejected',
      userId: null,
      passwordSentAt: null,
    })
    expect(await t.deps.db.select().from(user).where(eq(user.email, application.email))).toEqual([])
    expect(await mailsTo(t.deps, application.email)).toEqual([])
    const signInAttempt = await post(t.app, '/api/auth/sign-in/email', {
      email: application.email,
      password: 'rejected-pass-1',
    })
    expect(signInAttempt.status).toBe(401)
  })

  test('on a pending application it is the approval too; on one approved before issue 13 it sends the sign-in details', async () => {
    const pending = await createApplication(t.deps)
    const created = await createAccount(pending.id)
    expect((await bodyOf<AccountAnswer>(created)).application.status).toBe('approved')
    // Approved without an account, as approving left it before issue 13.
    const legacy = await createApplication(t.deps, { status: 'approved' })
    const answer = await bodyOf<AccountAnswer>(await createAccount(legacy.id))
    expect(answer.application).toMatchObject({ status: 'approved' })
    expect(answer.application.userId).toBeTruthy()
    expect((await mailsTo(t.deps, legacy.email)).map((m) => m.kind)).toEqual([
      'reseller_account_created',
    ])
    await signIn(t.app, { email: legacy.email, password: answer.temporaryPassword })
  })
})

describe('Reset Password', () => {
  test('new temporary password, sessions revoked, Resets counted, Last Sent updated, e-mailed', async () => {
    const application = await createApplication(t.deps)
    const created = await bodyOf<AccountAnswer>(
      await createAccount(application.id, 'original-pass'),
    )
    const resellerCookie = await signIn(t.app, {
      email: application.email,
      password: 'original-pass',
    })
    const before = (await applicationById(t.deps, application.id))!.passwordSentAt!

    const first = await adminPost(
      `/api/admin/reseller-applications/${application.id}/password-reset`,
    )
    expect(first.status).toBe(200)
    const answer = await bodyOf<AccountAnswer>(first)
    expect(answer.email).toBe(application.email)
    expect(answer.temporaryPassword).toHaveLength(TEMP_PASSWORD_LENGTH)
    expect(answer.application.passwordResetCount).toBe(1)

    const row = await applicationById(t.deps, application.id)
    expect(row!.passwordResetCount).toBe(1)
    expect(row!.passwordSentAt!.getTime()).toBeGreaterThanOrEqual(before.getTime())
    // The old session is gone and the old password no longer works.
    const sessions = await t.deps.db
      .select()
      .from(session)
      .where(eq(session.userId, created.application.userId!))
    expect(sessions).toHaveLength(0)
    const me = await get(t.app, '/api/me', { cookie: resellerCookie })
    expect(JSON.stringify(await bodyOf(me))).not.toContain(application.email)
    const oldSignIn = await post(t.app, '/api/auth/sign-in/email', {
      email: application.email,
      password: 'original-pass',
    })
    expect(oldSignIn.status).toBe(401)
    await signIn(t.app, { email: application.email, password: answer.temporaryPassword })

    const mails = await mailsTo(t.deps, application.email)
    expect(mails.map((m) => m.kind)).toEqual([
      'reseller_account_created',
      'reseller_password_reset',
    ])
    expect(mails[1]!.text).toContain(answer.temporaryPassword)

    const second = await adminPost(
      `/api/admin/reseller-applications/${application.id}/password-reset`,
      { password: 'typed-reset-pw' },
    )
    expect((await bodyOf<AccountAnswer>(second)).application.passwordResetCount).toBe(2)
    await signIn(t.app, { email: application.email, password: 'typed-reset-pw' })
  })

  test('works for a reseller who signed up (application linked at sign-up)', async () => {
    const body = signUpBody('reseller')
    expect((await post(t.app, '/api/auth/sign-up/email', body)).status).toBe(200)
    const [application] = await t.deps.db
      .select()
      .from(resellerApplications)
      .where(eq(resellerApplications.email, body.email))
    const response = await adminPost(
      `/api/admin/reseller-applications/${application!.id}/password-reset`,
    )
    expect(response.status).toBe(200)
  })

  test('without an account: 409; too short typed password: 400; unknown: 404', async () => {
    const application = await createApplication(t.deps)
    const none = await adminPost(
      `/api/admin/reseller-applications/${application.id}/password-reset`,
    )
    expect(none.status).toBe(409)
    expect((await bodyOf<{ message: string }>(none)).message).toBe(ACCOUNT_MESSAGES.noAccount)
    const short = await adminPost(
      `/api/admin/reseller-applications/${application.id}/password-reset`,
      { password: 'short' },
    )
    expect(short.status).toBe(400)
    expect(
      (await adminPost(`/api/admin/reseller-applications/${randomUUID()}/password-reset`)).status,
    ).toBe(404)
  })

  test("an application linked to an admin never resets the admin's password", async () => {
    const otherAdmin = await createUser(t.deps, 'admin')
    const application = await createApplication(t.deps, {
      email: otherAdmin.email,
      userId: otherAdmin.id,
    })
    const response = await adminPost(
      `/api/admin/reseller-applications/${application.id}/password-reset`,
    )
    expect(response.status).toBe(409)
    await signIn(t.app, otherAdmin)
  })
})

describe('Reseller Application Management', () => {
  test('tab counts come with the list; tabs and search filter', async () => {
    const tag = `tabs${Math.random().toString(36).slice(2, 8)}`
    const company = (n: string) => `${tag} ${n}`
    const pendingNoDoc = await createApplication(t.deps, { companyName: company('pending nodoc') })
    const pendingDoc = await createApplication(t.deps, {
      companyName: company('pending doc'),
      withDocument: true,
    })
    await createApplication(t.deps, {
      companyName: company('approved verified'),
      status: 'approved',
      withDocument: true,
      documentVerified: true,
    })
    await createApplication(t.deps, { companyName: company('rejected'), status: 'rejected' })
    await createApplication(t.deps, {
      companyName: company('signup'),
      status: 'pending_approval',
    })

    const all = await bodyOf<{
      applications: { id: string; companyName: string; hasDocument: boolean }[]
      counts: Record<string, number>
    }>(await adminGet(`/api/admin/reseller-applications/overview?search=${tag}`))
    expect(all.counts).toEqual({
      all: 5,
      pending: 3,
      approved: 1,
      rejected: 1,
      no_docs: 3,
      doc_review: 1,
    })
    expect(all.applications).toHaveLength(5)

    const docReview = await bodyOf<{ applications: { id: string; hasDocument: boolean }[] }>(
      await adminGet(`/api/admin/reseller-applications/overview?tab=doc_review&search=${tag}`),
    )
    expect(docReview.applications.map((a) => a.id)).toEqual([pendingDoc.id])
    expect(docReview.applications[0]!.hasDocument).toBe(true)

    const noDocs = await bodyOf<{ applications: { id: string }[] }>(
      await adminGet(`/api/admin/reseller-applications/overview?tab=no_docs&search=${tag}`),
    )
    expect(noDocs.applications.map((a) => a.id)).toContain(pendingNoDoc.id)

    const byEmail = await bodyOf<{ applications: { id: string }[] }>(
      await adminGet(
        `/api/admin/reseller-applications/overview?search=${encodeURIComponent(pendingDoc.email)}`,
      ),
    )
    expect(byEmail.applications.map((a) => a.id)).toEqual([pendingDoc.id])

    // LIKE wildcards in the search are literal.
    const wildcard = await bodyOf<{ applications: unknown[] }>(
      await adminGet(`/api/admin/reseller-applications/overview?search=${tag}%25zzz`),
    )
    expect(wildcard.applications).toHaveLength(0)
  })

  test("pages: page and pageSize, the tab's total, and the counts of every tab (issue 16 item 4)", async () => {
    const tag = `pages${Math.random().toString(36).slice(2, 8)}`
    for (let i = 0; i < 5; i++) {
      await createApplication(t.deps, { companyName: `${tag} pending ${i}` })
    }
    await createApplication(t.deps, { companyName: `${tag} approved 1`, status: 'approved' })
    await createApplication(t.deps, { companyName: `${tag} approved 2`, status: 'approved' })

    type Page = {
      applications: { id: string; companyName: string }[]
      counts: Record<string, number>
      total: number
      page: number
      pageSize: number
      pages: number
    }
    const read = async (query: string) => {
      const response = await adminGet(`/api/admin/reseller-applications/overview?${query}`)
      expect(response.status, query).toBe(200)
      return bodyOf<Page>(response)
    }

    const seen: string[] = []
    for (const page of [1, 2, 3]) {
      const answer = await read(`search=${tag}&page=${page}&pageSize=3`)
      expect(answer).toMatchObject({ total: 7, page, pageSize: 3, pages: 3 })
      expect(answer.counts).toMatchObject({ all: 7, pending: 5, approved: 2 })
      expect(answer.applications).toHaveLength(page === 3 ? 1 : 3)
      seen.push(...answer.applications.map((a) => a.id))
    }
    expect(new Set(seen).size).toBe(7)

    // A tab's total is its own count; the other tabs' counts stay.
    const pending = await read(`tab=pending&search=${tag}&page=2&pageSize=3`)
    expect(pending).toMatchObject({ total: 5, page: 2, pages: 2 })
    expect(pending.applications).toHaveLength(2)
    expect(pending.applications.every((a) => a.companyName.includes('pending'))).toBe(true)
    expect(pending.counts).toMatchObject({ all: 7, approved: 2 })

    // Past the end: no rows, the total still told (the screen then goes to the last page).
    const past = await read(`search=${tag}&page=9&pageSize=3`)
    expect(past).toMatchObject({ total: 7, page: 9, pages: 3, applications: [] })

    // The default size, and the older limit/offset form.
    expect(await read(`search=${tag}`)).toMatchObject({ page: 1, pageSize: 25, pages: 1 })
    const older = await read(`search=${tag}&limit=3&offset=3`)
    expect(older).toMatchObject({ page: 2, pageSize: 3 })
    expect(older.applications.map((a) => a.id)).toEqual(seen.slice(3, 6))

    for (const query of ['page=0', 'page=x', 'pageSize=0', 'pageSize=101', 'limit=500']) {
      const response = await adminGet(`/api/admin/reseller-applications/overview?${query}`)
      expect(response.status, query).toBe(400)
      expect((await bodyOf<{ message: string }>(response)).message).toBeTruthy()
    }
  })

  test('an unknown tab is a 400, not a 500', async () => {
    expect((await adminGet('/api/admin/reseller-applications/overview?tab=bogus')).status).toBe(400)
  })

  test('approve and reject only while pending, each e-mailing the reseller; a rejection says why (issue 16)', async () => {
    const toApprove = await createApplication(t.deps)
    const approved = await adminPost(`/api/admin/reseller-applications/${toApprove.id}/decision`, {
      action: 'approve',
    })
    expect(approved.status).toBe(200)

    const again = await adminPost(`/api/admin/reseller-applications/${toApprove.id}/decision`, {
      action: 'reject',
      reason: 'Changed our mind',
    })
    expect(again.status).toBe(409)
    expect((await bodyOf<{ message: string }>(again)).message).toBe(
      'This application is already approved.',
    )

    const toReject = await createApplication(t.deps)
    // A rejection without a reason (absent or blank) is refused with a clear message.
    for (const body of [{ action: 'reject' }, { action: 'reject', reason: '   ' }]) {
      const refused = await adminPost(
        `/api/admin/reseller-applications/${toReject.id}/decision`,
        body,
      )
      expect(refused.status).toBe(400)
      expect((await bodyOf<{ message: string }>(refused)).message).toBe(
        ACCOUNT_MESSAGES.rejectionReasonRequired,
      )
    }
    expect((await applicationById(t.deps, toReject.id))?.status).toBe('pending')
    const rejected = await adminPost(`/api/admin/reseller-applications/${toReject.id}/decision`, {
      action: 'reject',
      reason: '  No resale certificate on file  ',
    })
    expect(rejected.status).toBe(200)
    expect(await bodyOf(rejected)).not.toHaveProperty('temporaryPassword')
    expect(await applicationById(t.deps, toReject.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'No resale certificate on file',
    })
    const rejectionMails = await mailsTo(t.deps, toReject.email)
    expect(rejectionMails.map((m) => m.kind)).toEqual(['reseller_reject'])
    expect(rejectionMails[0]!.text).toContain('Reason: No resale certificate on file')
    const approveRejected = await adminPost(
      `/api/admin/reseller-applications/${toReject.id}/decision`,
      { action: 'approve' },
    )
    expect(approveRejected.status).toBe(409)
    expect(await mailsTo(t.deps, toReject.email)).toHaveLength(1)
  })

  test('approving a signed-up reseller lets them sign in', async () => {
    const body = signUpBody('reseller')
    await post(t.app, '/api/auth/sign-up/email', body)
    const pending = await post(t.app, '/api/auth/sign-in/email', {
      email: body.email,
      password: body.password,
    })
    expect(pending.status).toBe(403)
    const [application] = await t.deps.db
      .select()
      .from(resellerApplications)
      .where(eq(resellerApplications.email, body.email))
    const decision = await adminPost(
      `/api/admin/reseller-applications/${application!.id}/decision`,
      { action: 'approve' },
    )
    expect(decision.status).toBe(200)
    // It has its own password: nothing new is made or shown.
    expect(await bodyOf(decision)).not.toHaveProperty('temporaryPassword')
    const [credentials] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(account)
      .where(eq(account.userId, application!.userId!))
    expect(credentials!.n).toBe(1)
    const mails = await mailsTo(t.deps, body.email)
    expect(mails.map((m) => m.kind)).toEqual(['reseller_application_received', 'reseller_approve'])
    expect(mails[1]!.text).toContain('You can now sign in')
    await signIn(t.app, { email: body.email, password: body.password })
  })

  test('document review: verified or rejected with optional notes; no document is a 409', async () => {
    const application = await createApplication(t.deps, { withDocument: true })
    const path = `/api/admin/reseller-applications/${application.id}/document-review`
    const verified = await adminPost(path, { verified: true, notes: '  EIN checked  ' })
    expect(verified.status).toBe(200)
    expect(await applicationById(t.deps, application.id)).toMatchObject({
      documentVerified: true,
      documentNotes: 'EIN checked',
    })
    await adminPost(path, { verified: false })
    expect(await applicationById(t.deps, application.id)).toMatchObject({
      documentVerified: false,
      documentNotes: null,
    })
    expect((await adminPost(path, { verified: 'yes' })).status).toBe(400)

    const withoutDocument = await createApplication(t.deps)
    const refused = await adminPost(
      `/api/admin/reseller-applications/${withoutDocument.id}/document-review`,
      { verified: true },
    )
    expect(refused.status).toBe(409)
    expect((await bodyOf<{ message: string }>(refused)).message).toBe(ACCOUNT_MESSAGES.noDocument)
  })

  test('the document downloads as <company>_verification_document.pdf, the name sanitized', async () => {
    const application = await createApplication(t.deps, {
      companyName: 'Acme/../"Resale"\r\nX: y',
      withDocument: true,
    })
    const response = await adminGet(`/api/admin/reseller-applications/${application.id}/document`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const disposition = response.headers.get('content-disposition')!
    expect(disposition).toMatch(/^attachment; filename="[^"/\\\r\n]*_verification_document\.pdf"/)
    expect(disposition).not.toMatch(/[\r\n]/)
    expect(disposition).not.toContain('/')
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-')

    const plain = await createApplication(t.deps, {
      companyName: 'Prime Resale',
      withDocument: true,
    })
    const named = await adminGet(`/api/admin/reseller-applications/${plain.id}/document`)
    expect(named.headers.get('content-disposition')).toContain(
      'filename="Prime Resale_verification_document.pdf"',
    )
  })
})

describe('approving an application without an account creates it (issue 13 item 7)', () => {
  const decide = (id: string, action: 'approve' | 'reject') =>
    adminPost(
      `/api/admin/reseller-applications/${id}/decision`,
      action === 'reject' ? { action, reason: 'Not a fit' } : { action },
    )

  test('a Reseller Hub application: user, profile, approved application and one mail whose temporary password signs in', async () => {
    const payload = applicationPayload({ contactName: 'Harper Hub' })
    const submitted = await postForm(t.app, '/api/reseller-applications', applicationForm(payload))
    expect(submitted.status).toBe(201)
    const { id } = await bodyOf<{ id: string }>(submitted)
    const before = await mailsTo(t.deps, payload.email)

    const response = await decide(id, 'approve')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const answer = await bodyOf<AccountAnswer & { mailStatus: string }>(response)
    expect(answer.temporaryPassword).toHaveLength(TEMP_PASSWORD_LENGTH)
    expect(answer.application).toMatchObject({ id, status: 'approved' })

    const row = await applicationById(t.deps, id)
    expect(row).toMatchObject({ status: 'approved', applicationStatus: 'approved' })
    expect(row!.userId).toBeTruthy()
    expect(row!.passwordSentAt).toBeInstanceOf(Date)
    expect(JSON.stringify(row)).not.toContain(answer.temporaryPassword)
    const [created] = await t.deps.db.select().from(user).where(eq(user.id, row!.userId!))
    expect(created).toMatchObject({
      email: payload.email.toLowerCase(),
      emailVerified: true,
      userRole: 'reseller',
      fullName: 'Harper Hub',
    })
    const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.id, created!.id))
    expect(profile).toMatchObject({ userRole: 'reseller', companyName: payload.companyName })

    // Exactly one new mail: the approval with the sign-in details, no promise of another.
    const after = await mailsTo(t.deps, payload.email)
    const added = after.slice(before.length)
    expect(added.map((m) => m.kind)).toEqual(['reseller_account_created'])
    expect(added[0]!.text).toContain('approved')
    expect(added[0]!.text).toContain(`Temporary password: ${answer.temporaryPassword}`)
    expect(added[0]!.text).toContain('/reseller/login')
    expect(added[0]!.text).not.toMatch(/separate e-?mail/i)

    // The applicant signs in with it straight away and reaches the reseller portal.
    const cookie = await signIn(t.app, {
      email: payload.email,
      password: answer.temporaryPassword,
    })
    const me = await bodyOf<{ user: { role: string } }>(await get(t.app, '/api/me', { cookie }))
    expect(me.user.role).toBe('reseller')
    // The lists never carry the password.
    const list = await adminGet(
      `/api/admin/reseller-applications/overview?search=${encodeURIComponent(payload.email)}`,
    )
    expect(await list.text()).not.toContain(answer.temporaryPassword)
  })

  test('a manual application is approved the same way', async () => {
    const application = await createApplication(t.deps, { companyName: 'Manual Approval Co' })
    const answer = await bodyOf<AccountAnswer>(await decide(application.id, 'approve'))
    expect(answer.temporaryPassword).toHaveLength(TEMP_PASSWORD_LENGTH)
    expect((await mailsTo(t.deps, application.email)).map((m) => m.kind)).toEqual([
      'reseller_account_created',
    ])
    await signIn(t.app, { email: application.email, password: answer.temporaryPassword })
  })

  test('when the account cannot be made (the address has a user) it is a 409 and nothing changes', async () => {
    const existing = await createUser(t.deps, 'brand')
    const application = await createApplication(t.deps, { email: existing.email.toUpperCase() })
    const response = await decide(application.id, 'approve')
    expect(response.status).toBe(409)
    expect(await bodyOf(response)).toMatchObject({
      code: 'USER_EXISTS',
      message: `A user with email ${existing.email} already exists in the system.`,
    })
    expect(await applicationById(t.deps, application.id)).toMatchObject({
      status: 'pending',
      applicationStatus: null,
      userId: null,
      passwordSentAt: null,
    })
    const users = await t.deps.db
      .select()
      .from(user)
      .where(eq(sql`lower(${user.email})`, existing.email))
    expect(users.map((u) => u.id)).toEqual([existing.id])
    expect(await mailsTo(t.deps, existing.email)).toEqual([])
    expect(await mailsTo(t.deps, application.email)).toEqual([])
    await signIn(t.app, existing)
    // Still pending: it can be rejected.
    expect((await decide(application.id, 'reject')).status).toBe(200)
  })

  test('an approval and a Create Account at once make one account and one mail', async () => {
    const application = await createApplication(t.deps)
    const answers = await Promise.all([
      decide(application.id, 'approve'),
      createAccount(application.id, 'race-pass-03'),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const users = await t.deps.db.select().from(user).where(eq(user.email, application.email))
    expect(users).toHaveLength(1)
    expect(await mailsTo(t.deps, application.email)).toHaveLength(1)
  })

  test('Request Account Access: the approved applicant gets a reset link; one approved before issue 13 is told to contact support, not "under review"', async () => {
    const application = await createApplication(t.deps)
    await decide(application.id, 'approve')
    await post(t.app, '/api/account-recovery', { email: application.email })
    await recoveryMailsSettled()
    expect((await mailsTo(t.deps, application.email)).map((m) => m.kind)).toEqual([
      'reseller_account_created',
      'password_reset',
    ])

    const legacy = await createApplication(t.deps, { status: 'approved' })
    await post(t.app, '/api/account-recovery', { email: legacy.email })
    await recoveryMailsSettled()
    const [mail, ...more] = await mailsTo(t.deps, legacy.email)
    expect(more).toEqual([])
    expect(mail).toMatchObject({
      kind: 'account_recovery_approved_without_account',
      subject: 'Your reseller application is approved',
    })
    expect(mail!.text).toContain(SUPPORT_EMAIL)
    expect(mail!.text).not.toContain('under review')
  })
})
