import {
  CircleDollarSign,
  FileUp,
  Filter,
  LoaderCircle,
  Scale,
  ShieldAlert,
  Store,
  UserX,
} from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { AUTHORIZATION_MARKETPLACES } from '#shared/authorizations.ts'
import {
  BRAND_PROTECTION_TEXTS as T,
  FINDING_STATUS_FILTERS,
  PROTECTION_TABS,
  formatCount,
  formatMoney,
  marketplaceLabel,
  type ProtectionTab,
} from '#shared/brand-protection-texts.ts'
import { PROTECTION_PATHS } from '#shared/protection-texts.ts'
import { PageHeader } from '../../components/layouts/page-header.tsx'
import { BRAND_SCREENS } from '../../components/layouts/portal-screens.ts'
import { StatCards } from '../../components/layouts/stat-cards.tsx'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent } from '../../components/ui/card.tsx'
import { Pagination } from '../../components/ui/data-table.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { SearchInput } from '../../components/ui/input.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx'
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced-search.ts'
import { useRouterNavigating } from '../../lib/use-list-url-state.ts'
import { useFindings, type BrandFindingsPage } from './api.ts'
import { BulkNoticeBar } from './bulk-notices.tsx'
import { isFiltered, readProtectionView, withChanges } from './findings-filter.ts'
import { FindingsTable } from './findings-table.tsx'
import { InvestigationsTable } from './investigations-table.tsx'
import { NoEntryAlert } from './protection-bits.tsx'

const SELECT_CLASS = 'border-border bg-background h-10 rounded-md border px-3 text-sm'
const K = T.list.kpis

function Figures({ data }: { data: BrandFindingsPage | undefined }) {
  return (
    <StatCards
      label={K.label}
      cards={[
        {
          id: 'protection-map',
          title: K.map,
          icon: ShieldAlert,
          value: data && formatCount(data.openCounts.map_violation),
          hint: K.mapHint,
        },
        {
          id: 'protection-scope',
          title: K.scope,
          icon: Store,
          value: data && formatCount(data.openCounts.scope_violation),
          hint: K.scopeHint,
        },
        {
          id: 'protection-unauthorized',
          title: K.unauthorized,
          icon: UserX,
          value: data && formatCount(data.openUnauthorizedSellers),
          hint: K.unauthorizedHint,
        },
        {
          id: 'protection-at-risk',
          title: K.atRisk,
          icon: CircleDollarSign,
          value: data && formatMoney(data.openAtRisk),
          rawValue: data?.openAtRisk,
          hint: K.atRiskHint,
        },
      ]}
    />
  )
}

