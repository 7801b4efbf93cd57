import { SUPPORT_EMAIL, type Role } from '#shared/constants.ts'
import { AUTH_SCREEN_MESSAGES, ERROR_CODES, MESSAGES } from '#shared/messages.ts'
import { USER_CODES, USERS_TEXTS } from '#shared/users-texts.ts'

/** What an ApiError-like failure needs to carry for the mapping (status 0 = no answer). */
export interface SignInFailure {
  status: number
  code?: string
  message?: string
  title?: string
}

/** An account state worth keeping on the page, not only in a transient toast. */
export type SignInBlock = 'pending' | 'rejected'

export interface SignInErrorView {
  title: string
  description: string
  block?: SignInBlock
}

/**
 * 000 §8: the sign-in error catalogue. Pure, so that every branch is unit-tested; `portal` is
 * the login page used (the reseller page explains a failed login at more length).
 */
export function mapSignInError(
  error: SignInFailure,
  { email, portal }: { email: string; portal: Role },
): SignInErrorView {
  if (error.status === 429) {
    return { title: MESSAGES.rateLimited.title, description: MESSAGES.rateLimited.message }
  }
  if (error.status === 401) {
    const named = AUTH_SCREEN_MESSAGES.invalidCredentials(email)
    return {
      title: MESSAGES.loginFailedTitle,
      description:
        portal === 'reseller'
          ? `${named} ${AUTH_SCREEN_MESSAGES.resellerInvalidCredentialsHelp(SUPPORT_EMAIL)}`
          : named,
    }
  }
  if (error.status === 403) {
    switch (error.code) {
      case ERROR_CODES.resellerPending:
        return {
          title: MESSAGES.resellerPending.title,
          description: MESSAGES.resellerPending.message,
          block: 'pending',
        }
      case ERROR_CODES.resellerRejected:
        return {
          title: MESSAGES.signInFailed,
          description: MESSAGES.resellerRejected,
          block: 'rejected',
        }
      case ERROR_CODES.emailNotVerified:
        return { title: MESSAGES.signInFailed, description: MESSAGES.emailNotConfirmed }
      case USER_CODES.banned:
        return { title: MESSAGES.signInFailed, description: USERS_TEXTS.bannedSignIn }
    }
  }
  return { title: MESSAGES.signInFailed, description: MESSAGES.loginDefault }
}
