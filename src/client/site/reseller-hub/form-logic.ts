/**
 * Everything the reseller-hub form does beyond rendering: validation with the shared schema, the
 * document checks, sending and reading the answer. The form imports this module on its first
 * focus (or at the latest on submit), so zod and this logic stay out of the page's first load.
 */
import {
  RESELLER_APPLICATION_MESSAGES,
  resellerApplicationSchema,
  type ResellerApplication,
} from '#shared/schemas/public.ts'
import {
  APPLICATION_ENDPOINT,
  buildApplicationFormData,
  checkDocument,
  checkDocumentBasics,
  interpretResponse,
  issuesToErrors,
  readApplication,
  type ApplicationValues,
  type FieldErrors,
  type SubmitOutcome,
} from './application-data.ts'

export { checkDocument, firstInvalidField } from './application-data.ts'
// Toasts are needed only after a submit, so they travel with this chunk, not the page.
export { showToast } from '../lib/toast.ts'

export function validateApplication(
  values: ApplicationValues,
): { ok: true; data: ResellerApplication } | { ok: false; errors: FieldErrors } {
  const parsed = resellerApplicationSchema.safeParse(values)
  if (parsed.success) return { ok: true, data: parsed.data }
  const errors = issuesToErrors(
    parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message })),
  )
  // zod runs the object's at-least-one-store rule only once every field is valid; the form
  // reports it together with the rest.
  const anyStore = [values.amazonStoreLink, values.walmartStoreLink, values.ebayStoreLink].some(
    (link) => link.trim() !== '',
  )
  if (!anyStore) errors.storeLinks ??= RESELLER_APPLICATION_MESSAGES.atLeastOneStore
  return { ok: false, errors }
}

export interface CheckedForm {
  /** The validated payload, when every field and the document passed. */
  data: ResellerApplication | null
  document: File | null
  errors: FieldErrors
}

/**
 * The whole form checked: the schema for the fields, the browser checks for the file (`deep`
 * also reads its first bytes, which is asynchronous).
 */
export async function checkForm(form: HTMLFormElement, deep: boolean): Promise<CheckedForm> {
  const { values, document: fromData } = readApplication(new FormData(form))
  // The input's own FileList is the source of truth (FormData copies of it differ in test DOMs).
  const input = form.elements.namedItem('document')
  const document = (input instanceof HTMLInputElement ? input.files?.[0] : undefined) ?? fromData
  const result = validateApplication(values)
  const documentError = deep ? await checkDocument(document) : checkDocumentBasics(document)
  const errors: FieldErrors = result.ok ? {} : { ...result.errors }
  if (documentError) errors.document = documentError
  const passed = result.ok && document !== null && Object.keys(errors).length === 0
  return { data: passed ? result.data : null, document, errors }
}

/**
 * Sends the application with its Idempotency-Key (the same for a retry of the same form, so the
 * server stores it once); a request that never got an answer is `network`.
 */
export async function sendApplication(
  data: ResellerApplication,
  document: File,
  key: string,
): Promise<SubmitOutcome | { kind: 'network' }> {
  let response: Response
  try {
    response = await fetch(APPLICATION_ENDPOINT, {
      method: 'POST',
      body: buildApplicationFormData(data, document),
      headers: { accept: 'application/json', 'idempotency-key': key },
    })
  } catch {
    return { kind: 'network' }
  }
  const body: unknown = await response.json().catch(() => null)
  return interpretResponse(response.status, body)
}
