import { RecordHistory } from '../../../features/audit-log/record-history.tsx'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { ADMIN_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { ApprovalQueue } from '../../../features/reseller-accounts/application-review.tsx'

/** 001 §2.1 Reseller Approvals: the queue of pending reseller applications. */
export function Component() {
  const screen = ADMIN_SCREENS.resellerApprovals
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <ApprovalQueue
        renderHistory={(application) => (
          <RecordHistory targetType="reseller_application" targetId={application.id} />
        )}
      />
    </>
  )
}
