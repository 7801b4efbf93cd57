/**
 * Images for the media tests (issue 15 item 5): real JPEG, PNG and WebP files made by sharp, a
 * JPEG carrying EXIF (camera, GPS) to prove it is stripped, and the multipart form of an upload.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { IMAGE_FILE_FIELD } from '#shared/media-texts.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import type { MalformedUpload } from './catalogs.ts'
import { send, type RequestOptions, type RequestTarget } from './http.ts'

const canvas = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 200, g: 40, b: 40, alpha: 0.5 } : { r: 30, g: 120, b: 200 },
    },
  })

export async function jpegBytes(width = 1600, height = 1000): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await canvas(width, height)
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret Model', Copyright: 'Hidden Owner' } })
    .toBuffer()
  return new Uint8Array(buffer)
}

export async function pngBytes(width = 300, height = 300): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await canvas(width, height, true).png().toBuffer())
}

export async function webpBytes(width = 800, height = 800): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await canvas(width, height).webp().toBuffer())
}

export function imageForm(bytes: Uint8Array<ArrayBuffer>, name: string, type = 'image/jpeg') {
  const form = new FormData()
  form.set(IMAGE_FILE_FIELD, new File([bytes], name, { type }))
  return form
}

export function putForm(
  app: RequestTarget,
  pathName: string,
  form: FormData,
  options: RequestOptions = {},
) {
  return send(app, 'PUT', pathName, { ...options, body: form })
}

/** The files stored under a folder of the local-disk storage (relative paths), or none. */
export function storedFiles(deps: Pick<AppDeps, 'env'>, folder: string): string[] {
  const root = path.join(path.resolve(deps.env.DATA_DIR, 'storage'), folder)
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort()
}

/**
 * Everything that can be wrong with an image upload (PUT, field `file`), for the malformed-input
 * test. Only the size refusal, decided before any session, carries a status.
 */
export function imageUploadVariants(app: RequestTarget): MalformedUpload[] {
  const MB = 1024 * 1024
  const variants: MalformedUpload[] = []
  const withForm = (label: string, form: () => FormData) =>
    variants.push({ label, request: (p, options) => putForm(app, p, form(), options) })
  const raw = (label: string, body: BodyInit | null, type: string | null, expected?: number) =>
    variants.push({
      label,
      request: (p, options) =>
        send(app, 'PUT', p, { ...options, body, headers: type ? { 'content-type': type } : {} }),
      ...(expected ? { expect: expected } : {}),
    })
  const file = (bytes: BlobPart, name: string) => {
    const form = new FormData()
    form.set(IMAGE_FILE_FIELD, new File([bytes], name))
    return form
  }
  raw('malformed multipart', '--x\r\n\r\n', 'multipart/form-data; boundary=x')
  raw('multipart without a boundary', 'a=b', 'multipart/form-data')
  raw('JSON instead of multipart', JSON.stringify({ file: 'x' }), 'application/json')
  raw('no body at all', null, null)
  raw('11 MB of garbage', 'x'.repeat(11 * MB), 'multipart/form-data; boundary=x', 413)
  withForm('missing file', () => new FormData())
  withForm('empty file', () => file(new Uint8Array(0), 'empty.png'))
  withForm('file sent as a text field', () => {
    const form = new FormData()
    form.set(IMAGE_FILE_FIELD, 'not a file')
    return form
  })
  withForm('NUL and CRLF in the file name', () => file('hello', 'a\u0000b\r\n.png'))
  withForm('HTML named .png', () => file('<html><script>alert(1)</script></html>', 'x.png'))
  withForm('SVG with a script', () => file('<svg onload="alert(1)"/>', 'x.svg'))
  withForm('JPEG signature and garbage', () =>
    file(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]), 'x.jpg'),
  )
  withForm('PNG header claiming a huge canvas', () => {
    // IHDR of 100,000 × 100,000 pixels and nothing after it: refused before decoding.
    const bytes = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0x01,
      0x86, 0xa0, 0, 0x01, 0x86, 0xa0, 8, 2, 0, 0, 0, 0, 0, 0, 0,
    ])
    return file(bytes, 'huge.png')
  })
  return variants
}
