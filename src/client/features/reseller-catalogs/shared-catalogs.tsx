import { Download, FolderOpen } from 'lucide-react'
import { RESELLER_CATALOG_TEXTS as T } from '#shared/catalogs-texts.ts'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent } from '../../components/ui/card.tsx'
import { TableHeader } from '../../components/ui/data-table.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useResellerCatalogs, type ResellerCatalog } from './api.ts'

const COLUMNS = Object.values(T.columns)

function formatSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

const fileLabel = (c: ResellerCatalog) => `${c.fileType.toUpperCase()} · ${formatSize(c.sizeBytes)}`
const grantedOn = (c: ResellerCatalog) => new Date(c.grantedAt).toLocaleDateString()

function DownloadLink({ catalog }: { catalog: ResellerCatalog }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={catalog.fileUrl} download aria-label={`${T.download} ${catalog.name}`}>
        <Download aria-hidden="true" />
        {T.download}
      </a>
    </Button>
  )
}

/**
 * Issue 16: the catalogs an admin shared with the reseller, newest grant first: a table from the
 * md breakpoint up, one card per catalog on a phone, each with its Download.
 */
export function SharedCatalogs() {
  const query = useResellerCatalogs()
  if (query.isError) {
    return (
      <RetryAlert
        title={T.loadFailed}
        description={query.error.message}
        retryLabel={T.tryAgain}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (query.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    )
  }
  const catalogs = query.data
  if (catalogs.length === 0) {
    return (
      <EmptyState icon={FolderOpen} title={T.emptyTitle}>
        {T.empty}
      </EmptyState>
    )
  }
  return (
    <Card>
      <CardContent className="pt-6">
        <table className="hidden w-full text-left text-sm md:table" aria-label={T.listLabel}>
          <TableHeader columns={COLUMNS} right={[T.columns.download]} />
          <tbody>
            {catalogs.map((c) => (
              <tr key={c.id} className="border-border border-b last:border-0">
                <td className="px-2 py-3 font-medium break-words">{c.name}</td>
                <td className="px-2 py-3">{c.brandName}</td>
                <td className="text-muted-foreground px-2 py-3 whitespace-nowrap">
                  {fileLabel(c)}
                </td>
                <td className="px-2 py-3 whitespace-nowrap">{grantedOn(c)}</td>
                <td className="px-2 py-3 text-right">
                  <DownloadLink catalog={c} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="divide-border divide-y md:hidden" aria-label={T.listLabel}>
          {catalogs.map((c) => (
            <li key={c.id} className="space-y-2 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{c.name}</p>
                <p className="text-sm">{c.brandName}</p>
                <p className="text-muted-foreground text-xs">
                  {fileLabel(c)} · {T.columns.granted} {grantedOn(c)}
                </p>
              </div>
              <DownloadLink catalog={c} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
