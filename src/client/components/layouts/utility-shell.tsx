import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useSession } from '../../features/session/session-api.ts'
import { Button } from '../ui/button.tsx'
import { PORTAL_HOME } from './portal-screens.ts'
import { ProductMark } from './product-mark.tsx'

/** The frame of the stand-alone tools (/role-updater, /demo-setup): a slim header and a column. */
export function UtilityShell({ children }: { children: ReactNode }) {
  const { data: user } = useSession()
  return (
    <div className="bg-muted/40 flex min-h-screen flex-col">
      <header className="border-border bg-background border-b">
        <div className="mx-auto flex h-16 max-w-4xl items-center gap-4 px-4 sm:px-6">
          <ProductMark />
          {user ? (
            <div className="ml-auto flex min-w-0 items-center gap-3">
              <span className="text-muted-foreground hidden truncate text-sm sm:inline">
                {user.email}
              </span>
              <Button asChild size="sm" variant="outline">
                <Link to={PORTAL_HOME[user.role]}>Go to dashboard</Link>
              </Button>
            </div>
          ) : null}
        </div>
      </header>
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6 sm:py-12">{children}</main>
    </div>
  )
}
