/** The admin's own profile (issue 16 item 8), read and saved through /api/profiles/:id. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ProfileUpdate } from '#shared/schemas/accounts.ts'
import { api } from '../../lib/api.ts'

export interface AdminProfile {
  id: string
  email: string
  fullName: string | null
  companyName: string | null
}

export const adminProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'profile', userId],
    queryFn: async ({ signal }) =>
      (
        await api<{ profile: AdminProfile }>(`/api/profiles/${encodeURIComponent(userId)}`, {
          signal,
        })
      ).profile,
  })

export const useAdminProfile = (userId: string) => useQuery(adminProfileQueryOptions(userId))

export function useUpdateAdminProfile(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ProfileUpdate) =>
      api<{ profile: AdminProfile }>(`/api/profiles/${encodeURIComponent(userId)}`, {
        method: 'PATCH',
        body,
      }),
    onSuccess: ({ profile }) =>
      queryClient.setQueryData(adminProfileQueryOptions(userId).queryKey, profile),
  })
}
