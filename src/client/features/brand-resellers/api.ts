/**
 * Resellers Management's calls (001 §2.3; DESIGN decision 8: Filter, Export and Contact work;
 * issue 13 #3: every authorization with its status, suspend / revoke / reinstate, invitations).
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type {
  AuthorizationChange,
  AuthorizationSource,
  AuthorizationStatus,
  CoveredMarketplace,
} from '#shared/authorizations.ts'
import type { AuthorizationFilter } from '#shared/brand-applications-texts.ts'
import type { ResellerFilter } from '#shared/brand-orders-texts.ts'
import type { NewMessageInput } from '#shared/schemas/messages.ts'
import { api } from '../../lib/api.ts'

export interface BrandReseller {
  id: string
  companyName: string | null
  fullName: string | null
  email: string
  authorizedAt: string
  orderCount: number
  orderTotal: string
  lastOrderAt: string | null
  active: boolean
  authorizationId: string
  /** What the authorization is now (an active one past its end date reads expired). */
  status: AuthorizationStatus
  inForce: boolean
  marketplaces: CoveredMarketplace[]
  endsAt: string | null
  statusReason: string | null
  statusChangedAt: string
  grantedBy: AuthorizationSource
}

export interface BrandResellerList {
  /** null: the brand has no directory entry, so no reseller can be authorized for it. */
  entry: { id: string; name: string } | null
  resellers: BrandReseller[]
  summary: {
    total: number
    active: number
    /** Every record by status (the filter's counts); absent in older answers. */
    statuses?: Record<AuthorizationStatus, number>
  }
  page: number
  pages: number
  pageSize: number
  matching: number
}

export interface BrandResellersFilter {
  search: string
  filter: ResellerFilter
  status: AuthorizationFilter
  page: number
}

const KEY = ['brand', 'resellers'] as const

function searchParams(filter: Omit<BrandResellersFilter, 'page'> & { page?: number }) {
  const params = new URLSearchParams({ filter: filter.filter })
  if (filter.status !== 'all') params.set('status', filter.status)
  if (filter.search.trim()) params.set('search', filter.search.trim())
  if (filter.page) params.set('page', String(filter.page))
  return params
}

export const brandResellersQueryOptions = (filter: BrandResellersFilter) =>
  queryOptions({
    queryKey: [...KEY, filter],
    queryFn: ({ signal }) =>
      api<BrandResellerList>(`/api/brand/resellers?${searchParams(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  })

export const useBrandResellers = (filter: BrandResellersFilter) =>
  useQuery(brandResellersQueryOptions(filter))

/** The CSV of the list as filtered on screen (a plain download: the session cookie goes along). */
export const resellersExportUrl = (filter: Omit<BrandResellersFilter, 'page'>) =>
  `/api/brand/resellers/export.csv?${searchParams(filter)}`

export function useInvalidateBrandResellers() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: KEY })
}

/** Contact: a message to the reseller (POST /api/messages, the messaging module's route). */
export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NewMessageInput) =>
      api<{ conversationId: string; message: { id: string } }>('/api/messages', {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  })
}

/** Suspend, revoke (with the reason the reseller reads) or reinstate an authorization. */
export function useChangeAuthorization() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      authorizationId,
      change,
      reason,
    }: {
      authorizationId: string
      change: AuthorizationChange
      reason: string | null
    }) =>
      api<{ authorization: { id: string; status: AuthorizationStatus } }>(
        `/api/brand/authorizations/${encodeURIComponent(authorizationId)}/status`,
        { method: 'POST', body: change === 'reinstate' ? { change } : { change, reason } },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['brand', 'dashboard'] }),
      ]),
  })
}

/** Invite a reseller by e-mail to apply. */
export function useInviteReseller() {
  return useMutation({
    mutationFn: (body: { email: string; message?: string }) =>
      api<{ invited: string }>('/api/brand/invitations', { method: 'POST', body }),
  })
}
