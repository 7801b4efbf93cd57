import { and, eq, sql } from 'drizzle-orm'
import type { Role } from '#shared/constants.ts'
import type { DbOrTx } from '../../db/client.ts'
import { brandEngagementEmails, profiles, resellerApplications } from '../../db/schema/index.ts'

export interface NewUserProfile {
  userId: string
  email: string
  fullName?: string | null | undefined
  companyName?: string | null | undefined
  role?: Role | null | undefined
}

/** 000 §4: full name defaults to the e-mail's local part, company to a name built from it. */
export function profileDefaults(input: NewUserProfile) {
  const fullName = input.fullName?.trim() || input.email.split('@')[0] || input.email
  const companyName = input.companyName?.trim() || `${fullName}'s Company`
  return { fullName, companyName, role: input.role ?? 'reseller' }
}

/**
 * The create_user_profile procedure (000 §7 call 11): inserts the profile from the sign-up
 * metadata, or refreshes the missing fields of an existing one. The role of an existing profile
 * is kept, because the profile overrides the metadata (000 §4).
 */
export async function createUserProfile(db: DbOrTx, input: NewUserProfile) {
  const values = profileDefaults(input)
  const [row] = await db
    .insert(profiles)
    .values({
      id: input.userId,
      email: input.email.toLowerCase(),
      fullName: values.fullName,
      companyName: values.companyName,
      userRole: values.role,
    })
    .onConflictDoUpdate({
      target: profiles.id,
      set: {
        email: input.email.toLowerCase(),
        fullName: sql`coalesce(${profiles.fullName}, excluded.full_name)`,
        companyName: sql`coalesce(${profiles.companyName}, excluded.company_name)`,
        updatedAt: new Date(),
      },
    })
    .returning()
  return row!
}

/** Everything a new account gets besides its profile (000 §4 reseller account and brand sign-up). */
export async function provisionNewAccount(db: DbOrTx, input: NewUserProfile) {
  const profile = await createUserProfile(db, input)
  if (profile.userRole === 'reseller') {
    await db.insert(resellerApplications).values({
      userId: input.userId,
      email: profile.email,
      companyName: profile.companyName ?? profile.email,
      status: 'pending_approval',
      applicationStatus: 'submitted',
    })
  }
  if (profile.userRole === 'brand') {
    await db
      .update(brandEngagementEmails)
      .set({ brandSignedUp: true, updatedAt: new Date() })
      .where(
        and(
          eq(brandEngagementEmails.brandEmail, profile.email),
          eq(brandEngagementEmails.brandSignedUp, false),
        ),
      )
  }
  return profile
}
