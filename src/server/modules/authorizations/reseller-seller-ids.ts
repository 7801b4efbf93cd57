/**
 * The marketplaces a reseller told the marketplace about, with their seller ids (their newest
 * Reseller Hub or sign-up application): what an admin's allocation covers, and what a brand's
 * approval dialog starts from.
 */
import { desc, eq } from 'drizzle-orm'
import { marketplacesFromSellerIds, type CoveredMarketplace } from '#shared/authorizations.ts'
import type { DbOrTx } from '../../db/client.ts'
import { resellerApplications } from '../../db/schema/index.ts'

export async function resellerSellerIds(
  db: DbOrTx,
  resellerId: string,
): Promise<CoveredMarketplace[]> {
  const [row] = await db
    .select({
      amazon: resellerApplications.amazonSellerId,
      walmart: resellerApplications.walmartSellerId,
      ebay: resellerApplications.ebaySellerId,
    })
    .from(resellerApplications)
    .where(eq(resellerApplications.userId, resellerId))
    .orderBy(desc(resellerApplications.createdAt))
    .limit(1)
  return row ? marketplacesFromSellerIds(row) : []
}
