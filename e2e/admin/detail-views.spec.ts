/**
 * Issue 16 item 2: the admin console's records each have a page of their own, opened from the
 * lists by the record's name. A visitor applies on the Reseller Hub; the admin opens the
 * application from Reseller Applications and reads what no list showed — the business details,
 * the store link, the document — and the mails the applicant was sent; once approved, the
 * account it opened is a user opened from User Management, and a brand is opened from the
 * Brands Directory with the reseller authorized for it. Each page is axe-clean.
 */
import { seriousAxeViolations } from '../public/home-support.ts'
import { adminApi, demo, expect, signInAsDemo, test, uniqueEmail } from '../support/fixtures.ts'
import { signedInApi } from '../support/protection.ts'
import { applyOnResellerHub } from '../support/reseller-hub.ts'

// axe is injected as a script, which the Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

test('[ADMIN][DETAIL]: an application, its applicant and a brand are opened from their lists and show every field, the mails sent and the history', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('detailed')
  const company = `Harper Detail ${Date.now().toString(36)}`
  await applyOnResellerHub(page, email, company)

  // The application, from the Reseller Applications list by its name.
  await signInAsDemo(page, 'admin', '/admin/dashboard/reseller-applications')
  await page.getByLabel('Search applications').fill(email)
  // The search reaches the URL once typing pauses; a click before that would be undone by it.
  await expect(page).toHaveURL(/[?&]q=/)
  await page.getByRole('listitem', { name: company }).getByRole('link', { name: company }).click()
  await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/dashboard\/reseller-applications\/[0-9a-f-]{36}$/)

  const business = page.getByRole('region', { name: 'Business' })
  await expect(business.getByText('Harper Hub')).toBeVisible()
  await expect(business.getByText('LLC', { exact: true })).toBeVisible()
  await expect(business.getByText('Toys', { exact: true })).toBeVisible()
  await expect(business.getByText('$10,000 – $50,000 a month')).toBeVisible()
  await expect(business.getByText('$10,000 – $25,000', { exact: true })).toBeVisible()
  const amazon = page.getByRole('region', { name: 'Marketplaces' }).getByRole('listitem')
  await expect(amazon.getByRole('heading', { name: 'Amazon', level: 3 })).toBeVisible()
  await expect(
    amazon.getByRole('link', { name: 'https://www.amazon.com/sp?seller=A1HARPER' }),
  ).toBeVisible()
  await expect(amazon.getByText('A1HARPER', { exact: true })).toBeVisible()
  const document = page.getByRole('region', { name: 'Document' })
  await expect(document.getByText('verification.pdf')).toBeVisible()
  await expect(document.getByText('Awaiting review')).toBeVisible()
  await expect(document.getByRole('button', { name: 'Download Document' })).toBeEnabled()

  const mails = page.getByRole('region', { name: 'Mails sent' })
  await expect(
    mails.getByRole('row', { name: /We received your reseller application/ }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])

  // Approved (through the API: the decision has its own journey), the page shows the account
  // it opened and the mail with the sign-in details, newest first.
  await (await adminApi(request, baseURL!)).approveResellerByEmail(email)
  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Account' }).getByRole('link', { name: email }),
  ).toBeVisible()
  await expect(mails.getByText('2 mails.')).toBeVisible()
  await expect(mails.getByRole('row', { name: /Your reseller account is ready/ })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'History' }).getByText('Approved a reseller application'),
  ).toBeVisible()

  // The applicant's account, from User Management by its name.
  await page.getByRole('link', { name: 'User Management', exact: true }).click()
  await page.getByLabel('Search users').fill(email)
  // The search reaches the URL once typing pauses; a click before that would be undone by it.
  await expect(page).toHaveURL(/[?&]q=/)
  await page
    .getByRole('table', { name: 'Users' })
    .getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
    .getByRole('link', { name: 'Harper Hub' })
    .click()
  await expect(page.getByRole('heading', { name: email, level: 1 })).toBeVisible()
  const access = page.getByRole('region', { name: 'Sign-in and access' })
  await expect(access.getByText('Active', { exact: true })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Profile' }).getByText('Reseller', { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Applications and brands' }).getByRole('link', {
      name: company,
    }),
  ).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])

  // A brand of this journey's own, authorized for that reseller, from the Brands Directory.
  const brandName = `Detail Brand ${Date.now().toString(36)}`
  const admin = await signedInApi(baseURL!, demo.admin)
  const created = await admin.post('/api/admin/brands', {
    data: {
      name: brandName,
      contactEmail: uniqueEmail('detail-brand'),
      department: 'Kitchen',
      categories: ['Home'],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const brandId = ((await created.json()) as { brand: { id: string } }).brand.id
  const users = await admin.get(`/api/admin/users?search=${encodeURIComponent(email)}`)
  const { users: found } = (await users.json()) as { users: { id: string }[] }
  const allocated = await admin.post(`/api/admin/brands/${brandId}/allocations`, {
    data: { resellerId: found[0]!.id },
  })
  expect(allocated.status(), await allocated.text()).toBe(200)
  await admin.dispose()

  await page.getByRole('link', { name: 'Brands Directory', exact: true }).click()
  await page.getByLabel('Search brands').fill(brandName)
  await expect(page).toHaveURL(/[?&]q=/)
  await page.getByRole('link', { name: brandName, exact: true }).click()
  await expect(page.getByRole('heading', { name: brandName, level: 1 })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard/brands-directory/${brandId}$`))
  await expect(
    page.getByRole('region', { name: 'Directory entry' }).getByText('Kitchen', { exact: true }),
  ).toBeVisible()
  const resellers = page.getByRole('region', { name: 'Authorized resellers' })
  await expect(resellers.getByText('1 reseller.')).toBeVisible()
  await expect(resellers.getByRole('link', { name: company })).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])

  // Back to the list it came from.
  await page.getByRole('link', { name: 'Back to Brands Directory' }).click()
  await expect(page.getByRole('heading', { name: 'Brands Directory', level: 1 })).toBeVisible()
})
