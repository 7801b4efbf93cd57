/**
 * Observed listings in (issue 14 item 2): a brand, or an admin for a brand, imports the files
 * brands already have (Amazon's All Listings Report, Keepa exports, Walmart's item and buy box
 * reports, any CSV or XLSX through a remembered column mapping), with a preview first and a
 * progress stream during the import; unmatched listings are confirmed to products; API keys let
 * a monitoring service push observations to `POST /api/protection/observations`.
 *
 * An upload is the file itself as the request body (any Content-Type; the first bytes say
 * whether it is an XLSX), with the import's settings in the query, so that a file of hundreds of
 * megabytes is streamed to a temporary file and never held in memory (an XLSX is, up to its
 * smaller limit): the import starts once the whole file and its SHA-256 are known
 * (run-file-import.ts), so the same file twice is refused before anything is stored.
 */
import type { Context } from 'hono'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  LISTINGS_API_MAX_BYTES,
  LISTINGS_CODES,
  LISTINGS_FILE_MAX_BYTES,
  LISTINGS_TEXTS,
  LISTINGS_XLSX_MAX_BYTES,
} from '#shared/listings-texts.ts'
import { LISTING_WARNING_TEXTS } from '#shared/listing-warning-texts.ts'
import {
  apiKeySchema,
  apiObservationsSchema,
  brandEntryIdParams,
  confirmMatchSchema,
  idParams,
  importQuerySchema,
  type ImportQuery,
} from '#shared/schemas/protection.ts'
import { notFound } from '../../lib/http/errors.ts'
import { attachmentDisposition } from '../../lib/http/content-disposition.ts'
import { defineRoute } from '../../lib/http/route.ts'
import type { AppDeps, AppEnv, Viewer } from '../../lib/http/types.ts'
import { apiKeyActor, auditActorOf } from '../audit-log/record-audit.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import {
  brandScope,
  entryScope,
  requireBrandScope,
  type ProtectionScope,
} from '../protection/protection-brand.ts'
import { redetectPending } from '../protection/redetect.ts'
import { brandOfApiKey, createApiKey, listApiKeys, revokeApiKey } from './api-keys.ts'
import { listListingImports, listingImportItem } from './list-imports.ts'
import { pushObservations } from './push-observations.ts'
import { prepareFileImport, previewListingsFile } from './run-file-import.ts'
import { sellerChoices } from './seller-choices.ts'
import { confirmListingMatch, listUnmatchedListings } from './unmatched-listings.ts'
import { importWarningsCsv } from './warnings-csv.ts'

const previewQuery = importQuerySchema.extend({
  /** The browser sent the whole file (not only its first bytes). */
  complete: z.enum(['true', 'false']).optional().default('false'),
})

const fileBody = (description: string) => ({
  required: true,
  content: {
    'application/octet-stream': { schema: { type: 'string', format: 'binary', description } },
  },
})

const uploadLimit = (maxBytes: number, description: string) => ({
  maxBytes,
  tooLarge: {
    code: LISTINGS_CODES.tooLarge,
    message: LISTINGS_TEXTS.tooLarge(maxBytes / 1024 / 1024),
  },
  requestBody: fileBody(description),
})

/** The request body as byte chunks. */
async function* bodyChunks(c: Context<AppEnv>): AsyncGenerator<Uint8Array> {
  const body = c.req.raw.body
  if (!body) return
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      if (value.length > 0) yield value
    }
  } finally {
    reader.releaseLock()
  }
}

function bodyLength(c: Context<AppEnv>): number | null {
  const length = c.req.header('content-length')
  return length && /^\d+$/.test(length) && !c.req.header('transfer-encoding')
    ? Number(length)
    : null
}

