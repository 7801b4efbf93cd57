/** The reseller Dashboard's data (GET /api/reseller/dashboard), refreshed live. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ResellerDashboardData } from '#shared/schemas/reseller-dashboard.ts'
import { api } from '../../lib/api.ts'
import { useLiveInvalidation } from '../live/use-live-events.ts'

export const RESELLER_DASHBOARD_KEY = ['reseller', 'dashboard'] as const

export const resellerDashboardQueryOptions = () =>
  queryOptions({
    queryKey: RESELLER_DASHBOARD_KEY,
    queryFn: ({ signal }) => api<ResellerDashboardData>('/api/reseller/dashboard', { signal }),
  })

/**
 * The dashboard; an order placed or moved, an authorization changed, or a brand's decision on an
 * application (issue 13: the brand side publishes 'application.changed' to the reseller) re-reads it.
 */
export function useResellerDashboard() {
  useLiveInvalidation({
    'order.created': [RESELLER_DASHBOARD_KEY],
    'order.updated': [RESELLER_DASHBOARD_KEY],
    'authorization.changed': [RESELLER_DASHBOARD_KEY],
    'application.changed': [RESELLER_DASHBOARD_KEY],
  })
  return useQuery(resellerDashboardQueryOptions())
}
