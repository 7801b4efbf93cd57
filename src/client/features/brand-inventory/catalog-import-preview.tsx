import { useState } from 'react'
import { toast } from 'sonner'
import {
  CATALOG_PREVIEW_TEXTS as T,
  INVENTORY_TEXTS,
  type CatalogImportPreview,
  type CatalogProductUpdate,
} from '#shared/brand-inventory-texts.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { useCatalogPreview, useConfirmCatalogChanges } from './api.ts'

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

function PreviewBody({ id, preview }: { id: string; preview: CatalogImportPreview }) {
  const confirm = useConfirmCatalogChanges(id)
  const confirmed = new Set(preview.confirmed)
  const open = preview.confirmations.filter((c) => !confirmed.has(c.key))
  async function confirmAll() {
    try {
      await confirm.mutateAsync(open.map((c) => c.key))
      toast.success(T.confirmed)
    } catch (error) {
      toast.error(T.confirmFailed, { description: (error as Error).message })
    }
  }
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
        <section aria-label={T.needsConfirmation} className="space-y-2">
          <h4 className="font-medium">{T.needsConfirmation}</h4>
          <ul className="list-inside list-disc">
            {preview.confirmations.map((c) => (
              <li key={c.key}>{c.message}</li>
            ))}
          </ul>
          {open.length > 0 ? (
            <PendingButton size="sm" pending={confirm.isPending} onClick={() => void confirmAll()}>
              {confirm.isPending ? T.confirming : T.confirmButton}
            </PendingButton>
          ) : (
            <p role="status">{T.allConfirmed}</p>
          )}
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
 * Issue 15: a pending catalog's import preview, opened on demand: what approval would add and
 * update (old → new), the conflicts, and the changes the brand confirms before an admin can
 * approve (a rename, a cleared MAP, a MAP below wholesale).
 */
export function CatalogImportPreviewPanel({ id, name }: { id: string; name: string }) {
  const [shown, setShown] = useState(false)
  const query = useCatalogPreview(id, shown)
  return (
    <div className="space-y-2 text-xs">
      <Button variant="outline" size="sm" onClick={() => setShown((v) => !v)}>
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
            <PreviewBody id={id} preview={query.data} />
          )}
        </div>
      ) : null}
    </div>
  )
}
