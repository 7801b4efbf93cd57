import { LoaderCircle } from 'lucide-react'
import { LISTINGS_IMPORT_PATHS, LISTINGS_IMPORT_TEXTS } from '#shared/listings-import-texts.ts'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useInvalidateImports, type ImportsPage } from './api.ts'
import { ImportListingsForm } from './import-form.tsx'
import { ImportsHistory } from './imports-history.tsx'

const T = LISTINGS_IMPORT_TEXTS

/**
 * The import form and the imports' history of one brand, for the brand's own screen and an
 * admin's on its behalf (`base` tells which API).
 */
export function ImportAndHistory({
  base,
  page,
  doneLink,
  unmatchedHint = false,
}: {
  base: string
  /** undefined while loading. */
  page: ImportsPage | undefined
  doneLink: { to: string; label: string }
  unmatchedHint?: boolean
}) {
  const refresh = useInvalidateImports(base)
  return (
    <>
      <SectionCard title={T.form.title} description={T.form.description}>
        {page ? (
          <ImportListingsForm
            base={base}
            sellers={page.sellers}
            onImported={() => void refresh()}
            doneLink={doneLink}
            unmatchedHint={unmatchedHint}
          />
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </SectionCard>
      <SectionCard title={T.history.title} description={T.history.description}>
        {page?.recalculating ? (
          <p className="text-muted-foreground mb-3 flex items-center gap-2 text-sm" role="status">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {T.history.recalculating}
          </p>
        ) : null}
        <ImportsHistory
          imports={page?.imports}
          unmatchedHint={unmatchedHint}
          warningsDownload={base === LISTINGS_IMPORT_PATHS.brandApi}
        />
      </SectionCard>
    </>
  )
}
