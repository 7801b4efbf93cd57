import { Outlet } from 'react-router'
import { PORTAL_SCREENS, RESELLER_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { PortalShell } from '../../../components/layouts/portal-shell.tsx'
import { useUnreadMessagesBadge } from '../../../features/messages/use-unread-messages.ts'

/** The Reseller Portal frame around every reseller screen (001 §2.1), with unread messages. */
export function Component() {
  const unread = useUnreadMessagesBadge()
  return (
    <PortalShell
      portal="reseller"
      nav={PORTAL_SCREENS.reseller}
      badges={unread ? { [RESELLER_SCREENS.messages.to]: unread } : undefined}
    >
      <Outlet />
    </PortalShell>
  )
}
