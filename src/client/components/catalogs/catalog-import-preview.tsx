/**
 * A catalog import's preview and summary (issue 15), shared by the brand's Your Catalogs and the
 * admin's Catalog Management: what approval would add and update (old → new, field by field),
 * the conflicts, the changes the brand confirms first, and afterwards what approval did. Who may
 * confirm is the caller's business: it passes the control (the brand's button, the admin's
 * status line) for the confirmations section.
 */
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import {
  CATALOG_PREVIEW_TEXTS as T,
  INVENTORY_TEXTS,
  type CatalogImportPreview,
  type CatalogImportSummary,
  type CatalogProductUpdate,
} from '#shared/brand-inventory-texts.ts'
import { Alert } from '../ui/alert.tsx'
import { Button } from '../ui/button.tsx'

/** One updated product: its SKU and name, then each field old → new. */
export function ProductUpdates({ updates }: { updates: CatalogProductUpdate[] }) {
  return (
    <ul className="list-inside list-disc">
      {updates.map((u) => (
        <li key={u.sku}>
          {`${u.sku} ${u.name}: `}
          {u.changes.map((c) => T.fieldChange(c.field, c.from, c.to)).join('; ')}
        </li>
      ))}
    </ul>
  )
}

/** What approving the catalog did to the products (catalog-products.ts on the server). */
export function CatalogImportSummaryView({ summary }: { summary: CatalogImportSummary }) {
  if (summary.kind === 'file') {
    return <p className="text-muted-foreground text-xs">{INVENTORY_TEXTS.pdfApproved}</p>
  }
  return (
    <div className="space-y-1 text-xs">
      <p>{INVENTORY_TEXTS.importSummary(summary.created, summary.updated, summary.failed)}</p>
      {summary.error ? (
        <p role="alert" className="text-destructive">
          {summary.error}
        </p>
      ) : null}
      {summary.unchanged ? <p>{T.unchangedSkipped(summary.unchanged)}</p> : null}
      {summary.changes && summary.changes.length > 0 ? (
        <details>
          <summary className="cursor-pointer">{T.updatedProducts(summary.updated)}</summary>
          <div className="text-muted-foreground mt-1">
            <ProductUpdates updates={summary.changes} />
            {summary.moreChanges ? <p>{INVENTORY_TEXTS.andMore(summary.moreChanges)}</p> : null}
          </div>
        </details>
      ) : null}
      {summary.errors.length > 0 ? (
        <details>
          <summary className="cursor-pointer">{T.errors(summary.failed)}</summary>
          <ul className="text-muted-foreground mt-1 list-inside list-disc">
            {summary.errors.map((e) => (
              <li key={e.row}>{INVENTORY_TEXTS.rowError(e.row, e.message)}</li>
            ))}
            {summary.moreErrors > 0 ? <li>{INVENTORY_TEXTS.andMore(summary.moreErrors)}</li> : null}
          </ul>
        </details>
      ) : null}
    </div>
  )
}

/** The confirmations the approval still waits for (keys not confirmed yet). */
export const openConfirmations = (preview: CatalogImportPreview) => {
  const confirmed = new Set(preview.confirmed)
  return preview.confirmations.filter((c) => !confirmed.has(c.key))
}

function PreviewBody({
  preview,
  confirmationsHeading,
  confirmControl,
}: {
  preview: CatalogImportPreview
  confirmationsHeading: string
  confirmControl: ReactNode
}) {
  if (preview.kind === 'file') return <p>{INVENTORY_TEXTS.pdfApproved}</p>
  return (
    <div className="space-y-3">
      <p>
        {T.counts(
          preview.adds.length + preview.moreAdds,
          preview.updates.length + preview.moreUpdates,
          preview.unchanged,
          preview.failed,
        )}
      </p>
      {preview.error ? <Alert variant="destructive">{preview.error}</Alert> : null}
      {preview.confirmations.length > 0 ? (
        <section aria-label={confirmationsHeading} className="space-y-2">
          <h4 className="font-medium">{confirmationsHeading}</h4>
          <ul className="list-inside list-disc">
            {preview.confirmations.map((c) => (
              <li key={c.key}>{c.message}</li>
            ))}
          </ul>
          {confirmControl}
        </section>
      ) : null}
      {preview.updates.length > 0 ? (
        <section aria-label={T.updates}>
          <h4 className="font-medium">{T.updates}</h4>
          <ProductUpdates updates={preview.updates} />
          {preview.moreUpdates > 0 ? <p>{INVENTORY_TEXTS.andMore(preview.moreUpdates)}</p> : null}
        </section>
      ) : null}
      {preview.adds.length > 0 ? (
        <section aria-label={T.adds}>
          <h4 className="font-medium">{T.adds}</h4>
          <ul className="list-inside list-disc">
            {preview.adds.map((a) => (
              <li key={a.sku}>{`${a.sku} ${a.name}`}</li>
            ))}
          </ul>
          {preview.moreAdds > 0 ? <p>{INVENTORY_TEXTS.andMore(preview.moreAdds)}</p> : null}
        </section>
      ) : null}
      {preview.conflicts.length > 0 ? (
        <section aria-label={T.conflicts}>
          <h4 className="font-medium">{T.conflicts}</h4>
          <ul className="list-inside list-disc">
            {preview.conflicts.map((e) => (
              <li key={e.row}>{INVENTORY_TEXTS.rowError(e.row, e.message)}</li>
            ))}
          </ul>
          {preview.moreConflicts > 0 ? (
            <p>{INVENTORY_TEXTS.andMore(preview.moreConflicts)}</p>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}

/**
 * The Preview import button and, while open, the region with the preview: its state comes from
 * the caller's query (enabled only while shown), its confirmations control from `confirmControl`.
 */
export function CatalogImportPreviewPanel({
  name,
  shown,
  onShownChange,
  query,
  confirmationsHeading,
  confirmControl,
}: {
  name: string
  shown: boolean
  onShownChange: (shown: boolean) => void
  query: UseQueryResult<CatalogImportPreview>
  confirmationsHeading: string
  confirmControl: (preview: CatalogImportPreview) => ReactNode
}) {
  return (
    <div className="space-y-2 text-xs">
      <Button variant="outline" size="sm" onClick={() => onShownChange(!shown)}>
        {shown ? T.hidePreview : T.previewButton}
        <span className="sr-only"> {name}</span>
      </Button>
      {shown ? (
        <div
          className="border-border rounded-md border p-3"
          aria-label={`${T.heading}: ${name}`}
          role="region"
        >
          {query.isPending ? (
            <p aria-busy="true">{T.loading}</p>
          ) : query.isError ? (
            <Alert variant="destructive">{`${T.loadFailed}: ${query.error.message}`}</Alert>
          ) : (
            <PreviewBody
              preview={query.data}
              confirmationsHeading={confirmationsHeading}
              confirmControl={confirmControl(query.data)}
            />
          )}
        </div>
      ) : null}
    </div>
  )
}
