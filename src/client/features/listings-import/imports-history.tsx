import { ChevronDown, ChevronRight } from 'lucide-react'
import { Fragment, useState } from 'react'
import { LISTINGS_IMPORT_TEXTS } from '#shared/listings-import-texts.ts'
import { LISTING_SOURCE_LABELS } from '#shared/listings.ts'
import { listingWarningsCsvPath } from '#shared/listing-warnings.ts'
import type { ListingImportItem } from '#shared/protection-api.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { DataTableBody, TableHeader } from '../../components/ui/data-table.tsx'
import { dateTime } from './format.ts'
import { ImportSummary } from './import-summary.tsx'

const T = LISTINGS_IMPORT_TEXTS.history

const STATUS_TONE = { running: 'info', complete: 'success', failed: 'danger' } as const

function ImportRow({
  item,
  unmatchedHint,
  warningsDownload,
}: {
  item: ListingImportItem
  unmatchedHint: boolean
  warningsDownload: boolean
}) {
  const [open, setOpen] = useState(false)
  const detailsId = `import-${item.id}-summary`
  return (
    <Fragment>
      <tr className="border-border border-b align-top last:border-0">
        <td className="px-2 py-3">{LISTING_SOURCE_LABELS[item.source]}</td>
        <td className="max-w-56 px-2 py-3 break-words">{item.label}</td>
        <td className="px-2 py-3">
          <Badge tone={STATUS_TONE[item.status]}>{T.status[item.status]}</Badge>
          {item.error ? (
            <p className="text-destructive mt-1 max-w-72 text-xs">{item.error}</p>
          ) : null}
        </td>
        <td className="px-2 py-3">
          {item.source === 'api' ? T.api : (item.startedBy ?? T.someone)}
        </td>
        <td className="px-2 py-3 whitespace-nowrap">
          <time dateTime={item.startedAt}>{dateTime(item.startedAt)}</time>
        </td>
        <td className="px-2 py-3 text-right">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={open ? T.hide(item.label) : T.show(item.label)}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
            {open ? T.hideShort : T.showShort}
          </Button>
        </td>
      </tr>
      {open ? (
        <tr id={detailsId} className="border-border bg-muted/40 border-b">
          <td colSpan={6} className="px-3 py-4">
            {item.summary ? (
              <ImportSummary
                summary={item.summary}
                unmatchedHint={unmatchedHint}
                warningsHref={warningsDownload ? listingWarningsCsvPath(item.id) : null}
              />
            ) : (
              <p className="text-muted-foreground text-sm">{T.noSummary}</p>
            )}
          </td>
        </tr>
      ) : null}
    </Fragment>
  )
}

/** The brand's listings imports, newest first, each with its summary behind a toggle. */
export function ImportsHistory({
  imports,
  unmatchedHint = false,
  warningsDownload = false,
}: {
  /** undefined while loading. */
  imports: readonly ListingImportItem[] | undefined
  unmatchedHint?: boolean
  /** Offer each import's warnings as CSV (the brand's own screen: the download is the brand's). */
  warningsDownload?: boolean
}) {
  const columns = Object.values(T.columns)
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[720px] text-left text-sm" aria-label={T.title}>
        <TableHeader columns={columns} right={[T.columns.details]} />
        <DataTableBody
          columns={columns.length}
          rows={imports}
          skeletonRows={3}
          empty={T.empty}
          emptyHint={T.emptyHint}
        >
          {(item) => (
            <ImportRow
              key={item.id}
              item={item}
              unmatchedHint={unmatchedHint}
              warningsDownload={warningsDownload}
            />
          )}
        </DataTableBody>
      </table>
    </div>
  )
}
