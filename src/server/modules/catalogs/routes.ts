import {
  CATALOG_CODES,
  CATALOG_MAX_BYTES,
  CATALOG_TEXTS,
  CATALOG_UPLOAD_BODY_LIMIT_BYTES,
} from '#shared/catalogs-texts.ts'
import { uuidParams } from '#shared/schemas/accounts.ts'
import {
  catalogAccessQuery,
  catalogAccessUpdateSchema,
  catalogConfirmSchema,
  catalogDecisionSchema,
  catalogListQuery,
} from '#shared/schemas/catalogs.ts'
import { auditActorOf } from '../audit-log/record-audit.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { announceCatalogAccess } from './announce-catalog-access.ts'
import { getCatalogAccess, setCatalogAccess } from './catalog-access.ts'
import { catalogFileResponse } from './catalog-file.ts'
import { decideCatalog } from './decide-catalog.ts'
import { confirmCatalogChanges, previewCatalog } from './preview-catalog.ts'
import { listBrandCatalogs, listCatalogsForAdmin } from './list-catalogs.ts'
import { listResellerCatalogs } from './list-reseller-catalogs.ts'
import { FILE_FIELD, NAME_FIELD, readCatalogUpload } from './read-catalog-upload.ts'
import { uploadCatalog } from './upload-catalog.ts'

export const catalogRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/brand/catalogs',
    summary: 'Upload a catalog (.csv, .xlsx or .pdf); stored privately as pending (001 §4.3)',
    tags: ['brand'],
    access: ['brand'],
    upload: {
      maxBytes: CATALOG_UPLOAD_BODY_LIMIT_BYTES,
      tooLarge: { code: CATALOG_CODES.fileTooLarge, message: CATALOG_TEXTS.fileTooLarge },
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: [NAME_FIELD, FILE_FIELD],
              properties: {
                [NAME_FIELD]: { type: 'string', description: 'The catalog name' },
                [FILE_FIELD]: {
                  type: 'string',
                  format: 'binary',
                  description: `A .csv, .xlsx or .pdf file of at most ${CATALOG_MAX_BYTES / (1024 * 1024)} MB`,
                },
              },
            },
          },
        },
      },
    },
    responses: {
      201: 'Stored as pending: { catalog }',
      413: 'The file is too large',
      415: 'Not a .csv, .xlsx or .pdf file (extension and content are checked)',
      422: 'CATALOG_UNREADABLE: a .csv or .xlsx that cannot be read (not UTF-8; an XLSX bomb, corrupt or over a limit); the message says why, nothing is stored',
    },
    handler: async ({ c, deps, viewer }) => {
      const upload = await readCatalogUpload(c)
      const catalog = await uploadCatalog(deps, viewer.userId, upload)
      return c.json({ catalog }, 201)
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/catalogs',
    summary: "The signed-in brand's own catalogs, newest first",
    tags: ['brand'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => ({
      catalogs: await listBrandCatalogs(deps.db, viewer.userId),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/catalogs/:id/file',
    summary: 'A catalog file: its brand, admins, and resellers granted access to it once approved',
    tags: ['catalogs'],
    access: 'signed-in',
    params: uuidParams,
    responses: { 404: 'No such catalog, or not yours to see' },
    handler: async ({ deps, viewer, params }) => catalogFileResponse(deps, viewer, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/api/catalogs/:id/preview',
    summary:
      'Import preview of a pending CSV/XLSX catalog (issue 15): adds, updates field by field, unchanged rows, conflicts, and the changes the brand must confirm',
    tags: ['catalogs'],
    access: ['brand', 'admin'],
    params: uuidParams,
    responses: {
      404: 'No such catalog, or not your brand’s',
      409: 'Not pending any more (its summary is on the catalog)',
      422: 'CATALOG_UNREADABLE: the file cannot be read',
    },
    handler: async ({ deps, viewer, params }) => ({
      preview: await previewCatalog(deps, viewer, params.id),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/catalogs/:id/confirm-changes',
    summary:
      'The brand confirms changes of its pending catalog’s import preview (a rename, a cleared MAP, a MAP below wholesale) by their keys; approval needs them',
    tags: ['brand'],
    access: ['brand'],
    params: uuidParams,
    body: catalogConfirmSchema,
    responses: {
      404: 'No such catalog, or not yours',
      409: 'Not pending any more',
      422: 'CATALOG_UNREADABLE: the file cannot be read',
    },
    handler: async ({ deps, viewer, params, body }) => ({
      preview: await confirmCatalogChanges(deps, viewer, params.id, body.keys),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/catalogs',
    summary:
      'Catalogs by status (default: pending and approved), newest first, searched, a page at a time with the counts of each status',
    tags: ['admin'],
    access: ['admin'],
    query: catalogListQuery,
    handler: async ({ deps, query }) => listCatalogsForAdmin(deps.db, query),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/catalogs/:id/decision',
    summary: 'Approve or reject a pending catalog',
    tags: ['admin'],
    access: ['admin'],
    params: uuidParams,
    body: catalogDecisionSchema,
    responses: {
      404: 'No such catalog',
      409: 'Not pending any more; or CATALOG_CONFIRMATION_REQUIRED: the brand has not confirmed a rename or cleared price of the import (issue 15); it stays pending',
      422: 'CATALOG_UNREADABLE: approving a catalog whose file cannot be read; it stays pending',
    },
    handler: async ({ c, deps, viewer, params, body }) => {
      const catalog = await decideCatalog(
        deps,
        params.id,
        body.action,
        auditActorOf(c, viewer),
        body.reason,
      )
      return { catalog }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/catalogs/:id/access',
    summary: 'Resellers with access to a catalog, and resellers matching a search',
    tags: ['admin'],
    access: ['admin'],
    params: uuidParams,
    query: catalogAccessQuery,
    responses: { 404: 'No such catalog' },
    handler: async ({ deps, params, query }) => getCatalogAccess(deps.db, params.id, query.search),
  }),
  defineRoute({
    method: 'patch',
    path: '/api/admin/catalogs/:id/access',
    summary: "Grant or revoke a reseller's access to an approved catalog (DESIGN decision 8)",
    tags: ['admin'],
    access: ['admin'],
    params: uuidParams,
    body: catalogAccessUpdateSchema,
    responses: {
      404: 'No such catalog or reseller',
      409: 'Granting access to a catalog that is not approved',
    },
    handler: async ({ c, deps, viewer, params, body }) => {
      const access = await setCatalogAccess(
        deps,
        {
          uploadId: params.id,
          resellerId: body.resellerId,
          granted: body.granted,
          adminId: viewer.userId,
        },
        auditActorOf(c, viewer),
      )
      await announceCatalogAccess(deps, access)
      return { access }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/reseller/catalogs',
    summary:
      'Issue 16: the catalogs shared with the signed-in reseller (granted, approved, its authorization for the brand in force), newest grant first',
    tags: ['reseller'],
    access: ['reseller'],
    handler: async ({ deps, viewer }) => ({
      catalogs: await listResellerCatalogs(deps.db, viewer.userId),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/reseller/catalogs/:id/file',
    summary:
      'Issue 16: download a catalog shared with the signed-in reseller (always as an attachment)',
    tags: ['reseller'],
    access: ['reseller'],
    params: uuidParams,
    responses: { 404: 'No such catalog, or not shared with you (or no longer open to you)' },
    handler: async ({ deps, viewer, params }) =>
      catalogFileResponse(deps, viewer, params.id, { asGrantee: true }),
  }),
]
