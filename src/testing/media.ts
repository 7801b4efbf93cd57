/**
 * Images for the media tests (issue 15 item 5): real JPEG, PNG and WebP files made by sharp, a
 * JPEG carrying EXIF (camera, GPS) to prove it is stripped, and the multipart form of an upload.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { IMAGE_FILE_FIELD } from '#shared/media-texts.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
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
