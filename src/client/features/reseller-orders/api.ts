/** My Orders (001 §2.4, §7.3 orders by reseller_id newest first), and placing an order. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { RESELLER_ORDERS_STALE_MS, type OrderStatus } from '#shared/brand-orders-texts.ts'
import type { PlaceOrderInput, PlacedOrder } from '#shared/schemas/reseller-orders.ts'
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

/** POST /api/reseller/orders; My Orders (and the dashboard, through the live event) re-read. */
export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PlaceOrderInput) =>
      api<{ order: PlacedOrder }>('/api/reseller/orders', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}
