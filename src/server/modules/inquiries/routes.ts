import { contactFormSchema } from '#shared/schemas/public.ts'
import { inquiryListQuery } from '#shared/schemas/site-admin.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { idempotencyKeyOf, REPLAYED_HEADER } from '../../lib/idempotency-key.ts'
import { limitSubmissions } from '../../lib/submission-limit.ts'
import { listInquiries } from './list-inquiries.ts'
import { submitInquiry } from './submit-inquiry.ts'

/** Submissions per client address and minute. */
const INQUIRY_RATE_LIMIT = { window: 60, max: 10 } as const

export const inquiryRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/inquiries',
    summary:
      'Contact form or brand inquiry: stored first, then the admin notification, the confirmation and the details mail (retried by the outbox when they fail); an Idempotency-Key header makes repeats of one submission store it once',
    tags: ['public'],
    access: 'public',
    body: contactFormSchema,
    responses: {
      201: 'Stored (the mails go out now or are retried by the outbox): { success, id }; a repeat of an Idempotency-Key answers the first submission with Idempotent-Replayed: true',
      400: 'Invalid fields, or an Idempotency-Key that is empty, too long or not printable',
      409: 'The Idempotency-Key was first used by a reseller-hub application',
      429: 'Too many submissions from this address',
    },
    handler: async ({ c, deps, body }) => {
      const key = idempotencyKeyOf(c)
      await limitSubmissions(deps.db, `inquiry|${c.get('clientIp')}`, INQUIRY_RATE_LIMIT)
      const { id, replayed } = await submitInquiry(deps, body, key)
      if (replayed) c.header(REPLAYED_HEADER, 'true')
      return c.json({ success: true, id }, 201)
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/inquiries',
    summary: 'Contact, brand-inquiry and reseller-hub submissions, newest first, with mail status',
    tags: ['admin'],
    access: ['admin'],
    query: inquiryListQuery,
    handler: async ({ deps, query }) => ({ inquiries: await listInquiries(deps.db, query) }),
  }),
]
