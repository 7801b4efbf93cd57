/**
 * Import listings' calls (issue 14): the imports of a brand with the sellers a seller's own
 * report can be assigned to, the preview of a file, the import itself (the file as the body,
 * sent with XMLHttpRequest for its upload progress, answered with JSON lines), unmatched listings
 * and their confirmation, and the monitoring API's keys. `base` is the brand's API
 * (/api/brand/protection) or an admin's for one brand (/api/admin/brands/:entryId/protection).
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { AuthorizationMarketplace } from '#shared/authorizations.ts'
import { LISTINGS_IMPORT_PATHS, LISTINGS_IMPORT_TEXTS } from '#shared/listings-import-texts.ts'
import { LISTINGS_PREVIEW_MAX_BYTES } from '#shared/listings-texts.ts'
import type { ColumnMapping } from '#shared/listings.ts'
import type {
  ApiKeyItem,
  EntryRef,
  ImportPreview,
  ListingImportItem,
  SellerChoiceItem,
  UnmatchedListing,
} from '#shared/protection-api.ts'
import type { ApiErrorBody } from '#shared/messages.ts'
import { ApiError, api } from '../../lib/api.ts'

/** Whose a seller's own report can be: an authorized reseller's seller id, or a storefront seen. */
export type SellerChoice = SellerChoiceItem

export interface ImportsPage {
  entry: EntryRef | null
  imports: ListingImportItem[]
  sellers: SellerChoice[]
  recalculating: boolean
}

const KEY = ['listings-import'] as const

export const importsQueryOptions = (base: string) =>
  queryOptions({
    queryKey: [...KEY, base, 'imports'],
    queryFn: ({ signal }) => api<ImportsPage>(`${base}/imports`, { signal }),
  })

export const useImports = (base: string) => useQuery(importsQueryOptions(base))

export function useInvalidateImports(base: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: importsQueryOptions(base).queryKey })
}

/** What the import is told besides the file (the query of the preview and of the import). */
export interface ImportSettings {
  fileName: string
  observedAt?: string | undefined
  marketplace?: AuthorizationMarketplace | undefined
  sellerId?: string | undefined
  sellerName?: string | undefined
  mapping?: ColumnMapping | undefined
  sourceName?: string | undefined
}

export function importParams(settings: ImportSettings): URLSearchParams {
  const params = new URLSearchParams({ fileName: settings.fileName })
  const optional = {
    observedAt: settings.observedAt,
    sellerId: settings.sellerId,
    sellerName: settings.sellerName,
    marketplace: settings.marketplace,
    mapping: settings.mapping ? JSON.stringify(settings.mapping) : undefined,
    sourceName: settings.sourceName,
  }
  for (const [name, value] of Object.entries(optional)) {
    if (value) params.set(name, value)
  }
  return params
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]

/** An XLSX is a zip: its first bytes say so (its name may not). */
export async function isXlsx(file: Blob & { name?: string }): Promise<boolean> {
  try {
    const head = new Uint8Array(await file.slice(0, 4).arrayBuffer())
    return ZIP_MAGIC.every((b, i) => head[i] === b)
  } catch {
    return /\.xlsx$/i.test(file.name ?? '')
  }
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> = {}
  try {
    body = (await response.json()) as Partial<ApiErrorBody>
  } catch {
    // not JSON: the status says it
  }
  return new ApiError(
    response.status,
    body.code ?? `HTTP_${response.status}`,
    body.message ?? response.statusText,
  )
}

/**
 * The preview of a file: its first LISTINGS_PREVIEW_MAX_BYTES bytes (the server reads a header
 * and a few rows), or the whole file when it is that small or an XLSX (a zip is read whole).
 */
