/**
 * Inputs of the Brands Directory (001 §5 brand form, §7.2 admin_* calls). `brandFormSchema`
 * validates the form as typed (strings) and turns it into `BrandInput`; `brandInputSchema`
 * validates the same fields as JSON on the server. Both use the same rules and messages.
 */
import { z } from 'zod'
import {
  BRAND_CATEGORIES_MAX,
  BRAND_CATEGORY_MAX_LENGTH,
  BRAND_DESCRIPTION_MAX_LENGTH,
  BRAND_FORM_MESSAGES as M,
  BRAND_NAME_MAX_LENGTH,
  BRAND_RESPONSE_TIME_MAX,
  BRAND_STATUS_FILTERS,
  BRAND_URL_MAX_LENGTH,
  BRANDS_BULK_MAX_IDS,
  BRANDS_DIRECTORY_PAGE_SIZE,
  RESELLER_PICKER_LIMIT,
  parseCategories,
} from '../brands-directory-texts.ts'
import { SHORT_TEXT_MAX_LENGTH } from '../constants.ts'
import { NO_NUL_MESSAGE, email, longText, text, uuid } from './common.ts'
import { pagingFields } from './paging.ts'

/** A multiple of `step` within floating-point noise (0.3 is not exactly 3 × 0.1). */
const isMultipleOf = (value: number, step: number) => {
  const ratio = value / step
  return Math.abs(ratio - Math.round(ratio)) < 1e-6
}

/** http(s) only: the URL becomes a link in the admin's table, so javascript: must not pass. */
const webUrl = () =>
  text(BRAND_URL_MAX_LENGTH)
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value)
        return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname
      } catch {
        return false
      }
    }, M.urlInvalid)

const approvalRate = z
  .number({ error: M.numberInvalid })
  .refine(Number.isFinite, M.numberInvalid)
  .refine((v) => v >= 0 && v <= 100, M.approvalRateRange)
  .refine((v) => isMultipleOf(v, 0.1), M.approvalRateStep)

const responseTime = z
  .number({ error: M.numberInvalid })
  .refine(Number.isFinite, M.numberInvalid)
  .refine((v) => v >= 0, M.responseTimeMin)
  .refine((v) => v <= BRAND_RESPONSE_TIME_MAX, M.responseTimeMax)
  .refine((v) => isMultipleOf(v, 0.5), M.responseTimeStep)

/** Blank entries are dropped (parseCategories), not refused. */
const category = z
  .string()
  .trim()
  .max(BRAND_CATEGORY_MAX_LENGTH, M.categoryTooLong)
  .refine((v) => !v.includes('\u0000'), NO_NUL_MESSAGE)

const name = text(BRAND_NAME_MAX_LENGTH, M.nameRequired).trim().min(1, M.nameRequired)
const contactEmail = z
  .string({ error: M.contactEmailRequired })
  .trim()
  .min(1, M.contactEmailRequired)
  .pipe(email(M.contactEmailInvalid))
const optionalText = (max: number) =>
  text(max)
    .trim()
    .transform((v) => (v === '' ? null : v))

/** The brand payload of 001 §7.4 as JSON (create and edit). Empty strings mean "none". */
export const brandInputSchema = z.object({
  name,
  contactEmail,
  websiteUrl: z
    .union([z.literal('').transform(() => null), webUrl()])
    .nullable()
    .default(null),
  logoUrl: z
    .union([z.literal('').transform(() => null), webUrl()])
    .nullable()
    .default(null),
  description: optionalText(BRAND_DESCRIPTION_MAX_LENGTH).nullable().default(null),
  department: optionalText(SHORT_TEXT_MAX_LENGTH).nullable().default(null),
  categories: z
    .array(category)
    .max(BRAND_CATEGORIES_MAX, M.tooManyCategories)
    .default([])
    .transform((list) => parseCategories(list.join(','))),
  approvalRate: approvalRate.nullable().default(null),
  responseTime: responseTime.nullable().default(null),
  /** Left out on edit: unchanged. New brands are active unless told. */
  isActive: z.boolean().optional(),
  /** The Amazon auto-ungated flag admins maintain (000 §4 lead magnet). */
  amazonAutoUngated: z.boolean().optional(),
})
export type BrandInput = z.output<typeof brandInputSchema>
export type BrandInputJson = z.input<typeof brandInputSchema>

/** A number field as typed: '' is none, anything else must parse as a number. */
const numberField = (schema: z.ZodType<number, number>) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null
      const n = Number(value)
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: M.numberInvalid })
        return z.NEVER
      }
      return n
    })
    .pipe(schema.nullable())

/** The Add/Edit Brand form (001 §5): what the inputs hold, turned into `BrandInput`. */
export const brandFormSchema = z
  .object({
    name,
    contactEmail,
    websiteUrl: z.union([z.literal(''), webUrl()]),
    logoUrl: z.union([z.literal(''), webUrl()]),
    description: longText(BRAND_DESCRIPTION_MAX_LENGTH),
    department: text(SHORT_TEXT_MAX_LENGTH),
    /** Comma separated (001 §5). */
    categories: text(BRAND_CATEGORIES_MAX * (BRAND_CATEGORY_MAX_LENGTH + 2))
      .transform(parseCategories)
      .pipe(z.array(category).max(BRAND_CATEGORIES_MAX, M.tooManyCategories)),
    approvalRate: numberField(approvalRate),
    responseTime: numberField(responseTime),
    isActive: z.boolean(),
    amazonAutoUngated: z.boolean(),
  })
  .transform((form): BrandInput => ({
    ...form,
    websiteUrl: form.websiteUrl || null,
    logoUrl: form.logoUrl || null,
    description: form.description.trim() || null,
    department: form.department.trim() || null,
  }))
export type BrandFormValues = z.input<typeof brandFormSchema>

/** GET /api/admin/brands: search, status, and the page (issue 16: any size up to 100). */
export const brandListQuery = z.object({
  search: text(SHORT_TEXT_MAX_LENGTH).trim().optional(),
  status: z.enum(BRAND_STATUS_FILTERS).default('all'),
  ...pagingFields(BRANDS_DIRECTORY_PAGE_SIZE),
})
export type BrandListQuery = z.infer<typeof brandListQuery>

export const brandStatusSchema = z.object({ isActive: z.boolean() })

const idList = z.array(uuid).min(1).max(BRANDS_BULK_MAX_IDS)

export const bulkDeleteSchema = z.object({ ids: idList })

/** Reseller ids are better-auth user ids (text), not UUIDs. */
export const resellerId = text(100).trim().min(1)

export const allocationSchema = z.object({ resellerId })

export const bulkAllocationSchema = z.object({ resellerId, brandIds: idList })

export const allocationParams = z.object({ id: uuid, resellerId })
export const resellerParams = z.object({ id: resellerId })

/** The allocation pickers' reseller search, a page at a time (issue 16: every reseller). */
export const resellerSearchQuery = z.object({
  search: text(SHORT_TEXT_MAX_LENGTH).trim().optional(),
  ...pagingFields(RESELLER_PICKER_LIMIT),
})
export type ResellerSearchQuery = z.infer<typeof resellerSearchQuery>
