/**
 * The reseller application's data in the browser: reading the form, the document checks, the
 * multipart body and what a response means. Part of the form's lazily loaded logic (form-logic.ts):
 * it shares a chunk with zod and the schema, never the page's first load.
 */
import { VERIFICATION_DOCUMENT_MAX_BYTES } from '#shared/constants.ts'
import {
  RESELLER_APPLICATION_MESSAGES,
  type ResellerApplicationInput,
} from '#shared/schemas/public.ts'
import { SUBMISSION_MESSAGES } from '#shared/submission-texts.ts'

export const APPLICATION_ENDPOINT = '/api/reseller-applications'

/** When the server gives no message of its own. */
export const FAILURE_TEXTS = {
  server: 'There was a problem submitting your application. Please try again in a moment.',
  rateLimited: SUBMISSION_MESSAGES.rateLimited,
} as const

export type ApplicationValues = Required<ResellerApplicationInput>
type ValueField = keyof ApplicationValues

/**
 * Every field the form can flag, in the order they appear on the page: the first one with an
 * error gets the focus. storeLinks is the group of the three store links (at least one).
 */
export const FIELD_ORDER = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'linkedIn',
  'businessType',
  'einNumber',
  'storeLinks',
  'amazonStoreLink',
  'walmartStoreLink',
  'ebayStoreLink',
  'productCategories',
  'salesVolume',
  'feedbackScore',
  'wholesaleBudget',
  'document',
] as const
export type FieldName = (typeof FIELD_ORDER)[number]
export type FieldErrors = Partial<Record<FieldName, string>>

const TEXT_FIELDS = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'linkedIn',
  'einNumber',
  'amazonStoreLink',
  'walmartStoreLink',
  'ebayStoreLink',
  'feedbackScore',
] as const satisfies readonly ValueField[]

/** The form's control names are the payload's keys; the file input is `document`. */
export const DOCUMENT_FIELD = 'document'

function textOf(data: FormData, name: string): string {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * The payload as typed (the server trims and validates again). Selects left on their
 * placeholder read as '' so that the schema reports them.
 */
export function readApplication(data: FormData): {
  values: ApplicationValues
  document: File | null
} {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, textOf(data, name)])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >
  const values = {
    ...text,
    businessType: textOf(data, 'businessType'),
    productCategories: data
      .getAll('productCategories')
      .filter((v): v is string => typeof v === 'string'),
    salesVolume: textOf(data, 'salesVolume'),
    wholesaleBudget: textOf(data, 'wholesaleBudget'),
  } as ApplicationValues
  const file = data.get(DOCUMENT_FIELD)
  // Not `instanceof File`: a File from another realm (a test DOM, an iframe) is a File too. An
  // empty file input still submits a nameless, empty File.
  const document =
    file !== null && typeof file !== 'string' && (file.name !== '' || file.size > 0) ? file : null
  return { values, document }
}

const PDF_NAME = /\.pdf$/i

/**
 * What the browser can tell at once: present, a PDF by type or name, within the size limit.
 * Browsers report an empty type for unknown extensions, so the name decides then.
 */
export function checkDocumentBasics(file: File | null): string | undefined {
  if (!file) return RESELLER_APPLICATION_MESSAGES.document
  const typeOk = file.type === 'application/pdf' || (file.type === '' && PDF_NAME.test(file.name))
  if (!typeOk || !PDF_NAME.test(file.name)) return RESELLER_APPLICATION_MESSAGES.documentType
  if (file.size === 0) return RESELLER_APPLICATION_MESSAGES.document
  if (file.size > VERIFICATION_DOCUMENT_MAX_BYTES) return RESELLER_APPLICATION_MESSAGES.documentSize
  return undefined
}

/** A renamed text file passes the type check; a PDF starts with `%PDF-` (the server checks too). */
export async function checkDocument(file: File | null): Promise<string | undefined> {
  const basic = checkDocumentBasics(file)
  if (basic || !file) return basic
  const head = new Uint8Array(await readHead(file, 5))
  const magic = String.fromCharCode(...head)
  return magic === '%PDF-' ? undefined : RESELLER_APPLICATION_MESSAGES.documentType
}

function readHead(file: File, bytes: number): Promise<ArrayBuffer> {
  const blob = file.slice(0, bytes)
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer()
  // jsdom's Blob has no arrayBuffer(); FileReader works everywhere.
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'))
    reader.readAsArrayBuffer(blob)
  })
}

/** The request body of POST /api/reseller-applications: the payload as JSON plus the file. */
export function buildApplicationFormData(
  values: ResellerApplicationInput,
  document: File,
): FormData {
  const body = new FormData()
  body.append('application', JSON.stringify(values))
  body.append(DOCUMENT_FIELD, document, document.name)
  return body
}

export type SubmitOutcome =
  | { kind: 'success'; id: string | undefined }
  | { kind: 'duplicate'; message: string }
  | { kind: 'fields'; errors: FieldErrors; message: string | undefined }
  | { kind: 'failed'; message: string }

interface ErrorBody {
  code?: unknown
  message?: unknown
  id?: unknown
  issues?: unknown
}

const FIELD_NAMES = new Set<string>(FIELD_ORDER)

/** A server issue path ('email', ['productCategories', 0], 'application.email') → a field. */
function fieldOfPath(path: unknown): FieldName | undefined {
  const parts = Array.isArray(path)
    ? path.map(String)
    : typeof path === 'string'
      ? path.split('.')
      : []
  const name = parts.find((part) => FIELD_NAMES.has(part))
  return name as FieldName | undefined
}

/** Maps the schema's issues onto the form; the store-link rule belongs to the group. */
export function issuesToErrors(issues: readonly { path: unknown; message: string }[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    let field = fieldOfPath(issue.path)
    if (
      field === 'amazonStoreLink' &&
      issue.message === RESELLER_APPLICATION_MESSAGES.atLeastOneStore
    )
      field = 'storeLinks'
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

/** What the server's answer means for the form (the contract of POST /api/reseller-applications). */
export function interpretResponse(status: number, body: unknown): SubmitOutcome {
  const data = (body && typeof body === 'object' ? body : {}) as ErrorBody
  // Stored: received, whatever its mails do (the server's outbox retries them).
  if (status === 200 || status === 201) return { kind: 'success', id: text(data.id) }
  if (status === 409)
    return {
      kind: 'duplicate',
      message: text(data.message) ?? RESELLER_APPLICATION_MESSAGES.duplicate,
    }
  if (status === 413)
    return {
      kind: 'fields',
      errors: { document: RESELLER_APPLICATION_MESSAGES.documentSize },
      message: undefined,
    }
  if (status === 415)
    return {
      kind: 'fields',
      errors: { document: RESELLER_APPLICATION_MESSAGES.documentType },
      message: undefined,
    }
  if (status === 400) {
    const issues = Array.isArray(data.issues)
      ? data.issues.filter(
          (i): i is { path: unknown; message: string } =>
            !!i &&
            typeof i === 'object' &&
            typeof (i as { message?: unknown }).message === 'string',
        )
      : []
    const errors = issuesToErrors(issues)
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors, message: undefined }
    return { kind: 'failed', message: text(data.message) ?? FAILURE_TEXTS.server }
  }
  if (status === 429)
    return { kind: 'failed', message: text(data.message) ?? FAILURE_TEXTS.rateLimited }
  return { kind: 'failed', message: text(data.message) ?? FAILURE_TEXTS.server }
}

/** The first flagged field in page order. */
export function firstInvalidField(errors: FieldErrors): FieldName | undefined {
  return FIELD_ORDER.find((name) => errors[name])
}
