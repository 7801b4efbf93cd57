/**
 * Brand protection in the audit log (decision 016): the demo brand creates a monitoring API key
 * on its Import listings screen and revokes it; the admin's Audit Log shows both entries with the
 * brand as their actor, the key by its name and prefix, and never the key itself: not on the
 * page, not in the CSV export.
 */
import fs from 'node:fs'
import { demo, expect, signInAsDemo, test } from '../support/fixtures.ts'

const DEMO_BRAND = '[DEMO] Northwind Goods'

test('[ADMIN][AUDIT LOG]: a brand creates and revokes an API key; the audit log shows both, without the secret', async ({
  page,
}) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase()
  const keyName = `Audit monitor ${tag}`

  // The brand creates a key for its monitoring service: shown once.
  await signInAsDemo(page, 'brand', '/brand/dashboard/protection/imports')
  await expect(page.getByRole('heading', { name: 'Monitoring API' })).toBeVisible()
  await page.getByLabel('Key name').fill(keyName)
  await page.getByRole('button', { name: 'Create key' }).click()
  const shown = page.getByRole('status').filter({ hasText: 'Your new API key' })
  const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue()
  expect(key).toMatch(/^mkp_/)
  await shown.getByRole('button', { name: 'I have copied it' }).click()

  // And revokes it.
  const row = page
    .getByRole('table', { name: 'Monitoring API' })
    .getByRole('row')
    .filter({ hasText: keyName })
  await expect(row).toContainText('Active')
  await row.getByRole('button', { name: `Revoke ${keyName}` }).click()
  await page
    .getByRole('alertdialog', { name: `Revoke the key ${keyName}?` })
    .getByRole('button', { name: 'Revoke key' })
    .click()
  await expect(row).toContainText('Revoked')

  // The admin's Audit Log, searched by the key's name: the two entries, newest first.
  await signInAsDemo(page, 'admin', '/admin/dashboard/audit-log')
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible()
  await page.getByLabel('Target').fill(keyName)
  await expect(page).toHaveURL(/[?&]target=/)
  const entries = page
    .getByRole('region', { name: 'Audit log entries' })
    .getByRole('row', { name: new RegExp(keyName) })
  await expect(entries).toHaveCount(2)
  await expect(page.getByText('2 entries', { exact: true })).toBeVisible()

  // The actor: the brand's owner, signed in as a brand (then where from).
  const brandActor = new RegExp(`^${demo.brand.email.replace(/\./g, '\\.')} brand\\b`)
  const revoked = entries.nth(0)
  await expect(revoked.getByRole('cell', { name: 'Revoked a monitoring API key' })).toBeVisible()
  await expect(revoked.getByRole('cell', { name: brandActor })).toBeVisible()
  await expect(revoked).toContainText(`${keyName} (${DEMO_BRAND})`)
  await expect(revoked).toContainText('API key')
  await expect(revoked.getByRole('listitem').filter({ hasText: 'Revoked at:' })).toContainText(
    'Revoked at: — →',
  )

  const created = entries.nth(1)
  await expect(created.getByRole('cell', { name: 'Created a monitoring API key' })).toBeVisible()
  await expect(created.getByRole('cell', { name: brandActor })).toBeVisible()
  await expect(created).toContainText(`${keyName} (${DEMO_BRAND})`)
  await expect(created.getByRole('listitem').filter({ hasText: 'Name:' })).toHaveText(
    `Name: ${keyName}`,
  )
  const prefix = created.getByRole('listitem').filter({ hasText: 'Prefix:' })
  await expect(prefix).toHaveText(/^Prefix: mkp_\S+$/)
  // The prefix is the key's start, which the brand's own screen shows too; the key is longer.
  const shownPrefix = ((await prefix.textContent()) ?? '').replace('Prefix: ', '')
  expect(key.startsWith(shownPrefix)).toBe(true)
  expect(shownPrefix.length).toBeLessThan(key.length)

  // Filtered by action, each entry is found by its label.
  await page.getByLabel('Action').selectOption({ label: 'Created a monitoring API key' })
  await expect(page).toHaveURL(/action=api_key\.created/)
  await expect(entries).toHaveCount(1)
  await page.getByLabel('Action').selectOption({ label: 'Revoked a monitoring API key' })
  await expect(page).toHaveURL(/action=api_key\.revoked/)
  await expect(entries).toHaveCount(1)

  // The key itself is nowhere: not in the page's text, not in its markup, not in the export.
  await page.getByLabel('Action').selectOption({ label: 'All actions' })
  await expect(entries).toHaveCount(2)
  await expect(page.locator('body')).not.toContainText(key)
  expect(await page.content()).not.toContain(key)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ])
  const csv = fs.readFileSync((await download.path())!, 'utf8')
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines).toHaveLength(3)
  expect(lines[1]).toContain('api_key.revoked')
  expect(lines[2]).toContain('api_key.created')
  expect(csv).not.toContain(key)
})
