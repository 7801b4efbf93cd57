/** How the Import listings screens write times, sizes and percentages. */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

export const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0

/** A datetime-local input's value for now (local time, to the minute). */
export function localNow(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

/** A datetime-local value (local time) as an ISO instant, or null when it is not one. */
export function instantOf(local: string): string | null {
  const time = Date.parse(local)
  return local && !Number.isNaN(time) ? new Date(time).toISOString() : null
}
