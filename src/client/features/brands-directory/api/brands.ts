/** The Brands Directory's API calls, query options and hooks (001 §2.2, §7.2). */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { ADMIN_DETAIL_PATHS, type AdminBrandDetail } from '#shared/admin-detail-texts.ts'
import type { BrandStatusFilter } from '#shared/brands-directory-texts.ts'
import type { BrandInput } from '#shared/schemas/brands-directory.ts'
import { api } from '../../../lib/api.ts'

export interface DirectoryBrand {
  id: string
  name: string
  websiteUrl: string | null
  description: string | null
  contactEmail: string
  logoUrl: string | null
  /** The uploaded logo when the brand has one, else logoUrl (issue 15). */
  shownLogoUrl: string | null
  categories: string[]
  approvalRate: number | null
  responseTime: number | null
  department: string | null
  isActive: boolean
  amazonAutoUngated: boolean
  /** Created by the brand from its portal (inactive: awaiting review). */
  submittedByBrand: boolean
  createdAt: string
  updatedAt: string
  allocationCount: number
}

export interface BrandPage {
  brands: DirectoryBrand[]
  total: number
  page: number
  pageSize: number
  pages: number
}

export interface DuplicateBrand {
  id: string
  name: string
  contactEmail: string
  department: string | null
  websiteUrl: string | null
  createdAt: string
  allocationCount: number
}

export interface Duplicates {
  groups: { name: string; contactEmail: string; keep: DuplicateBrand; extras: DuplicateBrand[] }[]
  totalGroups: number
  totalExtras: number
}

export interface ResellerSummary {
  id: string
  email: string
  fullName: string | null
  companyName: string | null
}

export interface Allocation {
  brandId: string
  name: string
  description: string | null
  websiteUrl: string | null
  logoUrl: string | null
  categories: string[]
  department: string | null
  isActive: boolean
  allocatedAt: string
}

/** Every query of this screen starts with this key, so one invalidation refreshes them all. */
export const BRANDS_KEY = ['admin', 'brands'] as const

export interface BrandListParams {
  search: string
  status: BrandStatusFilter
  page: number
  /** Rows a page (the server's 50 when left out). */
  pageSize?: number
}

export const brandsQueryOptions = (params: BrandListParams) =>
  queryOptions({
    queryKey: [...BRANDS_KEY, 'list', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ status: params.status, page: String(params.page) })
      if (params.pageSize) query.set('pageSize', String(params.pageSize))
      if (params.search.trim()) query.set('search', params.search.trim())
      return api<BrandPage>(`/api/admin/brands?${query}`, { signal })
    },
    placeholderData: keepPreviousData,
  })

export const duplicatesQueryOptions = () =>
  queryOptions({
    queryKey: [...BRANDS_KEY, 'duplicates'],
    queryFn: ({ signal }) => api<Duplicates>('/api/admin/brands/duplicates', { signal }),
    staleTime: 0,
  })

export const brandAllocationsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: [...BRANDS_KEY, 'allocations', brandId],
    queryFn: ({ signal }) =>
      api<{
        brand: { id: string; name: string }
        /** Every authorization in force (issue 13), and who granted it. */
        resellers: (ResellerSummary & { allocatedAt: string; grantedBy: 'brand' | 'admin' })[]
      }>(`/api/admin/brands/${brandId}/allocations`, { signal }),
  })

export interface ResellerPage {
  resellers: (ResellerSummary & { allocationCount: number })[]
  total: number
  page: number
  pageSize: number
  pages: number
}

const resellersUrl = (search: string, page = 1) => {
  const query = new URLSearchParams({ page: String(page) })
  if (search.trim()) query.set('search', search.trim())
  return `/api/admin/brand-allocations/resellers?${query}`
}

/** The first page of resellers matching the search (Manage Access's picker). */
export const resellersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...BRANDS_KEY, 'resellers', search.trim()],
    queryFn: ({ signal }) => api<ResellerPage>(resellersUrl(search), { signal }),
    placeholderData: keepPreviousData,
  })

