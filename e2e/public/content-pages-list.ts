/** The public content pages and the article the content journey reads. */
export const ARTICLE = 'map-pricing-policy-explained'

/**
 * The content pages whose journey (content-pages.spec.ts) checks their h1, hydration and axe;
 * the site-wide axe pass (site-budget.spec.ts) covers the public pages not in this list.
 */
export const CONTENT_PAGES = [
  { path: '/about', h1: /help brands choose who sells their products/ },
  { path: '/blog', h1: 'Guides for brands and wholesale resellers' },
  { path: `/blog/${ARTICLE}`, h1: 'MAP Pricing Policies Explained for Brands and Resellers' },
  { path: '/careers', h1: 'Work on the plumbing of authorized wholesale' },
  { path: '/press', h1: 'Press kit' },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/terms', h1: 'Terms of Service' },
  { path: '/cookies', h1: 'Cookie Policy' },
  { path: '/cancellation-refund', h1: 'Cancellation & Refund Policy' },
  { path: '/shipping-delivery', h1: 'Shipping & Delivery Policy' },
] as const
