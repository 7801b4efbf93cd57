/**
 * The brand profile form (001 §3: companyName, fullName, email, bio; §5 rules; §7.4 profiles
 * update by id). The e-mail is the one the brand signs in with: it is shown and validated, but a
 * different one is refused, because changing a sign-in address needs its own confirmation.
 */
import { eq } from 'drizzle-orm'
import { BRAND_PROFILE_MESSAGES, BRAND_SETTINGS_CODES } from '#shared/brand-settings-texts.ts'
import type { BrandProfileInput } from '#shared/schemas/brand-settings.ts'
import type { Db } from '../../db/client.ts'
import { profiles } from '../../db/schema/index.ts'
import { badRequest } from '../../lib/http/errors.ts'
import type { Viewer } from '../../lib/http/types.ts'

export interface BrandProfile {
  companyName: string
  fullName: string
  email: string
  bio: string
}

const columns = {
  companyName: profiles.companyName,
  fullName: profiles.fullName,
  bio: profiles.bio,
}

export async function getBrandProfile(db: Db, viewer: Viewer): Promise<BrandProfile> {
  const [row] = await db.select(columns).from(profiles).where(eq(profiles.id, viewer.userId))
  return {
    companyName: row?.companyName ?? viewer.companyName ?? '',
    fullName: row?.fullName ?? viewer.fullName ?? '',
    email: viewer.email,
    bio: row?.bio ?? '',
  }
}

export async function updateBrandProfile(
  db: Db,
  viewer: Viewer,
  input: BrandProfileInput,
): Promise<BrandProfile> {
  if (input.email.toLowerCase() !== viewer.email.toLowerCase()) {
    throw badRequest(BRAND_PROFILE_MESSAGES.emailChange, BRAND_SETTINGS_CODES.emailChange)
  }
  const values = {
    companyName: input.companyName,
    fullName: input.fullName,
    bio: input.bio.trim() === '' ? null : input.bio,
  }
  // 001 §7.4 profiles upsert: an account whose profile went missing gets one back.
  await db
    .insert(profiles)
    .values({ id: viewer.userId, email: viewer.email, userRole: viewer.role, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: { ...values, updatedAt: new Date() } })
  return getBrandProfile(db, viewer)
}
