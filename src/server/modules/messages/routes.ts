import {
  inboxQuery,
  messageIdParams,
  newMessageSchema,
  replySchema,
} from '#shared/schemas/messages.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { listInbox, summarizeInbox } from './list-inbox.ts'
import { markMessageRead } from './mark-message-read.ts'
import { replyToMessage } from './reply-to-message.ts'
import { sendMessageToReseller } from './send-message.ts'

const sent = (message: { id: string; createdAt: Date; emailThreadId: string | null }) => ({
  message: { id: message.id, createdAt: message.createdAt, emailThreadId: message.emailThreadId },
})

/** Messages, shared by the brand and reseller portals (001 §2.3, §2.4, §4.5, §7.3, §7.4). */
export const messageRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/messages',
    summary:
      "The signed-in user's inbox, newest first (at most 100), by search and tab, with the cards' counts",
    tags: ['messages'],
    access: 'signed-in',
    query: inboxQuery,
    handler: async ({ deps, viewer, query }) => {
      const [messages, summary] = await Promise.all([
        listInbox(deps.db, viewer.userId, query),
        summarizeInbox(deps.db, viewer.userId),
      ])
      return { messages, summary }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/messages',
    summary:
      'A brand writes to a reseller it has a relationship with (allocated, applied or ordered)',
    tags: ['messages'],
    access: ['brand'],
    body: newMessageSchema,
    responses: { 201: 'Sent', 404: 'Not one of this brand’s resellers' },
    handler: async ({ c, deps, viewer, body }) =>
      c.json(sent(await sendMessageToReseller(deps, viewer, body)), 201),
  }),
  defineRoute({
    method: 'post',
    path: '/api/messages/:id/read',
    summary: 'Mark a message to the signed-in user as read',
    tags: ['messages'],
    access: 'signed-in',
    params: messageIdParams,
    responses: { 404: 'Not a message to this user' },
    handler: async ({ deps, viewer, params }) => ({
      message: await markMessageRead(deps, viewer.userId, params.id),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/messages/:id/reply',
    summary:
      'Reply to a message: an internal message to its sender with the same application and thread',
    tags: ['messages'],
    access: 'signed-in',
    params: messageIdParams,
    body: replySchema,
    responses: {
      201: 'Sent',
      404: 'Not a message to this user',
      409: 'The message has no sender to reply to',
    },
    handler: async ({ c, deps, viewer, params, body }) =>
      c.json(sent(await replyToMessage(deps, viewer, params.id, body.content)), 201),
  }),
]
