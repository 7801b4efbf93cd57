import { Outlet } from 'react-router'
import { useInactivityLogout } from '../features/session/use-inactivity-logout.ts'

/** Wraps every page: the inactivity watch (000 §4) runs wherever a non-admin is signed in. */
export function RootLayout() {
  useInactivityLogout()
  return <Outlet />
}
