/** Plans and the payments that buy them (001 §3, §4.7; DESIGN: payments). */
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
  uuid,
} from 'drizzle-orm/pg-core'
import { FREE_PLAN_APPLICATION_LIMIT } from '../../../shared/constants.ts'
import { user } from './auth.ts'
import { paymentStatusEnum, subscriptionTierEnum } from './enums.ts'

/** 001 §4.7: a missing row means free, unsubscribed, with the free plan's limit. */
export const subscribers = pgTable(
  'subscribers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    subscribed: boolean('subscribed').notNull().default(false),
    subscriptionTier: subscriptionTierEnum('subscription_tier').notNull().default('free'),
    /** DESIGN decision 6: 999999 (shown as Unlimited) on the free plan, 3 after a cancelled paid plan. */
    brandApplicationLimit: integer('brand_application_limit')
      .notNull()
      .default(FREE_PLAN_APPLICATION_LIMIT),
    subscriptionEnd: timestamp('subscription_end', { withTimezone: true }),
    /** Cancelling keeps the plan until subscription_end, then the server downgrades it (001 §4.7). */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscribers_brand_application_limit_ck', sql`${t.brandApplicationLimit} >= 0`),
    // The downgrade job's scan: paid plans whose period has ended (001 §4.7).
    index('subscribers_expiry_idx')
      .on(t.subscriptionEnd)
      .where(sql`${t.subscribed} = true`),
  ],
)

/** 001 §3 billing address, as entered at checkout. */
export type BillingAddress = {
  firstName: string
  lastName: string
  email: string
  phone: string
  address: string
  city: string
  state: string
  zipCode: string
  country: string
}

/**
 * One checkout at the payment provider. Kept when the user is removed (user_id set null)
 * because payments are accounting records.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    /** The provider's order id (Razorpay order_id); the webhook and verify step find the row by it. */
    providerOrderId: text('provider_order_id').notNull().unique(),
    providerPaymentId: text('provider_payment_id'),
    tier: subscriptionTierEnum('tier').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: paymentStatusEnum('status').notNull().default('created'),
    billingAddress: jsonb('billing_address').$type<BillingAddress>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_cents_ck', sql`${t.amountCents} >= 0`),
    check('payments_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
)

/**
 * Webhook events already applied (Razorpay's x-razorpay-event-id, or the payload's id): the
 * insert and the change it makes are one transaction, so a replayed delivery changes nothing.
 */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})
