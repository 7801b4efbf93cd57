/**
 * A reseller the marketplace bans holds no letter that verifies, whatever the brand decided: the
 * letter's public /verify page says "account suspended by the marketplace" while the ban lasts,
 * still showing what the letter states, and Valid again once the admin lifts the ban (the
 * authorization itself was never touched). The admin bans and unbans in User Management. The
 * reseller is this journey's own, authorized by the demo brand on Amazon.
 */
import { LETTER_TEXTS } from '../../src/shared/letters-texts.ts'
import { demo, expect, signInAsDemo, test } from '../support/fixtures.ts'
import { downloadLetter } from '../support/letters.ts'
import { demoBrandEntry, newAuthorizedReseller, signedInApi } from '../support/protection.ts'

test('[PUBLIC][LETTERS]: a reseller banned by the marketplace has a letter that is not valid until the ban is lifted', async ({
  page,
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000)
  const sellerId = `A${Date.now().toString(36).toUpperCase()}BAN`
  const reseller = await newAuthorizedReseller(request, baseURL!, [
    { marketplace: 'amazon', sellerId },
  ])
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const entry = await demoBrandEntry(brandApi)
  const { verifyUrl } = await downloadLetter(reseller.api, entry.id)

  // A reviewer, not signed in, opens the letter's address: Valid.
  const visitor = await browser.newContext({
    baseURL: baseURL!,
    ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}),
  })
  const reviewer = await visitor.newPage()
  await reviewer.goto(verifyUrl)
  await expect(
    reviewer.getByRole('heading', { name: 'Letter of Authorization', level: 1 }),
  ).toBeVisible()
  const verdict = reviewer.getByRole('status').filter({ has: reviewer.getByRole('heading') })
  await expect(verdict.getByRole('heading', { name: 'Valid', exact: true })).toBeVisible()
  await expect(verdict).toContainText(LETTER_TEXTS.page.validDetail(reseller.company, entry.name))

  // The admin bans the reseller in User Management.
  await signInAsDemo(page, 'admin', '/admin/users')
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible()
  await page.getByLabel('Search users').fill(reseller.email)
  const row = page.getByRole('row').filter({ hasText: reseller.email })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Active')
  await row.getByRole('button', { name: `Ban ${reseller.email}` }).click()
  const dialog = page.getByRole('dialog', { name: `Ban ${reseller.email}?` })
  await dialog.getByLabel('Reason (optional)').fill('Journey: counterfeit goods reported')
  await dialog.getByRole('button', { name: 'Ban', exact: true }).click()
  await expect(page.getByText('User banned').first()).toBeVisible()
  await expect(row).toContainText('Banned')

  // The same letter, looked at again: not valid, and why; what it states is still shown.
  await reviewer.reload()
  await expect(
    verdict.getByRole('heading', { name: 'Not valid: account suspended by the marketplace' }),
  ).toBeVisible()
  await expect(verdict).toContainText(LETTER_TEXTS.page.notValidDetail.account_suspended)
  await expect(reviewer.getByRole('heading', { name: 'Valid', exact: true })).toHaveCount(0)
  const details = reviewer.getByRole('region', { name: 'What the letter states' })
  await expect(details).toContainText(entry.name)
  await expect(details).toContainText(reseller.company)
  await expect(details).toContainText(`Amazon: ${sellerId}`)

  // The admin lifts the ban: the letter is valid again.
  await row.getByRole('button', { name: `Unban ${reseller.email}` }).click()
  await expect(page.getByText('User unbanned').first()).toBeVisible()
  await expect(row).toContainText('Active')
  await reviewer.reload()
  await expect(verdict.getByRole('heading', { name: 'Valid', exact: true })).toBeVisible()
  await expect(
    reviewer.getByRole('heading', { name: 'Not valid: account suspended by the marketplace' }),
  ).toHaveCount(0)

  await visitor.close()
  await brandApi.dispose()
  await reseller.api.dispose()
})
