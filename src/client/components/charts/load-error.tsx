import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'

/** 001 §8.2: 'Error loading dashboard' (or analytics) with 'Please try again later'. */
export function LoadError({
  title,
  detail,
  error,
  retryLabel,
  onRetry,
}: {
  title: string
  detail: string
  error: Error
  retryLabel: string
  onRetry: () => void
}) {
  return (
    <Alert variant="destructive" className="flex flex-wrap items-center gap-3">
      <div className="flex-1">
        <AlertTitle>{title}</AlertTitle>
        <p>{detail}</p>
        <p className="text-xs opacity-80">{error.message}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  )
}
