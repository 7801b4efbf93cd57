/**
 * The Audit Log (issue 16, decision 016): admins read and export it. No route writes or deletes
 * an entry: they are written by the services whose changes they record (record-audit.ts), and
 * the database refuses UPDATE, DELETE and TRUNCATE on the table.
 */
import { AUDIT_LOG_EXPORT_FILE_NAME, AUDIT_LOG_PATHS } from '#shared/audit-log-texts.ts'
import { auditLogQuery } from '#shared/schemas/audit-log.ts'
import { attachmentDisposition } from '../../lib/http/content-disposition.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { exportAuditLogCsv, listAuditLog } from './list-audit-log.ts'

export const auditLogRoutes = [
  defineRoute({
    method: 'get',
    path: AUDIT_LOG_PATHS.list,
    summary:
      'Audit log entries, newest first, a page at a time with the total: by actor (e-mail, partly, or id), action, target type and id (a record’s history), target, from/to days (UTC) and search text',
    tags: ['admin'],
    access: ['admin'],
    query: auditLogQuery,
    handler: async ({ c, deps, query }) => {
      c.header('Cache-Control', 'no-store')
      return listAuditLog(deps.db, query)
    },
  }),
  defineRoute({
    method: 'get',
    path: AUDIT_LOG_PATHS.export,
    summary: 'The filtered audit log as CSV (same filters as the list), formula cells defused',
    tags: ['admin'],
    access: ['admin'],
    query: auditLogQuery,
    handler: async ({ deps, query }) => {
      const { page: _page, pageSize: _pageSize, ...filters } = query
      const lines = exportAuditLogCsv(deps.db, filters)
      const encoder = new TextEncoder()
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const next = await lines.next()
            if (next.done) controller.close()
            else controller.enqueue(encoder.encode(next.value))
          } catch (error) {
            deps.logger.warn(`audit log export failed: ${(error as Error).message}`)
            controller.error(error)
          }
        },
        async cancel() {
          await lines.return(undefined)
        },
      })
      return new Response(body, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': attachmentDisposition(AUDIT_LOG_EXPORT_FILE_NAME),
          'Cache-Control': 'no-store',
        },
      })
    },
  }),
]
