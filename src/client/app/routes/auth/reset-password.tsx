import { ResetRequestPage } from '../../../features/auth/reset-request-page.tsx'

/** /reset-password?type=brand|reseller (000 §2, §4, §8). */
export function Component() {
  return <ResetRequestPage />
}
