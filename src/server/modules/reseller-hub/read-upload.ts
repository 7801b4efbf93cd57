/**
 * Reads the reseller-hub application from its multipart body: the `application` field (the
 * 000 §3 payload as JSON text, checked by the shared schema) and the `document` file (a PDF:
 * both the declared type and the '%PDF-' signature, at most VERIFICATION_DOCUMENT_MAX_BYTES).
 */
import type { Context } from 'hono'
import { VERIFICATION_DOCUMENT_MAX_BYTES, VERIFICATION_DOCUMENT_TYPES } from '#shared/constants.ts'
import {
  RESELLER_APPLICATION_MESSAGES,
  resellerApplicationSchema,
  type ResellerApplication,
} from '#shared/schemas/public.ts'
import { SUBMISSION_CODES, SUBMISSION_MESSAGES } from '#shared/submission-texts.ts'
import { HttpError } from '../../lib/http/errors.ts'
import { type FieldIssue, invalidFields, readMultipartForm } from '../../lib/http/multipart.ts'
import type { AppEnv } from '../../lib/http/types.ts'

export const APPLICATION_FIELD = 'application'
export const DOCUMENT_FIELD = 'document'
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1')

export interface UploadedDocument {
  bytes: Uint8Array
  /** The name the browser sent, kept for the admins; never used as a storage path. */
  name: string
}

export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_SIGNATURE.length && PDF_SIGNATURE.equals(bytes.subarray(0, 5))
}

export async function readApplicationUpload(
  c: Context<AppEnv>,
): Promise<{ application: ResellerApplication; document: UploadedDocument }> {
  const form = await readMultipartForm(c, SUBMISSION_MESSAGES)

  const issues: FieldIssue[] = []
  let application: ResellerApplication | undefined
  const raw = form.get(APPLICATION_FIELD)
  let json: unknown
  try {
    json = typeof raw === 'string' ? JSON.parse(raw) : undefined
  } catch {
    json = undefined
  }
  if (json === undefined || json === null || typeof json !== 'object' || Array.isArray(json)) {
    issues.push({ path: APPLICATION_FIELD, message: SUBMISSION_MESSAGES.applicationMissing })
  } else {
    const parsed = resellerApplicationSchema.safeParse(json)
    if (parsed.success) application = parsed.data
    else
      issues.push(
        ...parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      )
  }

  const file = form.get(DOCUMENT_FIELD)
  if (!(file instanceof File) || file.size === 0) {
    issues.push({ path: DOCUMENT_FIELD, message: RESELLER_APPLICATION_MESSAGES.document })
  }
  if (issues.length || !application || !(file instanceof File)) throw invalidFields(issues)

  if (file.size > VERIFICATION_DOCUMENT_MAX_BYTES) {
    throw new HttpError(413, {
      code: SUBMISSION_CODES.documentTooLarge,
      message: RESELLER_APPLICATION_MESSAGES.documentSize,
    })
  }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const declared = file.type.split(';')[0]!.trim().toLowerCase()
  if (!(VERIFICATION_DOCUMENT_TYPES as readonly string[]).includes(declared) || !isPdf(bytes)) {
    throw new HttpError(415, {
      code: SUBMISSION_CODES.documentType,
      message: RESELLER_APPLICATION_MESSAGES.documentType,
    })
  }
  // eslint-disable-next-line no-control-regex
  const name = file.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255)
  return { application, document: { bytes, name } }
}
