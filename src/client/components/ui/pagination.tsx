import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { LIST_PAGE_SIZES } from '#shared/constants.ts'
import { LIST_TEXTS, pageItems } from '#shared/list-texts.ts'
import { cn } from '../../lib/utils.ts'
import { Button } from './button.tsx'

const SELECT_CLASS = 'border-border bg-background h-9 rounded-md border px-2 text-sm'

/**
 * The pager of a list the server pages (issue 16): the summary ('Page 2 of 41 · 2,021 brands'),
 * Previous, the page numbers with gaps (1 … 19 20 21 … 41; from the small breakpoint up), Next,
 * a 'Go to page' box once pages are left out, and the page size when `onPageSize` is given.
 * Pages count from 1.
 */
export function Pagination({
  summary,
  page,
  pages,
  onPage,
  texts,
  pageSize,
  pageSizes = LIST_PAGE_SIZES,
  onPageSize,
  className,
}: {
  summary: string
  page: number
  pages: number
  onPage: (page: number) => void
  texts?: { previous: string; next: string }
  pageSize?: number
  pageSizes?: readonly number[]
  onPageSize?: (pageSize: number) => void
  className?: string
}) {
  const t = { ...LIST_TEXTS, ...texts }
  const items = pageItems(page, pages)
  const pickSize = onPageSize && pageSize !== undefined
  return (
    <nav
      aria-label={LIST_TEXTS.pagination}
      className={cn('flex flex-wrap items-center justify-between gap-3', className)}
    >
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {summary}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {pages > 1 ? (
          <div className="flex items-center gap-1">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => onPage(Math.max(1, page - 1))}
            >
              <ChevronLeft aria-hidden="true" />
              {t.previous}
            </Button>
            <ol className="hidden items-center gap-1 sm:flex" aria-label={LIST_TEXTS.pages}>
              {items.map((item, i) =>
                item === 'gap' ? (
                  <li
                    key={`gap-${i}`}
                    className="text-muted-foreground px-1 text-sm"
                    aria-label={LIST_TEXTS.morePages}
                  >
                    …
                  </li>
                ) : (
                  <li key={item}>
                    <Button
                      variant={item === page ? 'default' : 'ghost'}
                      size="sm"
                      className="min-w-9 px-2 tabular-nums"
                      aria-label={LIST_TEXTS.page(item)}
                      aria-current={item === page ? 'page' : undefined}
                      onClick={() => item !== page && onPage(item)}
                    >
                      {item.toLocaleString('en-US')}
                    </Button>
                  </li>
                ),
              )}
            </ol>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => onPage(Math.min(pages, page + 1))}
            >
              {t.next}
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        ) : null}
        {items.includes('gap') ? <GoToPage pages={pages} onPage={onPage} /> : null}
        {pickSize ? (
          <PageSizeSelect pageSize={pageSize} pageSizes={pageSizes} onPageSize={onPageSize} />
        ) : null}
      </div>
    </nav>
  )
}

function GoToPage({ pages, onPage }: { pages: number; onPage: (page: number) => void }) {
  const id = useId()
  const [value, setValue] = useState('')
  function submit(e: FormEvent) {
    e.preventDefault()
    const n = Number.parseInt(value, 10)
    if (!Number.isFinite(n)) return
    onPage(Math.min(pages, Math.max(1, n)))
    setValue('')
  }
  return (
    // Past the last page goes to the last page (rather than the browser refusing the number).
    <form className="flex items-center gap-1" onSubmit={submit} noValidate>
      <label htmlFor={id} className="text-muted-foreground text-sm whitespace-nowrap">
        {LIST_TEXTS.goToPage}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={pages}
        value={value}
        placeholder={`1–${pages}`}
        onChange={(e) => setValue(e.target.value)}
        className="border-border bg-background h-9 w-20 rounded-md border px-2 text-sm tabular-nums"
      />
      <Button type="submit" variant="outline" size="sm" disabled={!value}>
        {LIST_TEXTS.go}
      </Button>
    </form>
  )
}

function PageSizeSelect({
  pageSize,
  pageSizes,
  onPageSize,
}: {
  pageSize: number
  pageSizes: readonly number[]
  onPageSize: (pageSize: number) => void
}) {
  const id = useId()
  const sizes = pageSizes.includes(pageSize)
    ? pageSizes
    : [...pageSizes, pageSize].sort((a, b) => a - b)
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="text-muted-foreground text-sm whitespace-nowrap">
        {LIST_TEXTS.pageSize}
      </label>
      <select
        id={id}
        className={SELECT_CLASS}
        value={pageSize}
        onChange={(e) => onPageSize(Number(e.target.value))}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  )
}
