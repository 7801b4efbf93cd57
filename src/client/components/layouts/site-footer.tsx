import { Link } from 'react-router'
import { PRODUCT_NAME } from '#shared/messages.ts'
import { ProductMark } from './product-mark.tsx'

/*
 * The footer repeats no header link, so that every link name on a page stays unique; the full
 * footer of 000 §2 (legal pages, careers, press) arrives with the marketing site.
 */
const FOOTER_GROUPS = [
  {
    title: 'Portals',
    links: [
      { to: '/brand', label: 'Brands' },
      { to: '/reseller', label: 'Resellers' },
      { to: '/admin/login', label: 'Admin sign in' },
    ],
  },
] as const

export function SiteFooter() {
  return (
    <footer className="border-border bg-muted/40 border-t">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto]">
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
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-muted-foreground hover:text-foreground text-sm transition-colors"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-border border-t">
        <p className="text-muted-foreground mx-auto max-w-6xl px-4 py-5 text-xs sm:px-6">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
