/**
 * The reseller Settings screen's data (001 §2.4, §3): the signed-in reseller's application
 * record (reseller_applications by user_id, §7.3; the newest when there are several, as the
 * sign-in gate reads it) and the profile's names and bio (profiles by id). Only a reseller has
 * one (001 §6: 'Access denied' for anyone else); a reseller without an application record gets
 * the spec's 'No reseller profile found' (§2.4).
 */
import { desc, eq } from 'drizzle-orm'
import {
  RESELLER_SETTINGS_CODES,
  RESELLER_SETTINGS_MESSAGES as M,
} from '#shared/reseller-settings-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import { profiles, resellerApplications } from '../../db/schema/index.ts'
import { HttpError, forbidden } from '../../lib/http/errors.ts'
import type { Viewer } from '../../lib/http/types.ts'

const applicationColumns = {
  id: resellerApplications.id,
  status: resellerApplications.status,
  applicationStatus: resellerApplications.applicationStatus,
  companyName: resellerApplications.companyName,
  phone: resellerApplications.phone,
  linkedin: resellerApplications.linkedin,
  businessType: resellerApplications.businessType,
  einNumber: resellerApplications.einNumber,
  amazonSellerId: resellerApplications.amazonSellerId,
  walmartSellerId: resellerApplications.walmartSellerId,
  ebaySellerId: resellerApplications.ebaySellerId,
  salesVolume: resellerApplications.salesVolume,
  wholesaleBudget: resellerApplications.wholesaleBudget,
  productCategories: resellerApplications.productCategories,
}

/** 001 §6: the settings belong to resellers; an admin visiting the portal has none. */
export function requireReseller(viewer: Viewer): void {
  if (viewer.role !== 'reseller') throw forbidden(M.accessDenied, M.accessDeniedTitle)
}

/** The id of the viewer's own application record; the id never comes from the request. */
export async function ownApplicationId(db: DbOrTx, viewer: Viewer): Promise<string> {
  requireReseller(viewer)
  const [row] = await db
    .select({ id: resellerApplications.id })
    .from(resellerApplications)
    .where(eq(resellerApplications.userId, viewer.userId))
    .orderBy(desc(resellerApplications.createdAt))
    .limit(1)
  if (!row) throw noProfile()
  return row.id
}

const noProfile = () =>
  new HttpError(404, { code: RESELLER_SETTINGS_CODES.noProfile, message: M.noProfile })

export async function getResellerSettings(db: DbOrTx, viewer: Viewer) {
  requireReseller(viewer)
  const [[application], [profile]] = await Promise.all([
    db
      .select(applicationColumns)
      .from(resellerApplications)
      .where(eq(resellerApplications.userId, viewer.userId))
      .orderBy(desc(resellerApplications.createdAt))
      .limit(1),
    db
      .select({
        fullName: profiles.fullName,
        companyName: profiles.companyName,
        bio: profiles.bio,
      })
      .from(profiles)
      .where(eq(profiles.id, viewer.userId)),
  ])
  if (!application) throw noProfile()
  return {
    email: viewer.email,
    status: application.status,
    applicationStatus: application.applicationStatus,
    profile: {
      fullName: profile?.fullName ?? viewer.fullName ?? '',
      companyName: profile?.companyName ?? application.companyName,
      bio: profile?.bio ?? '',
    },
    contact: { phone: application.phone ?? '', linkedin: application.linkedin ?? '' },
    marketplace: {
      amazonSellerId: application.amazonSellerId ?? '',
      walmartSellerId: application.walmartSellerId ?? '',
      ebaySellerId: application.ebaySellerId ?? '',
    },
    business: {
      companyName: application.companyName,
      businessType: application.businessType,
      einNumber: application.einNumber ?? '',
    },
    salesVolume: application.salesVolume,
    wholesaleBudget: application.wholesaleBudget,
    productCategories: application.productCategories,
  }
}

export type ResellerSettings = Awaited<ReturnType<typeof getResellerSettings>>
