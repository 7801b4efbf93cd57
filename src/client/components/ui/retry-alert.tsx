import type { ReactNode } from 'react'
import { Alert, AlertTitle } from './alert.tsx'
import { Button } from './button.tsx'

/** Data that could not be read: what failed, optionally why, and a button to try again. */
export function RetryAlert({
  title,
  description,
  retryLabel,
  onRetry,
}: {
  title: string
  description?: ReactNode
  retryLabel: string
  onRetry: () => void
}) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      {description ? <p>{description}</p> : null}
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  )
}
