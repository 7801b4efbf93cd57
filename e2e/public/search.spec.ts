/**
 * /search?q= (issue 3 item 7): a ranked search over the active brands that still finds a brand
 * whose name is misspelled, an empty state, the quick chips, and a retry after an error.
 */
import type { APIRequestContext } from '@playwright/test'
import {
  LEAD_POPUP_STORAGE_PREFIX,
  QUICK_CHIPS,
  VISITOR_TYPE_STORAGE_KEY,
} from '../../src/shared/constants.ts'
import { expect, test } from '../support/fixtures.ts'

interface SearchAnswer {
  query: string
  total: number
  results: { id: string; name: string }[]
}

async function search(request: APIRequestContext, q: string): Promise<SearchAnswer> {
  const response = await request.get(`/api/search?q=${encodeURIComponent(q)}&limit=50`)
  expect(response.ok()).toBeTruthy()
  return (await response.json()) as SearchAnswer
}

/** A seeded brand and a misspelling of the longest word of its name (one letter dropped). */
async function misspelledBrand(request: APIRequestContext) {
  // The seeded demo brand: other journeys add brands of their own, and an empty query's first
  // page need not reach it.
  const { results } = await search(request, 'Northwind')
  const brand = results.find((r) => r.name.includes('Northwind'))!
  expect(brand, 'the demo seed lists Northwind Goods').toBeTruthy()
  const word = brand.name
    .replace(/^\[[^\]]*\]\s*/, '')
    .split(/\s+/)
    .sort((a, b) => b.length - a.length)[0]!
  const middle = Math.floor(word.length / 2)
  return { brand, misspelled: word.slice(0, middle) + word.slice(middle + 1) }
}

test.describe('[PUBLIC][SEARCH]', () => {
  // The welcome dialog and the lead popup have their own journeys; here they would cover the page.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(
      ([visitorKey, popupKey]) => {
        localStorage.setItem(visitorKey, 'reseller')
        sessionStorage.setItem(`${popupKey}_disabled`, 'true')
      },
      [VISITOR_TYPE_STORAGE_KEY, LEAD_POPUP_STORAGE_PREFIX] as const,
    )
  })

  test('a misspelled brand name still finds the brand', async ({ page, request }) => {
    const { brand, misspelled } = await misspelledBrand(request)
    expect(brand.name).not.toContain(misspelled)

    await page.goto('/search')
    await expect(page.getByRole('heading', { level: 1, name: 'Search brands' })).toBeVisible()
    // Without a query the directory is listed.
    await expect(page.getByText(/brands? in the directory/)).toBeVisible()
    await page.getByLabel('Search brands').fill(misspelled)
    await page.getByLabel('Search brands').press('Enter')

    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(misspelled)}`)
    await expect(page.getByText(new RegExp(`brands? found for “${misspelled}”`))).toBeVisible()
    await expect(page.getByRole('article', { name: brand.name })).toBeVisible()

    // Straight from a link (the hero and the chips arrive this way), prefilled from ?q=.
    await page.goto(`/search?q=${encodeURIComponent(misspelled)}`)
    await expect(page.getByLabel('Search brands')).toHaveValue(misspelled)
    await expect(page.getByRole('article', { name: brand.name })).toBeVisible()
  })

  test('a search without matches shows the empty state with a way on', async ({ page }) => {
    const q = 'qqzxv wkjhgf'
    await page.goto(`/search?q=${encodeURIComponent(q)}`)
    await expect(page.getByRole('heading', { name: `No brands match “${q}”` })).toBeVisible()
    await expect(page.getByText('Check the spelling', { exact: false })).toBeVisible()
    await page.getByRole('link', { name: 'browse all brands' }).click()
    await expect(page).toHaveURL('/search')
    await expect(page.getByText(/brands? in the directory/)).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
  })

  test('a quick chip searches, and Back returns to the previous search', async ({
    page,
    request,
  }) => {
    // The chip whose search finds the most brands in the seed.
    const answers = await Promise.all(
      QUICK_CHIPS.map(async (chip) => ({ chip, answer: await search(request, chip.query) })),
    )
    const { chip, answer } = answers.sort((a, b) => b.answer.total - a.answer.total)[0]!
    expect(answer.total, `some chip finds brands: ${chip.query}`).toBeGreaterThan(0)

    await page.goto('/search?q=northwind')
    await page
      .getByRole('navigation', { name: 'Quick searches' })
      .getByRole('link', { name: chip.label })
      .click()
    await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: chip.query })}`)
    await expect(page.getByText(`found for “${chip.query}”`, { exact: false })).toBeVisible()
    await expect(page.getByRole('article', { name: answer.results[0]!.name })).toBeVisible()
    await expect(page.getByLabel('Search brands')).toHaveValue(chip.query)

    await page.goBack()
    await expect(page).toHaveURL('/search?q=northwind')
    await expect(page.getByLabel('Search brands')).toHaveValue('northwind')
  })

  test('a failed search offers a retry', async ({ page }) => {
    let failures = 1
    await page.route('**/api/search?*', async (route) => {
      if (failures-- > 0) await route.abort('connectionfailed')
      else await route.continue()
    })
    await page.goto('/search?q=goods')
    await expect(page.getByText('We could not load the search results.')).toBeVisible()
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByText(/found for “goods”|No brands match “goods”/)).toBeVisible()
  })

  test('the page is one prerendered shell with its own title', async ({ request }) => {
    const html = await (await request.get('/search?q=zqxprobe')).text()
    expect(html).toContain('<title>Search brands')
    expect(html).toContain('<h1')
    // The query is read in the browser: the shell never echoes it.
    expect(html).not.toContain('zqxprobe')
  })
})
