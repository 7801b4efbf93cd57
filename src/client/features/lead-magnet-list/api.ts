/** Lead Magnet List (issue 16 item 9): the admin's calls for the lead magnet's brands. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LeadMagnetBrandInput } from '#shared/schemas/lead-magnet-brands.ts'
import { api } from '../../lib/api.ts'

export interface LeadMagnetBrand {
  id: string
  name: string
  url: string | null
  category: string | null
  note: string | null
  createdAt: string
}

const BASE = '/api/admin/lead-magnet-brands'

export const leadMagnetBrandsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'lead-magnet-brands'],
    queryFn: ({ signal }) => api<{ brands: LeadMagnetBrand[]; count: number }>(BASE, { signal }),
  })

export const useLeadMagnetBrands = () => useQuery(leadMagnetBrandsQueryOptions())

function useListMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: leadMagnetBrandsQueryOptions().queryKey }),
  })
}

export const useAddLeadMagnetBrand = () =>
  useListMutation((body: LeadMagnetBrandInput) =>
    api<{ brand: LeadMagnetBrand }>(BASE, { method: 'POST', body }),
  )

export const useRemoveLeadMagnetBrand = () =>
  useListMutation((id: string) =>
    api<{ removed: { id: string } }>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  )
