/**
 * Issue 14: brand protection. MAP versions and promotions, the brand's MAP policy and resellers'
 * acknowledgements, observed marketplace listings and what they are matched to, findings with
 * their evidence, enforcement, leak investigations and the daily figures the dashboards read.
 *
 * Keys: protection belongs to a brand's directory entry (brands_directory.id, as authorizations
 * do); products keep keying on the brand user's id and are reached through the entry's owner.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
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
import type { ColumnMapping } from '../../../shared/listings.ts'
import type { ListingImportWarnings, ListingWarningRow } from '../../../shared/listing-warnings.ts'
import type { EnforcementStep } from '../../../shared/protection.ts'
import { user } from './auth.ts'
import { brandAuthorizations, brandsDirectory } from './brands.ts'
import { products } from './catalog.ts'
import {
  authorizationStatusEnum,
  disputeStatusEnum,
  enforcementEventEnum,
  enforcementStepEnum,
  findingKindEnum,
  findingStatusEnum,
  investigationStatusEnum,
  listingImportStatusEnum,
  listingSourceEnum,
  productMatchMethodEnum,
  sellerMatchMethodEnum,
  toleranceKindEnum,
  verdictEnum,
} from './enums.ts'

const money = (name: string) => numeric(name, { precision: 12, scale: 2 })
/** A percent with 2 decimals (a coupon's, Subscribe & Save's): 0 to 100. */
const percentColumn = (name: string) => numeric(name, { precision: 5, scale: 2 })
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * A product's MAP over time, per currency: each row holds from its effective time until the next
 * row's of the same product and currency. A null price means no MAP from then on. Observations
 * are judged by the row in force at their time in their own currency, else by the MAP in
 * MAP_CURRENCY converted with the brand's exchange rate in force then (decision 013).
 */