export async function previewListings(
  base: string,
  file: File,
  settings: ImportSettings,
  signal?: AbortSignal,
): Promise<ImportPreview> {
  const whole = file.size <= LISTINGS_PREVIEW_MAX_BYTES || (await isXlsx(file))
  const params = importParams(settings)
  params.set('complete', String(whole))
  let response: Response
  try {
    response = await fetch(`${base}/imports/preview?${params}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/octet-stream' },
      body: whole ? file : file.slice(0, LISTINGS_PREVIEW_MAX_BYTES),
      signal: signal ?? null,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiError(0, 'NETWORK', LISTINGS_IMPORT_TEXTS.form.previewNetwork)
  }
  if (!response.ok) throw await errorOf(response)
  return (await response.json()) as ImportPreview
}

/**
 * A preview of one file under some settings. `token` tells files apart (a File is no query key);
 * `settings` null: not asked for.
 */
export function usePreview(
  base: string,
  file: File | null,
  token: number,
  settings: Omit<ImportSettings, 'fileName'> | null,
) {
  return useQuery({
    queryKey: [...KEY, base, 'preview', token, settings],
    queryFn: async ({ signal }): Promise<ImportPreview & { token: number }> => ({
      token,
      ...(await previewListings(base, file!, { fileName: file!.name, ...settings }, signal)),
    }),
    enabled: !!file && settings !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
  })
}

export interface ImportProgress {
  rowsRead: number
  stored: number
  rejected: number
  bytes: number
  totalBytes: number | null
}

type ImportLine =
  | ({ type: 'progress' } & ImportProgress)
  | { type: 'started'; importId: string }
  | { type: 'detecting'; rowsRead: number }
  | { type: 'done'; import: ListingImportItem }
  | { type: 'error'; message: string; import: ListingImportItem | null }

export type ImportOutcome =
  | { ok: true; item: ListingImportItem }
  | { ok: false; message: string; item: ListingImportItem | null }

/** A file refused as a whole before anything was stored (400, 409, 413), or no answer at all. */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'ImportRefused'
  }
}

export interface ImportHandlers {
  /** Bytes of the file sent so far. */
  onUpload: (sent: number, total: number) => void
  onProgress: (progress: ImportProgress) => void
  /** The rows are in; the listings are being judged. */
  onDetecting: () => void
}

/** Imports the file: resolves with the import's end (done or error line), rejects ImportRefused. */
export function importListings(
  base: string,
  file: File,
  settings: ImportSettings,
  handlers: ImportHandlers,
): Promise<ImportOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    let consumed = 0
    let outcome: ImportOutcome | null = null

    const handle = (line: ImportLine) => {
      if (line.type === 'progress') handlers.onProgress(line)
      else if (line.type === 'detecting') handlers.onDetecting()
      else if (line.type === 'done') outcome = { ok: true, item: line.import }
      else if (line.type === 'error') {
        outcome = { ok: false, message: line.message, item: line.import }
      }
    }
    const readLines = () => {
      const text = xhr.responseText
      for (let end = text.indexOf('\n', consumed); end >= 0; end = text.indexOf('\n', consumed)) {
        const raw = text.slice(consumed, end).trim()
        consumed = end + 1
        if (!raw) continue
        try {
          handle(JSON.parse(raw) as ImportLine)
        } catch {
          // a line that is not JSON says nothing
        }
      }
    }

    xhr.open('POST', `${base}/imports?${importParams(settings)}`)
    xhr.withCredentials = true
    xhr.setRequestHeader('Content-Type', 'application/octet-stream')
    xhr.upload.onprogress = (e) =>
      handlers.onUpload(e.loaded, e.lengthComputable ? e.total : file.size)
    xhr.onprogress = () => {
      if (xhr.status === 201) readLines()
    }
    xhr.onload = () => {
      if (xhr.status !== 201) {
        let message: string = LISTINGS_IMPORT_TEXTS.form.uploadFailed
        try {
          message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? message
        } catch {
          // not JSON: keep the plain text
        }
        reject(new ImportRefused(message, xhr.status))
        return
      }
      // The last line may end the stream without its newline.
      readLines()
      const rest = xhr.responseText.slice(consumed).trim()
      if (rest) {
        try {
          handle(JSON.parse(rest) as ImportLine)
        } catch {
          // cut off
        }
      }
      resolve(
        outcome ?? { ok: false, message: LISTINGS_IMPORT_TEXTS.form.uploadFailed, item: null },
      )
    }
    xhr.onerror = () => reject(new ImportRefused(LISTINGS_IMPORT_TEXTS.form.uploadFailed, 0))
    xhr.send(file)
  })
}

// ---------------------------------------------------------------- unmatched listings

export interface UnmatchedPage {
  entry: EntryRef | null
  items: UnmatchedListing[]
  total: number
}

export const unmatchedQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'unmatched'],
    queryFn: ({ signal }) =>
      api<UnmatchedPage>(`${LISTINGS_IMPORT_PATHS.brandApi}/unmatched`, { signal }),
  })

export const useUnmatched = () => useQuery(unmatchedQueryOptions())

export interface ConfirmMatch {
  marketplace: AuthorizationMarketplace
  listingId: string
  productId: string
}

/** Confirms a listing's product: the listing leaves the list, the findings are recalculated. */
export function useConfirmMatch() {
  const queryClient = useQueryClient()
  const { queryKey } = unmatchedQueryOptions()
  return useMutation({
    mutationFn: (body: ConfirmMatch) =>
      api<{ ok: true; recalculating: boolean }>(
        `${LISTINGS_IMPORT_PATHS.brandApi}/unmatched/confirm`,
        { method: 'POST', body },
      ),
    onSuccess: (_, body) => {
      queryClient.setQueryData(queryKey, (page) =>
        page
          ? {
              ...page,
              total: Math.max(0, page.total - 1),
              items: page.items.filter(
                (i) => !(i.marketplace === body.marketplace && i.listingId === body.listingId),
              ),
            }
          : page,
      )
      return Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({
          queryKey: importsQueryOptions(LISTINGS_IMPORT_PATHS.brandApi).queryKey,
        }),
      ])
    },
  })
}

export interface ProductOption {
  id: string
  name: string
  sku: string | null
}

/** The brand's products whose name, SKU or GTIN has `search` (the inventory's search). */
export function useProductSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['brand', 'products', 'search', search],
    queryFn: ({ signal }) =>
      api<{ products: ProductOption[] }>(
        `/api/brand/products?${new URLSearchParams(search ? { search } : {})}`,
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  })
}

// ---------------------------------------------------------------- API keys

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'api-keys'],
    queryFn: ({ signal }) =>
      api<{ entry: EntryRef | null; keys: ApiKeyItem[] }>(
        `${LISTINGS_IMPORT_PATHS.brandApi}/api-keys`,
        { signal },
      ),
  })

export const useApiKeys = () => useQuery(apiKeysQueryOptions())

export function useCreateApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { name: string }) =>
      api<{ key: string; item: ApiKeyItem }>(`${LISTINGS_IMPORT_PATHS.brandApi}/api-keys`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  })
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api<{ key: ApiKeyItem }>(
        `${LISTINGS_IMPORT_PATHS.brandApi}/api-keys/${encodeURIComponent(id)}`,
        { method: 'DELETE' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  })
}
