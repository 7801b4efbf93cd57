import { AdminLoginPage } from '../../../features/auth/admin-login-page.tsx'

/** /admin/login (000 §2, §6, §8). */
export function Component() {
  return <AdminLoginPage />
}
