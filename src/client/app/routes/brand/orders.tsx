import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { BRAND_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { useInvalidateBrandOrders } from '../../../features/brand-orders/api.ts'
import { OrderManagement } from '../../../features/brand-orders/order-management.tsx'
import { useLiveEvents } from '../../../features/live/use-live-events.ts'

/** 001 §2.3 Order Management; new and changed orders arrive live. */
export function Component() {
  const screen = BRAND_SCREENS.orders
  const refresh = useInvalidateBrandOrders()
  useLiveEvents({ 'order.created': () => void refresh(), 'order.updated': () => void refresh() })
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <OrderManagement />
    </>
  )
}