/** The list's filters, each written to the URL; the search once typing pauses. */
function FindingsFilters({
  data,
  showReseller,
}: {
  data: BrandFindingsPage | undefined
  showReseller: boolean
}) {
  const [params, setParams] = useSearchParams()
  const { filter } = readProtectionView(params)
  const [typed, setTyped] = useState(filter.q)
  const change = (changes: Parameters<typeof withChanges>[1]) =>
    setParams((prev) => withChanges(prev, changes), { replace: true })

  // The URL's search changed from elsewhere (Clear filters, back): the box follows it.
  useEffect(() => setTyped(filter.q), [filter.q])
  // Held while a row's screen loads, or the write would bring the user back here.
  const navigating = useRouterNavigating()
  useEffect(() => {
    if (navigating || typed.trim() === filter.q.trim()) return
    const timer = setTimeout(
      () => setParams((prev) => withChanges(prev, { q: typed.trim() }), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    )
    return () => clearTimeout(timer)
  }, [typed, filter.q, setParams, navigating])

  const F = T.list.filters
  return (
    <div
      className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end"
      role="group"
      aria-label={F.label}
    >
      <div className="lg:w-80">
        <SearchInput
          aria-label={F.search}
          placeholder={F.searchPlaceholder}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <Filter aria-hidden="true" className="text-muted-foreground size-4" />
        {F.status}
        <select
          className={SELECT_CLASS}
          value={filter.status}
          onChange={(e) => change({ status: e.target.value === 'open' ? null : e.target.value })}
        >
          {FINDING_STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {F.statuses[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm font-medium">
        {F.marketplace}
        <select
          className={SELECT_CLASS}
          value={filter.marketplace ?? ''}
          onChange={(e) => change({ marketplace: e.target.value })}
        >
          <option value="">{F.allMarketplaces}</option>
          {AUTHORIZATION_MARKETPLACES.map((m) => (
            <option key={m} value={m}>
              {marketplaceLabel(m)}
            </option>
          ))}
        </select>
      </label>
      {showReseller ? (
        <label className="flex items-center gap-2 text-sm font-medium">
          {F.reseller}
          <select
            className={`${SELECT_CLASS} max-w-56`}
            value={filter.resellerId ?? ''}
            onChange={(e) => change({ reseller: e.target.value })}
          >
            <option value="">{F.allResellers}</option>
            {(data?.resellers ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.company ?? r.id}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {isFiltered(filter) ? (
        <Button
          variant="ghost"
          onClick={() => {
            setTyped('')
            change({ status: null, marketplace: null, reseller: null, q: null })
          }}
        >
          {F.clear}
        </Button>
      ) : null}
    </div>
  )
}

function TabLabel({ tab, data }: { tab: ProtectionTab; data: BrandFindingsPage | undefined }) {
  const n = !data
    ? undefined
    : tab === 'investigations'
      ? data.openInvestigations
      : tab === 'unauthorized_seller'
        ? data.openUnauthorizedSellers
        : data.openCounts[tab]
  return (
    <>
      {T.list.tabs[tab]}
      {n === undefined ? null : ' '}
      {n === undefined ? null : (
        <Badge tone={n > 0 ? 'danger' : 'default'} className="ml-1.5">
          <span aria-hidden="true">{formatCount(n)}</span>
          <span className="sr-only">{T.list.openCount(n)}</span>
        </Badge>
      )}
    </>
  )
}

/**
 * Brand Protection (issue 14 items 4 and 7): the figures, the findings sorted into the three kinds
 * as tabs with their open counts, filters kept in the URL, a page of 25 findings as the API pages
 * them, and the leak investigations.
 */
export function ProtectionOverview() {
  const [params, setParams] = useSearchParams()
  const { tab, filter } = readProtectionView(params)
  const query = useFindings(filter)
  const data = query.data
  const screen = BRAND_SCREENS.protection
  // Findings ticked for a notice in bulk, kept across pages; another filter starts afresh.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const selectionKey = JSON.stringify({ ...filter, page: 0 })
  useEffect(() => setSelected(new Set()), [selectionKey])
  const selection = {
    selected,
    onChange: (ids: readonly string[], checked: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev)
        for (const id of ids) {
          if (checked) next.add(id)
          else next.delete(id)
        }
        return next
      }),
  }
  const filteredReseller = filter.resellerId
    ? {
        id: filter.resellerId,
        name: data?.resellers.find((r) => r.id === filter.resellerId)?.company ?? filter.resellerId,
      }
    : null

  const header = (
    <PageHeader title={screen.heading} description={<p>{screen.description}</p>}>
      {data?.entry === null ? null : (
        <>
          <Button asChild>
            <Link to={PROTECTION_PATHS.imports}>
              <FileUp aria-hidden="true" />
              {T.list.importListings}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={PROTECTION_PATHS.policy}>
              <Scale aria-hidden="true" />
              {T.list.policy}
            </Link>
          </Button>
        </>
      )}
    </PageHeader>
  )

  if (query.isError && !data) {
    return (
      <>
        {header}
        <RetryAlert
          title={T.list.loadError}
          description={T.tryLater}
          retryLabel={T.tryAgain}
          onRetry={() => void query.refetch()}
        />
      </>
    )
  }
  if (data?.entry === null) {
    return (
      <>
        {header}
        <NoEntryAlert />
      </>
    )
  }
  if (data && !data.hasListings) {
    return (
      <>
        {header}
        <EmptyState icon={FileUp} title={T.list.noListings.title}>
          <p>{T.list.noListings.body}</p>
          <Button asChild className="mt-4">
            <Link to={PROTECTION_PATHS.imports}>{T.list.noListings.action}</Link>
          </Button>
        </EmptyState>
      </>
    )
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  return (
    <>
      {header}
      <div className="grid grid-cols-1 gap-6">
        {data?.recalculating ? (
          <Alert role="status" className="flex gap-3">
            <LoaderCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 animate-spin" />
            <div>
              <AlertTitle>{T.list.recalculating.title}</AlertTitle>
              <p>{T.list.recalculating.body}</p>
            </div>
          </Alert>
        ) : null}
        <Figures data={data} />
        <Card>
          <CardContent className="pt-6">
            <Tabs
              value={tab}
              onValueChange={(next) =>
                setParams((prev) =>
                  withChanges(prev, { tab: next === 'map_violation' ? null : next }),
                )
              }
            >
              <TabsList aria-label={T.list.tabsLabel} className="h-auto flex-wrap justify-start">
                {PROTECTION_TABS.map((t) => (
                  <TabsTrigger key={t} value={t}>
                    <TabLabel tab={t} data={data} />
                  </TabsTrigger>
                ))}
              </TabsList>
              {PROTECTION_TABS.map((t) => (
                <TabsContent key={t} value={t} className="space-y-4">
                  {t === 'investigations' ? (
                    <InvestigationsTable />
                  ) : (
                    <>
                      <FindingsFilters data={data} showReseller={t !== 'unauthorized_seller'} />
                      {t === 'unauthorized_seller' ? null : (
                        <BulkNoticeBar
                          selectedIds={[...selected]}
                          reseller={filteredReseller}
                          onClearSelection={() => setSelected(new Set())}
                        />
                      )}
                      <div
                        aria-busy={query.isPlaceholderData}
                        className={`transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
                      >
                        <FindingsTable
                          kind={t}
                          items={
                            // Another kind's page, kept while this one loads: skeleton rows instead.
                            data?.items.some((i) => i.kind !== t) ? undefined : data?.items
                          }
                          busy={query.isFetching}
                          filtered={isFiltered(filter)}
                          selection={selection}
                        />
                      </div>
                      {data && data.total > data.pageSize ? (
                        <Pagination
                          summary={T.list.pageOf(data.page, pages, data.total)}
                          page={data.page}
                          pages={pages}
                          onPage={(page) =>
                            setParams((prev) => withChanges(prev, { page: String(page) }))
                          }
                          texts={T.list}
                        />
                      ) : null}
                    </>
                  )}
                </TabsContent>
              ))}
            </Tabs>
          </CardContent>
        </Card>
      </div>
    </>
  )
}
