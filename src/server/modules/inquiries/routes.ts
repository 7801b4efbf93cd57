import { contactFormSchema } from '#shared/schemas/public.ts'
import { inquiryListQuery } from '#shared/schemas/site-admin.ts'
import { SUBMISSION_CODES, SUBMISSION_MESSAGES } from '#shared/submission-texts.ts'
import { defineRoute } from '../../lib/http/route.ts'
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
      'Contact form or brand inquiry: stored first, then the admin notification, the confirmation and the details mail',
    tags: ['public'],
    access: 'public',
    body: contactFormSchema,
    responses: {
      201: 'Stored and the details mail went out: { success, id }',
      429: 'Too many submissions from this address',
      502: 'Stored, but the details mail failed: { code: MAIL_FAILED, message, id }',
    },
    handler: async ({ c, deps, body }) => {
      await limitSubmissions(deps.db, `inquiry|${c.get('clientIp')}`, INQUIRY_RATE_LIMIT)
      const { id, mailStatus } = await submitInquiry(deps, body)
      if (mailStatus === 'failed') {
        return c.json(
          { code: SUBMISSION_CODES.mailFailed, message: SUBMISSION_MESSAGES.inquiryFailed, id },
          502,
        )
      }
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
