/**
 * The inventory's server calls: products (list, stats, add, edit), the brand's catalogs (list,
 * upload as multipart), and the reseller's read of an allocated brand's products.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import {
  BRAND_INVENTORY_PATHS as P,
  type CatalogImportPreview,
  type CatalogImportSummary,
  type MapChange,
} from '#shared/brand-inventory-texts.ts'
import type { CatalogStatus } from '#shared/catalogs-texts.ts'
import { CATALOG_TEXTS } from '#shared/catalogs-texts.ts'
import type { ProductInput } from '#shared/schemas/brand-products.ts'
import type { OrderMinimum } from '#shared/reseller-order-texts.ts'
import type { OrderHold } from '#shared/order-hold.ts'
import type { ProductCategory } from '#shared/reseller-hub-texts.ts'
import type { ApiErrorBody } from '#shared/messages.ts'
import { ApiError, api } from '../../lib/api.ts'

/**
 * A product's MAP (issue 14: versions, each in force from a date): the brand's regular MAP in
 * force now, the MAP in force now with any running promotion, and the next version to come.
 */
export interface ProductMap {
  mapPrice: string | null
  effectiveMapPrice: string | null
  nextMapChange: MapChange | null
}

export interface BrandProduct extends ProductMap {
  id: string
  name: string
  description: string | null
  sku: string | null
  /** 14 digits, as stored (gtinForDisplay shows it as printed). */
  gtin: string | null
  category: ProductCategory | null
  price: string
  wholesalePrice: string
  stock: number
  casePack: number | null
  minOrderQty: number | null
  /** Issue 15: this product's low-stock level; null uses the brand's default. */
  lowStockThreshold: number | null
  approvalStatus: 'approved' | 'pending' | 'rejected'
  /** Issue 15: the image's display size and thumbnail addresses, or null. */
  imageUrl: string | null
  thumbnailUrl: string | null
  createdAt: string
  updatedAt: string
}

export interface ProductPage {
  products: BrandProduct[]
  total: number
  page: number
  pageSize: number
  pages: number
}

export interface ProductStats {
  total: number
  approved: number
  averagePrice: string | null
}

export interface BrandCatalog {
  id: string
  name: string
  fileUrl: string
  contentType: string
  sizeBytes: number
  status: CatalogStatus
  importSummary: CatalogImportSummary | null
  createdAt: string
  updatedAt: string
}

export interface ResellerBrandProducts {
  /** isActive false: the catalog shows, ordering is refused ('… is not taking orders'). */
  brand: { id: string; name: string; isActive: boolean }
  /** The minimum order that applies to this reseller now (issue 13 item 5); the cart shows it. */
  minimum: OrderMinimum
  /** The brand's hold on the reseller's orders (the order route's rule); null: none. */
  orderHold: OrderHold | null
  products: (ProductMap & {
    id: string
    name: string
    sku: string | null
    gtin: string | null
    category: ProductCategory | null
    description: string | null
    wholesalePrice: string
    stock: number
    /** Trade terms (#shared/order-terms.ts); null: none. */
    casePack: number | null
    minOrderQty: number | null
    /** Issue 15: the product's image addresses, or null. */
    imageUrl: string | null
    thumbnailUrl: string | null
    updatedAt: string
  })[]
}

/** Every inventory query starts with this key (the live refresh invalidates it). */
export const INVENTORY_KEY = ['brand', 'inventory'] as const
export const RESELLER_PRODUCTS_KEY = ['reseller', 'brand-products'] as const

export const productsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: [...INVENTORY_KEY, 'products', search, page],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page) })
      if (search) params.set('search', search)
      return api<ProductPage>(`${P.products}?${params}`, { signal })
    },
    placeholderData: keepPreviousData,
  })

export function useBrandProducts(search: string, page: number) {
  return useQuery(productsQueryOptions(search, page))
}

export function useProductStats() {
  return useQuery({
    queryKey: [...INVENTORY_KEY, 'stats'],
    queryFn: ({ signal }) => api<{ stats: ProductStats }>(P.stats, { signal }).then((r) => r.stats),
  })
}

export function useBrandCatalogs() {
  return useQuery({
    queryKey: [...INVENTORY_KEY, 'catalogs'],
    queryFn: ({ signal }) =>
      api<{ catalogs: BrandCatalog[] }>('/api/brand/catalogs', { signal }).then((r) => r.catalogs),
  })
}

export function useSaveProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ProductInput }) =>
      api<{ product: BrandProduct }>(id ? P.product(id) : P.products, {
        method: id ? 'PATCH' : 'POST',
        body: input,
      }).then((r) => r.product),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
  })
}

/** POST /api/brand/catalogs as multipart (name + file); errors as ApiError with the server's text. */
async function uploadCatalog(input: { name: string; file: File }): Promise<BrandCatalog> {
  const form = new FormData()
  form.append('name', input.name)
  form.append('file', input.file, input.file.name)
  let response: Response
  try {
    response = await fetch('/api/brand/catalogs', {
      method: 'POST',
      credentials: 'same-origin',
      body: form,
    })
  } catch {
    throw new ApiError(0, 'NETWORK', CATALOG_TEXTS.uploadFailedDefault)
  }
  const body = (await response.json().catch(() => null)) as
    ({ catalog: BrandCatalog } & Partial<ApiErrorBody>) | null
  if (!response.ok || !body?.catalog) {
    throw new ApiError(
      response.status,
      body?.code ?? `HTTP_${response.status}`,
      body?.message ?? CATALOG_TEXTS.uploadFailedDefault,
    )
  }
  return body.catalog
}

export function useUploadCatalog() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadCatalog,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...INVENTORY_KEY, 'catalogs'] }),
  })
}

export function useResellerBrandProducts(brandEntryId: string) {
  return useQuery({
    queryKey: [...RESELLER_PRODUCTS_KEY, brandEntryId],
    queryFn: ({ signal }) =>
      api<ResellerBrandProducts>(P.resellerProducts(brandEntryId), { signal }),
    // 404: not allocated (or no such brand); asking again will not change that.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  })
}

/** Issue 15: the import preview of a pending catalog (adds, updates, conflicts, confirmations). */
export const catalogPreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...INVENTORY_KEY, 'catalogs', id, 'preview'],
    queryFn: ({ signal }) =>
      api<{ preview: CatalogImportPreview }>(`/api/catalogs/${encodeURIComponent(id)}/preview`, {
        signal,
      }).then((r) => r.preview),
  })

export const useCatalogPreview = (id: string, enabled: boolean) =>
  useQuery({ ...catalogPreviewQueryOptions(id), enabled })

/** The brand confirms the preview's changes it read (their keys). */
export function useConfirmCatalogChanges(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (keys: string[]) =>
      api<{ preview: CatalogImportPreview }>(
        `/api/brand/catalogs/${encodeURIComponent(id)}/confirm-changes`,
        { method: 'POST', body: { keys } },
      ).then((r) => r.preview),
    onSuccess: (preview) =>
      queryClient.setQueryData(catalogPreviewQueryOptions(id).queryKey, preview),
  })
}
