/** Public-site lead capture and form submissions (000 §3, §7; DESIGN decision 9). */
import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { inquiryKindEnum, magnetTypeEnum, marketplacesEnum } from './enums.ts'

export const leadMagnets = pgTable(
  'lead_magnets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default('Lead Magnet Subscriber'),
    email: text('email').notNull(),
    magnetType: magnetTypeEnum('magnet_type').notNull().default('amazon_ungated_brands'),
    /** The form's Idempotency-Key: a double submit or a retry stores one row. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Subscribers by e-mail (000 §7 call 13/14: one address asking again); not a 001 §7.3 read.
    index('lead_magnets_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('lead_magnets_idempotency_key_idx').on(t.idempotencyKey),
  ],
)

/**
 * The lead magnet's list (issue 16 item 9): the Amazon auto-ungated brands the popup promises
 * and the mail sends, kept by admins at Lead Magnet List. A list of its own rather than the
 * directory's flag: Amazon's auto-ungated brands are mostly not marketplace brands, and the mail
 * to an anonymous address must carry no directory contact e-mails. The popup states its count.
 */
export const leadMagnetBrands = pgTable(
  'lead_magnet_brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The brand's website or its Amazon store or search page; http(s) only. */
    url: text('url'),
    category: text('category'),
    /** A line for the reader, e.g. which listings are ungated. */
    note: text('note'),
    addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One entry per brand name; the list, the mail and the CSV read in name order.
  (t) => [uniqueIndex('lead_magnet_brands_name_lower_idx').on(sql`lower(${t.name})`)],
)

/**
 * Every contact, brand-inquiry or reseller-hub submission, stored before any mail is sent so a
 * mail failure never loses it (DESIGN decision 9). payload is the submission as received
 * (000 §3: the inquiry's extra fields, or the reseller application payload).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    /** 000 §3: 'INQUIRY-' followed by a timestamp. */
    id: text('id').primaryKey(),
    kind: inquiryKindEnum('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    marketplaces: marketplacesEnum('marketplaces'),
    amazonLink: text('amazon_link').notNull().default(''),
    message: text('message').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /**
     * Outcome of the three mails (000 §7) as it was known when they were written: queued or
     * stored; submissions from before the outbox delivered them hold sent, partial or failed.
     * Admins see the mails' outcome as it is now, read from mailIds (list-inquiries.ts).
     */
    mailStatus: text('mail_status'),
    /** The submission's mail_outbox rows, written in its transaction; null on older rows. */
    mailIds: uuid('mail_ids').array(),
    /** The form's Idempotency-Key: a double submit or a retry stores one row. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inquiries_idempotency_key_idx').on(t.idempotencyKey)],
)
