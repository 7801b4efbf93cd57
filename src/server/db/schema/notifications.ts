/** A brand's notification settings (001 §3; DESIGN decision 8: they persist). */
import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { LOW_STOCK_THRESHOLD_DEFAULT } from '../../../shared/constants.ts'
import { user } from './auth.ts'

/** A missing row means every switch is on (001 §9: all notification toggles default to on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    newResellerApplications: boolean('new_reseller_applications').notNull().default(true),
    newOrders: boolean('new_orders').notNull().default(true),
    inventoryAlerts: boolean('inventory_alerts').notNull().default(true),
    mapViolations: boolean('map_violations').notNull().default(true),
    /** Issue 15: a reseller's switch for mails about its orders' steps (accepted, shipped...). */
    orderUpdates: boolean('order_updates').notNull().default(true),
    /** Issue 15: stock at or below this is low, for products without their own threshold. */
    lowStockThreshold: integer('low_stock_threshold')
      .notNull()
      .default(LOW_STOCK_THRESHOLD_DEFAULT),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notification_preferences_low_stock_threshold_ck', sql`${t.lowStockThreshold} >= 0`),
  ],
)
