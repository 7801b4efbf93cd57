/**
 * Accounts from sign-up to sign-in (000 §4, §6, §8; DESIGN decision 2): the reseller approval
 * gate, brand e-mail verification, profiles, signup_disabled, admin invitations, the role
 * updater, Request Account Access (one answer for every address, the mail says the rest) and a
 * sign-up with an address that has an account (the owner is told by mail).
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ACCOUNT_NOTICE_MAIL_LIMIT, SUPPORT_EMAIL } from '#shared/constants.ts'
import { AUTH_SCREEN_MESSAGES, MESSAGES } from '#shared/messages.ts'
import { USERS_TEXTS } from '#shared/users-texts.ts'
import {
  brandEngagementEmails,
  profiles,
  resellerApplications,
  session as sessionTable,
  user as userTable,
} from '#server/db/schema/index.ts'
import { createApp } from '#server/app.ts'
import type { Mailer } from '#server/lib/mail/mailer.ts'
import { createUserProfile } from '#server/modules/accounts/create-user-profile.ts'
import { recoveryMailsSettled } from '#server/modules/accounts/send-account-recovery-mail.ts'
import {
  createReseller,
  createUser,
  linkIn,
  mailsTo,
  setResellerStatus,
  signIn,
  signUpBody,
  signedInUser,
  uniqueEmail,
  type TestUser,
} from '#testing/factories.ts'
import { bodyOf, get, patch, post } from '#testing/http.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '#testing/test-app.ts'

let testApp: TestApp
let admin: TestUser & { cookie: string }
/** The first admin's sign-up, made on the still empty installation. */
let bootstrap: { email: string; status: number; second: Response }

beforeAll(async () => {
  testApp = await createTestApp()
  // Runs before any admin exists: the very first admin needs no invitation, the next one does.
  const first = signUpBody('admin')
  const firstResponse = await post(testApp.app, '/api/auth/sign-up/email', first)
  const second = await post(testApp.app, '/api/auth/sign-up/email', signUpBody('admin'))
  bootstrap = { email: first.email, status: firstResponse.status, second }
  admin = await signedInUser(testApp.deps, testApp.app, 'admin')
})

afterAll(async () => {
  await testApp?.close()
})

const signUp = (body: Record<string, unknown>) => post(testApp.app, '/api/auth/sign-up/email', body)
const signInAttempt = (email: string, password: string) =>
  post(testApp.app, '/api/auth/sign-in/email', { email, password })

async function profileOf(email: string) {
  const [row] = await testApp.deps.db
    .select()
    .from(profiles)
    .where(eq(profiles.email, email.toLowerCase()))
  return row
}

async function applicationOf(userId: string) {
  const [row] = await testApp.deps.db
    .select()
    .from(resellerApplications)
    .where(eq(resellerApplications.userId, userId))
  return row
}

const decide = (id: string, action: 'approve' | 'reject') =>
  post(
    testApp.app,
    `/api/admin/reseller-applications/${id}/decision`,
    action === 'reject' ? { action, reason: 'Not a fit' } : { action },
    { cookie: admin.cookie },
  )

