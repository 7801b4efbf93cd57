/**
 * Inputs of Reseller Registration Management and Reseller Application Management (001 §5, §7),
 * shared by the server's validators and the screens' forms.
 */
import { z } from 'zod'
import {
  APPLICATIONS_PAGE_SIZE,
  LIST_PAGE_MAX,
  LIST_PAGE_SIZE_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants.ts'
import { ACCOUNT_MESSAGES, REGISTRATION_TOASTS } from '../reseller-accounts-texts.ts'
import { NO_NUL_MESSAGE, text, uuid } from './common.ts'
import { BUSINESS_TYPES, SALES_VOLUMES, WHOLESALE_BUDGETS } from '../reseller-hub-texts.ts'

const missing = REGISTRATION_TOASTS.missingMessage

/** An optional text: empty or blank means "not given". */
const optionalText = (max: number) =>
  text(max)
    .transform((v) => v.trim())
    .optional()
    .transform((v) => (v ? v : undefined))

/**
 * admin_add_manual_reseller_application (001 §7.2, §5): email and company name are required.
 * `id` is chosen by the client so that an offline entry synced twice is stored once (001 §4.2).
 */
export const manualApplicationSchema = z.object({
  id: uuid.optional(),
  email: text(254, missing)
    .trim()
    .min(1, missing)
    .pipe(z.email('Please enter a valid email address')),
  companyName: text(200, missing).trim().min(1, missing),
  phone: optionalText(50),
  linkedin: optionalText(500),
  businessType: z.enum(BUSINESS_TYPES).optional(),
  einNumber: optionalText(50),
  amazonSellerId: optionalText(100),
  walmartSellerId: optionalText(100),
  ebaySellerId: optionalText(100),
  salesVolume: z.enum(SALES_VOLUMES).optional(),
  wholesaleBudget: z.enum(WHOLESALE_BUDGETS).optional(),
})
export type ManualApplicationInput = z.input<typeof manualApplicationSchema>
export type ManualApplication = z.output<typeof manualApplicationSchema>

/**
 * A typed temporary password (001 §5: at least 8 characters), or none: then the server
 * generates one (001 §9).
 */
export const temporaryPasswordField = z
  .string()
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong)
  .refine((v) => !v.includes('\u0000'), NO_NUL_MESSAGE)
  .refine((v) => v === '' || v.length >= PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .optional()

export const createAccountSchema = z.object({ password: temporaryPasswordField })
export const resetPasswordSchema = z.object({ password: temporaryPasswordField })

/** admin_verify_document (001 §7.2): verified or rejected, with optional notes. */
export const documentReviewSchema = z.object({
  verified: z.boolean(),
  notes: optionalText(2000),
})

/**
 * GET /api/admin/reseller-applications/overview (Reseller Registration, Applications and
 * Approvals). Issue 16 item 4: a page is `page` (from 1) and `pageSize` (APPLICATIONS_PAGE_SIZE
 * unless told, at most LIST_PAGE_SIZE_MAX); `limit` and `offset`, the older form, are still read
 * when `page` is left out. Either way the handler gets limit and offset.
 */
export const applicationOverviewQuery = z
  .object({
    tab: z.enum(['all', 'pending', 'approved', 'rejected', 'no_docs', 'doc_review']).default('all'),
    search: text(254).optional(),
    page: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional(),
    pageSize: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).optional(),
    limit: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  })
  .transform(({ page, pageSize, limit, offset, ...rest }) => {
    const size = pageSize ?? limit ?? APPLICATIONS_PAGE_SIZE
    const skip = page !== undefined ? (page - 1) * size : (offset ?? 0)
    return { ...rest, limit: size, offset: skip }
  })
