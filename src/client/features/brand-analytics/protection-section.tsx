/**
 * Brand protection on Analytics (issue 14 item 7): the filters, the headline figures and the tabs
 * Revenue Protection, Unauthorized Sellers and Loss Prevention Categories, over the page's range.
 * The screen keeps the range, the filters and the tab in the URL; this section reads the figures
 * (refreshed live when findings change, and every few seconds while they are recalculated).
 */
import { LoaderCircle } from 'lucide-react'
import { BRAND_ANALYTICS_TEXTS as T, BRAND_DASHBOARD_TEXTS } from '#shared/brand-dashboard-texts.ts'
import { ANALYTICS_RANGES, type AnalyticsRange } from '#shared/schemas/brand-dashboard.ts'
import { LoadError } from '../../components/charts/load-error.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx'
import {
  useProtectionAnalytics,
  useProtectionFilterOptions,
  type ProtectionFilters as Filters,
} from './api.ts'
import { ProtectionFigures } from './protection-figures.tsx'
import { ProtectionFilters } from './protection-filters.tsx'
import {
  hasListings,
  LossPreventionTab,
  NoListings,
  RevenueProtectionTab,
  UnauthorizedSellersTab,
} from './protection-tabs.tsx'
import type { ProtectionData } from './protection-types.ts'

const P = T.protection

export const PROTECTION_TABS = {
  'revenue-protection': T.tabs.revenueProtection,
  'unauthorized-sellers': T.tabs.unauthorizedSellers,
  'loss-prevention': T.tabs.lossPrevention,
} as const
export type ProtectionTab = keyof typeof PROTECTION_TABS

export function parseProtectionTab(value: string | null): ProtectionTab {
  return value !== null && value in PROTECTION_TABS
    ? (value as ProtectionTab)
    : 'revenue-protection'
}

export function ProtectionSection({
  range,
  filters,
  onFilters,
  tab,
  onTab,
}: {
  range: AnalyticsRange
  filters: Filters
  /** The filters that change (undefined: lifted); the others stay as they are. */
  onFilters: (change: Filters) => void
  tab: ProtectionTab
  onTab: (next: ProtectionTab) => void
}) {
  const query = useProtectionAnalytics(range, filters)
  const options = useProtectionFilterOptions()
  const response = query.data
  const data: ProtectionData | undefined =
    response && response.entry !== null ? (response as ProtectionData) : undefined
  const months = ANALYTICS_RANGES[range]
  const filtered = Boolean(filters.marketplace || filters.resellerId || filters.productId)
  const listings = data ? hasListings(data) : false

  return (
    <section aria-labelledby="protection-heading" className="grid gap-4 *:min-w-0">
      <div>
        <h2 id="protection-heading" className="text-xl font-semibold">
          {P.title}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">{P.description}</p>
      </div>
      <ProtectionFilters filters={filters} options={options.data} onChange={onFilters} />
      {data?.recalculating ? (
        <p
          role="status"
          className="border-border bg-muted flex items-start gap-2 rounded-md border px-3 py-2 text-sm"
        >
          <LoaderCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin" />
          <span>
            <span className="font-medium">{P.recalculating}</span> {P.recalculatingDetail}
          </span>
        </p>
      ) : null}

      {query.isError && !response ? (
        <LoadError
          title={T.loadError}
          detail={BRAND_DASHBOARD_TEXTS.tryLater}
          error={query.error}
          retryLabel={BRAND_DASHBOARD_TEXTS.tryAgain}
          onRetry={() => void query.refetch()}
        />
      ) : !response ? (
        <div
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          role="status"
          aria-label={P.loading}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32 w-full rounded-xl" />
          ))}
        </div>
      ) : !data ? null : (
        <div
          aria-busy={query.isPlaceholderData}
          className={`grid gap-6 transition-opacity *:min-w-0 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <ProtectionFigures data={data} months={months} />
          <Tabs value={tab} onValueChange={(value) => onTab(value as ProtectionTab)}>
            <TabsList className="h-auto flex-wrap">
              {(Object.keys(PROTECTION_TABS) as ProtectionTab[]).map((value) => (
                <TabsTrigger key={value} value={value}>
                  {PROTECTION_TABS[value]}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="revenue-protection" className="mt-4">
              {listings ? (
                <RevenueProtectionTab
                  data={data}
                  withYear={months > 12}
                  filters={filters}
                  onFilter={onFilters}
                />
              ) : (
                <NoListings filtered={filtered} />
              )}
            </TabsContent>
            <TabsContent value="unauthorized-sellers" className="mt-4">
              {listings ? (
                <UnauthorizedSellersTab data={data} withYear={months > 12} />
              ) : (
                <NoListings filtered={filtered} />
              )}
            </TabsContent>
            <TabsContent value="loss-prevention" className="mt-4">
              {listings ? <LossPreventionTab data={data} /> : <NoListings filtered={filtered} />}
            </TabsContent>
          </Tabs>
        </div>
      )}
    </section>
  )
}