describe('reseller sign-up and the approval gate (000 §4)', () => {
  test('sign-up creates a profile and a pending application and sends the received mail', async () => {
    const body = signUpBody('reseller', { email: uniqueEmail('Reseller').replace('r', 'R') })
    const response = await signUp(body)
    expect(response.status).toBe(200)
    const profile = await profileOf(body.email)
    expect(profile).toMatchObject({
      email: body.email.toLowerCase(),
      userRole: 'reseller',
      fullName: body.fullName,
      companyName: body.companyName,
    })
    expect(await applicationOf(profile!.id)).toMatchObject({
      status: 'pending_approval',
      email: body.email.toLowerCase(),
      companyName: body.companyName,
    })
    const mails = await mailsTo(testApp.deps, body.email.toLowerCase())
    expect(mails.map((m) => m.kind)).toEqual(['reseller_application_received'])
    expect(mails[0]!.subject).toBe('We received your reseller application')
  })

  test('a pending reseller cannot sign in; once approved, they can', async () => {
    const body = signUpBody('reseller')
    await signUp(body)
    const pending = await signInAttempt(body.email, body.password)
    expect(pending.status).toBe(403)
    expect(await bodyOf(pending)).toEqual({
      code: 'RESELLER_PENDING_APPROVAL',
      title: 'Account Pending Approval',
      message: MESSAGES.resellerPending.message,
    })
    expect(pending.headers.getSetCookie().join()).not.toContain('session_token=')

    const profile = await profileOf(body.email)
    const application = await applicationOf(profile!.id)
    const decided = await decide(application!.id, 'approve')
    expect(decided.status).toBe(200)
    expect(await bodyOf(decided)).toMatchObject({ application: { status: 'approved' } })
    expect((await mailsTo(testApp.deps, body.email)).map((m) => m.kind)).toContain(
      'reseller_approve',
    )

    const cookie = await signIn(testApp.app, body)
    const me = await bodyOf(await get(testApp.app, '/api/me', { cookie }))
    expect(me).toMatchObject({ user: { role: 'reseller', resellerStatus: 'approved' } })

    // 001 §4.1: a decided application cannot be decided again.
    expect((await decide(application!.id, 'reject')).status).toBe(409)
  })

  test('a rejected reseller is told so', async () => {
    const body = signUpBody('reseller')
    await signUp(body)
    const application = await applicationOf((await profileOf(body.email))!.id)
    expect((await decide(application!.id, 'reject')).status).toBe(200)
    const response = await signInAttempt(body.email, body.password)
    expect(response.status).toBe(403)
    expect(await bodyOf(response)).toEqual({
      code: 'RESELLER_REJECTED',
      message:
        'Your reseller application has been rejected. Please contact support for more information.',
    })
  })

  test.each(['pending', 'pending_approval'] as const)(
    'status %s blocks sign-in too',
    async (status) => {
      const reseller = await createReseller(testApp.deps, status)
      const response = await signInAttempt(reseller.email, reseller.password)
      expect(response.status).toBe(403)
      expect(await bodyOf(response)).toMatchObject({ code: 'RESELLER_PENDING_APPROVAL' })
    },
  )

  test('a wrong password of a pending reseller is just a wrong password', async () => {
    const reseller = await createReseller(testApp.deps, 'pending_approval')
    const response = await signInAttempt(reseller.email, 'not-the-password')
    expect(response.status).toBe(401)
  })

  test('a reseller without an application (legacy account) signs in', async () => {
    const reseller = await createReseller(testApp.deps, 'approved')
    await testApp.deps.db
      .delete(resellerApplications)
      .where(eq(resellerApplications.userId, reseller.id))
    const cookie = await signIn(testApp.app, reseller)
    expect(await bodyOf(await get(testApp.app, '/api/me', { cookie }))).toMatchObject({
      user: { role: 'reseller', resellerStatus: null },
    })
  })

  test.each(['rejected', 'pending'] as const)(
    'a signed-in reseller whose application becomes %s is signed out at once',
    async (status) => {
      const reseller = await createReseller(testApp.deps, 'approved')
      const cookie = await signIn(testApp.app, reseller)
      expect((await get(testApp.app, '/api/role-updater/role', { cookie })).status).toBe(200)
      await setResellerStatus(testApp.deps, reseller.id, status)
      // Even better-auth's own get-session does not hand the session back.
      expect(await bodyOf(await get(testApp.app, '/api/auth/get-session', { cookie }))).toBeNull()
      expect((await get(testApp.app, '/api/role-updater/role', { cookie })).status).toBe(401)
      const sessions = await testApp.deps.db
        .select()
        .from(sessionTable)
        .where(eq(sessionTable.userId, reseller.id))
      expect(sessions).toEqual([])
    },
  )
})

