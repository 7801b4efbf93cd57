import { PortalDashboard } from '../../../components/layouts/portal-dashboard.tsx'
import { PORTAL_SCREENS, BRAND_SCREENS } from '../../../components/layouts/portal-screens.ts'

/** 001 §2.3 brand dashboard: the greeting and first steps; its cards arrive with a later issue. */
export function Component() {
  return <PortalDashboard screen={BRAND_SCREENS.dashboard} screens={PORTAL_SCREENS.brand} />
}
