import { Menu, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { HEADER_FROSTED_SCROLL_PX } from '#shared/constants.ts'
import { ProductMark } from '../../components/layouts/product-mark.tsx'
import { SiteButton, SiteLinkButton } from './site-ui.tsx'
import { cn } from '../lib/cn.ts'
import { useSignedInRole } from '../lib/use-signed-in-role.ts'

const SITE_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/blog', label: 'Blog' },
  { href: '/about', label: 'About' },
] as const

/** 000 §2: after this much scrolling the header takes a frosted look. */
function useScrolledPast(px: number) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > px)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [px])
  return scrolled
}

const isCurrent = (href: string, path: string) =>
  href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)

/**
 * The public site's header (000 §2): Home, Blog, About, a Contact Us link to #contact, sign-in
 * links (or the way back to one's portal), a mobile menu, and the frosted look past 20 px.
 * Plain links: every public page is its own prerendered document.
 */
export function SiteHeader({ path }: { path: string }) {
  const scrolled = useScrolledPast(HEADER_FROSTED_SCROLL_PX)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const contactHref = path === '/' ? '#contact' : '/#contact'

  const links = (block: boolean) => (
    <>
      {SITE_LINKS.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            aria-current={isCurrent(link.href, path) ? 'page' : undefined}
            className={cn(
              'focus-visible:ring-ring rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-none',
              block && 'block',
              isCurrent(link.href, path)
                ? 'text-foreground'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {link.label}
          </a>
        </li>
      ))}
      <li>
        <a
          href={contactHref}
          onClick={() => setMenuOpen(false)}
          className={cn(
            'text-muted-foreground hover:text-foreground focus-visible:ring-ring rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-none',
            block && 'block',
          )}
        >
          Contact Us
        </a>
      </li>
    </>
  )

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b transition-colors duration-200',
        scrolled || menuOpen
          ? 'border-border bg-background/80 backdrop-blur-md'
          : 'bg-background border-transparent',
      )}
      data-frosted={scrolled ? 'true' : 'false'}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <ProductMark />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">{links(false)}</ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <AccountLinks />
        </div>
        <SiteButton
          variant="ghost"
          size="icon"
          className="ml-auto md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
        </SiteButton>
      </div>

      {menuOpen ? (
        <div id={menuId} className="border-border border-t px-4 pt-3 pb-5 md:hidden">
          <nav aria-label="Mobile">
            <ul className="grid gap-1">{links(true)}</ul>
          </nav>
          <div className="border-border mt-3 grid gap-2 border-t pt-4">
            <AccountLinks stacked />
          </div>
        </div>
      ) : null}
    </header>
  )
}

/** Signed out (and while prerendered): the sign-in pages. Signed in: back to one's portal. */
function AccountLinks({ stacked = false }: { stacked?: boolean }) {
  const role = useSignedInRole()
  if (role) {
    return (
      <SiteLinkButton size="sm" className={cn(stacked && 'w-full')} href={`/${role}/dashboard`}>
        Go to dashboard
      </SiteLinkButton>
    )
  }
  return (
    <>
      <SiteLinkButton
        variant={stacked ? 'outline' : 'ghost'}
        size="sm"
        className={cn(stacked && 'w-full')}
        href="/brand/login"
      >
        Brand sign in
      </SiteLinkButton>
      <SiteLinkButton
        variant="outline"
        size="sm"
        className={cn(stacked && 'w-full')}
        href="/reseller/login"
      >
        Reseller sign in
      </SiteLinkButton>
    </>
  )
}
