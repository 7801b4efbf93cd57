import {
  Building2,
  Clock,
  FolderClock,
  Package,
  ShoppingCart,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { Link } from 'react-router'
import { DASHBOARD_TEXTS } from '#shared/admin-dashboard-texts.ts'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { formatDate, useDashboardSummary } from './api.ts'
import { QueryError } from './query-error.tsx'

type CountKey = keyof typeof DASHBOARD_TEXTS.cards

const CARDS: readonly { key: CountKey; icon: LucideIcon; to: string }[] = [
  { key: 'resellers', icon: Users, to: '/admin/users?role=reseller' },
  { key: 'brands', icon: Building2, to: '/admin/dashboard/brands-directory' },
  { key: 'products', icon: Package, to: '/admin/dashboard/catalog-approvals' },
  { key: 'orders', icon: ShoppingCart, to: '/admin/users?role=reseller' },
  { key: 'pendingApplications', icon: Clock, to: '/admin/dashboard/reseller-applications' },
  { key: 'pendingUploads', icon: FolderClock, to: '/admin/dashboard/catalog-approvals' },
]

const number = new Intl.NumberFormat()

/**
 * The six cards of the Admin Dashboard (001 §2.2) and, only while there are pending
 * applications, their table (Company, Email, Application Date).
 */
export function DashboardOverview() {
  const summary = useDashboardSummary()

  if (summary.isError) {
    return <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
  }

  return (
    <div className="grid gap-6">
      <section aria-label="Marketplace totals">
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {CARDS.map(({ key, icon: Icon, to }) => {
            const title = DASHBOARD_TEXTS.cards[key]
            return (
              <li key={key}>
                <Card className="h-full">
                  <CardHeader className="flex-row items-center justify-between space-y-0 pb-2">
                    <CardTitle className="text-sm font-medium">
                      <Link to={to} className="hover:underline">
                        {title}
                      </Link>
                    </CardTitle>
                    <Icon aria-hidden="true" className="text-muted-foreground size-4" />
                  </CardHeader>
                  <CardContent>
                    {summary.isPending ? (
                      <Skeleton className="h-8 w-20" aria-label={`Loading ${title}`} />
                    ) : (
                      <p
                        className="text-2xl font-semibold tabular-nums"
                        data-testid={`count-${key}`}
                        aria-label={`${title}: ${summary.data.counts[key]}`}
                      >
                        {number.format(summary.data.counts[key])}
                      </p>
                    )}
                    {key === 'brands' && summary.data ? (
                      <p className="text-muted-foreground mt-1 text-xs">
                        {number.format(summary.data.counts.brandsDirectory)} in the brands directory
                      </p>
                    ) : null}
                  </CardContent>
                </Card>
              </li>
            )
          })}
        </ul>
      </section>

      {summary.data && summary.data.pendingApplications.length > 0 ? (
        <PendingApplications
          rows={summary.data.pendingApplications}
          total={summary.data.counts.pendingApplications}
        />
      ) : null}
    </div>
  )
}

function PendingApplications({
  rows,
  total,
}: {
  rows: { id: string; companyName: string; email: string; createdAt: string }[]
  total: number
}) {
  const t = DASHBOARD_TEXTS.pendingTable
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between space-y-0">
        <CardTitle className="text-lg">{t.title}</CardTitle>
        <Link
          to="/admin/dashboard/reseller-applications"
          className="text-sm font-medium underline-offset-4 hover:underline"
        >
          {t.viewAll}
          {total > rows.length ? ` (${total})` : ''}
        </Link>
      </CardHeader>
      <CardContent>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label={t.title}>
            <thead className="text-muted-foreground border-border border-b text-xs uppercase">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t.company}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t.email}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t.applicationDate}
                </th>
              </tr>
            </thead>
            <tbody className="divide-border divide-y">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="py-3 pr-4 font-medium">{row.companyName}</td>
                  <td className="py-3 pr-4 break-all">{row.email}</td>
                  <td className="py-3 whitespace-nowrap">
                    <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  )
}
