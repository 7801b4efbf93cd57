import { useEffect, useId } from 'react'
import { APPLICATIONS_PAGE_SIZE } from '#shared/constants.ts'
import { REVIEW_TABS, REVIEW_TEXTS, type ReviewTab } from '#shared/reseller-accounts-texts.ts'
import { SearchInput } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Pagination } from '../../components/ui/pagination.tsx'
import { useListUrlState } from '../../lib/use-list-url-state.ts'
import { useApplicationOverview } from './api/applications.ts'

const TAB_VALUES: readonly string[] = REVIEW_TABS.map((t) => t.value)
const isTab = (value: string): value is ReviewTab => TAB_VALUES.includes(value)

/**
 * Issue 16 item 4: a list of applications a page at a time, its state in the URL
 * (`?tab=&q=&page=&pageSize=`), so that a reload, a shared link or Back shows the same page.
 * `fixedTab` is a screen that shows one tab only (Reseller Approvals: pending; Registration:
 * all); the others keep the tab in the URL too.
 */
export function useApplicationPages(fixedTab?: ReviewTab) {
  const list = useListUrlState({
    defaultPageSize: APPLICATIONS_PAGE_SIZE,
    filters: { tab: { values: TAB_VALUES, fallback: 'all' } },
  })
  const urlTab = list.filters.tab
  const tab: ReviewTab = fixedTab ?? (isTab(urlTab) ? urlTab : 'all')
  const { page, pageSize, setPage } = list
  const overview = useApplicationOverview({ tab, search: list.q, page, pageSize })

  const data = overview.data
  const total = data?.total ?? 0
  const pages = data?.pages ?? Math.max(1, Math.ceil(total / pageSize))
  // An old link, or a decision that emptied the last page: the last page there is.
  useEffect(() => {
    if (data && !overview.isPlaceholderData && page > pages) setPage(pages, true)
  }, [data, overview.isPlaceholderData, page, pages, setPage])

  return { list, tab, overview, total, pages, page: Math.min(page, pages) }
}

export type ApplicationPages = ReturnType<typeof useApplicationPages>

/** The search box of a list of applications; it writes `q` to the URL once typing pauses. */
export function ApplicationSearch({ pages }: { pages: ApplicationPages }) {
  const id = useId()
  return (
    <div className="grid w-full gap-1.5 sm:max-w-sm">
      <Label htmlFor={id} className="sr-only">
        {REVIEW_TEXTS.searchLabel}
      </Label>
      <SearchInput
        id={id}
        placeholder={REVIEW_TEXTS.searchPlaceholder}
        value={pages.list.typed}
        maxLength={254}
        onChange={(e) => pages.list.setTyped(e.target.value)}
      />
    </div>
  )
}

/** Page numbers, a page jump and the page size under a list of applications. */
export function ApplicationPager({ pages }: { pages: ApplicationPages }) {
  const { overview, total, list } = pages
  if (!overview.data || total === 0) return null
  return (
    <Pagination
      className="pt-2"
      summary={REVIEW_TEXTS.pageOf(pages.page, pages.pages, total)}
      page={pages.page}
      pages={pages.pages}
      onPage={(next) => list.setPage(next)}
      pageSize={list.pageSize}
      onPageSize={list.setPageSize}
    />
  )
}
