/** Orders between a reseller and a brand, and their lines (001 §3, §4.5). */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { products } from './catalog.ts'
import { addressKindEnum, orderStatusEnum } from './enums.ts'

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
    /** Issue 15: the ship-to address chosen at checkout, copied; null on older orders. */
    shipTo: jsonb('ship_to').$type<OrderAddress>(),
    /** The reseller's default bill-to address at checkout (else the ship-to), copied. */
    billTo: jsonb('bill_to').$type<OrderAddress>(),
    /** Why the brand declined or the reseller cancelled. */
    statusReason: text('status_reason'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
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
    // Issue 13 item 5: whether the brand accepted an order of the reseller's (its reorder
    // minimum then applies, order-minimum.ts). The status is a column, not a partial index's
    // predicate: on a new database every migration runs in one transaction, and PostgreSQL does
    // not let it name the enum values an earlier migration of it added.
    index('orders_reseller_brand_status_idx').on(t.resellerId, t.brandId, t.status),
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

/** An address as an order keeps it (issue 15): a copy, so a later edit of the book changes no order. */
export interface OrderAddress {
  name: string
  company: string | null
  line1: string
  line2: string | null
  city: string
  region: string | null
  postalCode: string
  country: string
  phone: string | null
}

/**
 * The reseller's address book (issue 15): ship-to and bill-to addresses, at most one default of
 * each kind (a partial unique index, so two requests cannot both make one the default).
 */
export const resellerAddresses = pgTable(
  'reseller_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: addressKindEnum('kind').notNull(),
    label: text('label'),
    name: text('name').notNull(),
    company: text('company'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    region: text('region'),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The address book by user, defaults first.
    index('reseller_addresses_user_id_idx').on(t.userId, t.kind),
    uniqueIndex('reseller_addresses_one_default_uq')
      .on(t.userId, t.kind)
      .where(sql`${t.isDefault}`),
  ],
)

/**
 * Each status step of an order (issue 15): who (user and role), what (status, reason or
 * tracking) and when, for the timeline both parties see. Written in the step's transaction.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatusEnum('status').notNull(),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The timeline of an order, oldest first.
    index('order_events_order_id_created_at_idx').on(t.orderId, t.createdAt),
  ],
)

/**
 * The Idempotency-Key of an order request (as the public forms have theirs): a
 * retry after a lost answer (a proxy's time-out) with the same key from the same reseller is
 * answered with the first order's answer instead of placing a second order. The primary key is
 * the arbiter: the row is written first in the placing transaction, so a concurrent request
 * with the same key waits on it and then replays the committed order (or places its own, when
 * the first rolled back). order_id and response are null only inside that transaction.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    resellerId: text('reseller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request's body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The first answer's body ({ order }), replayed as it was. */
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.resellerId, t.key] })],
)
