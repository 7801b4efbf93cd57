import { useQueryClient } from '@tanstack/react-query'
import { RESELLER_BRANDS_KEY } from '../../../features/reseller-brands/api.ts'
import { AvailableBrands } from '../../../features/reseller-brands/available-brands.tsx'
import { useLiveEvents } from '../../../features/live/use-live-events.ts'

/**
 * 001 §2.4 Available Brands. A change to one of this reseller's authorizations (granted by the
 * brand or an admin, suspended, revoked, reinstated) or applications (a brand's decision, a
 * request for more information) arrives live (001 §7.5; issue 13) and the list re-reads.
 */
export function Component() {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: RESELLER_BRANDS_KEY })
  useLiveEvents({ 'authorization.changed': refresh, 'application.changed': refresh })
  return <AvailableBrands />
}
