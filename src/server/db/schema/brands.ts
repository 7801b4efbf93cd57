/** The brands directory, its allocation to resellers, and resellers' applications to brands (001 §3). */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import type { CoveredMarketplace } from '../../../shared/authorizations.ts'
import {
  authorizationSourceEnum,
  authorizationStatusEnum,
  brandApplicationStatusEnum,
} from './enums.ts'

/** PostgreSQL's tsvector, only ever written by the database (generated columns). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * Listed by admins (form, CSV import) or belonging to a brand account. Name and contact e-mail
 * are deliberately not unique: the admin console finds and deletes duplicates itself (001 §5).
 */
export const brandsDirectory = pgTable(
  'brands_directory',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    websiteUrl: text('website_url'),
    description: text('description'),
    contactEmail: text('contact_email').notNull(),
    logoUrl: text('logo_url'),
    /**
     * Issue 15: a logo the brand uploaded (modules/media), named like a product image's version.
     * When set it is the logo every screen shows (`brandLogoUrl`), in place of logo_url, which
     * stays the address an admin typed in.
     */
    logoImageVersion: uuid('logo_image_version'),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Percent, step 0.1 in the form (001 §5); a statistic, so read as a number. */
    approvalRate: numeric('approval_rate', { precision: 5, scale: 2, mode: 'number' }),
    /** Hours, step 0.5 in the form (001 §5). */
    responseTime: numeric('response_time', { precision: 8, scale: 2, mode: 'number' }),
    department: text('department'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * On Amazon's auto-ungated list: resellers can list it without approval. Admins maintain it;
     * the public search shows it. The lead magnet mails its own list (lead_magnet_brands).
     */
    amazonAutoUngated: boolean('amazon_auto_ungated').notNull().default(false),
    /**
     * The brand account that owns this entry, once known. The spec matches a brand user to its
     * entry by contact_email (001 §6); this column records the match so it survives an e-mail change.
     */
    ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'set null' }),
    /**
     * Created by a brand user from the brand portal (issue 5) rather than by an admin: it starts
     * inactive, and the admin's directory marks it as awaiting review until it is activated.
     */
    submittedByBrand: boolean('submitted_by_brand').notNull().default(false),
    /**
     * Issue 13: the brand's own wholesale terms, in dollars. When set they replace the spec's
     * "5 × the lowest wholesale price" (001 §2.4): the opening order minimum for a reseller's first
     * order with this brand, the reorder minimum for the ones after.
     */
    openingOrderMinimum: numeric('opening_order_minimum', { precision: 12, scale: 2 }),
    reorderMinimum: numeric('reorder_minimum', { precision: 12, scale: 2 }),
    /**
     * Issue 13: the brand's own decisions on applications, kept up to date by the decision
     * itself, so that a card's approval rate and response time come from them once there are
     * enough (the admin-entered figures above show until then).
     */
    decidedApplications: integer('decided_applications').notNull().default(0),
    approvedApplications: integer('approved_applications').notNull().default(0),
    /** Hours from application to decision, summed over the decided applications. */
    decisionHoursTotal: numeric('decision_hours_total', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /**
     * Review Duplicates (001 §5): the lower-cased, trimmed contact e-mail and name. Stored, so
     * that finding duplicates among 100,000 brands reads one index instead of computing the
     * key twice per row. The e-mail comes first: it cannot hold the newline separator.
     */
    duplicateKey: text('duplicate_key').generatedAlwaysAs(
      sql`lower(btrim(contact_email)) || chr(10) || lower(btrim(name))`,
    ),
    /**
     * Decision 017: the entry's words as the search reads them, stored so that the search's
     * in-memory index (decision 018) reads them instead of parsing every entry's text. Name weighted A, categories and
     * department B, description C (brands_directory_search_vector, drizzle/0033). Punctuation
     * separates words, as in a query: 'Paging-3e5a' holds 'paging' and '3e5a', not '-3e5a'.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`brands_directory_search_vector(name, categories, department, description)`,
    ),
    /** The name's words alone: a search ranks the entries matching in their name first. */
    nameVector: tsvector('name_vector').generatedAlwaysAs(sql`brands_directory_name_vector(name)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 7.3 brands_directory by contact_email (a brand user's own entry, 001 §6).
    index('brands_directory_contact_email_lower_idx').on(sql`lower(${t.contactEmail})`),
    // A brand user's own entry (modules/brand-portal/brand-entry.ts), read on every brand screen,
    // and the brand names on a reseller's orders.
    index('brands_directory_owner_user_id_idx')
      .on(t.ownerUserId)
      .where(sql`${t.ownerUserId} is not null`),
    // 7.2 admin_get_brands: the Brands Directory's pages, newest first, with id as tie-breaker
    // so that a page never repeats or skips a row (modules/brands-directory/list-brands.ts).
    index('brands_directory_created_at_id_idx').on(t.createdAt.desc(), t.id.desc()),
    // Review Duplicates: groups by key, the first of each by created_at then id (001 §5).
    index('brands_directory_duplicate_key_idx').on(t.duplicateKey, t.createdAt, t.id),
    // No search index here: the brand search matches and orders in memory (decision 018), so
    // the stored vectors' GIN indexes and the name index it walked were dropped (drizzle/0034).
    check(
      'brands_directory_approval_rate_ck',
      sql`${t.approvalRate} is null or (${t.approvalRate} >= 0 and ${t.approvalRate} <= 100)`,
    ),
    check(
      'brands_directory_response_time_ck',
      sql`${t.responseTime} is null or ${t.responseTime} >= 0`,
    ),
    check(
      'brands_directory_order_minimums_ck',
      sql`(${t.openingOrderMinimum} is null or ${t.openingOrderMinimum} >= 0) and (${t.reorderMinimum} is null or ${t.reorderMinimum} >= 0)`,
    ),
  ],
)

/** What the reseller wrote when applying; proposal_message is the part the brand reads. */
export type BrandApplicationData = { proposal_message?: string } & Record<string, unknown>

export const brandApplications = pgTable(
  'brand_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resellerId: text('reseller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
    emailThreadId: text('email_thread_id'),
    applicationData: jsonb('application_data')
      .$type<BrandApplicationData>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: brandApplicationStatusEnum('status').notNull().default('pending'),
    /** 001 §4.6 / §9: at most 3 follow-ups. */
    followUpCount: integer('follow_up_count').notNull().default(0),
    lastFollowUpAt: timestamp('last_follow_up_at', { withTimezone: true }),
    responseExpectedBy: timestamp('response_expected_by', { withTimezone: true }),
    /** Issue 13: when the brand (or an admin for it) decided, who, and the reason the reseller sees. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: text('decided_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    decisionReason: text('decision_reason'),
    /** When the brand last asked the applicant for more information (a message thread). */
    infoRequestedAt: timestamp('info_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One application per reseller and brand; as the leading column, reseller_id also serves
    // 7.3 brand_applications by reseller_id and the brand list's join (get_reseller_brands_*).
    // With INCLUDE (id, status, follow_up_count, created_at, last_follow_up_at,
    // info_requested_at), Available Brands' read of them all: drizzle/0035.
    uniqueIndex('brand_applications_reseller_brand_uq').on(t.resellerId, t.brandId),
    // A brand's applications (brand portal), and the cascade when a directory entry is deleted.
    index('brand_applications_brand_id_idx').on(t.brandId),
    // An inbound e-mail reply finds its application by thread id (modules/email-routing).
    index('brand_applications_email_thread_id_idx')
      .on(t.emailThreadId)
      .where(sql`${t.emailThreadId} is not null`),
    check(
      'brand_applications_follow_up_count_ck',
      sql`${t.followUpCount} >= 0 and ${t.followUpCount} <= 3`,
    ),
  ],
)

/**
 * Issue 13: the one record that says a reseller is authorized to sell a brand (DESIGN decision
 * 12), with the marketplaces it covers, its term and its status. Granted by the brand approving
 * an application or by an admin allocating on the brand's behalf; both write this row. It gives
 * rights only while in force (`brand_authorization_in_force`, drizzle/0016): active, started and
 * not ended. `version` counts the changes a Letter of Authorization shows, so that a letter issued
 * before one no longer verifies.
 */
export const brandAuthorizations = pgTable(
  'brand_authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
    resellerId: text('reseller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: authorizationStatusEnum('status').notNull().default('active'),
    marketplaces: jsonb('marketplaces')
      .$type<CoveredMarketplace[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    grantedBy: authorizationSourceEnum('granted_by').notNull(),
    grantedByUserId: text('granted_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    /** The application the brand approved, when it was granted that way. */
    brandApplicationId: uuid('brand_application_id').references(() => brandApplications.id, {
      onDelete: 'set null',
    }),
    /** Why it was suspended or revoked: the reseller sees it. */
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One record per brand and reseller; as the leading column, brand_id serves a brand's list.
    uniqueIndex('brand_authorizations_brand_reseller_uq').on(t.brandId, t.resellerId),
    // A reseller's authorizations (Available Brands, ordering rights, the dashboard). With
    // INCLUDE (brand_id, status, marketplaces, starts_at, ends_at, status_changed_at): drizzle/0035.
    index('brand_authorizations_reseller_id_idx').on(t.resellerId),
    check('brand_authorizations_term_ck', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
)

/**
 * Issue 13: each Letter of Authorization issued, as it was issued (what the PDF and the public
 * /verify page show). `id` is the random half of the verification code; the other half is the
 * server's signature of it, never stored.
 */
export const authorizationLetters = pgTable(
  'authorization_letters',
  {
    id: text('id').primaryKey(),
    authorizationId: uuid('authorization_id')
      .notNull()
      .references(() => brandAuthorizations.id, { onDelete: 'cascade' }),
    /** The authorization's version when the letter was issued. */
    authorizationVersion: integer('authorization_version').notNull(),
    content: jsonb('content').$type<AuthorizationLetterContent>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('authorization_letters_authorization_id_idx').on(t.authorizationId)],
)

/** What a letter states, kept as issued. */
export interface AuthorizationLetterContent {
  brandName: string
  /** The reseller's legal company. */
  licensee: string
  marketplaces: CoveredMarketplace[]
  startsAt: string
  endsAt: string | null
}

/**
 * Issue 15 item 11: a change to a directory entry's name or contact e-mail, asked for by the brand
 * that owns it. Such a change does not apply at once (the name is what resellers trust, the
 * e-mail is how the entry is claimed): an admin approves or rejects it. An entry has at most one
 * pending change; asking again replaces it. `current*` is what the entry said when it was asked,
 * shown to the admin as old → new; a null `name` or `contactEmail` leaves that field as it is.
 */
export const brandEntryChanges = pgTable(
  'brand_entry_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    currentName: text('current_name').notNull(),
    currentContactEmail: text('current_contact_email').notNull(),
    name: text('name'),
    contactEmail: text('contact_email'),
    status: text('status').notNull().default('pending'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pending change an entry; the admin's review list and the brand's own pending change.
    uniqueIndex('brand_entry_changes_pending_uq')
      .on(t.entryId)
      .where(sql`${t.status} = 'pending'`),
    // The admin's review list, oldest first.
    index('brand_entry_changes_pending_created_at_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    check('brand_entry_changes_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'brand_entry_changes_something_ck',
      sql`${t.name} is not null or ${t.contactEmail} is not null`,
    ),
  ],
)

/**
 * One run of the Brands Directory's bulk CSV import (issue 16): the file's SHA-256, so that the
 * same file is not imported twice (a second Upload click doubled the directory), and what the
 * run did. A file may be imported again only after its earlier run failed or had a batch
 * refused: the partial unique index lets one running or completed run a file, which also stops
 * two simultaneous uploads of it. A running run renews heartbeat_at after every batch; one
 * whose heartbeat stopped (its process died) is closed as failed by the next upload of the file.
 */
export const brandImportRuns = pgTable(
  'brand_import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileSha256: text('file_sha256').notNull(),
    fileBytes: bigint('file_bytes', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('running'),
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    /** Rows skipped because the directory already held their duplicate_key (or the file did). */
    duplicates: integer('duplicates').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    startedBy: text('started_by').references(() => user.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('brand_import_runs_file_sha256_uq')
      .on(t.fileSha256)
      .where(sql`${t.status} in ('running', 'done')`),
    check(
      'brand_import_runs_status_ck',
      sql`${t.status} in ('running', 'done', 'partial', 'failed')`,
    ),
  ],
)