describe('brand sign-up and e-mail verification', () => {
  test('an unverified brand cannot sign in until it opens the e-mailed link', async () => {
    const body = signUpBody('brand')
    expect((await signUp(body)).status).toBe(200)
    const mails = await mailsTo(testApp.deps, body.email)
    expect(mails.map((m) => m.kind)).toEqual(['email_verification'])

    const unverified = await signInAttempt(body.email, body.password)
    expect(unverified.status).toBe(403)
    expect(await bodyOf(unverified)).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please check your email and click the confirmation link before logging in.',
    })

    const link = linkIn(mails[0]!, '/api/auth/verify-email')
    expect(link.origin).toBe(TEST_ORIGIN)
    const opened = await get(testApp.app, link.pathname + link.search)
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe('/brand/login?verified=1')
    // Verifying does not sign in (autoSignInAfterVerification is off).
    expect(opened.headers.getSetCookie().join()).not.toContain('session_token=')

    const cookie = await signIn(testApp.app, body)
    expect(await bodyOf(await get(testApp.app, '/api/me', { cookie }))).toMatchObject({
      user: { role: 'brand', emailVerified: true },
    })
  })

  test('a brand sign-up marks its engagement row as signed up (000 §4)', async () => {
    const email = uniqueEmail('engaged')
    const db = testApp.deps.db
    const [row] = await db
      .insert(brandEngagementEmails)
      .values({ brandEmail: email, brandSignedUp: false })
      .returning()
    // Another address's row must stay as it is.
    const [other] = await db
      .insert(brandEngagementEmails)
      .values({ brandEmail: uniqueEmail('not-engaged'), brandSignedUp: false })
      .returning()
    expect((await signUp(signUpBody('brand', { email: email.toUpperCase() }))).status).toBe(200)
    const [after] = await db
      .select()
      .from(brandEngagementEmails)
      .where(eq(brandEngagementEmails.id, row!.id))
    expect(after!.brandSignedUp).toBe(true)
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.updatedAt.getTime())
    const [untouched] = await db
      .select()
      .from(brandEngagementEmails)
      .where(eq(brandEngagementEmails.id, other!.id))
    expect(untouched!.brandSignedUp).toBe(false)
  })

  test('a reseller sign-up does not mark an engagement row', async () => {
    const email = uniqueEmail('reseller-engaged')
    await testApp.deps.db.insert(brandEngagementEmails).values({ brandEmail: email })
    await signUp(signUpBody('reseller', { email }))
    const [row] = await testApp.deps.db
      .select()
      .from(brandEngagementEmails)
      .where(eq(brandEngagementEmails.brandEmail, email))
    expect(row!.brandSignedUp).toBe(false)
  })

  test('signing up an e-mail again, in any case, changes nothing and reveals nothing', async () => {
    const brand = await createUser(testApp.deps, 'brand')
    // better-auth answers a duplicate like a new sign-up (autoSignIn off), so that sign-up
    // cannot be used to find out who has an account.
    const again = await signUp(
      signUpBody('reseller', { email: brand.email.toUpperCase(), password: 'another-password-1' }),
    )
    expect(again.status).toBe(200)
    // The owner hears of it, with the way into their own portal (issue 12).
    const [mail, ...more] = await mailsTo(testApp.deps, brand.email)
    expect(more).toEqual([])
    expect(mail).toMatchObject({
      kind: 'sign_up_attempt',
      subject: 'Someone tried to sign up with your email address',
    })
    expect(linkIn(mail!, '/brand/login').origin).toBe(TEST_ORIGIN)
    expect(linkIn(mail!, '/reset-password').search).toBe('?type=brand')
    const users = await testApp.deps.db
      .select()
      .from(userTable)
      .where(eq(userTable.email, brand.email))
    expect(users).toHaveLength(1)
    expect(await profileOf(brand.email)).toMatchObject({ userRole: 'brand' })
    expect(await applicationOf(brand.id)).toBeUndefined()
    await signIn(testApp.app, brand)
    expect((await signInAttempt(brand.email, 'another-password-1')).status).toBe(401)
  })
})

