import type { Role } from '#shared/constants.ts'
import { PORTAL_LABELS } from '#shared/messages.ts'

/**
 * Where an account of `role` signs in and asks for a new password, as absolute links for mails.
 * The reset page's `type` picks the login page it returns to (brand is its default; admin is the
 * Admin Console's flavour, issue 16).
 */
export function portalLinks(appUrl: string, role: Role) {
  const login = `/${role}/login`
  const reset = `/reset-password?type=${role}`
  return {
    label: PORTAL_LABELS[role],
    loginUrl: new URL(login, appUrl).toString(),
    resetUrl: new URL(reset, appUrl).toString(),
  }
}
