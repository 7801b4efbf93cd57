import { RecordHistory } from '../../../features/audit-log/record-history.tsx'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { ADMIN_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { ApplicationReview } from '../../../features/reseller-accounts/application-review.tsx'

/** 001 §2.2 Reseller Application Management. */
export function Component() {
  const screen = ADMIN_SCREENS.resellerApplications
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <ApplicationReview
        renderHistory={(application) => (
          <RecordHistory targetType="reseller_application" targetId={application.id} />
        )}
      />
    </>
  )
}