export const productMapPrices = pgTable(
  'product_map_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mapPrice: money('map_price'),
    /** ISO 4217; MAP_CURRENCY (USD) unless the brand set a MAP in another currency. */
    currency: text('currency').notNull().default('USD'),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** When the authorized resellers were told (message and mail), for a change ahead of time. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    // The MAP in force at a time: the newest row not after it (product_map_price_at).
    uniqueIndex('product_map_prices_product_currency_effective_uq').on(
      t.productId,
      t.currency,
      t.effectiveFrom,
    ),
    check('product_map_prices_price_ck', sql`${t.mapPrice} is null or ${t.mapPrice} >= 0`),
    check('product_map_prices_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
)

/** A promotion window ("MAP holiday"): the chosen products' MAP is lowered from start to end. */
export const mapPromotions = pgTable(
  'map_promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Percent off each product's MAP, unless the product has a promotional MAP of its own. */
    percentOff: numeric('percent_off', { precision: 5, scale: 2 }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    /** A cancelled promotion no longer lowers anything; it stays for the record. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('map_promotions_brand_id_starts_at_idx').on(t.brandId, t.startsAt),
    check('map_promotions_window_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'map_promotions_percent_ck',
      sql`${t.percentOff} is null or (${t.percentOff} > 0 and ${t.percentOff} < 100)`,
    ),
  ],
)

export const mapPromotionProducts = pgTable(
  'map_promotion_products',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => mapPromotions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The promotional MAP; null: the promotion's percent off the MAP in force. */
    promoMapPrice: money('promo_map_price'),
  },
  (t) => [
    primaryKey({ name: 'map_promotion_products_pk', columns: [t.promotionId, t.productId] }),
    index('map_promotion_products_product_id_idx').on(t.productId),
    check(
      'map_promotion_products_price_ck',
      sql`${t.promoMapPrice} is null or ${t.promoMapPrice} >= 0`,
    ),
  ],
)

/**
 * The brand's MAP policy, one row per published version. The newest version published before an
 * observation is the one it is judged by: which price components count in the effective price
 * (shipping, coupons, Subscribe & Save, a business or quantity price, a price shown only in the
 * cart: decision 013), and the tolerance below MAP that is not yet a violation.
 */
export const mapPolicies = pgTable(
  'map_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    shippingCounts: boolean('shipping_counts').notNull().default(false),
    couponsCount: boolean('coupons_count').notNull().default(false),
    subscribeSaveCounts: boolean('subscribe_save_counts').notNull().default(false),
    businessPriceCounts: boolean('business_price_counts').notNull().default(false),
    /** MAP applies to a price shown only in the cart; if not, such a price is not judged. */
    cartPriceCounts: boolean('cart_price_counts').notNull().default(false),
    toleranceKind: toleranceKindEnum('tolerance_kind').notNull().default('amount'),
    toleranceValue: numeric('tolerance_value', { precision: 12, scale: 2 }).notNull().default('0'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('map_policies_brand_version_uq').on(t.brandId, t.version),
    check('map_policies_tolerance_ck', sql`${t.toleranceValue} >= 0`),
  ],
)

/**
 * The brand's exchange rates, dated: one unit of `currency` is `rate` units of MAP_CURRENCY from
 * `effective_from` until the next rate of that currency. Entered by the brand, never fetched: an
 * observation in a currency without a MAP of its own is judged against the MAP converted with
 * the rate in force at its time, or not judged at all (decision 013).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('exchange_rates_brand_currency_effective_uq').on(
      t.brandId,
      t.currency,
      t.effectiveFrom,
    ),
    check('exchange_rates_rate_ck', sql`${t.rate} > 0`),
    check('exchange_rates_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
)

/** A reseller's acknowledgement of one version of a brand's MAP policy, and when. */
export const mapPolicyAcknowledgements = pgTable(
  'map_policy_acknowledgements',
  {
    policyId: uuid('policy_id')
      .notNull()
      .references(() => mapPolicies.id, { onDelete: 'cascade' }),
    resellerId: text('reseller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'map_policy_acknowledgements_pk', columns: [t.policyId, t.resellerId] }),
    index('map_policy_acknowledgements_reseller_id_idx').on(t.resellerId),
  ],
)

/**
 * Every state an authorization has been in, written by a trigger on brand_authorizations
 * (drizzle/0018), so that an observation is judged by the authorization as it stood at its time.
 * The first row of an authorization holds from -infinity: before the record, its term decides.
 */
export const brandAuthorizationHistory = pgTable(
  'brand_authorization_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    authorizationId: uuid('authorization_id')
      .notNull()
      .references(() => brandAuthorizations.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id').notNull(),
    resellerId: text('reseller_id').notNull(),
    status: authorizationStatusEnum('status').notNull(),
    marketplaces: text('marketplaces').array().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
  },
  (t) => [index('brand_authorization_history_brand_idx').on(t.brandId, t.resellerId)],
)

/** One import of observed listings: a file, or one request of the monitoring API. */
export const listingImports = pgTable(
  'listing_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
    source: listingSourceEnum('source').notNull(),
    /** The file's name, or the API key's name. */
    label: text('label').notNull(),
    fileSha256: text('file_sha256'),
    fileBytes: bigint('file_bytes', { mode: 'number' }),
    /** For rows that do not say: when they were observed, and whose listings they are. */
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
    contextMarketplace: text('context_marketplace'),
    contextSellerId: text('context_seller_id'),
    contextSellerName: text('context_seller_name'),
    mapping: jsonb('mapping').$type<ColumnMapping>(),
    status: listingImportStatusEnum('status').notNull().default('running'),
    /** Renewed while the import runs; a running import whose heartbeat stopped was interrupted. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    summary: jsonb('summary').$type<ListingImportSummary>(),
    error: text('error'),
    startedBy: text('started_by').references(() => user.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('listing_imports_brand_id_started_at_idx').on(t.brandId, t.startedAt.desc()),
    // A file is imported once per brand: while an import of it runs or after it completed, the
    // same file (its SHA-256) is refused (run-file-import.ts, 409). A failed one holds nothing.
    uniqueIndex('listing_imports_brand_file_sha256_uq')
      .on(t.brandId, t.fileSha256)
      .where(sql`${t.fileSha256} is not null and ${t.status} in ('running', 'complete')`),
  ],
)

export interface ListingImportSummary {
  rowsRead: number
  /** Stored observations matched to one of the brand's products. */
  matched: number
  unmatched: number
  rejected: number
  /**
   * Rejected rows by reason, with the first few row numbers of each. (`kept` marks, while the
   * rows are read, the reasons of rows imported with a value left out: they go to leftOut.)
   */
  rejections: { reason: string; count: number; rows: number[]; kept?: boolean }[]
  /**
   * Rows imported without one of their values (a listing address that is not http or https), by
   * reason with the first few row numbers. Absent in summaries written before it was kept.
   */
  leftOut?: { reason: string; count: number; rows: number[] }[]
  /**
   * Observations skipped as already stored: for API pushes, ids stored before; for files, rows
   * the brand has already imported (the same offer, time, price, shipping and condition).
   */
  duplicates: number
  findingsOpened: Record<string, number>
  findingsClosed: number
  /**
   * The findings open after the import, by kind, on the offers its rows saw (new or not).
   * Absent in summaries written before it was kept.
   */
  stillOpen?: Record<string, number>
  /** Observations older than the newest one of their offer: kept as history, nothing sent. */
  stale: number
  durationMs: number
  /**
   * The rows' warnings by kind, with counts and first rows (shared/listing-warnings.ts). Absent
   * in summaries written before warnings were kept.
   */
  warnings?: ListingImportWarnings
  /**
   * The first LISTING_WARNING_ROWS_KEPT warnings, for their download; never sent with the
   * summary (list-imports.ts leaves it out).
   */
  warningRows?: ListingWarningRow[]
}

/**
 * One observed offer, as read. The primary key (import, row) is also the evidence's reference:
 * "row 1,234 of file X". Rows of an import are only ever reached through a complete import
 * (the committed_listing_observations view), so an interrupted import is invisible.
 * No B-tree index but the key: files reach a million rows and every index slows their COPY. A
 * BRIN index on the time (a summary per block range, far cheaper for COPY to keep than a B-tree;
 * rows arrive roughly in time order) lets an import find the brand's earlier observations of its own time span, which its
 * duplicates are among (dedupe-observations.ts).
 */
export const listingObservations = pgTable(
  'listing_observations',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => listingImports.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    brandId: uuid('brand_id').notNull(),
    /** The monitoring API's observation id (idempotency). */
    externalId: text('external_id'),
    marketplace: text('marketplace').notNull(),
    sellerId: text('seller_id'),
    sellerName: text('seller_name'),
    listingId: text('listing_id'),
    gtin: text('gtin'),
    sku: text('sku'),
    title: text('title'),
    price: money('price').notNull(),
    shipping: money('shipping'),
    /** ISO 4217 code of every amount of the row; null: the source's currency is unknown. */
    currency: text('currency'),
    /** The price's other components (decision 013), null when the source does not say. */
    couponAmount: money('coupon_amount'),
    couponPercent: percentColumn('coupon_percent'),
    subscribeSavePercent: percentColumn('subscribe_save_percent'),
    /** The lowest business or quantity price offered. */
    businessPrice: money('business_price'),
    /** The price is shown only in the cart ("see price in cart"). */
    priceInCart: boolean('price_in_cart'),
    quantity: integer('quantity'),
    condition: text('condition'),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
    url: text('url'),
    raw: text('raw').notNull(),
    rawSha256: text('raw_sha256').notNull(),
    /**
     * The offer (listing_offer_key of marketplace, seller key and listing key), computed by the
     * database as the row is written: detection joins a million rows on it without computing it.
     */
    offerKey: bigint('offer_key', { mode: 'bigint' }).generatedAlwaysAs(
      sql`listing_offer_key(marketplace, listing_seller_key(seller_id, seller_name), listing_key(listing_id, gtin, sku))`,
    ),
  },
  (t) => [
    primaryKey({ name: 'listing_observations_pk', columns: [t.importId, t.rowNo] }),
    uniqueIndex('listing_observations_external_id_uq')
      .on(t.brandId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('listing_observations_observed_at_brin').using('brin', t.observedAt),
  ],
)

/** A remembered column mapping per source name, for files the formats do not know. */
export const listingSourceMappings = pgTable(
  'listing_source_mappings',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
    sourceName: text('source_name').notNull(),
    mapping: jsonb('mapping').$type<ColumnMapping>().notNull(),
    /** The file's header the mapping was made for (to recognise the source next time). */
    header: text('header').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'listing_source_mappings_pk', columns: [t.brandId, t.sourceName] })],
)

