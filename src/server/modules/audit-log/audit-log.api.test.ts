/**
 * The audit trail (issue 16, decision 016): a decision writes its entry in its own transaction,
 * with the actor, the address and the fields before → after; the database refuses to change or
 * remove an entry whoever asks; a change that fails leaves none; the Audit Log's filters, pages
 * and CSV; and only admins read it.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { AuditLogPage } from '#shared/schemas/audit-log.ts'
import { auditLog } from '#server/db/schema/index.ts'
import { createUser, signIn, uniqueEmail, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, post, send } from '#testing/http.ts'
import { applicationById, createApplication } from '#testing/reseller-accounts.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { recordAudit, SYSTEM_ACTOR } from './record-audit.ts'

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

const USER_AGENT = 'AuditTest/1.0 (console)'
const adminPost = (path: string, body: unknown, ip = '203.0.113.7') =>
  post(t.app, path, body, { cookie, ip, headers: { 'user-agent': USER_AGENT } })
const adminGet = (path: string) => get(t.app, path, { cookie })

async function entriesFor(targetId: string) {
  return t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(auditLog.createdAt)
}

async function listed(query: string) {
  const response = await adminGet(`/api/admin/audit-log?${query}`)
  expect(response.status).toBe(200)
  return bodyOf<AuditLogPage>(response)
}

/** Every message of an error and its causes (the driver's error is the cause of Drizzle's). */
function messagesOf(error: unknown): string {
  const parts: string[] = []
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    parts.push(String((e as { message?: unknown }).message ?? e))
  }
  return parts.join(' | ')
}

async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement
  } catch (error) {
    return messagesOf(error)
  }
  throw new Error('the statement was not refused')
}

describe('a rejection is audited with its reason', () => {
  test('one entry: the admin, the address, the application, pending → rejected with the reason', async () => {
    const application = await createApplication(t.deps, { companyName: 'Casey Resale LLC' })
    const response = await adminPost(
      `/api/admin/reseller-applications/${application.id}/decision`,
      { action: 'reject', reason: 'No resale certificate' },
    )
    expect(response.status).toBe(200)
    const entries = await entriesFor(application.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actorUserId: admin.id,
      actorEmail: admin.email,
      actorRole: 'admin',
      action: 'reseller_application.rejected',
      targetType: 'reseller_application',
      targetId: application.id,
      targetLabel: `Casey Resale LLC (${application.email})`,
      before: { status: 'pending' },
      after: { status: 'rejected', rejectionReason: 'No resale certificate' },
      ipAddress: '203.0.113.7',
      userAgent: USER_AGENT,
    })
  })

  test("the record's history serves it (targetType + targetId)", async () => {
    const application = await createApplication(t.deps)
    await adminPost(`/api/admin/reseller-applications/${application.id}/decision`, {
      action: 'reject',
      reason: 'Duplicate of another application',
    })
    const history = await listed(`targetType=reseller_application&targetId=${application.id}`)
    expect(history.total).toBe(1)
    expect(history.entries[0]).toMatchObject({
      action: 'reseller_application.rejected',
      after: { rejectionReason: 'Duplicate of another application' },
    })
  })

  test('a password reset is audited without the password', async () => {
    const application = await createApplication(t.deps)
    const created = await adminPost(`/api/admin/reseller-applications/${application.id}/account`, {
      password: 'typed-password-1',
    })
    expect(created.status).toBe(200)
    const reset = await adminPost(
      `/api/admin/reseller-applications/${application.id}/password-reset`,
      { password: 'typed-password-2' },
    )
    expect(reset.status).toBe(200)
    const entries = await entriesFor(application.id)
    expect(entries.map((e) => e.action)).toEqual([
      'reseller_account.created',
      'reseller.password_reset',
    ])
    expect(entries[1]).toMatchObject({
      before: { passwordResetCount: 0 },
      after: { passwordResetCount: 1, mailedTo: application.email },
    })
    const stored = JSON.stringify(entries)
    expect(stored).not.toContain('typed-password')
    expect(stored).not.toMatch(/scrypt|\$2[aby]\$|hash/i)
  })
})

