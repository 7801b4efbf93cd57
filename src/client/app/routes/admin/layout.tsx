import { Outlet } from 'react-router'
import { PORTAL_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { PortalShell } from '../../../components/layouts/portal-shell.tsx'

/** The Admin Console frame around every admin screen (001 §2.1). */
export function Component() {
  return (
    <PortalShell portal="admin" nav={PORTAL_SCREENS.admin}>
      <Outlet />
    </PortalShell>
  )
}
