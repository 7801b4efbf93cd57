/**
 * Each reseller's own part of Available Brands (their applications and allocated brands), kept
 * in memory with the number of reseller_brand_versions it was read at (drizzle/0014). The
 * session lookup reads that number with the session (db/freshness.ts, decision 008); while it
 * has not moved, a call needs no query of its own. Least recently used resellers go first once
 * the kept applications pass a bound.
 */
import { perDatabase } from '../../db/per-database.ts'
import type { ApplicationFacts } from './application-filters.ts'

/** About 150 bytes each: some 30 MB at most. */
const MAX_APPLICATIONS = 200_000

/** One of the reseller's applications, as the filters read it, with its id. */
export type KeptApplication = ApplicationFacts & { id: string }

export interface ResellerApplications {
  /** reseller_brand_versions.version when these were read. */
  stamp: number
  /** By brand id. */
  applications: Map<string, KeptApplication>
  allocated: Set<string>
}

export class ResellerViewCache {
  private readonly views = new Map<string, ResellerApplications>()
  private held = 0

  constructor(private readonly maxApplications = MAX_APPLICATIONS) {}

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
      this.held -= old.applications.size
    }
    this.views.set(reseller, view)
    this.held += view.applications.size
    for (const [id, oldest] of this.views) {
      if (this.held <= this.maxApplications || id === reseller) break
      this.views.delete(id)
      this.held -= oldest.applications.size
    }
  }

  get size(): number {
    return this.views.size
  }
}

export const resellerViewCache = perDatabase(() => new ResellerViewCache())
