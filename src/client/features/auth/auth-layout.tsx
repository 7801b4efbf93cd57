import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Alert } from '../../components/ui/alert.tsx'
import { cn } from '../../lib/utils.ts'
import { ProductMark } from '../../components/layouts/product-mark.tsx'

/**
 * The frame of every sign-in, sign-up, reset and portal landing screen: a slim header with the
 * product name (home link) and the portal label, and one centred card holding the page's h1.
 */
export function AuthLayout({
  portalLabel,
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  portalLabel?: string
  title: string
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
  /** Landing pages lay out several choices side by side. */
  wide?: boolean
}) {
  return (
    <div className="bg-muted/40 flex min-h-screen flex-col">
      <header className="border-border bg-background border-b">
        <div className="mx-auto flex h-14 w-full max-w-5xl items-center justify-between gap-4 px-4">
          <ProductMark />
          {portalLabel ? (
            <span className="text-muted-foreground border-border rounded-full border px-3 py-1 text-xs font-medium">
              {portalLabel}
            </span>
          ) : null}
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
        <div
          className={cn(
            'border-border bg-background w-full rounded-xl border shadow-sm',
            wide ? 'max-w-4xl' : 'max-w-md',
          )}
        >
          <div className="flex flex-col gap-1.5 p-6 sm:p-8 sm:pb-6">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
          </div>
          <div className="px-6 pb-6 sm:px-8 sm:pb-8">{children}</div>
          {footer ? (
            <div className="border-border text-muted-foreground border-t px-6 py-4 text-center text-sm sm:px-8">
              {footer}
            </div>
          ) : null}
        </div>
      </main>
    </div>
  )
}

/**
 * An inline notice (the kit's Alert) with its own heading: h2, because the page's h1 is the card
 * title. Calm states (confirmed, pending) are announced politely, failures assertively.
 */
export function AuthNotice({
  variant = 'default',
  title,
  children,
}: {
  variant?: 'default' | 'destructive' | 'success' | 'warning'
  title?: string
  children: ReactNode
}) {
  return (
    <Alert
      role={variant === 'destructive' ? 'alert' : 'status'}
      variant={variant === 'warning' ? 'default' : variant}
      className={cn(
        'mb-5',
        variant === 'warning' &&
          'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
      )}
    >
      {title ? <h2 className="mb-1 font-semibold">{title}</h2> : null}
      <div>{children}</div>
    </Alert>
  )
}

/** A text link styled for the auth screens. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="text-brand focus-visible:ring-ring rounded-sm font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:outline-none"
    >
      {children}
    </Link>
  )
}
