/**
 * The reseller Settings screen's edit cards (001 §2.4, §3 reseller_application, §5, §7.4): one
 * schema per card, used by the server's validator and the card's form. The rules are those the
 * marketplace already applies to the same fields: the reseller-hub application's (phone,
 * LinkedIn, business type, categories, volumes) and the profile's (names of 2+ characters, bio
 * up to 500). Optional fields may be left empty, which clears them.
 */
import { z } from 'zod'
import {
  RESELLER_SETTINGS_MESSAGES as M,
  type ResellerSettingsCard,
} from '../reseller-settings-texts.ts'
import { WHOLESALE_BUDGETS } from '../reseller-hub-texts.ts'
import { brandProfileSchema } from './brand-settings.ts'
import { text } from './common.ts'
import { RESELLER_APPLICATION_MESSAGES, resellerApplicationSchema } from './public.ts'

const hub = resellerApplicationSchema.shape
const profile = brandProfileSchema.shape

/** A seller ID, or the store's link (the server keeps the ID it finds in a link). */
const sellerId = text(2000)
  .trim()
  .refine((v) => v.length <= 100 || /^https?:\/\/\S+$/i.test(v), M.sellerIdInvalid)

export const resellerProfileSchema = z.object({
  fullName: profile.fullName,
  companyName: profile.companyName,
  bio: profile.bio,
})

/** The sign-in e-mail is not part of it: it changes only with its own confirmation. */
export const resellerContactSchema = z.object({
  phone: text(40)
    .trim()
    .refine((v) => v === '' || hub.phone.safeParse(v).success, RESELLER_APPLICATION_MESSAGES.phone),
  linkedin: hub.linkedIn,
})

export const resellerMarketplaceSchema = z.object({
  amazonSellerId: sellerId,
  walmartSellerId: sellerId,
  ebaySellerId: sellerId,
})

export const resellerBusinessSchema = z.object({
  companyName: profile.companyName,
  businessType: hub.businessType,
  einNumber: hub.einNumber,
})

export const resellerSalesVolumeSchema = z.object({ salesVolume: hub.salesVolume })

export const resellerWholesaleBudgetSchema = z.object({
  wholesaleBudget: z.enum(WHOLESALE_BUDGETS, {
    error: RESELLER_APPLICATION_MESSAGES.wholesaleBudget,
  }),
})

export const resellerProductCategoriesSchema = z.object({
  productCategories: hub.productCategories,
})

export type ResellerProfileInput = z.output<typeof resellerProfileSchema>
export type ResellerContactInput = z.output<typeof resellerContactSchema>
export type ResellerMarketplaceInput = z.output<typeof resellerMarketplaceSchema>
export type ResellerBusinessInput = z.output<typeof resellerBusinessSchema>
export type ResellerSalesVolumeInput = z.output<typeof resellerSalesVolumeSchema>
export type ResellerWholesaleBudgetInput = z.output<typeof resellerWholesaleBudgetSchema>
export type ResellerProductCategoriesInput = z.output<typeof resellerProductCategoriesSchema>

/** Each card's schema, for the routes and the cards. */
export const RESELLER_SETTINGS_SCHEMAS = {
  profile: resellerProfileSchema,
  contact: resellerContactSchema,
  marketplace: resellerMarketplaceSchema,
  business: resellerBusinessSchema,
  salesVolume: resellerSalesVolumeSchema,
  wholesaleBudget: resellerWholesaleBudgetSchema,
  productCategories: resellerProductCategoriesSchema,
} as const satisfies Record<ResellerSettingsCard, z.ZodType>

/**
 * Issue 15: the reseller's Notifications card. Email Notifications is the master switch (order
 * mails and new-message mails); Order Updates gates the mails about its orders' steps (accepted,
 * declined, processing, shipped, delivered). A switch left out keeps its saved value.
 */
export const resellerNotificationsSchema = z
  .object({ emailNotifications: z.boolean().optional(), orderUpdates: z.boolean().optional() })
  .refine((v) => v.emailNotifications !== undefined || v.orderUpdates !== undefined, {
    message: 'Send emailNotifications or orderUpdates (true or false)',
  })
export type ResellerNotificationsInput = z.output<typeof resellerNotificationsSchema>
