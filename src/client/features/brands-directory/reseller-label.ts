import type { ResellerSummary } from './api/brands.ts'

/** How a reseller is named in the pickers: company, else full name, else e-mail. */
export function resellerLabel(r: ResellerSummary) {
  return r.companyName || r.fullName || r.email
}
