/**
 * The brand's confirmation that a storefront is one of its resellers' (decision 013): the texts
 * of the storefront dialog's second form and of the API's refusals.
 */
import type { SellerMatchMethod } from './protection.ts'

export const STOREFRONT_RESELLER_TEXTS = {
  title: 'Whose storefront is this?',
  description:
    'Storefronts are matched to your resellers by seller id: the ids on their authorization and in their settings. Confirm a storefront whose id neither names as one of your resellers’.',
  label: 'This storefront belongs to',
  nobody: 'None of my resellers',
  option: (company: string, status: string) =>
    status === 'active' ? company : `${company} (authorization ${status})`,
  save: 'Save',
  saved: 'Saved. Your listings are being checked again.',
  failed: 'Could not save whose storefront this is',
  loading: 'Loading your resellers…',
  matched: (company: string, method: SellerMatchMethod) =>
    `Matched to ${company} ${MATCHED_BY[method]}.`,
  notMatched: 'Not matched to any of your resellers.',
  noSeller:
    'This source names no seller: its rows are price history and belong to no storefront to confirm.',
  notYourReseller:
    'Only a reseller with an authorization from you can be confirmed. Authorize them first.',
} as const

const MATCHED_BY: Record<SellerMatchMethod, string> = {
  authorization: 'by the seller id on their authorization',
  settings: 'by the seller id in their settings',
  confirmed: 'by your confirmation',
  storefront_group: 'through another storefront of the same seller',
}
