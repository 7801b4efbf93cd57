import { desc, eq } from 'drizzle-orm'
import type { Role } from '#shared/constants.ts'
import type { DbOrTx } from '../../db/client.ts'
import { profiles, resellerApplications, user } from '../../db/schema/index.ts'

export type ResellerGate = 'allowed' | 'pending' | 'rejected'

export interface AccountState {
  userId: string
  email: string
  emailVerified: boolean
  /** Resolved role (000 §4): the profile's user_role overrides the sign-up metadata. */
  role: Role
  fullName: string | null
  companyName: string | null
  /** The newest reseller application's status, or null for a legacy reseller (or a non-reseller). */
  resellerStatus: string | null
  resellerGate: ResellerGate
  /** Banned by an admin (User Management) and the ban has not expired. */
  banned: boolean
}

/** 000 §4: only approved resellers sign in; none on record means a legacy account, let in. */
export function resellerGateFor(status: string | null): ResellerGate {
  if (status === null || status === 'approved') return 'allowed'
  return status === 'rejected' ? 'rejected' : 'pending'
}

/** The columns an account's state is made of (user, its profile, its newest application). */
export interface AccountStateRow {
  userId: string
  email: string
  emailVerified: boolean
  banned: boolean
  banExpires: Date | null
  metadataRole: Role
  metadataFullName: string | null
  metadataCompanyName: string | null
  profileRole: Role | null
  profileFullName: string | null
  profileCompanyName: string | null
}

export function accountStateFrom(
  row: AccountStateRow,
  newestApplicationStatus: string | null,
): AccountState {
  const role = row.profileRole ?? row.metadataRole
  const resellerStatus = role === 'reseller' ? newestApplicationStatus : null
  return {
    userId: row.userId,
    email: row.email,
    emailVerified: row.emailVerified,
    role,
    fullName: row.profileFullName ?? row.metadataFullName,
    companyName: row.profileCompanyName ?? row.metadataCompanyName,
    resellerStatus,
    resellerGate: role === 'reseller' ? resellerGateFor(resellerStatus) : 'allowed',
    banned: row.banned && (row.banExpires === null || row.banExpires.getTime() > Date.now()),
  }
}

/** The columns of AccountStateRow, from `user` left-joined with `profiles`. */
export const accountStateColumns = {
  userId: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
  banned: user.banned,
  banExpires: user.banExpires,
  metadataRole: user.userRole,
  metadataFullName: user.fullName,
  metadataCompanyName: user.companyName,
  profileRole: profiles.userRole,
  profileFullName: profiles.fullName,
  profileCompanyName: profiles.companyName,
}

export async function getAccountState(db: DbOrTx, userId: string): Promise<AccountState | null> {
  const [row] = await db
    .select(accountStateColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1)
  if (!row) return null
  let resellerStatus: string | null = null
  if ((row.profileRole ?? row.metadataRole) === 'reseller') {
    const [application] = await db
      .select({ status: resellerApplications.status })
      .from(resellerApplications)
      .where(eq(resellerApplications.userId, userId))
      .orderBy(desc(resellerApplications.createdAt))
      .limit(1)
    resellerStatus = application?.status ?? null
  }
  return accountStateFrom(row, resellerStatus)
}
