import { Link } from 'react-router'
import { ACTIVITY_LABELS, DASHBOARD_TEXTS } from '#shared/admin-dashboard-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { formatDateTime, useRecentActivities } from './api.ts'
import { QueryError } from './query-error.tsx'

/** Recent Activities (001 §2.2, §9): the 5 newest of each kind, merged by date, newest first. */
export function RecentActivities() {
  const activities = useRecentActivities()
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{DASHBOARD_TEXTS.tabs.activities}</CardTitle>
        <CardDescription>
          The newest applications, brands, catalog uploads, orders, inquiries and brand
          applications.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {activities.isPending ? (
          <div role="status" aria-label="Loading" className="grid gap-3">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : activities.isError ? (
          <QueryError error={activities.error} onRetry={() => void activities.refetch()} />
        ) : activities.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">{DASHBOARD_TEXTS.activitiesEmpty}</p>
        ) : (
          <ol className="divide-border divide-y" aria-label={DASHBOARD_TEXTS.tabs.activities}>
            {activities.data.map((item) => (
              <li
                key={`${item.type}-${item.id}`}
                className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4"
              >
                <Badge className="w-fit shrink-0">{ACTIVITY_LABELS[item.type]}</Badge>
                <div className="min-w-0 flex-1">
                  <Link to={item.href} className="font-medium underline-offset-4 hover:underline">
                    {item.description}
                  </Link>
                  {item.userEmail ? (
                    <p className="text-muted-foreground truncate text-xs">{item.userEmail}</p>
                  ) : null}
                </div>
                <time
                  dateTime={item.createdAt}
                  className="text-muted-foreground shrink-0 text-xs whitespace-nowrap"
                >
                  {formatDateTime(item.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}
