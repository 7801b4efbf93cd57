/**
 * Letters of Authorization (issue 13 item 4): a reseller downloads a PDF while their
 * authorization is in force; its signed code verifies publicly as valid, and as suspended,
 * revoked, expired or superseded the moment the authorization changes; an edited, made-up or
 * malformed code is 'unknown' and never a 500.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { AUTHORIZATION_CODES, type CoveredMarketplace } from '#shared/authorizations.ts'
import { LETTER_VERIFY_RATE_LIMIT } from '#shared/constants.ts'
import { LETTER_CODE_PATTERN, LETTER_TEXTS, letterDownloadPath } from '#shared/letters-texts.ts'
import type { LetterVerification } from '#shared/schemas/letters.ts'
import {
  authorizationLetters,
  brandAuthorizations,
  resellerApplications,
  user,
} from '#server/db/schema/index.ts'
import { authorize } from '#testing/authorizations.ts'
import { signedInUser, type TestUser } from '#testing/factories.ts'
import { pdfLines } from '#testing/pdf-text.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { createBrand } from '#testing/public-site.ts'
import { TEST_ORIGIN, createTestApp, type TestApp } from '#testing/test-app.ts'
import { changeAuthorizationStatus } from '../authorizations/change-authorization-status.ts'
import { grantAuthorization } from '../authorizations/grant-authorization.ts'
import { letterCode, newLetterId } from './letter-code.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const AMAZON: CoveredMarketplace = { marketplace: 'amazon', sellerId: 'A1LETTERSELLER' }
const WALMART: CoveredMarketplace = { marketplace: 'walmart', sellerId: '100200300' }

/** Every line of text drawn on the PDF's pages, one per line. */
const pdfText = async (bytes: Uint8Array) => (await pdfLines(bytes)).join('\n')

/** The code printed on a letter. */
function codeIn(text: string): string {
  const match = /^Verification code\n([^\n]+)$/m.exec(text)
  if (!match) throw new Error(`no verification code in:\n${text}`)
  return match[1]!
}

async function authorizedPair(
  options: { marketplaces?: CoveredMarketplace[]; brandName?: string } = {},
) {
  const brand = await createBrand(t.deps, options.brandName ? { name: options.brandName } : {})
  const reseller = await signedInUser(t.deps, t.app, 'reseller')
  const authorization = await authorize(t.deps, brand.id, reseller.id, {
    marketplaces: options.marketplaces ?? [AMAZON, WALMART],
    since: new Date(Date.now() - 60_000),
  })
  return { brand, reseller, authorization }
}

async function download(brandId: string, reseller: { cookie: string }) {
  return get(t.app, letterDownloadPath(brandId), { cookie: reseller.cookie })
}

/** Downloads the letter and returns its text and code. */
async function letterOf(brandId: string, reseller: { cookie: string }) {
  const response = await download(brandId, reseller)
  expect(response.status).toBe(200)
  const bytes = new Uint8Array(await response.arrayBuffer())
  const text = await pdfText(bytes)
  return { response, bytes, text, code: codeIn(text) }
}

async function verify(code: string, ip?: string) {
  const response = await get(t.app, `/api/letters/${encodeURIComponent(code)}`, {
    ...(ip ? { ip } : {}),
  })
  return { status: response.status, body: await bodyOf<LetterVerification>(response) }
}

const change = (
  brandId: string,
  authorizationId: string,
  kind: 'suspend' | 'revoke' | 'reinstate',
  reason: string | null = null,
) =>
  changeAuthorizationStatus(t.deps.db, {
    brandId,
    authorizationId,
    change: kind,
    reason,
  })

