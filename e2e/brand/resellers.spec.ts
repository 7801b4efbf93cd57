/**
 * Issue 5: a brand exports its authorized resellers as CSV; a reseller who names its company as
 * a spreadsheet formula comes out defused. Issue 13: each line has the authorization's status,
 * term and a seller id column per marketplace.
 */
import fs from 'node:fs'
import { adminApi, expect, signInAsDemo, test, uniqueEmail } from '../support/fixtures.ts'

test('[BRAND][RESELLERS]: a brand exports its resellers as CSV', async ({
  page,
  request,
  baseURL,
}) => {
  const headers = { origin: baseURL! }
  // A reseller of its own for this journey, with a formula for a company name.
  const email = uniqueEmail('export-reseller')
  const company = `=HYPERLINK("http://evil.example/${Date.now().toString(36)}","Click")`
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password: 'export-reseller-1',
      name: 'Erin Export',
      fullName: 'Erin Export',
      companyName: company,
      userRole: 'reseller',
      termsAccepted: true,
    },
    headers,
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()

  // The demo brand signs in; its directory entry is the one its resellers are allocated to.
  await signInAsDemo(page, 'brand')
  await expect(page).toHaveURL(/\/brand\/dashboard/)
  const mine = await page.request.get('/api/brand/resellers')
  expect(mine.ok()).toBeTruthy()
  const { entry } = (await mine.json()) as { entry: { id: string } | null }
  expect(entry, 'the demo brand has a directory entry').toBeTruthy()

  // The admin approves the reseller and allocates the brand to it.
  const admin = await adminApi(request, baseURL!)
  await admin.approveResellerByEmail(email)
  const found = await request.get(
    `/api/admin/brand-allocations/resellers?search=${encodeURIComponent(email)}`,
  )
  const { resellers } = (await found.json()) as { resellers: { id: string; email: string }[] }
  const reseller = resellers.find((r) => r.email === email.toLowerCase())
  expect(reseller, 'the new reseller').toBeTruthy()
  const allocated = await request.post(`/api/admin/brands/${entry!.id}/allocations`, {
    data: { resellerId: reseller!.id },
    headers,
  })
  expect(allocated.ok(), await allocated.text()).toBeTruthy()

  await page.goto('/brand/dashboard/resellers')
  await expect(page.getByRole('heading', { name: 'Resellers Management', level: 1 })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search resellers' }).fill(email)
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toBeVisible()
  // Shown as typed, as text.
  await expect(row).toContainText(company)
  await expect(row).toContainText('Granted by a marketplace admin')
  await expect(
    page.getByRole('table', { name: 'Authorized resellers' }).getByRole('row'),
  ).toHaveCount(2)
  await expect(row.getByRole('link', { name: /View Orders/ })).toHaveAttribute(
    'href',
    `/brand/dashboard/orders?reseller=${encodeURIComponent(reseller!.id)}`,
  )

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export', exact: true }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('authorized-resellers.csv')
  const lines = fs
    .readFileSync((await file.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toBe(
    'company,contact_name,email,authorization_status,authorized_date,authorized_until,amazon_seller_id,walmart_seller_id,ebay_seller_id,web_store,other_marketplace,status_reason,orders,order_total,last_order_date,activity',
  )
  // The search applies to the export; the formula is prefixed with an apostrophe.
  expect(lines).toHaveLength(2)
  const today = new Date().toISOString().slice(0, 10)
  expect(lines[1]).toBe(
    // Allocated by the admin with the seller ids the reseller gave (none at sign-up).
    `"'${company.replaceAll('"', '""')}",Erin Export,${email.toLowerCase()},Active,${today},,,,,,,,0,0.00,,Inactive`,
  )
})
