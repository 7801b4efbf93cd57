/**
 * Everything that can be wrong with a listings upload or a dispute (issue 14), for the
 * malformed-input tests (src/testing/malformed-input.ts). The brand routes answer an admin 404
 * (an admin has no brand entry of its own) before reading the body; the admin routes read it for
 * a real brand, so every file below really reaches the readers. None may get a 500.
 */
import { createBrand } from './public-site.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import { send, type RequestOptions, type RequestTarget } from './http.ts'
import type { MalformedUpload } from './catalogs.ts'
import { xlsxBomb, xlsxManyEntries, xlsxWorkbook } from './brand-products.ts'
import { amazonAllListingsReport, keepaExport } from './listing-files.ts'

const MB = 1024 * 1024

/** The files and bodies; `path` gets the route's own path, with `:entryId` filled in. */
export function listingsUploadVariants(
  app: RequestTarget,
  deps: Pick<AppDeps, 'db'>,
  query: string,
): MalformedUpload[] {
  let entryId: string | null = null
  const pathOf = async (path: string) => {
    if (!path.includes(':entryId')) return `${path}${query}`
    entryId ??= (await createBrand(deps)).id
    return `${path.replace(':entryId', entryId)}${query}`
  }
  const variants: MalformedUpload[] = []
  const raw = (label: string, body: BodyInit | null, type: string | null = 'text/plain') =>
    variants.push({
      label,
      request: async (path: string, options: RequestOptions) =>
        send(app, 'POST', await pathOf(path), {
          ...options,
          body,
          headers: type ? { 'content-type': type } : {},
        }),
    })
  const keepa = keepaExport([
    { title: 'Kettle', asin: 'B0MALFORM1', price: '10.00', sellerName: 'S', sellerId: 'AMAL1' },
  ])
  raw('no body at all', null, null)
  raw('empty file', '')
  raw('header only', keepa.split('\n')[0]!)
  raw('PNG bytes', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]))
  raw('NUL byte in a row', keepa.replace('Kettle', 'Ket\u0000tle'))
  raw('Windows-1252 bytes', new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0xff, 0x0a]))
  raw('invalid UTF-8 late in the file', `${keepa}${'x,'.repeat(40_000)}\n\u00ff`)
  raw('1 MB cell', keepa.replace('Kettle', 'x'.repeat(MB)))
  raw('a million columns', `ASIN,Title\n${'x,'.repeat(1_000_000)}x\n`)
  raw('unterminated quote', `${keepa}"open,B0X\n`)
  raw('a zip that is no workbook', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]))
  raw('an XLSX zip bomb', xlsxBomb(200))
  raw('an XLSX bomb with a lying directory', xlsxBomb(200, { lie: true }))
  raw('an XLSX of 10,000 parts', xlsxManyEntries(10_000))
  raw(
    'an XLSX without listings columns',
    xlsxWorkbook([
      ['name', 'colour'],
      ['Kettle', 'red'],
    ]),
  )
  raw(
    'an All Listings Report with odd prices',
    amazonAllListingsReport([
      { title: 'A', sku: 'A', price: '-5', asin: 'B0MALFORM2' },
      { title: 'B', sku: 'B', price: 'abc', asin: 'B0MALFORM3' },
      { title: 'C', sku: 'C', price: '1e309', asin: 'B0MALFORM4' },
    ]),
  )
  raw('script tags and formulas in cells', keepa.replace('Kettle', '=cmd|/C calc!A0<script>'))
  raw('JSON instead of a file', JSON.stringify({ rows: [] }), 'application/json')
  raw('multipart instead of a file', '--x\r\n\r\n', 'multipart/form-data; boundary=x')
  return variants
}

/** A dispute's form: no reason, a reason too short or too long, proof of the wrong kind. */
export function disputeVariants(app: RequestTarget): MalformedUpload[] {
  const variants: MalformedUpload[] = []
  const form = (label: string, build: () => FormData) =>
    variants.push({
      label,
      request: (path, options) => send(app, 'POST', path, { ...options, body: build() }),
    })
  const raw = (label: string, body: BodyInit | null, type: string | null) =>
    variants.push({
      label,
      request: (path, options) =>
        send(app, 'POST', path, {
          ...options,
          body,
          headers: type ? { 'content-type': type } : {},
        }),
    })
  const withReason = (reason: string | null, proof?: File) => () => {
    const f = new FormData()
    if (reason !== null) f.set('reason', reason)
    if (proof) f.set('proof', proof)
    return f
  }
  form('no reason', withReason(null))
  form('a short reason', withReason('no'))
  form('NUL in the reason', withReason('It was\u0000 fine, really fine.'))
  form('1 MB reason', withReason('x'.repeat(MB)))
  form(
    'HTML as proof',
    withReason('The listing was fine all along.', new File(['<html>'], 'p.png')),
  )
  form('empty proof', withReason('The listing was fine all along.', new File([], 'p.pdf')))
  raw('JSON instead of a form', JSON.stringify({ reason: 'x' }), 'application/json')
  raw('malformed multipart', '--x\r\n\r\n', 'multipart/form-data; boundary=x')
  raw('no body', null, null)
  return variants
}
