/**
 * Issue 13: one authorization record per brand and reseller, the single meaning of "authorized"
 * (DESIGN decision 12). Written by a brand's approval of an application and by an admin's
 * allocation on the brand's behalf; read by every screen that says authorized, allocated or
 * partner, by ordering rights and by catalog access.
 */

/** The channels an authorization covers, each with the reseller's seller id there. */
export const AUTHORIZATION_MARKETPLACES = [
  'amazon',
  'walmart',
  'ebay',
  'web_store',
  'other',
] as const
export type AuthorizationMarketplace = (typeof AUTHORIZATION_MARKETPLACES)[number]

export const AUTHORIZATION_MARKETPLACE_LABELS: Record<AuthorizationMarketplace, string> = {
  amazon: 'Amazon',
  walmart: 'Walmart',
  ebay: 'eBay',
  web_store: 'Own web store',
  other: 'Other',
}

/** A marketplace covered, with the reseller's seller id (store name or URL for a web store). */
export interface CoveredMarketplace {
  marketplace: AuthorizationMarketplace
  sellerId: string
}

/**
 * The marketplaces a reseller application names seller ids for (Amazon, Walmart, eBay), each with
 * its trimmed id; the ones left empty are not covered.
 */
export function marketplacesFromSellerIds(
  ids: Partial<Record<'amazon' | 'walmart' | 'ebay', string | null>>,
): CoveredMarketplace[] {
  return (['amazon', 'walmart', 'ebay'] as const).flatMap((marketplace) => {
    const sellerId = ids[marketplace]?.trim()
    return sellerId ? [{ marketplace, sellerId }] : []
  })
}

/**
 * As stored: active, suspended or revoked by the brand (or an admin), expired once its end date
 * has passed (the stored row may still say active; `effectiveAuthorizationStatus` tells).
 */
export const AUTHORIZATION_STATUSES = ['active', 'suspended', 'revoked', 'expired'] as const
export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number]

export const AUTHORIZATION_STATUS_LABELS: Record<AuthorizationStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  revoked: 'Revoked',
  expired: 'Expired',
}

/** Who granted it: the brand by approving an application, or an admin on the brand's behalf. */
export const AUTHORIZATION_SOURCES = ['brand', 'admin'] as const
export type AuthorizationSource = (typeof AUTHORIZATION_SOURCES)[number]

/**
 * The rule itself, on times as plain numbers in any one unit (milliseconds here, microseconds in
 * Available Brands' cache), as the SQL function brand_authorization_in_force states it: an active
 * authorization past its end has expired; it is in force while active, started and not ended.
 */
export function statusAtTime(
  status: AuthorizationStatus,
  endsAt: number | null,
  now: number,
): AuthorizationStatus {
  return status === 'active' && endsAt !== null && endsAt <= now ? 'expired' : status
}

export function inForceAtTime(
  status: AuthorizationStatus,
  startsAt: number,
  endsAt: number | null,
  now: number,
): boolean {
  return statusAtTime(status, endsAt, now) === 'active' && startsAt <= now
}

const timeOf = (d: Date | string | null) => (d === null ? null : new Date(d).getTime())

/** The status a reader should see: an active authorization past its end date has expired. */
export function effectiveAuthorizationStatus(
  authorization: { status: AuthorizationStatus; endsAt: Date | string | null },
  now: Date = new Date(),
): AuthorizationStatus {
  return statusAtTime(authorization.status, timeOf(authorization.endsAt), now.getTime())
}

/** Whether it gives rights now: active, started, not ended. */
export function authorizationInForce(
  authorization: {
    status: AuthorizationStatus
    startsAt: Date | string
    endsAt: Date | string | null
  },
  now: Date = new Date(),
): boolean {
  return inForceAtTime(
    authorization.status,
    new Date(authorization.startsAt).getTime(),
    timeOf(authorization.endsAt),
    now.getTime(),
  )
}

export type AuthorizationChange = 'suspend' | 'revoke' | 'reinstate'

export const AUTHORIZATION_CODES = {
  notInForce: 'AUTHORIZATION_NOT_IN_FORCE',
  notChangeable: 'AUTHORIZATION_STATUS_CONFLICT',
} as const

const dateOnly = (d: Date | string) => new Date(d).toISOString().slice(0, 10)

export const AUTHORIZATION_TEXTS = {
  notInForceTitle: (status: AuthorizationStatus) =>
    `Authorization ${AUTHORIZATION_STATUS_LABELS[status].toLowerCase()}`,
  /** What a reseller who lost the right to sell a brand is told, and why. */
  notInForce: (
    brandName: string,
    authorization: {
      status: AuthorizationStatus
      statusReason: string | null
      statusChangedAt: Date | string
      endsAt: Date | string | null
    },
  ) => {
    const since =
      authorization.status === 'expired' && authorization.endsAt
        ? dateOnly(authorization.endsAt)
        : dateOnly(authorization.statusChangedAt)
    const reason = authorization.statusReason ? ` Reason: ${authorization.statusReason}` : ''
    return `Your authorization to sell ${brandName} is ${AUTHORIZATION_STATUS_LABELS[authorization.status].toLowerCase()} since ${since}: you cannot see its products or order.${reason}`
  },
  notChangeable: (from: AuthorizationStatus, change: AuthorizationChange) =>
    `This authorization is ${AUTHORIZATION_STATUS_LABELS[from].toLowerCase()}: it cannot be ${
      { suspend: 'suspended', revoke: 'revoked', reinstate: 'reinstated' }[change]
    }.`,
} as const
