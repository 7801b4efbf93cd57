/**
 * Texts of the lead-magnet popup (000 §1, §4, §8), apart from home-texts.ts so that they load
 * with the popup's own chunk, not with the page.
 */

/** 000 §1, §4, §8: the lead-magnet popup (the list promises 100+ brands). */
export const LEAD_POPUP_TEXTS = {
  eyebrow: 'Free download',
  title: 'Get the list of 100+ Amazon auto-ungated brands',
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
