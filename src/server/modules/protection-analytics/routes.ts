/**
 * Brand protection figures (issue 14 item 7): the Analytics tabs (Revenue Protection,
 * Unauthorized Sellers, Loss Prevention Categories, compliance over time) with their filters,
 * and the dashboard's compliance chart.
 */
import { z } from 'zod'
import { BRAND_ANALYTICS_TEXTS } from '#shared/brand-dashboard-texts.ts'
import { ANALYTICS_RANGES, analyticsQuerySchema } from '#shared/schemas/brand-dashboard.ts'
import { marketplaceSchema } from '#shared/schemas/protection.ts'
import { text, uuid } from '#shared/schemas/common.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { brandScope } from '../protection/protection-brand.ts'
import { redetectPending } from '../protection/redetect.ts'
import {
  getComplianceSeries,
  getFilterOptions,
  getProtectionAnalytics,
} from './protection-analytics.ts'

const analyticsQuery = analyticsQuerySchema
  .extend({
    marketplace: marketplaceSchema.optional(),
    resellerId: text(100).optional(),
    productId: uuid.optional(),
  })
  // The daily figures are kept per product and per storefront, never per both.
  .refine((q) => q.resellerId === undefined || q.productId === undefined, {
    message: BRAND_ANALYTICS_TEXTS.protection.filters.oneAtATime,
    path: ['productId'],
  })

const complianceQuery = z.object({
  days: z.enum(['7', '30', '90']).default('30').transform(Number),
})

export const protectionAnalyticsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/analytics',
    summary:
      'Revenue at risk and recovered, unauthorized sellers, loss by category and marketplace, and compliance over time, per reseller and per product; filtered by marketplace, reseller or product',
    tags: ['brand', 'protection'],
    access: ['brand'],
    query: analyticsQuery,
    handler: async ({ deps, viewer, query }) => {
      const scope = await brandScope(deps.db, viewer)
      if (!scope) return { entry: null, range: query.range }
      const [analytics, recalculating] = await Promise.all([
        getProtectionAnalytics(deps.db, scope.entry.id, ANALYTICS_RANGES[query.range], query),
        redetectPending(deps.db, scope.entry.id),
      ])
      return { entry: scope.entry, range: query.range, recalculating, ...analytics }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/analytics/options',
    summary:
      'What the analytics filters offer: the resellers and products with observations, whatever the range',
    tags: ['brand', 'protection'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => {
      const scope = await brandScope(deps.db, viewer)
      if (!scope) return { resellers: [], products: [] }
      return getFilterOptions(deps.db, scope.entry.id)
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/compliance',
    summary:
      "The dashboard's compliance chart: the brand's observations per day (7 or 30 days) or week (90) by verdict, and the period's compliance",
    tags: ['brand', 'protection'],
    access: ['brand'],
    query: complianceQuery,
    handler: async ({ deps, viewer, query }) => {
      const scope = await brandScope(deps.db, viewer)
      if (!scope)
        return { entry: null, unit: 'day', days: query.days, points: [], compliance: null }
      return {
        entry: scope.entry,
        ...(await getComplianceSeries(deps.db, scope.entry.id, query.days)),
      }
    },
  }),
]
