import type { UseQueryResult } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { ApiError } from '../../lib/api.ts'
import { Alert } from '../ui/alert.tsx'
import { Button } from '../ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.tsx'
import { RetryAlert } from '../ui/retry-alert.tsx'
import { Skeleton } from '../ui/skeleton.tsx'
import { PageHeader } from './page-header.tsx'

export interface RecordPageTexts {
  loading: string
  loadFailed: string
  notFoundTitle: string
  notFound: string
  tryAgain: string
}

/**
 * One record's page in a portal (issue 16's detail views): its name as the page's heading, a link
 * back to the list it came from, and while it loads a skeleton, when it is not there a plain
 * "no such …", and when it could not be read what failed with Try Again.
 */
export function RecordPage<T>({
  query,
  title,
  description,
  back,
  texts,
  children,
}: {
  query: UseQueryResult<T>
  title: (data: T) => string
  description?: ((data: T) => ReactNode) | undefined
  back: { to: string; label: string }
  texts: RecordPageTexts
  children: (data: T) => ReactNode
}) {
  const backLink = (
    <Button asChild variant="outline">
      <Link to={back.to}>
        <ArrowLeft aria-hidden="true" />
        {back.label}
      </Link>
    </Button>
  )
  const data = query.data
  if (data === undefined) {
    // Nothing read yet: the first answer failed (a later refetch that fails keeps the page).
    if (query.isError) {
      const missing = query.error instanceof ApiError && query.error.status === 404
      return (
        <>
          <PageHeader title={missing ? texts.notFoundTitle : texts.loadFailed}>
            {backLink}
          </PageHeader>
          {missing ? (
            <Alert>{texts.notFound}</Alert>
          ) : (
            <RetryAlert
              title={texts.loadFailed}
              description={query.error.message}
              retryLabel={texts.tryAgain}
              onRetry={() => void query.refetch()}
            />
          )}
        </>
      )
    }
    return (
      <>
        <PageHeader title={texts.loading}>{backLink}</PageHeader>
        <div className="grid gap-6" aria-busy="true">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      </>
    )
  }
  return (
    <>
      <PageHeader title={title(data)} description={description?.(data)}>
        {backLink}
      </PageHeader>
      <div className="grid gap-6 [&>*]:min-w-0">{children(data)}</div>
    </>
  )
}

/**
 * One section of a record's page: a card named by its h2, so that a screen reader's list of
 * regions (and a journey's getByRole('region')) finds "Business" or "Mails sent" by name.
 */
export function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId()
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}
