/**
 * Whose storefront this is (decision 013): the brand reads a storefront's match and its
 * resellers, and confirms the storefront as one of theirs, or removes the confirmation.
 */
import { z } from 'zod'
import { storefrontResellerSchema } from '#shared/schemas/protection.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { auditActorOf } from '../audit-log/record-audit.ts'
import { confirmStorefrontReseller, storefrontReseller } from './confirm-storefront.ts'
import { requireBrandScope } from './protection-brand.ts'

const params = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

export const storefrontResellerRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/storefronts/:id/reseller',
    summary:
      "A storefront, the reseller it is matched to and how (seller id on the authorization, in the reseller's settings, the brand's confirmation, or its storefront group), and the brand's resellers it can be confirmed as",
    tags: ['brand', 'protection'],
    access: ['brand'],
    params,
    responses: { 404: "Not one of the brand's storefronts" },
    handler: async ({ deps, viewer, params }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      return storefrontReseller(deps.db, scope.brand, params.id)
    },
  }),
  defineRoute({
    method: 'put',
    path: '/api/brand/protection/storefronts/:id/reseller',
    summary:
      "Confirms a storefront as one of the brand's resellers' (one with an authorization record from the brand), or removes the confirmation (null); the brand's listings are judged again",
    tags: ['brand', 'protection'],
    access: ['brand'],
    params,
    body: storefrontResellerSchema,
    responses: {
      400: 'Not a reseller with an authorization from the brand, or a source that names no seller',
      404: "Not one of the brand's storefronts",
    },
    handler: async ({ c, deps, viewer, params, body }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      await confirmStorefrontReseller(deps.db, scope.brand, params.id, body.resellerId, {
        userId: viewer.userId,
        audit: auditActorOf(c, viewer),
      })
      return {
        ...(await storefrontReseller(deps.db, scope.brand, params.id)),
        recalculating: true,
      }
    },
  }),
]
