/**
 * The product fields the brand's inventory shows and edits (001 §3 product, plus MAP price, GTIN
 * and category, issue 14).
 */
import { sql } from 'drizzle-orm'
import type { MapChange } from '#shared/brand-inventory-texts.ts'
import { products } from '../../db/schema/index.ts'
import { productImageColumns } from '../media/product-image-columns.ts'

/** json_build_object's value from either driver (parsed, or its text). */
function toMapChange(value: unknown): MapChange {
  const v = (typeof value === 'string' ? JSON.parse(value) : value) as {
    mapPrice: string | null
    effectiveFrom: string
  }
  return { mapPrice: v.mapPrice, effectiveFrom: new Date(v.effectiveFrom).toISOString() }
}

/**
 * products.id spelled out: Drizzle writes a column of a one-table select unqualified ("id"), which
 * inside the subquery below would be product_map_prices' own id.
 */
const productId = sql`${sql.identifier('products')}.${sql.identifier('id')}`

/**
 * A product's MAP now and next (issue 14: the MAP is versioned in product_map_prices, each
 * version in force from its date): `mapPrice` is the brand's regular MAP in force now (what the
 * product form edits), `effectiveMapPrice` the MAP in force now with any running promotion (what
 * listings are judged by), `nextMapChange` the first version still to take effect, or null.
 */
export const mapColumns = {
  mapPrice: sql<string | null>`product_map_price_at(${productId}, now())::text`,
  effectiveMapPrice: sql<string | null>`product_effective_map_at(${productId}, now())::text`,
  nextMapChange: sql`(select json_build_object('mapPrice', v.map_price::text,
      'effectiveFrom', v.effective_from)
    from product_map_prices v where v.product_id = ${productId} and v.effective_from > now()
    order by v.effective_from limit 1)`.mapWith(toMapChange),
}

export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  sku: products.sku,
  gtin: products.gtin,
  category: products.category,
  price: products.price,
  wholesalePrice: products.wholesalePrice,
  ...mapColumns,
  stock: products.stock,
  casePack: products.casePack,
  minOrderQty: products.minOrderQty,
  lowStockThreshold: products.lowStockThreshold,
  approvalStatus: products.approvalStatus,
  ...productImageColumns,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
}

/** ILIKE with the user's text taken literally: %, _ and \ lose their pattern meaning. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
