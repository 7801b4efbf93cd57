/**
 * Tells the reseller and the brand's own users that an authorization changed (after commit), so
 * their open pages refresh: the reseller's brands, products and dashboard, the brand's resellers
 * and dashboard, the admin's allocation screens.
 */
import type { AppDeps } from '../../lib/http/types.ts'
import { brandUserIdsOf } from '../brand-portal/brand-entry.ts'

export async function announceAuthorization(
  deps: Pick<AppDeps, 'db' | 'live'>,
  resellerId: string,
  brandIds: readonly string[],
) {
  const brandUsers = await brandUserIdsOf(deps.db, brandIds)
  await deps.live.publish({
    kind: 'authorization.changed',
    userIds: [resellerId, ...brandUsers],
    data: brandIds.length === 1 ? { resellerId, brandId: brandIds[0]! } : { resellerId },
  })
}
