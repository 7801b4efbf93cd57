/** My Orders (001 §2.4, §7.3 orders by reseller_id newest first). */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { RESELLER_ORDERS_STALE_MS, type OrderStatus } from '#shared/brand-orders-texts.ts'
import { api } from '../../lib/api.ts'

export interface ResellerOrder {
  id: string
  brandName: string | null
  status: OrderStatus
  totalAmount: string
  itemCount: number
  createdAt: string
  updatedAt: string
}

const KEY = ['reseller', 'orders'] as const

export const resellerOrdersQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api<{ orders: ResellerOrder[]; limited: boolean; limit: number }>('/api/reseller/orders', {
        signal,
      }),
    // 001 §9: the reseller order query is fresh for 30 seconds.
    staleTime: RESELLER_ORDERS_STALE_MS,
  })

export const useResellerOrders = () => useQuery(resellerOrdersQueryOptions())

/** For live events: an order placed or moved by its brand (001 §7.5). */
export function useInvalidateResellerOrders() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: KEY })
}
