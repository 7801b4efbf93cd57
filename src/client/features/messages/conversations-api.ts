/** Conversations (issue 15) as TanStack Query options and hooks, shared by both portals. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MessageSource } from '#shared/messages-texts.ts'
import { api } from '../../lib/api.ts'
import { MESSAGES_KEY } from './api.ts'

export interface ConversationSummary {
  id: string
  brandId: string
  brandName: string
  brandLogoUrl: string | null
  resellerId: string
  resellerName: string
  brandApplicationId: string | null
  applicationStatus: string | null
  lastMessageAt: string
  lastMessage: { preview: string; fromViewer: boolean } | null
  unread: number
}

export interface ThreadMessage {
  id: string
  senderId: string | null
  senderName: string | null
  senderCompany: string | null
  /** As the sender typed it: render as text only. */
  content: string
  isRead: boolean
  messageSource: MessageSource
  createdAt: string
  fromViewer: boolean
}

export interface Contact {
  id: string
  name: string
}

interface SentInThread {
  conversationId: string
  message: { id: string; createdAt: string }
}

/** Under MESSAGES_KEY: a live message event, or any change, reloads them with the inbox. */
const KEY = [...MESSAGES_KEY, 'conversations'] as const

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'list'],
    queryFn: () =>
      api<{ conversations: ConversationSummary[]; unread: number }>('/api/conversations'),
  })

export const useConversations = () => useQuery(conversationsQueryOptions())

export const useConversation = (id: string | null) =>
  useQuery({
    queryKey: [...KEY, 'thread', id],
    queryFn: () =>
      api<{ conversation: ConversationSummary; messages: ThreadMessage[] }>(
        `/api/conversations/${id}`,
      ),
    enabled: id !== null,
  })

export const useContacts = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'contacts'],
    queryFn: () => api<{ contacts: Contact[] }>('/api/conversations/contacts'),
    enabled,
  })

function useInvalidate() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY })
}

export function useSendInConversation() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      api<SentInThread>(`/api/conversations/${id}/messages`, { method: 'POST', body: { content } }),
    onSuccess: invalidate,
  })
}

export function useStartConversation() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (body: {
      brandId?: string
      resellerId?: string
      applicationId?: string
      content: string
    }) => api<SentInThread>('/api/conversations', { method: 'POST', body }),
    onSuccess: invalidate,
  })
}

export function useMarkConversationRead() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (id: string) =>
      api<{ read: number }>(`/api/conversations/${id}/read`, { method: 'POST', body: {} }),
    onSuccess: (result) => {
      if (result.read > 0) void invalidate()
    },
  })
}
