/**
 * The admin's review of brands' name and contact e-mail changes (issue 15 item 11): the pending
 * ones, oldest first, with old → new; approving writes the new values to the entry and decides
 * the change in one transaction (a change decided meanwhile answers 409); the brand is mailed the
 * outcome when its switches allow, the mail written in that transaction.
 */
import { and, asc, eq } from 'drizzle-orm'
import { BRAND_ENTRY_REVIEW_TEXTS as T } from '#shared/brand-settings-texts.ts'
import { APP_ROUTES } from '#shared/app-routes.ts'
import type { Db } from '../../db/client.ts'
import { brandEntryChanges as ch, brandsDirectory as b, user } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import type { LiveBus } from '../../lib/live/live-bus.ts'
import type { Logger } from '../../lib/logger.ts'
import type { Mailer } from '../../lib/mail/mailer.ts'
import { entryChangeDecidedMail } from '../brand-portal/entry-change-mails.ts'
import { pendingChangeColumns } from '../brand-portal/update-brand-entry.ts'
import { enqueueBrandMail } from '../brand-settings/notification-preferences.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'

export async function listEntryChanges(db: Db) {
  return db
    .select({
      ...pendingChangeColumns,
      entryId: ch.entryId,
      requestedByEmail: user.email,
    })
    .from(ch)
    .leftJoin(user, eq(user.id, ch.requestedBy))
    .where(eq(ch.status, 'pending'))
    .orderBy(asc(ch.createdAt), asc(ch.id))
}

export async function decideEntryChange(
  deps: { db: Db; env: Env; mailer: Mailer; logger: Logger; live: LiveBus },
  adminId: string,
  id: string,
  action: 'approve' | 'reject',
  actor: AuditActor,
) {
  const decided = await deps.db.transaction(async (tx) => {
    const [change] = await tx
      .select({ ...pendingChangeColumns, entryId: ch.entryId, status: ch.status })
      .from(ch)
      .where(eq(ch.id, id))
      .for('update')
    if (!change) throw notFound(T.notFound)
    if (change.status !== 'pending') throw conflict(T.notPending, 'ENTRY_CHANGE_NOT_PENDING')
    const approved = action === 'approve'
    let ownerUserId: string | null = null
    const [current] = await tx
      .select({ name: b.name, contactEmail: b.contactEmail })
      .from(b)
      .where(eq(b.id, change.entryId))
    if (approved) {
      const [entry] = await tx
        .update(b)
        .set({
          ...(change.name ? { name: change.name } : {}),
          ...(change.contactEmail ? { contactEmail: change.contactEmail } : {}),
          updatedAt: new Date(),
        })
        .where(eq(b.id, change.entryId))
        .returning({ ownerUserId: b.ownerUserId })
      ownerUserId = entry?.ownerUserId ?? null
    } else {
      const [entry] = await tx
        .select({ ownerUserId: b.ownerUserId })
        .from(b)
        .where(eq(b.id, change.entryId))
      ownerUserId = entry?.ownerUserId ?? null
    }
    await tx
      .update(ch)
      .set({
        status: approved ? 'approved' : 'rejected',
        decidedBy: adminId,
        decidedAt: new Date(),
      })
      .where(and(eq(ch.id, id), eq(ch.status, 'pending')))
    // The entry's fields as they were and as the change asked for them (issue 16).
    const requested = {
      ...(change.name ? { name: change.name } : {}),
      ...(change.contactEmail ? { contactEmail: change.contactEmail } : {}),
    }
    const was = Object.fromEntries(
      Object.keys(requested).map((k) => [k, current?.[k as keyof typeof requested] ?? null]),
    )
    await recordAudit(tx, {
      actor,
      action: approved ? 'brand_entry_change.approved' : 'brand_entry_change.rejected',
      targetType: 'brand_entry_change',
      targetId: id,
      targetLabel: current?.name ?? change.name ?? null,
      before: { status: 'pending', ...(approved ? was : {}) },
      after: approved
        ? { status: 'approved', ...requested }
        : {
            status: 'rejected',
            ...(change.name ? { requestedName: change.name } : {}),
            ...(change.contactEmail ? { requestedContactEmail: change.contactEmail } : {}),
          },
    })
    const [owner] = ownerUserId
      ? await tx.select({ email: user.email }).from(user).where(eq(user.id, ownerUserId))
      : []
    if (owner) {
      await enqueueBrandMail(tx, deps, ownerUserId!, 'messages', {
        to: owner.email,
        kind: 'brand_entry_change_decided',
        ...entryChangeDecidedMail(
          change,
          approved,
          `${deps.env.appUrl}${APP_ROUTES.brandSettings}`,
        ),
      })
    }
    return { change, approved, ownerUserId }
  })
  deps.mailer.deliverSoon()
  const { change, approved, ownerUserId } = decided
  if (ownerUserId) {
    // The brand's open settings screen re-reads its entry.
    await deps.live.publish({
      kind: 'brand-entry.changed',
      userIds: [ownerUserId],
      data: { entryId: change.entryId },
    })
  }
  return { id, status: approved ? 'approved' : 'rejected' }
}
