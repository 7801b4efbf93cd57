import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { POST_LOGIN_REDIRECT_MS, WELCOME_TOAST_MS, type Role } from '#shared/constants.ts'
import { AUTH_SCREEN_MESSAGES } from '#shared/messages.ts'
import type { SignInInput } from '#shared/schemas/auth.ts'
import { ApiError } from '../../lib/api.ts'
import { wait } from '../../lib/utils.ts'
import { destinationAfterLogin } from '../session/role-guard.tsx'
import { sessionQueryOptions, type SessionUser } from '../session/session-api.ts'
import { signInWithEmail } from './api/sign-in.ts'
import { authToast } from './auth-toast.ts'
import { mapSignInError, type SignInBlock, type SignInFailure } from './map-sign-in-error.ts'

export function toSignInFailure(error: unknown): SignInFailure {
  if (error instanceof ApiError) {
    return { status: error.status, code: error.code, message: error.message, title: error.title }
  }
  return { status: -1 }
}

/** The origin the route guard carried here (000 §4), if any. */
export function useLoginOrigin(): unknown {
  const state: unknown = useLocation().state
  return (state as { from?: unknown } | null)?.from
}

/** Signs in and re-reads the session; the user from /api/me, or a shown error and null. */
export function useSignInRequest(portal: Role) {
  const queryClient = useQueryClient()
  const [block, setBlock] = useState<SignInBlock | null>(null)

  async function request(values: SignInInput): Promise<SessionUser | null> {
    setBlock(null)
    try {
      await signInWithEmail(values)
      // A fresh read (not the cached "signed out"): it also refreshes every useSession().
      const user = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 })
      if (!user) throw new Error('No session after sign-in')
      return user
    } catch (error) {
      const view = mapSignInError(toSignInFailure(error), { email: values.email, portal })
      authToast.error(view.title, { description: view.description })
      setBlock(view.block ?? null)
      return null
    }
  }

  return { request, block }
}

/**
 * Where a signed-in user goes from a portal's login page: the origin if it belongs to this
 * portal and the user may enter it (an admin may enter any), else the dashboard of the user's
 * real role (so a reseller signing in on the brand page still lands in the reseller portal).
 */
export function portalDestination(role: Role, portal: Role, origin: unknown): string {
  return destinationAfterLogin(role, role === portal || role === 'admin' ? origin : undefined)
}

/** The welcome toast and the delayed move into the portal (000 §2, §9). */
export async function welcomeAndGo(
  user: SessionUser,
  destination: string,
  navigate: ReturnType<typeof useNavigate>,
) {
  authToast.success(AUTH_SCREEN_MESSAGES.welcomeTitle, {
    description: AUTH_SCREEN_MESSAGES.welcome(user.email),
    duration: WELCOME_TOAST_MS,
  })
  await wait(POST_LOGIN_REDIRECT_MS)
  await navigate(destination, { replace: true })
}

/**
 * Brand and reseller sign-in (000 §2): on success, welcome the user and, after 1 s, go to the
 * origin or the dashboard of the user's real role. `signingIn` lets the page hold back its
 * "already signed in" redirect so that the welcome and the delay are not cut short.
 */
export function usePortalSignIn(portal: 'brand' | 'reseller') {
  const navigate = useNavigate()
  const origin = useLoginOrigin()
  const { request, block } = useSignInRequest(portal)
  const [signingIn, setSigningIn] = useState(false)

  async function signIn(values: SignInInput) {
    setSigningIn(true)
    const user = await request(values)
    if (!user) {
      setSigningIn(false)
      return
    }
    await welcomeAndGo(user, portalDestination(user.role, portal, origin), navigate)
  }

  return { signIn, block, signingIn }
}
