/**
 * An application's verification document for an admin (001 §7.5): streamed from private storage
 * as '<company name>_verification_document.pdf'.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { resellerApplications } from '../../db/schema/index.ts'
import { attachmentDisposition } from '../../lib/http/content-disposition.ts'
import { notFound } from '../../lib/http/errors.ts'
import type { ObjectStorage } from '../../lib/storage/storage.ts'

export const NO_DOCUMENT_MESSAGE = 'This application has no verification document.'

/** The company name as a file name: no path separators, control or reserved characters. */
export function documentFileName(companyName: string): string {
  const base = companyName
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 100)
  return `${base || 'reseller'}_verification_document.pdf`
}

export async function documentResponse(
  deps: { db: Db; storage: ObjectStorage },
  applicationId: string,
): Promise<Response> {
  const [application] = await deps.db
    .select({
      companyName: resellerApplications.companyName,
      documentPath: resellerApplications.documentPath,
    })
    .from(resellerApplications)
    .where(eq(resellerApplications.id, applicationId))
  if (!application) throw notFound()
  const stored = application.documentPath ? await deps.storage.get(application.documentPath) : null
  if (!stored) throw notFound(NO_DOCUMENT_MESSAGE)
  return new Response(stored.body, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(stored.size),
      'Content-Disposition': attachmentDisposition(documentFileName(application.companyName)),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
