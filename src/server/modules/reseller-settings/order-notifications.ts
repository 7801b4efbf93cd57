/**
 * The reseller's e-mail switch for its orders' steps (issue 15): stored in the same
 * notification_preferences row as a brand's switches (a missing row: every switch on). The
 * order mails read it through resellerWantsOrderMail (brand-orders/order-status-mail.ts).
 */
import { eq } from 'drizzle-orm'
import type { ResellerNotificationsInput } from '#shared/schemas/reseller-settings.ts'
import type { DbOrTx } from '../../db/client.ts'
import { notificationPreferences as prefs } from '../../db/schema/index.ts'

export interface ResellerNotifications {
  orderUpdates: boolean
}

export async function getResellerNotifications(
  db: DbOrTx,
  userId: string,
): Promise<ResellerNotifications> {
  const [row] = await db
    .select({ orderUpdates: prefs.orderUpdates })
    .from(prefs)
    .where(eq(prefs.userId, userId))
  return row ?? { orderUpdates: true }
}

/** One upsert: the row is created with the defaults for every other switch. */
export async function saveResellerNotifications(
  db: DbOrTx,
  userId: string,
  input: ResellerNotificationsInput,
): Promise<ResellerNotifications> {
  const [row] = await db
    .insert(prefs)
    .values({ userId, orderUpdates: input.orderUpdates })
    .onConflictDoUpdate({
      target: prefs.userId,
      set: { orderUpdates: input.orderUpdates, updatedAt: new Date() },
    })
    .returning({ orderUpdates: prefs.orderUpdates })
  return row!
}
