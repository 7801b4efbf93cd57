import { and, desc, eq, ilike, or } from 'drizzle-orm'
import type { EmailLogsQuery } from '#shared/schemas/email-routing.ts'
import type { Db } from '../../db/client.ts'
import { emailRoutingLogs } from '../../db/schema/index.ts'

/** `%` and `_` typed by the admin are literal characters, not wildcards. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** 001 §7.3 email_routing_logs, newest first, limit 100; with the screen's search and filters. */
export async function listEmailLogs(db: Db, query: EmailLogsQuery) {
  const term = query.search?.trim()
  return db
    .select()
    .from(emailRoutingLogs)
    .where(
      and(
        query.status === 'all' ? undefined : eq(emailRoutingLogs.status, query.status),
        query.type === 'all' ? undefined : eq(emailRoutingLogs.emailType, query.type),
        term
          ? or(
              ilike(emailRoutingLogs.senderEmail, likePattern(term)),
              ilike(emailRoutingLogs.recipientEmail, likePattern(term)),
              ilike(emailRoutingLogs.subject, likePattern(term)),
              ilike(emailRoutingLogs.threadId, likePattern(term)),
              ilike(emailRoutingLogs.contentPreview, likePattern(term)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(emailRoutingLogs.createdAt))
    .limit(query.limit)
}
