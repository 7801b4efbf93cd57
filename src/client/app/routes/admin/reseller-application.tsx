import { useParams } from 'react-router'
import { APPLICATION_DETAIL_TEXTS } from '#shared/admin-detail-texts.ts'
import { RecordHistory } from '../../../features/audit-log/record-history.tsx'
import { ApplicationDetail } from '../../../features/reseller-accounts/application-detail.tsx'

/** Issue 16 item 2: one reseller application, opened from the lists by its company's name. */
export function Component() {
  const { id = '' } = useParams()
  return (
    <ApplicationDetail
      id={id}
      renderHistory={(application) => (
        <RecordHistory
          targetType="reseller_application"
          targetId={application.id}
          title={APPLICATION_DETAIL_TEXTS.historyTitle}
          headingLevel={2}
        />
      )}
    />
  )
}
