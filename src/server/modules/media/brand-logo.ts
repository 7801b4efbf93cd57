/**
 * A brand's uploaded logo (issue 15 item 5), on its directory entry: the brand that owns the
 * entry sets, replaces or removes it. It is shown wherever the entry's logo shows (`brandLogoUrl`
 * in place of the typed logo_url), so anyone who may see the entry may read it: everyone while
 * the entry is active (the public directory shows it), only its owner and admins otherwise.
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { IMAGE_TEXTS, type ImageVariant } from '#shared/media-texts.ts'
import type { Db } from '../../db/client.ts'
import { brandsDirectory as b } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import type { Viewer } from '../../lib/http/types.ts'
import type { ProcessedImage } from '../../lib/images/process-image.ts'
import type { Logger } from '../../lib/logger.ts'
import type { ObjectStorage } from '../../lib/storage/storage.ts'
import { findBrandEntry } from '../brand-portal/brand-entry.ts'
import { brandLogoUrl } from './logo-url.ts'
import { imageKey, imageResponse, putImageFiles, removeImageFiles } from './image-files.ts'

export const entryNotFound = () => conflict(IMAGE_TEXTS.noEntry, 'BRAND_ENTRY_MISSING')

/**
 * Sets (image) or removes (null) the logo of the viewer's own entry; answers the new address.
 * A brand without an entry gets 409.
 */
export async function setBrandLogo(
  deps: { db: Db; storage: ObjectStorage; logger: Logger },
  brand: { userId: string; email: string },
  image: ProcessedImage | null,
): Promise<{ entryId: string; logoUrl: string | null }> {
  const entry = await findBrandEntry(deps.db, brand)
  if (!entry) throw entryNotFound()
  const version = image ? randomUUID() : null
  if (image && version) await putImageFiles(deps.storage, 'brand-logos', entry.id, version, image)
  let previous: string | null = null
  let logoUrl: string | null = null
  try {
    const found = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ version: b.logoImageVersion })
        .from(b)
        .where(and(eq(b.id, entry.id), eq(b.ownerUserId, brand.userId)))
        .for('update')
      if (!row) return false
      previous = row.version
      const [updated] = await tx
        .update(b)
        .set({ logoImageVersion: version, updatedAt: new Date() })
        .where(eq(b.id, entry.id))
        .returning({ logoUrl: brandLogoUrl })
      logoUrl = updated?.logoUrl ?? null
      return true
    })
    if (!found) throw entryNotFound()
  } catch (error) {
    await removeImageFiles(deps, 'brand-logos', entry.id, version)
    throw error
  }
  await removeImageFiles(deps, 'brand-logos', entry.id, previous)
  return { entryId: entry.id, logoUrl }
}

/** The logo's current version for everyone while the entry is active; else its owner and admins. */
export async function brandLogoResponse(
  deps: { db: Db; storage: ObjectStorage },
  viewer: Viewer | null,
  params: { entryId: string; version: string; variant: ImageVariant },
): Promise<Response> {
  const [row] = await deps.db
    .select({ isActive: b.isActive, ownerUserId: b.ownerUserId })
    .from(b)
    .where(and(eq(b.id, params.entryId), eq(b.logoImageVersion, params.version)))
  if (!row) throw notFound()
  const privileged = viewer?.role === 'admin' || (viewer && row.ownerUserId === viewer.userId)
  if (!row.isActive && !privileged) throw notFound()
  return imageResponse(
    deps.storage,
    imageKey('brand-logos', params.entryId, params.version, params.variant),
    row.isActive,
  )
}