describe('the log is append-only: the database refuses to change or remove an entry', () => {
  test('UPDATE, DELETE and TRUNCATE through the app’s own connection are errors; the entry stays', async () => {
    const application = await createApplication(t.deps)
    await adminPost(`/api/admin/reseller-applications/${application.id}/decision`, {
      action: 'reject',
      reason: 'Keep me',
    })
    const [entry] = await entriesFor(application.id)
    expect(entry).toBeDefined()

    expect(
      await refusal(
        t.deps.db.execute(
          sql`update audit_log set after = '{"status":"approved"}'::jsonb where id = ${entry!.id}`,
        ),
      ),
    ).toMatch(/append-only: UPDATE/)
    expect(
      await refusal(t.deps.db.execute(sql`delete from audit_log where id = ${entry!.id}`)),
    ).toMatch(/append-only: DELETE/)
    expect(await refusal(t.deps.db.execute(sql`truncate audit_log`))).toMatch(
      /append-only: TRUNCATE/,
    )
    // Through Drizzle too, as a service would write it.
    expect(
      await refusal(
        t.deps.db.update(auditLog).set({ targetLabel: 'edited' }).where(eq(auditLog.id, entry!.id)),
      ),
    ).toMatch(/append-only/)
    expect(await refusal(t.deps.db.delete(auditLog).where(eq(auditLog.id, entry!.id)))).toMatch(
      /append-only/,
    )

    const [still] = await entriesFor(application.id)
    expect(still).toEqual(entry)
  })
})

describe('a change that fails leaves no entry', () => {
  test('an entry written in a transaction that rolls back is gone with it', async () => {
    const targetId = `rollback-${Date.now()}`
    await expect(
      t.deps.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor: SYSTEM_ACTOR,
          action: 'admin_settings.updated',
          targetType: 'app_settings',
          targetId,
          after: { signupDisabled: true },
        })
        throw new Error('the change failed after its entry was written')
      }),
    ).rejects.toThrow('the change failed')
    expect(await entriesFor(targetId)).toHaveLength(0)
  })

  test('refused decisions write nothing: no reason, already decided, an address that has a user', async () => {
    const application = await createApplication(t.deps)
    const noReason = await adminPost(
      `/api/admin/reseller-applications/${application.id}/decision`,
      { action: 'reject', reason: ' ' },
    )
    expect(noReason.status).toBe(400)
    expect(await entriesFor(application.id)).toHaveLength(0)

    const decided = await createApplication(t.deps, { status: 'approved' })
    const again = await adminPost(`/api/admin/reseller-applications/${decided.id}/decision`, {
      action: 'reject',
      reason: 'Too late',
    })
    expect(again.status).toBe(409)
    expect(await entriesFor(decided.id)).toHaveLength(0)

    // Approving opens the account in the approval's transaction; a user with the address makes
    // it refuse, and the application, and the log, stay as they were.
    const existing = await createUser(t.deps, 'brand')
    const taken = await createApplication(t.deps, { email: existing.email })
    const refused = await adminPost(`/api/admin/reseller-applications/${taken.id}/decision`, {
      action: 'approve',
    })
    expect(refused.status).toBe(409)
    expect((await applicationById(t.deps, taken.id))?.status).toBe('pending')
    expect(await entriesFor(taken.id)).toHaveLength(0)
  })
})

