/**
 * The brand Dashboard's data (GET /api/brand/dashboard, and the compliance chart's
 * GET /api/brand/protection/compliance) and the formats its screens share.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ComplianceSeriesResponse } from '#server/modules/protection-analytics/protection-analytics.ts'
import {
  DASHBOARD_PERIODS,
  DEFAULT_DASHBOARD_PERIOD,
  type BrandDashboardResponse,
  type DashboardPeriod,
} from '#shared/schemas/brand-dashboard.ts'
import { api } from '../../lib/api.ts'
import { useLiveInvalidation } from '../live/use-live-events.ts'

export const brandDashboardQueryOptions = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: ['brand', 'dashboard', period],
    queryFn: ({ signal }) =>
      api<BrandDashboardResponse>(`/api/brand/dashboard?period=${period}`, { signal }),
  })

/** The dashboard of a period; the figures of the previous period stay up while the next loads. */
export function useBrandDashboard(period: DashboardPeriod) {
  // Orders arriving or changing, allocations and products move the figures: re-read them.
  useLiveInvalidation({
    'order.created': [['brand', 'dashboard']],
    'order.updated': [['brand', 'dashboard']],
    'authorization.changed': [['brand', 'dashboard']],
    'product.changed': [['brand', 'dashboard']],
    // A reseller applied or followed up (pending applications).
    'application.changed': [['brand', 'dashboard']],
  })
  return useQuery({ ...brandDashboardQueryOptions(period), placeholderData: keepPreviousData })
}

export const brandComplianceQueryOptions = (days: DashboardPeriod) =>
  queryOptions({
    queryKey: ['brand', 'protection', 'compliance', days],
    queryFn: ({ signal }) =>
      api<ComplianceSeriesResponse>(`/api/brand/protection/compliance?days=${days}`, { signal }),
  })

/** The compliance chart of a period; imports, cures and re-detections refresh it live. */
export function useBrandCompliance(days: DashboardPeriod) {
  useLiveInvalidation({ 'protection.changed': [['brand', 'protection', 'compliance']] })
  return useQuery({ ...brandComplianceQueryOptions(days), placeholderData: keepPreviousData })
}

export function parsePeriod(value: string | null): DashboardPeriod {
  const n = Number(value)
  return (DASHBOARD_PERIODS as readonly number[]).includes(n)
    ? (n as DashboardPeriod)
    : DEFAULT_DASHBOARD_PERIOD
}

export {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyAxis,
  formatMoneyWhole,
  formatShortDate,
  integer,
} from '../../components/charts/format.ts'
