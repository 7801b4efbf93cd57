/**
 * When each product × site of a connection is checked (shared/monitoring.ts, decision 019): pure
 * functions of the connection's schedule and a time, so that every instance (and the bench's
 * simulated day) agrees on them.
 *
 * - The period is the connection's frequency, halved at weekends (Saturday and Sunday) and in
 *   the evening (MONITORING_EVENING_HOURS) in the connection's time zone when those extras are
 *   on, quartered when both apply, never under MIN_MONITORING_PERIOD_MINUTES.
 * - Periods are aligned to the local day: each day is cut from local midnight into steps of the
 *   period, with a cut at the evening's start and at the next midnight, so "this period" is the
 *   same on every instance and a product is checked once in it.
 * - Each product × site has a stable place inside every period (a hash of connection, product
 *   and site), so the checks of a connection are spread over its period rather than all at once.
 */
import { MIN_MONITORING_PERIOD_MINUTES, MONITORING_EVENING_HOURS } from '#shared/monitoring.ts'
import type { Connector } from './connectors/types.ts'

export interface ScheduleConnection {
  id: string
  frequencyHours: number
  extraWeekend: boolean
  extraEvening: boolean
  timeZone: string
}

export interface CoverageKey {
  productId: string
  site: string
}

export interface Period {
  start: Date
  end: Date
}

const MINUTE_MS = 60_000

// --- Time zones (Intl only: no zone database of our own) ----------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, f)
  }
  return f
}

interface WallTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

function wallTimeAt(timeZone: string, at: number): WallTime {
  const parts: Record<string, number> = {}
  for (const p of formatterOf(timeZone).formatToParts(new Date(at))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value)
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  }
}

/** The zone's offset from UTC at an instant, in ms (local = utc + offset). */
function offsetAt(timeZone: string, at: number): number {
  const w = wallTimeAt(timeZone, at)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return asUtc - Math.floor(at / 1000) * 1000
}

/** The instant of a local wall time (a time a DST change skips maps to just after the gap). */
function instantOf(timeZone: string, year: number, month: number, day: number, hour: number) {
  const guess = Date.UTC(year, month - 1, day, hour)
  const first = guess - offsetAt(timeZone, guess)
  return guess - offsetAt(timeZone, first)
}

interface LocalDay {
  start: number
  eveningStart: number
  end: number
  weekend: boolean
}

/**
 * Local days by 15-minute UTC bucket: every zone's offset is a multiple of 15 minutes, so no
 * bucket holds a local midnight inside it, and the bench's simulated day asks for each bucket
 * thousands of times.
 */
const dayCache = new Map<string, LocalDay>()
const DAY_CACHE_MAX = 20_000

function localDayAt(timeZone: string, at: number): LocalDay {
  const bucket = Math.floor(at / (15 * MINUTE_MS))
  const cacheKey = `${timeZone}|${bucket}`
  const cached = dayCache.get(cacheKey)
  if (cached) return cached
  const w = wallTimeAt(timeZone, at)
  const next = new Date(Date.UTC(w.year, w.month - 1, w.day + 1))
  const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay()
  const day: LocalDay = {
    start: instantOf(timeZone, w.year, w.month, w.day, 0),
    eveningStart: instantOf(timeZone, w.year, w.month, w.day, MONITORING_EVENING_HOURS.from),
    end: instantOf(timeZone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), 0),
    weekend: weekday === 0 || weekday === 6,
  }
  if (dayCache.size >= DAY_CACHE_MAX) dayCache.clear()
  dayCache.set(cacheKey, day)
  return day
}

/** Whether a zone name is one this runtime knows (the API refuses others). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone)
    return true
  } catch {
    return false
  }
}

// --- Periods ------------------------------------------------------------------------------------

function clampMinutes(minutes: number): number {
  return Math.max(MIN_MONITORING_PERIOD_MINUTES, minutes)
}

/** The period's length in minutes on a weekday or weekend day, in the day or the evening. */
export function periodMinutes(
  connection: Pick<ScheduleConnection, 'frequencyHours' | 'extraWeekend' | 'extraEvening'>,
  when: { weekend: boolean; evening: boolean },
): number {
  let minutes = connection.frequencyHours * 60
  if (when.weekend && connection.extraWeekend) minutes /= 2
  if (when.evening && connection.extraEvening) minutes /= 2
  return clampMinutes(minutes)
}

