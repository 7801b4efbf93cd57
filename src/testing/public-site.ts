/**
 * Helpers for the public-site API tests: directory brands, reseller-hub applications as
 * multipart bodies (also chunked), PDFs and not-PDFs of any size, and the outbox by kind.
 */
import { and, asc, eq } from 'drizzle-orm'
import { brandsDirectory, mailOutbox } from '#server/db/schema/index.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import type { ResellerApplicationInput } from '#shared/schemas/public.ts'
import { uniqueEmail } from './factories.ts'
import { send, type RequestOptions, type RequestTarget } from './http.ts'

export type NewBrand = typeof brandsDirectory.$inferInsert

let brandCounter = 0

/** A directory entry; active and not auto-ungated unless told otherwise. */
export async function createBrand(deps: Pick<AppDeps, 'db'>, overrides: Partial<NewBrand> = {}) {
  brandCounter += 1
  const [row] = await deps.db
    .insert(brandsDirectory)
    .values({
      name: `Test Brand ${brandCounter}`,
      contactEmail: uniqueEmail('brand-contact'),
      categories: [],
      ...overrides,
    })
    .returning()
  return row!
}

/** A valid reseller-hub application (000 §3 payload). */
export function applicationPayload(
  overrides: Partial<ResellerApplicationInput> = {},
): ResellerApplicationInput {
  return {
    companyName: 'Prime Resale LLC',
    contactName: 'Riley Applicant',
    email: uniqueEmail('applicant'),
    phone: '+1 (555) 010-2000',
    linkedIn: 'https://www.linkedin.com/in/riley-applicant',
    businessType: 'llc',
    einNumber: '12-3456789',
    amazonStoreLink: 'https://www.amazon.com/sp?seller=A1PRIMERESALE',
    walmartStoreLink: '',
    ebayStoreLink: 'https://www.ebay.com/usr/prime_resale',
    productCategories: ['electronics', 'home_goods'],
    salesVolume: '50k_100k',
    feedbackScore: '98%',
    wholesaleBudget: '10k_25k',
    ...overrides,
  }
}

/** Bytes that start like a PDF, padded to `size`. */
export function pdfBytes(size = 2048): Uint8Array<ArrayBuffer> {
  const head = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n')
  const bytes = new Uint8Array(Math.max(size, head.length))
  bytes.fill(0x20)
  bytes.set(head)
  return bytes
}

export function fileOf(
  bytes: Uint8Array<ArrayBuffer>,
  name = 'verification.pdf',
  type = 'application/pdf',
) {
  return new File([bytes], name, { type })
}

/** The multipart body the reseller-hub form sends; `document: null` leaves the file out. */
export function applicationForm(
  application: unknown,
  document: File | null = fileOf(pdfBytes()),
): FormData {
  const form = new FormData()
  form.append(
    'application',
    typeof application === 'string' ? application : JSON.stringify(application),
  )
  if (document) form.append('document', document, document.name)
  return form
}

export function postForm(
  app: RequestTarget,
  path: string,
  form: FormData,
  options: RequestOptions = {},
) {
  return send(app, 'POST', path, { ...options, body: form })
}

/** The same multipart body, sent chunked (no Content-Length) in 64 kB pieces. */
export async function postFormChunked(
  app: RequestTarget,
  path: string,
  form: FormData,
  options: RequestOptions = {},
) {
  const encoded = new Response(form)
  const type = encoded.headers.get('content-type')!
  const bytes = new Uint8Array(await encoded.arrayBuffer())
  let offset = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024))
      offset += 64 * 1024
    },
  })
  return send(app, 'POST', path, {
    ...options,
    headers: { ...options.headers, 'content-type': type },
    body,
  })
}

/** The mails of one kind to `to`, oldest first. */
export async function mailsOfKind(deps: Pick<AppDeps, 'db'>, kind: string, to?: string) {
  return deps.db
    .select()
    .from(mailOutbox)
    .where(to ? and(eq(mailOutbox.kind, kind), eq(mailOutbox.to, to)) : eq(mailOutbox.kind, kind))
    .orderBy(asc(mailOutbox.createdAt))
}
