/**
 * What the server answers the public forms (000 §7 calls 13–15, §8), shared so that the site's
 * forms and the API agree on codes and texts.
 */
import { IDEMPOTENCY_KEY_MAX_LENGTH } from './constants.ts'

export const SUBMISSION_CODES = {
  duplicateApplication: 'DUPLICATE_APPLICATION',
  rateLimited: 'RATE_LIMITED',
  documentTooLarge: 'DOCUMENT_TOO_LARGE',
  documentType: 'UNSUPPORTED_DOCUMENT_TYPE',
  invalidIdempotencyKey: 'INVALID_IDEMPOTENCY_KEY',
  /** The key was first used by another form (a contact key sent with an application). */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
} as const

export const SUBMISSION_MESSAGES = {
  rateLimited: 'Too many submissions from your address. Please wait a few minutes and try again.',
  multipartRequired: 'Please send the application as multipart/form-data.',
  unreadableForm: 'The form data could not be read. Please try again.',
  applicationMissing: 'The application details are missing or are not valid JSON.',
  invalidIdempotencyKey: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters without spaces.`,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different form.',
} as const

/** Inquiry kinds an admin can filter by (DESIGN decision 9). */
export const INQUIRY_KINDS = ['contact', 'brand_inquiry', 'reseller_application'] as const
export type InquiryKind = (typeof INQUIRY_KINDS)[number]
