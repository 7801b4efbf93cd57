/** The brand Settings screen's API calls and hooks (001 §2.3). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { NotificationPreferences } from '#shared/brand-settings-texts.ts'
import type { BrandProfileInput } from '#shared/schemas/brand-settings.ts'
import type { WholesaleTerms } from '#shared/reseller-order-texts.ts'
import type { WholesaleTermsOutput } from '#shared/schemas/reseller-orders.ts'
import { api } from '../../lib/api.ts'

export interface BrandProfile {
  companyName: string
  fullName: string
  email: string
  bio: string
}

export type SubscriptionTier = 'free' | 'basic' | 'premium' | 'enterprise'

export interface SubscriptionDetails {
  subscription: {
    tier: SubscriptionTier
    subscribed: boolean
    subscriptionEnd: string | null
    cancelAtPeriodEnd: boolean
  }
  payments: {
    id: string
    tier: SubscriptionTier
    amountCents: number
    currency: string
    status: string
    createdAt: string
  }[]
}

const KEY = ['brand', 'settings'] as const

export const brandProfileQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'profile'],
    queryFn: async ({ signal }) =>
      (await api<{ profile: BrandProfile }>('/api/brand/settings/profile', { signal })).profile,
  })

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'subscription'],
    queryFn: ({ signal }) =>
      api<SubscriptionDetails>('/api/brand/settings/subscription', { signal }),
  })

/** The switches and the default low-stock level (issue 15), saved together. */
export interface NotificationSettings {
  preferences: NotificationPreferences
  lowStockThreshold: number
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'notifications'],
    queryFn: ({ signal }) =>
      api<NotificationSettings>('/api/brand/settings/notifications', { signal }),
  })

export const useBrandProfile = () => useQuery(brandProfileQueryOptions())
export const useSubscription = () => useQuery(subscriptionQueryOptions())
export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions())

export function useUpdateBrandProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BrandProfileInput) =>
      api<{ profile: BrandProfile }>('/api/brand/settings/profile', { method: 'PATCH', body }),
    onSuccess: ({ profile }) =>
      queryClient.setQueryData(brandProfileQueryOptions().queryKey, profile),
  })
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NotificationSettings) =>
      api<NotificationSettings>('/api/brand/settings/notifications', {
        method: 'PATCH',
        body: { ...body.preferences, lowStockThreshold: body.lowStockThreshold },
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData(notificationPreferencesQueryOptions().queryKey, saved),
  })
}

/**
 * better-auth's change-password (000 §7 call 6): the server checks the current password, ends
 * every session and answers with a fresh cookie for this one.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api('/api/auth/change-password', { method: 'POST', body }),
  })
}

export interface SignedInSession {
  id: string
  createdAt: string
  lastActiveAt: string
  ipAddress: string | null
  userAgent: string | null
  current: boolean
}

/** Login History lives under each portal's settings path (the brand's, reseller's and admin's). */
export type SettingsApiBase =
  '/api/brand/settings' | '/api/reseller/settings' | '/api/admin/settings'

export const sessionsQueryOptions = (base: SettingsApiBase) =>
  queryOptions({
    queryKey: [base, 'sessions'],
    queryFn: async ({ signal }) =>
      (await api<{ sessions: SignedInSession[] }>(`${base}/sessions`, { signal })).sessions,
  })

export const useSessions = (base: SettingsApiBase) => useQuery(sessionsQueryOptions(base))

function useSessionsMutation<V>(
  base: SettingsApiBase,
  mutationFn: (variables: V) => Promise<{ revoked: number }>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(base).queryKey }),
  })
}

export const useRevokeSession = (base: SettingsApiBase) =>
  useSessionsMutation(base, (id: string) =>
    api<{ revoked: number }>(`${base}/sessions/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),
  )

export const useRevokeOtherSessions = (base: SettingsApiBase) =>
  useSessionsMutation(base, () =>
    api<{ revoked: number }>(`${base}/sessions/revoke-others`, {
      method: 'POST',
      body: {},
    }),
  )

/** The brand's wholesale terms (issue 13 item 5); null when the brand has no directory entry. */
export interface WholesaleTermsState extends WholesaleTerms {
  /** The marketplace's rule for this brand today, in cents: what an empty field means. */
  defaultMinimumCents: number
}

export const wholesaleTermsQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'wholesale-terms'],
    queryFn: async ({ signal }) =>
      (
        await api<{ terms: WholesaleTermsState | null }>('/api/brand/settings/wholesale-terms', {
          signal,
        })
      ).terms,
  })

export const useWholesaleTerms = () => useQuery(wholesaleTermsQueryOptions())

export function useSaveWholesaleTerms() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: WholesaleTermsOutput) =>
      api<{ terms: WholesaleTermsState | null }>('/api/brand/settings/wholesale-terms', {
        method: 'PATCH',
        body,
      }),
    onSuccess: ({ terms }) =>
      queryClient.setQueryData(wholesaleTermsQueryOptions().queryKey, terms),
  })
}
