/**
 * Settings → Monitoring: the marketplace sources the brand connected (shared/monitoring.ts) and
 * the coverage they reach, asked again every few seconds while the tab is open.
 */
import { MONITORING_SCREEN_TEXTS as S, MONITORING_TEXTS } from '#shared/monitoring-texts.ts'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useMonitoringOverview } from './api.ts'
import { ConnectionsCard } from './connections-card.tsx'
import { CoverageCard } from './coverage-card.tsx'

export function MonitoringSettings() {
  const overview = useMonitoringOverview()
  if (overview.isPending) {
    return (
      <div className="grid gap-6">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    )
  }
  if (overview.isError && !overview.data) {
    return (
      <RetryAlert
        title={MONITORING_TEXTS.loadFailed}
        description={overview.error.message}
        retryLabel={S.tryAgain}
        onRetry={() => void overview.refetch()}
      />
    )
  }
  return (
    <div className="grid gap-6">
      <ConnectionsCard overview={overview.data} />
      <CoverageCard overview={overview.data} />
    </div>
  )
}
