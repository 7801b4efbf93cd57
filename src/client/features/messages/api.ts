/** The inbox API (shared by the brand and reseller portals) as TanStack Query options and hooks. */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { InboxTab, MessageSource } from '#shared/messages-texts.ts'
import { api } from '../../lib/api.ts'

export interface InboxMessage {
  id: string
  senderId: string | null
  senderName: string | null
  senderCompany: string | null
  recipientId: string
  /** As the sender typed it: render as text only. */
  content: string
  isRead: boolean
  messageSource: MessageSource
  brandApplicationId: string | null
  emailThreadId: string | null
  createdAt: string
  brandName: string | null
  brandLogoUrl: string | null
}

export interface InboxSummary {
  total: number
  unread: number
  email: number
  brandReplies: number
  applications: number
  activeConversations: number
}

export interface Inbox {
  messages: InboxMessage[]
  summary: InboxSummary
}

export interface InboxFilters {
  search: string
  tab: InboxTab
}

/** Every inbox query starts with this key; a live event or a change invalidates them all. */
export const MESSAGES_KEY = ['messages'] as const

export const inboxQueryOptions = (filters: InboxFilters) => {
  const params = new URLSearchParams({ tab: filters.tab })
  if (filters.search) params.set('search', filters.search)
  return queryOptions({
    queryKey: [...MESSAGES_KEY, 'inbox', filters],
    queryFn: () => api<Inbox>(`/api/messages?${params}`),
    placeholderData: keepPreviousData,
  })
}

export function useInbox(filters: InboxFilters) {
  return useQuery(inboxQueryOptions(filters))
}

function useInvalidateInbox() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY })
}

/** 001 §4.5: opened → read, then the list is reloaded. */
export function useMarkRead() {
  const invalidate = useInvalidateInbox()
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: { id: string; isRead: true } }>(`/api/messages/${id}/read`, {
        method: 'POST',
        body: {},
      }),
    onSettled: invalidate,
  })
}

interface Sent {
  message: { id: string; createdAt: string; emailThreadId: string | null }
}

export function useReply() {
  const invalidate = useInvalidateInbox()
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      api<Sent>(`/api/messages/${id}/reply`, { method: 'POST', body: { content } }),
    onSuccess: invalidate,
  })
}
