import type { SignInInput } from '#shared/schemas/auth.ts'
import { api } from '../../../lib/api.ts'

/** 000 §7 call 2: sets the session cookie; failures arrive as ApiError (see map-sign-in-error). */
export function signInWithEmail(input: SignInInput) {
  return api<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input })
}
