import { Card, CardContent, CardHeader } from '../ui/card.tsx'
import { Skeleton } from '../ui/skeleton.tsx'

/**
 * A dashboard's charts while it loads, without figures: a wide chart (with its tab pair when
 * `tabs`) beside a pie. With `label` it announces itself as the loading status.
 */
export function ChartsSkeleton({ tabs = false, label }: { tabs?: boolean; label?: string }) {
  return (
    <div
      className="grid gap-6 lg:grid-cols-3"
      {...(label ? { role: 'status', 'aria-label': label } : {})}
    >
      <Card className="lg:col-span-2">
        <CardHeader>
          <Skeleton className="h-5 w-40" />
          {tabs ? <Skeleton className="mt-3 h-9 w-44" /> : null}
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