describe('signing up with an address that has an account (issue 12)', () => {
  /** The answer's shape: its keys, and the type of each value, all the way down. */
  const shapeOf = (value: unknown): unknown =>
    value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, v]) => [key, shapeOf(v)]),
        )
      : value === null
        ? null
        : typeof value

  test('the second sign-up answers like the first, and the owner is told by mail', async () => {
    const body = signUpBody('reseller')
    const first = await signUp(body)
    const second = await signUp({ ...body, password: 'another-password-2', name: 'Someone Else' })
    expect([first.status, second.status]).toEqual([200, 200])
    const [firstBody, secondBody] = [await bodyOf(first), await bodyOf(second)]
    expect(shapeOf(secondBody)).toEqual(shapeOf(firstBody))
    expect(secondBody).toMatchObject({ token: null, user: { email: body.email } })

    const mails = await mailsTo(testApp.deps, body.email)
    expect(mails.map((m) => m.kind)).toEqual(['reseller_application_received', 'sign_up_attempt'])
    expect(mails[1]!.text).toContain(body.fullName)
    expect(linkIn(mails[1]!, '/reseller/login').pathname).toBe('/reseller/login')
    expect(linkIn(mails[1]!, '/reset-password').search).toBe('?type=reseller')
    // Nothing about the attempt reaches the answer.
    expect(JSON.stringify(secondBody)).not.toContain(mails[1]!.id)
  })

  test('a brand-new sign-up does not get that mail', async () => {
    for (const role of ['reseller', 'brand'] as const) {
      const body = signUpBody(role)
      expect((await signUp(body)).status).toBe(200)
      const kinds = (await mailsTo(testApp.deps, body.email)).map((m) => m.kind)
      expect(kinds).not.toContain('sign_up_attempt')
      expect(kinds).toHaveLength(1)
    }
  })
})

describe('profiles (create_user_profile, 000 §4)', () => {
  test('sign-up metadata becomes the profile', async () => {
    const body = signUpBody('brand', { fullName: 'Morgan Maker', companyName: 'Maker Goods' })
    await signUp(body)
    expect(await profileOf(body.email)).toMatchObject({
      userRole: 'brand',
      fullName: 'Morgan Maker',
      companyName: 'Maker Goods',
    })
  })

  test('defaults: role reseller, full name from the e-mail, company from the full name', async () => {
    const [created] = await testApp.deps.db
      .insert(userTable)
      .values({ id: crypto.randomUUID(), name: 'x', email: uniqueEmail('jane.doe') })
      .returning()
    const profile = await createUserProfile(testApp.deps.db, {
      userId: created!.id,
      email: created!.email,
    })
    const local = created!.email.split('@')[0]
    expect(profile).toMatchObject({
      userRole: 'reseller',
      fullName: local,
      companyName: `${local}'s Company`,
    })
  })

  test('an existing profile keeps its role and fills only what is missing', async () => {
    const brand = await createUser(testApp.deps, 'brand')
    await testApp.deps.db
      .update(profiles)
      .set({ companyName: null })
      .where(eq(profiles.id, brand.id))
    const profile = await createUserProfile(testApp.deps.db, {
      userId: brand.id,
      email: brand.email,
      fullName: 'Other Name',
      role: 'reseller',
    })
    expect(profile).toMatchObject({
      userRole: 'brand',
      fullName: brand.fullName,
      companyName: "Other Name's Company",
    })
  })
})

describe('signup_disabled (000 §8)', () => {
  test('an admin can turn sign-up off and on again', async () => {
    const set = (signupDisabled: boolean) =>
      patch(testApp.app, '/api/admin/settings', { signupDisabled }, { cookie: admin.cookie })
    try {
      expect(await bodyOf(await set(true))).toEqual({ signupDisabled: true })
      expect(
        await bodyOf(await get(testApp.app, '/api/admin/settings', { cookie: admin.cookie })),
      ).toEqual({ signupDisabled: true })
      for (const role of ['reseller', 'brand'] as const) {
        const response = await signUp(signUpBody(role))
        expect(response.status).toBe(403)
        expect(await bodyOf(response)).toEqual({
          code: 'SIGNUP_DISABLED',
          message: 'Account creation is currently disabled. Please contact support.',
        })
      }
      // Existing accounts still sign in.
      const brand = await createUser(testApp.deps, 'brand')
      await signIn(testApp.app, brand)
    } finally {
      await set(false)
    }
    expect((await signUp(signUpBody('brand'))).status).toBe(200)
  })
})

