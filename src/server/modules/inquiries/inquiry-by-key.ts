/**
 * Public forms sent with an Idempotency-Key (issue 12): the inquiry row the key was first stored
 * with. A contact or brand inquiry keeps its key on its own row; a reseller-hub application on
 * the inquiry row that records it, so one unique index covers both forms.
 */
import { eq } from 'drizzle-orm'
import { SUBMISSION_CODES, SUBMISSION_MESSAGES } from '#shared/submission-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import { inquiries } from '../../db/schema/index.ts'
import { conflict } from '../../lib/http/errors.ts'

export interface KeyedInquiry {
  id: string
  kind: (typeof inquiries.$inferSelect)['kind']
  payload: Record<string, unknown> | null
}

export async function inquiryByKey(db: DbOrTx, key: string): Promise<KeyedInquiry | undefined> {
  const [row] = await db
    .select({ id: inquiries.id, kind: inquiries.kind, payload: inquiries.payload })
    .from(inquiries)
    .where(eq(inquiries.idempotencyKey, key))
  return row
}

/** A key first used by the other form: a client bug, never a replay of this request. */
export const keyUsedElsewhere = () =>
  conflict(SUBMISSION_MESSAGES.idempotencyKeyReused, SUBMISSION_CODES.idempotencyKeyReused)
