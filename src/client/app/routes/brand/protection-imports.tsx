import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { LISTINGS_IMPORT_PATHS, LISTINGS_IMPORT_TEXTS as T } from '#shared/listings-import-texts.ts'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { RetryAlert } from '../../../components/ui/retry-alert.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import {
  apiKeysQueryOptions,
  importsQueryOptions,
  unmatchedQueryOptions,
  useImports,
} from '../../../features/listings-import/api.ts'
import { ApiKeys } from '../../../features/listings-import/api-keys.tsx'
import { ImportAndHistory } from '../../../features/listings-import/import-and-history.tsx'
import { UnmatchedListings } from '../../../features/listings-import/unmatched-listings.tsx'
import { useLiveInvalidation } from '../../../features/live/use-live-events.ts'

const BASE = LISTINGS_IMPORT_PATHS.brandApi

/**
 * Issue 14: Import listings. The import form and the imports' history (live as imports start
 * and end), the unmatched listings to confirm, and the monitoring API's keys.
 */
export function Component() {
  const imports = useImports(BASE)
  const importsKey = importsQueryOptions(BASE).queryKey
  useLiveInvalidation({
    'import.changed': [
      importsKey,
      unmatchedQueryOptions().queryKey,
      apiKeysQueryOptions().queryKey,
    ],
    'protection.changed': [importsKey, unmatchedQueryOptions().queryKey],
  })
  const page = imports.data
  return (
    <>
      <PageHeader title={T.screen.heading} description={T.screen.description}>
        <Button asChild variant="outline">
          <Link to={LISTINGS_IMPORT_PATHS.protection}>
            <ArrowLeft aria-hidden="true" />
            {T.screen.backToProtection}
          </Link>
        </Button>
      </PageHeader>
      {imports.isError && !page ? (
        <RetryAlert
          title={T.screen.loadFailed}
          description={imports.error.message}
          retryLabel={T.screen.tryAgain}
          onRetry={() => void imports.refetch()}
        />
      ) : page && page.entry === null ? (
        <Alert>{T.screen.noEntry}</Alert>
      ) : (
        <div className="grid gap-6 [&>*]:min-w-0">
          <ImportAndHistory
            base={BASE}
            page={page}
            doneLink={{ to: LISTINGS_IMPORT_PATHS.protection, label: T.summary.toProtection }}
            unmatchedHint
          />
          <SectionCard title={T.unmatched.title} description={T.unmatched.description}>
            <UnmatchedListings />
          </SectionCard>
          <SectionCard title={T.apiKeys.title} description={T.apiKeys.description}>
            <ApiKeys />
          </SectionCard>
        </div>
      )}
    </>
  )
}
