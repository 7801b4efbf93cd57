import { COMPLIANCE_TEXTS as T } from '#shared/compliance-texts.ts'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useCompliance } from './api.ts'
import { PoliciesSection } from './policies-section.tsx'
import { ScoreSection } from './score-section.tsx'
import { UpcomingSection } from './upcoming-section.tsx'
import { ViolationsSection } from './violations-section.tsx'

/**
 * The reseller's Compliance page (issue 14 items 1, 5 and 7): its score, the policies to
 * acknowledge, its violations with their deadlines, and what is announced ahead.
 */
export function CompliancePage() {
  const query = useCompliance()
  const data = query.data
  if (!data) {
    if (query.isError) {
      return (
        <RetryAlert
          title={T.loadFailed}
          description={T.tryAgainLater}
          retryLabel={T.tryAgain}
          onRetry={() => void query.refetch()}
        />
      )
    }
    return (
      <div role="status" aria-live="polite" className="grid gap-6">
        <span className="sr-only">{T.loading}</span>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    )
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <ScoreSection score={data.score} />
      <PoliciesSection policies={data.policies} />
      <ViolationsSection findings={data.findings} />
      <UpcomingSection upcoming={data.upcoming} />
    </div>
  )
}
