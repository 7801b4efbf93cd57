import { z } from 'zod'
import { uuidParams } from '#shared/schemas/accounts.ts'
import { leadMagnetSchema } from '#shared/schemas/public.ts'
import { SUBMISSION_CODES, SUBMISSION_MESSAGES } from '#shared/submission-texts.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { limitSubmissions } from '../../lib/submission-limit.ts'
import { attachmentDisposition } from '../../lib/http/content-disposition.ts'
import { HttpError } from '../../lib/http/errors.ts'
import { LEAD_MAGNET_CSV_NAME, leadMagnetDownload, sendLeadMagnet } from './send-lead-magnet.ts'

/** Requests per client address and minute. */
const LEAD_MAGNET_RATE_LIMIT = { window: 60, max: 5 } as const

export const leadMagnetRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/lead-magnets',
    summary:
      'Lead popup: store the subscriber and mail the Amazon auto-ungated brands list (CSV attached)',
    tags: ['public'],
    access: 'public',
    body: leadMagnetSchema,
    responses: {
      429: 'Too many requests from this address',
      502: 'Stored, but the mail could not be sent',
    },
    handler: async ({ c, deps, body }) => {
      await limitSubmissions(deps.db, `lead-magnet|${c.get('clientIp')}`, LEAD_MAGNET_RATE_LIMIT)
      const { mailed } = await sendLeadMagnet(deps, body.email, body.magnetType)
      if (!mailed) {
        return c.json(
          { code: SUBMISSION_CODES.mailFailed, message: SUBMISSION_MESSAGES.leadMagnetFailed },
          502,
        )
      }
      return { success: true }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/lead-magnets/:id/download',
    summary: 'The mailed download link: the current auto-ungated brands list as a CSV file',
    tags: ['public'],
    access: 'public',
    params: uuidParams,
    query: z.object({ token: z.string().max(200) }),
    responses: { 404: 'Unknown or expired link' },
    handler: async ({ c, deps, params, query }) => {
      const csv = await leadMagnetDownload(deps, params.id, query.token)
      if (csv === null) {
        throw new HttpError(404, {
          code: 'LINK_EXPIRED',
          message:
            'This download link is invalid or has expired. Ask for the list again on our website.',
        })
      }
      c.header('Content-Type', 'text/csv; charset=utf-8')
      c.header('Content-Disposition', attachmentDisposition(LEAD_MAGNET_CSV_NAME))
      c.header('Cache-Control', 'private, no-store')
      return c.body(csv)
    },
  }),
]
