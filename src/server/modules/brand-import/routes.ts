/**
 * Bulk CSV import and export of the Brands Directory (001 §2.2, §5, §9), admin only.
 * The import answers a stream of JSON lines (application/x-ndjson) so the dialog's progress
 * bar moves with the real import: {type:'progress', processed, imported, duplicates, failed,
 * bytes, totalBytes} after each committed batch, then {type:'done', processed, imported,
 * duplicates, failed, errors, moreErrors, refusedBatches} or {type:'error', message}. A file
 * refused as a whole (not CSV, no data row, a required column missing, too large, and since
 * issue 16 the same file as an earlier run: 409) gets an ordinary JSON error before any row is
 * stored. Rows whose brand the directory already holds are skipped as duplicates.
 */
import {
  BRAND_EXPORT_FILE_NAME,
  BRAND_IMPORT_CODES,
  BRAND_IMPORT_MAX_BYTES,
  BRAND_IMPORT_MESSAGES,
  BRAND_IMPORT_PATHS,
  BRAND_TEMPLATE_FILE_NAME,
} from '#shared/brand-import-texts.ts'
import { TABULAR_MAX_BLANK_LINES } from '#shared/constants.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { TabularError, TooManyBlankLinesError } from '../../lib/tabular/errors.ts'
import { BrandCsvReader, tooManyBlankLines } from './brand-csv-reader.ts'
import { brandTemplateCsv, exportBrandsCsv } from './export-brands.ts'
import { importBrands } from './import-brands.ts'
import { auditActorOf, recordAuditAlone } from '../audit-log/record-audit.ts'
import { finishImportRun, recordImportProgress, startImportRun } from './import-runs.ts'
import {
  CSV_FILE_FIELD,
  noDataRows,
  readCsvUpload,
  readWholeFile,
  wholeFileChunks,
} from './read-csv-upload.ts'

const csvHeaders = (fileName: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${fileName}"`,
})

export const brandImportRoutes = [
  defineRoute({
    method: 'get',
    path: BRAND_IMPORT_PATHS.template,
    summary: 'The bulk upload template, brands_template.csv (001 §9 columns)',
    tags: ['admin', 'brands'],
    access: ['admin'],
    handler: async () =>
      new Response(brandTemplateCsv(), { headers: csvHeaders(BRAND_TEMPLATE_FILE_NAME) }),
  }),
  defineRoute({
    method: 'post',
    path: BRAND_IMPORT_PATHS.import,
    summary:
      'Bulk brand CSV import (001 §5): rows stored in atomic batches, progress and the result streamed as JSON lines',
    tags: ['admin', 'brands'],
    access: ['admin'],
    upload: {
      maxBytes: BRAND_IMPORT_MAX_BYTES,
      tooLarge: { code: BRAND_IMPORT_CODES.tooLarge, message: BRAND_IMPORT_MESSAGES.tooLarge },
      requestBody: {
        required: true,
        content: {
          'text/csv': { schema: { type: 'string', description: 'The CSV file itself' } },
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: [CSV_FILE_FIELD],
              properties: {
                [CSV_FILE_FIELD]: { type: 'string', format: 'binary', description: 'A .csv file' },
              },
            },
          },
        },
      },
    },
    responses: {
      400: 'Not a CSV file, no data row, or a required column missing',
      422: `More than ${TABULAR_MAX_BLANK_LINES} blank lines in a row before the first data row (later, they end the import with an error line)`,
      409: 'This very file (same SHA-256) was imported already, or is being imported: nothing is imported',
      413: `The file is larger than ${BRAND_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
    },
    handler: async ({ c, deps, viewer }) => {
      const actor = auditActorOf(c, viewer)
      const upload = await readCsvUpload(c)
      const file = await readWholeFile(upload.stream)
      if (file.bytes === 0) throw noDataRows()
      let bytes = 0
      const csv = await BrandCsvReader.open(wholeFileChunks(file, (n) => (bytes += n)))
      // Issue 16: the same file twice is refused before a row is stored.
      const run = await startImportRun(deps.db, file, viewer.userId)
      const encoder = new TextEncoder()
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          let open = true
          const send = (line: Record<string, unknown>) => {
            if (!open) return
            try {
              controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`))
            } catch {
              open = false // the admin went away; the import still finishes its batches
            }
          }
          // Issue 16: one audit entry per run, with its counts; its batches commit one by one,
          // so the entry is its own transaction once the run ends (also when it stopped midway).
          let progress = { processed: 0, imported: 0, failed: 0 }
          const audit = (outcome: 'completed' | 'stopped', counts: typeof progress) =>
            recordAuditAlone(deps.db, {
              actor,
              action: 'brand_import.completed',
              targetType: 'brand_import',
              targetLabel: `${counts.imported} of ${counts.processed} rows imported`,
              after: { outcome, ...counts, bytes },
            }).catch((error: unknown) =>
              deps.logger.warn(`brand import audit failed: ${(error as Error).message}`),
            )
          void (async () => {
            try {
              const summary = await importBrands(deps.db, csv, {
                logger: deps.logger,
                onProgress: async (p) => {
                  progress = p
                  send({ type: 'progress', ...p, bytes, totalBytes: file.bytes })
                  await recordImportProgress(deps.db, run.id, p)
                },
              })
              await audit('completed', {
                processed: summary.processed,
                imported: summary.imported,
                failed: summary.failed,
              })
              await finishImportRun(deps.db, run.id, summary)
              send({ type: 'done', ...summary })
            } catch (error) {
              if (progress.imported > 0) await audit('stopped', progress)
              deps.logger.warn(`brand import stopped: ${(error as Error).message}`)
              await finishImportRun(deps.db, run.id, null).catch(() => undefined)
              send({
                type: 'error',
                message:
                  error instanceof TooManyBlankLinesError
                    ? tooManyBlankLines(error).body.message
                    : error instanceof TabularError
                      ? BRAND_IMPORT_MESSAGES.invalidFile
                      : BRAND_IMPORT_MESSAGES.uploadFailed,
              })
            }
            if (open) controller.close()
          })()
        },
      })
      return new Response(body, {
        headers: {
          'Content-Type': 'application/x-ndjson; charset=utf-8',
          'Cache-Control': 'no-store, no-transform',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
  }),
  defineRoute({
    method: 'get',
    path: BRAND_IMPORT_PATHS.export,
    summary: 'The Brands Directory as CSV, formula cells defused',
    tags: ['admin', 'brands'],
    access: ['admin'],
    handler: async ({ deps }) => {
      const lines = exportBrandsCsv(deps.db)
      const encoder = new TextEncoder()
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const next = await lines.next()
            if (next.done) controller.close()
            else controller.enqueue(encoder.encode(next.value))
          } catch (error) {
            deps.logger.warn(`brand export failed: ${(error as Error).message}`)
            controller.error(error)
          }
        },
        async cancel() {
          await lines.return(undefined)
        },
      })
      return new Response(body, { headers: csvHeaders(BRAND_EXPORT_FILE_NAME) })
    },
  }),
]
