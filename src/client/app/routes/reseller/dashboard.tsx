import { PortalDashboard } from '../../../components/layouts/portal-dashboard.tsx'
import { PORTAL_SCREENS, RESELLER_SCREENS } from '../../../components/layouts/portal-screens.ts'

/** 001 §2.4 reseller dashboard: the greeting and first steps; its cards arrive with a later issue. */
export function Component() {
  return <PortalDashboard screen={RESELLER_SCREENS.dashboard} screens={PORTAL_SCREENS.reseller} />
}
