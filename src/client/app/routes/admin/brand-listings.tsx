import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { LISTINGS_IMPORT_PATHS, LISTINGS_IMPORT_TEXTS as T } from '#shared/listings-import-texts.ts'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { RetryAlert } from '../../../components/ui/retry-alert.tsx'
import { useImports } from '../../../features/listings-import/api.ts'
import { ImportAndHistory } from '../../../features/listings-import/import-and-history.tsx'
import { ApiError } from '../../../lib/api.ts'

/**
 * Issue 14: an admin imports observed listings for the brand named in the path, with the same
 * form and history as the brand's own screen (the admin's API for that brand).
 */
export function Component() {
  const { entryId = '' } = useParams()
  const base = LISTINGS_IMPORT_PATHS.adminApi(entryId)
  const imports = useImports(base)
  const page = imports.data
  const back = (
    <Button asChild variant="outline">
      <Link to={LISTINGS_IMPORT_PATHS.brandsDirectory}>
        <ArrowLeft aria-hidden="true" />
        {T.screen.backToDirectory}
      </Link>
    </Button>
  )
  if (imports.isError && !page) {
    const missing = imports.error instanceof ApiError && imports.error.status === 404
    return (
      <>
        <PageHeader title={T.screen.adminLoading}>{back}</PageHeader>
        {missing ? (
          <Alert variant="destructive">{T.screen.brandNotFound}</Alert>
        ) : (
          <RetryAlert
            title={T.screen.loadFailed}
            description={imports.error.message}
            retryLabel={T.screen.tryAgain}
            onRetry={() => void imports.refetch()}
          />
        )}
      </>
    )
  }
  return (
    <>
      <PageHeader
        title={page?.entry ? T.screen.adminHeading(page.entry.name) : T.screen.adminLoading}
        description={T.screen.adminDescription}
      >
        {back}
      </PageHeader>
      <div className="grid gap-6 [&>*]:min-w-0">
        <ImportAndHistory
          base={base}
          page={page}
          doneLink={{ to: LISTINGS_IMPORT_PATHS.brandsDirectory, label: T.screen.backToDirectory }}
        />
      </div>
    </>
  )
}
