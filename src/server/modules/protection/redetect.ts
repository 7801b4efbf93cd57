/**
 * Judging a brand's observations again (issue 14): a MAP version or promotion, the policy, a
 * product's GTIN or SKU, an authorization or a reseller's seller ids changed, and with them what
 * past observations were. Triggers record the request (protection_states, drizzle/0018); a worker
 * on every instance claims due brands one at a time (FOR UPDATE SKIP LOCKED) and runs detection
 * over the whole brand in one transaction.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { brandsDirectory, protectionStates } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import { detect, type DetectResult, type ProtectionBrand } from './detect.ts'
import { afterDetection } from './after-detection.ts'
import { refreshProtectionStatistics } from './statistics.ts'

/** Detection over every committed observation of the brand, in one transaction. */
export async function redetectBrand(db: Db, brand: ProtectionBrand): Promise<DetectResult> {
  return db.transaction((tx) => detect(tx, brand, { kind: 'all' }))
}

/**
 * Claims one brand whose re-detection is due (asked for after its last start), or null. The
 * claim is its own short transaction: a crash mid-run leaves the request due again.
 */
export async function claimDueRedetect(db: Db): Promise<ProtectionBrand | null> {
  const rows = await rowsOf<{ brand_id: string; owner_user_id: string | null }>(
    db,
    sql`
    with due as (
      select brand_id from protection_states
      where redetect_requested_at is not null
        and (redetect_started_at is null or redetect_started_at < redetect_requested_at
          or redetect_started_at < now() - interval '15 minutes')
      order by redetect_requested_at
      limit 1
      for update skip locked
    )
    update protection_states s set redetect_started_at = now()
    from due join brands_directory d on d.id = due.brand_id
    where s.brand_id = due.brand_id
    returning s.brand_id, d.owner_user_id`,
  )
  const row = rows[0]
  return row ? { entryId: row.brand_id, ownerUserId: row.owner_user_id } : null
}

/** Runs every due re-detection, one brand after another; returns how many ran. */
export async function runDueRedetects(
  deps: Pick<AppDeps, 'db' | 'database' | 'live' | 'logger' | 'mailer' | 'env'>,
  limit = 10,
): Promise<number> {
  let ran = 0
  for (; ran < limit; ran++) {
    const brand = await claimDueRedetect(deps.db)
    if (!brand) break
    const started = Date.now()
    try {
      const result = await redetectBrand(deps.db, brand)
      await deps.db
        .update(protectionStates)
        .set({
          // Done unless asked again while it ran.
          redetectRequestedAt: sql`case when ${protectionStates.redetectRequestedAt} > ${protectionStates.redetectStartedAt} then ${protectionStates.redetectRequestedAt} else null end`,
          redetectFinishedAt: new Date(),
          redetectError: null,
          lastRunMs: Date.now() - started,
          lastRunObservations: result.observations,
        })
        .where(eq(protectionStates.brandId, brand.entryId))
      await afterDetection(deps, brand, result)
      await refreshProtectionStatistics(deps.database, result.observations)
    } catch (error) {
      deps.logger.warn(`re-detection of ${brand.entryId} failed: ${(error as Error).message}`)
      await deps.db
        .update(protectionStates)
        .set({ redetectError: (error as Error).message.slice(0, 500) })
        .where(eq(protectionStates.brandId, brand.entryId))
    }
  }
  return ran
}

/** Whether a re-detection is asked for or running (the screens say the figures are being updated). */
export async function redetectPending(db: Db, brandId: string): Promise<boolean> {
  const [row] = await db
    .select({ brandId: protectionStates.brandId })
    .from(protectionStates)
    .innerJoin(brandsDirectory, eq(brandsDirectory.id, protectionStates.brandId))
    .where(
      and(eq(protectionStates.brandId, brandId), isNotNull(protectionStates.redetectRequestedAt)),
    )
  return row !== undefined
}
