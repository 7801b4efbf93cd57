/**
 * The reseller cancels its own order while it is pending (issue 15): one conditional UPDATE
 * (changeOrderStatus), the stock back on the brand's products once, the brand told live and by
 * mail (through its order switch).
 */
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { RESELLER_ORDER_TEXTS as T } from '#shared/reseller-order-texts.ts'
import { forbidden } from '../../lib/http/errors.ts'
import { changeOrderStatus, type ChangedOrder } from '../brand-orders/change-order-status.ts'
import type { AuditActor } from '../audit-log/record-audit.ts'

export async function cancelOrder(
  deps: Pick<AppDeps, 'db' | 'live' | 'mailer' | 'logger' | 'env'>,
  viewer: Viewer,
  orderId: string,
  reason: string | null,
  audit?: AuditActor,
): Promise<ChangedOrder> {
  // An admin browsing the portal has no orders of its own to cancel.
  if (viewer.role !== 'reseller') throw forbidden(T.resellersOnly)
  return changeOrderStatus(deps, {
    orderId,
    actor: { userId: viewer.userId, role: 'reseller' },
    to: 'cancelled',
    reason,
    audit,
  })
}
