/**
 * The calls of the brand's "MAP policy and enforcement" screen (issue 14 items 1 and 5): the
 * policy and its versions, MAP prices with their history, promotions, and the enforcement
 * ladder with its templates (src/server/modules/map-policy/routes.ts and the protection routes).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { NoticePlaceholder } from '#shared/enforcement-texts.ts'
import type {
  EnforcementSettingsView,
  EntryRef,
  ExchangeRateView,
  MapProduct,
  PolicyView,
  PromotionItem,
} from '#shared/protection-api.ts'
import type { EnforcementSettingsInput } from '#shared/schemas/protection.ts'
import { api } from '../../lib/api.ts'

const KEY = ['brand', 'map-policy'] as const

export interface MapView {
  entry: EntryRef | null
  products: MapProduct[]
  promotions: PromotionItem[]
}

export interface EnforcementView {
  entry: EntryRef | null
  settings: EnforcementSettingsView
}

export type NoticeSampleValues = Omit<
  Record<NoticePlaceholder, string>,
  'step' | 'nextStep' | 'deadline'
>

export interface NoticeSample {
  sample: { findingId: string; values: NoticeSampleValues } | null
}

/** What the inputs are on the wire (dates as ISO instants, amounts as text or null). */
export interface MapChangeBody {
  productIds: string[]
  mapPrice: string | null
  effectiveFrom: string
  /** Issue 15: a MAP below a product's wholesale price, meant by the brand. */
  confirmBelowWholesale?: boolean
  /** Decision 013: the MAP's currency (the server's default is USD). */
  currency?: string
}
export interface ExchangeRateBody {
  currency: string
  rate: string
  effectiveFrom: string
}
export interface PromotionBody {
  name: string
  startsAt: string
  endsAt: string
  percentOff: string | null
  products: { productId: string; promoMapPrice: string | null }[]
}
export interface PolicyBody {
  text: string
  shippingCounts: boolean
  couponsCount?: boolean
  subscribeSaveCounts?: boolean
  businessPriceCounts?: boolean
  cartPriceCounts?: boolean
  toleranceKind: 'amount' | 'percent'
  toleranceValue: string
}

export const policyQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'policy'],
    queryFn: ({ signal }) => api<PolicyView>('/api/brand/protection/policy', { signal }),
  })

export const mapQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'map'],
    queryFn: ({ signal }) => api<MapView>('/api/brand/protection/map', { signal }),
  })

export const enforcementQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'enforcement'],
    queryFn: ({ signal }) => api<EnforcementView>('/api/brand/protection/enforcement', { signal }),
  })

export const noticeSampleQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'notice-sample'],
    queryFn: ({ signal }) =>
      api<NoticeSample>('/api/brand/protection/enforcement/sample', { signal }),
  })

export const exchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'exchange-rates'],
    queryFn: ({ signal }) =>
      api<{ rates: ExchangeRateView[] }>('/api/brand/protection/exchange-rates', { signal }),
  })

export const usePolicy = () => useQuery(policyQueryOptions())
export const useExchangeRates = () => useQuery(exchangeRatesQueryOptions())
export const useMapPrices = () => useQuery(mapQueryOptions())
export const useEnforcement = () => useQuery(enforcementQueryOptions())
export const useNoticeSample = () => useQuery(noticeSampleQueryOptions())

/** Everything on the screen read again (a live `protection.changed`). */
export function useInvalidateMapPolicy() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: KEY })
}

function useKeyMutation<In, Out>(fn: (input: In) => Promise<Out>, key: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...KEY, key] }),
  })
}

export const usePublishPolicy = () =>
  useKeyMutation(
    (body: PolicyBody) =>
      api<{ version: number }>('/api/brand/protection/policy', { method: 'POST', body }),
    'policy',
  )

export const useScheduleMapChange = () =>
  useKeyMutation(
    (body: MapChangeBody) =>
      api<{ products: number; resellersTold: number }>('/api/brand/protection/map-changes', {
        method: 'POST',
        body,
      }),
    'map',
  )

export const useCancelMapChange = () =>
  useKeyMutation(
    (id: string) =>
      api<{ ok: true }>(`/api/brand/protection/map-changes/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    'map',
  )

export const useCreatePromotion = () =>
  useKeyMutation(
    (body: PromotionBody) =>
      api<{ id: string }>('/api/brand/protection/promotions', { method: 'POST', body }),
    'map',
  )

export const useCancelPromotion = () =>
  useKeyMutation(
    (id: string) =>
      api<{ ok: true }>(`/api/brand/protection/promotions/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        body: {},
      }),
    'map',
  )

export const useSaveEnforcement = () =>
  useKeyMutation(
    (body: EnforcementSettingsInput) =>
      api<EnforcementView>('/api/brand/protection/enforcement', { method: 'PUT', body }),
    'enforcement',
  )

export const useAddExchangeRate = () =>
  useKeyMutation(
    (body: ExchangeRateBody) =>
      api<ExchangeRateView>('/api/brand/protection/exchange-rates', { method: 'POST', body }),
    'exchange-rates',
  )
