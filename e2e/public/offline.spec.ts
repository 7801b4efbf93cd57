/**
 * Offline with the service worker installed (issue 12, finding 14). The sign-in screens are
 * precached with the app shell, so /brand/login opens offline; a screen whose code is not in the
 * cache (cached by an older release, or evicted) shows a plain-words offline screen with a retry
 * instead of "Unexpected Application Error! Failed to fetch dynamically imported module".
 */
import type { Page } from '@playwright/test'
import { PORTAL_MESSAGES } from '../../src/shared/messages.ts'
import { expect, test } from '../support/fixtures.ts'

const text = PORTAL_MESSAGES.routeError

/** Opens the app, and waits until its service worker has installed and controls the page. */
async function installServiceWorker(page: Page) {
  await page.goto('/brand')
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js')
    await navigator.serviceWorker.ready
  })
  // A page loaded before the worker took over is not controlled by it until it reloads.
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)
}

/** Drops a chunk from the service worker's cache, as a cache from another release would lack it. */
async function forgetCachedChunk(page: Page, name: RegExp) {
  const removed = await page.evaluate(async (source) => {
    const pattern = new RegExp(source)
    const gone: string[] = []
    for (const key of await caches.keys()) {
      const cache = await caches.open(key)
      for (const request of await cache.keys()) {
        if (pattern.test(new URL(request.url).pathname)) {
          await cache.delete(request)
          gone.push(request.url)
        }
      }
    }
    return gone
  }, name.source)
  expect(removed.length).toBeGreaterThan(0)
}

test.describe('[PUBLIC][OFFLINE]', () => {
  test('with the service worker installed, the brand sign-in opens offline', async ({
    page,
    context,
  }) => {
    await installServiceWorker(page)
    await context.setOffline(true)
    await page.goto('/brand/login')
    await expect(page.getByRole('heading', { name: 'Brand Login' })).toBeVisible()
    await expect(page.getByLabel('Email')).toBeVisible()
  })

  test('a screen that cannot load offline says so in plain words, and Try again loads it back online', async ({
    page,
    context,
  }) => {
    await installServiceWorker(page)
    await forgetCachedChunk(page, /^\/assets\/brand-login-[\w-]{8}\.js$/)
    await context.setOffline(true)
    await page.goto('/brand/login')
    await expect(page.getByRole('heading', { name: text.offlineTitle })).toBeVisible()
    await expect(page.getByText(text.offline)).toBeVisible()
    await expect(page.getByText(/Unexpected Application Error|dynamically imported/)).toHaveCount(0)

    await context.setOffline(false)
    await page.getByRole('button', { name: text.retry }).click()
    await expect(page.getByRole('heading', { name: 'Brand Login' })).toBeVisible()
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  })
})
