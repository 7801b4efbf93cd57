import { useParams } from 'react-router'
import { USER_DETAIL_TEXTS } from '#shared/admin-detail-texts.ts'
import { RecordHistory } from '../../../features/audit-log/record-history.tsx'
import { UserDetail } from '../../../features/users/user-detail.tsx'

/** Issue 16 item 2: one account, opened from User Management (and from what links to it). */
export function Component() {
  const { id = '' } = useParams()
  return (
    <UserDetail
      id={id}
      renderHistory={(user) => (
        <RecordHistory
          targetType="user"
          targetId={user.id}
          title={USER_DETAIL_TEXTS.historyTitle}
          headingLevel={2}
        />
      )}
    />
  )
}
