/**
 * Add Product and Edit (001 §2.3; DESIGN decision 8: Edit does what it says). A brand only ever
 * changes its own products: another brand's product id answers 404, as an unknown one does. A
 * SKU names one product of a brand (products_brand_id_sku_uq), and so does a GTIN
 * (products_brand_id_gtin_uq: listings are matched to products by it, issue 14): a second one
 * answers 409. Products a brand adds by hand are approved: the brand owns its inventory, and
 * admins review catalog files (001 §4.3), not single products.
 *
 * The MAP is not a column of the product but versions in product_map_prices (issue 14): the form's
 * MAP, when it differs from the one in force, becomes a version in force from now through the MAP
 * policy's setMapFromNow, which tells the brand's authorized resellers. Earlier versions stay, so
 * a listing observed before the change is still judged by the MAP of its time.
 */
import { and, eq } from 'drizzle-orm'
import { BRAND_PRODUCT_CODES, PRODUCT_MESSAGES as M } from '#shared/brand-inventory-texts.ts'
import type { ProductInput } from '#shared/schemas/brand-products.ts'
import type { Db } from '../../db/client.ts'
import { products } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import type { AuditActor } from '../audit-log/record-audit.ts'
import { setMapFromNow } from '../map-policy/map-policy.ts'
import { brandScope } from '../protection/protection-brand.ts'
import { productColumns } from './product-columns.ts'

/** PostgreSQL's unique_violation, through the driver's and Drizzle's wrappers: its constraint. */
function uniqueViolation(error: unknown): { constraint: string | undefined } | null {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown }
    if (code === '23505') {
      return { constraint: typeof constraint === 'string' ? constraint : undefined }
    }
  }
  return null
}

/** The 409 that says which of the brand's keys the product would share, or the error as it was. */
function duplicateOf(error: unknown, input: ProductInput): unknown {
  const violation = uniqueViolation(error)
  if (!violation) return error
  if (input.gtin !== null && violation.constraint === 'products_brand_id_gtin_uq') {
    return conflict(M.duplicateGtin(input.gtin), BRAND_PRODUCT_CODES.duplicateGtin)
  }
  if (input.sku !== null && violation.constraint !== 'products_brand_id_gtin_uq') {
    return conflict(M.duplicateSku(input.sku), BRAND_PRODUCT_CODES.duplicateSku)
  }
  return error
}

/** Writes the product's own columns; the id of the product written. */
async function writeProduct(
  db: Db,
  brandId: string,
  id: string | null,
  fields: Omit<ProductInput, 'mapPrice' | 'confirmMapBelowWholesale'>,
): Promise<string> {
  if (id === null) {
    const [row] = await db
      .insert(products)
      .values({ brandId, ...fields, approvalStatus: 'approved' })
      .returning({ id: products.id })
    return row!.id
  }
  const [row] = await db
    .update(products)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.brandId, brandId)))
    .returning({ id: products.id })
  if (!row) throw notFound(M.notFound)
  return row.id
}

/** One of the brand's products as the inventory lists it. */
export async function brandProduct(db: Db, brandId: string, id: string) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), eq(products.brandId, brandId)))
  if (!row) throw notFound(M.notFound)
  return row
}

/**
 * Adds (`id` null) or edits one of the signed-in brand's products, then sets its MAP from now
 * (announced to the resellers when the brand has a directory entry). The product's columns and
 * the MAP version are two writes: a MAP refused by the database leaves the product saved.
 */
export async function saveProduct(
  deps: Pick<AppDeps, 'db' | 'live' | 'logger' | 'mailer' | 'env'>,
  viewer: Viewer,
  id: string | null,
  input: ProductInput,
  /** Who sets the MAP, for its audit entry (decision 016); the product's columns are not audited. */
  actor: AuditActor,
) {
  // The prices were checked together by the schema (issue 15: price sanity); the confirmation
  // is only what let a MAP below wholesale through, not a column.
  const { mapPrice, confirmMapBelowWholesale: _confirmed, ...fields } = input
  let productId: string
  try {
    productId = await writeProduct(deps.db, viewer.userId, id, fields)
  } catch (error) {
    throw duplicateOf(error, input)
  }
  const scope = await brandScope(deps.db, viewer)
  await setMapFromNow(deps, scope, viewer.userId, productId, mapPrice, actor)
  return brandProduct(deps.db, viewer.userId, productId)
}
