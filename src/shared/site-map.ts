/**
 * The public site's pages (000 §2 route table). They are prerendered to static HTML at build
 * time; the server serves them, the sitemap lists them, and the app hands them to the browser.
 */

/** Nine articles under /blog/{slug} (000 §2). Their content lives in client/site/content/blog. */
export const BLOG_SLUGS = [
  'amazon-wholesale-beginners-guide',
  'how-to-get-ungated-on-amazon',
  'map-pricing-policy-explained',
  'finding-authorized-distributors',
  'letter-of-authorization-for-amazon',
  'brand-registry-and-authorized-resellers',
  'selling-wholesale-on-walmart-marketplace',
  'wholesale-margins-and-fba-fees',
  'stopping-unauthorized-sellers',
] as const
export type BlogSlug = (typeof BLOG_SLUGS)[number]

export interface SitePage {
  path: string
  /** Sitemap hints. */
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly'
  priority: number
}

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', changefreq: 'weekly', priority: 1 },
  { path: '/about', changefreq: 'monthly', priority: 0.8 },
  { path: '/reseller-hub', changefreq: 'monthly', priority: 0.9 },
  { path: '/blog', changefreq: 'weekly', priority: 0.8 },
  ...BLOG_SLUGS.map((slug) => ({
    path: `/blog/${slug}`,
    changefreq: 'monthly' as const,
    priority: 0.7,
  })),
  { path: '/search', changefreq: 'weekly', priority: 0.5 },
  { path: '/careers', changefreq: 'monthly', priority: 0.4 },
  { path: '/press', changefreq: 'monthly', priority: 0.4 },
  { path: '/shipping-delivery', changefreq: 'yearly', priority: 0.3 },
  { path: '/privacy', changefreq: 'yearly', priority: 0.3 },
  { path: '/terms', changefreq: 'yearly', priority: 0.3 },
  { path: '/cookies', changefreq: 'yearly', priority: 0.3 },
  { path: '/cancellation-refund', changefreq: 'yearly', priority: 0.3 },
]

const SITE_PATHS = new Set(SITE_PAGES.map((p) => p.path))

/** `/about/` and `/about` are one page. */
export function normalizeSitePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

export function isSitePath(pathname: string): boolean {
  return SITE_PATHS.has(normalizeSitePath(pathname))
}

/** Where a prerendered page is written under dist/site: `/` → index.html, `/blog/x` → blog/x.html. */
export function siteFileFor(pathname: string): string {
  const path = normalizeSitePath(pathname)
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/** 000 §7: pages prefetched when the browser is idle. */
export const PREFETCH_PATHS = ['/about', '/blog', '/reseller-hub', '/brand', '/reseller'] as const

/**
 * Prerendered pages carry this token where the public URL belongs (canonical, Open Graph); the
 * server replaces it with APP_URL, which the build cannot know.
 */
export const ORIGIN_TOKEN = '%APP_ORIGIN%'
