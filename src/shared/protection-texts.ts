/**
 * Issue 14: the screens of brand protection, their paths and words.
 */

export const PROTECTION_PATHS = {
  /** The brand's findings, sorted into the three kinds. */
  findings: '/brand/dashboard/protection',
  finding: (id: string) => `/brand/dashboard/protection/findings/${id}`,
  imports: '/brand/dashboard/protection/imports',
  investigation: (id: string) => `/brand/dashboard/protection/sellers/${id}`,
  policy: '/brand/dashboard/protection/policy',
  /** The reseller's side: policies to acknowledge, open violations, deadlines, the score. */
  compliance: '/reseller/dashboard/compliance',
} as const
