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
import { ADMIN_DETAIL_PATHS } from '#shared/admin-detail-texts.ts'
import { CompactTableHeader } from '../../components/ui/data-table.tsx'
import { StatCards } from '../../components/layouts/stat-cards.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx'
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
      <StatCards
        label="Marketplace totals"
        region
        cards={CARDS.map(({ key, icon, to }) => {
          const title = DASHBOARD_TEXTS.cards[key]
          const counts = summary.data?.counts
          return {
            id: `count-${key}`,
            title,
            icon,
            href: to,
            value: counts && number.format(counts[key]),
            valueLabel: counts && `${title}: ${counts[key]}`,
            hint:
              key === 'brands' && counts
                ? DASHBOARD_TEXTS.brandsHint(counts.brandAccounts)
                : undefined,
            tooltip:
              key === 'brands' && counts
                ? DASHBOARD_TEXTS.brandsTooltip(counts.brandsDirectory)
                : undefined,
          }
        })}
      />

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
            <CompactTableHeader columns={[t.company, t.email, t.applicationDate]} />
            <tbody className="divide-border divide-y">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="py-3 pr-4 font-medium">
                    {/* Issue 16: the name opens the application's detail view. */}
                    <Link to={ADMIN_DETAIL_PATHS.application(row.id)} className="hover:underline">
                      {row.companyName}
                    </Link>
                  </td>
                  <td className="py-3 pr-4">
                    <span className="block max-w-64 truncate" title={row.email}>
                      {row.email}
                    </span>
                  </td>
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
