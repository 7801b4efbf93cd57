import { Outlet } from 'react-router'
import { PORTAL_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { PortalShell } from '../../../components/layouts/portal-shell.tsx'

/** The Reseller Portal frame around every reseller screen (001 §2.1). */
export function Component() {
  return (
    <PortalShell portal="reseller" nav={PORTAL_SCREENS.reseller}>
      <Outlet />
    </PortalShell>
  )
}
