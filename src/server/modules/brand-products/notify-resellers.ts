/**
 * Live updates (001 §7.5: changes to products trigger a reload): the resellers authorized to
 * sell the brand (in force, issue 13) hear that a product changed. A brand without an entry has
 * no authorized resellers. Called after the change is committed; the bus never throws.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { brandAuthorizations as z } from '../../db/schema/index.ts'
import type { LiveBus } from '../../lib/live/live-bus.ts'
import { authorizationInForceSql } from '../authorizations/in-force.ts'
import { findBrandEntry } from '../brand-portal/brand-entry.ts'

export async function allocatedResellerIds(
  db: Db,
  brand: { userId: string; email: string },
): Promise<{ entryId: string | null; resellerIds: string[] }> {
  const entry = await findBrandEntry(db, brand)
  if (!entry) return { entryId: null, resellerIds: [] }
  const rows = await db
    .select({ resellerId: z.resellerId })
    .from(z)
    .where(and(eq(z.brandId, entry.id), authorizationInForceSql(z)))
  return { entryId: entry.id, resellerIds: rows.map((r) => r.resellerId) }
}

export async function publishProductChange(
  deps: { db: Db; live: LiveBus },
  brand: { userId: string; email: string },
  /** Ids only: { productId } after an edit, { catalogId } after a catalog import. */
  data: Record<string, string>,
): Promise<void> {
  const { entryId, resellerIds } = await allocatedResellerIds(deps.db, brand)
  // The brand's own other tabs refresh too.
  await deps.live.publish({
    kind: 'product.changed',
    userIds: [brand.userId, ...resellerIds],
    data: { ...data, brandEntryId: entryId },
  })
}
