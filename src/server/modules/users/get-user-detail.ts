/**
 * One account as its admin detail view shows it (issue 16 item 2): the profile and role, the
 * e-mail confirmation, the ban in force with its reason and end, how many sessions are signed in
 * and when the newest began, and what the account is linked to: its reseller applications (by
 * account, or by address before an account was made) and the directory entries it owns (or, not
 * yet claimed, whose contact e-mail is its own), with the brands a reseller is authorized for.
 */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'
import type { AdminUserDetail } from '#shared/admin-detail-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  brandAuthorizations,
  brandsDirectory,
  profiles,
  resellerApplications,
  session,
  user,
} from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import { authorizationInForceSql } from '../authorizations/in-force.ts'
import { isBanActive, resolvedRole } from './list-users.ts'

export const USER_NOT_FOUND = 'User not found'

/** More than any one account has; keeps the answer bounded whatever the data. */
const LINKS_LIMIT = 20

export async function getUserDetail(db: DbOrTx, id: string): Promise<AdminUserDetail> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      fullName: sql<string | null>`coalesce(${profiles.fullName}, ${user.fullName})`,
      companyName: sql<string | null>`coalesce(${profiles.companyName}, ${user.companyName})`,
      bio: profiles.bio,
      role: resolvedRole,
      emailVerified: user.emailVerified,
      banned: user.banned,
      banReason: user.banReason,
      banExpires: user.banExpires,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, id))
  if (!row) throw notFound(USER_NOT_FOUND)
  const email = row.email.toLowerCase()

  const [[sessions], applications, entries, [authorized]] = await Promise.all([
    db
      .select({
        active: sql<number>`(count(*) filter (where ${session.expiresAt} > now()))::int`,
        lastSignInAt: sql<Date | null>`max(${session.createdAt})`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
      })
      .from(session)
      .where(eq(session.userId, id)),
    db
      .select({
        id: resellerApplications.id,
        companyName: resellerApplications.companyName,
        status: resellerApplications.status,
        createdAt: resellerApplications.createdAt,
      })
      .from(resellerApplications)
      .where(
        or(
          eq(resellerApplications.userId, id),
          and(
            isNull(resellerApplications.userId),
            eq(sql`lower(${resellerApplications.email})`, email),
          ),
        ),
      )
      .orderBy(desc(resellerApplications.createdAt))
      .limit(LINKS_LIMIT),
    db
      .select({
        id: brandsDirectory.id,
        name: brandsDirectory.name,
        isActive: brandsDirectory.isActive,
        claimed: sql<boolean>`${brandsDirectory.ownerUserId} is not null`,
      })
      .from(brandsDirectory)
      .where(
        or(
          eq(brandsDirectory.ownerUserId, id),
          and(
            isNull(brandsDirectory.ownerUserId),
            eq(sql`lower(${brandsDirectory.contactEmail})`, email),
          ),
        ),
      )
      .orderBy(brandsDirectory.createdAt, brandsDirectory.id)
      .limit(LINKS_LIMIT),
    row.role === 'reseller'
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(brandAuthorizations)
          .where(
            and(
              eq(brandAuthorizations.resellerId, id),
              authorizationInForceSql(brandAuthorizations),
            ),
          )
      : Promise.resolve([{ n: 0 }]),
  ])

  return {
    user: {
      ...row,
      banned: isBanActive(row.banned, row.banExpires),
      banExpires: row.banExpires?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
    sessions: {
      active: sessions?.active ?? 0,
      lastSignInAt: sessions?.lastSignInAt?.toISOString() ?? null,
    },
    applications: applications.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    brandEntries: entries,
    authorizedBrandCount: authorized?.n ?? 0,
  }
}