describe('admin accounts (DESIGN decision 2)', () => {
  test('the first admin of an empty installation needs no invitation; the next one does', async () => {
    expect(bootstrap.status).toBe(200)
    expect(await profileOf(bootstrap.email)).toMatchObject({ userRole: 'admin' })
    expect(bootstrap.second.status).toBe(403)
    expect(await bodyOf(bootstrap.second)).toEqual({
      code: 'INVITATION_REQUIRED',
      message: MESSAGES.invitationRequired,
    })
  })

  test('without an invitation no one signs up as admin', async () => {
    const body = signUpBody('admin')
    const response = await signUp(body)
    expect(response.status).toBe(403)
    expect(await bodyOf(response)).toMatchObject({ code: 'INVITATION_REQUIRED' })
    expect(await profileOf(body.email)).toBeUndefined()
  })

  test('an invitation admits its invitee once', async () => {
    const email = uniqueEmail('invitee')
    const invited = await post(
      testApp.app,
      '/api/admin/invitations',
      { email },
      { cookie: admin.cookie },
    )
    expect(invited.status).toBe(200)
    const { url } = await bodyOf<{ url: string }>(invited)
    const link = new URL(url)
    expect(link.pathname).toBe('/admin/signup')
    const inviteToken = link.searchParams.get('invite')!
    const [mail] = await mailsTo(testApp.deps, email)
    expect(mail).toMatchObject({ kind: 'admin_invitation' })
    expect(mail!.text).toContain(url)

    // Someone else cannot use it.
    const stranger = await signUp(signUpBody('admin', { inviteToken }))
    expect(stranger.status).toBe(403)
    expect(await bodyOf(stranger)).toMatchObject({ code: 'INVITATION_INVALID' })
    // A forged token does not work either.
    const forged = await signUp(signUpBody('admin', { email, inviteToken: `${inviteToken}x` }))
    expect(await bodyOf(forged)).toMatchObject({ code: 'INVITATION_INVALID' })

    const body = signUpBody('admin', { email, inviteToken })
    expect((await signUp(body)).status).toBe(200)
    expect(await profileOf(email)).toMatchObject({ userRole: 'admin' })

    // An admin confirms the address like a brand does, then signs in.
    const verify = linkIn(
      (await mailsTo(testApp.deps, email)).find((m) => m.kind === 'email_verification')!,
      '/api/auth/verify-email',
    )
    expect((await signInAttempt(email, body.password)).status).toBe(403)
    expect((await get(testApp.app, verify.pathname + verify.search)).headers.get('location')).toBe(
      '/admin/login?verified=1',
    )
    const cookie = await signIn(testApp.app, body)
    expect((await get(testApp.app, '/api/admin/settings', { cookie })).status).toBe(200)

    // Used once: the same invitation cannot make a second admin.
    const reused = await signUp(signUpBody('admin', { email, inviteToken }))
    expect(reused.status).toBe(403)
    const secondEmail = uniqueEmail('invitee-again')
    const reusedOther = await signUp(signUpBody('admin', { email: secondEmail, inviteToken }))
    expect(reusedOther.status).toBe(403)
    expect(await profileOf(secondEmail)).toBeUndefined()
  })

  test('sign-up with userRole admin is the only way in: other fields cannot grant it', async () => {
    const body = signUpBody('reseller', { role: 'admin', user_role: 'admin', isAdmin: true })
    expect((await signUp(body)).status).toBe(200)
    expect(await profileOf(body.email)).toMatchObject({ userRole: 'reseller' })
    const [row] = await testApp.deps.db
      .select({ userRole: userTable.userRole })
      .from(userTable)
      .where(eq(userTable.email, body.email))
    expect(row!.userRole).toBe('reseller')

    const unknownRole = await signUp(signUpBody('reseller', { userRole: 'superadmin' }))
    expect(unknownRole.status).toBe(400)
  })

  test('a profile update cannot change the role', async () => {
    const brand = await signedInUser(testApp.deps, testApp.app, 'brand')
    const response = await patch(
      testApp.app,
      `/api/profiles/${brand.id}`,
      { fullName: 'Blake Brand', companyName: 'Northwind', userRole: 'admin', user_role: 'admin' },
      { cookie: brand.cookie },
    )
    expect(response.status).toBe(200)
    expect(await profileOf(brand.email)).toMatchObject({ userRole: 'brand' })
    expect((await get(testApp.app, '/api/admin/settings', { cookie: brand.cookie })).status).toBe(
      403,
    )
  })

  test('the role updater: an admin makes an existing profile admin by e-mail', async () => {
    const brand = await signedInUser(testApp.deps, testApp.app, 'brand')
    expect(
      await bodyOf(await get(testApp.app, '/api/role-updater/role', { cookie: brand.cookie })),
    ).toEqual({ email: brand.email, role: 'brand' })

    // A brand cannot make itself admin (the spec's permission gap, closed).
    const self = await post(
      testApp.app,
      '/api/role-updater/promote',
      { email: brand.email, password: brand.password },
      { cookie: brand.cookie },
    )
    expect(self.status).toBe(403)

    // Issue 16 item 3: the acting admin's own password, checked; none or a wrong one changes nothing.
    const noPassword = await post(
      testApp.app,
      '/api/role-updater/promote',
      { email: brand.email },
      { cookie: admin.cookie },
    )
    expect(noPassword.status).toBe(400)
    expect(await bodyOf(noPassword)).toMatchObject({ message: USERS_TEXTS.rolePasswordRequired })
    const wrong = await post(
      testApp.app,
      '/api/role-updater/promote',
      { email: brand.email, password: 'not-my-password' },
      { cookie: admin.cookie },
    )
    expect(wrong.status).toBe(403)
    expect(await bodyOf(wrong)).toMatchObject({ message: USERS_TEXTS.rolePasswordWrong })
    expect(
      await bodyOf(await get(testApp.app, '/api/role-updater/role', { cookie: brand.cookie })),
    ).toEqual({ email: brand.email, role: 'brand' })

    const promoted = await post(
      testApp.app,
      '/api/role-updater/promote',
      { email: `  ${brand.email.toUpperCase()}  `.trim(), password: admin.password },
      { cookie: admin.cookie },
    )
    expect(promoted.status).toBe(200)
    expect(await bodyOf(promoted)).toMatchObject({
      profile: { email: brand.email, userRole: 'admin' },
    })
    // The profile overrides the sign-up metadata (000 §4), at once.
    expect(
      await bodyOf(await get(testApp.app, '/api/role-updater/role', { cookie: brand.cookie })),
    ).toEqual({ email: brand.email, role: 'admin' })
    expect((await get(testApp.app, '/api/admin/settings', { cookie: brand.cookie })).status).toBe(
      200,
    )
  })
})

