/**
 * The bulk import's runs (issue 16, table brand_import_runs): each upload is recorded with its
 * file's SHA-256 before a row is stored, and the same file is refused (409) while an earlier
 * run of it is running or has completed. A run whose heartbeat stopped (its process died) no
 * longer holds the file; one that failed, or had a batch refused, never did.
 */
import { and, eq, lt, sql } from 'drizzle-orm'
import { BRAND_IMPORT_CODES, BRAND_IMPORT_MESSAGES as M } from '#shared/brand-import-texts.ts'
import type { Db } from '../../db/client.ts'
import { brandImportRuns as runs } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http/errors.ts'
import type { ImportProgress, ImportSummary } from './import-brands.ts'

/** A running run not heard from for this long is taken for dead (a batch takes seconds). */
export const IMPORT_RUN_STALE_MS = 5 * 60_000

/** 'Jul 3, 2026, 2:05 PM UTC': the server does not know the admin's time zone. */
const formatWhen = (at: Date) =>
  `${at.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`

/**
 * Records a new run of the file, or refuses it with 409 and what the earlier run did. The
 * insert and the partial unique index decide between two uploads of one file at the same time.
 */
export async function startImportRun(
  db: Db,
  file: { sha256: string; bytes: number },
  startedBy: string | null,
): Promise<{ id: string }> {
  await db
    .update(runs)
    .set({ status: 'failed', finishedAt: sql`now()` })
    .where(
      and(
        eq(runs.fileSha256, file.sha256),
        eq(runs.status, 'running'),
        lt(runs.heartbeatAt, sql`now() - make_interval(secs => ${IMPORT_RUN_STALE_MS / 1000})`),
      ),
    )
  const [created] = await db
    .insert(runs)
    .values({ fileSha256: file.sha256, fileBytes: file.bytes, startedBy })
    .onConflictDoNothing()
    .returning({ id: runs.id })
  if (created) return created
  const [earlier] = await db
    .select()
    .from(runs)
    .where(and(eq(runs.fileSha256, file.sha256), sql`${runs.status} in ('running', 'done')`))
  if (!earlier) return startImportRun(db, file, startedBy) // it went away meanwhile: try again
  throw new HttpError(409, {
    code: BRAND_IMPORT_CODES.alreadyImported,
    message:
      earlier.status === 'running'
        ? M.alreadyRunning(formatWhen(earlier.startedAt))
        : M.alreadyImported(formatWhen(earlier.finishedAt ?? earlier.startedAt), earlier.imported),
  })
}

/** After each batch: the counts so far, and a sign of life. */
export async function recordImportProgress(db: Db, id: string, progress: ImportProgress) {
  await db
    .update(runs)
    .set({ ...counts(progress), heartbeatAt: sql`now()` })
    .where(eq(runs.id, id))
}

/**
 * The run's end: done, partial (a batch was refused, so the file may be imported again: its
 * stored rows are then skipped as duplicates) or failed (the file could not be read to its end).
 */
export async function finishImportRun(db: Db, id: string, summary: ImportSummary | null) {
  const status = !summary ? 'failed' : summary.refusedBatches > 0 ? 'partial' : 'done'
  await db
    .update(runs)
    .set({
      status,
      finishedAt: sql`now()`,
      heartbeatAt: sql`now()`,
      ...(summary ? counts(summary) : {}),
    })
    .where(eq(runs.id, id))
}

const counts = (p: ImportProgress) => ({
  processed: p.processed,
  imported: p.imported,
  duplicates: p.duplicates,
  failed: p.failed,
})
