/**
 * What an allocated reseller sees of a directory brand (001 §6: resellers see their allocated
 * brands; §7.5: product changes reload): the approved products of the brand account that owns
 * the entry. Only a reseller allocated to the entry (brand_reseller_allocations) or with an
 * approved application to it (brand_applications) may read them; anyone else gets 404, as for
 * an unknown entry, so that entry ids reveal nothing. An admin may read every entry.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { PRODUCT_MESSAGES as M, RESELLER_PRODUCTS_LIMIT } from '#shared/brand-inventory-texts.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { brandsDirectory, products } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import type { Viewer } from '../../lib/http/types.ts'

/**
 * The directory entry `brandEntryId` if the viewer may see its products (allocated to it, or
 * approved by it; an admin always), else 404 as for an unknown entry. Ordering uses the same rule.
 */
export async function visibleBrandEntry(
  db: DbOrTx,
  viewer: Pick<Viewer, 'role' | 'userId'>,
  brandEntryId: string,
): Promise<{ id: string; name: string; ownerUserId: string | null; isActive: boolean }> {
  const [entry] = await db
    .select({
      id: brandsDirectory.id,
      name: brandsDirectory.name,
      ownerUserId: brandsDirectory.ownerUserId,
      isActive: brandsDirectory.isActive,
      allowed:
        viewer.role === 'admin'
          ? sql<boolean>`true`
          : // Written out with table names: inside a select list Drizzle leaves columns bare,
            // and a bare id would mean the subquery's own table.
            sql<boolean>`(exists (select 1 from brand_reseller_allocations a
              where a.brand_id = brands_directory.id and a.reseller_id = ${viewer.userId})
            or exists (select 1 from brand_applications ba
              where ba.brand_id = brands_directory.id and ba.reseller_id = ${viewer.userId}
                and ba.status = 'approved'))`,
    })
    .from(brandsDirectory)
    .where(eq(brandsDirectory.id, brandEntryId))
  if (!entry || !entry.allowed) throw notFound(M.brandNotFound)
  return {
    id: entry.id,
    name: entry.name,
    ownerUserId: entry.ownerUserId,
    isActive: entry.isActive,
  }
}

export async function resellerBrandProducts(db: Db, viewer: Viewer, brandEntryId: string) {
  const entry = await visibleBrandEntry(db, viewer, brandEntryId)
  // An inactive entry still shows its catalog; ordering from it is refused (409), and the cart
  // says so from isActive.
  const brand = { id: entry.id, name: entry.name, isActive: entry.isActive }
  // An entry no brand account has claimed yet has no products.
  if (!entry.ownerUserId) return { brand, products: [] }
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      description: products.description,
      wholesalePrice: products.wholesalePrice,
      mapPrice: products.mapPrice,
      stock: products.stock,
      casePack: products.casePack,
      minOrderQty: products.minOrderQty,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(and(eq(products.brandId, entry.ownerUserId), eq(products.approvalStatus, 'approved')))
    .orderBy(asc(products.name), asc(products.id))
    .limit(RESELLER_PRODUCTS_LIMIT)
  return { brand, products: rows }
}
