/**
 * Available Brands' reseller-side rules (001 §2.4, §4.6; issue 13) over a reseller's own
 * applications and authorizations, in memory: the card's standing and the filters, by the same
 * rules as the reference statement's SQL (reseller-brands-statement.ts), on whole microseconds as
 * PostgreSQL keeps them, so that a boundary falls the same way in both. Times are compared with
 * the request's `now`, never precomputed: an authorization expires without any write.
 */
import {
  inForceAtTime,
  statusAtTime,
  type AuthorizationStatus,
  type CoveredMarketplace,
} from '#shared/authorizations.ts'
import {
  FIRST_FOLLOW_UP_AFTER_DAYS,
  LONG_WAIT_DAYS,
  MAX_FOLLOW_UPS,
  NEXT_FOLLOW_UP_AFTER_DAYS,
  RECENTLY_APPLIED_DAYS,
  type BrandStanding,
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

/** The reseller's authorization for one brand, its times in microseconds since the epoch. */
export interface AuthorizationFacts {
  /** As stored: an active one past its end reads expired (effectiveStatusAt). */
  status: AuthorizationStatus
  startsUs: number
  endsUs: number | null
  statusChangedUs: number
}

/** Active, started and not ended (brand_authorization_in_force at `nowUs`). */
/**
 * One of the reseller's applications, as the filters read it, with what the card shows (its
 * reason aside: the page's cards read the reasons of their own brands).
 */
export type KeptApplication = ApplicationFacts & {
  id: string
  infoRequestedUs: number | null
}

/** One of the reseller's authorizations, as the standing reads it, with what the card shows. */
export type KeptAuthorization = AuthorizationFacts & {
  brandId: string
  marketplaces: CoveredMarketplace[]
}

export const inForceAt = (z: AuthorizationFacts, nowUs: number): boolean =>
  inForceAtTime(z.status, z.startsUs, z.endsUs, nowUs)

/** What the authorization is now: an active one past its end date has expired. */
export const effectiveStatusAt = (z: AuthorizationFacts, nowUs: number): AuthorizationStatus =>
  statusAtTime(z.status, z.endsUs, nowUs)

/**
 * What the card says (BRAND_STANDINGS): the authorization in force; else the application when it
 * was made after the authorization last changed (applying again after a revocation); else the
 * authorization's status; else the application's.
 */
export function standingOf(
  a: Pick<ApplicationFacts, 'status' | 'createdUs'> | undefined,
  z: AuthorizationFacts | undefined,
  nowUs: number,
): BrandStanding {
  if (z && inForceAt(z, nowUs)) return 'authorized'
  if (a && (!z || a.createdUs > z.statusChangedUs)) return a.status
  if (z) {
    const status = effectiveStatusAt(z, nowUs)
    // Active but not in force and not ended: its start is still ahead.
    return status === 'active' ? 'scheduled' : status
  }
  return 'not_applied'
}

/** Whether a card of this standing passes the status filter ('all' passes everything). */
export function standingPasses(status: ResellerBrandsQuery['status'], standing: BrandStanding) {
  switch (status) {
    case 'all':
      return true
    case 'approved':
      return standing === 'authorized' || standing === 'approved'
    default:
      return standing === status
  }
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

/** One brand of the reseller's: their application to it, their authorization for it, or both. */
export interface ResellerBrandFacts {
  application: ApplicationFacts | undefined
  authorization: AuthorizationFacts | undefined
}

/**
 * The predicate a brand of the reseller's must meet, for a query where filtersOnApplications
 * holds: the status (of the card's standing), then any of the follow-up filters, then any of the
 * time filters (those two need an application).
 */
export function applicationPredicate(q: Filters, nowUs: number) {
  return ({ application: a, authorization: z }: ResellerBrandFacts): boolean => {
    if (q.status === 'not_applied') return false
    if (q.status !== 'all' && !standingPasses(q.status, standingOf(a, z, nowUs))) return false
    if (q.followUp.length) {
      if (!a) return false
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
      if (!a) return false
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
