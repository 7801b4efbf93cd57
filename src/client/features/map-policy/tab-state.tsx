import { Building2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { MAP_POLICY_TEXTS as T } from '#shared/map-policy-texts.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'

/**
 * A tab's data in its states: loading (placeholders, announced), failed (with Try again), the
 * brand without a directory entry (nothing to set a policy on), and the content.
 */
export function TabState<Data extends { entry: unknown }>({
  data,
  isError,
  onRetry,
  children,
}: {
  data: Data | undefined
  isError: boolean
  onRetry: () => void
  children: (data: Data) => ReactNode
}) {
  if (!data) {
    if (isError) {
      return (
        <RetryAlert
          title={T.loadFailed}
          description={T.tryAgainLater}
          retryLabel={T.tryAgain}
          onRetry={onRetry}
        />
      )
    }
    return (
      <div role="status" aria-live="polite" className="grid gap-4">
        <span className="sr-only">{T.loading}</span>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    )
  }
  if (data.entry === null) {
    return (
      <Alert role="status" className="flex gap-3">
        <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <AlertTitle>{T.noEntry}</AlertTitle>
          <p>{T.noEntryDescription}</p>
        </div>
      </Alert>
    )
  }
  return <>{children(data)}</>
}
