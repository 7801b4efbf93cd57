/** Issue 4, Investor Demo Setup: force re-seed, then the verification counts. */
import { demo, expect, signInAsDemo, test } from '../support/fixtures.ts'

test('[ADMIN][DEMO]: force re-seed shows the demo credentials and the verification counts', async ({
  page,
}) => {
  await signInAsDemo(page, 'admin')
  await expect(page).toHaveURL(/\/admin\/dashboard/)
  await page.getByRole('link', { name: 'Prepare the investor demo' }).click()
  await expect(page).toHaveURL('/demo-setup')
  await expect(page.getByRole('heading', { name: 'Investor Demo Setup', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Force Re-seed' }).click()
  await expect(page.getByText('Demo Setup Complete').first()).toBeVisible()
  // Every demo account already existed: that counts as success.
  await expect(page.getByText('Some demo accounts already exist').first()).toBeVisible()

  const count = (label: string) => page.getByText(label, { exact: true }).locator('xpath=../dd')
  await expect(count('Demo accounts')).toHaveText('3 of 3')
  await expect(count('[DEMO] brands')).toHaveText('5')
  await expect
    .poll(async () => Number(await count('[DEMO] products').textContent()))
    .toBeGreaterThanOrEqual(5)
  await expect
    .poll(async () => Number(await count('Demo reseller allocations').textContent()))
    .toBeGreaterThanOrEqual(5)
  await expect
    .poll(async () => Number(await count('Demo reseller orders').textContent()))
    .toBeGreaterThanOrEqual(5)
  for (const account of [demo.admin, demo.brand, demo.reseller]) {
    await expect(page.getByRole('main').getByText(account.email, { exact: true })).toBeVisible()
  }
})
