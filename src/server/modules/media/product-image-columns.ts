/**
 * A product image's addresses for any select on products (issue 15 item 5). A leaf file (only
 * the schema), so that the product lists may import it without an import cycle.
 */
import { sql } from 'drizzle-orm'

/**
 * products.id spelled out: Drizzle writes a column of a one-table select unqualified ("id"),
 * which inside another table's subquery in the same select would be that table's id.
 */
const productId = sql`${sql.identifier('products')}.${sql.identifier('id')}`
const version = sql`${sql.identifier('products')}.${sql.identifier('image_version')}`

/** Columns for a select on products: the two addresses, or null without an image. */
export const productImageColumns = {
  imageUrl: sql<
    string | null
  >`case when ${version} is null then null else '/api/product-images/' || ${productId} || '/' || ${version} || '/display' end`,
  thumbnailUrl: sql<
    string | null
  >`case when ${version} is null then null else '/api/product-images/' || ${productId} || '/' || ${version} || '/thumb' end`,
}
