/**
 * Inputs of the brand's own directory entry (issue 5 item 1) and of the brand Settings screen
 * (001 §3 brand profile form and notification preferences, §5). One schema per input, used by
 * the server's validator and the form's resolver.
 */
import { z } from 'zod'
import { PRODUCT_STOCK_MAX } from '../brand-inventory-texts.ts'
import {
  BRAND_BIO_MAX_LENGTH,
  BRAND_PROFILE_MESSAGES as M,
  BRAND_SETTINGS_TEXTS,
  NOTIFICATION_PREFERENCE_KEYS,
  type NotificationPreferences,
} from '../brand-settings-texts.ts'
import {
  COMPANY_NAME_MIN_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants.ts'
import { AUTH_MESSAGES, CHANGE_PASSWORD_MESSAGES } from './auth.ts'
import { brandFormSchema, brandInputSchema } from './brands-directory.ts'
import { email, longText, text } from './common.ts'

/**
 * The fields a brand fills in for its own entry: the admin's brand form (001 §5) without the
 * contact e-mail (the account's own), the statistics and the flags, which stay the admin's.
 */
const ENTRY_FIELDS = {
  name: true,
  websiteUrl: true,
  logoUrl: true,
  description: true,
  department: true,
  categories: true,
} as const

/** The entry as JSON on the server; unknown keys (isActive, contactEmail...) are dropped. */
export const brandEntryInputSchema = brandInputSchema.pick(ENTRY_FIELDS)
export type BrandEntryInput = z.output<typeof brandEntryInputSchema>

/** The create form as typed (categories comma separated), turned into `BrandEntryInput`. */
export const brandEntryFormSchema = brandFormSchema.in
  .pick(ENTRY_FIELDS)
  .transform((form): BrandEntryInput => ({
    name: form.name,
    websiteUrl: form.websiteUrl || null,
    logoUrl: form.logoUrl || null,
    description: form.description.trim() || null,
    department: form.department.trim() || null,
    categories: form.categories,
  }))
export type BrandEntryFormValues = z.input<typeof brandEntryFormSchema>

/**
 * Issue 15 item 11: the brand's edit of its own entry. The name and contact e-mail may be asked
 * for (an admin reviews them); the logo is uploaded on its own route, the statistics and flags
 * stay the admin's.
 */
const EDIT_FIELDS = {
  name: true,
  contactEmail: true,
  websiteUrl: true,
  description: true,
  department: true,
  categories: true,
} as const
export const brandEntryUpdateSchema = brandInputSchema.pick(EDIT_FIELDS)
export type BrandEntryUpdate = z.output<typeof brandEntryUpdateSchema>

/** The edit form as typed (categories comma separated), turned into `BrandEntryUpdate`. */
export const brandEntryEditFormSchema = brandFormSchema.in
  .pick(EDIT_FIELDS)
  .transform((form): BrandEntryUpdate => ({
    name: form.name,
    contactEmail: form.contactEmail,
    websiteUrl: form.websiteUrl || null,
    description: form.description.trim() || null,
    department: form.department.trim() || null,
    categories: form.categories,
  }))
export type BrandEntryEditFormValues = z.input<typeof brandEntryEditFormSchema>

export const entryChangeDecisionSchema = z.object({
  action: z.enum(['approve', 'reject']),
})

/** 001 §3 brand profile form with the §5 rules, texts verbatim. */
export const brandProfileSchema = z.object({
  companyName: text().pipe(z.string().trim().min(COMPANY_NAME_MIN_LENGTH, M.companyNameMin)),
  fullName: text().pipe(z.string().trim().min(NAME_MIN_LENGTH, M.fullNameMin)),
  email: email(M.emailInvalid),
  // The outer bound only keeps huge strings out; the 500 limit speaks the spec's text.
  bio: longText().pipe(z.string().max(BRAND_BIO_MAX_LENGTH, M.bioMax)),
})
export type BrandProfileInput = z.output<typeof brandProfileSchema>
export type BrandProfileValues = z.input<typeof brandProfileSchema>

/** 001 §3 notification preferences: every switch must be sent (the screen saves them all). */
const LOW_STOCK_THRESHOLD_MESSAGE = BRAND_SETTINGS_TEXTS.notifications.lowStockThresholdInvalid

export const notificationPreferencesSchema = z
  .object(
    Object.fromEntries(NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, z.boolean()])) as Record<
      keyof NotificationPreferences,
      z.ZodBoolean
    >,
  )
  .extend({
    /** Issue 15: the brand's default low-stock level (absent: unchanged). */
    lowStockThreshold: z
      .number({ error: LOW_STOCK_THRESHOLD_MESSAGE })
      .int(LOW_STOCK_THRESHOLD_MESSAGE)
      .min(0, LOW_STOCK_THRESHOLD_MESSAGE)
      .max(PRODUCT_STOCK_MAX, LOW_STOCK_THRESHOLD_MESSAGE)
      .optional(),
  })
export type NotificationSettingsInput = z.output<typeof notificationPreferencesSchema>

/**
 * The Change Password form (001 §5, minimum raised to 8 by DESIGN decision 4): the server
 * checks the same through changePasswordRequestSchema; the confirmation is the form's alone.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, CHANGE_PASSWORD_MESSAGES.currentRequired),
    newPassword: z
      .string()
      .min(1, CHANGE_PASSWORD_MESSAGES.newRequired)
      .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordMin)
      .max(PASSWORD_MAX_LENGTH, `Must be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string().min(1, CHANGE_PASSWORD_MESSAGES.confirmRequired),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword && v.newPassword !== v.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: CHANGE_PASSWORD_MESSAGES.mismatch,
      })
    }
    if (v.newPassword && v.newPassword === v.currentPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: CHANGE_PASSWORD_MESSAGES.sameAsCurrent,
      })
    }
  })
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>
