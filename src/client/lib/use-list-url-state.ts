import { useCallback, useContext, useEffect, useRef, useState } from 'react'
import { UNSAFE_DataRouterStateContext, useSearchParams } from 'react-router'
import { LIST_PAGE_MAX, LIST_PAGE_SIZES } from '#shared/constants.ts'
import { SEARCH_DEBOUNCE_MS } from './use-debounced-search.ts'

export interface ListUrlOptions<F extends string> {
  /** The list's page size when the URL names none (or one the pager does not offer). */
  defaultPageSize: number
  /** Select filters kept in the URL under their own name, each with its allowed values. */
  filters?: Record<F, { values: readonly string[]; fallback: string }>
}

/**
 * A paged, searched and filtered list's state in the URL (issue 16): `?page=&pageSize=&q=` and
 * the list's filters (`&status=`, `&role=`), so that a reload, a shared link or Back shows the
 * same page. Values that are not valid read as the defaults, and defaults are left out of the
 * URL. The search box's text (`typed`) follows every key; `q` follows it once typing pauses,
 * and then the list goes back to page 1 (replacing the history entry: typing is not a step
 * Back should retrace). Pages, sizes and filters are steps (pushed). `?search=`, the older name,
 * is read when there is no `q`.
 */
export function useListUrlState<F extends string = never>(options: ListUrlOptions<F>) {
  const [params, setParams] = useSearchParams()
  const { defaultPageSize } = options
  const filterSpecs = options.filters

  const q = (params.get('q') ?? params.get('search') ?? '').trim()
  const rawPage = Number.parseInt(params.get('page') ?? '', 10)
  const page = rawPage >= 1 && rawPage <= LIST_PAGE_MAX ? rawPage : 1
  const rawSize = Number.parseInt(params.get('pageSize') ?? '', 10)
  const pageSize = (LIST_PAGE_SIZES as readonly number[]).includes(rawSize)
    ? rawSize
    : defaultPageSize
  const filters = {} as Record<F, string>
  if (filterSpecs) {
    for (const key of Object.keys(filterSpecs) as F[]) {
      const spec = filterSpecs[key]
      const value = params.get(key)
      filters[key] = value !== null && spec.values.includes(value) ? value : spec.fallback
    }
  }

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key)
            else next.set(key, value)
          }
          return next
        },
        { replace },
      ),
    [setParams],
  )

  const setPage = useCallback(
    (next: number, replace = false) => update({ page: next > 1 ? String(next) : null }, replace),
    [update],
  )
  const setPageSize = useCallback(
    (size: number) =>
      update({ pageSize: size === defaultPageSize ? null : String(size), page: null }),
    [update, defaultPageSize],
  )
  const setFilter = useCallback(
    (key: F, value: string) => {
      const fallback = filterSpecs?.[key].fallback
      update({ [key]: value === fallback ? null : value, page: null })
    },
    [update, filterSpecs],
  )

  // The search box: its own text while typing, written to the URL once typing pauses.
  const [typed, setTyped] = useState(q)
  const written = useRef(q)
  useEffect(() => {
    // The URL changed on its own (Back, a link): the box shows it.
    if (q !== written.current) {
      written.current = q
      setTyped(q)
    }
  }, [q])
  const navigating = useRouterNavigating()
  useEffect(() => {
    const next = typed.trim()
    if (navigating || next === written.current) return
    const timer = setTimeout(() => {
      written.current = next
      update({ q: next || null, search: null, page: null }, true)
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed, update, navigating])

  return { page, pageSize, q, filters, typed, setTyped, setPage, setPageSize, setFilter }
}

/**
 * Whether the app is navigating (a click on a row's link, whose screen is still loading): a
 * search box's pending write is held then, since written it would take the user back to the
 * list. The router's state is read from its context, which is absent (null) under a plain
 * MemoryRouter in tests.
 */
export function useRouterNavigating(): boolean {
  return (useContext(UNSAFE_DataRouterStateContext)?.navigation.state ?? 'idle') !== 'idle'
}
