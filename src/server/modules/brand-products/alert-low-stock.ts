/**
 * Issue 15, inventory alerts: when an order takes a product's stock from above its low-stock
 * level to at or below it, the brand gets one mail (through its Inventory Alerts switch). The
 * level is the product's own or the brand's default (notification_preferences). Only the
 * crossing mails: a later order that takes the stock further down does not, until the stock has
 * been raised above the level again, so each crossing mails once without any state to keep.
 * The mail is written in the order's transaction.
 */
import { eq } from 'drizzle-orm'
import { LOW_STOCK_TEXTS as T } from '#shared/brand-inventory-texts.ts'
import { LOW_STOCK_THRESHOLD_DEFAULT } from '#shared/constants.ts'
import type { DbOrTx } from '../../db/client.ts'
import { notificationPreferences } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { button, escapeHtml, layout } from '../../lib/mail/templates.ts'
import { enqueueBrandMail } from '../brand-settings/notification-preferences.ts'

/** A product's stock before and after a change, with its own level (null: the brand's). */
export interface StockMove {
  name: string
  sku: string | null
  before: number
  after: number
  lowStockThreshold: number | null
}

export interface LowStockCrossing {
  name: string
  sku: string | null
  stock: number
  threshold: number
}

/** The brand's default low-stock level: its setting, or the constant when it saved none. */
export async function brandLowStockThreshold(db: DbOrTx, brandUserId: string): Promise<number> {
  const [row] = await db
    .select({ threshold: notificationPreferences.lowStockThreshold })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, brandUserId))
  return row?.threshold ?? LOW_STOCK_THRESHOLD_DEFAULT
}

/** The moves that cross their level downwards: above it before, at or below it after. */
export function lowStockCrossings(
  moves: readonly StockMove[],
  brandThreshold: number,
): LowStockCrossing[] {
  return moves.flatMap((m) => {
    const threshold = m.lowStockThreshold ?? brandThreshold
    return m.before > threshold && m.after <= threshold
      ? [{ name: m.name, sku: m.sku, stock: m.after, threshold }]
      : []
  })
}

export function lowStockMail(crossings: readonly LowStockCrossing[], appUrl: string) {
  const link = `${appUrl}/brand/dashboard/inventory`
  const lines = crossings.map((c) => T.line(c.name, c.sku, c.stock, c.threshold))
  return {
    subject: T.subject(crossings.length, crossings[0]!.name.replace(/[\r\n]+/g, ' ').slice(0, 120)),
    html: layout(
      T.heading,
      `<p>${escapeHtml(T.intro)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>${button(link, T.open)}`,
    ),
    text: `${T.heading}\n\n${T.intro}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n\n${T.open}: ${link}\n`,
  }
}

/**
 * In an order's transaction: writes the brand's mail about the products whose stock crossed
 * their level, so that it commits with the order (the caller wakes the outbox after the commit).
 */
export async function enqueueLowStockAlert(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'mailer' | 'env'>,
  brand: { userId: string; email: string },
  moves: readonly StockMove[],
): Promise<void> {
  if (moves.length === 0) return
  const crossings = lowStockCrossings(moves, await brandLowStockThreshold(tx, brand.userId))
  if (crossings.length === 0) return
  await enqueueBrandMail(tx, deps, brand.userId, 'inventoryAlerts', {
    to: brand.email,
    kind: 'low_stock',
    ...lowStockMail(crossings, deps.env.appUrl),
  })
}
