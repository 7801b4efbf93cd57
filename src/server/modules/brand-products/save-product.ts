/**
 * Add Product and Edit (001 §2.3; DESIGN decision 8: Edit does what it says). A brand only ever
 * changes its own products: another brand's product id answers 404, as an unknown one does. A
 * SKU names one product of a brand (products_brand_id_sku_uq): a second one answers 409.
 * Products a brand adds by hand are approved: the brand owns its inventory, and admins review
 * catalog files (001 §4.3), not single products.
 */
import { and, eq } from 'drizzle-orm'
import { BRAND_PRODUCT_CODES, PRODUCT_MESSAGES as M } from '#shared/brand-inventory-texts.ts'
import type { ProductInput } from '#shared/schemas/brand-products.ts'
import type { Db } from '../../db/client.ts'
import { products } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import { productColumns } from './product-columns.ts'

/** PostgreSQL's unique_violation, through the driver's and Drizzle's wrappers. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

const duplicateSku = (sku: string) =>
  conflict(M.duplicateSku(sku), BRAND_PRODUCT_CODES.duplicateSku)

export async function createProduct(db: Db, brandId: string, input: ProductInput) {
  try {
    const [row] = await db
      .insert(products)
      .values({ brandId, ...input, approvalStatus: 'approved' })
      .returning(productColumns)
    return row!
  } catch (error) {
    if (input.sku !== null && isUniqueViolation(error)) throw duplicateSku(input.sku)
    throw error
  }
}

export async function updateProduct(db: Db, brandId: string, id: string, input: ProductInput) {
  try {
    const [row] = await db
      .update(products)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(products.id, id), eq(products.brandId, brandId)))
      .returning(productColumns)
    if (!row) throw notFound(M.notFound)
    return row
  } catch (error) {
    if (input.sku !== null && isUniqueViolation(error)) throw duplicateSku(input.sku)
    throw error
  }
}
