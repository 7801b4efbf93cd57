import { Building2 } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { BRAND_DASHBOARD_TEXTS as T } from '#shared/brand-dashboard-texts.ts'
import { DASHBOARD_PERIODS, type BrandDashboardData } from '#shared/schemas/brand-dashboard.ts'
import { LoadError } from '../../../components/charts/load-error.tsx'
import { SegmentedToggle } from '../../../components/charts/segmented-toggle.tsx'
import { WelcomeLine } from '../../../components/layouts/welcome-line.tsx'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { BRAND_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { Alert, AlertTitle } from '../../../components/ui/alert.tsx'
import { parsePeriod, useBrandDashboard } from '../../../features/brand-dashboard/api.ts'
import {
  ComplianceMonitoring,
  MarketplaceDistribution,
  PendingApplications,
  RecentActivities,
  RecentOrders,
  SalesPerformance,
} from '../../../features/brand-dashboard/dashboard-panels.tsx'
import { DashboardSkeleton } from '../../../features/brand-dashboard/dashboard-skeleton.tsx'
import { SummaryCards } from '../../../features/brand-dashboard/summary-cards.tsx'
import { BrandEntryForm } from '../../../features/brand-portal/brand-entry-form.tsx'
import { useSession } from '../../../features/session/session-api.ts'

const PERIOD_OPTIONS = DASHBOARD_PERIODS.map((value) => ({ value, label: T.periods[value] }))

/**
 * The brand Dashboard (001 §2.3): the 7/30/90-day toggle (kept in the URL, ?period=), the
 * summary cards, recent orders, sales performance, marketplace distribution, compliance
 * monitoring, recent activities and pending applications, all from GET /api/brand/dashboard.
 * A brand without a directory entry is told so and can create one instead.
 */
export function Component() {
  const { data: user } = useSession()
  const [params, setParams] = useSearchParams()
  const period = parsePeriod(params.get('period'))
  const dashboard = useBrandDashboard(period)
  const name = user?.fullName?.trim() || user?.email || ''
  const data = dashboard.data

  const toggle =
    data && data.entry === null ? null : (
      <SegmentedToggle
        label={T.periodLabel}
        options={PERIOD_OPTIONS}
        value={period}
        onChange={(next) =>
          setParams(
            (prev) => {
              const out = new URLSearchParams(prev)
              out.set('period', String(next))
              return out
            },
            { replace: true },
          )
        }
      />
    )

  return (
    <>
      <PageHeader
        title={BRAND_SCREENS.dashboard.heading}
        description={user ? <WelcomeLine name={name} badge={data?.entry?.name} /> : null}
      >
        {toggle}
      </PageHeader>

      {dashboard.isError && !data ? (
        <LoadError
          title={T.loadError}
          detail={T.tryLater}
          error={dashboard.error}
          retryLabel={T.tryAgain}
          onRetry={() => void dashboard.refetch()}
        />
      ) : !data ? (
        <DashboardSkeleton />
      ) : data.entry === null ? (
        <div className="grid gap-6">
          <Alert role="status" className="flex gap-3">
            <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <AlertTitle>{T.noEntry.title}</AlertTitle>
              <p>{T.noEntry.body}</p>
            </div>
          </Alert>
          {/* An admin visiting the brand portal is no brand: only brand accounts create entries. */}
          {user?.role === 'brand' ? (
            <BrandEntryForm contactEmail={user.email} defaultName={user.companyName} />
          ) : null}
        </div>
      ) : (
        <DashboardBody data={data as BrandDashboardData} switching={dashboard.isPlaceholderData} />
      )}
    </>
  )
}

/** While another period loads, the last one stays, dimmed and marked busy. */
function DashboardBody({ data, switching }: { data: BrandDashboardData; switching: boolean }) {
  return (
    <div
      className={`grid gap-6 transition-opacity *:min-w-0 ${switching ? 'opacity-60' : ''}`}
      aria-busy={switching}
    >
      <SummaryCards data={data} />
      <div className="grid gap-6 *:min-w-0 lg:grid-cols-3">
        <SalesPerformance data={data} />
        <MarketplaceDistribution data={data} />
      </div>
      <RecentOrders data={data} />
      <div className="grid gap-6 *:min-w-0 lg:grid-cols-2">
        <RecentActivities data={data} />
        <ComplianceMonitoring />
      </div>
      <PendingApplications data={data} />
      <p className="text-muted-foreground text-xs">{T.updatedLive}</p>
    </div>
  )
}
