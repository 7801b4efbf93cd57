import { PRODUCT_NAME } from '#shared/product.ts'
import { ProductMark } from '../../components/layouts/product-mark.tsx'

/** 000 §2 footer: product, company, legal and portal links, /sitemap.xml, /robots.txt, social. */
const FOOTER_GROUPS = [
  {
    title: 'Marketplace',
    links: [
      { href: '/reseller-hub', label: 'Apply as a reseller' },
      { href: '/search', label: 'Search brands' },
      { href: '/brand', label: 'For brands' },
      { href: '/reseller', label: 'For resellers' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About us' },
      { href: '/blog', label: 'Blog articles' },
      { href: '/careers', label: 'Careers' },
      { href: '/press', label: 'Press' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
      { href: '/cookies', label: 'Cookie Policy' },
      { href: '/cancellation-refund', label: 'Cancellation & Refund' },
      { href: '/shipping-delivery', label: 'Shipping & Delivery' },
    ],
  },
  {
    title: 'Follow us',
    links: [
      { href: 'https://www.linkedin.com/', label: 'LinkedIn', external: true },
      { href: 'https://x.com/', label: 'X (Twitter)', external: true },
      { href: 'https://www.facebook.com/', label: 'Facebook', external: true },
      { href: 'https://www.youtube.com/', label: 'YouTube', external: true },
    ],
  },
] as const

export function SiteFooter() {
  return (
    <footer className="border-border bg-muted/40 border-t">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_repeat(4,1fr)]">
        <div className="max-w-sm space-y-3">
          <ProductMark linked={false} />
          <p className="text-muted-foreground text-sm">
            The B2B wholesale marketplace connecting brands with verified distributors, retailers
            and online resellers.
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold">{group.title}</h2>
            <ul className="mt-3 grid gap-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    {...('external' in link
                      ? { rel: 'noopener noreferrer', target: '_blank' }
                      : {})}
                    className="text-muted-foreground hover:text-foreground text-sm transition-colors"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-border border-t">
        <div className="text-muted-foreground mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-5 text-xs sm:px-6">
          <p>
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </p>
          <a href="/sitemap.xml" className="hover:text-foreground">
            Sitemap
          </a>
          <a href="/robots.txt" className="hover:text-foreground">
            robots.txt
          </a>
        </div>
      </div>
    </footer>
  )
}