/** Every reseller matching the search, a page at a time (Bulk Allocate's picker, issue 16). */
export const resellerPagesQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...BRANDS_KEY, 'resellers', 'pages', search.trim()],
    queryFn: ({ signal, pageParam }) =>
      api<ResellerPage>(resellersUrl(search, pageParam), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  })

/** Every brand matching the search, a page at a time (Bulk Allocate's list, issue 16). */
export const brandPagesQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...BRANDS_KEY, 'pages', search.trim()],
    queryFn: ({ signal, pageParam }) => {
      const query = new URLSearchParams({ status: 'all', page: String(pageParam) })
      if (search.trim()) query.set('search', search.trim())
      return api<BrandPage>(`/api/admin/brands?${query}`, { signal })
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  })

export const resellerAllocationsQueryOptions = (resellerId: string) =>
  queryOptions({
    queryKey: [...BRANDS_KEY, 'reseller-allocations', resellerId],
    queryFn: ({ signal }) =>
      api<{ reseller: ResellerSummary; allocations: Allocation[] }>(
        `/api/admin/brand-allocations/resellers/${encodeURIComponent(resellerId)}`,
        { signal },
      ),
  })

export const useBrands = (params: BrandListParams) => useQuery(brandsQueryOptions(params))

/** Issue 16: one directory brand with its account and authorized resellers (its detail view). */
export const brandDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...BRANDS_KEY, 'detail', id],
    queryFn: ({ signal }) => api<AdminBrandDetail>(ADMIN_DETAIL_PATHS.brandApi(id), { signal }),
  })

export const useBrandDetail = (id: string) => useQuery(brandDetailQueryOptions(id))

/** Refreshes every list of the screen (after an import, a delete, an allocation...). */
export function useRefreshBrands() {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: BRANDS_KEY })
}

function useBrandsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BRANDS_KEY }),
  })
}

export const useAddBrand = () =>
  useBrandsMutation((body: BrandInput) =>
    api<{ brand: DirectoryBrand }>('/api/admin/brands', { method: 'POST', body }),
  )

export const useUpdateBrand = () =>
  useBrandsMutation(({ id, body }: { id: string; body: BrandInput }) =>
    api<{ brand: DirectoryBrand }>(`/api/admin/brands/${id}`, { method: 'PATCH', body }),
  )

export const useSetBrandStatus = () =>
  useBrandsMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    api<{ brand: { id: string; isActive: boolean } }>(`/api/admin/brands/${id}/status`, {
      method: 'PATCH',
      body: { isActive },
    }),
  )

export const useDeleteBrand = () =>
  useBrandsMutation((id: string) =>
    api<{ deleted: { id: string } }>(`/api/admin/brands/${id}`, { method: 'DELETE' }),
  )

export const useBulkDeleteBrands = () =>
  useBrandsMutation((ids: string[]) =>
    api<{ deleted: number; missing: number }>('/api/admin/brands/bulk-delete', {
      method: 'POST',
      body: { ids },
    }),
  )

export const useAllocateBrand = () =>
  useBrandsMutation(({ brandId, resellerId }: { brandId: string; resellerId: string }) =>
    api<{ allocation: { created: boolean } }>(`/api/admin/brands/${brandId}/allocations`, {
      method: 'POST',
      body: { resellerId },
    }),
  )

export const useRemoveAllocation = () =>
  useBrandsMutation(({ brandId, resellerId }: { brandId: string; resellerId: string }) =>
    api<{ removed: boolean }>(
      `/api/admin/brands/${brandId}/allocations/${encodeURIComponent(resellerId)}`,
      { method: 'DELETE' },
    ),
  )

export const useBulkAllocate = () =>
  useBrandsMutation(({ resellerId, brandIds }: { resellerId: string; brandIds: string[] }) =>
    api<{ requested: number; allocated: number; alreadyAllocated: number }>(
      '/api/admin/brand-allocations/bulk',
      { method: 'POST', body: { resellerId, brandIds } },
    ),
  )
