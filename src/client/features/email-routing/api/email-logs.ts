import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { EmailLogStatus, EmailLogType } from '#shared/email-routing-texts.ts'
import { api } from '../../../lib/api.ts'

export interface EmailLog {
  id: string
  senderEmail: string
  recipientEmail: string
  subject: string | null
  threadId: string | null
  status: EmailLogStatus
  emailType: EmailLogType
  contentPreview: string | null
  fullContent: string | null
  errorMessage: string | null
  adminNotes: string | null
  createdAt: string
}

export interface EmailLogFilters {
  search: string
  status: 'all' | EmailLogStatus
  type: 'all' | EmailLogType
}

export const emailLogsQueryOptions = (filters: EmailLogFilters) => {
  const params = new URLSearchParams({ status: filters.status, type: filters.type })
  if (filters.search) params.set('search', filters.search)
  return queryOptions({
    queryKey: ['admin', 'email-logs', filters],
    queryFn: () =>
      api<{ logs: EmailLog[] }>(`/api/admin/email-routing/logs?${params}`).then((r) => r.logs),
    placeholderData: keepPreviousData,
  })
}

export function useEmailLogs(filters: EmailLogFilters) {
  return useQuery(emailLogsQueryOptions(filters))
}

export interface RoutingResult {
  status: 'processed' | 'failed'
  logId: string
  messageId?: string
  error?: string
}

export function useManualImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (raw: string) =>
      api<RoutingResult>('/api/admin/email-routing/import', { method: 'POST', body: { raw } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'email-logs'] }),
  })
}