/**
 * A remembered listing id (ASIN, Walmart or eBay item id) → product: learned from a GTIN match or
 * confirmed by the brand, so that rows without a GTIN match next time.
 */
export const listingProductLinks = pgTable(
  'listing_product_links',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
    marketplace: text('marketplace').notNull(),
    listingId: text('listing_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    method: productMatchMethodEnum('method').notNull(),
    confirmedBy: text('confirmed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    primaryKey({
      name: 'listing_product_links_pk',
      columns: [t.brandId, t.marketplace, t.listingId],
    }),
    index('listing_product_links_product_id_idx').on(t.productId),
  ],
)

/**
 * A storefront seen on a marketplace, per brand, matched to a reseller where its seller id is one
 * of theirs. Storefronts sharing a seller name or business details form one group (group_id, the
 * smallest id of the group), attributed to the group's reseller when it has exactly one.
 */
export const marketplaceSellers = pgTable(
  'marketplace_sellers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
    marketplace: text('marketplace').notNull(),
    /** The seller id, or "name:<lower-cased name>" for sources that give only a name. */
    sellerKey: text('seller_key').notNull(),
    sellerId: text('seller_id'),
    name: text('name'),
    /** Business name and address as the marketplace shows them (entered by the brand or pushed). */
    businessName: text('business_name'),
    businessAddress: text('business_address'),
    groupId: bigint('group_id', { mode: 'number' }),
    resellerId: text('reseller_id').references(() => user.id, { onDelete: 'set null' }),
    matchMethod: sellerMatchMethodEnum('match_method'),
    /**
     * The reseller the brand confirmed this storefront is (one of its authorized resellers), for a
     * storefront whose seller id neither the authorization nor the reseller's settings name.
     * Seller ids match first; a confirmation holds until the brand removes it.
     */
    confirmedResellerId: text('confirmed_reseller_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    confirmedBy: text('confirmed_by').references(() => user.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('marketplace_sellers_brand_key_uq').on(t.brandId, t.marketplace, t.sellerKey),
    index('marketplace_sellers_group_id_idx').on(t.brandId, t.groupId),
  ],
)

