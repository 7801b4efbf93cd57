/** Orders between a reseller and a brand, and their lines (001 §3, §4.5). */
import { sql } from 'drizzle-orm'
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { products } from './catalog.ts'
import { orderStatusEnum } from './enums.ts'

/**
 * brand_id and reseller_id are user ids. Deleting a user who has orders is refused: orders are
 * trade records, and neither cascading them away nor orphaning them is a safe default.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    resellerId: text('reseller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    status: orderStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // desc().nullsFirst(): ORDER BY created_at DESC means NULLS FIRST, and a bare .desc() index
    // (NULLS LAST) cannot serve it without a sort.
    // 7.3 orders by brand_id newest first, and the brand's analytics from a period start.
    index('orders_brand_id_created_at_idx').on(t.brandId, t.createdAt.desc().nullsFirst()),
    // 7.3 orders by reseller_id newest first.
    index('orders_reseller_id_created_at_idx').on(t.resellerId, t.createdAt.desc().nullsFirst()),
    check('orders_total_amount_ck', sql`${t.totalAmount} >= 0`),
  ],
)

/** Name, SKU and price are copied at order time so a later product edit or delete keeps the order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    // 7.3 order_items count by order_id.
    index('order_items_order_id_idx').on(t.orderId),
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
    check('order_items_unit_price_ck', sql`${t.unitPrice} >= 0`),
  ],
)
