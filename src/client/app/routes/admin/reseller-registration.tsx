import { ScreenComingSoon } from '../../../components/layouts/screen-coming-soon.tsx'
import { ADMIN_SCREENS } from '../../../components/layouts/portal-screens.ts'

/** 001 §2.2 Reseller Registration Management — its content arrives with a later issue. */
export function Component() {
  return <ScreenComingSoon screen={ADMIN_SCREENS.resellerRegistration} />
}