/**
 * An offer: one seller's listing of one item on one marketplace, with its newest observation.
 * Findings are opened and closed on the newest observation only, so an older one imported later
 * never sends anything.
 */
/**
 * Offers, findings and their evidence are written only by detection, a million-row import's worth
 * at a time, from rows it has just joined to their brand, storefront, product and reseller: their
 * foreign keys cost a check per row and key (600,000 per 200,000 offers: 2.4 s of 3.7). Triggers
 * on the parents do what the keys did (drizzle/0023, decision 013): a brand's, storefront's or
 * offer's deletion deletes what hangs on it, a product's or reseller's clears the link.
 */
export const listingOffers = pgTable(
  'listing_offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: uuid('brand_id').notNull(),
    /** listing_offer_key(marketplace, seller key, listing key): a 64-bit hash, the offer's identity. */
    offerKey: bigint('offer_key', { mode: 'bigint' }).notNull(),
    marketplace: text('marketplace').notNull(),
    listingKey: text('listing_key').notNull(),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    listingId: text('listing_id'),
    gtin: text('gtin'),
    sku: text('sku'),
    title: text('title'),
    url: text('url'),
    productId: uuid('product_id'),
    matchMethod: productMatchMethodEnum('match_method'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    latestObservedAt: timestamp('latest_observed_at', { withTimezone: true }).notNull(),
    latestImportId: uuid('latest_import_id').notNull(),
    latestRowNo: integer('latest_row_no').notNull(),
    latestPrice: money('latest_price').notNull(),
    latestShipping: money('latest_shipping'),
    /** The newest observation's currency and price components (listing_observations). */
    latestCurrency: text('latest_currency'),
    latestCouponAmount: money('latest_coupon_amount'),
    latestCouponPercent: percentColumn('latest_coupon_percent'),
    latestSubscribeSavePercent: percentColumn('latest_subscribe_save_percent'),
    latestBusinessPrice: money('latest_business_price'),
    latestPriceInCart: boolean('latest_price_in_cart'),
    latestQuantity: integer('latest_quantity'),
    latestVerdict: verdictEnum('latest_verdict').notNull(),
  },
  (t) => [
    uniqueIndex('listing_offers_brand_offer_key_uq').on(t.brandId, t.offerKey),
    index('listing_offers_brand_product_idx').on(t.brandId, t.productId),
    // With INCLUDE (product_id, first_seen_at, latest_quantity): drizzle/0022.
    index('listing_offers_seller_id_idx').on(t.sellerId),
  ],
)

