/**
 * The reseller Settings screen (001 §2.4, §4.8, §7.4): the signed-in reseller's application
 * record and profile, one save per card with the §5 rules, only ever on the caller's own record.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BRAND_PROFILE_MESSAGES } from '#shared/brand-settings-texts.ts'
import {
  RESELLER_SETTINGS_CARDS,
  RESELLER_SETTINGS_CODES,
  RESELLER_SETTINGS_MESSAGES as M,
} from '#shared/reseller-settings-texts.ts'
import { NO_NUL_MESSAGE } from '#shared/schemas/common.ts'
import { RESELLER_APPLICATION_MESSAGES as HUB } from '#shared/schemas/public.ts'
import { profiles, user } from '#server/db/schema/index.ts'
import { createReseller, signIn, signedInUser } from '#testing/factories.ts'
import { bodyOf, get, patch, send } from '#testing/http.ts'
import {
  RESELLER_SETTINGS_CARD_CALLS as CARDS,
  RESELLER_SETTINGS_PATH,
  storedApplication,
} from '#testing/reseller-settings.ts'
import type { Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

interface Settings {
  email: string
  status: string
  profile: { fullName: string; companyName: string; bio: string }
  contact: { phone: string; linkedin: string }
  marketplace: { amazonSellerId: string; walmartSellerId: string; ebaySellerId: string }
  business: { companyName: string; businessType: string | null; einNumber: string }
  salesVolume: string | null
  wholesaleBudget: string
  productCategories: string[]
}
interface ErrorBody {
  code: string
  message: string
}

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t?.close()
})

const newReseller = () => signedInUser(t.deps, t.app, 'reseller')
const read = async (s: Session) =>
  (
    await bodyOf<{ settings: Settings }>(
      await get(t.app, RESELLER_SETTINGS_PATH, { cookie: s.cookie }),
    )
  ).settings

describe('GET /api/reseller/settings', () => {
  test('answers the reseller’s own record, names and sign-in e-mail', async () => {
    const reseller = await newReseller()
    const response = await get(t.app, RESELLER_SETTINGS_PATH, { cookie: reseller.cookie })
    expect(response.status).toBe(200)
    const { settings } = await bodyOf<{ settings: Settings }>(response)
    expect(settings).toMatchObject({
      email: reseller.email,
      status: 'approved',
      profile: { fullName: reseller.fullName, companyName: reseller.companyName, bio: '' },
      contact: { phone: '', linkedin: '' },
      wholesaleBudget: 'under_5k',
      productCategories: [],
    })
  })

  test('a reseller without an application record gets the spec’s text (404)', async () => {
    const legacy = await createReseller(t.deps, 'legacy')
    const cookie = await signIn(t.app, legacy)
    const response = await get(t.app, RESELLER_SETTINGS_PATH, { cookie })
    expect(response.status).toBe(404)
    expect(await bodyOf(response)).toEqual({
      code: RESELLER_SETTINGS_CODES.noProfile,
      message: M.noProfile,
    })
    const save = await patch(t.app, CARDS.contact.path, CARDS.contact.body, { cookie })
    expect(save.status).toBe(404)
  })

  test('an admin in the reseller portal is told it is for resellers (403)', async () => {
    const admin = await signedInUser(t.deps, t.app, 'admin')
    const response = await get(t.app, RESELLER_SETTINGS_PATH, { cookie: admin.cookie })
    expect(response.status).toBe(403)
    expect(await bodyOf(response)).toMatchObject({ message: M.accessDenied })
  })
})

describe('each card saves and reads back (001 §4.8)', () => {
  let reseller: Session
  beforeAll(async () => {
    reseller = await newReseller()
  })

  test.each(RESELLER_SETTINGS_CARDS)('%s', async (card) => {
    const { path, body } = CARDS[card]
    const response = await patch(t.app, path, body, { cookie: reseller.cookie })
    expect(response.status, await response.clone().text()).toBe(200)
    const saved = (await bodyOf<{ settings: Settings }>(response)).settings
    expect(saved).toEqual(await read(reseller))
    const section = {
      profile: saved.profile,
      contact: saved.contact,
      marketplace: saved.marketplace,
      business: saved.business,
      salesVolume: { salesVolume: saved.salesVolume },
      wholesaleBudget: { wholesaleBudget: saved.wholesaleBudget },
      productCategories: { productCategories: saved.productCategories },
    }[card]
    expect(section).toEqual(body)
  })

  test('the company name stays one value: profile, application and account agree', async () => {
    const business = { ...CARDS.business.body, companyName: 'Agreed Trading Co' }
    await patch(t.app, CARDS.business.path, business, { cookie: reseller.cookie })
    const settings = await read(reseller)
    expect(settings.profile.companyName).toBe('Agreed Trading Co')
    const [account] = await t.deps.db.select().from(user).where(eq(user.id, reseller.id))
    expect(account!.companyName).toBe('Agreed Trading Co')
  })

  test('a new full name becomes the account’s display name, and /api/me shows it', async () => {
    const body = { fullName: 'Morgan Renamed', companyName: 'Renamed Co', bio: '' }
    await patch(t.app, CARDS.profile.path, body, { cookie: reseller.cookie })
    const [account] = await t.deps.db.select().from(user).where(eq(user.id, reseller.id))
    expect(account).toMatchObject({ name: 'Morgan Renamed', fullName: 'Morgan Renamed' })
    const me = await bodyOf<{ user: { fullName: string; companyName: string } }>(
      await get(t.app, '/api/me', { cookie: reseller.cookie }),
    )
    expect(me.user).toMatchObject({ fullName: 'Morgan Renamed', companyName: 'Renamed Co' })
    expect((await storedApplication(t.deps, reseller.id))!.companyName).toBe('Renamed Co')
  })

  test('empty optional fields are cleared; a pasted store link keeps its seller ID', async () => {
    await patch(t.app, CARDS.contact.path, { phone: '', linkedin: '' }, { cookie: reseller.cookie })
    await patch(
      t.app,
      CARDS.marketplace.path,
      {
        amazonSellerId: 'https://www.amazon.com/sp?seller=A2LINKED',
        walmartSellerId: '',
        ebaySellerId: 'https://www.ebay.com/usr/linked_store',
      },
      { cookie: reseller.cookie },
    )
    const row = await storedApplication(t.deps, reseller.id)
    expect(row).toMatchObject({
      phone: null,
      linkedin: null,
      amazonSellerId: 'A2LINKED',
      walmartSellerId: null,
      ebaySellerId: 'linked_store',
    })
  })
})

describe('invalid values get the §5 messages and change nothing', () => {
  let reseller: Session
  beforeAll(async () => {
    reseller = await newReseller()
    await patch(t.app, CARDS.contact.path, CARDS.contact.body, { cookie: reseller.cookie })
  })

  test.each([
    ['profile', { ...CARDS.profile.body, fullName: 'R' }, BRAND_PROFILE_MESSAGES.fullNameMin],
    ['profile', { ...CARDS.profile.body, companyName: ' ' }, BRAND_PROFILE_MESSAGES.companyNameMin],
    ['profile', { ...CARDS.profile.body, bio: 'x'.repeat(501) }, BRAND_PROFILE_MESSAGES.bioMax],
    ['contact', { ...CARDS.contact.body, phone: 'call me' }, HUB.phone],
    ['contact', { ...CARDS.contact.body, linkedin: 'linkedin.com/in/x' }, HUB.storeLink],
    [
      'marketplace',
      { ...CARDS.marketplace.body, ebaySellerId: 'x'.repeat(101) },
      M.sellerIdInvalid,
    ],
    ['business', { ...CARDS.business.body, businessType: 'empire' }, HUB.businessType],
    ['salesVolume', { salesVolume: 'lots' }, HUB.salesVolume],
    ['wholesaleBudget', { wholesaleBudget: 'over_9000' }, HUB.wholesaleBudget],
    ['productCategories', { productCategories: [] }, HUB.categories],
    ['contact', { ...CARDS.contact.body, phone: '555\u00000100' }, NO_NUL_MESSAGE],
    ['profile', { ...CARDS.profile.body, bio: 'a\u0000b' }, NO_NUL_MESSAGE],
  ] as const)('%s %j', async (card, body, message) => {
    const before = await read(reseller)
    const response = await patch(t.app, CARDS[card].path, body, { cookie: reseller.cookie })
    expect(response.status).toBe(400)
    expect((await bodyOf<ErrorBody>(response)).message).toBe(message)
    expect(await read(reseller)).toEqual(before)
  })
})

describe('only the caller’s own record is ever touched', () => {
  test('a save changes the caller’s record and nobody else’s, whatever the body says', async () => {
    const [a, b] = await Promise.all([newReseller(), newReseller()])
    const bBefore = await storedApplication(t.deps, b.id)
    const [bProfileBefore] = await t.deps.db.select().from(profiles).where(eq(profiles.id, b.id))
    for (const card of RESELLER_SETTINGS_CARDS) {
      const { path, body } = CARDS[card]
      const response = await patch(
        t.app,
        path,
        { ...body, id: bBefore!.id, userId: b.id, user_id: b.id },
        { cookie: a.cookie },
      )
      expect(response.status).toBe(200)
    }
    expect(await storedApplication(t.deps, b.id)).toEqual(bBefore)
    const [bProfileAfter] = await t.deps.db.select().from(profiles).where(eq(profiles.id, b.id))
    expect(bProfileAfter).toEqual(bProfileBefore)
    expect((await storedApplication(t.deps, a.id))!.ebaySellerId).toBe('riley_store')
  })
})

describe('Login History on the Security tab (the brand portal’s, under the reseller’s path)', () => {
  const SESSIONS = `${RESELLER_SETTINGS_PATH}/sessions`
  const ids = async (cookie: string) =>
    (
      await bodyOf<{ sessions: { id: string; current: boolean }[] }>(
        await get(t.app, SESSIONS, { cookie }),
      )
    ).sessions

  test('lists the reseller’s own sessions; another reseller’s cannot be signed out', async () => {
    const [a, b] = await Promise.all([newReseller(), newReseller()])
    await signIn(t.app, a)
    const own = await ids(a.cookie)
    expect(own).toHaveLength(2)
    expect(own.filter((s) => s.current)).toHaveLength(1)
    const [bSession] = await ids(b.cookie)
    const refused = await send(t.app, 'DELETE', `${SESSIONS}/${bSession!.id}`, {
      cookie: a.cookie,
    })
    expect(refused.status).toBe(404)
    expect(await ids(b.cookie)).toHaveLength(1)
    const other = own.find((s) => !s.current)!
    const revoked = await send(t.app, 'DELETE', `${SESSIONS}/${other.id}`, { cookie: a.cookie })
    expect(revoked.status).toBe(200)
    expect(await ids(a.cookie)).toHaveLength(1)
  })
})
