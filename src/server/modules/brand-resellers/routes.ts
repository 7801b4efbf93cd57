/**
 * Resellers Management of the brand portal (001 §2.3, §6; DESIGN decision 8: Filter and Export
 * work; issue 13 #3: every authorization record with its status, suspend / revoke / reinstate,
 * invitations). A brand without a directory entry has no resellers: the list says so with
 * `entry: null`, which the screen turns into a message rather than an error; a change or an
 * invitation without an entry is not found.
 */
import {
  BRAND_RESELLERS_EXPORT_FILE_NAME,
  BRAND_RESELLERS_PAGE_SIZE,
} from '#shared/brand-orders-texts.ts'
import {
  authorizationStatusChangeSchema,
  brandInvitationSchema,
  brandResellersListQuery,
} from '#shared/schemas/brand-applications.ts'
import { uuidParams } from '#shared/schemas/accounts.ts'
import { attachmentDisposition } from '../../lib/http/content-disposition.ts'
import { defineRoute } from '../../lib/http/route.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { findBrandEntry } from '../brand-portal/brand-entry.ts'
import { changeResellerAuthorization } from './change-reseller-authorization.ts'
import { auditActorOf } from '../audit-log/record-audit.ts'
import { exportBrandResellersCsv } from './export-brand-resellers.ts'
import { inviteReseller } from './invite-reseller.ts'
import { listBrandResellers } from './list-brand-resellers.ts'

async function scopeOf(deps: AppDeps, viewer: Viewer) {
  const entry = await findBrandEntry(deps.db, { userId: viewer.userId, email: viewer.email })
  return entry ? { entry, scope: { entryId: entry.id, brandUserId: viewer.userId } } : null
}

export const brandResellerRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/brand/resellers',
    summary:
      "Every authorization record of the brand's directory entry (granted by the brand or an admin; active, suspended, revoked or expired) with marketplaces, seller ids, term and reason, and the reseller's orders; Total (in force) and Active cards; search, filter and status",
    tags: ['brand'],
    access: ['brand'],
    query: brandResellersListQuery,
    handler: async ({ deps, viewer, query }) => {
      const found = await scopeOf(deps, viewer)
      if (!found) {
        return {
          entry: null,
          resellers: [],
          summary: {
            total: 0,
            active: 0,
            statuses: { active: 0, suspended: 0, revoked: 0, expired: 0 },
          },
          page: 1,
          pages: 1,
          pageSize: BRAND_RESELLERS_PAGE_SIZE,
          matching: 0,
        }
      }
      const { entry, scope } = found
      return {
        entry: { id: entry.id, name: entry.name },
        ...(await listBrandResellers(deps.db, scope, query)),
      }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/resellers/export.csv',
    summary: 'The filtered reseller list as CSV (formula cells defused)',
    tags: ['brand'],
    access: ['brand'],
    query: brandResellersListQuery,
    handler: async ({ deps, viewer, query }) => {
      const found = await scopeOf(deps, viewer)
      const csv = await exportBrandResellersCsv(deps.db, found?.scope ?? null, query)
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': attachmentDisposition(BRAND_RESELLERS_EXPORT_FILE_NAME),
          'Cache-Control': 'no-store',
        },
      })
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/authorizations/:id/status',
    summary:
      "Suspend or revoke (with the reason the reseller reads) or reinstate a reseller's authorization; effective at once; the reseller is mailed",
    tags: ['brand'],
    access: ['brand'],
    params: uuidParams,
    body: authorizationStatusChangeSchema,
    responses: {
      404: "No such authorization of this brand's entry",
      409: 'Not possible from its current status',
    },
    handler: async ({ c, deps, viewer, params, body }) =>
      changeResellerAuthorization(deps, viewer, params.id, body, auditActorOf(c, viewer)),
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/invitations',
    summary:
      'Invite someone by e-mail to apply to sell the brand (a reseller: a link to the brand; anyone else: the Reseller Hub); 20 an hour per brand, 3 a day per address',
    tags: ['brand'],
    access: ['brand'],
    body: brandInvitationSchema,
    responses: {
      201: 'Sent',
      404: 'The brand has no directory entry',
      429: 'Too many invitations from this brand, or to this address',
    },
    handler: async ({ c, deps, viewer, body }) =>
      c.json(await inviteReseller(deps, viewer, body), 201),
  }),
]
