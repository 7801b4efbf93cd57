/**
 * Each reseller's own part of Available Brands (their applications and authorizations), kept in
 * memory with the number of reseller_brand_versions it was read at (drizzle/0014, 0016). The
 * session lookup reads that number with the session (db/freshness.ts, decision 008); while it
 * has not moved, a call needs no query of its own. Authorizations are kept with their status and
 * term, not as "in force": an expiry changes the answer without any write, so each request
 * decides at its own `now` (application-filters.ts). Least recently used resellers go first once
 * the kept records pass a bound.
 */
import type { CoveredMarketplace } from '#shared/authorizations.ts'
import { perDatabase } from '../../db/per-database.ts'
import type { ApplicationFacts, AuthorizationFacts } from './application-filters.ts'

/** About 150 bytes each (more with a reason or marketplaces): some 30 MB at most. */
const MAX_RECORDS = 200_000

/** One of the reseller's applications, as the filters read it, with what the card shows. */
export type KeptApplication = ApplicationFacts & {
  id: string
  decisionReason: string | null
  infoRequestedUs: number | null
}

/** One of the reseller's authorizations, as the standing reads it, with what the card shows. */
export type KeptAuthorization = AuthorizationFacts & {
  brandId: string
  marketplaces: CoveredMarketplace[]
  statusReason: string | null
}

export interface ResellerApplications {
  /** reseller_brand_versions.version when these were read. */
  stamp: number
  /** By brand id. */
  applications: Map<string, KeptApplication>
  /** By brand id, whatever their status. */
  authorizations: Map<string, KeptAuthorization>
}

const weight = (view: ResellerApplications) => view.applications.size + view.authorizations.size

export class ResellerViewCache {
  private readonly views = new Map<string, ResellerApplications>()
  private held = 0

  constructor(private readonly maxRecords = MAX_RECORDS) {}

  /** The reseller's part if it was read at `stamp`. */
  get(reseller: string, stamp: number): ResellerApplications | undefined {
    const view = this.views.get(reseller)
    if (view === undefined || view.stamp !== stamp) return undefined
    // Map order is insertion order: moving a hit to the end keeps the oldest first.
    this.views.delete(reseller)
    this.views.set(reseller, view)
    return view
  }

  set(reseller: string, view: ResellerApplications): void {
    const old = this.views.get(reseller)
    if (old) {
      this.views.delete(reseller)
      this.held -= weight(old)
    }
    this.views.set(reseller, view)
    this.held += weight(view)
    for (const [id, oldest] of this.views) {
      if (this.held <= this.maxRecords || id === reseller) break
      this.views.delete(id)
      this.held -= weight(oldest)
    }
  }

  get size(): number {
    return this.views.size
  }
}

export const resellerViewCache = perDatabase(() => new ResellerViewCache())
