/**
 * What the server answers the public forms (000 §7 calls 13–15, §8), shared so that the site's
 * forms and the API agree on codes and texts.
 */
import { CONTACT_EMAIL } from './constants.ts'

export const SUBMISSION_CODES = {
  /** The submission is stored, but the mail that decides success could not be sent. */
  mailFailed: 'MAIL_FAILED',
  duplicateApplication: 'DUPLICATE_APPLICATION',
  rateLimited: 'RATE_LIMITED',
  documentTooLarge: 'DOCUMENT_TOO_LARGE',
  documentType: 'UNSUPPORTED_DOCUMENT_TYPE',
} as const

export const SUBMISSION_MESSAGES = {
  /** 000 §8 contact form failure toast, with {email}. */
  inquiryFailed: `There was a problem submitting your form. Please try again or contact us directly at ${CONTACT_EMAIL}.`,
  /** 000 §8 lead popup failure toast. */
  leadMagnetFailed:
    'There was a problem processing your request. Please try again or contact us directly.',
  applicationMailFailed: `Your application was received, but we could not send the confirmation e-mail. We will review it within 1-3 business days; you can reach us at ${CONTACT_EMAIL}.`,
  rateLimited: 'Too many submissions from your address. Please wait a few minutes and try again.',
  multipartRequired: 'Please send the application as multipart/form-data.',
  unreadableForm: 'The form data could not be read. Please try again.',
  applicationMissing: 'The application details are missing or are not valid JSON.',
} as const

/** Inquiry kinds an admin can filter by (DESIGN decision 9). */
export const INQUIRY_KINDS = ['contact', 'brand_inquiry', 'reseller_application'] as const
export type InquiryKind = (typeof INQUIRY_KINDS)[number]
