/**
 * Accessibility of the home page's interactive states, which the site-wide axe pass skips: the
 * welcome dialog, the lead popup, the contact form with its messages, and the dark theme of the main pages.
 */
import { expect, test } from '../support/fixtures.ts'
import {
  asReturningVisitor,
  extrasStartedAt,
  LEAD_POPUP_TITLE,
  leaveThroughTop,
  seriousAxeViolations,
} from './home-support.ts'

// axe is injected as a script, which the site's Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

test.describe('[PUBLIC][HOME][A11Y]', () => {
  test('the welcome dialog', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await extrasStartedAt(page)
    await page.clock.fastForward('00:01')
    await expect(page.getByRole('dialog', { name: 'Welcome! Who are you?' })).toBeVisible()
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  test('the lead popup, and its message for a wrong address', async ({ page }) => {
    await asReturningVisitor(page)
    await page.goto('/')
    await extrasStartedAt(page)
    await leaveThroughTop(page)
    const popup = page.getByRole('dialog', { name: LEAD_POPUP_TITLE })
    await expect(popup).toBeVisible()
    await expect(popup.getByLabel('Email address')).toBeFocused()
    expect(await seriousAxeViolations(page)).toEqual([])
    await popup.getByRole('button', { name: 'Send Me the Free List' }).click()
    await expect(popup.getByRole('alert')).toHaveText('Please enter a valid email address')
    await expect(popup.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true')
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  test('the contact form with its validation messages', async ({ page }) => {
    await asReturningVisitor(page)
    await page.addInitScript(() => sessionStorage.setItem('leadMagnetPopup_disabled', 'true'))
    await page.goto('/#contact')
    await page.locator('#contact').getByRole('button', { name: 'Send Message' }).click()
    await expect(page.locator('#contact').getByRole('alert')).toHaveCount(4)
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  for (const pagePath of [
    '/',
    '/about',
    '/blog',
    '/blog/map-pricing-policy-explained',
    '/reseller-hub',
    '/search?q=home',
    '/privacy',
  ]) {
    test(`the dark theme, on a phone: ${pagePath}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.emulateMedia({ colorScheme: 'dark' })
      await asReturningVisitor(page)
      await page.addInitScript(() => sessionStorage.setItem('leadMagnetPopup_disabled', 'true'))
      await page.goto(pagePath)
      await page.waitForLoadState('networkidle')
      expect(await seriousAxeViolations(page)).toEqual([])
    })
  }
})
