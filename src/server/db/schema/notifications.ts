/** A brand's notification settings (001 §3; DESIGN decision 8: they persist). */
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

/** A missing row means every switch is on (001 §9: all notification toggles default to on). */
export const notificationPreferences = pgTable('notification_preferences', {
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
