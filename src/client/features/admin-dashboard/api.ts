import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ActivityItem, DashboardSummary } from '#shared/admin-dashboard-texts.ts'
import { api } from '../../lib/api.ts'

export interface AdminInquiry {
  id: string
  kind: 'contact' | 'brand_inquiry' | 'reseller_application'
  name: string
  email: string
  company: string | null
  message: string
  mailStatus: string | null
  createdAt: string
}

/** How many inquiries the dashboard lists. */
export const DASHBOARD_INQUIRIES_LIMIT = 50

export const dashboardSummaryQueryOptions = queryOptions({
  queryKey: ['admin', 'dashboard', 'summary'],
  queryFn: () => api<DashboardSummary>('/api/admin/dashboard'),
})

export const recentActivitiesQueryOptions = queryOptions({
  queryKey: ['admin', 'dashboard', 'activities'],
  queryFn: async () =>
    (await api<{ activities: ActivityItem[] }>('/api/admin/dashboard/activities')).activities,
})

export const dashboardInquiriesQueryOptions = queryOptions({
  queryKey: ['admin', 'inquiries', DASHBOARD_INQUIRIES_LIMIT],
  queryFn: async () =>
    (
      await api<{ inquiries: AdminInquiry[] }>(
        `/api/admin/inquiries?limit=${DASHBOARD_INQUIRIES_LIMIT}`,
      )
    ).inquiries,
})

export const useDashboardSummary = () => useQuery(dashboardSummaryQueryOptions)
export const useRecentActivities = () => useQuery(recentActivitiesQueryOptions)
export const useDashboardInquiries = () => useQuery(dashboardInquiriesQueryOptions)

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
