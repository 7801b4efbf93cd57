import { api } from '../../../lib/api.ts'

/** 000 §7 call 6: sets the new password with the token from the e-mailed link. */
export function resetPassword(input: { newPassword: string; token: string }) {
  return api<{ status: boolean }>('/api/auth/reset-password', { method: 'POST', body: input })
}
