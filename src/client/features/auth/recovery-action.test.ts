import { describe, expect, it } from 'vitest'
import { RECOVERY_ACTIONS } from '#shared/schemas/auth.ts'
import { recoveryButton } from './recovery-action.ts'

describe('recoveryButton', () => {
  it('maps every action of 000 §4 to its button', () => {
    const labels = Object.fromEntries(RECOVERY_ACTIONS.map((a) => [a, recoveryButton(a)]))
    expect(labels).toEqual({
      check_email: { label: 'Done', kind: 'close' },
      wait: { label: "I'll wait for approval", kind: 'close' },
      contact_support: { label: 'Contact Support', kind: 'contact' },
      contact_admin: { label: 'Contact Support', kind: 'contact' },
      apply: { label: 'Apply Now', kind: 'apply' },
      other: { label: 'Try Again', kind: 'retry' },
    })
  })

  it('lets the user try again on an action it does not know', () => {
    expect(recoveryButton('something_new')).toEqual({ label: 'Try Again', kind: 'retry' })
  })
})
