/**
 * User Management: list and search, role changes that keep user.user_role and
 * profiles.user_role in step, bans that block sign-in and end sessions at once, and the
 * refusals on one's own account.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LOGIN_RATE_LIMIT } from '#shared/constants.ts'
import type { AdminUserRow } from '#shared/schemas/users.ts'
import { USER_CODES, USERS_TEXTS } from '#shared/users-texts.ts'
import { auditLog, profiles, session, user } from '#server/db/schema/index.ts'
import { createUser, signIn, uniqueEmail, type TestUser } from '#testing/factories.ts'
import { bodyOf, freshAddress, get, patch, post } from '#testing/http.ts'
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

async function list(query = '') {
  const response = await get(t.app, `/api/admin/users${query}`, { cookie })
  expect(response.status).toBe(200)
  return bodyOf<{
    users: AdminUserRow[]
    total: number
    page: number
    pageSize: number
    pages: number
  }>(response)
}

async function roles(id: string) {
  const [u] = await t.deps.db.select({ role: user.userRole }).from(user).where(eq(user.id, id))
  const [p] = await t.deps.db
    .select({ role: profiles.userRole })
    .from(profiles)
    .where(eq(profiles.id, id))
  return { user: u?.role, profile: p?.role }
}

describe('list and search', () => {
  test('finds users by name, e-mail and company, filters by role, and pages', async () => {
    const tag = Math.random().toString(36).slice(2, 8)
    const brand = await createUser(t.deps, 'brand', { companyName: `Zephyr ${tag} Goods` })
    const reseller = await createUser(t.deps, 'reseller', { fullName: `Quinn ${tag}` })
    await createUser(t.deps, 'reseller', { email: uniqueEmail(`mail${tag}`) })

    const all = await list(`?search=${tag}`)
    expect(all.total).toBe(3)
    expect(all.users).toHaveLength(3)
    const row = all.users.find((u) => u.id === brand.id)!
    expect(row).toMatchObject({
      email: brand.email,
      companyName: brand.companyName,
      role: 'brand',
      banned: false,
      emailVerified: true,
    })

    const resellers = await list(`?search=${tag}&role=reseller`)
    expect(resellers.users.map((u) => u.role)).toEqual(['reseller', 'reseller'])
    expect((await list(`?search=Quinn%20${tag}`)).users.map((u) => u.id)).toEqual([reseller.id])

    const first = await list(`?search=${tag}&limit=2`)
    const second = await list(`?search=${tag}&limit=2&offset=2`)
    expect(first.users).toHaveLength(2)
    expect(second.users).toHaveLength(1)
    expect(second.total).toBe(3)
    expect(new Set([...first.users, ...second.users].map((u) => u.id)).size).toBe(3)
    expect((await list(`?search=${tag}&offset=10`)).total).toBe(3)

    // Issue 16: pages by number and size, with the page, size and page count in the answer.
    const page1 = await list(`?search=${tag}&page=1&pageSize=2`)
    const page2 = await list(`?search=${tag}&page=2&pageSize=2`)
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2, pages: 2 })
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2, pages: 2 })
    expect(page2.users.map((u) => u.id)).toEqual(second.users.map((u) => u.id))
    expect(await list(`?search=${tag}`)).toMatchObject({ page: 1, pageSize: 25, pages: 1 })
  })

  test('% and _ in a search are plain characters', async () => {
    await createUser(t.deps, 'brand', { companyName: 'Hundred_Percent% Co' })
    const found = await list(`?search=${encodeURIComponent('_Percent%')}`)
    expect(found.users.map((u) => u.companyName)).toEqual(['Hundred_Percent% Co'])
    expect((await list(`?search=${encodeURIComponent('%%%_')}`)).users).toEqual([])
  })

  test('bad filters answer 400', async () => {
    expect((await get(t.app, '/api/admin/users?role=owner', { cookie })).status).toBe(400)
    expect((await get(t.app, '/api/admin/users?limit=0', { cookie })).status).toBe(400)
    for (const query of ['page=0', 'page=x', 'pageSize=0', 'pageSize=101', 'page=100001']) {
      expect((await get(t.app, `/api/admin/users?${query}`, { cookie })).status, query).toBe(400)
    }
  })
})

describe('role changes', () => {
  test('change user and profile together, and take effect on the next request', async () => {
    const target = await createUser(t.deps, 'brand')
    const targetCookie = await signIn(t.app, target)
    expect((await get(t.app, '/api/admin/users', { cookie: targetCookie })).status).toBe(403)

    const response = await patch(
      t.app,
      `/api/admin/users/${target.id}/role`,
      { role: 'admin', password: admin.password },
      { cookie },
    )
    expect(response.status).toBe(200)
    expect(await roles(target.id)).toEqual({ user: 'admin', profile: 'admin' })
    expect((await get(t.app, '/api/admin/users', { cookie: targetCookie })).status).toBe(200)

    await patch(t.app, `/api/admin/users/${target.id}/role`, { role: 'reseller' }, { cookie })
    expect(await roles(target.id)).toEqual({ user: 'reseller', profile: 'reseller' })
    const [row] = (await list(`?search=${encodeURIComponent(target.email)}`)).users
    expect(row!.role).toBe('reseller')
  })

  test("a promotion to admin needs the acting admin's own password (issue 16 item 3)", async () => {
    const target = await createUser(t.deps, 'brand')
    const path = `/api/admin/users/${target.id}/role`
    const ip = freshAddress()

    const missing = await patch(t.app, path, { role: 'admin' }, { cookie, ip })
    expect(missing.status).toBe(400)
    expect(await bodyOf(missing)).toMatchObject({
      message: USERS_TEXTS.rolePasswordRequired,
      issues: [{ path: 'password', message: USERS_TEXTS.rolePasswordRequired }],
    })
    expect((await patch(t.app, path, { role: 'admin', password: '' }, { cookie, ip })).status).toBe(
      400,
    )

    // The target's password is not the admin's: only the acting admin's own one confirms.
    for (const password of ['not-my-password', target.password]) {
      const wrong = await patch(t.app, path, { role: 'admin', password }, { cookie, ip })
      expect(wrong.status).toBe(403)
      expect(await bodyOf(wrong)).toMatchObject({ message: USERS_TEXTS.rolePasswordWrong })
    }
    expect(await roles(target.id)).toEqual({ user: 'brand', profile: 'brand' })

    const right = await patch(
      t.app,
      path,
      { role: 'admin', password: admin.password },
      {
        cookie,
        ip,
      },
    )
    expect(right.status).toBe(200)
    expect(await bodyOf(right)).toEqual({ user: { id: target.id, role: 'admin' } })
    expect(await roles(target.id)).toEqual({ user: 'admin', profile: 'admin' })

    // Recorded, and never with the password.
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, target.id), eq(auditLog.action, 'user.role_changed')))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ before: { role: 'brand' }, after: { role: 'admin' } })
    expect(JSON.stringify(entries)).not.toContain(admin.password)

    // A demotion needs none.
    const demoted = await patch(t.app, path, { role: 'reseller' }, { cookie, ip })
    expect(demoted.status).toBe(200)
    expect(await roles(target.id)).toEqual({ user: 'reseller', profile: 'reseller' })
  })

  test('wrong passwords count against the sign-in limiter: no guessing through this route', async () => {
    const actor = await createUser(t.deps, 'admin')
    const actorCookie = await signIn(t.app, actor)
    const target = await createUser(t.deps, 'brand')
    const path = `/api/admin/users/${target.id}/role`
    const ip = freshAddress()
    for (let i = 0; i < LOGIN_RATE_LIMIT.max; i++) {
      const wrong = await patch(
        t.app,
        path,
        { role: 'admin', password: `guess-${i}` },
        {
          cookie: actorCookie,
          ip,
        },
      )
      expect(wrong.status).toBe(403)
    }
    // Even the right password waits now, here and at the sign-in form from that address.
    const limited = await patch(
      t.app,
      path,
      { role: 'admin', password: actor.password },
      {
        cookie: actorCookie,
        ip,
      },
    )
    expect(limited.status).toBe(429)
    const signInLimited = await post(
      t.app,
      '/api/auth/sign-in/email',
      { email: actor.email, password: actor.password },
      { ip },
    )
    expect(signInLimited.status).toBe(429)
    expect(await roles(target.id)).toEqual({ user: 'brand', profile: 'brand' })

    // A right password gives its unit back: confirming does not use up the budget.
    const other = freshAddress()
    for (let i = 0; i < LOGIN_RATE_LIMIT.max + 1; i++) {
      const ok = await patch(
        t.app,
        path,
        { role: i % 2 === 0 ? 'admin' : 'brand', password: actor.password },
        { cookie: actorCookie, ip: other },
      )
      expect(ok.status).toBe(200)
    }
  })

  test('a user without a profile gets one with the new role', async () => {
    const target = await createUser(t.deps, 'brand')
    await t.deps.db.delete(profiles).where(eq(profiles.id, target.id))
    await patch(t.app, `/api/admin/users/${target.id}/role`, { role: 'reseller' }, { cookie })
    expect(await roles(target.id)).toEqual({ user: 'reseller', profile: 'reseller' })
  })

  test('an admin cannot change their own role; unknown users and roles are refused', async () => {
    const own = await patch(
      t.app,
      `/api/admin/users/${admin.id}/role`,
      { role: 'brand' },
      { cookie },
    )
    expect(own.status).toBe(409)
    expect(await bodyOf(own)).toMatchObject({
      code: USER_CODES.ownAccount,
      message: USERS_TEXTS.ownRole,
    })
    expect(await roles(admin.id)).toEqual({ user: 'admin', profile: 'admin' })

    const missing = await patch(
      t.app,
      '/api/admin/users/nobody/role',
      { role: 'brand' },
      { cookie },
    )
    expect(missing.status).toBe(404)
    const target = await createUser(t.deps, 'brand')
    const bad = await patch(
      t.app,
      `/api/admin/users/${target.id}/role`,
      { role: 'owner' },
      { cookie },
    )
    expect(bad.status).toBe(400)
  })
})

describe('bans', () => {
  test('a banned user loses every session at once and cannot sign in until unbanned', async () => {
    const target = await createUser(t.deps, 'brand')
    const first = await signIn(t.app, target)
    const second = await signIn(t.app, target)
    expect((await get(t.app, '/api/me', { cookie: first })).status).toBe(200)

    const ban = await post(
      t.app,
      `/api/admin/users/${target.id}/ban`,
      { reason: 'Chargebacks', durationDays: 0 },
      { cookie },
    )
    expect(ban.status).toBe(200)
    expect(await t.deps.db.select().from(session).where(eq(session.userId, target.id))).toEqual([])
    for (const c of [first, second]) {
      const me = await bodyOf<{ user: unknown }>(await get(t.app, '/api/me', { cookie: c }))
      expect(me?.user ?? null).toBeNull()
    }

    const signInAttempt = await post(t.app, '/api/auth/sign-in/email', {
      email: target.email,
      password: target.password,
    })
    expect(signInAttempt.status).toBe(403)
    expect(await bodyOf(signInAttempt)).toMatchObject({
      code: USER_CODES.banned,
      message: USERS_TEXTS.bannedSignIn,
    })
    const [row] = (await list(`?search=${encodeURIComponent(target.email)}`)).users
    expect(row).toMatchObject({ banned: true, banReason: 'Chargebacks', banExpires: null })

    // A wrong password still says only that the credentials are wrong.
    const wrong = await post(t.app, '/api/auth/sign-in/email', {
      email: target.email,
      password: 'not-the-password',
    })
    expect(wrong.status).toBe(401)

    const unban = await post(t.app, `/api/admin/users/${target.id}/unban`, {}, { cookie })
    expect(unban.status).toBe(200)
    await signIn(t.app, target)
    const [after] = (await list(`?search=${encodeURIComponent(target.email)}`)).users
    expect(after).toMatchObject({ banned: false, banReason: null })
  })

  test('a session that survives a ban (another app instance) is ended on its next request', async () => {
    const target = await createUser(t.deps, 'reseller')
    const c = await signIn(t.app, target)
    await t.deps.db.update(user).set({ banned: true }).where(eq(user.id, target.id))
    const me = await bodyOf<{ user: unknown }>(await get(t.app, '/api/me', { cookie: c }))
    expect(me?.user ?? null).toBeNull()
    expect(await t.deps.db.select().from(session).where(eq(session.userId, target.id))).toEqual([])
  })

  test('a ban with a duration ends by itself', async () => {
    const target = await createUser(t.deps, 'brand')
    const ban = await post(
      t.app,
      `/api/admin/users/${target.id}/ban`,
      { durationDays: 7 },
      { cookie },
    )
    const body = await bodyOf<{ user: { banExpires: string } }>(ban)
    const days = (Date.parse(body.user.banExpires) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
    await t.deps.db
      .update(user)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(user.id, target.id))
    await signIn(t.app, target)
  })

  test('an admin cannot ban themself; bad durations and unknown users are refused', async () => {
    const own = await post(t.app, `/api/admin/users/${admin.id}/ban`, {}, { cookie })
    expect(own.status).toBe(409)
    expect(await bodyOf(own)).toMatchObject({ message: USERS_TEXTS.ownBan })
    expect((await get(t.app, '/api/me', { cookie })).status).toBe(200)

    const target = await createUser(t.deps, 'brand')
    expect(
      (await post(t.app, `/api/admin/users/${target.id}/ban`, { durationDays: 3 }, { cookie }))
        .status,
    ).toBe(400)
    expect((await post(t.app, '/api/admin/users/nobody/ban', {}, { cookie })).status).toBe(404)
    expect((await post(t.app, '/api/admin/users/nobody/unban', {}, { cookie })).status).toBe(404)
  })

  test('brands and resellers cannot use these routes', async () => {
    const target = await createUser(t.deps, 'brand')
    for (const role of ['brand', 'reseller'] as const) {
      const other = await signIn(t.app, await createUser(t.deps, role))
      expect((await get(t.app, '/api/admin/users', { cookie: other })).status).toBe(403)
      expect(
        (await post(t.app, `/api/admin/users/${target.id}/ban`, {}, { cookie: other })).status,
      ).toBe(403)
      expect(
        (
          await patch(
            t.app,
            `/api/admin/users/${target.id}/role`,
            { role: 'admin' },
            { cookie: other },
          )
        ).status,
      ).toBe(403)
    }
    expect(await roles(target.id)).toEqual({ user: 'brand', profile: 'brand' })
  })
})
