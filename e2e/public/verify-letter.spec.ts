/**
 * Issue 13 item 4: a reseller the demo brand approved for Amazon and Walmart downloads their
 * Letter of Authorization from the brand's product page; anyone opening the letter's /verify
 * link, without signing in, reads Valid and what the letter states; the brand revokes the
 * authorization and the same page says it is not valid since today. An edited code is not valid.
 * The reseller is this journey's own (the demo reseller's authorizations stay as other journeys
 * expect them).
 */
import fs from 'node:fs'
import { request as playwrightRequest } from '@playwright/test'
import { pdfLines } from '../../src/testing/pdf-text.ts'
import { adminApi, demo, expect, signIn, test, uniqueEmail } from '../support/fixtures.ts'

const DEMO_BRAND = '[DEMO] Northwind Goods'

test('[PUBLIC][LETTERS]: a reseller downloads their Letter of Authorization; its /verify page says Valid, then revoked', async ({
  page,
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000)
  const origin = { origin: baseURL! }

  // A fresh reseller, approved by the admin.
  const email = uniqueEmail('letter-reseller')
  const password = 'letter-reseller-1'
  const company = `Letter Resale ${Date.now().toString(36)} LLC`
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password,
      name: 'Lee Letter',
      fullName: 'Lee Letter',
      companyName: company,
      userRole: 'reseller',
      termsAccepted: true,
    },
    headers: origin,
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()
  const admin = await adminApi(request, baseURL!)
  await admin.approveResellerByEmail(email)
  const listed = await request.get(`/api/admin/brands?search=${encodeURIComponent(DEMO_BRAND)}`)
  const entry = ((await listed.json()) as { brands: { id: string; name: string }[] }).brands.find(
    (b) => b.name === DEMO_BRAND,
  )!
  expect(entry, 'the demo brand').toBeTruthy()

  // The reseller applies to the demo brand; the brand approves it for Amazon and Walmart.
  await signIn(page, 'reseller', email, password)
  await expect(page).toHaveURL('/reseller/dashboard')
  const applied = await page.request.post(`/api/reseller/brands/${entry.id}/apply`, {
    data: {
      proposalMessage: 'We sell kitchen goods on Amazon and Walmart and would like to carry yours.',
    },
    headers: origin,
  })
  expect(applied.status(), await applied.text()).toBe(201)
  const { application } = (await applied.json()) as { application: { id: string } }
  const brand = await playwrightRequest.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { ...extraHTTPHeaders, ...origin },
  })
  const signedIn = await brand.post('/api/auth/sign-in/email', {
    data: { email: demo.brand.email, password: demo.brand.password },
  })
  expect(signedIn.ok()).toBeTruthy()
  const decided = await brand.post(`/api/brand/applications/${application.id}/decision`, {
    data: {
      action: 'approve',
      marketplaces: [
        { marketplace: 'amazon', sellerId: 'A1LETTERJOURNEY' },
        { marketplace: 'walmart', sellerId: '10203040' },
      ],
    },
  })
  expect(decided.ok(), await decided.text()).toBeTruthy()
  const { authorization } = (await decided.json()) as { authorization: { id: string } }

  // The reseller downloads the letter from the brand's product page.
  await page.goto(`/reseller/dashboard/brands/${entry.id}/products`)
  await expect(
    page.getByRole('heading', { name: `${DEMO_BRAND} products`, level: 1 }),
  ).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download Letter of Authorization' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`Letter of Authorization - ${DEMO_BRAND}.pdf`)
  const bytes = new Uint8Array(fs.readFileSync((await download.path())!))
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
  const lines = await pdfLines(bytes)
  expect(lines).toContain(DEMO_BRAND)
  expect(lines).toContain(company)
  expect(lines).toContain('- Amazon: seller ID A1LETTERJOURNEY')
  expect(lines).toContain('- Walmart: seller ID 10203040')
  // The code sits under its label; the letter also prints the page's address in full.
  const code = lines[lines.indexOf('Verification code') + 1]!
  expect(code).toMatch(/^[A-Za-z0-9_-]{22}~[A-Za-z0-9_-]{22}$/)
  const verifyUrl = `${baseURL}/verify/${code}`
  expect(lines).toContain(verifyUrl)

  // Anyone opens the letter's address: no sign-in.
  const visitor = await browser.newContext({
    baseURL: baseURL!,
    ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}),
  })
  const reviewer = await visitor.newPage()
  const opened = await reviewer.goto(verifyUrl)
  expect(opened?.status()).toBe(200)
  await expect(
    reviewer.getByRole('heading', { name: 'Letter of Authorization', level: 1 }),
  ).toBeVisible()
  await expect(reviewer.getByRole('heading', { name: 'Valid', exact: true })).toBeVisible()
  const details = reviewer.getByRole('region', { name: 'What the letter states' })
  await expect(details).toContainText(DEMO_BRAND)
  await expect(details).toContainText(company)
  await expect(details).toContainText('Amazon: A1LETTERJOURNEY')
  await expect(details).toContainText('Walmart: 10203040')
  await expect(details).toContainText('until revoked')

  // The brand revokes the authorization: the page says so on its next look.
  const revoked = await brand.post(`/api/brand/authorizations/${authorization.id}/status`, {
    data: { change: 'revoke', reason: 'Journey: contract ended' },
  })
  expect(revoked.ok(), await revoked.text()).toBeTruthy()
  await reviewer.reload()
  const today = new Date().toISOString().slice(0, 10)
  await expect(
    reviewer.getByRole('heading', { name: `Not valid: revoked on ${today}` }),
  ).toBeVisible()
  await expect(reviewer.getByRole('heading', { name: 'Valid', exact: true })).toHaveCount(0)
  // The reseller can no longer download it.
  expect((await page.request.get(`/api/reseller/brands/${entry.id}/letter`)).status()).toBe(403)

  // A code with one character changed is not a letter at all.
  const edited = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`
  await reviewer.goto(`/verify/${edited}`)
  await expect(
    reviewer.getByRole('heading', { name: 'This verification code is not valid' }),
  ).toBeVisible()
  await expect(reviewer.getByRole('region', { name: 'What the letter states' })).toHaveCount(0)

  await visitor.close()
  await brand.dispose()
})
