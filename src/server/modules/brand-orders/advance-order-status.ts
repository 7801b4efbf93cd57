/**
 * The brand moves its order one step: pending → accepted (or declined, with a reason) →
 * processing → shipped (carrier, tracking number and link) → delivered (001 §4.5 names the
 * states; issue 15 adds the brand's answer and the tracking). changeOrderStatus does it as one
 * conditional UPDATE, with the timeline, the stock a decline returns, the live event and the
 * reseller's mail.
 */
import type { OrderStatusUpdate } from '#shared/schemas/orders.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { changeOrderStatus, type ChangedOrder } from './change-order-status.ts'
import type { AuditActor } from '../audit-log/record-audit.ts'

export async function advanceOrderStatus(
  deps: Pick<AppDeps, 'db' | 'live' | 'mailer' | 'logger' | 'env'>,
  brandUserId: string,
  orderId: string,
  update: OrderStatusUpdate,
  audit?: AuditActor,
): Promise<ChangedOrder> {
  return changeOrderStatus(deps, {
    orderId,
    actor: { userId: brandUserId, role: 'brand' },
    to: update.status,
    reason: update.status === 'declined' ? update.reason : null,
    shipping:
      update.status === 'shipped'
        ? {
            carrier: update.carrier,
            trackingNumber: update.trackingNumber,
            trackingUrl: update.trackingUrl,
          }
        : undefined,
    audit,
  })
}
