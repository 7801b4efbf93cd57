import { expect, test } from 'vitest'
import { isAppPath } from './app-routes.ts'

test.each([
  '/brand',
  '/brand/login',
  '/brand/login/',
  '/Brand/Login',
  '/reseller/dashboard/brands/3f0e6a1b-2c3d/products',
  '/admin-dashboard',
  '/admin-dashboard/brands-directory',
  '/admin-dashboard/a/b',
  '/reset-password/confirm',
  '/demo-setup',
])('%s is a screen of the app', (path) => {
  expect(isAppPath(path)).toBe(true)
})

test.each([
  '/nonexistent-page',
  '/blog/does-not-exist',
  '/brand/login/extra',
  '/brand/dashboardx',
  '/reseller/dashboard/brands//products',
  '/reseller/dashboard/brands/x/y/products',
  '/admin-dashboardx',
  '/',
  '/about',
  '/dev/mailbox',
])('%s is not', (path) => {
  expect(isAppPath(path)).toBe(false)
})