describe('Request Account Access (000 §7 call 12; issue 12)', () => {
  const recover = (email: string, ip?: string) =>
    post(testApp.app, '/api/account-recovery', { email }, ip ? { ip } : {})

  /** The only mail `email` got, once the recovery mails started so far are done. */
  async function onlyMailTo(email: string) {
    await recoveryMailsSettled()
    const mails = await mailsTo(testApp.deps, email)
    expect(mails).toHaveLength(1)
    return mails[0]!
  }

  test('every address gets the same answer, byte for byte; the mail carries the difference', async () => {
    const pendingApplicant = uniqueEmail('applicant')
    await testApp.deps.db
      .insert(resellerApplications)
      .values({ email: pendingApplicant, companyName: 'Applicant Co', status: 'pending' })
    const rejectedApplicant = uniqueEmail('rejected-applicant')
    await testApp.deps.db
      .insert(resellerApplications)
      .values({ email: rejectedApplicant, companyName: 'Declined Co', status: 'rejected' })
    const addresses = {
      admin: (await createUser(testApp.deps, 'admin')).email,
      brand: (await createUser(testApp.deps, 'brand')).email,
      reseller: (await createReseller(testApp.deps, 'approved')).email,
      pendingReseller: (await createReseller(testApp.deps, 'pending_approval')).email,
      rejectedReseller: (await createReseller(testApp.deps, 'rejected')).email,
      pendingApplicant,
      rejectedApplicant,
      unknown: uniqueEmail('unknown'),
    }

    const answers = new Set<string>()
    for (const email of Object.values(addresses)) {
      const response = await recover(email.toUpperCase())
      expect(response.status).toBe(200)
      answers.add(
        JSON.stringify([
          response.headers.get('content-type'),
          response.headers.get('content-length'),
          await response.text(),
        ]),
      )
    }
    expect(answers.size).toBe(1)
    expect(JSON.parse(JSON.parse([...answers][0]!)[2])).toEqual({
      success: true,
      status: 'email_sent',
      action: 'check_email',
      message: AUTH_SCREEN_MESSAGES.recoverySent,
    })

    // An admin or a brand is sent to its own portal, never a reset link from this screen.
    const adminMail = await onlyMailTo(addresses.admin)
    expect(adminMail).toMatchObject({
      kind: 'account_recovery_portal',
      subject: 'Sign in on the Admin Console',
    })
    expect(linkIn(adminMail, '/admin/login').origin).toBe(TEST_ORIGIN)
    expect(linkIn(adminMail, '/reset-password').search).toBe('?type=admin')
    expect(adminMail.text).not.toContain('/api/auth/reset-password/')
    const brandMail = await onlyMailTo(addresses.brand)
    expect(brandMail).toMatchObject({ kind: 'account_recovery_portal' })
    expect(linkIn(brandMail, '/brand/login').pathname).toBe('/brand/login')
    expect(linkIn(brandMail, '/reset-password').search).toBe('?type=brand')
    expect(brandMail.text).not.toContain('/api/auth/reset-password/')

    // An active reseller gets the reset link.
    const resetMail = await onlyMailTo(addresses.reseller)
    expect(resetMail.kind).toBe('password_reset')
    const link = linkIn(resetMail, '/api/auth/reset-password/')
    expect(link.searchParams.get('callbackURL')).toBe('/reset-password/confirm')

    for (const email of [addresses.pendingReseller, addresses.pendingApplicant]) {
      expect(await onlyMailTo(email)).toMatchObject({
        kind: 'account_recovery_pending',
        subject: 'Your reseller application is under review',
      })
    }
    for (const email of [addresses.rejectedReseller, addresses.rejectedApplicant]) {
      const mail = await onlyMailTo(email)
      expect(mail).toMatchObject({ kind: 'account_recovery_rejected' })
      expect(mail.text).toContain(SUPPORT_EMAIL)
    }

    const unknownMail = await onlyMailTo(addresses.unknown)
    expect(unknownMail).toMatchObject({
      kind: 'account_recovery_unknown',
      subject: 'No reseller account for this email address',
    })
    expect(linkIn(unknownMail, '/reseller-hub').pathname).toBe('/reseller-hub')
  })

  test('the answer does not wait for the lookup or the mail', async () => {
    // A mailer that holds every mail until released: the answer must come without it.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const mailer: Mailer = {
      ...testApp.deps.mailer,
      send: async (message) => {
        await held
        return testApp.deps.mailer.send(message)
      },
    }
    const app = createApp({ ...testApp.deps, mailer })
    const email = uniqueEmail('held')
    const response = await post(app, '/api/account-recovery', { email })
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toMatchObject({ action: 'check_email' })
    expect(await mailsTo(testApp.deps, email)).toEqual([])
    release()
    await recoveryMailsSettled()
    expect((await mailsTo(testApp.deps, email)).map((m) => m.kind)).toEqual([
      'account_recovery_unknown',
    ])
  })

  test('one address gets at most 5 notices an hour, however many senders ask', async () => {
    const email = uniqueEmail('flooded')
    for (let i = 0; i < ACCOUNT_NOTICE_MAIL_LIMIT.max + 2; i++) {
      expect((await recover(email)).status).toBe(200)
    }
    await recoveryMailsSettled()
    expect(await mailsTo(testApp.deps, email)).toHaveLength(ACCOUNT_NOTICE_MAIL_LIMIT.max)
  })

  test('too many requests from one address are refused with the spec’s text', async () => {
    const ip = '10.77.0.1'
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 4; i++) {
      last = await recover(uniqueEmail('flood'), ip)
      statuses.push(last.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    expect(await bodyOf(last!)).toEqual({
      code: 'RATE_LIMITED',
      message: MESSAGES.reset.rateLimited,
    })
  })
})

describe('admin decisions', () => {
  test('an unknown application is 404', async () => {
    const response = await decide(crypto.randomUUID(), 'approve')
    expect(response.status).toBe(404)
    expect(await bodyOf(response)).toMatchObject({ message: 'Application not found' })
  })

  test('approving confirms the reseller’s e-mail', async () => {
    const body = signUpBody('reseller')
    await signUp(body)
    const profile = await profileOf(body.email)
    const application = await applicationOf(profile!.id)
    await decide(application!.id, 'approve')
    const [row] = await testApp.deps.db
      .select({ emailVerified: userTable.emailVerified })
      .from(userTable)
      .where(eq(userTable.id, profile!.id))
    expect(row!.emailVerified).toBe(true)
  })
})
