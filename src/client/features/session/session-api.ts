import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Role } from '#shared/constants.ts'
import { api } from '../../lib/api.ts'

export interface SessionUser {
  id: string
  email: string
  emailVerified: boolean
  role: Role
  fullName: string | null
  companyName: string | null
  resellerStatus: string | null
}

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: async () => (await api<{ user: SessionUser | null }>('/api/me')).user,
  staleTime: 60_000,
  retry: 1,
})

/** The signed-in user (null when signed out); `isPending` while the session is loading. */
export function useSession() {
  return useQuery(sessionQueryOptions)
}

export function useRefreshSession() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey })
}

/** Signs out on the server, clears local state and browser storage (000 §4). */
export async function signOut(queryClient: ReturnType<typeof useQueryClient>) {
  await api('/api/auth/sign-out', { method: 'POST', body: {} })
  try {
    localStorage.clear()
    sessionStorage.clear()
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
  queryClient.setQueryData(sessionQueryOptions.queryKey, null)
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' })
}
