/** 000 §2: the visitor-type welcome dialog on the home page. Time is Playwright's clock. */
import { expect, test } from '../support/fixtures.ts'
import { extrasStartedAt } from './home-support.ts'

const TITLE = 'Welcome! Who are you?'

test.describe('[PUBLIC][WELCOME DIALOG]', () => {
  test('opens 1 s after a first visit, cannot be dismissed, and "I\'m a Brand" keeps it closed', async ({
    page,
  }) => {
    // The page's clock stands still from the first paint: on a busy machine real time between
    // the timers' start and the first assertion could otherwise pass the 1 s already.
    const now = Date.now()
    await page.clock.install({ time: now })
    await page.clock.pauseAt(now + 1_000)
    await page.goto('/')
    const dialog = page.getByRole('dialog', { name: TITLE })
    // React's Suspense waits on the page's timers too: the clock moves 20 ms at a time until the
    // extras mount, so the dialog's 1 s starts at most 20 ms before the count below.
    const html = page.locator('html')
    for (let steps = 0; !(await html.getAttribute('data-site-extras')); steps += 1) {
      expect(steps, 'the site extras mount').toBeLessThan(500)
      await page.clock.runFor(20)
    }
    const started = Number(await html.getAttribute('data-site-extras'))
    const elapsed = (await page.evaluate(() => Date.now())) - started
    expect(elapsed).toBeLessThanOrEqual(20)

    await page.clock.runFor(900 - elapsed)
    await expect(dialog).toBeHidden()
    await page.clock.runFor(150)
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-labelledby', 'welcome-dialog-title')
    await page.clock.resume()

    // Neither Escape nor a click on the backdrop closes it.
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeVisible()

    await dialog.getByRole('button', { name: "I'm a Brand" }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/')
    expect(await page.evaluate(() => localStorage.getItem('visitor-type-selected'))).toBe('brand')

    // The choice persists: no dialog on the next visit.
    await page.reload()
    await extrasStartedAt(page)
    await page.clock.fastForward('00:03')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(dialog).toBeHidden()

    // ?reset-dialog=true clears the stored choice: the dialog returns.
    await page.goto('/?reset-dialog=true')
    await extrasStartedAt(page)
    await page.clock.fastForward('00:01')
    await expect(dialog).toBeVisible()
  })

  test('"I\'m a Reseller" stores the choice and goes to /reseller-hub', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await extrasStartedAt(page)
    await page.clock.fastForward('00:01')
    const dialog = page.getByRole('dialog', { name: TITLE })
    await dialog.getByRole('button', { name: "I'm a Reseller" }).click()
    await expect(page).toHaveURL('/reseller-hub')
    expect(await page.evaluate(() => localStorage.getItem('visitor-type-selected'))).toBe(
      'reseller',
    )
  })

  test('appears on the home page only', async ({ page }) => {
    await page.clock.install()
    await page.goto('/blog')
    await extrasStartedAt(page)
    await page.clock.fastForward('00:02')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('dialog', { name: TITLE })).toBeHidden()
  })
})
