/** The brand search in the browser: the request, the response's shape and its wording. */
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH } from '#shared/constants.ts'

export { LISTED_FIGURES, LISTED_FIGURES_HINT } from '#shared/reseller-brands-texts.ts'

export interface BrandResult {
  id: string
  name: string
  description: string | null
  categories: string[]
  department: string | null
  websiteUrl: string | null
  logoUrl: string | null
  approvalRate: number | string | null
  responseTime: string | number | null
  /**
   * Issue 13: 'decisions' once the brand has decided enough applications for its own figures;
   * 'listed' while they are the ones the marketplace entered.
   */
  figuresFrom: 'decisions' | 'listed'
  amazonAutoUngated: boolean
}

export interface SearchResponse {
  query: string
  total: number
  results: BrandResult[]
}

export const SEARCH_ENDPOINT = '/api/search'
export const SEARCH_PATH = '/search'

/** The query of a /search URL: `?q=` trimmed and bounded like the server's schema. */
export function queryFromSearch(search: string): string {
  const q = new URLSearchParams(search).get('q') ?? ''
  return q.trim().slice(0, SEARCH_QUERY_MAX_LENGTH)
}

/** `/search?q=…` for a query; `/search` lists every brand. */
export function searchHref(query: string): string {
  const q = query.trim()
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ q }).toString()}` : SEARCH_PATH
}

export function searchApiUrl(query: string, offset = 0, limit = SEARCH_PAGE_SIZE): string {
  const params = new URLSearchParams({ q: query, limit: String(limit), offset: String(offset) })
  return `${SEARCH_ENDPOINT}?${params.toString()}`
}

/**
 * The server's answer, made safe to render: a row without an id or a name is skipped, and
 * missing lists and numbers get neutral values (the server is ours, but cards must never crash).
 */
export function parseSearchResponse(body: unknown, query: string): SearchResponse {
  const data = (body ?? {}) as Partial<SearchResponse>
  const results = (Array.isArray(data.results) ? data.results : [])
    .filter((r): r is BrandResult => !!r && r.id != null && typeof r.name === 'string' && !!r.name)
    .map((r) => ({
      ...r,
      id: String(r.id),
      categories: Array.isArray(r.categories)
        ? r.categories.filter((c) => typeof c === 'string' && c.trim() !== '')
        : [],
      figuresFrom: r.figuresFrom === 'decisions' ? ('decisions' as const) : ('listed' as const),
      amazonAutoUngated: r.amazonAutoUngated === true,
    }))
  const total =
    typeof data.total === 'number' ? Math.max(data.total, results.length) : results.length
  return {
    query: typeof data.query === 'string' ? data.query : query,
    total,
    results,
  }
}

export async function fetchSearch(
  query: string,
  offset: number,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const response = await fetch(searchApiUrl(query, offset), {
    headers: { accept: 'application/json' },
    signal,
  })
  if (!response.ok) throw new Error(`Search failed: HTTP ${response.status}`)
  return parseSearchResponse(await response.json(), query)
}

/** 'N brands found for “q”'; without a query the count of all brands. */
export function resultCountText(total: number, query: string): string {
  const brands = `${total.toLocaleString('en-US')} ${total === 1 ? 'brand' : 'brands'}`
  return query ? `${brands} found for “${query}”` : `${brands} in the directory`
}

/** Only web addresses become links or images (a stored `javascript:` URL is dropped). */
export function safeUrl(value: string | null): string | null {
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//')) return value
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** approval_rate is a percent from 0 to 100 (001 §3): '92%', '92.5%'. */
export function formatApprovalRate(rate: number | string | null): string | null {
  const value = Number(rate ?? NaN)
  return Number.isFinite(value) ? `${+value.toFixed(1)}%` : null
}

/** response_time is in hours, step 0.5 (001 §5): '30 minutes', '1 hour', '24 hours'. */
export function formatResponseTime(time: string | number | null): string | null {
  const hours = Number(time ?? NaN)
  if (!(hours >= 0)) return null
  if (hours < 1) return `${Math.round(hours * 60)} minutes`
  return hours === 1 ? '1 hour' : `${+hours.toFixed(1)} hours`
}
