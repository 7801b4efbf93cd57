import { idParams, uuidParams } from '#shared/schemas/accounts.ts'
import { entryChangeDecisionSchema } from '#shared/schemas/brand-settings.ts'
import {
  allocationParams,
  allocationSchema,
  brandInputSchema,
  brandListQuery,
  brandStatusSchema,
  bulkAllocationSchema,
  bulkDeleteSchema,
  resellerParams,
  resellerSearchQuery,
} from '#shared/schemas/brands-directory.ts'
import { defineRoute } from '../../lib/http/route.ts'
import {
  allocateBrand,
  bulkAllocate,
  listBrandAllocations,
  listResellerAllocations,
  removeAllocation,
  resellerAllocationsForAdmin,
  searchResellers,
} from './allocations.ts'
import { deleteBrand, deleteBrands } from './delete-brands.ts'
import { decideEntryChange, listEntryChanges } from './entry-changes.ts'
import { findDuplicateBrands } from './find-duplicate-brands.ts'
import { getBrandDetail } from './get-brand-detail.ts'
import { listBrands } from './list-brands.ts'
import { addBrand, setBrandStatus, updateBrand } from './save-brand.ts'
import { announceAuthorization } from '../authorizations/announce-authorization.ts'
import { auditActorOf } from '../audit-log/record-audit.ts'

