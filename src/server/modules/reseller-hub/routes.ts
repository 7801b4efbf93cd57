import { UPLOAD_BODY_LIMIT_BYTES } from '#shared/constants.ts'
import { uuidParams } from '#shared/schemas/accounts.ts'
import { RESELLER_APPLICATION_MESSAGES } from '#shared/schemas/public.ts'
import { SUBMISSION_CODES, SUBMISSION_MESSAGES } from '#shared/submission-texts.ts'
import { defineRoute } from '../../lib/http/route.ts'
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
      'Reseller-hub application with its verification document (PDF): stored, then the three mails',
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
      201: 'Stored and the details mail went out: { success, id }',
      409: 'An application for this e-mail address exists (DUPLICATE_APPLICATION)',
      413: 'The document is larger than 10 MB',
      415: 'The document is not a PDF',
      429: 'Too many applications from this address',
      502: 'Stored, but the details mail failed: { code: MAIL_FAILED, message, id }',
    },
    handler: async ({ c, deps }) => {
      const { application, document } = await readApplicationUpload(c)
      await limitSubmissions(
        deps.db,
        `reseller-application|${c.get('clientIp')}`,
        APPLICATION_RATE_LIMIT,
      )
      const { id, mailStatus } = await submitApplication(deps, application, document)
      if (mailStatus === 'failed') {
        return c.json(
          {
            code: SUBMISSION_CODES.mailFailed,
            message: SUBMISSION_MESSAGES.applicationMailFailed,
            id,
          },
          502,
        )
      }
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
