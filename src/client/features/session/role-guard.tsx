import { Navigate, Outlet, useLocation } from 'react-router'
import type { Role } from '#shared/constants.ts'
import { PageLoading } from '../../components/ui/page-loading.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { useSession } from './session-api.ts'

export const SESSION_CHECK_FAILED = {
  title: 'We could not check your sign-in',
  description: 'The server did not answer. You are still signed in; try again in a moment.',
  retry: 'Try Again',
}

/**
 * 000 §4 / 001 §2.1 route guard: while loading, wait; signed out → /{role}/login carrying the
 * origin; a failed check → say so and offer to try again; wrong role → /; an admin may enter every portal. The server decides what data
 * anyone gets; this only decides what to render.
 */
export function RoleGuard({ role }: { role: Role }) {
  const session = useSession()
  const location = useLocation()
  if (session.isPending) return <PageLoading />
  // A failed check is not a signed-out user (the server answers null for those): sending them
  // to the login page would lose the page they were on for a moment's outage.
  if (session.isError) {
    return (
      <main className="mx-auto max-w-lg p-6">
        <RetryAlert
          title={SESSION_CHECK_FAILED.title}
          description={SESSION_CHECK_FAILED.description}
          retryLabel={SESSION_CHECK_FAILED.retry}
          onRetry={() => void session.refetch()}
        />
      </main>
    )
  }
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
