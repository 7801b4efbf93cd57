/**
 * MAP policy of the brand portal (issue 14 item 1): MAP per product over time, promotion windows
 * and the policy text with its shipping and tolerance rules. Every change is announced to the
 * brand's authorized resellers when it is made.
 */
import {
  exchangeRateSchema,
  idParams,
  mapChangeSchema,
  policySchema,
  promotionSchema,
} from '#shared/schemas/protection.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { auditActorOf } from '../audit-log/record-audit.ts'
import { noticeSample } from '../enforcement/enforcement-settings.ts'
import { brandScope, requireBrandScope } from '../protection/protection-brand.ts'
import {
  cancelMapChange,
  cancelPromotion,
  createPromotion,
  getPolicy,
  listMapProducts,
  listPromotions,
  publishPolicy,
  scheduleMapChange,
} from './map-policy.ts'
import { addExchangeRate, listExchangeRates } from './exchange-rates.ts'

export const mapPolicyRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/map',
    summary:
      "The brand's products with the MAP in force now (before and with promotions), its history and scheduled changes, and the promotions",
    tags: ['brand', 'protection'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => {
      const scope = await brandScope(deps.db, viewer)
      if (!scope) return { entry: null, products: [], promotions: [] }
      const [products, promotions] = await Promise.all([
        listMapProducts(deps.db, scope.brand.ownerUserId),
        listPromotions(deps.db, scope.entry.id),
      ])
      return { entry: scope.entry, products, promotions }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/protection/map-changes',
    summary:
      'Sets the MAP of products from a time on (now or later; never in the past), and tells the authorized resellers',
    tags: ['brand', 'protection'],
    access: ['brand'],
    body: mapChangeSchema,
    responses: {
      201: 'Scheduled',
      400: 'In the past, or not your products',
      404: 'No directory entry',
      422: "PRICE_CONFIRMATION_REQUIRED: the MAP is below a product's wholesale price; send confirmBelowWholesale: true to mean it",
    },
    handler: async ({ c, deps, viewer, body }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      return c.json(await scheduleMapChange(deps, scope, body, auditActorOf(c, viewer)), 201)
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/brand/protection/map-changes/:id',
    summary: 'Cancels a MAP change that has not taken effect yet, and tells the resellers',
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: idParams,
    responses: { 400: 'In effect already', 404: "Not one of the brand's MAP changes" },
    handler: async ({ c, deps, viewer, params }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      await cancelMapChange(deps, scope, params.id, auditActorOf(c, viewer))
      return { ok: true }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/protection/promotions',
    summary:
      'Creates a promotion window that lowers the MAP of chosen products for chosen dates, and tells the resellers',
    tags: ['brand', 'protection'],
    access: ['brand'],
    body: promotionSchema,
    responses: { 201: 'Created: { id }', 400: 'Invalid dates, discount or products' },
    handler: async ({ c, deps, viewer, body }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      return c.json({ id: await createPromotion(deps, scope, body, auditActorOf(c, viewer)) }, 201)
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/protection/promotions/:id/cancel',
    summary: 'Cancels a promotion that has not ended, and tells the resellers',
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: idParams,
    responses: { 404: "Not one of the brand's promotions", 409: 'Ended or cancelled already' },
    handler: async ({ c, deps, viewer, params }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      await cancelPromotion(deps, scope, params.id, auditActorOf(c, viewer))
      return { ok: true }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/policy',
    summary:
      "The brand's MAP policy: every published version with its rules, and which version each authorized reseller acknowledged",
    tags: ['brand', 'protection'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => {
      const scope = await brandScope(deps.db, viewer)
      if (!scope) return { entry: null, current: null, versions: [], resellers: [] }
      return getPolicy(deps.db, scope)
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/protection/policy',
    summary:
      'Publishes a new version of the MAP policy (text, whether shipping counts, tolerance), in force from now, and asks the resellers to acknowledge it',
    tags: ['brand', 'protection'],
    access: ['brand'],
    body: policySchema,
    responses: { 201: 'Published: { version }', 404: 'No directory entry' },
    handler: async ({ c, deps, viewer, body }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      return c.json(
        { version: await publishPolicy(deps, scope, body, auditActorOf(c, viewer)) },
        201,
      )
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/exchange-rates',
    summary:
      "The brand's dated exchange rates to the MAP currency, by currency, newest first (decision 013)",
    tags: ['brand', 'protection'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => {
      const scope = await brandScope(deps.db, viewer)
      if (!scope) return { rates: [] }
      return { rates: await listExchangeRates(deps.db, scope.entry.id) }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/protection/exchange-rates',
    summary:
      'Enters a dated exchange rate (1 unit of the currency = rate USD from effectiveFrom): prices in that currency without a MAP of their own are judged against the MAP converted with it; the brand is judged again',
    tags: ['brand', 'protection'],
    access: ['brand'],
    body: exchangeRateSchema,
    responses: {
      201: 'Entered',
      400: 'Not a currency or rate',
      404: 'No directory entry',
      409: 'A rate of that currency from that time exists',
    },
    handler: async ({ c, deps, viewer, body }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      return c.json(await addExchangeRate(deps, scope, body, auditActorOf(c, viewer)), 201)
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/enforcement/sample',
    summary:
      "What the notice templates' preview is filled with: the placeholders' values from the brand's newest open violation by an authorized reseller (step, next step and deadline come from the ladder), or null when there is none",
    tags: ['brand', 'protection'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => {
      const scope = await brandScope(deps.db, viewer)
      return { sample: scope ? await noticeSample(deps.db, scope.entry.id) : null }
    },
  }),
]
