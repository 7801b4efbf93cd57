/**
 * What an authorized reseller sees of a directory brand (001 §6: resellers see their allocated
 * brands; §7.5: product changes reload): the approved products of the brand account that owns
 * the entry. Only a reseller whose authorization for the entry is in force may read them (issue
 * 13); one whose authorization was suspended, revoked or expired is told so (403); anyone else
 * gets 404, as for an unknown entry, so that entry ids reveal nothing. An admin may read every
 * entry. Each product comes with its GTIN, so the reseller lists the right item, and its MAP as
 * listings are judged now (issue 14): with a running promotion (effectiveMapPrice below mapPrice),
 * and the next version still to take effect. With them, the brand's hold on the reseller's
 * orders, if any (enforcement/order-hold.ts).
 */
import { and, asc, eq } from 'drizzle-orm'
import {
  AUTHORIZATION_CODES,
  AUTHORIZATION_TEXTS,
  authorizationInForce,
} from '#shared/authorizations.ts'
import { PRODUCT_MESSAGES as M, RESELLER_PRODUCTS_LIMIT } from '#shared/brand-inventory-texts.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { brandAuthorizations, brandsDirectory, products } from '../../db/schema/index.ts'
import { HttpError, notFound } from '../../lib/http/errors.ts'
import type { Viewer } from '../../lib/http/types.ts'
import { toAuthorization } from '../authorizations/authorization-row.ts'
import { orderHoldsOf } from '../enforcement/order-hold.ts'
import { orderMinimumFor, type WholesaleTerms } from '../reseller-orders/order-minimum.ts'
import { productImageColumns } from '../media/product-image-columns.ts'
import { mapColumns } from './product-columns.ts'

/**
 * The directory entry `brandEntryId` if the viewer may see its products: an admin always, a
 * reseller while their authorization is in force (issue 13). A reseller whose authorization is
 * suspended, revoked or expired gets 403 saying so and why; one who never had one gets 404, as
 * for an unknown entry. Ordering uses the same rule.
 */
export interface VisibleBrandEntry extends WholesaleTerms {
  id: string
  name: string
  ownerUserId: string | null
  isActive: boolean
}

export async function visibleBrandEntry(
  db: DbOrTx,
  viewer: Pick<Viewer, 'role' | 'userId'>,
  brandEntryId: string,
): Promise<VisibleBrandEntry> {
  // One round trip: the entry and, for a reseller, their authorization for it (any status).
  const [row] = await db
    .select({
      entry: {
        id: brandsDirectory.id,
        name: brandsDirectory.name,
        ownerUserId: brandsDirectory.ownerUserId,
        isActive: brandsDirectory.isActive,
        openingOrderMinimum: brandsDirectory.openingOrderMinimum,
        reorderMinimum: brandsDirectory.reorderMinimum,
      },
      authorization: brandAuthorizations,
    })
    .from(brandsDirectory)
    .leftJoin(
      brandAuthorizations,
      and(
        eq(brandAuthorizations.brandId, brandsDirectory.id),
        eq(brandAuthorizations.resellerId, viewer.userId),
      ),
    )
    .where(eq(brandsDirectory.id, brandEntryId))
  if (!row) throw notFound(M.brandNotFound)
  const { entry } = row
  if (viewer.role !== 'admin') {
    if (!row.authorization) throw notFound(M.brandNotFound)
    const authorization = toAuthorization(row.authorization)
    if (!authorizationInForce(authorization)) {
      throw new HttpError(403, {
        code: AUTHORIZATION_CODES.notInForce,
        title: AUTHORIZATION_TEXTS.notInForceTitle(authorization.status),
        message: AUTHORIZATION_TEXTS.notInForce(entry.name, authorization),
      })
    }
  }
  return entry
}

export async function resellerBrandProducts(db: Db, viewer: Viewer, brandEntryId: string) {
  const entry = await visibleBrandEntry(db, viewer, brandEntryId)
  // An inactive entry still shows its catalog; ordering from it is refused (409), and the cart
  // says so from isActive.
  const brand = { id: entry.id, name: entry.name, isActive: entry.isActive }
  // The minimum the order route will ask of this reseller now (issue 13 item 5): the cart shows
  // it rather than working one out from the products listed here (at most 500 of them).
  const minimum = await orderMinimumFor(db, {
    terms: entry,
    brandUserId: entry.ownerUserId,
    resellerId: viewer.userId,
  })
  // The brand's hold on this reseller's orders, by the rule the order route refuses them with,
  // so that the page and its cart say so before Place Order.
  const orderHold = (await orderHoldsOf(db, viewer.userId, [entry.id])).get(entry.id) ?? null
  // An entry no brand account has claimed yet has no products.
  if (!entry.ownerUserId) return { brand, minimum, orderHold, products: [] }
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      gtin: products.gtin,
      category: products.category,
      description: products.description,
      wholesalePrice: products.wholesalePrice,
      ...mapColumns,
      stock: products.stock,
      casePack: products.casePack,
      minOrderQty: products.minOrderQty,
      ...productImageColumns,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(and(eq(products.brandId, entry.ownerUserId), eq(products.approvalStatus, 'approved')))
    .orderBy(asc(products.name), asc(products.id))
    .limit(RESELLER_PRODUCTS_LIMIT)
  return { brand, minimum, orderHold, products: rows }
}
