import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { BRAND_PROTECTION_TEXTS as T } from '#shared/brand-protection-texts.ts'
import { PROTECTION_PATHS } from '#shared/protection-texts.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { ApiError } from '../../lib/api.ts'

export function BackToProtection() {
  return (
    <Link
      to={PROTECTION_PATHS.findings}
      className="text-muted-foreground hover:text-foreground mb-4 inline-flex items-center gap-1 text-sm"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {T.back}
    </Link>
  )
}

/**
 * A finding or an investigation before it is shown: loading, not the brand's (404), or not read
 * (with Try again).
 */
export function DetailLoadState({
  query,
  texts,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown }
  texts: { notFound: string; notFoundBody: string; loadError: string }
}) {
  if (!query.isError) {
    return (
      <div className="grid grid-cols-1 gap-6" role="status" aria-label={T.loadingLabel}>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    )
  }
  const missing = query.error instanceof ApiError && query.error.status === 404
  return (
    <>
      <BackToProtection />
      {missing ? (
        <Alert role="status">
          <AlertTitle>{texts.notFound}</AlertTitle>
          <p>{texts.notFoundBody}</p>
        </Alert>
      ) : (
        <RetryAlert
          title={texts.loadError}
          description={T.tryLater}
          retryLabel={T.tryAgain}
          onRetry={() => void query.refetch()}
        />
      )}
    </>
  )
}
