/**
 * A time as the Monitoring tab shows it: relative ('5 minutes ago', 'in 3 hours'), with the
 * absolute date and time as its title and machine-readable in dateTime.
 */
import { formatDateTime } from '#shared/brand-protection-texts.ts'

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export function formatRelative(iso: string, now: number = Date.now()): string {
  const diff = new Date(iso).getTime() - now
  const size = Math.abs(diff)
  if (size < MINUTE) return relative.format(0, 'second')
  if (size < HOUR) return relative.format(Math.round(diff / MINUTE), 'minute')
  if (size < DAY) return relative.format(Math.round(diff / HOUR), 'hour')
  return relative.format(Math.round(diff / DAY), 'day')
}

export function RelativeTime({ at, fallback }: { at: string | null; fallback: string }) {
  if (!at) return <span className="text-muted-foreground">{fallback}</span>
  return (
    <time dateTime={at} title={formatDateTime(at)} className="whitespace-nowrap">
      {formatRelative(at)}
    </time>
  )
}
