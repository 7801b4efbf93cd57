/**
 * Issue 15 item 11: the brand edits its own directory entry. Website, description, department
 * and categories apply at once. A new name or contact e-mail does not: it becomes the entry's
 * one pending change (brand_entry_changes), replacing any earlier one, and the admins are mailed
 * (the mails written in the change's transaction, sent by the outbox after the commit);
 * asking for the current values again withdraws it. Visibility does not change: an inactive
 * entry stays inactive.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { BrandEntryUpdate } from '#shared/schemas/brand-settings.ts'
import { APP_ROUTES } from '#shared/app-routes.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { brandEntryChanges as ch, brandsDirectory as b } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import type { Logger } from '../../lib/logger.ts'
import type { Mailer } from '../../lib/mail/mailer.ts'
import { adminRecipients } from '../../lib/mail/submission-mails.ts'
import { entryNotFound } from '../media/brand-logo.ts'
import { findBrandEntry, findBrandEntryDetails } from './brand-entry.ts'
import { entryChangeRequestedMail, type ChangeSummary } from './entry-change-mails.ts'

export interface PendingEntryChange extends ChangeSummary {
  id: string
  createdAt: Date
}

export const pendingChangeColumns = {
  id: ch.id,
  currentName: ch.currentName,
  currentContactEmail: ch.currentContactEmail,
  name: ch.name,
  contactEmail: ch.contactEmail,
  createdAt: ch.createdAt,
}

export async function pendingEntryChange(
  db: DbOrTx,
  entryId: string,
): Promise<PendingEntryChange | null> {
  const [row] = await db
    .select(pendingChangeColumns)
    .from(ch)
    .where(and(eq(ch.entryId, entryId), eq(ch.status, 'pending')))
  return row ?? null
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export async function updateBrandEntry(
  deps: { db: Db; env: Env; mailer: Mailer; logger: Logger },
  brand: { userId: string; email: string },
  input: BrandEntryUpdate,
) {
  const found = await findBrandEntry(deps.db, brand)
  if (!found) throw entryNotFound()
  const requested = await deps.db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: b.id, name: b.name, contactEmail: b.contactEmail })
      .from(b)
      .where(and(eq(b.id, found.id), eq(b.ownerUserId, brand.userId)))
      .for('update')
    if (!entry) throw entryNotFound()
    await tx
      .update(b)
      .set({
        websiteUrl: input.websiteUrl,
        description: input.description,
        department: input.department,
        categories: input.categories,
        updatedAt: new Date(),
      })
      .where(eq(b.id, entry.id))
    const name = input.name === entry.name ? null : input.name
    const contactEmail = sameEmail(input.contactEmail, entry.contactEmail)
      ? null
      : input.contactEmail.trim().toLowerCase()
    const before = await pendingEntryChange(tx, entry.id)
    if (!name && !contactEmail) {
      if (before) await tx.delete(ch).where(eq(ch.id, before.id))
      return null
    }
    if (before && before.name === name && before.contactEmail === contactEmail) return null
    const values = {
      currentName: entry.name,
      currentContactEmail: entry.contactEmail,
      name,
      contactEmail,
      requestedBy: brand.userId,
    }
    if (before) {
      await tx
        .update(ch)
        .set({ ...values, createdAt: sql`now()` })
        .where(eq(ch.id, before.id))
    } else {
      await tx.insert(ch).values({ entryId: entry.id, ...values })
    }
    await notifyAdmins(tx, deps, values)
    return values
  })
  if (requested) deps.mailer.deliverSoon()
  const entry = await findBrandEntryDetails(deps.db, brand)
  return { entry: { ...entry!, pendingChange: await pendingEntryChange(deps.db, found.id) } }
}

/** In the change's transaction: the admins' mails commit with the change. */
async function notifyAdmins(tx: DbOrTx, deps: { env: Env; mailer: Mailer }, change: ChangeSummary) {
  const mail = entryChangeRequestedMail(
    change,
    `${deps.env.appUrl}${APP_ROUTES.adminBrandsDirectory}`,
  )
  for (const to of await adminRecipients(tx, deps.env)) {
    await deps.mailer.enqueue(tx, { to, ...mail, kind: 'brand_entry_change_requested' })
  }
}
