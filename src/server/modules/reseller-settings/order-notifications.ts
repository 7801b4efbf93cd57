/**
 * The reseller's e-mail switches (issue 15): the master switch and the one for its orders' steps: stored in the same
 * notification_preferences row as a brand's switches (a missing row: every switch on). The
 * order mails read it through resellerWantsOrderMail (brand-orders/order-status-mail.ts).
 */
import { eq } from 'drizzle-orm'
import type { ResellerNotificationsInput } from '#shared/schemas/reseller-settings.ts'
import type { DbOrTx } from '../../db/client.ts'
import { notificationPreferences as prefs } from '../../db/schema/index.ts'

export interface ResellerNotifications {
  emailNotifications: boolean
  orderUpdates: boolean
}

const columns = { emailNotifications: prefs.emailNotifications, orderUpdates: prefs.orderUpdates }

export async function getResellerNotifications(
  db: DbOrTx,
  userId: string,
): Promise<ResellerNotifications> {
  const [row] = await db.select(columns).from(prefs).where(eq(prefs.userId, userId))
  return row ?? { emailNotifications: true, orderUpdates: true }
}

/** One upsert: the row is created with the defaults for every other switch. */
export async function saveResellerNotifications(
  db: DbOrTx,
  userId: string,
  input: ResellerNotificationsInput,
): Promise<ResellerNotifications> {
  const sent = {
    ...(input.emailNotifications === undefined
      ? {}
      : { emailNotifications: input.emailNotifications }),
    ...(input.orderUpdates === undefined ? {} : { orderUpdates: input.orderUpdates }),
  }
  const [row] = await db
    .insert(prefs)
    .values({ userId, ...sent })
    .onConflictDoUpdate({ target: prefs.userId, set: { ...sent, updatedAt: new Date() } })
    .returning(columns)
  return row!
}
