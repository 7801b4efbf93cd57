/**
 * The admin's Failed mail list (issue 12): mails the outbox could not deliver, newest first,
 * failed ones (still retried, with their next attempt) and dead ones (given up, with when), and
 * how many of each there are. Issue 16 item 4: a page at a time, with the filter's total.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { MailOutboxProblem } from '#shared/mail-outbox-texts.ts'
import type { MailOutboxListQuery } from '#shared/schemas/mail-outbox.ts'
import { pageInfo, type PageInfo } from '#shared/schemas/paging.ts'
import type { Db } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'

export interface FailedMail {
  id: string
  to: string
  subject: string
  kind: string
  status: MailOutboxProblem
  attempts: number
  error: string | null
  /** failed: when it is tried again; dead: when it was given up. */
  nextAttemptAt: Date | null
  createdAt: Date
}

const problem = sql`${mailOutbox.status} in ('failed', 'dead')`

export async function listFailedMail(
  db: Db,
  query: MailOutboxListQuery,
): Promise<{ mails: FailedMail[]; counts: Record<MailOutboxProblem, number> } & PageInfo> {
  const [mails, totals] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        kind: mailOutbox.kind,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        error: mailOutbox.error,
        nextAttemptAt: mailOutbox.nextAttemptAt,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(query.status === 'all' ? problem : and(problem, eq(mailOutbox.status, query.status)))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(problem)
      .groupBy(mailOutbox.status),
  ])
  const counts: Record<MailOutboxProblem, number> = { failed: 0, dead: 0 }
  for (const total of totals) counts[total.status as MailOutboxProblem] = total.count
  const total = query.status === 'all' ? counts.failed + counts.dead : counts[query.status]
  return {
    mails: mails as FailedMail[],
    counts,
    ...pageInfo(total, Math.floor(query.offset / query.limit) + 1, query.limit),
  }
}
