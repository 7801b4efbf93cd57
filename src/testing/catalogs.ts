/**
 * Helpers for the catalog and e-mail routing tests: catalog files of each type, the upload form,
 * an uploaded (and optionally decided) catalog, XLSX bombs (built by streaming, so that a part of
 * hundreds of MB never exists whole), brand applications and message threads, and inbound
 * e-mails posted with the webhook secret.
 */
import {
  brandApplications,
  catalogResellerAccess,
  messages,
  productUploads,
} from '#server/db/schema/index.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Zip, ZipDeflate } from 'fflate'
import { CATALOG_CONTENT_TYPES } from '#shared/catalogs-texts.ts'
import { INBOUND_SECRET_HEADER } from '#shared/email-routing-texts.ts'
import { xlsxWorkbook } from './brand-products.ts'
import { send, type RequestOptions, type RequestTarget } from './http.ts'
import { createBrand, pdfBytes, postForm } from './public-site.ts'
import { TEST_INBOUND_EMAIL_SECRET } from './test-app.ts'

const encoder = new TextEncoder()

export function csvBytes(rows = 3): Uint8Array<ArrayBuffer> {
  const lines = ['sku,name,price,wholesale_price,stock']
  for (let i = 1; i <= rows; i++)
    lines.push(`SKU-${i},Product ${i},${10 + i}.00,${5 + i}.00,${i * 10}`)
  return encoder.encode(`${lines.join('\n')}\n`)
}

/** Bytes that start like an .xlsx (an OOXML ZIP package) and are nothing more. */
export function xlsxBytes(size = 1024): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])
  return bytes
}

/** A real .xlsx catalog: the csvBytes rows as a workbook. */
export function xlsxCatalogBytes(rows = 3): Uint8Array<ArrayBuffer> {
  const table: (string | number)[][] = [['sku', 'name', 'price', 'wholesale_price', 'stock']]
  for (let i = 1; i <= rows; i++) table.push([`SKU-${i}`, `Product ${i}`, 10 + i, 5 + i, i * 10])
  return xlsxWorkbook(table)
}

export function catalogFile(kind: 'csv' | 'xlsx' | 'pdf' = 'csv', name = `catalog.${kind}`): File {
  const bytes = kind === 'csv' ? csvBytes() : kind === 'xlsx' ? xlsxCatalogBytes() : pdfBytes()
  return new File([bytes], name, { type: kind === 'csv' ? 'text/csv' : 'application/octet-stream' })
}

const MINIMAL_WORKBOOK = {
  'xl/workbook.xml':
    '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
  'xl/worksheets/sheet1.xml': '<worksheet><sheetData/></worksheet>',
}

const MB = 1024 * 1024

interface StreamedPart {
  head: string
  body: string
  bytes: number
  tail: string
}

/**
 * A package of the minimal workbook parts (an empty sheet) plus `parts` (replacing those of the
 * same name), each deflated as it is streamed: a part
 * is `head`, then `body` repeated until it holds `bytes` bytes, then `tail`.
 */
export function streamedXlsx(parts: Record<string, StreamedPart>): Uint8Array<ArrayBuffer> {
  const out: Uint8Array[] = []
  const zip = new Zip((error, data) => {
    if (error) throw error
    out.push(data)
  })
  const all: Record<string, string | StreamedPart> = { ...MINIMAL_WORKBOOK, ...parts }
  for (const [name, part] of Object.entries(all)) {
    const file = new ZipDeflate(name, { level: 6 })
    zip.add(file)
    if (typeof part === 'string') {
      file.push(encoder.encode(part), true)
      continue
    }
    file.push(encoder.encode(part.head))
    // 1 MB blocks of whole repeats: the part never exists whole in memory.
    const block = encoder.encode(
      part.body.repeat(Math.max(1, Math.floor(Math.min(MB, part.bytes) / part.body.length))),
    )
    for (let written = 0; written < part.bytes; written += block.length) file.push(block)
    file.push(encoder.encode(part.tail), true)
  }
  zip.end()
  const bytes = new Uint8Array(out.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const chunk of out) {
    bytes.set(chunk, at)
    at += chunk.length
  }
  return bytes
}

