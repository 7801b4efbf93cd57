import { PortalSignUpPage } from '../../../features/auth/portal-signup-page.tsx'

/** /brand/signup (000 §2, §5, §8). */
export function Component() {
  return <PortalSignUpPage portal="brand" />
}
