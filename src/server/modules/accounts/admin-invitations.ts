import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { createHash, randomBytes } from 'node:crypto'
import { ADMIN_INVITATION_TTL_MS } from '#shared/constants.ts'
import type { DbOrTx } from '../../db/client.ts'
import { adminInvitations, profiles } from '../../db/schema/index.ts'

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function adminExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(eq(profiles.userRole, 'admin'))
  return (row?.n ?? 0) > 0
}

/** Creates an invitation; the token is returned once and only its hash is stored. */
export async function createAdminInvitation(db: DbOrTx, email: string, invitedBy: string) {
  const token = randomBytes(24).toString('base64url')
  const [row] = await db
    .insert(adminInvitations)
    .values({
      email: email.toLowerCase(),
      tokenHash: hashToken(token),
      invitedBy,
      expiresAt: new Date(Date.now() + ADMIN_INVITATION_TTL_MS),
    })
    .returning({ id: adminInvitations.id, expiresAt: adminInvitations.expiresAt })
  return { ...row!, token }
}

/** Marks a usable invitation for this e-mail as used; false when there is none. */
export async function consumeAdminInvitation(db: DbOrTx, token: string, email: string) {
  const rows = await db
    .update(adminInvitations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(adminInvitations.tokenHash, hashToken(token)),
        eq(adminInvitations.email, email.toLowerCase()),
        isNull(adminInvitations.usedAt),
        gt(adminInvitations.expiresAt, new Date()),
      ),
    )
    .returning({ id: adminInvitations.id })
  return rows.length > 0
}
