/**
 * A product's image (issue 15 item 5): the brand that owns the product sets, replaces or removes
 * it; the brand, admins and the resellers who may see the product (approved, and an
 * authorization in force for the brand, as in reseller-brand-products.ts) read it.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { PRODUCT_MESSAGES } from '#shared/brand-inventory-texts.ts'
import { productImagePath, type ImageVariant } from '#shared/media-texts.ts'
import type { Db } from '../../db/client.ts'
import { products } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import type { Viewer } from '../../lib/http/types.ts'
import type { ProcessedImage } from '../../lib/images/process-image.ts'
import type { Logger } from '../../lib/logger.ts'
import type { ObjectStorage } from '../../lib/storage/storage.ts'
import { authorizedForBrandUserSql } from '../catalogs/catalog-brand-authorization.ts'
import { imageKey, imageResponse, putImageFiles, removeImageFiles } from './image-files.ts'

type Deps = { db: Db; storage: ObjectStorage; logger: Logger }

export interface ProductImage {
  productId: string
  imageUrl: string | null
  thumbnailUrl: string | null
}

export const productImageUrls = (productId: string, version: string | null): ProductImage => ({
  productId,
  imageUrl: version ? productImagePath(productId, version, 'display') : null,
  thumbnailUrl: version ? productImagePath(productId, version, 'thumb') : null,
})

/** 404 unless the product is one of the brand's own (before the upload is read at all). */
export async function assertOwnProduct(db: Db, brandUserId: string, productId: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.brandId, brandUserId)))
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound)
}

/**
 * Sets (image) or removes (null) the image of one of the brand's products. The files of the new
 * version are stored first; the row switches to them under a row lock, and the files of the
 * version it replaced are removed after the commit.
 */
export async function setProductImage(
  deps: Deps,
  brandUserId: string,
  productId: string,
  image: ProcessedImage | null,
): Promise<ProductImage> {
  const version = image ? randomUUID() : null
  if (image && version) {
    await putImageFiles(deps.storage, 'product-images', productId, version, image)
  }
  let previous: string | null = null
  try {
    const found = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ imageVersion: products.imageVersion })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.brandId, brandUserId)))
        .for('update')
      if (!row) return false
      previous = row.imageVersion
      await tx
        .update(products)
        .set({ imageVersion: version, updatedAt: new Date() })
        .where(eq(products.id, productId))
      return true
    })
    if (!found) throw notFound(PRODUCT_MESSAGES.notFound)
  } catch (error) {
    await removeImageFiles(deps, 'product-images', productId, version)
    throw error
  }
  await removeImageFiles(deps, 'product-images', productId, previous)
  return productImageUrls(productId, version)
}

/** The image, for whoever may see the product; anyone else, or an old version: 404. */
export async function productImageResponse(
  deps: { db: Db; storage: ObjectStorage },
  viewer: Viewer,
  params: { productId: string; version: string; variant: ImageVariant },
): Promise<Response> {
  const reseller = viewer.role === 'reseller'
  const [row] = await deps.db
    .select({
      brandId: products.brandId,
      approved: sql<boolean>`${products.approvalStatus} = 'approved'`,
      authorized: reseller
        ? authorizedForBrandUserSql(sql`${products.brandId}`, viewer.userId)
        : sql<boolean>`false`,
    })
    .from(products)
    .where(and(eq(products.id, params.productId), eq(products.imageVersion, params.version)))
  const mayRead =
    row &&
    (viewer.role === 'admin' ||
      row.brandId === viewer.userId ||
      (reseller && row.approved && row.authorized))
  if (!mayRead) throw notFound()
  return imageResponse(
    deps.storage,
    imageKey('product-images', params.productId, params.version, params.variant),
    false,
  )
}
