import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { INVENTORY_PAGE_SIZE } from '#shared/brand-inventory-texts.ts'
import type { ProductListQuery } from '#shared/schemas/brand-products.ts'
import type { Db } from '../../db/client.ts'
import { products } from '../../db/schema/index.ts'
import { likePattern, productColumns } from './product-columns.ts'

/** A search that is a barcode, or part of one, as typed: digits, spaces and hyphens. */
const GTIN_TYPED = /^[\d\s-]+$/

/**
 * 7.3 products by brand_id, newest first (id breaks ties so that pages never repeat a row),
 * searched over name, SKU and GTIN, one page with the total for the pager. A GTIN is stored as
 * 14 digits, so a UPC or EAN as printed ('0 12345 67890 5') finds it without its separators.
 */
export async function listBrandProducts(db: Db, brandId: string, query: ProductListQuery) {
  const conditions: SQL[] = [eq(products.brandId, brandId)]
  const term = query.search?.trim()
  if (term) {
    const pattern = likePattern(term)
    const matches = [ilike(products.name, pattern), ilike(products.sku, pattern)]
    if (GTIN_TYPED.test(term) && /\d/.test(term)) {
      matches.push(ilike(products.gtin, likePattern(term.replace(/[\s-]/g, ''))))
    }
    conditions.push(or(...matches)!)
  }
  const where = and(...conditions)
  const [rows, [count]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(INVENTORY_PAGE_SIZE)
      .offset((query.page - 1) * INVENTORY_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ])
  const total = count?.n ?? 0
  return {
    products: rows,
    total,
    page: query.page,
    pageSize: INVENTORY_PAGE_SIZE,
    pages: Math.max(1, Math.ceil(total / INVENTORY_PAGE_SIZE)),
  }
}

/**
 * The stat cards (001 §2.3): Total Products, Approved Products, Average Price (of the selling
 * price over all the brand's products, to the cent; null without products).
 */
export async function brandProductStats(db: Db, brandId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      approved: sql<number>`(count(*) filter (where ${products.approvalStatus} = 'approved'))::int`,
      averagePrice: sql<string | null>`round(avg(${products.price}), 2)::text`,
    })
    .from(products)
    .where(eq(products.brandId, brandId))
  return {
    total: row?.total ?? 0,
    approved: row?.approved ?? 0,
    averagePrice: row?.averagePrice ?? null,
  }
}
