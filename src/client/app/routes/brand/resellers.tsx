import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { BRAND_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { ApplicantQueue } from '../../../features/brand-applications/applicant-queue.tsx'
import { useInvalidateBrandResellers } from '../../../features/brand-resellers/api.ts'
import { ResellersManagement } from '../../../features/brand-resellers/resellers-management.tsx'
import { useLiveEvents } from '../../../features/live/use-live-events.ts'

/**
 * 001 §2.3 Resellers Management, with issue 13's applicant queue above the authorized resellers
 * (#applications); decisions, authorizations and orders change its figures live.
 */
export function Component() {
  const screen = BRAND_SCREENS.resellers
  const refresh = useInvalidateBrandResellers()
  useLiveEvents({
    'authorization.changed': () => void refresh(),
    'order.created': () => void refresh(),
    'order.updated': () => void refresh(),
    'application.changed': () => void refresh(),
  })
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <div className="grid gap-6">
        <ApplicantQueue />
        <ResellersManagement />
      </div>
    </>
  )
}
