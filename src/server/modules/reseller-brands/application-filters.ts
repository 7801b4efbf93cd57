/**
 * Available Brands' application-side filters (001 §2.4, §4.6) over a reseller's own applications,
 * in memory: the same rules as the reference statement's SQL (reseller-brands-statement.ts), on
 * whole microseconds as PostgreSQL keeps them, so that a boundary falls the same way in both.
 */
import {
  FIRST_FOLLOW_UP_AFTER_DAYS,
  LONG_WAIT_DAYS,
  MAX_FOLLOW_UPS,
  NEXT_FOLLOW_UP_AFTER_DAYS,
  RECENTLY_APPLIED_DAYS,
} from '#shared/reseller-brands-texts.ts'
import type { ApplicationStatus, ResellerBrandsQuery } from '#shared/schemas/reseller-brands.ts'

const DAY_US = 86_400_000_000

/** One of the reseller's applications, its times in microseconds since the epoch. */
export interface ApplicationFacts {
  brandId: string
  status: ApplicationStatus
  followUpCount: number
  createdUs: number
  lastFollowUpUs: number | null
}

/** When the next follow-up may be sent, or null when none can be (001 §4.6). */
export function nextFollowUpUs(a: ApplicationFacts): number | null {
  if (a.status !== 'pending' || a.followUpCount >= MAX_FOLLOW_UPS) return null
  if (a.followUpCount === 0) return a.createdUs + FIRST_FOLLOW_UP_AFTER_DAYS * DAY_US
  return (a.lastFollowUpUs ?? a.createdUs) + NEXT_FOLLOW_UP_AFTER_DAYS * DAY_US
}

type Filters = Pick<ResellerBrandsQuery, 'status' | 'followUp' | 'time'>

/** Whether the query keeps only brands the reseller applied to, under conditions on the application. */
export const filtersOnApplications = (q: Filters) =>
  (q.status !== 'all' && q.status !== 'not_applied') || q.followUp.length > 0 || q.time.length > 0

/**
 * The predicate an application must meet, for a query where filtersOnApplications holds: the
 * status, then any of the follow-up filters, then any of the time filters.
 */
export function applicationPredicate(q: Filters, nowUs: number) {
  return (a: ApplicationFacts): boolean => {
    if (q.status === 'not_applied') return false
    if (q.status !== 'all' && a.status !== q.status) return false
    if (q.followUp.length) {
      const next = nextFollowUpUs(a)
      const any = q.followUp.some((f) => {
        switch (f) {
          case 'can_follow_up':
            return next !== null && next <= nowUs
          case 'waiting':
            return next !== null && next > nowUs
          case 'followed_up':
            return a.followUpCount > 0
          case 'max_reached':
            return a.followUpCount >= MAX_FOLLOW_UPS
        }
      })
      if (!any) return false
    }
    if (q.time.length) {
      const any = q.time.some((f) => {
        switch (f) {
          case 'recently_applied':
            return a.createdUs >= nowUs - RECENTLY_APPLIED_DAYS * DAY_US
          case 'long_wait':
            return a.status === 'pending' && a.createdUs <= nowUs - LONG_WAIT_DAYS * DAY_US
        }
      })
      if (!any) return false
    }
    return true
  }
}
