import { ResetConfirmPage } from '../../../features/auth/reset-confirm-page.tsx'

/** /reset-password/confirm: the target of the e-mailed reset link (000 §2, §8). */
export function Component() {
  return <ResetConfirmPage />
}
