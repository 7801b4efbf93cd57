/**
 * Available Brands (001 §2.4): header, search with suggestions, a filter popover, quick chips,
 * the card grid with apply and follow-up, filtered and total counts, pagination at 50 per page,
 * and the loading, error and empty states. The filters live in the address (back and forward
 * work, a filtered page can be shared); the list reloads live when the brand or an admin changes
 * something of this reseller's.
 */
import { useQueryClient } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight, Filter, X } from 'lucide-react'
import { Popover } from 'radix-ui'
import { type MouseEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import {
  APPLICATION_STATUS_FILTERS,
  FOLLOW_UP_FILTERS,
  RESELLER_BRANDS_TEXTS as T,
  TIME_FILTERS,
  type ApplicationStatusFilter,
  type FollowUpFilter,
  type TimeFilter,
} from '#shared/reseller-brands-texts.ts'
import { resellerBrandsQuery } from '#shared/schemas/reseller-brands.ts'
import { PageHeader } from '../../components/layouts/page-header.tsx'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx'
import { Checkbox } from '../../components/ui/checkbox.tsx'
import { SearchInput } from '../../components/ui/input.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { cn } from '../../lib/utils.ts'
import { RESELLER_BRANDS_KEY, useResellerBrands, type BrandFilters } from './api.ts'
import { BrandCard } from './brand-card.tsx'
import { paginationItems } from './pagination.ts'

const SEARCH_DEBOUNCE_MS = 300
const SUGGESTIONS_SHOWN = 6
const number = new Intl.NumberFormat('en-US')

/** 001 §2.4 quick-filter chips: one click on the filters resellers use most. */
interface QuickChip {
  label: string
  active: (f: BrandFilters) => boolean
  toggle: (f: BrandFilters) => Partial<BrandFilters>
}
const QUICK_CHIPS: readonly QuickChip[] = [
  ...(['not_applied', 'pending', 'approved'] as const).map((status): QuickChip => ({
    label: T.statusLabels[status],
    active: (f: BrandFilters) => f.status === status,
    toggle: (f: BrandFilters) => ({ status: f.status === status ? 'all' : status }),
  })),
  {
    label: T.followUpLabels.can_follow_up,
    active: (f) => f.followUp.includes('can_follow_up'),
    toggle: (f) => ({ followUp: toggled(f.followUp, 'can_follow_up') }),
  },
  ...TIME_FILTERS.map((time): QuickChip => ({
    label: T.timeLabels[time],
    active: (f: BrandFilters) => f.time.includes(time),
    toggle: (f: BrandFilters) => ({ time: toggled(f.time, time) }),
  })),
]

function toggled<V extends string>(list: readonly V[], value: V): V[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
}

function readFilters(params: URLSearchParams): BrandFilters {
  const parsed = resellerBrandsQuery.safeParse(Object.fromEntries(params))
  if (parsed.success) return parsed.data
  return { q: '', status: 'all', followUp: [], time: [], page: 1 }
}

function emptyText(filters: BrandFilters, total: number): string {
  const searching = filters.q !== ''
  const filtering =
    filters.status !== 'all' || filters.followUp.length > 0 || filters.time.length > 0
  if (searching && filtering) return T.emptySearchAndFilters
  if (searching) return T.emptySearch
  if (filtering) return T.emptyFilters
  return total === 0 ? T.emptyAll : T.emptyFilters
}

function FilterPopover({
  filters,
  onChange,
}: {
  filters: BrandFilters
  onChange: (next: Partial<BrandFilters>) => void
}) {
  const id = useId()
  const count = (filters.status === 'all' ? 0 : 1) + filters.followUp.length + filters.time.length
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="outline">
          <Filter aria-hidden="true" />
          {T.filters}
          {count ? (
            <span className="bg-primary text-primary-foreground rounded-full px-1.5 text-xs">
              {count}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          // The plan banner (issue 15) moves Filters down: on a short window the list scrolls
          // inside the space left instead of running off the screen.
          className="border-border bg-background z-50 max-h-(--radix-popover-content-available-height) w-72 space-y-4 overflow-y-auto rounded-lg border p-4 text-sm shadow-lg"
        >
          <fieldset className="space-y-2">
            <legend className="mb-1 font-medium">{T.applicationStatus}</legend>
            {APPLICATION_STATUS_FILTERS.map((status: ApplicationStatusFilter) => (
              <label key={status} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-status`}
                  checked={filters.status === status}
                  onChange={() => onChange({ status })}
                />
                {T.statusLabels[status]}
              </label>
            ))}
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="mb-1 font-medium">{T.followUps}</legend>
            {FOLLOW_UP_FILTERS.map((f: FollowUpFilter) => (
              <label key={f} className="flex items-center gap-2">
                <Checkbox
                  checked={filters.followUp.includes(f)}
                  onCheckedChange={() => onChange({ followUp: toggled(filters.followUp, f) })}
                />
                {T.followUpLabels[f]}
              </label>
            ))}
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="mb-1 font-medium">{T.timing}</legend>
            {TIME_FILTERS.map((f: TimeFilter) => (
              <label key={f} className="flex items-center gap-2">
                <Checkbox
                  checked={filters.time.includes(f)}
                  onCheckedChange={() => onChange({ time: toggled(filters.time, f) })}
                />
                {T.timeLabels[f]}
              </label>
            ))}
          </fieldset>
          <Button
            variant="ghost"
            size="sm"
            disabled={count === 0}
            onClick={() => onChange({ status: 'all', followUp: [], time: [] })}
          >
            <X aria-hidden="true" />
            {T.clearFilters}
          </Button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  const items = paginationItems(page, pages)
  if (items.length === 0) return null
  return (
    <nav aria-label="Pagination" className="mt-6 flex flex-wrap items-center justify-center gap-1">
      {items.map((item) => {
        switch (item.kind) {
          case 'previous':
            return (
              <Button key="previous" variant="ghost" size="sm" onClick={() => onPage(item.page)}>
                <ChevronLeft aria-hidden="true" />
                {T.previous}
              </Button>
            )
          case 'next':
            return (
              <Button key="next" variant="ghost" size="sm" onClick={() => onPage(item.page)}>
                {T.next}
                <ChevronRight aria-hidden="true" />
              </Button>
            )
          case 'ellipsis':
            return (
              <span key={item.key} aria-hidden="true" className="text-muted-foreground px-2">
                …
              </span>
            )
          case 'page':
            return (
              <Button
                key={item.page}
                variant={item.current ? 'default' : 'outline'}
                size="sm"
                aria-current={item.current ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
                onClick={() => onPage(item.page)}
              >
                {item.page}
              </Button>
            )
        }
      })}
    </nav>
  )
}

function LoadingGrid() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i}>
          <CardHeader className="flex flex-row gap-3 space-y-0">
            <Skeleton className="size-12" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </CardHeader>
          <CardContent className="space-y-2">
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-4/5" />
            <Skeleton className="h-8 w-24" />
          </CardContent>
        </Card>
      ))}
    </div>
  )
}

export function AvailableBrands() {
  const [params, setParams] = useSearchParams()
  const { pathname } = useLocation()
  const filters = useMemo(() => readFilters(params), [params])
  const [text, setText] = useState(filters.q)
  const [suggesting, setSuggesting] = useState(false)
  const query = useResellerBrands(filters)
  const queryClient = useQueryClient()
  const suggestionsId = useId()

  const update = (next: Partial<BrandFilters>) => {
    // Any change but the page starts from the first page.
    const merged: BrandFilters = { ...filters, page: 1, ...next }
    const search = new URLSearchParams()
    if (merged.q) search.set('q', merged.q)
    if (merged.status !== 'all') search.set('status', merged.status)
    if (merged.followUp.length) search.set('followUp', merged.followUp.join(','))
    if (merged.time.length) search.set('time', merged.time.join(','))
    if (merged.page > 1) search.set('page', String(merged.page))
    setParams(search)
  }

  // The box follows the address (back and forward), and the address follows typing, debounced.
  useEffect(() => setText(filters.q), [filters.q])
  // A link away from the list (a card's View Products, whose screen may still be loading) wins
  // over a search typed just before it: writing the address then would cancel that navigation.
  const pendingSearch = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const onClickCapture = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a')
    if (link && new URL(link.href, window.location.href).pathname !== pathname) {
      clearTimeout(pendingSearch.current)
    }
  }
  useEffect(() => {
    const trimmed = text.trim()
    if (trimmed === filters.q) return
    const timer = setTimeout(() => update({ q: trimmed }), SEARCH_DEBOUNCE_MS)
    pendingSearch.current = timer
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing starts a search
  }, [text])

  const data = query.data
  const now = useMemo(() => (data ? new Date(data.now) : new Date()), [data])
  const pages = data ? Math.max(1, data.lastPage) : 1

  // Suggestions: names and categories of the brands loaded that contain what is typed.
  const suggestions = useMemo(() => {
    const typed = text.trim().toLowerCase()
    if (!data || typed.length < 2) return []
    const found = new Set<string>()
    for (const b of data.brands) {
      for (const candidate of [b.name, ...b.categories]) {
        if (candidate.toLowerCase().includes(typed) && candidate.toLowerCase() !== typed) {
          found.add(candidate)
        }
      }
      if (found.size >= SUGGESTIONS_SHOWN) break
    }
    return [...found].slice(0, SUGGESTIONS_SHOWN)
  }, [data, text])

  return (
    <div onClickCapture={onClickCapture}>
      <PageHeader title={T.title} description={T.subtitle} />
      <div className="mb-4 flex flex-wrap items-start gap-2">
        <div className="relative min-w-0 flex-[1_1_20rem]">
          <SearchInput
            aria-label={T.searchLabel}
            placeholder={T.searchPlaceholder}
            value={text}
            maxLength={200}
            role="combobox"
            aria-expanded={suggesting && suggestions.length > 0}
            aria-controls={suggestionsId}
            aria-autocomplete="list"
            onChange={(e) => {
              setText(e.target.value)
              setSuggesting(true)
            }}
            onFocus={() => setSuggesting(true)}
            onBlur={() => setSuggesting(false)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setSuggesting(false)
              if (e.key === 'Enter') {
                setSuggesting(false)
                update({ q: text.trim() })
              }
            }}
          />
          {suggesting && suggestions.length > 0 ? (
            <ul
              id={suggestionsId}
              role="listbox"
              aria-label={T.suggestions}
              className="border-border bg-background absolute top-full right-0 left-0 z-20 mt-1 overflow-hidden rounded-md border shadow-md"
            >
              {suggestions.map((s) => (
                <li
                  key={s}
                  role="option"
                  aria-selected={false}
                  className="hover:bg-accent cursor-pointer px-3 py-2 text-sm"
                  // mousedown, so the choice lands before the box loses focus.
                  onMouseDown={(e) => {
                    e.preventDefault()
                    setText(s)
                    setSuggesting(false)
                    update({ q: s })
                  }}
                >
                  {s}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <FilterPopover filters={filters} onChange={update} />
      </div>
      <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label="Quick filters">
        {QUICK_CHIPS.map((chip) => {
          const active = chip.active(filters)
          return (
            <button
              key={chip.label}
              type="button"
              aria-pressed={active}
              onClick={() => update(chip.toggle(filters))}
              className={cn(
                'rounded-full border px-3 py-1 text-sm transition-colors',
                active
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border hover:bg-accent',
              )}
            >
              {chip.label}
            </button>
          )
        })}
      </div>

      {data ? (
        <p className="text-muted-foreground mb-4 text-sm" aria-live="polite">
          {T.counts(data.filteredCount, data.totalCount)}
          {pages > 1 ? ` · ${T.page(Math.min(filters.page, pages), pages)}` : ''}
        </p>
      ) : null}

      {query.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{T.errorTitle}</AlertTitle>
          <p>{query.error.message || T.loadFailed}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => void queryClient.invalidateQueries({ queryKey: RESELLER_BRANDS_KEY })}
          >
            {T.retry}
          </Button>
        </Alert>
      ) : !data ? (
        <LoadingGrid />
      ) : data.brands.length === 0 ? (
        <Card>
          <CardContent className="py-12 text-center">
            <p className="font-medium">{emptyText(filters, data.totalCount)}</p>
          </CardContent>
        </Card>
      ) : (
        <div
          className={cn(
            'grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
            query.isPlaceholderData && 'opacity-60',
          )}
        >
          {data.brands.map((brand) => (
            <BrandCard key={brand.id} brand={brand} now={now} />
          ))}
        </div>
      )}
      {data ? (
        <Pagination
          page={Math.min(filters.page, pages)}
          pages={pages}
          onPage={(page) => {
            update({ page })
            window.scrollTo({ top: 0 })
          }}
        />
      ) : null}
      <p className="sr-only" aria-live="polite">
        {data ? number.format(data.filteredCount) : ''}
      </p>
    </div>
  )
}