/** An XLSX bomb: a valid workbook whose sheet is `mb` MB of repeated cells (200 MB: ~0.6 MB). */
export function xlsxCellBomb(mb: number): Uint8Array<ArrayBuffer> {
  return streamedXlsx({
    'xl/worksheets/sheet1.xml': {
      head: '<worksheet><sheetData><row r="1">',
      body: '<c r="A1" t="inlineStr"><is><t>x</t></is></c>',
      bytes: mb * MB,
      tail: '</row></sheetData></worksheet>',
    },
  })
}

/** The same package whose central directory says every part is `size` bytes once inflated. */
export function withDeclaredSize(zip: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(zip)
  const dv = new DataView(bytes.buffer)
  let eocd = bytes.length - 22
  while (dv.getUint32(eocd, true) !== 0x06054b50) eocd -= 1
  let p = dv.getUint32(eocd + 16, true)
  for (let n = dv.getUint16(eocd + 10, true); n > 0; n--) {
    dv.setUint32(p + 24, size, true)
    p += 46 + dv.getUint16(p + 28, true) + dv.getUint16(p + 30, true) + dv.getUint16(p + 32, true)
  }
  return bytes
}

/**
 * A ZIP named .xlsx holding `count` empty stored entries. Past 65,535 the directory's count says
 * 0xFFFF, as ZIP64 writers do.
 */
export function xlsxEntryFlood(count: number): Uint8Array<ArrayBuffer> {
  const names = Array.from({ length: count }, (_, i) => encoder.encode(`xl/media/p${i}.bin`))
  const nameBytes = names.reduce((n, name) => n + name.length, 0)
  const centralSize = 46 * count + nameBytes
  const localSize = 30 * count + nameBytes
  const bytes = new Uint8Array(localSize + centralSize + 22)
  const dv = new DataView(bytes.buffer)
  let local = 0
  let central = localSize
  names.forEach((name) => {
    dv.setUint32(local, 0x04034b50, true)
    dv.setUint16(local + 4, 20, true)
    dv.setUint16(local + 26, name.length, true)
    bytes.set(name, local + 30)
    dv.setUint32(central, 0x02014b50, true)
    dv.setUint16(central + 4, 20, true)
    dv.setUint16(central + 6, 20, true)
    dv.setUint16(central + 28, name.length, true)
    dv.setUint32(central + 42, local, true)
    bytes.set(name, central + 46)
    local += 30 + name.length
    central += 46 + name.length
  })
  dv.setUint32(central, 0x06054b50, true)
  dv.setUint16(central + 8, Math.min(count, 0xffff), true)
  dv.setUint16(central + 10, Math.min(count, 0xffff), true)
  dv.setUint32(central + 12, centralSize, true)
  dv.setUint32(central + 16, localSize, true)
  return bytes
}

/** A pending catalog whose file is stored as is, as an upload before the upload checks was. */
export async function storedCatalog(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  brandId: string,
  bytes: Uint8Array,
  extension: 'csv' | 'xlsx',
) {
  const id = randomUUID()
  const key = `catalogs/${brandId}/${Date.now()}-${id.slice(0, 8)}.${extension}`
  await deps.storage.put(key, bytes)
  await deps.db.insert(productUploads).values({
    id,
    name: `Stored ${extension}`,
    brandId,
    fileUrl: `/api/catalogs/${id}/file`,
    storageKey: key,
    contentType: CATALOG_CONTENT_TYPES[extension],
    sizeBytes: bytes.length,
    status: 'pending',
  })
  return id
}

export function catalogForm(
  name: string | null = 'Spring Catalog',
  file: File | null = catalogFile(),
) {
  const form = new FormData()
  if (name !== null) form.append('name', name)
  if (file) form.append('file', file, file.name)
  return form
}

export async function uploadCatalogAs(
  app: RequestTarget,
  cookie: string,
  form: FormData = catalogForm(),
): Promise<{ id: string; fileUrl: string; status: string }> {
  const response = await postForm(app, '/api/brand/catalogs', form, { cookie })
  if (response.status !== 201) {
    throw new Error(`catalog upload answered ${response.status}: ${await response.text()}`)
  }
  return ((await response.json()) as { catalog: { id: string; fileUrl: string; status: string } })
    .catalog
}

/** Sets a catalog's status directly (tests of what follows a decision). */
export async function setCatalogStatus(
  deps: Pick<AppDeps, 'db'>,
  id: string,
  status: 'pending' | 'approved' | 'rejected',
) {
  await deps.db.update(productUploads).set({ status }).where(eq(productUploads.id, id))
}

