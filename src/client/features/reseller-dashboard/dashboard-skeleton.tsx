import { RESELLER_DASHBOARD_TEXTS as T } from '#shared/reseller-dashboard-texts.ts'
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'

/** The charts' shape while the dashboard loads, without figures (the cards and tables show their own). */
export function ChartsSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-3" role="status" aria-label={T.loading}>
      <Card className="lg:col-span-2">
        <CardHeader>
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-3 h-9 w-44" />
        </CardHeader>
        <CardContent>
          <Skeleton className="h-56 w-full" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <Skeleton className="h-5 w-48" />
        </CardHeader>
        <CardContent>
          <Skeleton className="mx-auto size-40 rounded-full" />
        </CardContent>
      </Card>
    </div>
  )
}
