/** Profiles, reseller applications, admin invitations and settings (000 §3, 001 §3). */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import {
  applicationReviewStatusEnum,
  businessTypeEnum,
  productCategoryEnum,
  resellerApplicationStatusEnum,
  salesVolumeEnum,
  userRoleEnum,
  wholesaleBudgetEnum,
} from './enums.ts'

/**
 * One per person the marketplace knows. For a signed-up user id = user.id; a profile with
 * status 'email_only' stands for someone known only by e-mail (001 §4.5) and has no user row,
 * which is why there is no foreign key to user.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    userRole: userRoleEnum('user_role').notNull().default('reseller'),
    fullName: text('full_name'),
    companyName: text('company_name'),
    bio: text('bio'),
    status: text('status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_email_lower_uq').on(sql`lower(${t.email})`),
    index('profiles_user_role_idx').on(t.userRole),
  ],
)

export const resellerApplications = pgTable(
  'reseller_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    status: resellerApplicationStatusEnum('status').notNull().default('pending'),
    /**
     * DESIGN decision 3: the temporary password is never stored readable; only when it was
     * sent and how often it was reset are kept.
     */
    passwordSentAt: timestamp('password_sent_at', { withTimezone: true }),
    passwordResetCount: integer('password_reset_count').notNull().default(0),
    phone: text('phone'),
    linkedin: text('linkedin'),
    businessType: businessTypeEnum('business_type'),
    einNumber: text('ein_number'),
    amazonSellerId: text('amazon_seller_id'),
    walmartSellerId: text('walmart_seller_id'),
    ebaySellerId: text('ebay_seller_id'),
    salesVolume: salesVolumeEnum('sales_volume'),
    wholesaleBudget: wholesaleBudgetEnum('wholesale_budget').notNull().default('under_5k'),
    feedbackScore: text('feedback_score'),
    productCategories: productCategoryEnum('product_categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    documentPath: text('document_path'),
    documentVerified: boolean('document_verified'),
    documentNotes: text('document_notes'),
    /** Issue 16: why an admin rejected it; required to reject, and in the rejection mail. */
    rejectionReason: text('rejection_reason'),
    applicationStatus: applicationReviewStatusEnum('application_status'),
    /** The rest of the reseller-hub application form (000 §3), kept as submitted. */
    applicationData: jsonb('application_data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reseller_applications_user_id_idx').on(t.userId),
    index('reseller_applications_status_idx').on(t.status),
    index('reseller_applications_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('reseller_applications_email_lower_idx').on(sql`lower(${t.email})`),
  ],
)

/** 000 §3: brand_email is stored lower-cased. */
export const brandEngagementEmails = pgTable(
  'brand_engagement_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandEmail: text('brand_email').notNull(),
    brandSignedUp: boolean('brand_signed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brand_engagement_emails_brand_email_idx').on(t.brandEmail),
    check('brand_engagement_emails_lower_ck', sql`${t.brandEmail} = lower(${t.brandEmail})`),
  ],
)

/** DESIGN decision 2: /admin/signup needs one of these (except for the very first admin). */
export const adminInvitations = pgTable('admin_invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Installation-wide switches such as signup_disabled (000 §8). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A file attached to a mail, kept in the outbox so the dev mailbox can offer it. */
export interface StoredAttachment {
  filename: string
  contentType: string
  /** The file's bytes, base64-encoded. */
  contentBase64: string
}

/** Every mail sent; without SMTP_URL this table is the delivery (DESIGN: mail). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html'),
    text: text('text'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    /**
     * queued → sent | failed (retried with backoff) → … → dead (gave up); stored: no SMTP
     * configured, the outbox is the delivery.
     */
    status: text('status', { enum: ['queued', 'sent', 'failed', 'dead', 'stored'] }).notNull(),
    error: text('error'),
    kind: text('kind').notNull(),
    /** Delivery attempts made so far (the first one is the send right after the insert). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the outbox worker may (re)try a queued or failed row. A row being sent has this set a
     * lease ahead, so that a crash mid-send leaves it due again rather than stuck.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('mail_outbox_to_idx').on(t.to),
    // The outbox worker's pick: rows still to deliver, by when they are due.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'failed')`),
  ],
)
