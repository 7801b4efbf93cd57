import type { RouteObject } from 'react-router'
import { expect, test } from 'vitest'
import { APP_ROUTE_PATTERNS, isAppPath } from '#shared/app-routes.ts'
import { SITE_PAGES } from '#shared/site-map.ts'
import { routes } from './router.tsx'

function pathsOf(list: RouteObject[]): string[] {
  return list.flatMap((r) => [...(r.path ? [r.path] : []), ...pathsOf(r.children ?? [])])
}

const sitePaths = new Set(SITE_PAGES.map((p) => p.path))
const appPaths = pathsOf(routes).filter((p) => p !== '*' && !sitePaths.has(p))

test('every screen of the router is in the shared list the server answers 200 for', () => {
  const missing = appPaths.filter((p) => !APP_ROUTE_PATTERNS.includes(p))
  expect(missing).toEqual([])
})

test('every pattern of the shared list is a screen of the router (no 200 for a removed one)', () => {
  const unused = APP_ROUTE_PATTERNS.filter((p) => !appPaths.includes(p))
  expect(unused).toEqual([])
})

test('a path the router sends to its not-found screen is not an app path', () => {
  expect(isAppPath('/brand/login')).toBe(true)
  expect(isAppPath('/nonexistent-page')).toBe(false)
})
