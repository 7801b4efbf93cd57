import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { ADMIN_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { RegistrationManagement } from '../../../features/reseller-accounts/registration-management.tsx'

/** 001 §2.2 Reseller Registration Management. */
export function Component() {
  const screen = ADMIN_SCREENS.resellerRegistration
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <RegistrationManagement />
    </>
  )
}
