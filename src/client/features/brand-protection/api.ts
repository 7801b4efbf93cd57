/**
 * Brand Protection's calls (issue 14): the findings list with its figures, one finding with its
 * evidence and enforcement, the next ladder step, dispute decisions, the leak investigations and
 * their storefronts. Every query sits under one key, so a `protection.changed` event refreshes
 * whatever is on screen.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { AuthorizationMarketplace } from '#shared/authorizations.ts'
import type { FindingStatusFilter } from '#shared/brand-protection-texts.ts'
import type { FindingKind, InvestigationStatus } from '#shared/protection.ts'
import type {
  BulkStepResult,
  EntryRef,
  FindingDetail,
  FindingsPage,
  InvestigationDetail,
  InvestigationListItem,
  TakedownPacketItem,
} from '#shared/protection-api.ts'
import { api } from '../../lib/api.ts'
import { useLiveEvents } from '../live/use-live-events.ts'

/** The list's answer with the figures above its tabs (list-findings.ts's BrandFindingsPage). */
export interface BrandFindingsPage extends FindingsPage {
  openAtRisk: string
  openInvestigations: number
  /** Sellers with an open unauthorized listing: the top card's and the tab's one figure. */
  openUnauthorizedSellers: number
  hasListings: boolean
}

export interface FindingsFilter {
  kind: FindingKind
  status: FindingStatusFilter
  marketplace: AuthorizationMarketplace | null
  resellerId: string | null
  q: string
  page: number
}

export interface InvestigationsList {
  entry: EntryRef | null
  items: InvestigationListItem[]
}

const KEY = ['brand', 'protection'] as const
const RECALCULATING_POLL_MS = 5_000

export function findingsSearchParams(filter: FindingsFilter) {
  const params = new URLSearchParams({ kind: filter.kind, status: filter.status })
  if (filter.marketplace) params.set('marketplace', filter.marketplace)
  if (filter.resellerId) params.set('resellerId', filter.resellerId)
  if (filter.q.trim()) params.set('q', filter.q.trim())
  if (filter.page > 1) params.set('page', String(filter.page))
  return params
}

export const findingsQueryOptions = (filter: FindingsFilter) =>
  queryOptions({
    queryKey: [...KEY, 'findings', filter],
    queryFn: ({ signal }) =>
      api<BrandFindingsPage>(`/api/brand/protection/findings?${findingsSearchParams(filter)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    // A re-detection announces its end live; asking again now and then covers a missed event.
    refetchInterval: (query) => (query.state.data?.recalculating ? RECALCULATING_POLL_MS : false),
  })

export const useFindings = (filter: FindingsFilter) => useQuery(findingsQueryOptions(filter))

export const findingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...KEY, 'finding', id],
    queryFn: ({ signal }) =>
      api<FindingDetail>(`/api/brand/protection/findings/${encodeURIComponent(id)}`, { signal }),
  })

export const useFinding = (id: string) => useQuery(findingQueryOptions(id))

export const investigationsQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'investigations'],
    queryFn: ({ signal }) =>
      api<InvestigationsList>('/api/brand/protection/investigations', { signal }),
  })

export const useInvestigations = (enabled = true) =>
  useQuery({ ...investigationsQueryOptions(), enabled })

export const investigationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...KEY, 'investigation', id],
    queryFn: ({ signal }) =>
      api<InvestigationDetail>(`/api/brand/protection/investigations/${encodeURIComponent(id)}`, {
        signal,
      }),
  })

export const useInvestigation = (id: string) => useQuery(investigationQueryOptions(id))

/** The evidence packet's downloads (plain links: the session cookie goes along). */
export const evidencePacketUrl = (id: string, format: 'pdf' | 'csv') =>
  `/api/brand/protection/investigations/${encodeURIComponent(id)}/evidence.${format}`

/** An unknown seller's takedown packets (at most 50 listing ids each). */
export const takedownPacketsQueryOptions = (investigationId: string) =>
  queryOptions({
    queryKey: [...KEY, 'investigation', investigationId, 'takedown'],
    queryFn: ({ signal }) =>
      api<{ items: TakedownPacketItem[] }>(
        `/api/brand/protection/investigations/${encodeURIComponent(investigationId)}/takedown-packets`,
        { signal },
      ),
  })

export const useTakedownPackets = (investigationId: string) =>
  useQuery(takedownPacketsQueryOptions(investigationId))

/** A takedown packet's download (a plain link: the session cookie goes along). */
export const takedownPacketUrl = (investigationId: string, packet: number, format: 'pdf' | 'csv') =>
  `/api/brand/protection/investigations/${encodeURIComponent(investigationId)}/takedown.${format}?packet=${packet}`

/** Re-reads every Brand Protection query when the server says something changed. */
export function useProtectionLiveRefresh() {
  const queryClient = useQueryClient()
  useLiveEvents({
    'protection.changed': () => void queryClient.invalidateQueries({ queryKey: KEY }),
  })
}

function useProtectionMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}

/** Takes the next step of the brand's ladder on a finding, with an optional personal note. */
export const useTakeStep = (findingId: string) =>
  useProtectionMutation((input: { note: string }) =>
    api<{ step: string; deadline: string | null; finding: FindingDetail | null }>(
      `/api/brand/protection/findings/${encodeURIComponent(findingId)}/steps`,
      { method: 'POST', body: input },
    ),
  )

/** Accepts or rejects the reseller's dispute, with the note it reads. */
export const useDecideDispute = (findingId: string) =>
  useProtectionMutation((input: { decision: 'accept' | 'reject'; note: string }) =>
    api<{ finding: FindingDetail | null }>(
      `/api/brand/protection/findings/${encodeURIComponent(findingId)}/dispute-decision`,
      { method: 'POST', body: input },
    ),
  )

/** Moves an investigation with a note, and names its source once identified. */
export const useUpdateInvestigation = (investigationId: string) =>
  useProtectionMutation(
    (input: { status: InvestigationStatus; note: string; sourceResellerId?: string | null }) =>
      api<InvestigationDetail>(
        `/api/brand/protection/investigations/${encodeURIComponent(investigationId)}`,
        { method: 'PATCH', body: input },
      ),
  )

/** Records a storefront's business name and address (storefronts are regrouped). */
export const useUpdateStorefront = () =>
  useProtectionMutation(
    (input: { id: number; businessName: string | null; businessAddress: string | null }) =>
      api<{ ok: true; recalculating: boolean }>(`/api/brand/protection/storefronts/${input.id}`, {
        method: 'PATCH',
        body: { businessName: input.businessName, businessAddress: input.businessAddress },
      }),
  )

/**
 * The next notice on several findings: the selected ids, or every open finding of one reseller.
 * `batchKey` is the request's name: the same key sent twice steps nothing twice.
 */
export const useBulkStep = () =>
  useProtectionMutation(
    (
      input: { batchKey: string; note: string } & (
        { findingIds: string[] } | { resellerId: string }
      ),
    ) =>
      api<BulkStepResult>('/api/brand/protection/findings/bulk-steps', {
        method: 'POST',
        body: input,
      }),
  )
