/**
 * The admin's own Settings (issue 16 item 8): the profile through /api/profiles/:id, the
 * password through better-auth's change-password with the spec's errors, and the admin's
 * sessions: only their own are listed, another user's session is 404, the others end on request.
 * The Forgot password link of /admin/login mails a reset link that leads back to the admin portal.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LOGIN_HISTORY_MESSAGES } from '#shared/brand-settings-texts.ts'
import { AUTH_MESSAGES, CHANGE_PASSWORD_MESSAGES } from '#shared/schemas/auth.ts'
import {
  cookieFrom,
  linkIn,
  mailsTo,
  signIn,
  signedInUser,
  type TestUser,
} from '#testing/factories.ts'
import { bodyOf, get, patch, post, send } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

type Session = TestUser & { cookie: string }
interface SessionRow {
  id: string
  current: boolean
  userAgent: string | null
  ipAddress: string | null
  lastActiveAt: string
}

const SESSIONS = '/api/admin/settings/sessions'
let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const newAdmin = (): Promise<Session> => signedInUser(t.deps, t.app, 'admin')
const list = async (cookie: string) =>
  (await bodyOf<{ sessions: SessionRow[] }>(await get(t.app, SESSIONS, { cookie }))).sessions
const whoAmI = (cookie: string | undefined) => get(t.app, SESSIONS, { cookie })

describe('profile', () => {
  test('an admin reads and renames their own profile; the session shows the new name', async () => {
    const admin = await newAdmin()
    const read = await get(t.app, `/api/profiles/${admin.id}`, { cookie: admin.cookie })
    expect(read.status).toBe(200)
    const saved = await patch(
      t.app,
      `/api/profiles/${admin.id}`,
      { fullName: '  Ada Operator ', companyName: 'Marketplace Ops' },
      { cookie: admin.cookie },
    )
    expect(saved.status).toBe(200)
    expect(await bodyOf(saved)).toMatchObject({
      profile: { fullName: 'Ada Operator', companyName: 'Marketplace Ops', userRole: 'admin' },
    })
    const session = await bodyOf<{ user: { fullName: string } | null }>(
      await get(t.app, '/api/me', { cookie: admin.cookie }),
    )
    expect(session.user?.fullName).toBe('Ada Operator')
  })

  test('a name under 2 characters gets the spec’s message', async () => {
    const admin = await newAdmin()
    const response = await patch(
      t.app,
      `/api/profiles/${admin.id}`,
      { fullName: 'A', companyName: 'Marketplace Ops' },
      { cookie: admin.cookie },
    )
    expect(response.status).toBe(400)
    expect(await bodyOf(response)).toMatchObject({
      message: 'Full name must be at least 2 characters.',
    })
  })
})

describe('password', () => {
  const change = (cookie: string, body: Record<string, unknown>) =>
    post(t.app, '/api/auth/change-password', body, { cookie })

  test('a wrong current password → “Current password is incorrect”; the password stays', async () => {
    const admin = await newAdmin()
    const response = await change(admin.cookie, {
      currentPassword: 'not-my-password',
      newPassword: 'a-new-password-1',
    })
    expect(response.status).toBe(400)
    expect(await bodyOf(response)).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: CHANGE_PASSWORD_MESSAGES.currentIncorrect,
    })
    await expect(signIn(t.app, admin)).resolves.toContain('session_token')
  })

  test('too short and unchanged passwords get their messages', async () => {
    const admin = await newAdmin()
    const short = await change(admin.cookie, {
      currentPassword: admin.password,
      newPassword: 'short12',
    })
    expect(short.status).toBe(400)
    expect(await bodyOf(short)).toMatchObject({ message: AUTH_MESSAGES.passwordMin })
    const same = await change(admin.cookie, {
      currentPassword: admin.password,
      newPassword: admin.password,
    })
    expect(same.status).toBe(400)
    expect(await bodyOf(same)).toMatchObject({ message: CHANGE_PASSWORD_MESSAGES.sameAsCurrent })
  })

  test('the right current password changes it and ends the other sessions', async () => {
    const admin = await newAdmin()
    const laptop = await signIn(t.app, admin)
    const response = await change(admin.cookie, {
      currentPassword: admin.password,
      newPassword: 'a-new-password-1',
      revokeOtherSessions: false,
    })
    expect(response.status).toBe(200)
    const fresh = cookieFrom(response)
    expect((await whoAmI(fresh)).status).toBe(200)
    // A new password ends every other session, whatever the request asked (server/auth.ts).
    expect((await whoAmI(laptop)).status).toBe(401)
    await expect(
      signIn(t.app, { email: admin.email, password: 'a-new-password-1' }),
    ).resolves.toContain('session_token')
  })
})

describe('sessions', () => {
  test('lists only the admin’s own sessions, this one marked, with device and address', async () => {
    const admin = await newAdmin()
    await signIn(t.app, admin, {
      headers: { 'user-agent': 'Mozilla/5.0 (Macintosh) Firefox/121.0' },
    })
    const other = await newAdmin()
    const rows = await list(admin.cookie)
    expect(rows).toHaveLength(2)
    expect(rows.filter((r) => r.current)).toHaveLength(1)
    expect(rows.some((r) => r.userAgent?.includes('Firefox/121.0'))).toBe(true)
    expect(rows.every((r) => r.ipAddress && r.lastActiveAt)).toBe(true)
    const othersRows = await list(other.cookie)
    expect(othersRows).toHaveLength(1)
    expect(rows.map((r) => r.id)).not.toContain(othersRows[0]!.id)
  })

  test('signs out one other session; another user’s session is 404; this one is refused', async () => {
    const admin = await newAdmin()
    const laptop = await signIn(t.app, admin, { headers: { 'user-agent': 'laptop' } })
    const rows = await list(admin.cookie)
    const laptopRow = rows.find((r) => r.userAgent === 'laptop')!
    const current = rows.find((r) => r.current)!

    // Another admin naming this admin's session: not theirs, so not found, and it lives on.
    const other = await newAdmin()
    const foreign = await send(t.app, 'DELETE', `${SESSIONS}/${laptopRow.id}`, {
      cookie: other.cookie,
    })
    expect(foreign.status).toBe(404)
    expect((await whoAmI(laptop)).status).toBe(200)

    const self = await send(t.app, 'DELETE', `${SESSIONS}/${current.id}`, { cookie: admin.cookie })
    expect(self.status).toBe(400)
    expect(await bodyOf(self)).toMatchObject({ message: LOGIN_HISTORY_MESSAGES.currentSession })

    const ok = await send(t.app, 'DELETE', `${SESSIONS}/${laptopRow.id}`, { cookie: admin.cookie })
    expect(await bodyOf(ok)).toEqual({ revoked: 1 })
    expect((await whoAmI(laptop)).status).toBe(401)
    expect((await whoAmI(admin.cookie)).status).toBe(200)
  })

  test('signs out every other session and keeps this one', async () => {
    const admin = await newAdmin()
    const phone = await signIn(t.app, admin)
    const tablet = await signIn(t.app, admin)
    const response = await post(t.app, `${SESSIONS}/revoke-others`, {}, { cookie: admin.cookie })
    expect(await bodyOf(response)).toEqual({ revoked: 2 })
    expect((await whoAmI(phone)).status).toBe(401)
    expect((await whoAmI(tablet)).status).toBe(401)
    expect((await list(admin.cookie)).map((r) => r.current)).toEqual([true])
  })

  test('brands and resellers cannot read the admin’s session list', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    expect((await get(t.app, SESSIONS, { cookie: brand.cookie })).status).toBe(403)
  })
})

describe('forgot password from /admin/login', () => {
  test('the mailed link returns to the admin flavour of the reset page', async () => {
    const admin = await newAdmin()
    const response = await post(t.app, '/api/auth/request-password-reset', {
      email: admin.email,
      redirectTo: '/reset-password/confirm?type=admin',
    })
    expect(response.status).toBe(200)
    const [mail] = await mailsTo(t.deps, admin.email)
    const link = linkIn(mail!, '/api/auth/reset-password/')
    expect(link.searchParams.get('callbackURL')).toBe('/reset-password/confirm?type=admin')
    const followed = await get(t.app, link.pathname + link.search)
    expect(followed.status).toBe(302)
    const target = new URL(followed.headers.get('location')!, 'http://x')
    expect(target.pathname).toBe('/reset-password/confirm')
    expect(target.searchParams.get('type')).toBe('admin')
    expect(target.searchParams.get('token')).toBeTruthy()
  })
})
