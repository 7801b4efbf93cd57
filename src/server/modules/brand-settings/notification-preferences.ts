/**
 * A brand's notification settings (001 §3; DESIGN decision 8: they persist), and the check every
 * mail to a brand goes through. A missing row means every switch is on (001 §9).
 */
import { eq } from 'drizzle-orm'
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type BrandMailKind,
  type NotificationPreferences,
} from '#shared/brand-settings-texts.ts'
import type { NotificationSettingsInput } from '#shared/schemas/brand-settings.ts'
import type { DbOrTx } from '../../db/client.ts'
import { notificationPreferences as prefs } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import type { MailMessage, QueuedMail } from '../../lib/mail/mailer.ts'

const columns = {
  emailNotifications: prefs.emailNotifications,
  newResellerApplications: prefs.newResellerApplications,
  newOrders: prefs.newOrders,
  inventoryAlerts: prefs.inventoryAlerts,
  mapViolations: prefs.mapViolations,
}

export async function getNotificationPreferences(
  db: DbOrTx,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await db.select(columns).from(prefs).where(eq(prefs.userId, userId))
  return row ?? { ...DEFAULT_NOTIFICATION_PREFERENCES }
}

export async function saveNotificationPreferences(
  db: DbOrTx,
  userId: string,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const [row] = await db
    .insert(prefs)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: prefs.userId, set: { ...input, updatedAt: new Date() } })
    .returning(columns)
  return row!
}

/**
 * The Notifications card's save (issue 15: with the default low-stock level): the switches and
 * the level in one statement, so the row is never half written.
 */
export async function saveNotificationSettings(
  db: DbOrTx,
  userId: string,
  input: NotificationSettingsInput,
): Promise<{ preferences: NotificationPreferences; lowStockThreshold: number }> {
  const { lowStockThreshold, ...switches } = input
  const values = { ...switches, ...(lowStockThreshold === undefined ? {} : { lowStockThreshold }) }
  const [row] = await db
    .insert(prefs)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: prefs.userId, set: { ...values, updatedAt: new Date() } })
    .returning({ ...columns, lowStockThreshold: prefs.lowStockThreshold })
  const { lowStockThreshold: saved, ...preferences } = row!
  return { preferences, lowStockThreshold: saved }
}

/**
 * Whether a mail of `kind` may go to the brand user `userId`: the master switch
 * (emailNotifications) and, for all but messages, the kind's own switch. Call it before every
 * mail to a brand (new reseller application, new order, new message or reply...).
 */
export async function brandWantsMail(
  db: DbOrTx,
  userId: string,
  kind: BrandMailKind,
): Promise<boolean> {
  const p = await getNotificationPreferences(db, userId)
  if (!p.emailNotifications) return false
  return kind === 'messages' ? true : p[kind]
}

/**
 * Writes a mail to a brand user unless its switches say no: the one way a module mails a brand
 * about an event (a new reseller application, a new order, a new message). `tx` is the
 * transaction of the change the mail tells about: the switches are read in it and the mail
 * commits with the change (a failure throws, so that the change rolls back with it). The caller
 * calls deps.mailer.deliverSoon() after the commit. Answers 'skipped' when the brand has
 * switched it off.
 */
export async function enqueueBrandMail(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'mailer'>,
  brandUserId: string,
  kind: BrandMailKind,
  message: MailMessage,
): Promise<QueuedMail | 'skipped'> {
  if (!(await brandWantsMail(tx, brandUserId, kind))) return 'skipped'
  return deps.mailer.enqueue(tx, message)
}
