import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CatalogImportPreview, CatalogImportSummary } from '#shared/brand-inventory-texts.ts'
import type { CatalogStatus } from '#shared/catalogs-texts.ts'
import type { CatalogAccessUpdate, CatalogDecision } from '#shared/schemas/catalogs.ts'
import { api } from '../../../lib/api.ts'

export interface AdminCatalog {
  id: string
  name: string
  brandId: string
  fileUrl: string
  contentType: string
  sizeBytes: number
  status: CatalogStatus
  createdAt: string
  updatedAt: string
  brandName: string | null
  brandEmail: string | null
  accessCount: number
  /** What approval did to the brand's products (issue 15); null while pending or for old rows. */
  importSummary?: CatalogImportSummary | null
}

export interface ResellerSummary {
  id: string
  email: string
  fullName: string | null
  companyName: string | null
}

/** `authorized`: their authorization to sell the catalog's brand is in force (issue 13). */
export interface CatalogAccess {
  catalog: { id: string; name: string; status: CatalogStatus }
  granted: (ResellerSummary & { grantedAt: string; authorized: boolean })[]
  resellers: (ResellerSummary & { hasAccess: boolean; authorized: boolean })[]
}

/** The newest approved catalogs without paging: the Reseller Access tab's catalog picker. */
export const adminCatalogsQueryOptions = (status: 'pending' | 'approved') =>
  queryOptions({
    queryKey: ['admin', 'catalogs', status],
    queryFn: () =>
      api<{ catalogs: AdminCatalog[] }>(`/api/admin/catalogs?status=${status}`).then(
        (r) => r.catalogs,
      ),
  })

/** Issue 16 item 4: one page of a status's catalogs, searched, with the counts of each status. */
export interface AdminCatalogPage {
  catalogs: AdminCatalog[]
  counts: Record<CatalogStatus, number>
  total: number
  page: number
  pageSize: number
  pages: number
}

export interface AdminCatalogFilter {
  status: 'pending' | 'approved'
  search: string
  /** From 1. */
  page: number
  pageSize: number
}

export const adminCatalogPageQueryOptions = ({
  status,
  search,
  page,
  pageSize,
}: AdminCatalogFilter) => {
  const params = new URLSearchParams({ status, page: String(page), pageSize: String(pageSize) })
  if (search) params.set('search', search)
  return queryOptions({
    queryKey: ['admin', 'catalogs', 'page', status, search, page, pageSize],
    queryFn: () => api<AdminCatalogPage>(`/api/admin/catalogs?${params}`),
    // The previous page while the next one loads, but never another tab's catalogs.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === status ? previous : undefined,
  })
}

export const useAdminCatalogPage = (filter: AdminCatalogFilter) =>
  useQuery(adminCatalogPageQueryOptions(filter))

export const catalogAccessQueryOptions = (catalogId: string, search: string) =>
  queryOptions({
    queryKey: ['admin', 'catalogs', catalogId, 'access', search],
    queryFn: () =>
      api<CatalogAccess>(
        `/api/admin/catalogs/${catalogId}/access${search ? `?search=${encodeURIComponent(search)}` : ''}`,
      ),
    placeholderData: (previous) => previous,
  })

/**
 * Issue 15: a pending catalog's import preview, as the brand sees it; under the admin's catalogs
 * key, so a decision (or a refused one) reads it again.
 */
export const adminCatalogPreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'catalogs', id, 'preview'],
    queryFn: ({ signal }) =>
      api<{ preview: CatalogImportPreview }>(`/api/catalogs/${encodeURIComponent(id)}/preview`, {
        signal,
      }).then((r) => r.preview),
    // The brand confirms changes from its own screen: opening the preview again, or coming back
    // to the tab, reads whether it has (the app's default staleTime would show the old answer).
    staleTime: 0,
  })

export const useAdminCatalogPreview = (id: string, enabled: boolean) =>
  useQuery({ ...adminCatalogPreviewQueryOptions(id), enabled })

export function useAdminCatalogs(status: 'pending' | 'approved', enabled = true) {
  return useQuery({ ...adminCatalogsQueryOptions(status), enabled })
}

export function useCatalogAccess(catalogId: string | undefined, search: string) {
  return useQuery({ ...catalogAccessQueryOptions(catalogId ?? '', search), enabled: !!catalogId })
}

export function useDecideCatalog() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string } & CatalogDecision) =>
      api<{ catalog: { id: string; status: CatalogStatus } }>(
        `/api/admin/catalogs/${id}/decision`,
        { method: 'POST', body: reason ? { action, reason } : { action } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'catalogs'] }),
  })
}

export function useSetCatalogAccess() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ catalogId, ...body }: { catalogId: string } & CatalogAccessUpdate) =>
      api<{ access: { granted: boolean } }>(`/api/admin/catalogs/${catalogId}/access`, {
        method: 'PATCH',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'catalogs'] }),
  })
}
