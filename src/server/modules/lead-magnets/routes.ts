import { z } from 'zod'
import { uuidParams } from '#shared/schemas/accounts.ts'
import { leadMagnetBrandSchema } from '#shared/schemas/lead-magnet-brands.ts'
import { leadMagnetSchema } from '#shared/schemas/public.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { idempotencyKeyOf, REPLAYED_HEADER } from '../../lib/idempotency-key.ts'
import { limitSubmissions } from '../../lib/submission-limit.ts'
import { attachmentDisposition } from '../../lib/http/content-disposition.ts'
import { HttpError } from '../../lib/http/errors.ts'
import { addLeadMagnetBrand } from './add-lead-magnet-brand.ts'
import { countLeadMagnetBrands, listLeadMagnetBrands } from './list-lead-magnet-brands.ts'
import { removeLeadMagnetBrand } from './remove-lead-magnet-brand.ts'
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
  defineRoute({
    method: 'get',
    path: '/api/lead-magnets/summary',
    summary:
      "How many brands the lead magnet's list holds: the popup states this count (issue 16), fetched when it opens",
    tags: ['public'],
    access: 'public',
    handler: async ({ c, deps }) => {
      // A minute old at most: the popup opens 30 s after a page loads, the list changes rarely.
      c.header('Cache-Control', 'public, max-age=60')
      return { count: await countLeadMagnetBrands(deps.db) }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/lead-magnet-brands',
    summary: 'Lead Magnet List: the brands the lead magnet mails, in name order, and their count',
    tags: ['lead-magnets'],
    access: ['admin'],
    handler: async ({ deps }) => {
      const brands = await listLeadMagnetBrands(deps.db)
      return { brands, count: brands.length }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/lead-magnet-brands',
    summary:
      "Put a brand on the lead magnet's list (name; optional http(s) link, category, note); the next mail and the popup's count include it",
    tags: ['lead-magnets'],
    access: ['admin'],
    body: leadMagnetBrandSchema,
    responses: {
      201: 'Added: { brand }',
      400: 'No name, a link that is not http(s), a field too long',
      409: 'A brand of that name (any case) is already on the list',
    },
    handler: async ({ c, deps, viewer, body }) =>
      c.json({ brand: await addLeadMagnetBrand(deps.db, viewer, body) }, 201),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/admin/lead-magnet-brands/:id',
    summary: "Take a brand off the lead magnet's list (mails already sent keep it)",
    tags: ['lead-magnets'],
    access: ['admin'],
    params: uuidParams,
    responses: { 404: 'Not on the list (already removed)' },
    handler: async ({ deps, params }) => ({
      removed: await removeLeadMagnetBrand(deps.db, params.id),
    }),
  }),
]
