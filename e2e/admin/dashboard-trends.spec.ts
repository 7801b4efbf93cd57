/**
 * Issue 16 item 7: the admin dashboard's charts over a period toggle, from real data: a new
 * reseller sign-up shows in today's row, and the period stays in the URL.
 */
import { seriousAxeViolations } from '../public/home-support.ts'
import { expect, signInAsDemo, test, uniqueEmail } from '../support/fixtures.ts'

// axe-core is injected as a script tag, which the app's CSP would refuse.
test.use({ bypassCSP: true })

test('[ADMIN][DASHBOARD]: the trends follow a new sign-up, over the period chosen, kept in the URL', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAsDemo(page, 'admin')
  const trends = page.getByRole('region', { name: 'Trends' })
  const signUps = trends.getByRole('region', { name: 'Sign-ups and applications', exact: true })
  await expect(signUps.getByRole('img', { name: /over the last 30 days/ })).toBeVisible()

  // Today's reseller sign-ups, as the chart's table gives them.
  await signUps.getByText('View as table').click()
  const todayRow = signUps.getByRole('row').last()
  const resellerSignUps = async () =>
    Number((await todayRow.getByRole('cell').first().textContent())!.replace(/\D/g, ''))
  const before = await resellerSignUps()

  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email: uniqueEmail('trends-applicant'),
      password: 'applicant-pass-1',
      name: 'Tess Trends',
      fullName: 'Tess Trends',
      companyName: `Trends Resale ${Date.now().toString(36)}`,
      userRole: 'reseller',
      termsAccepted: true,
    },
    headers: { origin: baseURL! },
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()

  // Seven days, chosen with the toggle: the URL keeps it across a reload.
  await trends
    .getByRole('group', { name: 'Period' })
    .getByRole('button', { name: '7 Days' })
    .click()
  await expect(page).toHaveURL(/[?&]period=7\b/)
  await page.reload()
  await expect(signUps.getByRole('img', { name: /over the last 7 days/ })).toBeVisible()
  await expect(
    trends.getByRole('group', { name: 'Period' }).getByRole('button', { name: '7 Days' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await signUps.getByText('View as table').click()
  await expect(signUps.getByRole('row')).toHaveCount(8)
  // At least ours: journeys running beside this one sign resellers up too.
  expect(await resellerSignUps()).toBeGreaterThanOrEqual(before + 1)

  for (const title of ['Orders and GMV', 'Pending queues', 'Web vitals (p75 per page)']) {
    await expect(trends.getByRole('region', { name: title, exact: true })).toBeVisible()
  }
  expect(await seriousAxeViolations(page)).toEqual([])
})
