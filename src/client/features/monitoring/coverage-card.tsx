/**
 * How much of the brand's catalog the connected sources reach: the figure ("412 of 430
 * product-marketplaces checked in the last 24 h"), the gaps as filters (never checked, failing,
 * over budget), a marketplace filter, a product search and the product × marketplace table with
 * when each was last checked and will be next. The filters live in the address beside the tab.
 */
import { Radar } from 'lucide-react'
import { useEffect, useId } from 'react'
import {
  COVERAGE_FILTERS,
  COVERAGE_PAGE_SIZE,
  MONITORED_SITES,
  MONITORED_SITE_IDS,
  MONITORING_SOURCE_LABELS,
  type CoverageFilter,
  type CoverageRow,
  type CoverageStatus,
  type MonitoredSiteId,
  type MonitoringOverview,
} from '#shared/monitoring.ts'
import {
  COVERAGE_FILTER_LABELS,
  COVERAGE_STATUS_LABELS,
  MONITORING_LIMITS,
  MONITORING_SCREEN_TEXTS as S,
  MONITORING_TEXTS,
  coverageFigure,
} from '#shared/monitoring-texts.ts'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { SearchInput } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Pagination } from '../../components/ui/pagination.tsx'
import { ResponsiveTable, type TableColumn } from '../../components/ui/responsive-table.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { useListUrlState } from '../../lib/use-list-url-state.ts'
import { useCoverage } from './api.ts'
import { RelativeTime } from './relative-time.tsx'

const T = MONITORING_TEXTS.coverage
const SELECT_CLASS = 'border-border bg-background h-10 rounded-md border px-3 text-sm'
const ALL_SITES = 'all'

const STATUS_TONES: Record<CoverageStatus, 'success' | 'danger' | 'warning' | 'default'> = {
  pending: 'default',
  ok: 'success',
  not_found: 'default',
  failing: 'danger',
  over_budget: 'warning',
}

/** The gap buttons in the screen's order, with the overview's count of each. */
const GAP_FILTERS: { filter: CoverageFilter; count: (o: MonitoringOverview) => number }[] = [
  { filter: 'all', count: (o) => o.coverage.total },
  { filter: 'never_checked', count: (o) => o.coverage.neverChecked },
  { filter: 'failing', count: (o) => o.coverage.failing },
  { filter: 'over_budget', count: (o) => o.coverage.overBudget },
]

export function CoverageCard({ overview }: { overview: MonitoringOverview }) {
  const connected = overview.connections.length > 0
  return (
    <SectionCard
      title={T.title}
      description={
        connected ? (
          <span className="text-foreground text-base font-medium tabular-nums" aria-live="polite">
            {coverageFigure(overview.coverage.checkedLast24h, overview.coverage.total)}
          </span>
        ) : undefined
      }
    >
      {connected ? (
        <CoverageList overview={overview} />
      ) : (
        <EmptyState icon={Radar} title={S.startMonitoring}>
          {T.emptyNoConnection}
        </EmptyState>
      )}
    </SectionCard>
  )
}

