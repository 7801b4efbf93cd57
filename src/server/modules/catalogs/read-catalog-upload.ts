/**
 * Reads a catalog upload from its multipart body: `name` (the catalog name, 001 §5 required) and
 * `file` (.csv, .xlsx or .pdf, at most CATALOG_MAX_BYTES). The type is decided by the file name's
 * extension AND the bytes: a PDF starts with '%PDF-', an .xlsx is a ZIP ('PK\x03\x04'), a CSV is
 * text without NUL bytes. The declared MIME type is ignored (browsers disagree on CSV).
 */
import type { Context } from 'hono'
import {
  CATALOG_CODES,
  CATALOG_EXTENSIONS,
  CATALOG_MAX_BYTES,
  CATALOG_TEXTS,
  type CatalogExtension,
} from '#shared/catalogs-texts.ts'
import { catalogNameSchema } from '#shared/schemas/catalogs.ts'
import { HttpError } from '../../lib/http/errors.ts'
import { type FieldIssue, invalidFields, readMultipartForm } from '../../lib/http/multipart.ts'
import type { AppEnv } from '../../lib/http/types.ts'

export const NAME_FIELD = 'name'
export const FILE_FIELD = 'file'

export interface CatalogUpload {
  name: string
  extension: CatalogExtension
  bytes: Uint8Array
}

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)

/** Whether the bytes are what the extension says. */
export function matchesExtension(extension: CatalogExtension, bytes: Uint8Array): boolean {
  switch (extension) {
    case 'pdf':
      return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]) // %PDF-
    case 'xlsx':
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) // PK\3\4 (an OOXML package)
    case 'csv':
      // Text: no NUL byte (UTF-16 or binary files have them) and not a ZIP or PDF in disguise.
      return (
        !bytes.includes(0) &&
        !startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) &&
        !startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])
      )
  }
}

export function extensionOf(fileName: string): CatalogExtension | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())
  const ext = match?.[1]?.toLowerCase()
  return (CATALOG_EXTENSIONS as readonly string[]).includes(ext ?? '')
    ? (ext as CatalogExtension)
    : null
}

export async function readCatalogUpload(c: Context<AppEnv>): Promise<CatalogUpload> {
  const form = await readMultipartForm(c, CATALOG_TEXTS)

  const issues: FieldIssue[] = []
  const rawName = form.get(NAME_FIELD)
  const name = catalogNameSchema.safeParse(typeof rawName === 'string' ? rawName : undefined)
  if (!name.success) issues.push({ path: NAME_FIELD, message: name.error.issues[0]!.message })
  const file = form.get(FILE_FIELD)
  if (!(file instanceof File) || file.size === 0) {
    issues.push({ path: FILE_FIELD, message: CATALOG_TEXTS.fileRequired })
  }
  if (issues.length || !name.success || !(file instanceof File)) throw invalidFields(issues)

  if (file.size > CATALOG_MAX_BYTES) {
    throw new HttpError(413, {
      code: CATALOG_CODES.fileTooLarge,
      message: CATALOG_TEXTS.fileTooLarge,
    })
  }
  const extension = extensionOf(file.name)
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!extension || !matchesExtension(extension, bytes)) {
    throw new HttpError(415, { code: CATALOG_CODES.fileType, message: CATALOG_TEXTS.fileType })
  }
  return { name: name.data, extension, bytes }
}
