import { Outlet, useLocation } from 'react-router'
import { BRAND_SCREENS, PORTAL_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { PortalShell } from '../../../components/layouts/portal-shell.tsx'
import { BrandEntryGate } from '../../../features/brand-portal/brand-entry-gate.tsx'
import { useUnreadMessagesBadge } from '../../../features/messages/use-unread-messages.ts'
import { useSession } from '../../../features/session/session-api.ts'

/** The Brand Portal frame around every brand screen (001 §2.1). */
export function Component() {
  const { data: user } = useSession()
  const { pathname } = useLocation()
  const unread = useUnreadMessagesBadge()
  return (
    <PortalShell
      portal="brand"
      nav={PORTAL_SCREENS.brand}
      badges={unread ? { [BRAND_SCREENS.messages.to]: unread } : undefined}
    >
      {/* A brand is its directory entry (001 §6): none yet, or one awaiting review, is said here. */}
      <BrandEntryGate
        user={user}
        isDashboard={pathname.replace(/\/$/, '') === BRAND_SCREENS.dashboard.to}
        dashboardHeading={BRAND_SCREENS.dashboard.heading}
        dashboardPath={BRAND_SCREENS.dashboard.to}
      >
        <Outlet />
      </BrandEntryGate>
    </PortalShell>
  )
}
