import { Outlet } from 'react-router'
import { PORTAL_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { PortalShell } from '../../../components/layouts/portal-shell.tsx'

/** The Brand Portal frame around every brand screen (001 §2.1). */
export function Component() {
  return (
    <PortalShell portal="brand" nav={PORTAL_SCREENS.brand}>
      <Outlet />
    </PortalShell>
  )
}
