/** Valid bodies of the reseller Settings cards (001 §2.4) and a look at the stored record. */
import { desc, eq } from 'drizzle-orm'
import {
  RESELLER_SETTINGS_CARD_PATHS as PATHS,
  type ResellerSettingsCard,
} from '#shared/reseller-settings-texts.ts'
import { resellerApplications } from '#server/db/schema/index.ts'
import type { AppDeps } from '#server/lib/http/types.ts'

export const RESELLER_SETTINGS_PATH = '/api/reseller/settings'

/** Each card's PATCH path and a valid body that changes every field it has. */
export const RESELLER_SETTINGS_CARD_CALLS = {
  profile: {
    path: PATHS.profile,
    body: { fullName: 'Riley Reseller', companyName: 'Riley Retail Ltd', bio: 'We sell well.' },
  },
  contact: {
    path: PATHS.contact,
    body: { phone: '+1 555 010 2000', linkedin: 'https://www.linkedin.com/in/riley' },
  },
  marketplace: {
    path: PATHS.marketplace,
    body: { amazonSellerId: 'A1RILEY', walmartSellerId: 'W-2002', ebaySellerId: 'riley_store' },
  },
  business: {
    path: PATHS.business,
    body: { companyName: 'Riley Holdings', businessType: 'llc', einNumber: '12-3456789' },
  },
  salesVolume: {
    path: PATHS.salesVolume,
    body: { salesVolume: '100k_500k' },
  },
  wholesaleBudget: {
    path: PATHS.wholesaleBudget,
    body: { wholesaleBudget: '25k_50k' },
  },
  productCategories: {
    path: PATHS.productCategories,
    body: { productCategories: ['beauty', 'toys'] },
  },
} as const satisfies Record<ResellerSettingsCard, { path: string; body: Record<string, unknown> }>

/** The newest application record of a user, as stored. */
export async function storedApplication(deps: Pick<AppDeps, 'db'>, userId: string) {
  const [row] = await deps.db
    .select()
    .from(resellerApplications)
    .where(eq(resellerApplications.userId, userId))
    .orderBy(desc(resellerApplications.createdAt))
    .limit(1)
  return row
}
