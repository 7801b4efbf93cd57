import { ChartsSkeleton } from '../../components/layouts/charts-skeleton.tsx'
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'

/** The loading skeleton (001 §2.3): the dashboard's shape, without figures. */
export function DashboardSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading dashboard">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <Card>
              <CardHeader className="pb-2">
                <Skeleton className="h-4 w-32" />
              </CardHeader>
              <CardContent>
                <Skeleton className="h-8 w-24" />
                <Skeleton className="mt-2 h-3 w-40" />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <ChartsSkeleton />
      <Card>
        <CardHeader>
          <Skeleton className="h-5 w-36" />
        </CardHeader>
        <CardContent className="grid gap-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-6 w-full" />
          ))}
        </CardContent>
      </Card>
    </div>
  )
}