/** A reseller's application to a directory brand, carrying an e-mail thread id. */
export async function createBrandApplication(
  deps: Pick<AppDeps, 'db'>,
  input: { resellerId: string; brandContactEmail: string; ownerUserId?: string; threadId: string },
) {
  const brand = await createBrand(deps, {
    contactEmail: input.brandContactEmail,
    ...(input.ownerUserId ? { ownerUserId: input.ownerUserId } : {}),
  })
  const [application] = await deps.db
    .insert(brandApplications)
    .values({
      resellerId: input.resellerId,
      brandId: brand.id,
      emailThreadId: input.threadId,
      applicationData: { proposal_message: 'We would like to sell your products.' },
    })
    .returning()
  return { brand, application: application! }
}

/** An internal message that starts an e-mail thread. */
export async function createThreadMessage(
  deps: Pick<AppDeps, 'db'>,
  input: { senderId: string; recipientId: string; threadId: string; content?: string },
) {
  const [message] = await deps.db
    .insert(messages)
    .values({
      senderId: input.senderId,
      recipientId: input.recipientId,
      emailThreadId: input.threadId,
      content: input.content ?? 'Hello\nAre you interested?',
    })
    .returning()
  return message!
}

/** A thread id no other test uses. */
export function uniqueThreadId(): string {
  return `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`
}

/** Posts an inbound e-mail as JSON (secret: the test app's unless told; null sends none). */
export function postInbound(
  app: RequestTarget,
  payload: Record<string, unknown>,
  options: RequestOptions & { secret?: string | null } = {},
) {
  const secret = options.secret === undefined ? TEST_INBOUND_EMAIL_SECRET : options.secret
  return send(app, 'POST', '/api/email/inbound', {
    ...options,
    origin: null,
    headers: {
      ...options.headers,
      ...(secret === null ? {} : { [INBOUND_SECRET_HEADER]: secret }),
    },
    json: payload,
  })
}

/** A catalog uploaded by `brandCookie`'s brand; approved and granted to `grantTo` when told. */
export async function preparedCatalog(
  app: RequestTarget,
  deps: Pick<AppDeps, 'db'>,
  brandCookie: string,
  options: { approved?: boolean; grantTo?: string } = {},
): Promise<string> {
  const { id } = await uploadCatalogAs(app, brandCookie)
  if (options.approved || options.grantTo) await setCatalogStatus(deps, id, 'approved')
  if (options.grantTo) {
    await deps.db
      .insert(catalogResellerAccess)
      .values({ uploadId: id, resellerId: options.grantTo })
  }
  return id
}

/** One malformed request to an upload route (the shape src/testing/malformed-input.ts uses). */
export interface MalformedUpload {
  label: string
  request: (path: string, options: RequestOptions) => Promise<Response>
  /** The status it must get whoever sends it, when one is certain. */
  expect?: number
}

/**
 * Everything that can be wrong with a catalog upload. Sessions differ (anonymous gets 401 before
 * the form is read), so only the size refusals, decided before any session, carry a status.
 */
