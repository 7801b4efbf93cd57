import { BLOG_SLUGS } from '../../src/shared/site-map.ts'
import { demo, expect, signInThroughUi, test } from '../support/fixtures.ts'

test('[PUBLIC]: an unknown page answers 404 and shows the not-found page with a way home', async ({
  page,
}) => {
  // A 404, not a soft 404: search engines must not index it (issue 12).
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('[PUBLIC]: an unknown article answers 404 with the not-found page; a real one is 200', async ({
  page,
}) => {
  const missing = await page.goto('/blog/does-not-exist')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  const article = await page.goto(`/blog/${BLOG_SLUGS[0]}`)
  expect(article?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0)
  const screen = await page.goto('/brand/login')
  expect(screen?.status()).toBe(200)
})

test('[PUBLIC]: /admin and /admin-dashboard/* redirect as specified', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL('/admin/login')
  await signInThroughUi(page, 'admin', demo.admin.email, demo.admin.password)
  await expect(page).toHaveURL('/admin/dashboard')
  await page.goto('/admin-dashboard/brands-directory?tab=x#top')
  await expect(page).toHaveURL('/admin/dashboard/brands-directory?tab=x#top')
  await expect(page.getByRole('heading', { name: 'Brands Directory' })).toBeVisible()
})

test('[PUBLIC]: a missing asset is a 404, not the app', async ({ request }) => {
  const response = await request.get('/assets/missing-file.js')
  expect(response.status()).toBe(404)
})

test('[PUBLIC]: the portal landing pages lead to their sign-in pages', async ({ page }) => {
  await page.goto('/brand')
  await page.getByRole('link', { name: 'Brand Login' }).click()
  await expect(page).toHaveURL('/brand/login')
  await page.goto('/reseller')
  await page.getByRole('link', { name: 'Reseller Login' }).click()
  await expect(page).toHaveURL('/reseller/login')
})
