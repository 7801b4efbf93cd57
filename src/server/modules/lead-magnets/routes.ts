import { leadMagnetSchema } from '#shared/schemas/public.ts'
import { SUBMISSION_CODES, SUBMISSION_MESSAGES } from '#shared/submission-texts.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { limitSubmissions } from '../../lib/submission-limit.ts'
import { sendLeadMagnet } from './send-lead-magnet.ts'

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
]
