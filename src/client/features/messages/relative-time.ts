import { MESSAGES_TEXTS as T } from '#shared/messages-texts.ts'

const HOUR_MS = 60 * 60 * 1000

/**
 * 001 §2.3 relative time: 'Just now' within the hour, 'Nh ago' within a day, 'Yesterday' within
 * two, then the date. A time slightly in the future (clock skew) counts as just now.
 */
export function formatRelativeTime(
  at: Date | string,
  now: Date = new Date(),
  locale?: string,
): string {
  const date = typeof at === 'string' ? new Date(at) : at
  const hours = Math.floor((now.getTime() - date.getTime()) / HOUR_MS)
  if (hours < 1) return T.justNow
  if (hours < 24) return T.hoursAgo(hours)
  if (hours < 48) return T.yesterday
  return date.toLocaleDateString(locale)
}
