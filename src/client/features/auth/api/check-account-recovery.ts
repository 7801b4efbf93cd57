import type { RecoveryResponse } from '#shared/schemas/auth.ts'
import { api } from '../../../lib/api.ts'

/** 000 §7 call 12: where an account stands and what its owner should do next. */
export function checkAccountRecovery(email: string) {
  return api<RecoveryResponse>('/api/account-recovery', { method: 'POST', body: { email } })
}
