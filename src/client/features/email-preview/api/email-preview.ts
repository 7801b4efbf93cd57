import { useMutation } from '@tanstack/react-query'
import type {
  EngagementPreviewInput,
  EngagementTestSendInput,
} from '#shared/schemas/email-preview.ts'
import { api } from '../../../lib/api.ts'

export interface EngagementPreview {
  subject: string
  html: string
}

/** 001 §7.1 preview-brand-engagement-email: html and subject. */
export function useLoadPreview() {
  return useMutation({
    mutationFn: (input: EngagementPreviewInput) =>
      api<EngagementPreview>('/api/admin/email-preview', { method: 'POST', body: input }),
  })
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (input: EngagementTestSendInput) =>
      api<{ id: string; status: 'sent' | 'stored' | 'queued'; to: string }>(
        '/api/admin/email-preview/send',
        {
          method: 'POST',
          body: input,
        },
      ),
  })
}
