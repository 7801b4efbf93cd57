import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { ADMIN_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { BrandImportActions } from '../../../features/brand-import/brand-import-actions.tsx'
import { AddBrandButton } from '../../../features/brands-directory/add-brand-button.tsx'
import { useRefreshBrands } from '../../../features/brands-directory/api/brands.ts'
import { BrandsTable } from '../../../features/brands-directory/brands-table.tsx'
import { BulkAllocateDialog } from '../../../features/brands-directory/bulk-allocate-dialog.tsx'
import { EntryChangesPanel } from '../../../features/brands-directory/entry-changes-panel.tsx'
import { ReviewDuplicatesDialog } from '../../../features/brands-directory/review-duplicates-dialog.tsx'

/**
 * 001 §2.2 Brands Directory: header buttons Review Duplicates, Bulk Allocate Brands, Bulk Upload
 * (with the template and export, from brand-import), Add Brand; then brands' name and e-mail
 * changes awaiting review (issue 15 item 11), and the table.
 */
export function Component() {
  const screen = ADMIN_SCREENS.brandsDirectory
  const refresh = useRefreshBrands()
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description}>
        <ReviewDuplicatesDialog />
        <BulkAllocateDialog />
        <BrandImportActions onImported={refresh} />
        <AddBrandButton />
      </PageHeader>
      <EntryChangesPanel />
      <BrandsTable />
    </>
  )
}
