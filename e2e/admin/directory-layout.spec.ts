/**
 * Issue 16: the Brands Directory fits its card. At 1280 px the table (878 px of card) was 957 px
 * wide and the sticky Actions column covered Status; at 1680 px the headers read 'Stat / Ac'; on
 * a phone only the first words of the names showed. And its page, size and search live in the URL.
 */
import type { Locator, Page } from '@playwright/test'
import { seriousAxeViolations } from '../public/home-support.ts'
import { expect, signInAsDemo, test } from '../support/fixtures.ts'

// axe is injected as a script, which the Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** 30 brands of this run, with long department and category values, in one import. */
async function seedBrands(page: Page, baseURL: string, runTag: string) {
  const lines = ['name,contact_email,department,categories,website_url']
  for (let i = 0; i < 30; i++) {
    const n = String(i).padStart(2, '0')
    lines.push(
      `E2E Layout ${runTag} ${n},layout-contact-${runTag}-${n}@a-rather-long-domain.e2e.example.com,Home & Garden Supplies,Kitchen;Garden;Outdoor Furniture,https://layout-${runTag}-${n}.example.com`,
    )
  }
  const response = await page.request.post('/api/admin/brand-import', {
    data: `${lines.join('\n')}\n`,
    headers: { 'content-type': 'text/csv', origin: baseURL },
  })
  expect(response.status(), await response.text()).toBe(200)
  expect(await response.text()).toContain('"imported":30')
}

/** The cell of `row` under the header named `header`. */
async function cellUnder(table: Locator, row: Locator, header: string) {
  const headers = await table.getByRole('columnheader').allTextContents()
  const index = headers.indexOf(header)
  expect(index, `column ${header} among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0)
  return row.getByRole('cell').nth(index)
}

/** No horizontal scroll: neither the table's box, nor its card, nor the page. */
async function expectNoSideways(table: Locator) {
  const widths = await table.evaluate((el) => {
    const wrapper = el.parentElement!
    const card = el.closest('.rounded-xl') as HTMLElement
    return {
      table: el.getBoundingClientRect().width,
      wrapperScroll: wrapper.scrollWidth,
      wrapperClient: wrapper.clientWidth,
      cardScroll: card.scrollWidth,
      cardClient: card.clientWidth,
      pageScroll: document.documentElement.scrollWidth,
      pageClient: document.documentElement.clientWidth,
    }
  })
  expect(widths.table).toBeLessThanOrEqual(widths.wrapperClient + 0.5)
  expect(widths.wrapperScroll).toBeLessThanOrEqual(widths.wrapperClient)
  expect(widths.cardScroll).toBeLessThanOrEqual(widths.cardClient)
  expect(widths.pageScroll).toBeLessThanOrEqual(widths.pageClient)
}

test('[ADMIN][BRANDS]: the directory at 1280 px shows Status and Actions without overlap, and at 390 px as cards', async ({
  page,
  baseURL,
}) => {
  const runTag = tag()
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAsDemo(page, 'admin', '/admin/dashboard/brands-directory')
  await seedBrands(page, baseURL!, runTag)
  await page.getByLabel('Search brands').fill(runTag)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${runTag}`))

  const table = page.getByRole('table', { name: 'Brands' })
  const row = table.getByRole('row').filter({ hasText: `E2E Layout ${runTag} 29` })
  await expect(row).toHaveCount(1)

  // 1280 × 800: Status and Actions side by side, nothing under anything, no sideways scroll.
  const status = await cellUnder(table, row, 'Status')
  const actions = await cellUnder(table, row, 'Actions')
  await expect(status.getByText('Active', { exact: true })).toBeVisible()
  await expect(
    actions.getByRole('button', { name: `Delete E2E Layout ${runTag} 29` }),
  ).toBeVisible()
  const s = (await status.boundingBox())!
  const a = (await actions.boundingBox())!
  expect(s.x + s.width).toBeLessThanOrEqual(a.x + 0.5)
  await expectNoSideways(table)
  // The columns that gave way are in the row, under the name; the address is not broken.
  await expect(row.getByText('Home & Garden Supplies')).toBeVisible()
  const email = row.getByRole('link', { name: `layout-contact-${runTag}-29@`, exact: false })
  await expect(email).toHaveCSS('white-space', 'nowrap')
  expect(await seriousAxeViolations(page)).toEqual([])

  // The page, its size and the search survive a reload.
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await pager.getByLabel('Rows per page').selectOption('25')
  await expect(page).toHaveURL(/[?&]pageSize=25/)
  await expect(pager.getByText(`Page 1 of 2 · 30 brands`)).toBeVisible()
  await pager.getByRole('button', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  // A search is in the search's order (decision 017): the name, so 25 to 29 are on page 2.
  await expect(table.getByRole('row').filter({ hasText: `E2E Layout ${runTag} 29` })).toHaveCount(1)
  await page.reload()
  await expect(page.getByLabel('Search brands')).toHaveValue(runTag)
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(pager.getByText('Page 2 of 2 · 30 brands')).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: `E2E Layout ${runTag} 29` })).toHaveCount(1)
  await expect(table.getByRole('row').filter({ hasText: `E2E Layout ${runTag} 00` })).toHaveCount(0)
  // Back returns to page 1.
  await page.goBack()
  await expect(table.getByRole('row').filter({ hasText: `E2E Layout ${runTag} 00` })).toHaveCount(1)

  // 1680 × 1000: every header is whole.
  await page.setViewportSize({ width: 1680, height: 1000 })
  for (const header of ['Status', 'Actions']) {
    const th = table.getByRole('columnheader', { name: header, exact: true })
    await expect(th).toBeVisible()
    const clip = await th.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
    expect(clip.scroll, header).toBeLessThanOrEqual(clip.client)
  }
  await expectNoSideways(table)

  // 390 × 844: a card per brand (its name as heading, status, fields, actions), no table.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('table')).toHaveCount(0)
  const cards = page.getByRole('list', { name: 'Brands' })
  const card = cards
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `E2E Layout ${runTag} 00` }) })
  await expect(card).toHaveCount(1)
  await expect(card.getByRole('article', { name: `E2E Layout ${runTag} 00` })).toBeVisible()
  await expect(card.getByText('Active', { exact: true })).toBeVisible()
  await expect(card.getByText('Home & Garden Supplies')).toBeVisible()
  await expect(card.getByRole('button', { name: `Edit E2E Layout ${runTag} 00` })).toBeVisible()
  // The heading is whole: not cut to its first words.
  const heading = card.getByRole('heading', { name: `E2E Layout ${runTag} 00` })
  const cut = await heading.evaluate((el) => el.scrollWidth > el.clientWidth)
  expect(cut).toBe(false)
  const pageWidth = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(pageWidth.scroll).toBeLessThanOrEqual(pageWidth.client)
  expect(await seriousAxeViolations(page)).toEqual([])
})
