import { Navigate, Outlet, useLocation } from 'react-router'
import type { Role } from '#shared/constants.ts'
import { PageLoading } from '../../components/ui/page-loading.tsx'
import { useSession } from './session-api.ts'

/**
 * 000 §4 / 001 §2.1 route guard: while loading, wait; signed out → /{role}/login carrying the
 * origin; wrong role → /; an admin may enter every portal. The server decides what data
 * anyone gets; this only decides what to render.
 */
export function RoleGuard({ role }: { role: Role }) {
  const session = useSession()
  const location = useLocation()
  if (session.isPending) return <PageLoading />
  const user = session.data
  if (!user) {
    return <Navigate to={`/${role}/login`} replace state={{ from: location }} />
  }
  if (user.role !== role && user.role !== 'admin') {
    return <Navigate to="/" replace />
  }
  return <Outlet />
}

/** Where to go after sign-in (000 §2): the origin if it is not /, else the role's dashboard. */
export function destinationAfterLogin(role: Role, from: unknown): string {
  const origin = from as { pathname?: string; search?: string; hash?: string } | undefined
  if (origin?.pathname && origin.pathname !== '/') {
    return `${origin.pathname}${origin.search ?? ''}${origin.hash ?? ''}`
  }
  return `/${role}/dashboard`
}
