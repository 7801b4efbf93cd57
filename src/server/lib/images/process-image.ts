/**
 * Uploaded images (issue 15 item 5): the type is decided by the bytes, never by the file's name
 * or declared type, and every accepted image is decoded and written again by sharp (libvips) as
 * WebP at a display size and a thumbnail. Writing it again drops every piece of metadata (EXIF
 * with its GPS position, XMP, ICC profiles beyond sRGB, comments) and anything hidden after the
 * picture, so what we serve is only pixels. The EXIF orientation is applied first, so a phone
 * photo stands the right way up once its tag is gone.
 */
import {
  IMAGE_CODES,
  IMAGE_MAX_INPUT_PIXELS,
  IMAGE_SIZES,
  IMAGE_TEXTS,
  IMAGE_WEBP_QUALITY,
  type ImageKind,
  type ImageType,
  type ImageVariant,
} from '#shared/media-texts.ts'
import { HttpError } from '../http/errors.ts'

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b)

/** JPEG, PNG or WebP by their signatures; anything else (GIF, SVG, HEIC, a PDF...) is null. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp'
  return null
}

export type ProcessedImage = Record<ImageVariant, Uint8Array> & { width: number; height: number }

const unreadable = () =>
  new HttpError(422, { code: IMAGE_CODES.unreadable, message: IMAGE_TEXTS.unreadable })

/**
 * The display size and the thumbnail of `bytes` (already known to be `type`), as WebP without
 * metadata. An image sharp cannot decode, or whose decoder disagrees with its signature, or that
 * is larger than IMAGE_MAX_INPUT_PIXELS, is refused with 422.
 */
export async function processImage(
  bytes: Uint8Array,
  type: ImageType,
  kind: ImageKind,
): Promise<ProcessedImage> {
  // Loaded on the first image, not at start: libvips costs an idle server some 20 MB of RSS.
  const { default: sharp } = await import('sharp')
  const input = () =>
    // failOn 'error': a truncated or corrupt file is refused rather than served half grey.
    sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error', animated: false })
  let width: number
  let height: number
  try {
    const meta = await input().metadata()
    if (meta.format !== type || !meta.width || !meta.height) throw unreadable()
    // Orientations 5–8 swap the sides.
    const swapped = (meta.orientation ?? 1) >= 5
    width = swapped ? meta.height : meta.width
    height = swapped ? meta.width : meta.height
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw unreadable()
  }
  const render = async (side: number) =>
    new Uint8Array(
      await input()
        .rotate()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: IMAGE_WEBP_QUALITY })
        .toBuffer(),
    )
  try {
    const sizes = IMAGE_SIZES[kind]
    const [display, thumb] = await Promise.all([render(sizes.display), render(sizes.thumb)])
    return { display, thumb, width, height }
  } catch {
    throw unreadable()
  }
}
