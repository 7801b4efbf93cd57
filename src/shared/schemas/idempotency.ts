/**
 * The Idempotency-Key header of the public forms (issue 12): one key per filled form, kept
 * across its retries, so that a double submit or a retry after a lost answer stores one row.
 */
import { z } from 'zod'
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../constants.ts'
import { SUBMISSION_MESSAGES } from '../submission-texts.ts'

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** Printable ASCII without spaces: a key is compared byte for byte and may reach the logs. */
export const idempotencyKeySchema = z
  .string()
  .regex(
    new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`),
    SUBMISSION_MESSAGES.invalidIdempotencyKey,
  )
