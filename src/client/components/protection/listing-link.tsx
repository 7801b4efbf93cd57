/**
 * A listing's address on its marketplace, as every screen shows it (findings, the reseller's
 * violations, investigations): a link only when it is an http(s) address
 * (shared/listing-url.ts). An address stored before that rule held (javascript:, data:) is shown
 * as text, never followed.
 */
import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { listingWebUrl } from '#shared/listing-url.ts'

export function ListingLink({
  url,
  children,
  className,
  iconClassName = 'size-3.5',
  ariaLabel,
  srLabel,
  fallback = null,
}: {
  url: string | null
  /** The link's text. */
  children: ReactNode
  className?: string
  iconClassName?: string
  ariaLabel?: string
  /** Said to screen readers after the text (what the link opens). */
  srLabel?: string
  /** Shown instead of the link when there is no web address. */
  fallback?: ReactNode
}) {
  const href = listingWebUrl(url)
  if (!href) {
    return (
      <>
        {fallback}
        {url ? (
          <span className="text-muted-foreground block font-mono text-xs break-all">{url}</span>
        ) : null}
      </>
    )
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
    >
      {children}
      <ExternalLink aria-hidden="true" className={iconClassName} />
      {srLabel ? <span className="sr-only"> ({srLabel})</span> : null}
    </a>
  )
}
