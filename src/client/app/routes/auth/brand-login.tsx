import { PortalLoginPage } from '../../../features/auth/portal-login-page.tsx'

/** /brand/login (000 §2, §5, §8). */
export function Component() {
  return <PortalLoginPage portal="brand" />
}
