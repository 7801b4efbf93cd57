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

export async function getAccountState(db: DbOrTx, userId: string): Promise<AccountState | null> {
  const [row] = await db
    .select({
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
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1)
  if (!row) return null
  const role = row.profileRole ?? row.metadataRole
  let resellerStatus: string | null = null
  if (role === 'reseller') {
    const [application] = await db
      .select({ status: resellerApplications.status })
      .from(resellerApplications)
      .where(eq(resellerApplications.userId, userId))
      .orderBy(desc(resellerApplications.createdAt))
      .limit(1)
    resellerStatus = application?.status ?? null
  }
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
