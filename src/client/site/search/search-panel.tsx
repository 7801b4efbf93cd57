/**
 * /search in the browser: the page is prerendered without a query, so the query comes from
 * window.location after hydration; submitting or a chip updates the URL (pushState) and fetches
 * again, and Back/Forward replay earlier searches. Until the first answer, skeletons hold the
 * results' place so nothing below moves.
 */
import { brandInitial } from '#shared/brand-initial.ts'
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { QUICK_CHIPS, SEARCH_QUERY_MAX_LENGTH } from '#shared/constants.ts'
import { buttonVariants } from '../../components/ui/variants.ts'
import { cn } from '../lib/cn.ts'
import { track } from '../lib/track.ts'
import {
  fetchSearch,
  formatApprovalRate,
  formatResponseTime,
  LISTED_FIGURES,
  LISTED_FIGURES_HINT,
  queryFromSearch,
  resultCountText,
  safeUrl,
  searchHref,
  type BrandResult,
} from './search-data.ts'

type State =
  | { status: 'loading'; query: string }
  | { status: 'error'; query: string }
  | {
      status: 'done'
      query: string
      total: number
      results: BrandResult[]
      more: 'idle' | 'loading' | 'error'
    }

const SKELETON_CARDS = 4

// Local stand-ins for the kit's Badge and Skeleton: a few classes each, and one chunk less to
// fetch on a page that counts its bytes.
function Skeleton({ className }: { className: string }) {
  return <div aria-hidden="true" className={cn('bg-muted animate-pulse rounded-md', className)} />
}

function Badge({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'bg-muted text-foreground inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium',
        className,
      )}
    >
      {children}
    </span>
  )
}
const CATEGORY_BADGES = 3

/** A plain click we may handle in place; modified clicks open tabs as usual. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

export function SearchPanel() {
  const [text, setText] = useState('')
  const [state, setState] = useState<State>({ status: 'loading', query: '' })
  const controllerRef = useRef<AbortController | null>(null)

  const run = useCallback((query: string) => {
    controllerRef.current?.abort()
    const controller = new AbortController()
    controllerRef.current = controller
    setState({ status: 'loading', query })
    fetchSearch(query, 0, controller.signal).then(
      (response) => {
        if (controller.signal.aborted) return
        setState({
          status: 'done',
          query,
          total: response.total,
          results: response.results,
          more: 'idle',
        })
        // 000 §7 analytics: search queries (our own telemetry, DESIGN decision 9).
        if (query) track('search_query', { q: query, results: response.total })
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', query })
      },
    )
  }, [])

  useEffect(() => {
    const fromUrl = () => {
      const query = queryFromSearch(window.location.search)
      setText(query)
      run(query)
    }
    fromUrl()
    window.addEventListener('popstate', fromUrl)
    return () => {
      window.removeEventListener('popstate', fromUrl)
      controllerRef.current?.abort()
    }
  }, [run])

  function searchFor(query: string) {
    const q = query.trim().slice(0, SEARCH_QUERY_MAX_LENGTH)
    const href = searchHref(q)
    if (href !== `${window.location.pathname}${window.location.search}`)
      window.history.pushState(null, '', href)
    setText(q)
    run(q)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    searchFor(text)
  }

  function onChip(event: MouseEvent<HTMLAnchorElement>, query: string) {
    if (!isPlainClick(event)) return
    event.preventDefault()
    searchFor(query)
  }

  function loadMore() {
    if (state.status !== 'done' || state.more === 'loading') return
    const { query, results } = state
    const controller = new AbortController()
    controllerRef.current?.abort()
    controllerRef.current = controller
    setState({ ...state, more: 'loading' })
    fetchSearch(query, results.length, controller.signal).then(
      (response) => {
        if (controller.signal.aborted) return
        const seen = new Set(results.map((r) => r.id))
        setState({
          status: 'done',
          query,
          total: response.total,
          results: [...results, ...response.results.filter((r) => !seen.has(r.id))],
          more: 'idle',
        })
      },
      () => {
        if (!controller.signal.aborted)
          setState((s) => (s.status === 'done' ? { ...s, more: 'error' } : s))
      },
    )
  }

  return (
    <div className="grid gap-8">
      {/* Works before hydration too: a GET to /search?q=… is this page with a query. */}
      <form role="search" action="/search" method="get" onSubmit={onSubmit} className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor="brand-search" className="sr-only">
            Search brands
          </label>
          <div className="relative flex-1">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <input
              id="brand-search"
              name="q"
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              autoComplete="off"
              enterKeyHint="search"
              placeholder="Brand, category or department"
              className="border-border bg-background placeholder:text-muted-foreground focus-visible:ring-ring h-12 w-full rounded-md border pr-3 pl-9 text-base focus-visible:ring-2 focus-visible:outline-none"
            />
          </div>
          <button type="submit" className={cn(buttonVariants({ size: null }), 'h-12 px-8')}>
            Search
          </button>
        </div>
        <nav aria-label="Quick searches" className="flex flex-wrap items-center gap-2">
          <span className="text-muted-foreground text-sm">Popular:</span>
          {QUICK_CHIPS.map((chip) => (
            <a
              key={chip.label}
              href={searchHref(chip.query)}
              onClick={(event) => onChip(event, chip.query)}
              aria-current={
                state.query === chip.query && state.status !== 'loading' ? 'true' : undefined
              }
              className="border-border bg-background hover:bg-muted focus-visible:ring-ring aria-[current=true]:border-primary aria-[current=true]:bg-muted rounded-full border px-3 py-1 text-sm font-medium focus-visible:ring-2 focus-visible:outline-none"
            >
              {chip.label}
            </a>
          ))}
        </nav>
      </form>

      <section
        aria-labelledby="search-results-heading"
        className="grid min-h-[48rem] content-start gap-4"
      >
        <h2 id="search-results-heading" className="sr-only">
          Results
        </h2>
        <div role="status" className="text-muted-foreground flex h-6 items-center text-sm">
          {state.status === 'done' ? (
            resultCountText(state.total, state.query)
          ) : state.status === 'loading' ? (
            <>
              <span className="sr-only">Searching…</span>
              <Skeleton className="h-4 w-48" />
            </>
          ) : null}
        </div>
        <Results state={state} onRetry={() => run(state.query)} onMore={loadMore} />
      </section>
    </div>
  )
}

