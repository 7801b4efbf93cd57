import type { BrandApplicationView } from './api.ts'

/** How the queue names an applicant: the company, else the contact, else the address. */
export const applicantName = (
  a: Pick<BrandApplicationView, 'companyName' | 'contactName' | 'email'>,
) => a.companyName || a.contactName || a.email
