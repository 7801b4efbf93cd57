/** My Orders (001 §2.4, §7.3 orders by reseller_id newest first), and placing an order. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { RESELLER_ORDERS_STALE_MS, type OrderStatus } from '#shared/brand-orders-texts.ts'
import type { Address, AddressInput } from '#shared/schemas/addresses.ts'
import type { OrderDetailsView } from '#shared/schemas/orders.ts'
import { IDEMPOTENCY_KEY_HEADER } from '#shared/schemas/idempotency.ts'
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

/**
 * POST /api/reseller/orders; My Orders (and the dashboard, through the live event) re-read. The
 * Idempotency-Key is the attempt's: a retry of the same order sends the same key, so an answer
 * lost on the way (a proxy's time-out) cannot make a second order.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: PlaceOrderInput; idempotencyKey: string }) =>
      api<{ order: PlacedOrder }>('/api/reseller/orders', {
        method: 'POST',
        body: input,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}

/** Issue 15: one order with its lines, addresses, tracking and timeline. */
export const resellerOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...KEY, 'details', id],
    queryFn: ({ signal }) =>
      api<{ order: OrderDetailsView }>(`/api/reseller/orders/${id}`, { signal }).then(
        (r) => r.order,
      ),
  })

export const useResellerOrder = (id: string) => useQuery(resellerOrderQueryOptions(id))

/** Cancel while pending; the list and the page re-read either way (the brand may have moved it). */
/**
 * `outcome` runs whatever happens to the screen meanwhile: the live update of the cancellation
 * can arrive before the answer and take the cancel form away, and callbacks given to `mutate`
 * die with the component that gave them.
 */
export function useCancelOrder(outcome: {
  onSuccess: () => void
  onError: (error: Error) => void
}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<{ order: { id: string; status: OrderStatus } }>(`/api/reseller/orders/${id}/cancel`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => outcome.onSuccess(),
    onError: (error) => outcome.onError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}

export interface ReorderResult {
  brandEntryId: string
  brandName: string
  lines: { productId: string; quantity: number }[]
  changes: string[]
}

export function useReorder() {
  return useMutation({
    mutationFn: (id: string) =>
      api<{ reorder: ReorderResult }>(`/api/reseller/orders/${id}/reorder`, {
        method: 'POST',
        body: {},
      }).then((r) => r.reorder),
  })
}

const ADDRESSES_KEY = ['reseller', 'addresses'] as const

/** Issue 15: the address book. */
export const useAddresses = () =>
  useQuery({
    queryKey: ADDRESSES_KEY,
    queryFn: ({ signal }) =>
      api<{ addresses: Address[] }>('/api/reseller/addresses', { signal }).then((r) => r.addresses),
  })

export function useSaveAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: AddressInput & { id?: string | undefined }) =>
      api<{ address: Address }>(id ? `/api/reseller/addresses/${id}` : '/api/reseller/addresses', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  })
}

export function useDeleteAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api<{ ok: true }>(`/api/reseller/addresses/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  })
}
