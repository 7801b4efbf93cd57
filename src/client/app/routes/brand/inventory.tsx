import { useQueryClient } from '@tanstack/react-query'
import { BRAND_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { INVENTORY_KEY } from '../../../features/brand-inventory/api.ts'
import { InventoryManagement } from '../../../features/brand-inventory/inventory-management.tsx'
import { useLiveEvents } from '../../../features/live/use-live-events.ts'

/** 001 §2.3 Inventory Management; products and catalog decisions arrive live. */
export function Component() {
  const screen = BRAND_SCREENS.inventory
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY })
  useLiveEvents({ 'product.changed': refresh, 'catalog.changed': refresh })
  return <InventoryManagement heading={screen.heading} description={screen.description} />
}
