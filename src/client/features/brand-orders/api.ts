/** Order Management's calls (001 §2.3): the list with its counts, one order, the status step. */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { OrderStatus, OrderTab } from '#shared/brand-orders-texts.ts'
import type { OrderDetailsView, OrderStatusUpdateInput } from '#shared/schemas/orders.ts'
import { api } from '../../lib/api.ts'

export interface BrandOrder {
  id: string
  resellerId: string
  resellerCompany: string | null
  resellerName: string | null
  resellerEmail: string | null
  status: OrderStatus
  totalAmount: string
  itemCount: number
  createdAt: string
  updatedAt: string
}

export interface BrandOrderList {
  orders: BrandOrder[]
  counts: Record<OrderTab, number>
  summary: { totalOrders: number; totalRevenue: string; pendingOrders: number }
  reseller: { id: string; companyName: string | null; fullName: string | null } | null
  page: number
  pages: number
  pageSize: number
  total: number
}

export type BrandOrderDetails = OrderDetailsView

export interface BrandOrdersFilter {
  status: OrderTab
  reseller?: string | undefined
  page: number
}

const ORDERS_KEY = ['brand', 'orders'] as const

export const brandOrdersQueryOptions = (filter: BrandOrdersFilter) => {
  const params = new URLSearchParams({ status: filter.status, page: String(filter.page) })
  if (filter.reseller) params.set('reseller', filter.reseller)
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'list', filter],
    queryFn: ({ signal }) => api<BrandOrderList>(`/api/brand/orders?${params}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

export const brandOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'details', id],
    queryFn: ({ signal }) =>
      api<{ order: BrandOrderDetails }>(`/api/brand/orders/${id}`, { signal }).then((r) => r.order),
  })

export const useBrandOrders = (filter: BrandOrdersFilter) =>
  useQuery(brandOrdersQueryOptions(filter))

export const useBrandOrder = (id: string | undefined) =>
  useQuery({ ...brandOrderQueryOptions(id ?? ''), enabled: !!id })

/** Every list, count and open order of the brand's orders (after a change, or a live event). */
export function useInvalidateBrandOrders() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY })
}

interface AdvancedOrder {
  order: { id: string; status: OrderStatus; updatedAt: string }
}

/**
 * `outcome` runs whatever happens to the screen meanwhile: the live update of the step can
 * arrive before the answer and replace the form, and callbacks given to `mutate` die with the
 * component that gave them.
 */
export function useAdvanceOrder(outcome: {
  onSuccess: (answer: AdvancedOrder) => void
  onError: (error: Error) => void
}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & OrderStatusUpdateInput) =>
      api<AdvancedOrder>(`/api/brand/orders/${id}/status`, { method: 'PATCH', body }),
    onSuccess: (answer) => outcome.onSuccess(answer),
    onError: (error) => outcome.onError(error),
    // Also after a refusal: someone else may have moved the order, and the screen should show it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  })
}
