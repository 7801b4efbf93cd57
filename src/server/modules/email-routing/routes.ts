import {
  INBOUND_EMAIL_BODY_LIMIT_BYTES,
  INBOUND_EMAIL_TEXT_MAX_CHARS,
} from '#shared/email-routing-texts.ts'
import { MESSAGES } from '#shared/messages.ts'
import { emailLogsQuery, manualImportSchema } from '#shared/schemas/email-routing.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { announceMessage } from '../messages/deliver-message.ts'
import { assertInboundSecret } from './inbound-secret.ts'
import { listEmailLogs } from './list-email-logs.ts'
import { addressesIn, cleanText, parseMessageId, parseRawMessage } from './parse-email.ts'
import { messageIdOrThrow, readInbound } from './read-inbound.ts'
import { routeInboundEmail } from './route-inbound-email.ts'

const field = (description: string) => ({ type: 'string', description })

export const emailRoutingRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/email/inbound',
    summary:
      'Inbound e-mail webhook (SendGrid/Mailgun inbound parse or JSON), authenticated by INBOUND_EMAIL_SECRET',
    tags: ['email'],
    // No session: the provider authenticates with the shared secret (checked first, in constant time).
    access: 'public',
    upload: {
      maxBytes: INBOUND_EMAIL_BODY_LIMIT_BYTES,
      tooLarge: { code: 'BODY_TOO_LARGE', message: MESSAGES.bodyTooLarge },
      requestBody: {
        required: true,
        content: Object.fromEntries(
          ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'].map(
            (type) => [
              type,
              {
                schema: {
                  type: 'object',
                  required: ['from', 'to'],
                  properties: {
                    from: field('Sender (Mailgun: sender)'),
                    to: field(
                      'Recipients; reply+<threadId>@… names the thread (Mailgun: recipient)',
                    ),
                    subject: field('Subject; [thread:<threadId>] names the thread'),
                    text: field('Plain text body (Mailgun: body-plain)'),
                    html: field('HTML body, used when there is no text (Mailgun: body-html)'),
                    headers: field(
                      'Raw header block; In-Reply-To/References name the thread, Message-ID the delivery',
                    ),
                    messageId: field(
                      "The delivery's Message-ID (Mailgun: Message-Id), else read from headers: a retry with the same one is routed once",
                    ),
                  },
                },
              },
            ],
          ),
        ),
      },
    },
    responses: {
      200: 'Logged: { status: processed | failed, logId, messageId?, threadId?, error? }; a retry of a delivery (same Message-ID) gets the first answer and writes nothing',
      400: 'The body could not be read, or its Message-ID is not valid',
      401: 'Missing or wrong secret (nothing is written)',
      503: 'INBOUND_EMAIL_SECRET is not set: the webhook is off',
    },
    handler: async ({ c, deps }) => {
      assertInboundSecret(deps.env.INBOUND_EMAIL_SECRET, c.req)
      const email = await readInbound(c)
      const { result, replayed } = await routeInboundEmail(deps.db, email, 'webhook')
      // A retry's answer names the first delivery's message, which was announced then.
      if (!replayed) await announceMessage(deps, result.messageId)
      return result
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/email-routing/import',
    summary:
      'Manual import: route a raw e-mail pasted by an admin (logged as manual_import); one already routed (same Message-ID) answers as it did',
    tags: ['admin'],
    access: ['admin'],
    body: manualImportSchema,
    handler: async ({ deps, body }) => {
      const { headers, text } = parseRawMessage(body.raw)
      const max = INBOUND_EMAIL_TEXT_MAX_CHARS
      const { result, replayed } = await routeInboundEmail(
        deps.db,
        {
          from: addressesIn(headers.from ?? '')[0] ?? '',
          recipients: [
            ...addressesIn(headers['delivered-to'] ?? ''),
            ...addressesIn(headers.to ?? ''),
            ...addressesIn(headers.cc ?? ''),
          ],
          subject: cleanText((headers.subject ?? '').replace(/\s+/g, ' ').trim(), 998),
          text: cleanText(text, max),
          inReplyTo: headers['in-reply-to'],
          references: headers.references,
          messageId: messageIdOrThrow(parseMessageId(headers['message-id'])),
        },
        'manual',
      )
      if (!replayed) await announceMessage(deps, result.messageId)
      return result
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/email-routing/logs',
    summary: 'Email routing logs, newest first (at most 100), by search, status and type',
    tags: ['admin'],
    access: ['admin'],
    query: emailLogsQuery,
    handler: async ({ deps, query }) => ({ logs: await listEmailLogs(deps.db, query) }),
  }),
]
