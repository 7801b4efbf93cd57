/**
 * Issue 16: the catalogs an admin shared with the reseller (GET /api/reseller/catalogs,
 * src/server/modules/catalogs/list-reseller-catalogs.ts). Read again when a grant changes (live
 * `catalog.changed`) and when the reseller comes back to the tab.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '../../lib/api.ts'

export interface ResellerCatalog {
  id: string
  name: string
  brandName: string
  /** csv, xlsx or pdf. */
  fileType: string
  contentType: string
  sizeBytes: number
  grantedAt: string
  /** The download route (an attachment, whatever the type). */
  fileUrl: string
}

const KEY = ['reseller', 'catalogs'] as const

export const resellerCatalogsQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api<{ catalogs: ResellerCatalog[] }>('/api/reseller/catalogs', { signal }).then(
        (r) => r.catalogs,
      ),
    refetchOnWindowFocus: 'always',
  })

export const useResellerCatalogs = () => useQuery(resellerCatalogsQueryOptions())

export function useInvalidateResellerCatalogs() {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: KEY }), [queryClient])
}
