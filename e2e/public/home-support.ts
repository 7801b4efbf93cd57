/** Helpers of the home-page journeys: the extras' start time, exit intent, a returning visitor. */
import { expect, type Page } from '@playwright/test'
import path from 'node:path'

/**
 * When the site's browser-only extras started their timers (the welcome dialog's 1 s, the lead
 * popup's 30/35 s), in the page's clock. site-extras.tsx writes it on <html> once mounted.
 */
export async function extrasStartedAt(page: Page): Promise<number> {
  // A locator, not waitForFunction: that polls on animation frames, which a paused clock stops.
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-site-extras', /^\d+$/)
  return Number(await html.getAttribute('data-site-extras'))
}

/**
 * Exit intent: the pointer leaves the window through its top edge. Playwright's mouse cannot
 * leave the viewport, so the browser's own event for that moment is dispatched: a mouseout
 * with no related target above the page.
 */
export async function leaveThroughTop(page: Page): Promise<void> {
  await page.mouse.move(400, 4)
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, clientX: 400, clientY: -2, relatedTarget: null }),
    ),
  )
}

/** A visitor who already told the welcome dialog who they are (000 §3 local storage flag). */
export async function asReturningVisitor(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('visitor-type-selected', 'brand'))
}

/**
 * The lead popup's title, whatever the list's count (issue 16: it states the real count, which
 * journeys that edit the list may change while this one runs); lead-popup.spec.ts checks the number.
 */
export const LEAD_POPUP_TITLE = /^Get the list of (\d+\+? )?Amazon auto-ungated brands?$/

const AXE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js')

/**
 * axe-core's serious and critical violations on the page once it has settled (needs bypassCSP).
 * Regions still loading (aria-busy) finish first: a dimmed table or a skeleton is not the screen.
 * So do finite animations (a toast sliding in, a dialog fading): half-transparent text mid-fade
 * would read as low contrast; endless ones (spinners) are left running.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // A region still loading (aria-busy) is dimmed or a skeleton: what it shows is not the screen yet.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 })
  await page.addScriptTag({ path: AXE })
  return page.evaluate(async () => {
    const settling = document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined))
    await Promise.race([
      Promise.all(settling),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ])
    const axe = (
      window as unknown as {
        axe: {
          run: () => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[] }[] }[]
          }>
        }
      }
    ).axe
    const result = await axe.run()
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}
