import { SUBMISSION_CODES, SUBMISSION_MESSAGES } from '#shared/submission-texts.ts'
import type { Db } from '../db/client.ts'
import { HttpError } from './http/errors.ts'
import { consume, type RateRule } from './rate-limit.ts'

/** Counts one submission under `key`; over the limit it answers 429. */
export async function limitSubmissions(db: Db, key: string, rule: RateRule): Promise<void> {
  const retryAfter = await consume(db, key, rule)
  if (retryAfter > 0) {
    throw new HttpError(429, {
      code: SUBMISSION_CODES.rateLimited,
      message: SUBMISSION_MESSAGES.rateLimited,
    })
  }
}
