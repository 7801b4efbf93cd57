/** Available Brands (001 §2.4, §7.2 get_reseller_brands_optimized and its count; §9 cache times). */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { RESELLER_BRANDS_GC_MS, RESELLER_BRANDS_STALE_MS } from '#shared/reseller-brands-texts.ts'
import type {
  ApplyToBrandResponse,
  FollowUpResponse,
  ResellerBrandsQuery,
  ResellerBrandsResponse,
} from '#shared/schemas/reseller-brands.ts'
import { api } from '../../lib/api.ts'

export const RESELLER_BRANDS_KEY = ['reseller', 'brands'] as const

export type BrandFilters = Pick<ResellerBrandsQuery, 'q' | 'status' | 'followUp' | 'time' | 'page'>

export function brandsSearchParams(filters: BrandFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.status !== 'all') params.set('status', filters.status)
  if (filters.followUp.length) params.set('followUp', filters.followUp.join(','))
  if (filters.time.length) params.set('time', filters.time.join(','))
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

export const resellerBrandsQueryOptions = (filters: BrandFilters) =>
  queryOptions({
    queryKey: [...RESELLER_BRANDS_KEY, filters],
    queryFn: ({ signal }) =>
      api<ResellerBrandsResponse>(`/api/reseller/brands?${brandsSearchParams(filters)}`, {
        signal,
      }),
    // 001 §9: the list (and its count, which comes with it) is fresh for 2 minutes, kept for 5,
    // and not reloaded on window focus.
    staleTime: RESELLER_BRANDS_STALE_MS,
    gcTime: RESELLER_BRANDS_GC_MS,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  })

export const useResellerBrands = (filters: BrandFilters) =>
  useQuery(resellerBrandsQueryOptions(filters))

/** Applying changes the plan's count this month: the screen composing the banner listens for it. */
export const APPLY_MUTATION_KEY = ['reseller', 'apply'] as const

export function useApplyToBrand() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: APPLY_MUTATION_KEY,
    mutationFn: (input: { brandId: string; proposalMessage: string }) =>
      api<ApplyToBrandResponse>(`/api/reseller/brands/${input.brandId}/apply`, {
        body: { proposalMessage: input.proposalMessage },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RESELLER_BRANDS_KEY }),
  })
}

export function useFollowUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (applicationId: string) =>
      api<FollowUpResponse>(`/api/reseller/applications/${applicationId}/follow-up`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RESELLER_BRANDS_KEY }),
  })
}
