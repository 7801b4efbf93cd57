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

/**
 * Full-document navigation, behind an object so that tests can spy on it (jsdom does not
 * navigate). Leaving the document is what discards this app's in-memory state.
 */
export const documentNavigation = {
  assign(url: string) {
    window.location.assign(url)
  },
}

/** Clears local and session storage (000 §4). */
export function clearBrowserStorage() {
  try {
    localStorage.clear()
    sessionStorage.clear()
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}

/** Tells the server to end the session; throws (ApiError) when it cannot. */
async function endServerSession() {
  await api('/api/auth/sign-out', { method: 'POST', body: {} })
}

/**
 * Signs out on the server, clears local state and browser storage (000 §4), and stays on the
 * page. For leaving afterwards, use signOutAndLeave.
 */
export async function signOut(queryClient: ReturnType<typeof useQueryClient>) {
  await endServerSession()
  clearBrowserStorage()
  queryClient.setQueryData(sessionQueryOptions.queryKey, null)
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' })
}

/**
 * Forgets the session on this device and loads `destination` as a new document. The session
 * cache is left as it is on purpose: the next document starts without it, and emptied while a
 * portal is still on screen, the portal's guard would send the user to its login page first.
 */
export function leaveSignedOut(destination = '/') {
  clearBrowserStorage()
  documentNavigation.assign(destination)
}

/**
 * 000 §2 / §4: signs out on the server, clears browser storage and leaves for `destination`
 * (a prerendered page such as /, which only a document load reaches). The request is awaited
 * before leaving, so that the unload cannot cancel it. When the server refuses or cannot be
 * reached this throws and nothing changes: the user stays, signed in, on the page.
 */
export async function signOutAndLeave(destination = '/') {
  await endServerSession()
  leaveSignedOut(destination)
}
