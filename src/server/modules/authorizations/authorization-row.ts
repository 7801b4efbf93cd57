/** An authorization as the services hand it around, with the status a reader should see. */
import {
  effectiveAuthorizationStatus,
  type AuthorizationStatus,
  type CoveredMarketplace,
} from '#shared/authorizations.ts'
import { brandAuthorizations } from '../../db/schema/index.ts'

export type AuthorizationRow = typeof brandAuthorizations.$inferSelect

export interface Authorization {
  id: string
  brandId: string
  resellerId: string
  /** What it is now: an active one past its end date reads expired. */
  status: AuthorizationStatus
  marketplaces: CoveredMarketplace[]
  startsAt: Date
  endsAt: Date | null
  grantedBy: AuthorizationRow['grantedBy']
  statusReason: string | null
  statusChangedAt: Date
  version: number
}

export function toAuthorization(row: AuthorizationRow, now: Date = new Date()): Authorization {
  return {
    id: row.id,
    brandId: row.brandId,
    resellerId: row.resellerId,
    status: effectiveAuthorizationStatus(row, now),
    marketplaces: row.marketplaces,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    grantedBy: row.grantedBy,
    statusReason: row.statusReason,
    statusChangedAt: row.statusChangedAt,
    version: row.version,
  }
}
