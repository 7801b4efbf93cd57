import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { ADMIN_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { CatalogManagement } from '../../../features/catalogs/catalog-management.tsx'

/** 001 §2.2 Catalog Management. */
export function Component() {
  const screen = ADMIN_SCREENS.catalogApprovals
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <CatalogManagement />
    </>
  )
}
