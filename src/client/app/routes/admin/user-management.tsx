import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { ADMIN_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { InviteAdminCard } from '../../../features/users/invite-admin-card.tsx'
import { UserManagement } from '../../../features/users/user-management.tsx'

/** 001 §2.1 User Management, also at /admin/users: the accounts, and admin invitations. */
export function Component() {
  const screen = ADMIN_SCREENS.userManagement
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <UserManagement />
      <InviteAdminCard />
    </>
  )
}
