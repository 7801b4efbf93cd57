/**
 * The reseller Settings screen's edit cards (001 §4.8, §7.4): each card's save writes its own
 * fields of the viewer's application record (reseller_applications by user_id) or, for Profile
 * Information, the profile (profiles by id). The record is always the viewer's own: its id is
 * looked up from the session, never taken from the request. The company name is one value
 * shown on two cards, so either save keeps the profile, the application and the account's
 * sign-up metadata in step; a new full name also becomes the account's display name.
 */
import { and, eq } from 'drizzle-orm'
import type {
  ResellerBusinessInput,
  ResellerContactInput,
  ResellerMarketplaceInput,
  ResellerProductCategoriesInput,
  ResellerProfileInput,
  ResellerSalesVolumeInput,
  ResellerWholesaleBudgetInput,
} from '#shared/schemas/reseller-settings.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { profiles, resellerApplications, user } from '../../db/schema/index.ts'
import type { Viewer } from '../../lib/http/types.ts'
import { sellerIdFromLink } from '../reseller-hub/seller-ids.ts'
import { getResellerSettings, ownApplicationId } from './get-reseller-settings.ts'

type ApplicationValues = Partial<typeof resellerApplications.$inferInsert>

const orNull = (value: string) => (value === '' ? null : value)

async function writeApplication(tx: DbOrTx, viewer: Viewer, values: ApplicationValues) {
  const id = await ownApplicationId(tx, viewer)
  await tx
    .update(resellerApplications)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(resellerApplications.id, id), eq(resellerApplications.userId, viewer.userId)))
}

/** The profile row (created when it went missing, 001 §7.4 upsert) and the account's metadata. */
async function writeProfile(
  tx: DbOrTx,
  viewer: Viewer,
  values: { fullName?: string; companyName: string; bio?: string | null },
) {
  const now = new Date()
  await tx
    .insert(profiles)
    .values({ id: viewer.userId, email: viewer.email, userRole: viewer.role, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: { ...values, updatedAt: now } })
  await tx
    .update(user)
    .set({
      companyName: values.companyName,
      ...(values.fullName ? { fullName: values.fullName, name: values.fullName } : {}),
      updatedAt: now,
    })
    .where(eq(user.id, viewer.userId))
}

async function save(db: Db, viewer: Viewer, write: (tx: DbOrTx) => Promise<void>) {
  await db.transaction(write)
  return getResellerSettings(db, viewer)
}

export const updateResellerProfile = (db: Db, viewer: Viewer, input: ResellerProfileInput) =>
  save(db, viewer, async (tx) => {
    await writeApplication(tx, viewer, { companyName: input.companyName })
    await writeProfile(tx, viewer, {
      fullName: input.fullName,
      companyName: input.companyName,
      bio: orNull(input.bio.trim()),
    })
  })

export const updateResellerBusiness = (db: Db, viewer: Viewer, input: ResellerBusinessInput) =>
  save(db, viewer, async (tx) => {
    await writeApplication(tx, viewer, {
      companyName: input.companyName,
      businessType: input.businessType,
      einNumber: orNull(input.einNumber),
    })
    await writeProfile(tx, viewer, { companyName: input.companyName })
  })

export const updateResellerContact = (db: Db, viewer: Viewer, input: ResellerContactInput) =>
  save(db, viewer, (tx) =>
    writeApplication(tx, viewer, { phone: orNull(input.phone), linkedin: orNull(input.linkedin) }),
  )

/** A pasted store link keeps the ID found in it, as the reseller-hub application does. */
export const updateResellerMarketplace = (
  db: Db,
  viewer: Viewer,
  input: ResellerMarketplaceInput,
) =>
  save(db, viewer, (tx) =>
    writeApplication(tx, viewer, {
      amazonSellerId: sellerIdFromLink('amazon', input.amazonSellerId),
      walmartSellerId: sellerIdFromLink('walmart', input.walmartSellerId),
      ebaySellerId: sellerIdFromLink('ebay', input.ebaySellerId),
    }),
  )

export const updateResellerSalesVolume = (
  db: Db,
  viewer: Viewer,
  input: ResellerSalesVolumeInput,
) => save(db, viewer, (tx) => writeApplication(tx, viewer, input))

export const updateResellerWholesaleBudget = (
  db: Db,
  viewer: Viewer,
  input: ResellerWholesaleBudgetInput,
) => save(db, viewer, (tx) => writeApplication(tx, viewer, input))

export const updateResellerProductCategories = (
  db: Db,
  viewer: Viewer,
  input: ResellerProductCategoriesInput,
) =>
  save(db, viewer, (tx) =>
    writeApplication(tx, viewer, { productCategories: [...new Set(input.productCategories)] }),
  )
