import { ScreenComingSoon } from '../../../components/layouts/screen-coming-soon.tsx'
import { RESELLER_SCREENS } from '../../../components/layouts/portal-screens.ts'

/** 001 §2.4 Messages — its content arrives with a later issue. */
export function Component() {
  return <ScreenComingSoon screen={RESELLER_SCREENS.messages} />
}