/**
 * A violation found on an offer: open from its first violating observation until a later
 * compliant one cures it (or the brand withdraws it on a dispute). Evidence and enforcement hang
 * off it. At most one open finding per offer.
 */
export const protectionFindings = pgTable(
  'protection_findings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id').notNull(),
    offerId: bigint('offer_id', { mode: 'number' }).notNull(),
    kind: findingKindEnum('kind').notNull(),
    status: findingStatusEnum('status').notNull().default('open'),
    /** The seller's reseller, for MAP and scope violations. */
    resellerId: text('reseller_id'),
    productId: uuid('product_id'),
    marketplace: text('marketplace').notNull(),
    /**
     * The offer's storefront group (marketplace_sellers.group_id), kept with the finding (and
     * moved when groups merge) so that the screens count and group unknown sellers without
     * joining the offers.
     */
    sellerGroupId: bigint('seller_group_id', { mode: 'number' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    lastObservedAt: timestamp('last_observed_at', { withTimezone: true }).notNull(),
    /**
     * The newest violating observation's effective price (decision 013), the MAP it was judged
     * against (converted into the observation's currency when the MAP is in another), both in
     * `currency`, and units listed. at_risk is in MAP_CURRENCY.
     */
    advertisedPrice: money('advertised_price').notNull(),
    mapPrice: money('map_price'),
    currency: text('currency'),
    quantity: integer('quantity'),
    /** The worst (MAP − advertised) × units seen while open: the revenue at risk. */
    atRisk: money('at_risk').notNull().default('0'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: text('closed_reason'),
    /** Enforcement: the step reached, its deadline, and the reseller's answer. */
    step: enforcementStepEnum('step'),
    stepAt: timestamp('step_at', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }),
    markedFixedAt: timestamp('marked_fixed_at', { withTimezone: true }),
    disputeStatus: disputeStatusEnum('dispute_status'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('protection_findings_open_offer_uq')
      .on(t.offerId)
      .where(sql`${t.status} = 'open'`),
    // The findings list: a kind's open (or closed) findings by revenue at risk, a page at a time.
    index('protection_findings_brand_kind_status_idx').on(
      t.brandId,
      t.kind,
      t.status,
      t.atRisk.desc().nullsFirst(),
      t.lastObservedAt.desc().nullsFirst(),
      t.id,
    ),
    // Open unknown sellers by storefront group (investigations, analytics).
    index('protection_findings_open_unauthorized_group_idx')
      .on(t.brandId, t.sellerGroupId)
      .where(sql`${t.kind} = 'unauthorized_seller' and ${t.status} = 'open'`),
    // A finding's history on its offer (a finding is not opened again on the observation that
    // closed one).
    index('protection_findings_offer_id_idx').on(t.offerId, t.kind, t.lastObservedAt),
    index('protection_findings_reseller_status_idx')
      .on(t.resellerId, t.status)
      .where(sql`${t.resellerId} is not null`),
  ],
)

/** The observations behind a finding: the raw row's hash, the source, the times, the rule. */
export const findingEvidence = pgTable(
  'finding_evidence',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    findingId: uuid('finding_id').notNull(),
    importId: uuid('import_id').notNull(),
    rowNo: integer('row_no').notNull(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
    verdict: verdictEnum('verdict').notNull(),
    advertisedPrice: money('advertised_price').notNull(),
    mapPrice: money('map_price'),
    /** The currency of the two prices (the observation's). */
    currency: text('currency'),
    /**
     * The rule that fired (or that a closing observation met), in plain words, with the effective
     * price's arithmetic ("$49.99 − $8.00 coupon + $0.00 shipping = $41.99 < MAP $45.00").
     */
    rule: text('rule').notNull(),
    rawSha256: text('raw_sha256').notNull(),
    recordedAt: created(),
  },
  (t) => [index('finding_evidence_finding_id_idx').on(t.findingId, t.observedAt)],
)

/** A brand's enforcement ladder and the templates of its notices. */
export const enforcementSettings = pgTable('enforcement_settings', {
  brandId: uuid('brand_id')
    .primaryKey()
    .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
  ladder: jsonb('ladder').$type<LadderStep[]>().notNull(),
  templates: jsonb('templates').$type<Partial<Record<EnforcementStep, NoticeTemplate>>>().notNull(),
  /** Send the first step's notice as soon as a violation is found. */
  autoFirstNotice: boolean('auto_first_notice').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export interface LadderStep {
  step: EnforcementStep
  /** Business days the reseller has to cure before the next step may be taken. */
  cureDays: number
}

export interface NoticeTemplate {
  subject: string
  body: string
}

/** Who did what on a finding, and when: every step, answer and decision (append only). */
export const enforcementActions = pgTable(
  'enforcement_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    findingId: uuid('finding_id')
      .notNull()
      .references(() => protectionFindings.id, { onDelete: 'cascade' }),
    event: enforcementEventEnum('event').notNull(),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** A label for the actor that survives the user: "Northwind Goods (brand)", "system". */
    actorLabel: text('actor_label').notNull(),
    note: text('note'),
    deadline: timestamp('deadline', { withTimezone: true }),
    /** A dispute's proof, in private storage. */
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    messageId: uuid('message_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enforcement_actions_finding_id_idx').on(t.findingId, t.at)],
)

/** The brand's investigation of an unknown seller (a storefront group): where do its goods leak from? */
export const leakInvestigations = pgTable(
  'leak_investigations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
    /** The storefront group's id (marketplace_sellers.group_id). */
    sellerGroupId: bigint('seller_group_id', { mode: 'number' }).notNull(),
    status: investigationStatusEnum('status').notNull().default('open'),
    sourceResellerId: text('source_reseller_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    notes: text('notes'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The group's listings and its buyers' purchases of them, summed up (investigations.ts), as of
     * protection_states.candidates_version = candidates_version: the list reads these instead of
     * summing every group up again on every view.
     */
    candidateSummary: jsonb('candidate_summary'),
    candidatesVersion: bigint('candidates_version', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('leak_investigations_brand_group_uq').on(t.brandId, t.sellerGroupId),
    index('leak_investigations_brand_status_idx').on(t.brandId, t.status),
  ],
)

export const investigationEvents = pgTable(
  'investigation_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    investigationId: uuid('investigation_id')
      .notNull()
      .references(() => leakInvestigations.id, { onDelete: 'cascade' }),
    fromStatus: investigationStatusEnum('from_status'),
    toStatus: investigationStatusEnum('to_status').notNull(),
    note: text('note'),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('investigation_events_investigation_id_idx').on(t.investigationId, t.at)],
)

/**
 * Observations counted per day: what every chart and compliance figure reads, so that they answer
 * in milliseconds at a million observations. Written by detection: each import adds its own
 * rows (a day may have several, summed when read); a re-detection rebuilds the brand's.
 * By product (compliance per product, categories, revenue at risk) and by storefront group
 * (compliance per reseller, unauthorized sellers): one table with both would hold a row per offer.
 */
const dailyColumns = () => ({
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  marketplace: text('marketplace').notNull(),
  verdict: verdictEnum('verdict').notNull(),
  observations: integer('observations').notNull(),
  /** Σ (MAP − advertised) × units over the day's MAP violations. */
  atRisk: numeric('at_risk', { precision: 14, scale: 2 }).notNull(),
  units: bigint('units', { mode: 'number' }).notNull(),
})

export const protectionDailyProducts = pgTable(
  'protection_daily_products',
  { ...dailyColumns(), productId: uuid('product_id') },
  (t) => [index('protection_daily_products_brand_day_idx').on(t.brandId, t.day)],
)

export const protectionDailySellers = pgTable(
  'protection_daily_sellers',
  {
    ...dailyColumns(),
    /** The storefront group (marketplace_sellers.group_id) and its reseller, if any. */
    sellerGroupId: bigint('seller_group_id', { mode: 'number' }).notNull(),
    resellerId: text('reseller_id'),
  },
  (t) => [index('protection_daily_sellers_brand_day_idx').on(t.brandId, t.day)],
)

/** A key a monitoring service uses to push observations for one brand (only its hash is kept). */
export const brandApiKeys = pgTable(
  'brand_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters, shown so the brand can tell its keys apart. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: created(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('brand_api_keys_key_hash_uq').on(t.keyHash),
    index('brand_api_keys_brand_id_idx').on(t.brandId),
  ],
)

/**
 * Per brand: a re-detection asked for (a MAP, promotion, policy, product, authorization or
 * seller-id change, requested by triggers, drizzle/0018) and its runs. A worker on every instance
 * claims due brands (FOR UPDATE SKIP LOCKED) and judges the brand's observations again.
 */
export const protectionStates = pgTable(
  'protection_states',
  {
    brandId: uuid('brand_id')
      .primaryKey()
      .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
    redetectRequestedAt: timestamp('redetect_requested_at', { withTimezone: true }),
    redetectStartedAt: timestamp('redetect_started_at', { withTimezone: true }),
    redetectFinishedAt: timestamp('redetect_finished_at', { withTimezone: true }),
    redetectError: text('redetect_error'),
    /** The last run's duration and the observations it judged. */
    lastRunMs: integer('last_run_ms'),
    lastRunObservations: integer('last_run_observations'),
    /**
     * Moves whenever what an unknown seller's candidate sources are summed up from changes: the
     * brand's orders (a trigger on order_items) or its listings (each detection). A summary kept
     * on an investigation is current while its version is this one (drizzle/0024).
     */
    candidatesVersion: bigint('candidates_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('protection_states_due_idx')
      .on(t.redetectRequestedAt)
      .where(sql`${t.redetectRequestedAt} is not null`),
  ],
)
