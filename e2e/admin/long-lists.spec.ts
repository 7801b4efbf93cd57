/**
 * Issue 16 item 4: the admin console's long lists are paged by the server, with page numbers, a
 * page jump and a page size, and keep the page, the search and the tab in the URL, so that a
 * reload shows the same page.
 */
import { REVIEW_TEXTS } from '../../src/shared/reseller-accounts-texts.ts'
import { seriousAxeViolations } from '../public/home-support.ts'
import { expect, signInAsDemo, test, uniqueEmail } from '../support/fixtures.ts'

// axe is injected as a script, which the Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

const COUNT = 27

test('[ADMIN][LISTS]: an admin pages through reseller applications, and a reload keeps the page and the search', async ({
  page,
  baseURL,
}) => {
  const tag = `Longlist${Date.now().toString(36)}`
  await signInAsDemo(page, 'admin', '/admin/dashboard/reseller-applications')
  // 27 pending applications of one company family, added as the admin adds mailed-in ones.
  for (let i = 1; i <= COUNT; i++) {
    const added = await page.request.post('/api/admin/reseller-applications', {
      data: { email: uniqueEmail('long-list'), companyName: `${tag} Resale ${i}` },
      headers: { origin: baseURL! },
    })
    expect(added.status(), await added.text()).toBe(201)
  }

  await page.getByLabel(REVIEW_TEXTS.searchLabel).fill(tag)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`))
  await page.getByRole('tab', { name: /^Pending/ }).click()
  await expect(page).toHaveURL(/[?&]tab=pending/)
  await expect(page.getByRole('tab', { name: `Pending (${COUNT})` })).toBeVisible()
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager).toContainText(`Page 1 of 2 · ${COUNT} applications`)
  await expect(
    page.getByRole('listitem', { name: `${tag} Resale ${COUNT}`, exact: true }),
  ).toBeVisible()

  // Page 2: the two oldest, newest first.
  await pager.getByRole('button', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(pager).toContainText(`Page 2 of 2 · ${COUNT} applications`)
  await expect(page.getByRole('listitem', { name: `${tag} Resale 2`, exact: true })).toBeVisible()
  await expect(page.getByRole('listitem', { name: `${tag} Resale 1`, exact: true })).toBeVisible()
  await expect(
    page.getByRole('listitem', { name: `${tag} Resale ${COUNT}`, exact: true }),
  ).toHaveCount(0)
  // The paged list, its pager included, is axe-clean.
  expect(await seriousAxeViolations(page)).toEqual([])

  // A reload shows the same tab, search and page.
  await page.reload()
  await expect(page.getByLabel(REVIEW_TEXTS.searchLabel)).toHaveValue(tag)
  await expect(page.getByRole('tab', { name: `Pending (${COUNT})` })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(pager).toContainText(`Page 2 of 2 · ${COUNT} applications`)
  await expect(page.getByRole('listitem', { name: `${tag} Resale 1`, exact: true })).toBeVisible()

  // A bigger page holds them all, from page 1.
  await pager.getByLabel('Rows per page').selectOption('50')
  await expect(pager).toContainText(`Page 1 of 1 · ${COUNT} applications`)
  await expect(page).not.toHaveURL(/[?&]page=/)
  await expect(page.getByRole('listitem', { name: new RegExp(`^${tag} Resale`) })).toHaveCount(
    COUNT,
  )

  // The approval queue pages the same way; its page is in the URL too.
  await page.goto(`/admin/dashboard/reseller-approvals?q=${tag}&page=2`)
  await expect(pager).toContainText(`Page 2 of 2 · ${COUNT} applications`)
  await expect(page.getByRole('listitem', { name: `${tag} Resale 1`, exact: true })).toBeVisible()

  // And Reseller Registration.
  await page.goto(`/admin/reseller-registration?q=${tag}&page=2`)
  await expect(pager).toContainText(`Page 2 of 2 · ${COUNT} applications`)
  await expect(page.getByRole('row', { name: `${tag} Resale 1`, exact: true })).toBeVisible()
  await expect(page.getByRole('row', { name: `${tag} Resale ${COUNT}`, exact: true })).toHaveCount(
    0,
  )
})
