import { normalizeSitePath } from '#shared/site-map.ts'
import type { SitePageModule } from './page-types.ts'

// One lazy chunk per page; a page file is found by its name (see page-types.ts).
const modules = import.meta.glob<SitePageModule>('./pages/*.tsx')

export function pageFileFor(pathname: string): string {
  const path = normalizeSitePath(pathname)
  if (path === '/') return './pages/home.tsx'
  if (path.startsWith('/blog/')) return './pages/blog-article.tsx'
  return `./pages/${path.slice(1)}.tsx`
}

export function hasPage(pathname: string): boolean {
  return pageFileFor(pathname) in modules
}

export async function loadPage(pathname: string): Promise<SitePageModule> {
  const load = modules[pageFileFor(pathname)]
  if (!load) throw new Error(`No public page for ${pathname}`)
  return load()
}
