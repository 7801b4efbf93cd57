/**
 * Reseller applications for the account-management tests: stored directly (no HTTP, no mail),
 * with or without a verification document in storage, so that only the behaviour a test is
 * about goes through the API.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { resellerApplications } from '#server/db/schema/index.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import { uniqueEmail } from './factories.ts'
import { pdfBytes } from './public-site.ts'

export type NewApplication = typeof resellerApplications.$inferInsert

let applicationCounter = 0

/** A pending application without an account; `withDocument` also stores a PDF for it. */
export async function createApplication(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  overrides: Partial<NewApplication> & { withDocument?: boolean } = {},
) {
  applicationCounter += 1
  const { withDocument, ...values } = overrides
  const id = values.id ?? randomUUID()
  let documentPath: string | null = values.documentPath ?? null
  if (withDocument) {
    documentPath = `documents/${id}/${randomUUID()}.pdf`
    await deps.storage.put(documentPath, pdfBytes())
  }
  const [row] = await deps.db
    .insert(resellerApplications)
    .values({
      email: uniqueEmail('application'),
      companyName: `Applicant Company ${applicationCounter}`,
      status: 'pending',
      ...values,
      id,
      documentPath,
    })
    .returning()
  return row!
}

export async function applicationById(deps: Pick<AppDeps, 'db'>, id: string) {
  const [row] = await deps.db
    .select()
    .from(resellerApplications)
    .where(eq(resellerApplications.id, id))
  return row
}
