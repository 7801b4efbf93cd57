/**
 * Bulk brand CSV helpers for API tests, the authorization matrix and the malformed-input test:
 * building files, posting them (raw text/csv, multipart, chunked) and reading the streamed
 * JSON lines of the answer.
 */
import { BRAND_CSV_COLUMNS, BRAND_IMPORT_PATHS } from '#shared/brand-import-texts.ts'
import { send, type RequestOptions, type RequestTarget } from './http.ts'
import type { MalformedUpload } from './catalogs.ts'

export const IMPORT_PATH = BRAND_IMPORT_PATHS.import
const MB = 1024 * 1024

/** One data row in the template's column order (a CSV line, quoted as needed). */
export function brandCsvRow(
  overrides: Partial<Record<(typeof BRAND_CSV_COLUMNS)[number], string>> = {},
) {
  const row: Record<string, string> = {
    name: 'Acme Tools',
    website_url: 'https://acme.example',
    description: 'Hand tools',
    contact_email: 'sales@acme.example',
    logo_url: '',
    categories: 'Tools;Home',
    approval_rate: '87.5',
    response_time: '12',
    department: 'Hardware',
    ...overrides,
  }
  return BRAND_CSV_COLUMNS.map((c) => row[c]!)
}

/**
 * A CSV text with the template's header. Cells are written raw (quoted only when they need
 * it), never defused: the import must see exactly what a person typed.
 */
export function brandCsv(
  rows: readonly (readonly string[])[],
  header: readonly string[] = BRAND_CSV_COLUMNS,
) {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)
  return [header, ...rows].map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n'
}

/** Posts the CSV as the raw body (Content-Type text/csv unless told). */
export function postCsv(
  app: RequestTarget,
  body: BodyInit,
  options: RequestOptions & { type?: string } = {},
) {
  return send(app, 'POST', IMPORT_PATH, {
    ...options,
    body,
    headers: { 'content-type': options.type ?? 'text/csv', ...options.headers },
  })
}

/** A multipart form holding the file, as the browser sends it. */
export function csvForm(text: string, name = 'brands.csv', type = 'text/csv'): FormData {
  const form = new FormData()
  form.append('file', new File([text], name, { type }))
  return form
}

export interface ImportLine {
  type: 'progress' | 'done' | 'error'
  processed?: number
  imported?: number
  duplicates?: number
  failed?: number
  bytes?: number
  totalBytes?: number | null
  errors?: { row: number; message: string }[]
  moreErrors?: number
  message?: string
}

/** The streamed answer, one object per line. */
export async function importLines(response: Response): Promise<ImportLine[]> {
  const text = await response.text()
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as ImportLine)
}

/** The final line: the summary (or the error). */
export async function importResult(response: Response): Promise<ImportLine> {
  const lines = await importLines(response)
  return lines[lines.length - 1]!
}

/** A body of `size` bytes produced lazily; `pulled()` says how much of it was read. */
export function lazyBody(size: number, chunk = 256 * 1024) {
  let pulled = 0
  const piece = new Uint8Array(chunk).fill(0x61)
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= size) return controller.close()
      const n = Math.min(chunk, size - pulled)
      pulled += n
      controller.enqueue(n === chunk ? piece : piece.subarray(0, n))
    },
  })
  return { stream, pulled: () => pulled }
}

/** Everything that can be wrong with a bulk brand upload, for the malformed-input test. */
export function brandImportVariants(app: RequestTarget): MalformedUpload[] {
  const variants: MalformedUpload[] = []
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
  const good = brandCsv([brandCsvRow()])
  raw('no body at all', null, null)
  raw('JSON instead of CSV', JSON.stringify({ name: 'x' }), 'application/json')
  raw('empty CSV', '', 'text/csv')
  raw('header only', brandCsv([]), 'text/csv')
  raw('header without contact_email', 'name\nAcme\n', 'text/csv')
  raw(
    'PNG bytes sent as text/csv',
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]),
    'text/csv',
  )
  raw('invalid UTF-8', new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0xff, 0xfe, 0x0a]), 'text/csv')
  raw('NUL in a cell', good.replace('Acme Tools', 'Ac\u0000me'), 'text/csv')
  raw('1 MB cell', good.replace('Hand tools', 'x'.repeat(MB)), 'text/csv')
  raw('a million columns', `name,contact_email\n${'x,'.repeat(1_000_000)}x\n`, 'text/csv')
  raw('unterminated quote', `${good}"open,x@example.com\n`, 'text/csv')
  raw(
    'script tags in cells',
    brandCsv([brandCsvRow({ name: '<script>alert(1)</script>' })]),
    'text/csv',
  )
  raw('formula cells', brandCsv([brandCsvRow({ name: '=cmd|/C calc!A0' })]), 'text/csv')
  raw('malformed multipart', '--x\r\n\r\n', 'multipart/form-data; boundary=x')
  raw('multipart without a boundary', 'a=b', 'multipart/form-data')
  raw('31 MB of CSV', 'x'.repeat(31 * MB), 'text/csv', 413)
  for (const [label, form] of [
    ['multipart with a PNG file', csvForm('\u0089PNG', 'logo.png', 'image/png')],
    [
      'multipart with the file as a text field',
      (() => {
        const f = new FormData()
        f.append('file', good)
        return f
      })(),
    ],
    ['multipart with a good file', csvForm(good)],
  ] as const) {
    variants.push({
      label,
      request: (path, options) => send(app, 'POST', path, { ...options, body: form }),
    })
  }
  return variants
}
