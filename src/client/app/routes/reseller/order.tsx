import { useParams } from 'react-router'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { RESELLER_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { useLiveEvents } from '../../../features/live/use-live-events.ts'
import { useInvalidateResellerOrders } from '../../../features/reseller-orders/api.ts'
import { ResellerOrderDetails } from '../../../features/reseller-orders/order-details.tsx'

/** Issue 15: one order; the brand's steps (accepted, shipped with tracking...) arrive live. */
export function Component() {
  const { orderId = '' } = useParams()
  const screen = RESELLER_SCREENS.orders
  const refresh = useInvalidateResellerOrders()
  useLiveEvents({ 'order.updated': () => void refresh() })
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <ResellerOrderDetails orderId={orderId} />
    </>
  )
}
