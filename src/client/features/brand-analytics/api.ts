/**
 * Brand Analytics data: the order figures (GET /api/brand/analytics) and brand protection's
 * (GET /api/brand/protection/analytics) with its filters.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type {
  ProtectionAnalyticsResponse,
  ProtectionFilterOptions,
} from '#server/modules/protection-analytics/protection-analytics.ts'
import {
  AUTHORIZATION_MARKETPLACES,
  type AuthorizationMarketplace,
} from '#shared/authorizations.ts'
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

/** The brand protection filters, as the URL and the API name them. */
export interface ProtectionFilters {
  marketplace?: AuthorizationMarketplace | undefined
  resellerId?: string | undefined
  productId?: string | undefined
}

export const PROTECTION_FILTER_KEYS = ['marketplace', 'resellerId', 'productId'] as const

/** The filters in the address; a reseller wins over a product, as the API takes one of them. */
export function parseProtectionFilters(params: URLSearchParams): ProtectionFilters {
  const marketplace = params.get('marketplace')
  const resellerId = params.get('resellerId') || undefined
  const productId = params.get('productId') || undefined
  return {
    marketplace: (AUTHORIZATION_MARKETPLACES as readonly string[]).includes(marketplace ?? '')
      ? (marketplace as AuthorizationMarketplace)
      : undefined,
    resellerId,
    productId: resellerId ? undefined : productId,
  }
}

export const protectionAnalyticsQueryOptions = (
  range: AnalyticsRange,
  filters: ProtectionFilters,
) => {
  const query = new URLSearchParams({ range })
  for (const key of PROTECTION_FILTER_KEYS) {
    const value = filters[key]
    if (value) query.set(key, value)
  }
  return queryOptions({
    queryKey: ['brand', 'protection', 'analytics', range, filters],
    queryFn: ({ signal }) =>
      api<ProtectionAnalyticsResponse>(`/api/brand/protection/analytics?${query.toString()}`, {
        signal,
      }),
    staleTime: 60_000,
    // While past listings are judged again the figures move: look again until they settle.
    refetchInterval: (q) => {
      const data = q.state.data
      return data && data.entry !== null && data.recalculating ? RECALCULATING_POLL_MS : false
    },
  })
}

const RECALCULATING_POLL_MS = 5_000

/**
 * What the filters offer, asked for once for all filters (under the analytics key, so that new
 * findings refresh it with the figures).
 */
export function useProtectionFilterOptions() {
  return useQuery({
    queryKey: ['brand', 'protection', 'analytics', 'options'],
    queryFn: ({ signal }) =>
      api<ProtectionFilterOptions>('/api/brand/protection/analytics/options', { signal }),
    staleTime: 60_000,
  })
}

/** Revenue protection, unauthorized sellers and losses; refreshed when findings change. */
export function useProtectionAnalytics(range: AnalyticsRange, filters: ProtectionFilters) {
  useLiveInvalidation({ 'protection.changed': [['brand', 'protection', 'analytics']] })
  return useQuery({
    ...protectionAnalyticsQueryOptions(range, filters),
    placeholderData: keepPreviousData,
  })
}
