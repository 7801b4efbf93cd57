import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { RESELLER_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { useLiveEvents } from '../../../features/live/use-live-events.ts'
import { useInvalidateResellerOrders } from '../../../features/reseller-orders/api.ts'
import { OrderHistory } from '../../../features/reseller-orders/order-history.tsx'

/** 001 §2.4 My Orders; a brand's change to an order shows at once (001 §7.5 live updates). */
export function Component() {
  const screen = RESELLER_SCREENS.orders
  const refresh = useInvalidateResellerOrders()
  useLiveEvents({ 'order.created': () => void refresh(), 'order.updated': () => void refresh() })
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <OrderHistory />
    </>
  )
}
