import { eq } from 'drizzle-orm'
import type { Role } from '#shared/constants.ts'
import type { UserBan } from '#shared/schemas/users.ts'
import { USER_CODES, USERS_TEXTS } from '#shared/users-texts.ts'
import type { Db } from '../../db/client.ts'
import { profiles, session, user } from '../../db/schema/index.ts'
import { HttpError, notFound } from '../../lib/http/errors.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'

const ownAccount = (message: string) => new HttpError(409, { code: USER_CODES.ownAccount, message })

/**
 * Changes a user's role in both places that hold it (user.user_role, the sign-up metadata, and
 * profiles.user_role, which wins) in one transaction, so they never disagree. An admin cannot
 * change their own role: the last admin could otherwise lock everyone out.
 */
export async function changeUserRole(
  db: Db,
  input: { actorId: string; userId: string; role: Role },
  actor: AuditActor,
): Promise<{ id: string; role: Role }> {
  if (input.actorId === input.userId) throw ownAccount(USERS_TEXTS.ownRole)
  return db.transaction(async (tx) => {
    const now = new Date()
    const [previous] = await tx
      .select({ role: profiles.userRole, metadataRole: user.userRole })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, input.userId))
      .for('update', { of: user })
    const [row] = await tx
      .update(user)
      .set({ userRole: input.role, updatedAt: now })
      .where(eq(user.id, input.userId))
      .returning({
        id: user.id,
        email: user.email,
        fullName: user.fullName,
        companyName: user.companyName,
      })
    if (!row) throw notFound()
    await tx
      .insert(profiles)
      .values({
        id: row.id,
        email: row.email,
        userRole: input.role,
        fullName: row.fullName,
        companyName: row.companyName,
      })
      .onConflictDoUpdate({ target: profiles.id, set: { userRole: input.role, updatedAt: now } })
    await recordAudit(tx, {
      actor,
      action: 'user.role_changed',
      targetType: 'user',
      targetId: row.id,
      targetLabel: row.email,
      before: { role: previous?.role ?? previous?.metadataRole ?? null },
      after: { role: input.role },
    })
    return { id: row.id, role: input.role }
  })
}

/**
 * Bans a user: they cannot sign in (auth.ts session hook) and every session of theirs ends now,
 * in the same transaction, so no request slips through after the answer.
 */
export async function banUser(
  db: Db,
  input: { actorId: string; userId: string } & UserBan,
  actor: AuditActor,
): Promise<{ id: string; banned: true; banExpires: string | null }> {
  if (input.actorId === input.userId) throw ownAccount(USERS_TEXTS.ownBan)
  const days = input.durationDays ?? 0
  const banExpires = days > 0 ? new Date(Date.now() + days * 24 * 60 * 60 * 1000) : null
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(user)
      .set({ banned: true, banReason: input.reason || null, banExpires, updatedAt: new Date() })
      .where(eq(user.id, input.userId))
      .returning({ id: user.id, email: user.email })
    if (!row) throw notFound()
    await tx.delete(session).where(eq(session.userId, row.id))
    await recordAudit(tx, {
      actor,
      action: 'user.banned',
      targetType: 'user',
      targetId: row.id,
      targetLabel: row.email,
      before: { banned: false },
      after: { banned: true, banReason: input.reason || null, banExpires, durationDays: days },
    })
    return { id: row.id, banned: true as const, banExpires: banExpires?.toISOString() ?? null }
  })
}

export async function unbanUser(
  db: Db,
  userId: string,
  actor: AuditActor,
): Promise<{ id: string; banned: false }> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ banned: user.banned, banReason: user.banReason, banExpires: user.banExpires })
      .from(user)
      .where(eq(user.id, userId))
      .for('update')
    const [row] = await tx
      .update(user)
      .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
      .where(eq(user.id, userId))
      .returning({ id: user.id, email: user.email })
    if (!row) throw notFound()
    await recordAudit(tx, {
      actor,
      action: 'user.unbanned',
      targetType: 'user',
      targetId: row.id,
      targetLabel: row.email,
      before: {
        banned: previous?.banned ?? null,
        banReason: previous?.banReason ?? null,
        banExpires: previous?.banExpires ?? null,
      },
      after: { banned: false },
    })
    return { id: row.id, banned: false as const }
  })
}
