import { ExternalLink } from 'lucide-react'
import { INVENTORY_TEXTS as T } from '#shared/brand-inventory-texts.ts'
import type { CatalogStatus } from '#shared/catalogs-texts.ts'
import { CatalogImportSummaryView } from '../../components/catalogs/catalog-import-preview.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useBrandCatalogs } from './api.ts'
import { CatalogImportPreviewPanel } from './catalog-import-preview.tsx'

/** 001 §4.3 badge colours: green approved, red rejected, yellow otherwise. */
function CatalogBadge({ status }: { status: CatalogStatus }) {
  const tone = status === 'approved' ? 'success' : status === 'rejected' ? 'danger' : 'warning'
  return (
    <Badge tone={tone} className="capitalize">
      {status}
    </Badge>
  )
}

/** 'Your Catalogs' (001 §2.3): each with its status and View, which opens the file. */
export function YourCatalogs() {
  const query = useBrandCatalogs()
  return (
    <SectionCard title={T.yourCatalogs}>
      {query.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : query.isError ? (
        <RetryAlert
          title={T.catalogsLoadFailed}
          retryLabel={T.tryAgain}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <p className="text-muted-foreground py-6 text-center text-sm">{T.noCatalogs}</p>
      ) : (
        <ul className="divide-border divide-y" aria-label={T.yourCatalogs}>
          {query.data.map((catalog) => (
            <li
              key={catalog.id}
              aria-label={catalog.name}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="truncate font-medium">{catalog.name}</p>
                  <CatalogBadge status={catalog.status} />
                </div>
                <p className="text-muted-foreground text-xs">
                  {new Date(catalog.createdAt).toLocaleString()}
                </p>
                {catalog.importSummary ? (
                  <CatalogImportSummaryView summary={catalog.importSummary} />
                ) : null}
                {catalog.status === 'pending' && !catalog.contentType.includes('pdf') ? (
                  <CatalogImportPreviewPanel id={catalog.id} name={catalog.name} />
                ) : null}
              </div>
              <Button asChild variant="outline" size="sm" className="shrink-0">
                <a href={catalog.fileUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  {T.view}
                  <span className="sr-only"> {catalog.name}</span>
                </a>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}
