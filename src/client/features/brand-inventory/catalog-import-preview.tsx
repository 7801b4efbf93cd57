import { useState } from 'react'
import { toast } from 'sonner'
import {
  CATALOG_PREVIEW_TEXTS as T,
  type CatalogImportPreview,
} from '#shared/brand-inventory-texts.ts'
import {
  CatalogImportPreviewPanel as PreviewPanel,
  openConfirmations,
} from '../../components/catalogs/catalog-import-preview.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { useCatalogPreview, useConfirmCatalogChanges } from './api.ts'

/** The brand's control: confirm every open change at once, or say they are all confirmed. */
function ConfirmChanges({ id, preview }: { id: string; preview: CatalogImportPreview }) {
  const confirm = useConfirmCatalogChanges(id)
  const open = openConfirmations(preview)
  async function confirmAll() {
    try {
      await confirm.mutateAsync(open.map((c) => c.key))
      toast.success(T.confirmed)
    } catch (error) {
      toast.error(T.confirmFailed, { description: (error as Error).message })
    }
  }
  return open.length > 0 ? (
    <PendingButton size="sm" pending={confirm.isPending} onClick={() => void confirmAll()}>
      {confirm.isPending ? T.confirming : T.confirmButton}
    </PendingButton>
  ) : (
    <p role="status">{T.allConfirmed}</p>
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
    <PreviewPanel
      name={name}
      shown={shown}
      onShownChange={setShown}
      query={query}
      confirmationsHeading={T.needsConfirmation}
      confirmControl={(preview) => <ConfirmChanges id={id} preview={preview} />}
    />
  )
}
