import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { ADMIN_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { AuditLogView } from '../../../features/audit-log/audit-log-view.tsx'

/** Issue 16: the append-only audit trail, filtered, paged and exported. */
export function Component() {
  const screen = ADMIN_SCREENS.auditLog
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <AuditLogView />
    </>
  )
}
