/** Brands' catalog uploads, who may see them, and products (001 §3, §4.3). */
import { sql } from 'drizzle-orm'
import {
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
import type { CatalogImportSummary } from '../../../shared/brand-inventory-texts.ts'
import { user } from './auth.ts'
import { catalogStatusEnum, productApprovalStatusEnum, productCategoryEnum } from './enums.ts'

/** A catalog file uploaded by a brand user; brand_id is that user's id (001 §7.4 insert). */
export const productUploads = pgTable(
  'product_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    brandId: text('brand_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** What the UI links to; files are private and served through an authorized route. */
    fileUrl: text('file_url').notNull(),
    /** Where the storage interface keeps the file (catalogs/{userId}/{timestamp}.{ext}, 001 §7.5). */
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    status: catalogStatusEnum('status').notNull().default('pending'),
    /** What approving it did: products added and updated, row errors (issue 5); null before. */
    importSummary: jsonb('import_summary').$type<CatalogImportSummary>(),
    /**
     * Issue 15: the changes of the import preview the brand confirmed (a rename, a cleared MAP, a
     * MAP below wholesale), each as its key with old and new values (catalogChangeKey): approval
     * refuses while a change that needs confirmation is not among them.
     */
    confirmedChanges: jsonb('confirmed_changes').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // desc().nullsFirst(): ORDER BY created_at DESC means NULLS FIRST, and a bare .desc() index
    // (NULLS LAST) cannot serve it without a sort.
    // 7.3 product_uploads by brand_id (the brand's catalogs, newest first).
    index('product_uploads_brand_id_created_at_idx').on(t.brandId, t.createdAt.desc().nullsFirst()),
    // 7.3 product_uploads with status pending or approved, newest first (admin catalog management).
    // Partial rather than (status, created_at): a btree on (status, ...) cannot return an IN list
    // of two statuses in created_at order, so the planner sorted; this one is read in order.
    index('product_uploads_listed_created_at_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} in ('pending', 'approved')`),
    check('product_uploads_size_bytes_ck', sql`${t.sizeBytes} >= 0`),
  ],
)

/** DESIGN decision 8: the Catalog Management reseller-access toggle persists. */
export const catalogResellerAccess = pgTable(
  'catalog_reseller_access',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => productUploads.id, { onDelete: 'cascade' }),
    resellerId: text('reseller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who switched access on; kept as history if that admin is removed. */
    grantedBy: text('granted_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One grant per pair; leading upload_id serves the toggle's read of a catalog's resellers.
    primaryKey({ name: 'catalog_reseller_access_pk', columns: [t.uploadId, t.resellerId] }),
  ],
)

/**
 * Money is numeric(12,2) read as a string so that no cent is lost to floating point.
 * case_pack, min_order_qty, gtin and category are beyond the spec (DESIGN: MAP, trade terms).
 * The MAP price lives only in product_map_prices (issue 14): versions, each in force from a date,
 * so an observation is judged by the MAP of its time (product_map_price_at).
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    sku: text('sku'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    wholesalePrice: numeric('wholesale_price', { precision: 12, scale: 2 }).notNull(),
    /** GTIN-14 (a UPC or EAN padded with zeros), check digit valid: how listings are matched. */
    gtin: text('gtin'),
    category: productCategoryEnum('category'),
    casePack: integer('case_pack'),
    minOrderQty: integer('min_order_qty'),
    stock: integer('stock').notNull().default(0),
    /** Issue 15: the inventory alert's level; null uses the brand's default (notification_preferences). */
    lowStockThreshold: integer('low_stock_threshold'),
    approvalStatus: productApprovalStatusEnum('approval_status').notNull().default('pending'),
    /**
     * Issue 15: the product's image, when it has one. Each upload gets a new version, which names
     * its stored files (product-images/<id>/<version>-display.webp and -thumb.webp) and is part
     * of the image's address, so that a new upload shows at once and old addresses can be cached
     * for good (modules/media).
     */
    imageVersion: uuid('image_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 7.3 products by brand_id newest first, and count by brand.
    index('products_brand_id_created_at_idx').on(t.brandId, t.createdAt.desc().nullsFirst()),
    // A SKU names one product of a brand; products without a SKU are allowed.
    uniqueIndex('products_brand_id_sku_uq')
      .on(t.brandId, t.sku)
      .where(sql`${t.sku} is not null`),
    check('products_price_ck', sql`${t.price} >= 0`),
    check('products_wholesale_price_ck', sql`${t.wholesalePrice} >= 0`),
    // A GTIN names one product of a brand (and matches listings to it, issue 14).
    uniqueIndex('products_brand_id_gtin_uq')
      .on(t.brandId, t.gtin)
      .where(sql`${t.gtin} is not null`),
    check('products_gtin_ck', sql`${t.gtin} is null or ${t.gtin} ~ '^[0-9]{14}$'`),
    check('products_case_pack_ck', sql`${t.casePack} is null or ${t.casePack} > 0`),
    check('products_min_order_qty_ck', sql`${t.minOrderQty} is null or ${t.minOrderQty} > 0`),
    check('products_stock_ck', sql`${t.stock} >= 0`),
    check(
      'products_low_stock_threshold_ck',
      sql`${t.lowStockThreshold} is null or ${t.lowStockThreshold} >= 0`,
    ),
  ],
)