function CoverageList({ overview }: { overview: MonitoringOverview }) {
  const searchId = useId()
  const siteId = useId()
  const list = useListUrlState({
    defaultPageSize: COVERAGE_PAGE_SIZE,
    filters: {
      filter: { values: COVERAGE_FILTERS, fallback: 'all' },
      site: { values: [ALL_SITES, ...MONITORED_SITE_IDS], fallback: ALL_SITES },
    },
  })
  const filter = list.filters.filter as CoverageFilter
  const site = list.filters.site === ALL_SITES ? null : (list.filters.site as MonitoredSiteId)
  const { page, setPage } = list
  const coverage = useCoverage({ filter, site, q: list.q, page })

  const watched = new Set(overview.connections.flatMap((c) => c.sites))
  const sites = MONITORED_SITE_IDS.filter((s) => watched.has(s) || s === site)
  const pageSize = coverage.data?.pageSize ?? COVERAGE_PAGE_SIZE
  const total = coverage.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / pageSize))
  // Past the end (the rows shrank while the tab was open, or an old link): the last page.
  useEffect(() => {
    if (coverage.data && !coverage.isPlaceholderData && page > pages) setPage(pages, true)
  }, [coverage.data, coverage.isPlaceholderData, page, pages, setPage])

  return (
    <div className="grid gap-4">
      <div role="group" aria-label={S.coverageFilters} className="flex flex-wrap gap-2">
        {GAP_FILTERS.map(({ filter: f, count }) => (
          <Button
            key={f}
            size="sm"
            variant={filter === f ? 'default' : 'outline'}
            aria-pressed={filter === f}
            onClick={() => list.setFilter('filter', f)}
          >
            {COVERAGE_FILTER_LABELS[f]}{' '}
            <span className="tabular-nums opacity-80">
              {count(overview).toLocaleString('en-US')}
            </span>
          </Button>
        ))}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor={searchId}>{T.searchLabel}</Label>
          <SearchInput
            id={searchId}
            placeholder={T.searchPlaceholder}
            value={list.typed}
            maxLength={MONITORING_LIMITS.searchMax}
            onChange={(e) => list.setTyped(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={siteId}>{T.siteLabel}</Label>
          <select
            id={siteId}
            className={SELECT_CLASS}
            value={site ?? ALL_SITES}
            onChange={(e) => list.setFilter('site', e.target.value)}
          >
            <option value={ALL_SITES}>{T.allSites}</option>
            {sites.map((s) => (
              <option key={s} value={s}>
                {MONITORED_SITES[s].label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {coverage.isError && !coverage.data ? (
        <RetryAlert
          title={MONITORING_TEXTS.loadFailed}
          description={coverage.error.message}
          retryLabel={S.tryAgain}
          onRetry={() => void coverage.refetch()}
        />
      ) : (
        <ResponsiveTable
          label={T.title}
          columns={COLUMNS}
          rows={coverage.data?.rows}
          rowKey={(r) => `${r.connectionId}-${r.productId}-${r.site}`}
          cardTitle={(r) => r.productName}
          busy={coverage.isFetching}
          empty={T.empty}
        />
      )}

      {coverage.data && total > 0 ? (
        <Pagination
          summary={S.pageOf(Math.min(page, pages), pages, total)}
          page={Math.min(page, pages)}
          pages={pages}
          onPage={(next) => setPage(next)}
        />
      ) : null}
    </div>
  )
}

const H = T.columns

const COLUMNS: TableColumn<CoverageRow>[] = [
  {
    id: 'product',
    header: H.product,
    grow: true,
    priority: 0,
    width: 180,
    cell: (r) => (
      <span className="break-words">
        <span className="font-medium">{r.productName}</span>
        {r.sku ? <span className="text-muted-foreground block text-xs">{r.sku}</span> : null}
      </span>
    ),
  },
  {
    id: 'site',
    header: H.site,
    priority: 0,
    width: 120,
    cell: (r) => MONITORED_SITES[r.site]?.label ?? r.site,
  },
  {
    id: 'source',
    header: H.source,
    priority: 3,
    width: 170,
    cell: (r) => MONITORING_SOURCE_LABELS[r.source] ?? r.source,
  },
  {
    id: 'identifier',
    header: H.identifier,
    priority: 2,
    width: 150,
    isEmpty: (r) => !r.identifier,
    cell: (r) => (
      <code className="font-mono text-xs break-all">{r.identifier ?? S.noIdentifier}</code>
    ),
  },
  {
    id: 'lastChecked',
    header: H.lastChecked,
    priority: 1,
    width: 130,
    cell: (r) => <RelativeTime at={r.lastCheckedAt} fallback={T.never} />,
  },
  {
    id: 'nextCheck',
    header: H.nextCheck,
    priority: 4,
    width: 130,
    isEmpty: (r) => !r.nextCheckAt,
    cell: (r) => <RelativeTime at={r.nextCheckAt} fallback={S.noOffers} />,
  },
  {
    id: 'offersSeen',
    header: H.offersSeen,
    priority: 5,
    width: 100,
    align: 'right',
    cell: (r) => (
      <span className="tabular-nums">
        {r.offersSeen === null ? S.noOffers : r.offersSeen.toLocaleString('en-US')}
      </span>
    ),
  },
  {
    id: 'status',
    header: H.status,
    priority: 0,
    width: 170,
    card: 'badge',
    cell: (r) => <Badge tone={STATUS_TONES[r.status]}>{COVERAGE_STATUS_LABELS[r.status]}</Badge>,
  },
  {
    // Apart from the badge: on a phone a badge sits beside the card's heading, and a sentence
    // there squeezed the product's name into a column a few letters wide.
    id: 'problem',
    header: H.problem,
    priority: 5,
    width: 200,
    isEmpty: (r) => !r.error,
    cell: (r) => <span className="text-muted-foreground text-xs break-words">{r.error}</span>,
  },
]