function Results({
  state,
  onRetry,
  onMore,
}: {
  state: State
  onRetry: () => void
  onMore: () => void
}) {
  if (state.status === 'loading')
    return (
      <ul aria-hidden="true" className="grid gap-4">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} className="border-border grid gap-3 rounded-xl border p-5 sm:p-6">
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-10 w-full" />
          </li>
        ))}
      </ul>
    )

  if (state.status === 'error')
    return (
      <div
        role="alert"
        className="border-destructive/40 bg-destructive/5 grid justify-items-start gap-3 rounded-xl border p-6 text-sm"
      >
        <p className="text-destructive font-semibold">We could not load the search results.</p>
        <p className="text-muted-foreground">Please check your connection and try again.</p>
        <button type="button" onClick={onRetry} className={buttonVariants({ variant: 'outline' })}>
          Retry
        </button>
      </div>
    )

  if (state.results.length === 0) return <EmptyState query={state.query} />

  return (
    <>
      <ul className="grid gap-4">
        {state.results.map((brand) => (
          <li key={brand.id}>
            <BrandCard brand={brand} />
          </li>
        ))}
      </ul>
      {state.results.length < state.total ? (
        <div className="grid justify-items-center gap-2 pt-2">
          <button
            type="button"
            onClick={onMore}
            disabled={state.more === 'loading'}
            className={buttonVariants({ variant: 'outline' })}
          >
            {state.more === 'loading' ? 'Loading…' : 'Show more brands'}
          </button>
          {state.more === 'error' ? (
            <p role="alert" className="text-destructive text-sm">
              We could not load more brands. Please try again.
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  )
}

function EmptyState({ query }: { query: string }) {
  return (
    <div className="border-border grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center">
      <h3 className="text-lg font-semibold">
        {query ? `No brands match “${query}”` : 'No brands are listed yet'}
      </h3>
      <ul className="text-muted-foreground grid gap-1 text-sm">
        <li>Check the spelling, or use fewer or more general words.</li>
        <li>Try one of the popular searches above.</li>
        <li>
          Or{' '}
          <a href="/search" className="text-foreground font-medium underline underline-offset-4">
            browse all brands
          </a>
          .
        </li>
      </ul>
    </div>
  )
}

function BrandCard({ brand }: { brand: BrandResult }) {
  const logo = safeUrl(brand.logoUrl)
  const website = safeUrl(brand.websiteUrl)
  const approval = formatApprovalRate(brand.approvalRate)
  const response = formatResponseTime(brand.responseTime)
  const headingId = `brand-${brand.id}`
  const shown = brand.categories.slice(0, CATEGORY_BADGES)
  const hidden = brand.categories.length - shown.length
  return (
    <article
      aria-labelledby={headingId}
      className="border-border bg-background rounded-xl border p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-4">
        {logo ? (
          <img
            src={logo}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="border-border size-12 shrink-0 rounded-lg border object-contain"
          />
        ) : (
          <span
            aria-hidden="true"
            className="bg-muted grid size-12 shrink-0 place-items-center rounded-lg text-lg font-semibold"
          >
            {brandInitial(brand.name)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 id={headingId} className="text-lg font-semibold break-words">
              {brand.name}
            </h3>
            {brand.amazonAutoUngated ? (
              <Badge className="gap-1 bg-emerald-100 text-emerald-800">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  className="size-3.5"
                >
                  <path d="M20 6 9 17l-5-5" />
                </svg>
                Auto-ungated on Amazon
              </Badge>
            ) : null}
          </div>
          {brand.department ? (
            <p className="text-muted-foreground text-sm">{brand.department}</p>
          ) : null}
        </div>
      </div>
      {shown.length > 0 ? (
        <ul aria-label="Categories" className="mt-4 flex flex-wrap gap-2">
          {shown.map((category) => (
            <li key={category}>
              <Badge>{category}</Badge>
            </li>
          ))}
          {hidden > 0 ? (
            <li>
              <Badge className="text-muted-foreground bg-transparent">+{hidden} more</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      {brand.description ? (
        <p className="text-muted-foreground mt-3 line-clamp-3 text-sm leading-relaxed">
          {brand.description}
        </p>
      ) : null}
      {approval || response || website ? (
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          {approval ? (
            <span className="flex items-center gap-1.5">
              Approval rate <strong className="font-semibold">{approval}</strong>
            </span>
          ) : null}
          {response ? (
            <span className="flex items-center gap-1.5">
              Responds in <strong className="font-semibold">{response}</strong>
            </span>
          ) : null}
          {(approval || response) && brand.figuresFrom === 'listed' ? (
            <span className="text-muted-foreground text-xs" title={LISTED_FIGURES_HINT}>
              {LISTED_FIGURES}
            </span>
          ) : null}
          {website ? (
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="text-brand inline-flex items-center gap-1 font-medium hover:underline sm:ml-auto"
            >
              Website<span className="sr-only"> of {brand.name} (opens in a new tab)</span>
              <span aria-hidden="true">↗</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </article>
  )
}
