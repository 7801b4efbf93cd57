/**
 * Retry from the admin's Failed mail screen (issue 12): the mail is due now (a dead one back to
 * failed), and with SMTP configured it is sent at once, as one more attempt through the outbox
 * worker's own claim, so a worker sending it at the same moment cannot make it go out twice.
 * If that attempt fails, a failed mail keeps its backoff and a dead one is dead again. The
 * screen is there to report the attempt, so the request waits for it, but at most
 * MAIL_REPORT_WAIT_MS: an SMTP server that does not answer leaves the mail queued (the attempt
 * ends in the background), never a request hanging for the SMTP timeouts.
 */
import { and, eq, sql } from 'drizzle-orm'
import { MAIL_REPORT_WAIT_MS } from '#shared/constants.ts'
import { MAIL_OUTBOX_TEXTS as T } from '#shared/mail-outbox-texts.ts'
import type { Db } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import type { Logger } from '../../lib/logger.ts'
import type { Mailer } from '../../lib/mail/mailer.ts'
import { claimDueMail, deliverWithin } from '../../lib/mail/outbox-worker.ts'

export interface RetriedMail {
  id: string
  /** sent; queued (being sent, by this retry's worker or another); failed or dead again. */
  status: (typeof mailOutbox.$inferSelect)['status']
  attempts: number
  error: string | null
  nextAttemptAt: Date | null
  /** Whether this retry made a delivery attempt (not when SMTP is off or another got there). */
  attempted: boolean
}

async function stateOf(db: Db, id: string): Promise<Omit<RetriedMail, 'attempted'> | undefined> {
  const [row] = await db
    .select({
      id: mailOutbox.id,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      error: mailOutbox.error,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
  return row
}

export async function retryMail(
  deps: { db: Db; logger: Logger; mailer: Pick<Mailer, 'transport'> },
  id: string,
  now: Date = new Date(),
  waitMs: number = MAIL_REPORT_WAIT_MS,
): Promise<RetriedMail> {
  const due = await deps.db
    .update(mailOutbox)
    .set({ status: 'failed', nextAttemptAt: now })
    .where(and(eq(mailOutbox.id, id), sql`${mailOutbox.status} in ('failed', 'dead')`))
    .returning({ id: mailOutbox.id })
  if (due.length === 0) {
    const state = await stateOf(deps.db, id)
    if (!state) throw notFound(T.notFound)
    // Mail kept without SMTP was never meant to be sent.
    if (state.status === 'stored') throw conflict(T.notRetryable, 'NOT_RETRYABLE')
    // Sent or being sent already (a worker got there first): nothing to do.
    return { ...state, attempted: false }
  }
  const transport = deps.mailer.transport
  const [claimed] = transport ? await claimDueMail(deps.db, { now, limit: 1, id }) : []
  if (claimed && transport) {
    await deliverWithin({ db: deps.db, transport, logger: deps.logger }, claimed, waitMs)
  }
  return { ...(await stateOf(deps.db, id))!, attempted: claimed !== undefined }
}
