/**
 * Issue 16 item 9: admins keep the lead magnet's list. The count is shown, a brand is added
 * and removed after a confirmation, and the public count follows.
 */
import { expect, signInAsDemo, test } from '../support/fixtures.ts'
import { seriousAxeViolations } from '../public/home-support.ts'

test.use({ bypassCSP: true })

const countOf = (text: string | null) => Number(/^(\d+) brands? on the list$/.exec(text ?? '')?.[1])

test('[ADMIN][LEAD LIST]: an admin adds a brand to the lead list and removes it after confirming', async ({
  page,
}) => {
  await signInAsDemo(page, 'admin', '/admin/dashboard/lead-magnet-list')
  await expect(page.getByRole('heading', { name: 'Lead Magnet List', level: 1 })).toBeVisible()
  const status = page.getByRole('status').filter({ hasText: /on the list$/ })
  await expect(status).toHaveText(/^\d+ brands? on the list$/)
  const before = countOf(await status.textContent())
  expect(before).toBeGreaterThanOrEqual(10)
  expect(await seriousAxeViolations(page)).toEqual([])

  const name = `Journey Ungated ${Date.now().toString(36)}`
  // A link that is not a web address is refused with its message.
  await page.getByLabel('Brand name').fill(name)
  await page.getByLabel('Website or Amazon link (optional)').fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Add to list' }).click()
  await expect(
    page.getByText('Please enter a valid URL starting with http:// or https://'),
  ).toBeVisible()
  await page
    .getByLabel('Website or Amazon link (optional)')
    .fill('https://www.amazon.com/s?k=journey')
  await page.getByLabel('Category (optional)').fill('Toys')
  await page.getByLabel('Note (optional)').fill('All listings')
  await page.getByRole('button', { name: 'Add to list' }).click()
  await expect(page.getByText(`${name} added to the list`).first()).toBeVisible()
  await expect(status).toHaveText(`${before + 1} brands on the list`)
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('amazon.com')
  await expect(row).toContainText('Toys')

  // The same name again is refused.
  await page.getByLabel('Brand name').fill(name.toUpperCase())
  await page.getByRole('button', { name: 'Add to list' }).click()
  await expect(
    page.getByText(`${name.toUpperCase()} is already on the list.`).first(),
  ).toBeVisible()
  await page.getByLabel('Brand name').fill('')

  // Remove asks first; Cancel keeps it.
  await row.getByRole('button', { name: `Remove ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Remove ${name} from the list?` })
  await expect(dialog).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: `Remove ${name}` }).click()
  await dialog.getByRole('button', { name: 'Remove from list' }).click()
  await expect(page.getByText(`${name} removed from the list`).first()).toBeVisible()
  await expect(row).toHaveCount(0)
  await expect(status).toHaveText(`${before} brands on the list`)
})
