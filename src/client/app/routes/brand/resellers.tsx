import { ScreenComingSoon } from '../../../components/layouts/screen-coming-soon.tsx'
import { BRAND_SCREENS } from '../../../components/layouts/portal-screens.ts'

/** 001 §2.3 Resellers Management — its content arrives with a later issue. */
export function Component() {
  return <ScreenComingSoon screen={BRAND_SCREENS.resellers} />
}
