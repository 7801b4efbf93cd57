/** The brand user's own directory entry (001 §6, issue 5 item 1): read and create. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BrandEntryInput } from '#shared/schemas/brand-settings.ts'
import { api } from '../../lib/api.ts'

export interface BrandEntry {
  id: string
  name: string
  contactEmail: string
  logoUrl: string | null
  isActive: boolean
  websiteUrl: string | null
  description: string | null
  categories: string[]
  department: string | null
  submittedByBrand: boolean
  createdAt: string
}

export const brandEntryQueryOptions = () =>
  queryOptions({
    queryKey: ['brand', 'entry'],
    queryFn: async ({ signal }) =>
      (await api<{ entry: BrandEntry | null }>('/api/brand/entry', { signal })).entry,
    staleTime: 60_000,
  })

export const useBrandEntry = (enabled = true) => useQuery({ ...brandEntryQueryOptions(), enabled })

/** Creating the entry changes what every brand screen can show, so all brand queries refresh. */
export function useCreateBrandEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BrandEntryInput) =>
      api<{ entry: BrandEntry }>('/api/brand/entry', { method: 'POST', body }),
    onSuccess: ({ entry }) => {
      queryClient.setQueryData(brandEntryQueryOptions().queryKey, entry)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['brand'] }),
  })
}
