/** The brand's applicant queue (issue 13 #1): the list, the decision and the information request. */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { ApplicationTab } from '#shared/brand-applications-texts.ts'
import type { BrandApplicationList } from '#shared/schemas/brand-applications.ts'
import { api } from '../../lib/api.ts'
import { useLiveInvalidation } from '../live/use-live-events.ts'

export type {
  BrandApplicationList,
  BrandApplicationView,
} from '#shared/schemas/brand-applications.ts'

const KEY = ['brand', 'applications'] as const

export interface ApplicationsFilter {
  tab: ApplicationTab
  page: number
}

export const brandApplicationsQueryOptions = (filter: ApplicationsFilter) =>
  queryOptions({
    queryKey: [...KEY, filter],
    queryFn: ({ signal }) =>
      api<BrandApplicationList>(`/api/brand/applications?tab=${filter.tab}&page=${filter.page}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  })

/** The queue; a reseller applying or following up, and any decision, re-read it live. */
export function useBrandApplications(filter: ApplicationsFilter) {
  useLiveInvalidation({
    'application.changed': [KEY],
    'authorization.changed': [KEY],
  })
  return useQuery(brandApplicationsQueryOptions(filter))
}

/** A decision moves the application, the Resellers list and the dashboard's figures. */
function useRefreshAfterDecision() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: KEY }),
      queryClient.invalidateQueries({ queryKey: ['brand', 'resellers'] }),
      queryClient.invalidateQueries({ queryKey: ['brand', 'dashboard'] }),
    ])
}

/** What the approve and reject forms send (the shared schema checks it on both sides). */
export type DecisionBody =
  | {
      action: 'approve'
      marketplaces: { marketplace: string; sellerId: string }[]
      endsAt?: string
    }
  | { action: 'reject'; reason: string }

export function useDecideApplication() {
  const refresh = useRefreshAfterDecision()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecisionBody }) =>
      api<{ application: { id: string; status: string } }>(
        `/api/brand/applications/${encodeURIComponent(id)}/decision`,
        { method: 'POST', body },
      ),
    // A 409 (decided meanwhile, perhaps in another tab) also means the list is out of date.
    onSettled: () => refresh(),
  })
}

export function useRequestInfo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      api<{ message: { id: string } }>(
        `/api/brand/applications/${encodeURIComponent(id)}/request-info`,
        { method: 'POST', body: { message } },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['messages'] }),
      ]),
  })
}

/** The Message button: the application's thread (the server makes it on first use). */
export function useOpenApplicationConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api<{ conversationId: string }>(
        `/api/brand/applications/${encodeURIComponent(id)}/conversation`,
        { method: 'POST', body: {} },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  })
}