describe('the other admin changes are audited', () => {
  test('users: role change, ban and unban, before → after', async () => {
    const target = await createUser(t.deps, 'reseller')
    expect(
      (
        await send(t.app, 'PATCH', `/api/admin/users/${target.id}/role`, {
          cookie,
          json: { role: 'brand' },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await adminPost(`/api/admin/users/${target.id}/ban`, {
          reason: 'Chargebacks',
          durationDays: 7,
        })
      ).status,
    ).toBe(200)
    expect((await adminPost(`/api/admin/users/${target.id}/unban`, {})).status).toBe(200)
    const entries = await entriesFor(target.id)
    expect(entries.map((e) => [e.action, e.before, e.targetLabel])).toEqual([
      ['user.role_changed', { role: 'reseller' }, target.email],
      ['user.banned', { banned: false }, target.email],
      [
        'user.unbanned',
        expect.objectContaining({ banned: true, banReason: 'Chargebacks' }),
        target.email,
      ],
    ])
    expect(entries[0]!.after).toEqual({ role: 'brand' })
    expect(entries[1]!.after).toMatchObject({
      banned: true,
      banReason: 'Chargebacks',
      durationDays: 7,
    })
  })

  test('the sign-up switch and an admin invitation (never its token)', async () => {
    const before = await bodyOf<{ signupDisabled: boolean }>(await adminGet('/api/admin/settings'))
    expect(
      (
        await send(t.app, 'PATCH', '/api/admin/settings', {
          cookie,
          json: { signupDisabled: !before.signupDisabled },
        })
      ).status,
    ).toBe(200)
    const [setting] = (await entriesFor('signup_disabled')).slice(-1)
    expect(setting).toMatchObject({
      action: 'admin_settings.updated',
      before: { signupDisabled: before.signupDisabled },
      after: { signupDisabled: !before.signupDisabled },
    })

    const invitee = uniqueEmail('invitee')
    const invited = await adminPost('/api/admin/invitations', { email: invitee })
    expect(invited.status).toBe(200)
    const { id, url } = await bodyOf<{ id: string; url: string }>(invited)
    const [entry] = await entriesFor(id)
    expect(entry).toMatchObject({ action: 'admin.invited', targetLabel: invitee })
    const token = new URL(url).searchParams.get('invite')!
    expect(JSON.stringify(entry)).not.toContain(token)
  })

  test('directory brands: created, edited (only what changed), deactivated, deleted', async () => {
    const body = {
      name: 'Audit Trail Goods',
      contactEmail: uniqueEmail('brand'),
      websiteUrl: 'https://audit.example',
      description: 'First',
      department: 'Kitchen',
      categories: ['Kitchen'],
    }
    const created = await adminPost('/api/admin/brands', body)
    expect(created.status).toBe(201)
    const { brand } = await bodyOf<{ brand: { id: string } }>(created)
    const edited = await send(t.app, 'PATCH', `/api/admin/brands/${brand.id}`, {
      cookie,
      json: { ...body, description: 'Second' },
    })
    expect(edited.status).toBe(200)
    await send(t.app, 'PATCH', `/api/admin/brands/${brand.id}/status`, {
      cookie,
      json: { isActive: false },
    })
    await send(t.app, 'DELETE', `/api/admin/brands/${brand.id}`, { cookie })
    const entries = await entriesFor(brand.id)
    expect(entries.map((e) => e.action)).toEqual([
      'brands_directory.created',
      'brands_directory.updated',
      'brands_directory.deactivated',
      'brands_directory.deleted',
    ])
    expect(entries[0]!.after).toMatchObject({ name: 'Audit Trail Goods', description: 'First' })
    expect(entries[1]).toMatchObject({
      before: { description: 'First' },
      after: { description: 'Second' },
    })
    expect(Object.keys(entries[1]!.after!)).toEqual(['description'])
    expect(entries[3]!.before).toMatchObject({ name: 'Audit Trail Goods', isActive: false })
  })
})

describe('the Audit Log: filters, pages and CSV', () => {
  let tag: string
  let otherAdmin: TestUser
  const ids: string[] = []

  beforeAll(async () => {
    tag = `flt${Date.now().toString(36)}`
    otherAdmin = await createUser(t.deps, 'admin', { email: uniqueEmail(`other-${tag}`) })
    const otherCookie = await signIn(t.app, otherAdmin)
    for (let i = 0; i < 3; i++) {
      const application = await createApplication(t.deps, { companyName: `${tag} Rejected ${i}` })
      ids.push(application.id)
      await adminPost(`/api/admin/reseller-applications/${application.id}/decision`, {
        action: 'reject',
        reason: `=HYPERLINK("http://evil.example") why-${tag}`,
      })
    }
    const approved = await createApplication(t.deps, { companyName: `${tag} Approved` })
    await post(
      t.app,
      `/api/admin/reseller-applications/${approved.id}/decision`,
      { action: 'approve' },
      { cookie: otherCookie },
    )
  })

  test('by target text, by action, by actor (partial e-mail or id), with the total', async () => {
    const all = await listed(`target=${tag}`)
    expect(all.total).toBe(4)
    expect(all.entries.map((e) => e.targetLabel)).toEqual([
      expect.stringContaining(`${tag} Approved`),
      expect.stringContaining(`${tag} Rejected 2`),
      expect.stringContaining(`${tag} Rejected 1`),
      expect.stringContaining(`${tag} Rejected 0`),
    ])
    const rejections = await listed(`target=${tag}&action=reseller_application.rejected`)
    expect(rejections.total).toBe(3)
    const byOther = await listed(`target=${tag}&actor=${encodeURIComponent(`other-${tag}`)}`)
    expect(byOther.entries.map((e) => e.action)).toEqual(['reseller_application.approved'])
    const byId = await listed(`target=${tag}&actor=${admin.id}`)
    expect(byId.total).toBe(3)
    // The target's id works as the target filter too.
    expect((await listed(`target=${ids[0]}`)).total).toBe(1)
    // Search text reaches into before/after (the reason).
    expect((await listed(`search=why-${tag}`)).total).toBe(3)
  })

  test('pages: pageSize and page, newest first, the total for all of them', async () => {
    const first = await listed(`target=${tag}&pageSize=3&page=1`)
    const second = await listed(`target=${tag}&pageSize=3&page=2`)
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 })
    expect(first.entries).toHaveLength(3)
    expect(second.entries).toHaveLength(1)
    expect(second.entries[0]!.targetLabel).toContain(`${tag} Rejected 0`)
  })

  test('from/to days (UTC, inclusive); a bad day or from after to is a 400', async () => {
    const today = new Date().toISOString().slice(0, 10)
    expect((await listed(`target=${tag}&from=${today}&to=${today}`)).total).toBe(4)
    expect((await listed(`target=${tag}&to=2000-01-01`)).total).toBe(0)
    expect((await listed(`target=${tag}&from=2999-01-01`)).total).toBe(0)
    expect((await adminGet('/api/admin/audit-log?from=2026-02-30')).status).toBe(400)
    expect((await adminGet('/api/admin/audit-log?from=2026-03-02&to=2026-03-01')).status).toBe(400)
    expect((await adminGet('/api/admin/audit-log?action=user.exploded')).status).toBe(400)
  })

  test('the CSV has the same filters, every entry, formula cells defused', async () => {
    const response = await adminGet(
      `/api/admin/audit-log/export.csv?target=${tag}&action=reseller_application.rejected`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toContain('audit-log.csv')
    const text = await response.text()
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'time,actor_email,actor_role,actor_user_id,action,action_label,target_type,target_id,target_label,before,after,ip_address,user_agent',
    )
    expect(lines).toHaveLength(4)
    expect(lines[1]).toContain('reseller_application.rejected')
    expect(lines[1]).toContain('Rejected a reseller application')
    expect(lines[1]).toContain(admin.email)
    // The reason sits inside the after JSON, which starts with { and is safe; a label starting
    // with = would be prefixed with an apostrophe.
    expect(text).toContain('HYPERLINK')
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m)
  })
})

