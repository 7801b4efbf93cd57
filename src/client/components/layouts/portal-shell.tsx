import { LoaderCircle, LogOut, Menu } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link, matchPath, useLocation } from 'react-router'
import { toast } from 'sonner'
import { MESSAGES, PORTAL_LABELS, PORTAL_MESSAGES } from '#shared/messages.ts'
import {
  signOutAndLeave,
  useSession,
  type SessionUser,
} from '../../features/session/session-api.ts'
import { cn } from '../../lib/utils.ts'
import { Badge } from '../ui/badge.tsx'
import { Button } from '../ui/button.tsx'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../ui/sheet.tsx'
import { PORTAL_HOME, type Portal, type PortalScreen } from './portal-screens.ts'
import { ProductMark } from './product-mark.tsx'

const PORTALS = Object.keys(PORTAL_HOME) as Portal[]

/**
 * The frame of a signed-in portal (001 §2.1): a sidebar on wide screens, a menu button that
 * opens the same navigation in a drawer on narrow ones, the signed-in user and Sign Out.
 * Rendered inside the RoleGuard, so a session exists.
 */
export function PortalShell({
  portal,
  nav,
  badges,
  children,
}: {
  portal: Portal
  nav: readonly PortalScreen[]
  /** A count beside a screen's link (by its path), with what it counts for screen readers. */
  badges?: Partial<Record<string, { count: number; label: string }>>
  children: ReactNode
}) {
  const [menuOpen, setMenuOpen] = useState(false)
  const closeMenu = () => setMenuOpen(false)

  /**
   * 000 §2: after sign-out the user goes to /, the prerendered home document. The session ends
   * on the server first (leaving could cancel the request), then the document is left with the
   * portal still on screen; its guard never sees an empty session, so no detour to the login
   * page. Throws, and stays, when the server cannot sign out.
   */
  const signOutAndGoHome = () => signOutAndLeave('/')

  return (
    <div className="bg-muted/40 min-h-screen lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
      <a
        href="#main"
        className="bg-background focus-visible:ring-ring sr-only z-50 rounded-md px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:ring-2"
      >
        Skip to content
      </a>

      <aside className="border-border bg-background sticky top-0 hidden h-screen border-r lg:block">
        <SidebarContent portal={portal} nav={nav} badges={badges} onSignOut={signOutAndGoHome} />
      </aside>

      <div className="flex min-h-screen min-w-0 flex-col">
        <header className="border-border bg-background/90 sticky top-0 z-40 flex h-14 items-center gap-2 border-b px-3 backdrop-blur sm:px-4 lg:hidden">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Open menu">
                <Menu className="size-5" />
              </Button>
            </SheetTrigger>
            <SheetContent side="left">
              <SheetTitle className="sr-only">{PORTAL_LABELS[portal]} menu</SheetTitle>
              <SheetDescription className="sr-only">
                Navigation and account for the {PORTAL_LABELS[portal]}.
              </SheetDescription>
              <SidebarContent
                portal={portal}
                nav={nav}
                badges={badges}
                onNavigate={closeMenu}
                onSignOut={signOutAndGoHome}
              />
            </SheetContent>
          </Sheet>
          <ProductMark className="text-sm" />
          <span className="text-muted-foreground ml-auto truncate text-xs font-medium">
            {PORTAL_LABELS[portal]}
          </span>
        </header>

        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
            {children}
          </div>
        </main>
      </div>
    </div>
  )
}

