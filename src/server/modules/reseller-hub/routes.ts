import { UPLOAD_BODY_LIMIT_BYTES } from '#shared/constants.ts'
import { uuidParams } from '#shared/schemas/accounts.ts'
import { RESELLER_APPLICATION_MESSAGES } from '#shared/schemas/public.ts'
import { SUBMISSION_CODES } from '#shared/submission-texts.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { idempotencyKeyOf, REPLAYED_HEADER } from '../../lib/idempotency-key.ts'
import { limitSubmissions } from '../../lib/submission-limit.ts'
import { documentResponse } from './document-download.ts'
import { APPLICATION_FIELD, DOCUMENT_FIELD, readApplicationUpload } from './read-upload.ts'
import { submitApplication } from './submit-application.ts'

/** Applications per client address in 10 minutes. */
const APPLICATION_RATE_LIMIT = { window: 600, max: 10 } as const

export const resellerHubRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/reseller-applications',
    summary:
      'Reseller-hub application with its verification document (PDF): stored, then the three mails (retried by the outbox when they fail); an Idempotency-Key header makes repeats of one submission store it once',
    tags: ['public'],
    access: 'public',
    upload: {
      maxBytes: UPLOAD_BODY_LIMIT_BYTES,
      tooLarge: {
        code: SUBMISSION_CODES.documentTooLarge,
        message: RESELLER_APPLICATION_MESSAGES.documentSize,
      },
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: [APPLICATION_FIELD, DOCUMENT_FIELD],
              properties: {
                [APPLICATION_FIELD]: {
                  type: 'string',
                  description: 'The application (000 §3 payload) as JSON text',
                },
                [DOCUMENT_FIELD]: {
                  type: 'string',
                  format: 'binary',
                  description: 'Verification document: a PDF of at most 10 MB',
                },
              },
            },
          },
        },
      },
    },
    responses: {
      201: 'Stored (the mails go out now or are retried by the outbox): { success, id }; a repeat of an Idempotency-Key answers the first application with Idempotent-Replayed: true',
      400: 'Invalid fields, or an Idempotency-Key that is empty, too long or not printable',
      409: 'An application for this e-mail address exists (DUPLICATE_APPLICATION), or the Idempotency-Key was first used by another form (IDEMPOTENCY_KEY_REUSED)',
      413: 'The document is larger than 10 MB',
      415: 'The document is not a PDF',
      429: 'Too many applications from this address',
    },
    handler: async ({ c, deps }) => {
      const key = idempotencyKeyOf(c)
      const { application, document } = await readApplicationUpload(c)
      await limitSubmissions(
        deps.db,
        `reseller-application|${c.get('clientIp')}`,
        APPLICATION_RATE_LIMIT,
      )
      const { id, replayed } = await submitApplication(deps, application, document, key)
      if (replayed) c.header(REPLAYED_HEADER, 'true')
      return c.json({ success: true, id }, 201)
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/reseller-applications/:id/document',
    summary: "Download an application's verification document (PDF)",
    tags: ['admin'],
    access: ['admin'],
    params: uuidParams,
    responses: { 404: 'No such application, or it has no document' },
    handler: async ({ deps, params }) => documentResponse(deps, params.id),
  }),
]