describe('GET /api/reseller/brands/:brandId/letter', () => {
  test('an authorized reseller gets a PDF naming the brand, the licensee, the channels, the term and a signed code', async () => {
    const { brand, reseller } = await authorizedPair({ brandName: 'Letterhead Goods' })
    const { response, bytes, text, code } = await letterOf(brand.id, reseller)

    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Letter of Authorization - Letterhead Goods\.pdf"/,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')

    expect(text).toContain('LETTER OF AUTHORIZATION')
    expect(text).toContain('Letterhead Goods')
    // The licensee is the company of the reseller's (approved) application.
    expect(text).toContain(reseller.companyName)
    expect(text).toContain(
      `Letterhead Goods authorizes ${reseller.companyName} to resell Letterhead Goods's products`,
    )
    expect(text).toContain('Amazon: seller ID A1LETTERSELLER')
    expect(text).toContain('Walmart: seller ID 100200300')
    expect(text).toMatch(/From \d{4}-\d{2}-\d{2} until revoked/)
    expect(text).toMatch(/Issued \d{4}-\d{2}-\d{2}/)
    expect(code).toMatch(LETTER_CODE_PATTERN)
    expect(text).toContain(`${TEST_ORIGIN}/verify/${code}`)
    expect(text).toContain('Check whether this letter is valid right now')

    const { status, body } = await verify(code)
    expect(status).toBe(200)
    expect(body.result).toBe('valid')
    expect(body.since).toBeUndefined()
    // Only what the letter shows.
    expect(Object.keys(body.letter!).sort()).toEqual(
      ['brandName', 'endsAt', 'issuedAt', 'licensee', 'marketplaces', 'startsAt'].sort(),
    )
    expect(body.letter).toMatchObject({
      brandName: 'Letterhead Goods',
      licensee: reseller.companyName,
      marketplaces: [AMAZON, WALMART],
      endsAt: null,
    })
  })

  test('downloading again reuses the letter of the current version', async () => {
    const { brand, reseller, authorization } = await authorizedPair()
    const first = await letterOf(brand.id, reseller)
    const second = await letterOf(brand.id, reseller)
    expect(second.code).toBe(first.code)
    const rows = await t.deps.db
      .select()
      .from(authorizationLetters)
      .where(eq(authorizationLetters.authorizationId, authorization.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.authorizationVersion).toBe(authorization.version)
  })

  test('the licensee is the legal company of the application, and names in any script verify exactly', async () => {
    const { brand, reseller } = await authorizedPair({ brandName: 'Café Ōsaka 北京 ☕' })
    await t.deps.db
      .update(resellerApplications)
      .set({ companyName: 'Prime Resale LLC' })
      .where(eq(resellerApplications.userId, reseller.id))
    const { text, code } = await letterOf(brand.id, reseller)
    // What the standard fonts cannot draw becomes '?'; the letter still downloads.
    expect(text).toContain('Caf\u00e9 ?saka ?? ?')
    expect(text).toContain('Prime Resale LLC')
    const { body } = await verify(code)
    expect(body.letter).toMatchObject({
      brandName: 'Café Ōsaka 北京 ☕',
      licensee: 'Prime Resale LLC',
    })
  })

  test('a suspended reseller cannot download (403 with why), and their letter stops verifying at once', async () => {
    const { brand, reseller, authorization } = await authorizedPair()
    const { code } = await letterOf(brand.id, reseller)

    await change(brand.id, authorization.id, 'suspend', 'Listed below MAP')
    const refused = await download(brand.id, reseller)
    expect(refused.status).toBe(403)
    const error = await bodyOf<{ code: string; message: string }>(refused)
    expect(error.code).toBe(AUTHORIZATION_CODES.notInForce)
    expect(error.message).toContain('suspended')
    expect(error.message).toContain('Listed below MAP')

    const suspended = await verify(code)
    expect(suspended.body.result).toBe('suspended')
    expect(new Date(suspended.body.since!).getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(suspended.body.letter?.brandName).toBe(brand.name)

    await change(brand.id, authorization.id, 'reinstate')
    expect((await verify(code)).body.result).toBe('valid')
    expect((await letterOf(brand.id, reseller)).code).toBe(code)

    await change(brand.id, authorization.id, 'revoke', 'Contract ended')
    const revoked = await verify(code)
    expect(revoked.body.result).toBe('revoked')
    expect(revoked.body.since).toBeDefined()
    expect((await download(brand.id, reseller)).status).toBe(403)
  })

  test('a reseller banned by the marketplace: the letter says so, and is valid again once the ban is lifted', async () => {
    const { brand, reseller } = await authorizedPair()
    const { code } = await letterOf(brand.id, reseller)
    const admin = await signedInUser(t.deps, t.app, 'admin')
    const ban = await post(
      t.app,
      `/api/admin/users/${reseller.id}/ban`,
      { reason: 'Fraud', durationDays: 0 },
      { cookie: admin.cookie },
    )
    expect(ban.status).toBe(200)
    const banned = await verify(code)
    expect(banned.body.result).toBe('account_suspended')
    expect(banned.body.letter?.brandName).toBe(brand.name)
    expect(
      LETTER_TEXTS.page.notValid(
        banned.body.result as 'account_suspended',
        banned.body.since ?? null,
      ),
    ).toBe('Not valid: account suspended by the marketplace')

    // A ban that has run out holds no more (the rule sign-in uses).
    await t.deps.db
      .update(user)
      .set({ banned: true, banExpires: new Date(Date.now() - 1000) })
      .where(eq(user.id, reseller.id))
    expect((await verify(code)).body.result).toBe('valid')
    await t.deps.db
      .update(user)
      .set({ banned: true, banExpires: null })
      .where(eq(user.id, reseller.id))
    expect((await verify(code)).body.result).toBe('account_suspended')

    const unban = await post(
      t.app,
      `/api/admin/users/${reseller.id}/unban`,
      {},
      { cookie: admin.cookie },
    )
    expect(unban.status).toBe(200)
    expect((await verify(code)).body.result).toBe('valid')
  })

  test('a new grant with other marketplaces supersedes the old letter; the next download is a new, valid one', async () => {
    const { brand, reseller } = await authorizedPair({ marketplaces: [AMAZON] })
    const old = await letterOf(brand.id, reseller)
    expect((await verify(old.code)).body.result).toBe('valid')

    await grantAuthorization(t.deps.db, {
      brandId: brand.id,
      resellerId: reseller.id,
      marketplaces: [AMAZON, WALMART],
      grantedBy: 'brand',
      grantedByUserId: null,
    })
    const superseded = await verify(old.code)
    expect(superseded.body.result).toBe('superseded')
    // The old letter still shows what it stated.
    expect(superseded.body.letter?.marketplaces).toEqual([AMAZON])

    const fresh = await letterOf(brand.id, reseller)
    expect(fresh.code).not.toBe(old.code)
    expect(fresh.text).toContain('Walmart: seller ID 100200300')
    const valid = await verify(fresh.code)
    expect(valid.body.result).toBe('valid')
    expect(valid.body.letter?.marketplaces).toEqual([AMAZON, WALMART])
    expect((await verify(old.code)).body.result).toBe('superseded')
  })

  test('an authorization past its end date: the letter is expired since that date, and no new one is issued', async () => {
    const { brand, reseller, authorization } = await authorizedPair()
    const endsAt = new Date(Date.now() + 3_600_000)
    await t.deps.db
      .update(brandAuthorizations)
      .set({ endsAt })
      .where(eq(brandAuthorizations.id, authorization.id))
    const { code, text } = await letterOf(brand.id, reseller)
    expect(text).toContain(`to ${endsAt.toISOString().slice(0, 10)}`)

    const ended = new Date(Date.now() - 1000)
    await t.deps.db
      .update(brandAuthorizations)
      .set({ startsAt: new Date(Date.now() - 7_200_000), endsAt: ended })
      .where(eq(brandAuthorizations.id, authorization.id))
    const { body } = await verify(code)
    expect(body.result).toBe('expired')
    expect(body.since).toBe(ended.toISOString())
    const refused = await download(brand.id, reseller)
    expect(refused.status).toBe(403)
    expect((await bodyOf<{ code: string }>(refused)).code).toBe(AUTHORIZATION_CODES.notInForce)
  })

  test('another reseller, a reseller never authorized and an unknown brand get 404; a bad id 400', async () => {
    const { brand } = await authorizedPair()
    const outsider = await signedInUser(t.deps, t.app, 'reseller')
    expect((await download(brand.id, outsider)).status).toBe(404)
    expect((await download(crypto.randomUUID(), outsider)).status).toBe(404)
    expect((await download('not-a-uuid', outsider)).status).toBe(400)
    const letters = await t.deps.db
      .select({ id: authorizationLetters.id })
      .from(authorizationLetters)
      .innerJoin(
        brandAuthorizations,
        eq(brandAuthorizations.id, authorizationLetters.authorizationId),
      )
      .where(and(eq(brandAuthorizations.resellerId, outsider.id)))
    expect(letters).toHaveLength(0)
  })
})

describe('GET /api/letters/:code', () => {
  let code: string
  let reseller: TestUser & { cookie: string }
  beforeAll(async () => {
    const pair = await authorizedPair()
    reseller = pair.reseller
    code = (await letterOf(pair.brand.id, reseller)).code
  })

  const flip = (ch: string) => (ch === 'A' ? 'B' : 'A')

  test('one changed character in the id or in the signature is unknown', async () => {
    const [id, signature] = code.split('~') as [string, string]
    const editedId = `${id.slice(0, 5)}${flip(id[5]!)}${id.slice(6)}~${signature}`
    const editedSignature = `${id}~${signature.slice(0, -1)}${flip(signature.at(-1)!)}`
    for (const edited of [editedId, editedSignature]) {
      const { status, body } = await verify(edited)
      expect(status).toBe(200)
      expect(body).toEqual({ result: 'unknown' })
    }
    expect((await verify(code)).body.result).toBe('valid')
  })

  test('a correctly signed id that was never issued, and a code signed with another key, are unknown', async () => {
    expect((await verify(letterCode(t.deps.signingSecret, newLetterId()))).body).toEqual({
      result: 'unknown',
    })
    const [id] = code.split('~') as [string]
    expect((await verify(letterCode('another-secret-of-32-characters!!', id))).body).toEqual({
      result: 'unknown',
    })
  })

  test('malformed codes are unknown or a 400, never a 500', async () => {
    const [id, signature] = code.split('~') as [string, string]
    for (const malformed of [
      'x',
      id,
      `${id}.${signature}`,
      `${id}~${signature}~`,
      `${id}~${signature.slice(1)}`,
      `${id}~${signature}=`,
      ` ${code}`,
      '../../etc/passwd',
      "' or 1=1 --",
      '%',
    ]) {
      const { status, body } = await verify(malformed)
      expect(status, malformed).toBe(200)
      expect(body, malformed).toEqual({ result: 'unknown' })
    }
    expect((await verify(`${code}\u0000`)).status).toBe(400)
    expect((await verify('a'.repeat(5000))).status).toBe(400)
  })

  test('public: no session needed, and each address may check a limited number a minute (429 after)', async () => {
    const ip = '10.250.1.1'
    for (let i = 0; i < LETTER_VERIFY_RATE_LIMIT.max; i += 1) {
      expect((await verify(code, ip)).status).toBe(200)
    }
    const limited = await get(t.app, `/api/letters/${code}`, { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await verify(code, '10.250.1.2')).body.result).toBe('valid')
  })
})
