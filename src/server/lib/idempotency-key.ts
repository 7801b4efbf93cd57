import type { Context } from 'hono'
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '#shared/schemas/idempotency.ts'
import { SUBMISSION_CODES } from '#shared/submission-texts.ts'
import { HttpError } from './http/errors.ts'

/** Marks an answer that repeats the first submission's result (nothing was stored or mailed). */
export const REPLAYED_HEADER = 'Idempotent-Replayed'

/**
 * The request's Idempotency-Key, or undefined when it sent none (such requests still work, each
 * one a new submission). A key that is empty, too long or not printable is a 400.
 */
export function idempotencyKeyOf(c: Context): string | undefined {
  const value = c.req.header(IDEMPOTENCY_KEY_HEADER)
  if (value === undefined) return undefined
  const parsed = idempotencyKeySchema.safeParse(value)
  if (!parsed.success) {
    throw new HttpError(400, {
      code: SUBMISSION_CODES.invalidIdempotencyKey,
      message: parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key header',
    })
  }
  return parsed.data
}
