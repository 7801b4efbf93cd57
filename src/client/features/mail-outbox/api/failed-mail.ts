import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { MAIL_OUTBOX_PAGE_SIZE } from '#shared/constants.ts'
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
}

const KEY = ['admin', 'mail-outbox'] as const

export const failedMailQueryOptions = (filter: MailOutboxFilter, page: number) => {
  const params = new URLSearchParams({
    status: filter,
    limit: String(MAIL_OUTBOX_PAGE_SIZE),
    offset: String(page * MAIL_OUTBOX_PAGE_SIZE),
  })
  return queryOptions({
    queryKey: [...KEY, filter, page],
    queryFn: () => api<FailedMailPage>(`/api/admin/mail-outbox?${params}`),
    placeholderData: keepPreviousData,
  })
}

export function useFailedMail(filter: MailOutboxFilter, page: number) {
  return useQuery(failedMailQueryOptions(filter, page))
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
