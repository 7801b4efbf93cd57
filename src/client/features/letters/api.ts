/**
 * The public check of a Letter of Authorization (issue 13 item 4). Always asked afresh: whether
 * a letter is valid can change at any moment (the brand suspends or revokes).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LetterVerification } from '#shared/schemas/letters.ts'
import { ApiError, api } from '../../lib/api.ts'

export const letterVerificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['letters', 'verification', code],
    queryFn: ({ signal }) =>
      api<LetterVerification>(`/api/letters/${encodeURIComponent(code)}`, { signal }),
    staleTime: 0,
    // A refusal (400, 429) is final for this code; only a lost connection is worth retrying.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  })

export const useLetterVerification = (code: string) =>
  useQuery(letterVerificationQueryOptions(code))