export function catalogUploadVariants(app: RequestTarget): MalformedUpload[] {
  const variants: MalformedUpload[] = []
  const withForm = (label: string, form: () => FormData, expected?: number) =>
    variants.push({
      label,
      request: (path, options) => postForm(app, path, form(), options),
      ...(expected ? { expect: expected } : {}),
    })
  const raw = (label: string, body: BodyInit | null, type: string | null, expected?: number) =>
    variants.push({
      label,
      request: (path, options) =>
        send(app, 'POST', path, {
          ...options,
          body,
          headers: type ? { 'content-type': type } : {},
        }),
      ...(expected ? { expect: expected } : {}),
    })
  raw('malformed multipart', '--x\r\n\r\n', 'multipart/form-data; boundary=x')
  raw('multipart without a boundary', 'a=b', 'multipart/form-data')
  raw('JSON instead of multipart', JSON.stringify({ name: 'x' }), 'application/json')
  raw('no body at all', null, null)
  raw('21 MB of garbage', 'x'.repeat(21 * MB), 'multipart/form-data; boundary=x', 413)
  withForm('missing file', () => catalogForm('Name', null))
  withForm('missing name', () => catalogForm(null))
  withForm('empty file', () => catalogForm('Name', new File([], 'empty.csv')))
  withForm('file sent as a text field', () => {
    const form = catalogForm('Name', null)
    form.append('file', 'sku,name\n1,a\n')
    return form
  })
  withForm('NUL in the name', () => catalogForm('a\u0000b'))
  withForm('1 MB name', () => catalogForm('x'.repeat(MB)))
  withForm('lone surrogate in the name', () => catalogForm('ab\uD800cd'))
  withForm('script tags in the name', () => catalogForm('<script>alert(1)</script>'))
  withForm('NUL and CRLF in the file name', () =>
    catalogForm('Name', new File([csvBytes()], 'a\u0000b\r\n.csv')),
  )
  withForm('path traversal in the file name', () =>
    catalogForm('Name', new File([csvBytes()], '../../etc/passwd.csv')),
  )
  withForm('an executable', () =>
    catalogForm('Name', new File([new Uint8Array([0x4d, 0x5a, 0, 0])], 'x.exe')),
  )
  withForm('HTML named .pdf', () =>
    catalogForm('Name', new File(['<html><script>alert(1)</script></html>'], 'x.pdf')),
  )
  withForm(
    'oversize CSV 21 MB',
    () => catalogForm('Name', new File([new Uint8Array(21 * MB).fill(0x41)], 'big.csv')),
    413,
  )
  return variants
}

/** Everything that can be wrong with an inbound e-mail; sent with the secret unless the label says. */
export function inboundEmailVariants(app: RequestTarget): MalformedUpload[] {
  const variants: MalformedUpload[] = []
  const withSecret = (headers: Record<string, string>) => ({
    ...headers,
    [INBOUND_SECRET_HEADER]: TEST_INBOUND_EMAIL_SECRET,
  })
  const raw = (label: string, body: BodyInit | null, type: string | null, expected?: number) =>
    variants.push({
      label,
      request: (path, options) =>
        send(app, 'POST', path, {
          ...options,
          body,
          headers: withSecret(type ? { 'content-type': type } : {}),
        }),
      ...(expected ? { expect: expected } : {}),
    })
  const json = (label: string, payload: unknown, expected?: number) =>
    raw(label, JSON.stringify(payload), 'application/json', expected)
  const sample = {
    from: 'someone@example.com',
    to: 'reply+abcdef@in.example.com',
    subject: 'Re: Hello',
    text: 'Hi there',
    html: '<p>Hi</p>',
    headers: 'In-Reply-To: <abcdef@in.example.com>',
  }
  raw('malformed multipart', '--x\r\n\r\n', 'multipart/form-data; boundary=x', 400)
  raw('no body at all', null, null, 400)
  raw('text/plain', 'hello', 'text/plain', 400)
  raw('form-encoded garbage', 'a=%00&b=%E0%A4%A&&=', 'application/x-www-form-urlencoded', 200)
  for (const text of [
    '{',
    'null',
    '[]',
    '42',
    '"x"',
    '\u0000',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
  ])
    raw(`JSON ${JSON.stringify(text.slice(0, 12))}`, text, 'application/json', 400)
  json('the sample', sample, 200)
  json('__proto__ keys', JSON.parse('{"__proto__": {"from": "x@y.com"}, "to": "a@b.com"}'), 200)
  for (const field of Object.keys(sample)) {
    json(`${field}: NUL`, { ...sample, [field]: 'a\u0000b' }, 200)
    json(`${field}: 1 MB`, { ...sample, [field]: 'x'.repeat(MB) }, 200)
    json(`${field}: lone surrogate`, { ...sample, [field]: 'a\uD800b' }, 200)
    json(`${field}: a number`, { ...sample, [field]: 12345 }, 200)
    json(`${field}: an object`, { ...sample, [field]: { nested: 'x' } }, 200)
  }
  json('11 MB text', { ...sample, text: 'x'.repeat(11 * MB) }, 413)
  variants.push({
    label: 'no secret',
    request: (path, options) => send(app, 'POST', path, { ...options, json: sample }),
    expect: 401,
  })
  variants.push({
    label: 'wrong basic auth',
    request: (path, options) =>
      send(app, 'POST', path, {
        ...options,
        json: sample,
        headers: { authorization: 'Basic %%%not-base64' },
      }),
    expect: 401,
  })
  return variants
}