/** The period that holds `at`. */
export function periodAt(connection: ScheduleConnection, at: Date): Period {
  const t = at.getTime()
  const day = localDayAt(connection.timeZone, t)
  // Without evening extras the evening is no segment of its own: the day is one run of periods.
  const evening = connection.extraEvening && t >= day.eveningStart
  const segmentStart = evening ? day.eveningStart : day.start
  const segmentEnd = connection.extraEvening && !evening ? day.eveningStart : day.end
  const length = periodMinutes(connection, { weekend: day.weekend, evening }) * MINUTE_MS
  const start = segmentStart + Math.floor((t - segmentStart) / length) * length
  return { start: new Date(start), end: new Date(Math.min(start + length, segmentEnd)) }
}

/** The period after the one that holds `at`. */
export function nextPeriod(connection: ScheduleConnection, at: Date): Period {
  return periodAt(connection, periodAt(connection, at).end)
}

/**
 * The product × site's stable place inside any period, in [0, 1): FNV-1a of connection, product
 * and site, so each instance computes the same spread.
 */
export function spreadFraction(connectionId: string, key: CoverageKey): number {
  const text = `${connectionId}|${key.productId}|${key.site}`
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) / 0x1_0000_0000
}

function placeIn(period: Period, fraction: number): Date {
  const start = period.start.getTime()
  return new Date(start + Math.floor(fraction * (period.end.getTime() - start)))
}

/** When the product × site is checked in the period after the one holding `after`. */
export function nextCheckAt(connection: ScheduleConnection, key: CoverageKey, after: Date): Date {
  return placeIn(nextPeriod(connection, after), spreadFraction(connection.id, key))
}

/**
 * When a product × site not yet checked in the current period is first checked: spread over
 * what is left of the period (a new connection's products are not all due at once).
 */
export function firstCheckAt(connection: ScheduleConnection, key: CoverageKey, now: Date): Date {
  const { end } = periodAt(connection, now)
  return placeIn({ start: now, end }, spreadFraction(connection.id, key))
}

// --- Checks a day -------------------------------------------------------------------------------

/** How many periods a weekday or weekend day has (cut at the evening and at midnight). */
export function periodsPerDay(
  connection: Pick<ScheduleConnection, 'frequencyHours' | 'extraWeekend' | 'extraEvening'>,
  weekend: boolean,
): number {
  const dayMinutes = 24 * 60
  if (!connection.extraEvening) {
    return Math.ceil(dayMinutes / periodMinutes(connection, { weekend, evening: false }))
  }
  const eveningMinutes = (MONITORING_EVENING_HOURS.to - MONITORING_EVENING_HOURS.from) * 60
  return (
    Math.ceil(
      (dayMinutes - eveningMinutes) / periodMinutes(connection, { weekend, evening: false }),
    ) + Math.ceil(eveningMinutes / periodMinutes(connection, { weekend, evening: true }))
  )
}

/**
 * Checks a day the schedule asks for (on its busiest day: a weekend day when weekends have
 * extras) and the provider's published budget allows (`main` lane's refill over a day, divided
 * by what one item costs), so the screen can say when the frequency is more than the credential
 * can carry.
 */
export function checksPerDay(
  connection: Pick<ScheduleConnection, 'frequencyHours' | 'extraWeekend' | 'extraEvening'> & {
    sites: readonly string[]
  },
  productCount: number,
  connector: Pick<Connector, 'lanes' | 'costPerItem'>,
): { wanted: number; allowed: number } {
  const busiest = Math.max(periodsPerDay(connection, false), periodsPerDay(connection, true))
  const wanted = productCount * connection.sites.length * busiest
  const allowed = Math.floor(
    (connector.lanes.main.refillPerSecond * 86_400) / Math.max(connector.costPerItem, 1e-9),
  )
  return { wanted, allowed }
}