/** The Brands Directory (001 §2.2) and the allocation of its brands to resellers. */
export const brandsDirectoryRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/brand-entry-changes',
    summary:
      "Brands' requested name and contact e-mail changes awaiting review, oldest first, old → new (issue 15)",
    tags: ['admin'],
    access: ['admin'],
    handler: async ({ deps }) => ({ changes: await listEntryChanges(deps.db) }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/brand-entry-changes/:id/decision',
    summary: 'Approve (apply to the entry) or reject a pending name or contact e-mail change',
    tags: ['admin'],
    access: ['admin'],
    params: uuidParams,
    body: entryChangeDecisionSchema,
    responses: { 404: 'No such change', 409: 'Already decided' },
    handler: async ({ c, deps, viewer, params, body }) => ({
      change: await decideEntryChange(
        deps,
        viewer.userId,
        params.id,
        body.action,
        auditActorOf(c, viewer),
      ),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/brands',
    summary:
      'A page of the brands directory (pageSize, 50 unless told, at most 100), newest first, by search and status, with the total',
    tags: ['brands-directory'],
    access: ['admin'],
    query: brandListQuery,
    handler: async ({ deps, query }) => listBrands(deps.db, query),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/brands',
    summary: 'Add a brand to the directory (admin_add_brand)',
    tags: ['brands-directory'],
    access: ['admin'],
    body: brandInputSchema,
    responses: { 201: 'Added' },
    handler: async ({ c, deps, viewer, body }) =>
      c.json({ brand: await addBrand(deps.db, body, auditActorOf(c, viewer)) }, 201),
  }),
  defineRoute({
    method: 'patch',
    path: '/api/admin/brands/:id',
    summary: 'Edit every field of a directory brand (admin_update_brand)',
    tags: ['brands-directory'],
    access: ['admin'],
    params: uuidParams,
    body: brandInputSchema,
    responses: { 404: 'No such brand' },
    handler: async ({ c, deps, viewer, params, body }) => {
      const brand = await updateBrand(deps, params.id, body, auditActorOf(c, viewer))
      deps.mailer.deliverSoon()
      return { brand }
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/api/admin/brands/:id/status',
    summary: 'Activate or deactivate a directory brand',
    tags: ['brands-directory'],
    access: ['admin'],
    params: uuidParams,
    body: brandStatusSchema,
    responses: { 404: 'No such brand' },
    handler: async ({ c, deps, viewer, params, body }) => {
      // Issue 16: activating an entry mails its brand (written in the change's transaction).
      const brand = await setBrandStatus(deps, params.id, body.isActive, auditActorOf(c, viewer))
      deps.mailer.deliverSoon()
      return { brand }
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/admin/brands/:id',
    summary: 'Delete a directory brand with its allocations (admin_delete_brand)',
    tags: ['brands-directory'],
    access: ['admin'],
    params: uuidParams,
    responses: { 404: 'No such brand' },
    handler: async ({ c, deps, viewer, params }) => ({
      deleted: await deleteBrand(deps.db, params.id, auditActorOf(c, viewer)),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/brands/duplicates',
    summary: 'Review Duplicates: groups with the same trimmed, lower-cased name and contact e-mail',
    tags: ['brands-directory'],
    access: ['admin'],
    handler: async ({ deps }) => findDuplicateBrands(deps.db),
  }),
  // After …/duplicates: Hono tries routes in the order they are registered, so that path is never
  // taken for an id.
  defineRoute({
    method: 'get',
    path: '/api/admin/brands/:id',
    summary:
      "One directory brand for its detail view: the entry's fields and terms, its brand account, and the resellers authorized for it (the count and the newest 25)",
    tags: ['brands-directory'],
    access: ['admin'],
    params: idParams,
    responses: { 404: 'No such brand (or an id that is not a uuid)' },
    handler: async ({ c, deps, params }) => {
      c.header('Cache-Control', 'no-store')
      return getBrandDetail(deps.db, params.id)
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/brands/bulk-delete',
    summary: 'Delete the selected brands in one transaction',
    tags: ['brands-directory'],
    access: ['admin'],
    body: bulkDeleteSchema,
    handler: async ({ c, deps, viewer, body }) =>
      deleteBrands(deps.db, body.ids, auditActorOf(c, viewer)),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/brands/:id/allocations',
    summary: 'Manage Access: the resellers a brand is allocated to',
    tags: ['brands-directory'],
    access: ['admin'],
    params: uuidParams,
    responses: { 404: 'No such brand' },
    handler: async ({ deps, params }) => listBrandAllocations(deps.db, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/brands/:id/allocations',
    summary: 'Allocate a brand to a reseller (idempotent)',
    tags: ['brands-directory'],
    access: ['admin'],
    params: uuidParams,
    body: allocationSchema,
    responses: { 400: 'Not a reseller account', 404: 'No such brand or reseller' },
    handler: async ({ c, deps, viewer, params, body }) => {
      const result = await allocateBrand(
        deps.db,
        params.id,
        body.resellerId,
        viewer.userId,
        auditActorOf(c, viewer),
      )
      if (result.created) await announceAuthorization(deps, body.resellerId, [params.id])
      return { allocation: { brandId: params.id, resellerId: body.resellerId, ...result } }
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/admin/brands/:id/allocations/:resellerId',
    summary: 'Remove a brand allocation (idempotent)',
    tags: ['brands-directory'],
    access: ['admin'],
    params: allocationParams,
    responses: { 404: 'No such brand' },
    handler: async ({ c, deps, viewer, params }) => {
      const result = await removeAllocation(
        deps.db,
        params.id,
        params.resellerId,
        auditActorOf(c, viewer),
      )
      if (result.removed) await announceAuthorization(deps, params.resellerId, [params.id])
      return result
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/brand-allocations/bulk',
    summary: 'Bulk Allocate: many brands to one reseller in one transaction',
    tags: ['brands-directory'],
    access: ['admin'],
    body: bulkAllocationSchema,
    responses: { 400: 'Not a reseller account', 404: 'No such reseller, or brands missing' },
    handler: async ({ c, deps, viewer, body }) => {
      const result = await bulkAllocate(
        deps.db,
        body.resellerId,
        body.brandIds,
        viewer.userId,
        auditActorOf(c, viewer),
      )
      if (result.allocated > 0) await announceAuthorization(deps, body.resellerId, body.brandIds)
      return result
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/brand-allocations/resellers',
    summary:
      'Resellers to allocate brands to, by company, name or e-mail, a page at a time (20 unless told), with the total',
    tags: ['brands-directory'],
    access: ['admin'],
    query: resellerSearchQuery,
    handler: async ({ deps, query }) => searchResellers(deps.db, query),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/brand-allocations/resellers/:id',
    summary: "A reseller's allocated brands (description cut at 100 characters)",
    tags: ['brands-directory'],
    access: ['admin'],
    params: resellerParams,
    responses: { 400: 'Not a reseller account', 404: 'No such reseller' },
    handler: async ({ deps, params }) => resellerAllocationsForAdmin(deps.db, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/api/reseller/allocations',
    summary: "The signed-in reseller's allocated brands",
    tags: ['brands-directory'],
    access: ['reseller', 'admin'],
    handler: async ({ deps, viewer }) => ({
      allocations: await listResellerAllocations(deps.db, viewer.userId),
    }),
  }),
]
