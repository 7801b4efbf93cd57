import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { ADMIN_DETAIL_PATHS, type AdminUserDetail } from '#shared/admin-detail-texts.ts'
import type { Role } from '#shared/constants.ts'
import type { AdminUserRow, UserBan } from '#shared/schemas/users.ts'
import { USERS_PAGE_SIZE } from '#shared/users-texts.ts'
import { api } from '../../lib/api.ts'

export interface UsersFilter {
  search: string
  role: Role | ''
  /** From 1. */
  page: number
  pageSize?: number
}

export interface UsersPage {
  users: AdminUserRow[]
  total: number
  page?: number
  pageSize?: number
  pages?: number
}

export const usersQueryOptions = (filter: UsersFilter) => {
  const params = new URLSearchParams({
    page: String(filter.page),
    pageSize: String(filter.pageSize ?? USERS_PAGE_SIZE),
  })
  if (filter.search) params.set('search', filter.search)
  if (filter.role) params.set('role', filter.role)
  return queryOptions({
    queryKey: ['admin', 'users', filter],
    queryFn: () => api<UsersPage>(`/api/admin/users?${params}`),
    placeholderData: keepPreviousData,
  })
}

export const useUsers = (filter: UsersFilter) => useQuery(usersQueryOptions(filter))

/** Issue 16: one account with its sessions and links (its detail view). */
export const userDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'users', 'detail', id],
    queryFn: ({ signal }) => api<AdminUserDetail>(ADMIN_DETAIL_PATHS.userApi(id), { signal }),
  })

export const useUserDetail = (id: string) => useQuery(userDetailQueryOptions(id))

/** Every user-changing mutation refreshes the list (and the dashboard's counts). */
function useInvalidateUsers() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ])
}

export function useChangeRole() {
  const invalidate = useInvalidateUsers()
  return useMutation({
    // A promotion to admin carries the acting admin's password (issue 16 item 3).
    mutationFn: ({ id, ...body }: { id: string; role: Role; password?: string }) =>
      api(`/api/admin/users/${encodeURIComponent(id)}/role`, { method: 'PATCH', body }),
    onSettled: invalidate,
  })
}

export function useBanUser() {
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & UserBan) =>
      api(`/api/admin/users/${encodeURIComponent(id)}/ban`, { method: 'POST', body }),
    onSettled: invalidate,
  })
}

export function useUnbanUser() {
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: (id: string) =>
      api(`/api/admin/users/${encodeURIComponent(id)}/unban`, { method: 'POST', body: {} }),
    onSettled: invalidate,
  })
}

export interface Invitation {
  id: string
  expiresAt: string
  url: string
}

export function useInviteAdmin() {
  return useMutation({
    mutationFn: (input: { email: string }) =>
      api<Invitation>('/api/admin/invitations', { method: 'POST', body: input }),
  })
}
