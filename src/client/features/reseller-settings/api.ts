/** The reseller Settings screen's calls (001 §2.4, §7.3 and §7.4). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  BusinessType,
  ProductCategory,
  SalesVolume,
  WholesaleBudget,
} from '#shared/reseller-hub-texts.ts'
import {
  RESELLER_NOTIFICATIONS_PATH,
  RESELLER_SETTINGS_CARD_PATHS,
  type ResellerSettingsCard,
} from '#shared/reseller-settings-texts.ts'
import type { ResellerNotificationsInput } from '#shared/schemas/reseller-settings.ts'

/** The reseller's saved e-mail switches (the server answers both). */
export interface ResellerNotifications {
  emailNotifications: boolean
  orderUpdates: boolean
}
import { api } from '../../lib/api.ts'

export interface ResellerSettings {
  /** The sign-in e-mail, shown read-only. */
  email: string
  status: string
  applicationStatus: string | null
  profile: { fullName: string; companyName: string; bio: string }
  contact: { phone: string; linkedin: string }
  marketplace: { amazonSellerId: string; walmartSellerId: string; ebaySellerId: string }
  business: { companyName: string; businessType: BusinessType | null; einNumber: string }
  salesVolume: SalesVolume | null
  wholesaleBudget: WholesaleBudget
  productCategories: ProductCategory[]
}

export const resellerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['reseller', 'settings'],
    queryFn: async ({ signal }) =>
      (await api<{ settings: ResellerSettings }>('/api/reseller/settings', { signal })).settings,
    // A missing profile or a refusal will not change by asking again.
    retry: (failures, error) =>
      failures < 1 && !('status' in error && [401, 403, 404].includes(error.status as number)),
  })

export const useResellerSettings = () => useQuery(resellerSettingsQueryOptions())

/** Saves one card; the answer is the whole record, which replaces the cached one. */
export function useSaveSettingsCard(card: ResellerSettingsCard) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: object) =>
      api<{ settings: ResellerSettings }>(RESELLER_SETTINGS_CARD_PATHS[card], {
        method: 'PATCH',
        body,
      }),
    onSuccess: ({ settings }) =>
      queryClient.setQueryData(resellerSettingsQueryOptions().queryKey, settings),
  })
}

/** Issue 15: the Notifications tab's switches (Email Notifications, Order Updates). */
export const resellerNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['reseller', 'settings', 'notifications'],
    queryFn: async ({ signal }) =>
      (
        await api<{ preferences: ResellerNotifications }>(RESELLER_NOTIFICATIONS_PATH, {
          signal,
        })
      ).preferences,
  })

export const useResellerNotifications = () => useQuery(resellerNotificationsQueryOptions())

export function useSaveResellerNotifications() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ResellerNotificationsInput) =>
      api<{ preferences: ResellerNotifications }>(RESELLER_NOTIFICATIONS_PATH, {
        method: 'PATCH',
        body,
      }),
    onSuccess: ({ preferences }) =>
      queryClient.setQueryData(resellerNotificationsQueryOptions().queryKey, preferences),
  })
}
