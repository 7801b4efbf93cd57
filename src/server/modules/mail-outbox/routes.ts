import { uuidParams } from '#shared/schemas/accounts.ts'
import { mailOutboxListQuery } from '#shared/schemas/mail-outbox.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { listFailedMail } from './list-failed-mail.ts'
import { retryMail } from './retry-mail.ts'

/** The admin's Failed mail screen (issue 12): what the outbox could not deliver, and Retry. */
export const mailOutboxRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/mail-outbox',
    summary:
      'Failed and dead outbox mail, newest first: to, subject, kind, attempts, last error, next attempt (failed) or when it was given up (dead); with the counts of each',
    tags: ['admin'],
    access: ['admin'],
    query: mailOutboxListQuery,
    handler: async ({ deps, query }) => listFailedMail(deps.db, query),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/mail-outbox/:id/retry',
    summary:
      'Retry a failed or dead mail: due now (dead back to failed) and, with SMTP, sent at once as one more attempt; answers the mail’s state after it',
    tags: ['admin'],
    access: ['admin'],
    params: uuidParams,
    responses: {
      404: 'No such mail',
      409: 'The mail was kept without SMTP (stored), so there is nothing to retry',
    },
    handler: async ({ deps, params }) => ({ mail: await retryMail(deps, params.id) }),
  }),
]
