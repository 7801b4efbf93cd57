import { engagementPreviewSchema, engagementTestSendSchema } from '#shared/schemas/email-preview.ts'
import { EMAIL_PREVIEW_TEXTS } from '#shared/email-preview-texts.ts'
import { HttpError } from '../../lib/http/errors.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { renderEngagementMail } from '../../lib/mail/engagement-templates.ts'

export const emailPreviewRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/admin/email-preview',
    summary: 'Render a brand engagement e-mail (001 §7.1 preview-brand-engagement-email)',
    tags: ['admin'],
    access: ['admin'],
    body: engagementPreviewSchema,
    handler: async ({ deps, body }) => {
      const mail = renderEngagementMail({ ...body, appUrl: deps.env.appUrl })
      return { subject: mail.subject, html: mail.html }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/email-preview/send',
    summary: 'Send a brand engagement e-mail as a test, through the outbox (and SMTP when set)',
    tags: ['admin'],
    access: ['admin'],
    body: engagementTestSendSchema,
    responses: {
      200: '{ id, status, to }: status sent, stored (no SMTP) or queued (SMTP did not answer within a few seconds; the outbox worker goes on)',
      502: 'The mail could not be sent (it stays in the outbox as failed)',
    },
    handler: async ({ deps, body }) => {
      // Rendered here from the settings, never taken from the browser: the endpoint cannot be
      // used to mail arbitrary HTML.
      const mail = renderEngagementMail({ ...body, appUrl: deps.env.appUrl })
      // The screen reports the delivery (001 §8.1 'Test email sent!'), so this one request
      // waits for the attempt, a few seconds at most.
      const result = await deps.mailer.sendAndReport({
        to: body.to,
        subject: `[Test] ${mail.subject}`,
        html: mail.html,
        text: mail.text,
        kind: `engagement_test_${body.interactionType}`,
      })
      if (result.status === 'failed') {
        throw new HttpError(502, { code: 'MAIL_FAILED', message: EMAIL_PREVIEW_TEXTS.sendFailed })
      }
      return { id: result.id, status: result.status, to: body.to }
    },
  }),
]
