/**
 * Login History (001 §2.3 Security, built instead of left 'Coming Soon'): the user's signed-in
 * sessions from better-auth's session table (device, address, when), and the revocation of the
 * others. Sessions end on sign-out, so these are the places the account is signed in now.
 */
import { and, desc, eq, gt, ne } from 'drizzle-orm'
import { BRAND_SETTINGS_CODES, LOGIN_HISTORY_MESSAGES } from '#shared/brand-settings-texts.ts'
import type { Db } from '../../db/client.ts'
import { session } from '../../db/schema/index.ts'
import { badRequest, notFound } from '../../lib/http/errors.ts'
import type { Viewer } from '../../lib/http/types.ts'

export async function listSessions(db: Db, viewer: Viewer) {
  const rows = await db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      lastActiveAt: session.updatedAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.userId, viewer.userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt), desc(session.createdAt))
  return rows.map((row) => ({ ...row, current: row.id === viewer.sessionId }))
}

/** Ends one of the user's other sessions; another user's session id is reported missing. */
export async function revokeSession(db: Db, viewer: Viewer, id: string) {
  if (id === viewer.sessionId) {
    throw badRequest(LOGIN_HISTORY_MESSAGES.currentSession, BRAND_SETTINGS_CODES.currentSession)
  }
  const [row] = await db
    .delete(session)
    .where(and(eq(session.id, id), eq(session.userId, viewer.userId)))
    .returning({ id: session.id })
  if (!row) throw notFound()
  return { revoked: 1 }
}

export async function revokeOtherSessions(db: Db, viewer: Viewer) {
  const rows = await db
    .delete(session)
    .where(and(eq(session.userId, viewer.userId), ne(session.id, viewer.sessionId)))
    .returning({ id: session.id })
  return { revoked: rows.length }
}