/** The NDJSON answer of an import: progress lines, then done or error. */
async function importResponse(
  c: Context<AppEnv>,
  deps: AppDeps,
  scope: ProtectionScope,
  query: ImportQuery,
  viewer: Viewer,
) {
  const prepared = await prepareFileImport(
    deps,
    scope,
    bodyChunks(c),
    query,
    bodyLength(c),
    viewer.userId,
    { actor: auditActorOf(c, viewer) },
  )
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true
      const send = (line: Record<string, unknown>) => {
        if (!open) return
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`))
        } catch {
          open = false // the browser went away; the import still finishes
        }
      }
      void prepared.run(send).finally(() => {
        if (open) controller.close()
      })
    },
  })
  return new Response(body, {
    status: 201,
    headers: {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Content-Type-Options': 'nosniff',
      'X-Import-Id': prepared.importId,
    },
  })
}

async function importsPage(deps: AppDeps, scope: ProtectionScope) {
  const [imports, sellers, recalculating] = await Promise.all([
    listListingImports(deps.db, scope.entry.id),
    sellerChoices(deps.db, scope.entry.id),
    redetectPending(deps.db, scope.entry.id),
  ])
  return {
    entry: scope.entry,
    imports,
    sellers,
    recalculating,
  }
}

const keyParams = z.object({ id: z.uuid() })

export const listingsImportRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/imports',
    summary:
      "The brand's listings imports with their summaries, and the sellers a seller's own report can be assigned to",
    tags: ['brand', 'protection'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => {
      const scope = await brandScope(deps.db, viewer)
      if (!scope) return { entry: null, imports: [], sellers: [], recalculating: false }
      return importsPage(deps, scope)
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/imports/:id',
    summary: 'One listings import: its status and summary',
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: idParams,
    responses: { 404: "Not one of the brand's imports" },
    handler: async ({ deps, viewer, params }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      const item = await listingImportItem(deps.db, params.id)
      const [owned] = await rowsOf<{ ok: boolean }>(
        deps.db,
        sql`select true as ok from listing_imports where id = ${params.id} and brand_id = ${scope.entry.id}`,
      )
      if (!item || !owned) throw notFound()
      return item
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/imports/:id/warnings.csv',
    summary:
      "An import's warnings as CSV: every warning kept (the first 10,000), by row, with its kind, message and value; the last line says whether any were cut",
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: idParams,
    responses: { 200: 'text/csv', 404: "Not one of the brand's imports" },
    handler: async ({ deps, viewer, params }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      const file = await importWarningsCsv(deps.db, scope.entry.id, params.id)
      if (!file) throw notFound()
      return new Response(file.csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': attachmentDisposition(
            LISTING_WARNING_TEXTS.csvFileName(file.label),
          ),
          'Cache-Control': 'no-store',
        },
      })
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/protection/imports/preview',
    summary:
      "Reads a listings file's header and first rows (the body is the file, or its first bytes): the format detected, the mapping suggested or remembered, and the first rows as they would import",
    tags: ['brand', 'protection'],
    access: ['brand'],
    query: previewQuery,
    upload: uploadLimit(LISTINGS_XLSX_MAX_BYTES, 'The file, or its first bytes'),
    responses: {
      400: 'Not a listings file, or no header',
      413: 'Too large',
      422: 'Unreadable within its bounds: more blank lines in a row than TABULAR_MAX_BLANK_LINES, or an XLSX with more text than LISTINGS_XLSX_MAX_SHARED_STRING_CHARS (the message says which)',
    },
    handler: async ({ c, deps, viewer, query }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      return previewListingsFile(deps, scope, bodyChunks(c), query, query.complete !== 'true')
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/protection/imports',
    summary:
      'Imports a listings file (the body, received whole first): a file the brand imported already, or is importing, is refused (409); otherwise rows stored with COPY and judged in one final transaction, rows the brand has from another file counted as duplicates, progress and the summary streamed as JSON lines',
    tags: ['brand', 'protection'],
    access: ['brand'],
    query: importQuerySchema,
    upload: uploadLimit(LISTINGS_FILE_MAX_BYTES, 'The listings file'),
    responses: {
      201: 'A stream of JSON lines: started, progress…, detecting, done (or error)',
      400: 'Not a listings file, no rows, a mapping or seller missing',
      404: 'The brand has no directory entry',
      409: 'This very file (same SHA-256) is being imported for the brand, or was imported already: nothing is imported (LISTINGS_ALREADY_IMPORTED). A failed import may be retried',
      503: 'The server could not keep the upload: nothing is imported, send it again later',
      413: 'Too large',
      422: 'Unreadable within its bounds: more blank lines in a row than TABULAR_MAX_BLANK_LINES, or an XLSX with more text than LISTINGS_XLSX_MAX_SHARED_STRING_CHARS (the message says which)',
    },
    handler: async ({ c, deps, viewer, query }) =>
      importResponse(c, deps, await requireBrandScope(deps.db, viewer), query, viewer),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/brands/:entryId/protection/imports',
    summary: "A brand's listings imports, for an admin importing on its behalf",
    tags: ['admin', 'protection'],
    access: ['admin'],
    params: brandEntryIdParams,
    responses: { 404: 'No such brand' },
    handler: async ({ deps, viewer, params }) =>
      importsPage(deps, await entryScope(deps.db, viewer, params.entryId)),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/brands/:entryId/protection/imports/preview',
    summary: 'Previews a listings file for a brand (an admin on its behalf)',
    tags: ['admin', 'protection'],
    access: ['admin'],
    params: brandEntryIdParams,
    query: previewQuery,
    upload: uploadLimit(LISTINGS_XLSX_MAX_BYTES, 'The file, or its first bytes'),
    responses: {
      400: 'Not a listings file',
      404: 'No such brand',
      413: 'Too large',
      422: 'Unreadable within its bounds: more blank lines in a row than TABULAR_MAX_BLANK_LINES, or an XLSX with more text than LISTINGS_XLSX_MAX_SHARED_STRING_CHARS (the message says which)',
    },
    handler: async ({ c, deps, viewer, params, query }) =>
      previewListingsFile(
        deps,
        await entryScope(deps.db, viewer, params.entryId),
        bodyChunks(c),
        query,
        query.complete !== 'true',
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/brands/:entryId/protection/imports',
    summary: 'Imports a listings file for a brand (an admin on its behalf), as the brand does',
    tags: ['admin', 'protection'],
    access: ['admin'],
    params: brandEntryIdParams,
    query: importQuerySchema,
    upload: uploadLimit(LISTINGS_FILE_MAX_BYTES, 'The listings file'),
    responses: {
      201: 'JSON lines',
      400: 'Refused file',
      404: 'No such brand',
      409: 'This very file (same SHA-256) is being imported for the brand, or was imported already: nothing is imported',
      503: 'The server could not keep the upload',
      413: 'Too large',
      422: 'Unreadable within its bounds: more blank lines in a row than TABULAR_MAX_BLANK_LINES, or an XLSX with more text than LISTINGS_XLSX_MAX_SHARED_STRING_CHARS (the message says which)',
    },
    handler: async ({ c, deps, viewer, params, query }) =>
      importResponse(c, deps, await entryScope(deps.db, viewer, params.entryId), query, viewer),
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/unmatched',
    summary:
      'Listings not matched to any of the brand’s products, each with the products whose names are most like its title',
    tags: ['brand', 'protection'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => {
      const scope = await brandScope(deps.db, viewer)
      if (!scope) return { entry: null, items: [], total: 0 }
      return { entry: scope.entry, ...(await listUnmatchedListings(deps.db, scope)) }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/protection/unmatched/confirm',
    summary:
      'Confirms which product a listing (marketplace and listing id) is; remembered for every later import, and its observations are judged again',
    tags: ['brand', 'protection'],
    access: ['brand'],
    body: confirmMatchSchema,
    responses: { 400: 'Not one of your products', 404: 'No directory entry' },
    handler: async ({ deps, viewer, body }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      await confirmListingMatch(deps.db, scope, body)
      return { ok: true, recalculating: true }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/api-keys',
    summary: "The brand's monitoring API keys (names and prefixes; a key itself is shown once)",
    tags: ['brand', 'protection'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => {
      const scope = await brandScope(deps.db, viewer)
      return {
        entry: scope?.entry ?? null,
        keys: scope ? await listApiKeys(deps.db, scope.entry.id) : [],
      }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/protection/api-keys',
    summary: 'Creates a monitoring API key; the answer holds the key, shown this once',
    tags: ['brand', 'protection'],
    access: ['brand'],
    body: apiKeySchema,
    responses: { 201: 'Created: { key, item }', 404: 'No directory entry', 409: 'Too many keys' },
    handler: async ({ c, deps, viewer, body }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      return c.json(
        await createApiKey(
          deps.db,
          scope.entry.id,
          { name: body.name, createdBy: viewer.userId },
          { actor: auditActorOf(c, viewer), brandName: scope.entry.name },
        ),
        201,
      )
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/brand/protection/api-keys/:id',
    summary: 'Revokes a monitoring API key at once',
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: keyParams,
    responses: { 404: "Not one of the brand's keys" },
    handler: async ({ c, deps, viewer, params }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      return {
        key: await revokeApiKey(deps.db, scope.entry.id, params.id, {
          actor: auditActorOf(c, viewer),
          brandName: scope.entry.name,
        }),
      }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/protection/observations',
    summary:
      'The monitoring API: up to 1,000 observations for the brand of the key (Authorization: Bearer <key>), idempotent by each observation id',
    tags: ['protection'],
    access: 'public',
    body: apiObservationsSchema,
    upload: {
      maxBytes: LISTINGS_API_MAX_BYTES,
      tooLarge: {
        code: LISTINGS_CODES.tooLarge,
        message: LISTINGS_TEXTS.tooLarge(LISTINGS_API_MAX_BYTES / 1024 / 1024),
      },
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { type: 'object' } } },
      },
    },
    responses: {
      401: 'Missing or invalid API key',
      403: "The key's brand may not act now: its owner is banned, it has no owner, or its directory entry is inactive. Nothing is stored",
      400: 'Not a list of 1 to 1,000 observations',
    },
    handler: async ({ c, deps, body }) => {
      const { brand, keyName, keyId } = await brandOfApiKey(deps.db, c.req.header('authorization'))
      // No session: the key acts, for its brand's owner (decision 016).
      const audit = await apiKeyActor(deps.db, c, keyId)
      return pushObservations(deps, brand, keyName, body.observations, audit)
    },
  }),
]
