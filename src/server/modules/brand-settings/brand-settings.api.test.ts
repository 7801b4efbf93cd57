/**
 * The brand Settings screen (001 §2.3): the profile with the §5 rules, the read-only
 * subscription, notification switches that persist and decide the brand's mails, and the
 * change of password (§5, minimum 8 per DESIGN decision 4).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  BRAND_PROFILE_MESSAGES as M,
  BRAND_SETTINGS_CODES,
  DEFAULT_NOTIFICATION_PREFERENCES,
} from '#shared/brand-settings-texts.ts'
import { AUTH_MESSAGES, CHANGE_PASSWORD_MESSAGES } from '#shared/schemas/auth.ts'
import { LOGIN_HISTORY_MESSAGES } from '#shared/brand-settings-texts.ts'
import { NO_NUL_MESSAGE } from '#shared/schemas/common.ts'
import { LOW_STOCK_THRESHOLD_DEFAULT } from '#shared/constants.ts'
import { eq } from 'drizzle-orm'
import { payments, profiles, subscribers } from '#server/db/schema/index.ts'
import { allocate } from '#testing/brands-directory.ts'
import { createBrand, mailsOfKind } from '#testing/public-site.ts'
import { preferences } from '#testing/brand-settings.ts'
import { cookieFrom, signIn, signedInUser, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, patch, post, send } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { brandWantsMail, enqueueBrandMail } from './notification-preferences.ts'

type Session = TestUser & { cookie: string }
interface ErrorBody {
  code: string
  message: string
  issues?: { path: string; message: string }[]
}

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t?.close()
})

const newBrand = () => signedInUser(t.deps, t.app, 'brand')
const PROFILE = '/api/brand/settings/profile'
const NOTIFICATIONS = '/api/brand/settings/notifications'

describe('profile (001 §3 brand profile form, §5)', () => {
  let brand: Session
  beforeAll(async () => {
    brand = await newBrand()
  })
  const valid = () => ({
    companyName: 'Northwind Goods',
    fullName: 'Blake Brand',
    email: brand.email,
    bio: 'We make goods.',
  })

  test('reads the account’s names and e-mail', async () => {
    const response = await get(t.app, PROFILE, { cookie: brand.cookie })
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toEqual({
      profile: {
        companyName: brand.companyName,
        fullName: brand.fullName,
        email: brand.email,
        bio: '',
      },
    })
  })

  test('saves, trims the names, and the session shows the new names', async () => {
    const response = await patch(
      t.app,
      PROFILE,
      { ...valid(), companyName: '  Northwind Goods  ', email: brand.email.toUpperCase() },
      { cookie: brand.cookie },
    )
    expect(response.status, await response.clone().text()).toBe(200)
    expect(await bodyOf(response)).toEqual({ profile: { ...valid(), email: brand.email } })
    const me = await bodyOf<{ user: { fullName: string; companyName: string } }>(
      await get(t.app, '/api/me', { cookie: brand.cookie }),
    )
    expect(me.user).toMatchObject({ fullName: 'Blake Brand', companyName: 'Northwind Goods' })
  })

  test('the limits themselves are allowed (2-character names, a 500-character bio)', async () => {
    const response = await patch(
      t.app,
      PROFILE,
      { ...valid(), fullName: 'Bo', companyName: 'NW', bio: 'x'.repeat(500) },
      { cookie: brand.cookie },
    )
    expect(response.status).toBe(200)
  })

  test.each([
    ['companyName', { companyName: ' N ' }, M.companyNameMin],
    ['fullName', { fullName: 'B' }, M.fullNameMin],
    ['email', { email: 'not-an-email' }, M.emailInvalid],
    ['bio', { bio: 'x'.repeat(501) }, M.bioMax],
    ['bio', { bio: 'nul\u0000byte' }, NO_NUL_MESSAGE],
  ])('%s %j → 400 with the spec’s message, nothing saved', async (path, change, message) => {
    const before = await bodyOf(await get(t.app, PROFILE, { cookie: brand.cookie }))
    const response = await patch(
      t.app,
      PROFILE,
      { ...valid(), ...change },
      { cookie: brand.cookie },
    )
    const body = await bodyOf<ErrorBody>(response)
    expect(response.status).toBe(400)
    expect(body.message).toBe(message)
    expect(body.issues).toContainEqual({ path, message })
    expect(await bodyOf(await get(t.app, PROFILE, { cookie: brand.cookie }))).toEqual(before)
  })

  test('another e-mail address is refused: the sign-in address does not change here', async () => {
    const response = await patch(
      t.app,
      PROFILE,
      { ...valid(), email: 'elsewhere@example.com' },
      { cookie: brand.cookie },
    )
    expect(response.status).toBe(400)
    expect(await bodyOf(response)).toEqual({
      code: BRAND_SETTINGS_CODES.emailChange,
      message: M.emailChange,
    })
  })

  test('each brand reads and writes only its own profile', async () => {
    const other = await newBrand()
    await patch(t.app, PROFILE, { ...valid(), fullName: 'Only Mine' }, { cookie: brand.cookie })
    const theirs = await bodyOf<{ profile: { fullName: string } }>(
      await get(t.app, PROFILE, { cookie: other.cookie }),
    )
    expect(theirs.profile.fullName).toBe(other.fullName)
  })
})

describe('subscription (read-only)', () => {
  test('a brand without a subscriber row is on the free plan, unsubscribed', async () => {
    const brand = await newBrand()
    const response = await get(t.app, '/api/brand/settings/subscription', { cookie: brand.cookie })
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toEqual({
      subscription: {
        tier: 'free',
        subscribed: false,
        subscriptionEnd: null,
        cancelAtPeriodEnd: false,
      },
      payments: [],
    })
  })

  test('shows the stored plan and the brand’s own payments, newest first', async () => {
    const brand = await newBrand()
    const other = await newBrand()
    const end = new Date('2027-01-31T00:00:00.000Z')
    await t.deps.db.insert(subscribers).values({
      userId: brand.id,
      email: brand.email,
      subscribed: true,
      subscriptionTier: 'premium',
      subscriptionEnd: end,
      cancelAtPeriodEnd: true,
    })
    await t.deps.db.insert(payments).values([
      {
        userId: brand.id,
        provider: 'sandbox',
        providerOrderId: `order-a-${brand.id}`,
        tier: 'basic',
        amountCents: 3500,
        status: 'paid',
        createdAt: new Date('2026-10-01T00:00:00Z'),
      },
      {
        userId: brand.id,
        provider: 'sandbox',
        providerOrderId: `order-b-${brand.id}`,
        tier: 'premium',
        amountCents: 9900,
        status: 'paid',
        createdAt: new Date('2026-11-01T00:00:00Z'),
      },
      {
        userId: other.id,
        provider: 'sandbox',
        providerOrderId: `order-c-${other.id}`,
        tier: 'basic',
        amountCents: 3500,
        status: 'paid',
      },
    ])
    const body = await bodyOf<{
      subscription: Record<string, unknown>
      payments: { tier: string; amountCents: number }[]
    }>(await get(t.app, '/api/brand/settings/subscription', { cookie: brand.cookie }))
    expect(body.subscription).toEqual({
      tier: 'premium',
      subscribed: true,
      subscriptionEnd: end.toISOString(),
      cancelAtPeriodEnd: true,
    })
    expect(body.payments.map((p) => [p.tier, p.amountCents])).toEqual([
      ['premium', 9900],
      ['basic', 3500],
    ])
  })
})

describe('notification preferences (001 §3; DESIGN decision 8: they persist)', () => {
  test('all on until saved (001 §9)', async () => {
    const brand = await newBrand()
    expect(await bodyOf(await get(t.app, NOTIFICATIONS, { cookie: brand.cookie }))).toEqual({
      preferences: DEFAULT_NOTIFICATION_PREFERENCES,
      lowStockThreshold: LOW_STOCK_THRESHOLD_DEFAULT,
    })
  })

  test('saved on the server: a new session reads what was saved, other brands keep theirs', async () => {
    const brand = await newBrand()
    const other = await newBrand()
    const saved = preferences(['newOrders', 'mapViolations'])
    const response = await patch(t.app, NOTIFICATIONS, saved, { cookie: brand.cookie })
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toEqual({
      preferences: saved,
      lowStockThreshold: LOW_STOCK_THRESHOLD_DEFAULT,
    })
    const later = await signIn(t.app, brand)
    expect(await bodyOf(await get(t.app, NOTIFICATIONS, { cookie: later }))).toEqual({
      preferences: saved,
      lowStockThreshold: LOW_STOCK_THRESHOLD_DEFAULT,
    })
    // Saving again updates the same row.
    await patch(t.app, NOTIFICATIONS, preferences(), { cookie: brand.cookie })
    expect(await bodyOf(await get(t.app, NOTIFICATIONS, { cookie: later }))).toEqual({
      preferences: DEFAULT_NOTIFICATION_PREFERENCES,
      lowStockThreshold: LOW_STOCK_THRESHOLD_DEFAULT,
    })
    expect(await bodyOf(await get(t.app, NOTIFICATIONS, { cookie: other.cookie }))).toEqual({
      preferences: DEFAULT_NOTIFICATION_PREFERENCES,
      lowStockThreshold: LOW_STOCK_THRESHOLD_DEFAULT,
    })
  })

  test.each([[{ ...preferences(), newOrders: 'yes' }], [{ emailNotifications: false }]])(
    'a switch that is missing or not a boolean → 400: %j',
    async (body) => {
      const brand = await newBrand()
      expect((await patch(t.app, NOTIFICATIONS, body, { cookie: brand.cookie })).status).toBe(400)
    },
  )

  test('brandWantsMail follows the switches, with Email Notifications as the master switch', async () => {
    const brand = await newBrand()
    const { db } = t.deps
    expect(await brandWantsMail(db, brand.id, 'newOrders')).toBe(true)
    expect(await brandWantsMail(db, brand.id, 'messages')).toBe(true)
    await patch(t.app, NOTIFICATIONS, preferences(['newOrders']), { cookie: brand.cookie })
    expect(await brandWantsMail(db, brand.id, 'newOrders')).toBe(false)
    expect(await brandWantsMail(db, brand.id, 'newResellerApplications')).toBe(true)
    expect(await brandWantsMail(db, brand.id, 'messages')).toBe(true)
    await patch(t.app, NOTIFICATIONS, preferences(['emailNotifications']), {
      cookie: brand.cookie,
    })
    for (const kind of [
      'messages',
      'newOrders',
      'newResellerApplications',
      'inventoryAlerts',
      'mapViolations',
    ] as const) {
      expect(await brandWantsMail(db, brand.id, kind), kind).toBe(false)
    }
  })
})

describe('the mails a brand receives follow its switches', () => {
  test('enqueueBrandMail queues nothing in the outbox when the kind or the master switch is off', async () => {
    const brand = await newBrand()
    const mail = (kind: string) => ({ to: brand.email, subject: 'New order', text: 'Hi', kind })
    const sendBrandMail = (
      userId: string,
      kind: 'newOrders' | 'inventoryAlerts',
      message: ReturnType<typeof mail>,
    ) => enqueueBrandMail(t.deps.db, t.deps, userId, kind, message)
    expect(await sendBrandMail(brand.id, 'newOrders', mail('prefs_on'))).toMatchObject({
      status: 'stored',
    })
    await patch(t.app, NOTIFICATIONS, preferences(['newOrders']), { cookie: brand.cookie })
    expect(await sendBrandMail(brand.id, 'newOrders', mail('prefs_off'))).toBe('skipped')
    await sendBrandMail(brand.id, 'inventoryAlerts', mail('other_kind_on'))
    await patch(t.app, NOTIFICATIONS, preferences(['emailNotifications']), {
      cookie: brand.cookie,
    })
    await sendBrandMail(brand.id, 'inventoryAlerts', mail('master_off'))
    expect(await mailsOfKind(t.deps, 'prefs_on', brand.email)).toHaveLength(1)
    expect(await mailsOfKind(t.deps, 'prefs_off', brand.email)).toHaveLength(0)
    expect(await mailsOfKind(t.deps, 'other_kind_on', brand.email)).toHaveLength(1)
    expect(await mailsOfKind(t.deps, 'master_off', brand.email)).toHaveLength(0)
  })

  test('a reseller’s reply e-mailed to an e-mail-only brand is not sent once Email Notifications is off', async () => {
    const brand = await newBrand()
    const reseller = await signedInUser(t.deps, t.app, 'reseller')
    const entry = await createBrand(t.deps, { contactEmail: brand.email, ownerUserId: brand.id })
    await allocate(t.deps, entry.id, reseller.id)
    // A brand known by e-mail (001 §4.5): messages to it go out as e-mails.
    await t.deps.db.update(profiles).set({ status: 'email_only' }).where(eq(profiles.id, brand.id))
    const conversation = async () => {
      const sent = await post(
        t.app,
        '/api/messages',
        { recipientId: reseller.id, content: 'Hello from the brand' },
        { cookie: brand.cookie },
      )
      expect(sent.status, await sent.clone().text()).toBe(201)
      const { message } = await bodyOf<{ message: { id: string } }>(sent)
      const reply = await post(
        t.app,
        `/api/messages/${message.id}/reply`,
        { content: 'Thanks, noted' },
        { cookie: reseller.cookie },
      )
      expect(reply.status, await reply.clone().text()).toBe(201)
    }
    await conversation()
    expect(await mailsOfKind(t.deps, 'message_notification', brand.email)).toHaveLength(1)
    await patch(t.app, NOTIFICATIONS, preferences(['emailNotifications']), {
      cookie: brand.cookie,
    })
    await conversation()
    expect(await mailsOfKind(t.deps, 'message_notification', brand.email)).toHaveLength(1)
  })
})

describe('change password (001 §5, at least 8 characters)', () => {
  const change = (cookie: string, body: Record<string, unknown>) =>
    post(t.app, '/api/auth/change-password', body, { cookie })

  test('a wrong current password → Current password is incorrect, and the password stays', async () => {
    const brand = await newBrand()
    const response = await change(brand.cookie, {
      currentPassword: 'not-my-password',
      newPassword: 'a-new-password-1',
    })
    expect(response.status).toBe(400)
    expect(await bodyOf(response)).toMatchObject({
      message: CHANGE_PASSWORD_MESSAGES.currentIncorrect,
    })
    await expect(signIn(t.app, brand)).resolves.toContain('session_token')
  })

  test('a new password under 8 characters → the spec’s message', async () => {
    const brand = await newBrand()
    const response = await change(brand.cookie, {
      currentPassword: brand.password,
      newPassword: 'short12',
    })
    expect(response.status).toBe(400)
    expect(await bodyOf<ErrorBody>(response)).toMatchObject({ message: AUTH_MESSAGES.passwordMin })
  })

  test('the right current password changes it; other sessions end, this one continues', async () => {
    const brand = await newBrand()
    const otherDevice = await signIn(t.app, brand)
    const response = await change(brand.cookie, {
      currentPassword: brand.password,
      newPassword: 'a-new-password-1',
    })
    expect(response.status).toBe(200)
    const fresh = cookieFrom(response)
    expect((await get(t.app, PROFILE, { cookie: fresh })).status).toBe(200)
    expect((await get(t.app, PROFILE, { cookie: otherDevice })).status).toBe(401)
    await expect(
      signIn(t.app, { email: brand.email, password: 'a-new-password-1' }),
    ).resolves.toContain('session_token')
  })
})

describe('login history (the account’s signed-in sessions)', () => {
  const SESSIONS = '/api/brand/settings/sessions'
  interface SessionRow {
    id: string
    current: boolean
    userAgent: string | null
    ipAddress: string | null
  }
  const list = async (cookie: string) =>
    (await bodyOf<{ sessions: SessionRow[] }>(await get(t.app, SESSIONS, { cookie }))).sessions
  const signInFrom = (user: Session, userAgent: string) =>
    signIn(t.app, user, { headers: { 'user-agent': userAgent } })

  test('lists the user’s sessions with device and address, this one marked current', async () => {
    const brand = await newBrand()
    await signInFrom(
      brand,
      'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
    )
    const rows = await list(brand.cookie)
    expect(rows).toHaveLength(2)
    expect(rows.filter((r) => r.current)).toHaveLength(1)
    expect(rows.some((r) => r.userAgent?.includes('Firefox/121.0'))).toBe(true)
    expect(rows.every((r) => r.ipAddress)).toBe(true)
    // Another brand's sessions are not listed.
    const other = await newBrand()
    expect((await list(other.cookie)).map((r) => r.id)).not.toContain(rows[0]!.id)
  })

  test('signs out one other session; another user’s session is 404; the current one is refused', async () => {
    const brand = await newBrand()
    const laptop = await signInFrom(brand, 'laptop')
    const other = await newBrand()
    const rows = await list(brand.cookie)
    const laptopRow = rows.find((r) => r.userAgent === 'laptop')!
    const current = rows.find((r) => r.current)!

    const foreign = await send(t.app, 'DELETE', `${SESSIONS}/${laptopRow.id}`, {
      cookie: other.cookie,
    })
    expect(foreign.status).toBe(404)
    expect((await get(t.app, PROFILE, { cookie: laptop })).status).toBe(200)

    const self = await send(t.app, 'DELETE', `${SESSIONS}/${current.id}`, { cookie: brand.cookie })
    expect(self.status).toBe(400)
    expect(await bodyOf(self)).toMatchObject({ message: LOGIN_HISTORY_MESSAGES.currentSession })

    const ok = await send(t.app, 'DELETE', `${SESSIONS}/${laptopRow.id}`, { cookie: brand.cookie })
    expect(ok.status).toBe(200)
    expect(await bodyOf(ok)).toEqual({ revoked: 1 })
    expect((await get(t.app, PROFILE, { cookie: laptop })).status).toBe(401)
    expect((await get(t.app, PROFILE, { cookie: brand.cookie })).status).toBe(200)
  })

  test('signs out every other session and keeps this one', async () => {
    const brand = await newBrand()
    const phone = await signInFrom(brand, 'phone')
    const tablet = await signInFrom(brand, 'tablet')
    const response = await post(t.app, `${SESSIONS}/revoke-others`, {}, { cookie: brand.cookie })
    expect(await bodyOf(response)).toEqual({ revoked: 2 })
    expect((await get(t.app, PROFILE, { cookie: phone })).status).toBe(401)
    expect((await get(t.app, PROFILE, { cookie: tablet })).status).toBe(401)
    expect((await list(brand.cookie)).map((r) => r.current)).toEqual([true])
  })
})
