import { Menu, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { HEADER_FROSTED_SCROLL_PX } from '#shared/constants.ts'
import { useSession } from '../../features/session/session-api.ts'
import { cn } from '../../lib/utils.ts'
import { Button } from '../ui/button.tsx'
import { PORTAL_HOME } from './portal-screens.ts'
import { ProductMark } from './product-mark.tsx'

const SITE_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/blog', label: 'Blog', end: false },
  { to: '/about', label: 'About', end: false },
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

/** The public site's header (000 §2): site links, sign-in links, a mobile menu. */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_FROSTED_SCROLL_PX)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const { pathname } = useLocation()

  // A followed link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname])

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b transition-colors duration-200',
        scrolled || menuOpen
          ? 'border-border bg-background/80 backdrop-blur-md'
          : 'bg-background border-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <ProductMark />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {SITE_LINKS.map((link) => (
              <li key={link.to}>
                <SiteLink {...link} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <AccountLinks />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
        </Button>
      </div>

      {menuOpen ? (
        <div id={menuId} className="border-border border-t px-4 pt-3 pb-5 md:hidden">
          <nav aria-label="Main">
            <ul className="grid gap-1">
              {SITE_LINKS.map((link) => (
                <li key={link.to}>
                  <SiteLink {...link} block />
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-border mt-3 grid gap-2 border-t pt-4">
            <AccountLinks stacked />
          </div>
        </div>
      ) : null}
    </header>
  )
}

function SiteLink({
  to,
  label,
  end,
  block = false,
}: {
  to: string
  label: string
  end: boolean
  block?: boolean
}) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cn(
          'focus-visible:ring-ring rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-none',
          block && 'block',
          isActive ? 'text-foreground' : 'text-muted-foreground hover:text-foreground',
        )
      }
    >
      {label}
    </NavLink>
  )
}

/** Signed out: the two sign-in pages. Signed in: the way back to one's own portal. */
function AccountLinks({ stacked = false }: { stacked?: boolean }) {
  const session = useSession()
  if (session.isPending) return null
  const user = session.data
  if (user) {
    return (
      <Button asChild size="sm" className={cn(stacked && 'w-full')}>
        <Link to={PORTAL_HOME[user.role]}>Go to dashboard</Link>
      </Button>
    )
  }
  return (
    <>
      <Button
        asChild
        variant={stacked ? 'outline' : 'ghost'}
        size="sm"
        className={cn(stacked && 'w-full')}
      >
        <Link to="/brand/login">Brand sign in</Link>
      </Button>
      <Button asChild variant="outline" size="sm" className={cn(stacked && 'w-full')}>
        <Link to="/reseller/login">Reseller sign in</Link>
      </Button>
    </>
  )
}
