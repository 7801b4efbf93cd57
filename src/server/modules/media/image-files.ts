/**
 * Where the variants of an uploaded image live in storage, and how they are written, removed and
 * sent. Files are written before the row that names them and removed after it stops naming them,
 * so a reader never meets a row whose files are missing; a file no row names any more (a
 * replaced version, or a failed write) is removed at once.
 */
import { IMAGE_CONTENT_TYPE, IMAGE_VARIANTS, type ImageVariant } from '#shared/media-texts.ts'
import { notFound } from '../../lib/http/errors.ts'
import type { ProcessedImage } from '../../lib/images/process-image.ts'
import type { Logger } from '../../lib/logger.ts'
import type { ObjectStorage } from '../../lib/storage/storage.ts'

export type ImageFolder = 'product-images' | 'brand-logos'

export const imageKey = (folder: ImageFolder, ownerId: string, version: string, v: ImageVariant) =>
  `${folder}/${ownerId}/${version}-${v}.webp`

export async function putImageFiles(
  storage: ObjectStorage,
  folder: ImageFolder,
  ownerId: string,
  version: string,
  image: ProcessedImage,
): Promise<void> {
  await Promise.all(
    IMAGE_VARIANTS.map((v) => storage.put(imageKey(folder, ownerId, version, v), image[v])),
  )
}

/** Removes a version's files; a failure is logged, never thrown (the row is already right). */
export async function removeImageFiles(
  deps: { storage: ObjectStorage; logger: Logger },
  folder: ImageFolder,
  ownerId: string,
  version: string | null | undefined,
): Promise<void> {
  if (!version) return
  await Promise.all(
    IMAGE_VARIANTS.map((v) =>
      deps.storage.delete(imageKey(folder, ownerId, version, v)).catch((e: unknown) => {
        deps.logger.warn(
          `could not remove image ${imageKey(folder, ownerId, version, v)}: ${(e as Error).message}`,
        )
      }),
    ),
  )
}

/**
 * The stored variant as a response. Its address names the version, so it never changes and may
 * be cached for a year; `shared` says whether a shared cache may keep it too (a public logo) or
 * only the viewer's browser (a product image, which needs a session that may see it).
 */
export async function imageResponse(
  storage: ObjectStorage,
  key: string,
  shared: boolean,
): Promise<Response> {
  const stored = await storage.get(key)
  if (!stored) throw notFound()
  return new Response(stored.body, {
    status: 200,
    headers: {
      'Content-Type': IMAGE_CONTENT_TYPE,
      'Content-Length': String(stored.size),
      'Cache-Control': `${shared ? 'public' : 'private'}, max-age=31536000, immutable`,
      'X-Content-Type-Options': 'nosniff',
      // Shown by our pages only; another site may not embed a private image.
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  })
}
