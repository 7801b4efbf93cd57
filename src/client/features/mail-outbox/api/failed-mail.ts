import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { MailOutboxFilter, MailOutboxProblem } from '#shared/mail-outbox-texts.ts'
import { api } from '../../../lib/api.ts'

export interface FailedMail {
  id: string
  to: string
  subject: string
  kind: string
  status: MailOutboxProblem
  attempts: number
  error: string | null
  /** failed: when it is tried again; dead: when it was given up. */
  nextAttemptAt: string | null
  createdAt: string
}

export interface FailedMailPage {
  mails: FailedMail[]
  counts: Record<MailOutboxProblem, number>
  /** Issue 16 item 4: the filter's total and the page, pages from 1. */
  total: number
  page: number
  pageSize: number
  pages: number
}

const KEY = ['admin', 'mail-outbox'] as const

export interface FailedMailFilter {
  status: MailOutboxFilter
  /** From 1. */
  page: number
  pageSize: number
}

export const failedMailQueryOptions = ({ status, page, pageSize }: FailedMailFilter) => {
  const params = new URLSearchParams({
    status,
    page: String(page),
    pageSize: String(pageSize),
  })
  return queryOptions({
    queryKey: [...KEY, status, page, pageSize],
    queryFn: () => api<FailedMailPage>(`/api/admin/mail-outbox?${params}`),
    placeholderData: keepPreviousData,
  })
}

export function useFailedMail(filter: FailedMailFilter) {
  return useQuery(failedMailQueryOptions(filter))
}

export interface RetriedMail {
  id: string
  status: 'queued' | 'sent' | 'failed' | 'dead' | 'stored'
  attempts: number
  error: string | null
  nextAttemptAt: string | null
  /** Whether the retry made a delivery attempt (not without SMTP, nor when another got there). */
  attempted: boolean
}

/** Retry: one more attempt now; the list is read again, whatever the outcome. */
export function useRetryMail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api<{ mail: RetriedMail }>(`/api/admin/mail-outbox/${id}/retry`, {
        method: 'POST',
        body: {},
      }).then((r) => r.mail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}
