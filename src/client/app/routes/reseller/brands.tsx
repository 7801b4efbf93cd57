import { useQueryClient } from '@tanstack/react-query'
import { RESELLER_BRANDS_KEY } from '../../../features/reseller-brands/api.ts'
import { AvailableBrands } from '../../../features/reseller-brands/available-brands.tsx'
import { useLiveEvents } from '../../../features/live/use-live-events.ts'

/**
 * 001 §2.4 Available Brands. An admin's allocation or a change to one of this reseller's
 * applications arrives live (001 §7.5) and the list re-reads.
 */
export function Component() {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: RESELLER_BRANDS_KEY })
  useLiveEvents({ 'authorization.changed': refresh, 'application.changed': refresh })
  return <AvailableBrands />
}
