import { Building2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { BRAND_ANALYTICS_TEXTS as T, BRAND_DASHBOARD_TEXTS } from '#shared/brand-dashboard-texts.ts'
import {
  ANALYTICS_RANGES,
  type AnalyticsRange,
  type BrandAnalyticsData,
} from '#shared/schemas/brand-dashboard.ts'
import { LoadError } from '../../../components/charts/load-error.tsx'
import { SegmentedToggle } from '../../../components/charts/segmented-toggle.tsx'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { BRAND_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { Alert, AlertTitle } from '../../../components/ui/alert.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { AnalyticsView } from '../../../features/brand-analytics/analytics-view.tsx'
import {
  parseProtectionFilters,
  parseRange,
  PROTECTION_FILTER_KEYS,
  useBrandAnalytics,
  type ProtectionFilters,
} from '../../../features/brand-analytics/api.ts'
import {
  parseProtectionTab,
  ProtectionSection,
  type ProtectionTab,
} from '../../../features/brand-analytics/protection-section.tsx'

const RANGE_OPTIONS = (Object.keys(ANALYTICS_RANGES) as AnalyticsRange[]).map((value) => ({
  value,
  label: T.ranges[value],
}))

/**
 * Brand Analytics (001 §2.3): the range toggle (6 Months, 1 Year, 2 Years; in the URL as
 * ?range=) over figures computed from the brand's orders, and brand protection's tabs (issue 14
 * item 7) over the same range, with their filters (?marketplace=, ?resellerId=, ?productId=) and
 * tab (?tab=) in the URL too.
 */
export function Component() {
  const [params, setParams] = useSearchParams()
  const range = parseRange(params.get('range'))
  const filters = parseProtectionFilters(params)
  const tab = parseProtectionTab(params.get('tab'))
  const analytics = useBrandAnalytics(range)
  const data = analytics.data

  // The router renders a navigation as a transition, so a click can come before the render of
  // the one just asked for: each change builds on the last one asked for until it is shown.
  const asked = useRef<URLSearchParams | null>(null)
  useEffect(() => {
    if (asked.current?.toString() === params.toString()) asked.current = null
  }, [params])
  const setParam = (change: (out: URLSearchParams) => void) => {
    const out = new URLSearchParams(asked.current ?? params)
    change(out)
    asked.current = out
    setParams(out, { replace: true })
  }
  const setFilters = (change: ProtectionFilters) =>
    setParam((out) => {
      for (const key of PROTECTION_FILTER_KEYS) {
        if (!(key in change)) continue
        const value = change[key]
        if (value) out.set(key, value)
        else out.delete(key)
      }
    })
  const setTab = (next: ProtectionTab) => setParam((out) => out.set('tab', next))

  return (
    <>
      <PageHeader
        title={BRAND_SCREENS.analytics.heading}
        description={<p>{BRAND_SCREENS.analytics.description}</p>}
      >
        {data?.entry === null ? null : (
          <SegmentedToggle
            label={T.rangeLabel}
            options={RANGE_OPTIONS}
            value={range}
            onChange={(next) => setParam((out) => out.set('range', next))}
          />
        )}
      </PageHeader>
      {analytics.isError && !data ? (
        <LoadError
          title={T.loadError}
          detail={BRAND_DASHBOARD_TEXTS.tryLater}
          error={analytics.error}
          retryLabel={BRAND_DASHBOARD_TEXTS.tryAgain}
          onRetry={() => void analytics.refetch()}
        />
      ) : !data ? (
        <div className="grid gap-6" role="status" aria-label="Loading analytics">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-32 w-full rounded-xl" />
            ))}
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-72 w-full rounded-xl" />
            ))}
          </div>
        </div>
      ) : data.entry === null ? (
        <Alert role="status" className="flex gap-3">
          <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <AlertTitle>{BRAND_DASHBOARD_TEXTS.noEntry.title}</AlertTitle>
            <p>{BRAND_DASHBOARD_TEXTS.noEntry.body}</p>
            <Link
              to={BRAND_SCREENS.dashboard.to}
              className="mt-2 inline-block font-medium underline underline-offset-4"
            >
              {BRAND_DASHBOARD_TEXTS.noEntry.action}
            </Link>
          </div>
        </Alert>
      ) : (
        <div className="grid gap-10 *:min-w-0">
          <div
            aria-busy={analytics.isPlaceholderData}
            className={`transition-opacity ${analytics.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            <AnalyticsView data={data as BrandAnalyticsData} />
          </div>
          <ProtectionSection
            range={range}
            filters={filters}
            onFilters={setFilters}
            tab={tab}
            onTab={setTab}
          />
        </div>
      )}
    </>
  )
}
