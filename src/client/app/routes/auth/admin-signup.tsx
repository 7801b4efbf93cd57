import { AdminSignUpPage } from '../../../features/auth/admin-signup-page.tsx'

/** /admin/signup (000 §2, DESIGN decision 2). */
export function Component() {
  return <AdminSignUpPage />
}
