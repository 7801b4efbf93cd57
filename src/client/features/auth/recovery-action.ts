import type { RecoveryAction } from '#shared/schemas/auth.ts'

/** What the one button under a recovery result does. */
export type RecoveryButtonKind = 'close' | 'contact' | 'apply' | 'retry'

/** 000 §4 recovery dialog: each action of the response maps to exactly one button. */
export function recoveryButton(action: RecoveryAction | string): {
  label: string
  kind: RecoveryButtonKind
} {
  switch (action) {
    case 'check_email':
      return { label: 'Done', kind: 'close' }
    case 'wait':
      return { label: "I'll wait for approval", kind: 'close' }
    case 'contact_support':
    case 'contact_admin':
      return { label: 'Contact Support', kind: 'contact' }
    case 'apply':
      return { label: 'Apply Now', kind: 'apply' }
    default:
      return { label: 'Try Again', kind: 'retry' }
  }
}
