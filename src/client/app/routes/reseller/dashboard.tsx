import { PORTAL_MESSAGES } from '#shared/messages.ts'
import { RESELLER_DASHBOARD_TEXTS as T } from '#shared/reseller-dashboard-texts.ts'
import { LoadError } from '../../../components/charts/load-error.tsx'
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
import { ChartsSkeleton } from '../../../features/reseller-dashboard/dashboard-skeleton.tsx'
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
        description={
          user ? (
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p>{PORTAL_MESSAGES.welcomeBack(name)}</p>
              {user.companyName ? (
                <p className="text-foreground/80 border-border rounded-full border px-2.5 py-0.5 text-xs font-medium">
                  {user.companyName}
                </p>
              ) : null}
            </div>
          ) : null
        }
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
              <ChartsSkeleton />
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
