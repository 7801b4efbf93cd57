import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { subscriptionQueryOptions } from '../../../features/billing/api.ts'
import { UpgradeBanner } from '../../../features/billing/upgrade-banner.tsx'
import { APPLY_MUTATION_KEY, RESELLER_BRANDS_KEY } from '../../../features/reseller-brands/api.ts'
import { AvailableBrands } from '../../../features/reseller-brands/available-brands.tsx'
import { useLiveEvents } from '../../../features/live/use-live-events.ts'

/**
 * 001 §2.4 Available Brands. A change to one of this reseller's authorizations (granted by the
 * brand or an admin, suspended, revoked, reinstated) or applications (a brand's decision, a
 * request for more information) arrives live (001 §7.5; issue 13) and the list re-reads.
 * A free-plan reseller sees the upgrade banner with this month's real count (decision 014),
 * read again after each application, refused or not.
 */
export function Component() {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: RESELLER_BRANDS_KEY })
  // protection.changed: a brand's step or an import may place or lift a hold on the orders.
  useLiveEvents({
    'authorization.changed': refresh,
    'application.changed': refresh,
    'protection.changed': refresh,
  })
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const mutation = event.mutation
        if (
          event.type === 'updated' &&
          mutation?.options.mutationKey?.[1] === APPLY_MUTATION_KEY[1] &&
          (mutation.state.status === 'success' || mutation.state.status === 'error')
        ) {
          void queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions().queryKey })
        }
      }),
    [queryClient],
  )
  return (
    <div className="grid gap-6">
      <UpgradeBanner />
      <AvailableBrands />
    </div>
  )
}
