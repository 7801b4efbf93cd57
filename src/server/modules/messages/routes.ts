import {
  conversationIdParams,
  inboxQuery,
  messageIdParams,
  newMessageSchema,
  replySchema,
  startConversationSchema,
} from '#shared/schemas/messages.ts'
import { getConversation } from './get-conversation.ts'
import { listContacts } from './list-contacts.ts'
import { listConversations } from './list-conversations.ts'
import { markConversationRead } from './mark-conversation-read.ts'
import { sendToConversation } from './send-to-conversation.ts'
import { startConversationAsBrand, startConversationAsReseller } from './start-conversation.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { findBrandEntry } from '../brand-portal/brand-entry.ts'
import { listInbox, summarizeInbox } from './list-inbox.ts'
import { markMessageRead } from './mark-message-read.ts'
import { replyToMessage } from './reply-to-message.ts'

const sent = (message: { id: string; createdAt: Date; emailThreadId: string | null }) => ({
  message: { id: message.id, createdAt: message.createdAt, emailThreadId: message.emailThreadId },
})

const inThread = (result: {
  conversationId: string
  message: { id: string; createdAt: Date; emailThreadId: string | null }
}) => ({ conversationId: result.conversationId, ...sent(result.message) })

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
    handler: async ({ c, deps, viewer, body }) => {
      // Issue 15: the Resellers screen's Contact writes in the pair's thread.
      const result = await startConversationAsBrand(deps, viewer, {
        resellerId: body.recipientId,
        content: body.content,
      })
      return c.json(inThread(result), 201)
    },
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
  defineRoute({
    method: 'get',
    path: '/api/conversations',
    summary:
      "The signed-in brand's or reseller's threads, latest first, with the counterpart, the last message and the unread count; and the unread messages in all",
    tags: ['messages'],
    access: ['brand', 'reseller'],
    handler: async ({ deps, viewer }) => listConversations(deps.db, viewer.userId),
  }),
  defineRoute({
    method: 'get',
    path: '/api/conversations/contacts',
    summary:
      'Whom the viewer may start a conversation with: a reseller’s brands, a brand’s resellers (authorized or applied)',
    tags: ['messages'],
    access: ['brand', 'reseller'],
    handler: async ({ deps, viewer }) => {
      // A brand account claims its entry on first use, as its other screens do.
      if (viewer.role === 'brand') await findBrandEntry(deps.db, viewer)
      return { contacts: await listContacts(deps.db, viewer.userId) }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/conversations',
    summary:
      'Start or continue a conversation: a reseller with a brand that authorized it or that it applied to; a brand with an applicant (about the application) or one of its resellers',
    tags: ['messages'],
    access: ['brand', 'reseller'],
    body: startConversationSchema,
    responses: {
      201: 'Sent',
      404: 'Not a brand or reseller the viewer may message',
      409: 'The brand has no account to receive messages',
    },
    handler: async ({ c, deps, viewer, body }) => {
      const result =
        viewer.role === 'brand'
          ? await startConversationAsBrand(deps, viewer, body)
          : await startConversationAsReseller(deps, viewer, body)
      return c.json(inThread(result), 201)
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/conversations/:id',
    summary: 'One of the viewer’s threads and its messages in order',
    tags: ['messages'],
    access: ['brand', 'reseller'],
    params: conversationIdParams,
    responses: { 404: 'Not a thread of this user' },
    handler: async ({ deps, viewer, params }) => getConversation(deps.db, viewer.userId, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/api/conversations/:id/messages',
    summary: 'Write in one of the viewer’s threads, to the other party',
    tags: ['messages'],
    access: ['brand', 'reseller'],
    params: conversationIdParams,
    body: replySchema,
    responses: {
      201: 'Sent',
      404: 'Not a thread of this user',
      409: 'The brand has no account to receive messages',
    },
    handler: async ({ c, deps, viewer, params, body }) =>
      c.json(inThread(await sendToConversation(deps, viewer, params.id, body.content)), 201),
  }),
  defineRoute({
    method: 'post',
    path: '/api/conversations/:id/read',
    summary: 'Mark every message to the viewer in one of its threads as read',
    tags: ['messages'],
    access: ['brand', 'reseller'],
    params: conversationIdParams,
    responses: { 404: 'Not a thread of this user' },
    handler: async ({ deps, viewer, params }) =>
      markConversationRead(deps, viewer.userId, params.id),
  }),
]
