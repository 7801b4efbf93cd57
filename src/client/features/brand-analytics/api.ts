/** Brand Analytics data (GET /api/brand/analytics). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  type AnalyticsRange,
  type BrandAnalyticsResponse,
} from '#shared/schemas/brand-dashboard.ts'
import { api } from '../../lib/api.ts'
import { useLiveInvalidation } from '../live/use-live-events.ts'

export const brandAnalyticsQueryOptions = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: ['brand', 'analytics', range],
    queryFn: ({ signal }) =>
      api<BrandAnalyticsResponse>(`/api/brand/analytics?range=${range}`, { signal }),
    // 001 §9: analytics data is fresh for 60 seconds; live order events refresh it sooner.
    staleTime: 60_000,
  })

export function useBrandAnalytics(range: AnalyticsRange) {
  useLiveInvalidation({
    'order.created': [['brand', 'analytics']],
    'order.updated': [['brand', 'analytics']],
  })
  return useQuery({ ...brandAnalyticsQueryOptions(range), placeholderData: keepPreviousData })
}

export function parseRange(value: string | null): AnalyticsRange {
  return value !== null && value in ANALYTICS_RANGES
    ? (value as AnalyticsRange)
    : DEFAULT_ANALYTICS_RANGE
}

/** 'Mar 2026' for a YYYY-MM-01 month. */
export const formatMonth = (month: string, withYear = true) =>
  new Date(`${month}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  })
