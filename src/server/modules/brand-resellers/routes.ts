/**
 * Resellers Management of the brand portal (001 §2.3, §6; DESIGN decision 8: Filter and Export
 * work). A brand without a directory entry has no resellers: the answer says so with
 * `entry: null`, which the screen turns into a message rather than an error.
 */
import {
  BRAND_RESELLERS_EXPORT_FILE_NAME,
  BRAND_RESELLERS_PAGE_SIZE,
} from '#shared/brand-orders-texts.ts'
import { brandResellersQuery } from '#shared/schemas/orders.ts'
import { attachmentDisposition } from '../../lib/http/content-disposition.ts'
import { defineRoute } from '../../lib/http/route.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { findBrandEntry } from '../brand-portal/brand-entry.ts'
import { exportBrandResellersCsv } from './export-brand-resellers.ts'
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
      "The brand's authorized resellers (allocated to its directory entry, or approved on application) with their orders; Total and Active cards; search and filter",
    tags: ['brand'],
    access: ['brand'],
    query: brandResellersQuery,
    handler: async ({ deps, viewer, query }) => {
      const found = await scopeOf(deps, viewer)
      if (!found) {
        return {
          entry: null,
          resellers: [],
          summary: { total: 0, active: 0 },
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
    query: brandResellersQuery,
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
]
