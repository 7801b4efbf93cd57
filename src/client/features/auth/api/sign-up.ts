import type { SignUpRequest } from '#shared/schemas/auth.ts'
import { api } from '../../../lib/api.ts'

/** 000 §7 call 1: creates the account; no session follows (autoSignIn is off). */
export function signUpWithEmail(request: SignUpRequest) {
  return api<unknown>('/api/auth/sign-up/email', { method: 'POST', body: request })
}
