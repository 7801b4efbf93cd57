/**
 * Texts of the lead-magnet popup (000 §1, §4, §8), apart from home-texts.ts so that they load
 * with the popup's own chunk, not with the page.
 */
import { LEAD_LIST_COUNT_STEP, LEAD_LIST_EXACT_COUNT_MAX } from './constants.ts'

/**
 * How many brands the popup promises (issue 16: the spec's '100+' only when it is true): the
 * exact count up to 20, above that rounded down to a multiple of 10 with a '+' (37 → '30+',
 * 100 to 109 → '100+').
 */
export function leadListCountLabel(count: number): string {
  if (count <= LEAD_LIST_EXACT_COUNT_MAX) return String(count)
  return `${Math.floor(count / LEAD_LIST_COUNT_STEP) * LEAD_LIST_COUNT_STEP}+`
}

/** The popup's heading for the list's count; without a count (not read), no number. */
export function leadPopupTitle(count: number | null): string {
  if (count === null) return 'Get the list of Amazon auto-ungated brands'
  const noun = count === 1 ? 'brand' : 'brands'
  return `Get the list of ${leadListCountLabel(count)} Amazon auto-ungated ${noun}`
}

/** 000 §1, §4, §8: the lead-magnet popup (its title states the list's count, leadPopupTitle). */
export const LEAD_POPUP_TEXTS = {
  eyebrow: 'Free download',
  description:
    'Brands you can list on Amazon without category or brand approval, kept up to date by our team. Enter your e-mail and we send you the download link.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@company.com',
  submit: 'Send Me the Free List',
  submitting: 'Sending...',
  maybeLater: 'Maybe later',
  notInterested: 'Not interested',
  privacy: 'One e-mail with the list. No spam; unsubscribe at any time.',
  successTitle: 'Check Your Email!',
  successText: 'The download link for the Amazon Auto-Ungated Brands list is on its way.',
  successToastTitle: 'Success! Check your email',
  successToastText: "We've sent you the download link for the Amazon Auto-Ungated Brands list.",
  failureToastTitle: 'Submission failed',
  failureToastText:
    'There was a problem processing your request. Please try again or contact us directly.',
} as const