function SidebarContent({
  portal,
  nav,
  badges,
  onNavigate,
  onSignOut,
}: {
  portal: Portal
  nav: readonly PortalScreen[]
  badges?: Partial<Record<string, { count: number; label: string }>> | undefined
  onNavigate?: () => void
  onSignOut: () => Promise<void>
}) {
  const session = useSession()
  const user = session.data
  const isAdmin = user?.role === 'admin'

  return (
    <div className="flex h-full flex-col">
      <div className="border-border border-b px-5 pt-5 pb-4">
        <ProductMark onClick={onNavigate} />
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span className="text-muted-foreground text-xs font-semibold tracking-wider uppercase">
            {PORTAL_LABELS[portal]}
          </span>
          {isAdmin && portal !== 'admin' ? (
            <Badge tone="info">{PORTAL_MESSAGES.viewingAsAdmin}</Badge>
          ) : null}
        </div>
      </div>

      <div className="flex-1 overflow-y-auto px-3 py-4">
        <nav aria-label={PORTAL_LABELS[portal]}>
          <ul className="grid gap-0.5">
            {nav.map((item) => (
              <li key={item.to}>
                <PortalNavLink item={item} badge={badges?.[item.to]} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </nav>

        {isAdmin ? (
          <nav aria-labelledby={`switch-portal-${portal}`} className="mt-6">
            <p
              id={`switch-portal-${portal}`}
              className="text-muted-foreground px-3 pb-1.5 text-xs font-semibold tracking-wider uppercase"
            >
              Switch portal
            </p>
            <ul className="grid gap-0.5">
              {PORTALS.filter((p) => p !== portal).map((p) => (
                <li key={p}>
                  <Link
                    to={PORTAL_HOME[p]}
                    onClick={onNavigate}
                    className="text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-ring block rounded-md px-3 py-2 text-sm transition-colors focus-visible:ring-2 focus-visible:outline-none"
                  >
                    {PORTAL_LABELS[p]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>

      {user ? <AccountPanel user={user} onSignOut={onSignOut} /> : null}
    </div>
  )
}

/** Highlights the current screen; a screen may answer on more than one path. */
function PortalNavLink({
  item,
  badge,
  onNavigate,
}: {
  item: PortalScreen
  badge?: { count: number; label: string } | undefined
  onNavigate?: (() => void) | undefined
}) {
  const { pathname } = useLocation()
  const active = [item.to, ...(item.aliases ?? [])].some((path) =>
    matchPath({ path, end: item.end ?? false }, pathname),
  )
  const Icon = item.icon
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'focus-visible:ring-ring flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-none',
        active
          ? 'bg-primary text-primary-foreground'
          : 'text-muted-foreground hover:bg-accent hover:text-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{item.label}</span>
      {badge && badge.count > 0 ? (
        <span className="ml-auto">
          <span
            aria-hidden="true"
            className="bg-brand inline-block min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-semibold text-white"
          >
            {badge.count > 99 ? '99+' : badge.count}
          </span>
          <span className="sr-only">, {badge.label}</span>
        </span>
      ) : null}
    </Link>
  )
}

function initials(user: SessionUser): string {
  const source = user.fullName?.trim() || user.email
  const parts = source.split(/[\s@.]+/).filter(Boolean)
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?'
}

function AccountPanel({ user, onSignOut }: { user: SessionUser; onSignOut: () => Promise<void> }) {
  const [signingOut, setSigningOut] = useState(false)

  async function handleSignOut() {
    setSigningOut(true)
    try {
      await onSignOut()
    } catch (error) {
      toast.error(MESSAGES.signOutError, {
        description: error instanceof Error ? error.message : undefined,
      })
      setSigningOut(false)
    }
  }

  return (
    <div className="border-border border-t p-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="bg-muted text-foreground grid size-9 shrink-0 place-items-center rounded-full text-xs font-semibold"
        >
          {initials(user)}
        </span>
        <div className="min-w-0 text-sm leading-tight">
          <p className="truncate font-medium" title={user.fullName ?? user.email}>
            {user.fullName ?? user.email}
          </p>
          {user.companyName ? (
            <p className="text-muted-foreground truncate text-xs" title={user.companyName}>
              {user.companyName}
            </p>
          ) : null}
          <p className="text-muted-foreground truncate text-xs" title={user.email}>
            {user.email}
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="mt-3 w-full"
        onClick={handleSignOut}
        disabled={signingOut}
        aria-busy={signingOut || undefined}
      >
        {signingOut ? <LoaderCircle className="animate-spin" /> : <LogOut />}
        Sign Out
      </Button>
    </div>
  )
}
