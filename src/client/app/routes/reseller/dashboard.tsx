import { RESELLER_DASHBOARD_TEXTS as T } from '#shared/reseller-dashboard-texts.ts'
import { LoadError } from '../../../components/charts/load-error.tsx'
import { WelcomeLine } from '../../../components/layouts/welcome-line.tsx'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { RESELLER_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { UpgradeBanner } from '../../../features/billing/upgrade-banner.tsx'
import { useResellerDashboard } from '../../../features/reseller-dashboard/api.ts'
import { DashboardCards } from '../../../features/reseller-dashboard/dashboard-cards.tsx'
import {
  CategoryDistribution,
  Performance,
  RecentOrders,
  TopBrands,
} from '../../../features/reseller-dashboard/dashboard-panels.tsx'
import { ChartsSkeleton } from '../../../components/layouts/charts-skeleton.tsx'
import { useSession } from '../../../features/session/session-api.ts'

/**
 * The reseller Dashboard (001 §2.4): the greeting, the upgrade banner for a free-tier reseller,
 * the Total Spending, Brand Partners, Products and Active Orders cards, the Orders/Spending
 * performance tabs, the Category Distribution pie, and the Recent Orders and Top Brands tables,
 * all from GET /api/reseller/dashboard and refreshed live. Signed out, the portal's guard sends
 * the visitor to the reseller login before this renders.
 */
export function Component() {
  const { data: user } = useSession()
  const dashboard = useResellerDashboard()
  const data = dashboard.data
  const name = user?.fullName?.trim() || user?.email || ''

  return (
    <>
      <PageHeader
        title={RESELLER_SCREENS.dashboard.heading}
        description={user ? <WelcomeLine name={name} badge={user.companyName} /> : null}
      />

      <div className="grid gap-6 *:min-w-0">
        {/* Only a reseller has a plan; an admin visiting the portal is shown none. */}
        {user?.role === 'reseller' ? <UpgradeBanner /> : null}

        {dashboard.isError && !data ? (
          <LoadError
            title={T.loadError}
            detail={T.tryLater}
            error={dashboard.error}
            retryLabel={T.tryAgain}
            onRetry={() => void dashboard.refetch()}
          />
        ) : (
          <>
            <DashboardCards cards={data?.cards} />
            {data ? (
              <div className="grid gap-6 *:min-w-0 lg:grid-cols-3">
                <Performance data={data} />
                <CategoryDistribution data={data} />
              </div>
            ) : (
              <ChartsSkeleton tabs label={T.loading} />
            )}
            <div className="grid gap-6 *:min-w-0 2xl:grid-cols-2">
              <RecentOrders data={data} />
              <TopBrands data={data} />
            </div>
            {data ? <p className="text-muted-foreground text-xs">{T.updatedLive}</p> : null}
          </>
        )}
      </div>
    </>
  )
}
