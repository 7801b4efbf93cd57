import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { ADMIN_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { AddLeadBrandForm } from '../../../features/lead-magnet-list/add-lead-brand-form.tsx'
import { LeadBrandsTable } from '../../../features/lead-magnet-list/lead-brands-table.tsx'

/** Lead Magnet List (issue 16 item 9): the brands the lead magnet mails, with their count. */
export function Component() {
  const screen = ADMIN_SCREENS.leadMagnetList
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <div className="grid gap-6">
        <LeadBrandsTable />
        <AddLeadBrandForm />
      </div>
    </>
  )
}