describe('only admins read the log; nothing writes to it over HTTP', () => {
  test('anonymous 401, reseller and brand 403, on the list and the CSV', async () => {
    const reseller = await createUser(t.deps, 'reseller')
    const brand = await createUser(t.deps, 'brand')
    const resellerCookie = await signIn(t.app, reseller)
    const brandCookie = await signIn(t.app, brand)
    for (const path of ['/api/admin/audit-log', '/api/admin/audit-log/export.csv']) {
      expect((await get(t.app, path)).status).toBe(401)
      expect((await get(t.app, path, { cookie: resellerCookie })).status).toBe(403)
      expect((await get(t.app, path, { cookie: brandCookie })).status).toBe(403)
      expect((await get(t.app, path, { cookie })).status).toBe(200)
    }
  })

  test('there is no route to write, edit or delete an entry', async () => {
    const [entry] = await t.deps.db.select({ id: auditLog.id }).from(auditLog).limit(1)
    for (const [method, path] of [
      ['POST', '/api/admin/audit-log'],
      ['PATCH', `/api/admin/audit-log/${entry!.id}`],
      ['DELETE', `/api/admin/audit-log/${entry!.id}`],
      ['DELETE', '/api/admin/audit-log'],
    ] as const) {
      const response = await send(t.app, method, path, { cookie, json: {} })
      expect(response.status).toBe(404)
    }
  })
})
