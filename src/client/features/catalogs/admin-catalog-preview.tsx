import { CATALOG_PREVIEW_TEXTS as T } from '#shared/brand-inventory-texts.ts'
import {
  CatalogImportPreviewPanel,
  openConfirmations,
} from '../../components/catalogs/catalog-import-preview.tsx'
import { useAdminCatalogPreview } from './api/catalogs.ts'

/**
 * Issue 15: the admin reads a pending catalog's import preview before approving it: the adds,
 * the updates old → new, the conflicts, and the changes only the brand may confirm, with whether
 * the brand has (read-only: approval waits for the brand, never for the admin's click).
 */
export function AdminCatalogPreview({
  id,
  name,
  shown,
  onShownChange,
}: {
  id: string
  name: string
  shown: boolean
  onShownChange: (shown: boolean) => void
}) {
  const query = useAdminCatalogPreview(id, shown)
  return (
    <CatalogImportPreviewPanel
      name={name}
      shown={shown}
      onShownChange={onShownChange}
      query={query}
      confirmationsHeading={T.adminNeedsConfirmation}
      confirmControl={(preview) => {
        const open = openConfirmations(preview).length
        return (
          <p role="status" className={open > 0 ? 'font-medium' : undefined}>
            {open > 0 ? T.adminWaiting(open, preview.confirmations.length) : T.adminAllConfirmed}
          </p>
        )
      }}
    />
  )
}
