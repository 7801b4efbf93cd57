import { z } from 'zod'
import { uuidParams } from '#shared/schemas/accounts.ts'
import { leadMagnetSchema } from '#shared/schemas/public.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { idempotencyKeyOf, REPLAYED_HEADER } from '../../lib/idempotency-key.ts'
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
      'Lead popup: store the subscriber and mail the Amazon auto-ungated brands list (CSV attached; retried by the outbox when it fails); an Idempotency-Key header makes repeats store and mail once',
    tags: ['public'],
    access: 'public',
    body: leadMagnetSchema,
    responses: {
      200: 'Stored (the mail goes out now or is retried by the outbox): { success }; a repeat of an Idempotency-Key answers the same with Idempotent-Replayed: true',
      400: 'Invalid e-mail, or an Idempotency-Key that is empty, too long or not printable',
      429: 'Too many requests from this address',
    },
    handler: async ({ c, deps, body }) => {
      const key = idempotencyKeyOf(c)
      await limitSubmissions(deps.db, `lead-magnet|${c.get('clientIp')}`, LEAD_MAGNET_RATE_LIMIT)
      const { replayed } = await sendLeadMagnet(deps, body.email, body.magnetType, key)
      if (replayed) c.header(REPLAYED_HEADER, 'true')
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
