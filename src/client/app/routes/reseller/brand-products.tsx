import { useQueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { RESELLER_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { RESELLER_PRODUCTS_KEY } from '../../../features/brand-inventory/api.ts'
import { ResellerBrandProducts } from '../../../features/brand-inventory/reseller-brand-products.tsx'
import { useLiveEvents } from '../../../features/live/use-live-events.ts'

/**
 * An allocated brand's products for the reseller (001 §6, §7.5): a brand's price or stock change
 * arrives live ('product.changed') and the table re-reads.
 */
export function Component() {
  const { brandId = '' } = useParams()
  const queryClient = useQueryClient()
  useLiveEvents({
    'product.changed': () =>
      void queryClient.invalidateQueries({ queryKey: RESELLER_PRODUCTS_KEY }),
  })
  return <ResellerBrandProducts brandEntryId={brandId} backTo={RESELLER_SCREENS.brands.to} />
}
