/**
 * A brand's products (001 §3 product; beyond the spec: MAP price, GTIN and category, issue 14).
 * Money travels as a string with
 * at most 2 decimals and is stored as numeric(12,2), so no cent is lost to floating point.
 * `productInputSchema` validates the JSON on the server; `productFormSchema` validates what the
 * form's inputs hold and turns it into the same input. The messages exist once, here and in
 * brand-inventory-texts.
 */
import { z } from 'zod'
import {
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_GTIN_MAX_LENGTH,
  PRODUCT_MESSAGES as M,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_PRICE_MAX,
  PRODUCT_SKU_MAX_LENGTH,
  PRODUCT_STOCK_MAX,
} from '../brand-inventory-texts.ts'
import { SHORT_TEXT_MAX_LENGTH } from '../constants.ts'
import { normaliseGtin } from '../gtin.ts'
import { priceIssues } from '../price-sanity.ts'
import { PRODUCT_CATEGORIES, type ProductCategory } from '../reseller-hub-texts.ts'
import { MAX_ORDER_QUANTITY } from '../reseller-order-texts.ts'
import { text, uuid } from './common.ts'

const MONEY = /^\d+(?:\.\d+)?$/

/**
 * Checks an amount as typed ('19.9', '-1', '1e3', '12.345') and returns it with 2 decimals, or
 * the message that says what is wrong with it.
 */
export function parseMoney(
  raw: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const value = raw.trim()
  if (value.startsWith('-') && MONEY.test(value.slice(1).trim()) && Number(value.slice(1)) > 0) {
    return { ok: false, message: M.priceNegative }
  }
  if (!MONEY.test(value)) return { ok: false, message: M.priceInvalid }
  const [whole, fraction = ''] = value.split('.')
  if (fraction.length > 2 && !/^0*$/.test(fraction.slice(2))) {
    return { ok: false, message: M.priceDecimals }
  }
  const n = Number(value)
  if (!Number.isFinite(n) || n > PRODUCT_PRICE_MAX) return { ok: false, message: M.priceTooLarge }
  const cents = `${fraction}00`.slice(0, 2)
  return { ok: true, value: `${BigInt(whole!).toString()}.${cents}` }
}

/** A whole number of units as typed. */
export function parseStock(
  raw: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const value = raw.trim()
  if (/^-\s*\d/.test(value) && Number(value.replace(/\s/g, '')) !== 0) {
    return { ok: false, message: M.stockNegative }
  }
  // Spreadsheets write 12 as 12 or 12.0.
  if (!/^\d+(?:\.0*)?$/.test(value)) return { ok: false, message: M.stockInvalid }
  const n = Number(value)
  if (!Number.isSafeInteger(n) || n > PRODUCT_STOCK_MAX)
    return { ok: false, message: M.stockTooLarge }
  return { ok: true, value: n }
}

type Ctx = z.core.$RefinementCtx

/** The typed amount with 2 decimals; '' is `empty` (a message when the field is required). */
function moneyOf(typed: string, ctx: Ctx, requiredMessage: string | null): string | null {
  if (typed.trim() === '') {
    if (requiredMessage === null) return null
    ctx.addIssue({ code: 'custom', message: requiredMessage })
    return z.NEVER
  }
  const parsed = parseMoney(typed)
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.message })
    return z.NEVER
  }
  return parsed.value
}

function stockOf(typed: string, ctx: Ctx): number {
  if (typed.trim() === '') {
    ctx.addIssue({ code: 'custom', message: M.stockRequired })
    return z.NEVER
  }
  const parsed = parseStock(typed)
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.message })
    return z.NEVER
  }
  return parsed.value
}

/** A trade term (case pack, minimum quantity): a whole number 1 to MAX_ORDER_QUANTITY, '' none. */
function termOf(typed: string, ctx: Ctx, message: string): number | null {
  const value = typed.trim()
  if (value === '') return null
  const n = Number(value)
  if (!/^\d+$/.test(value) || n < 1 || n > MAX_ORDER_QUANTITY) {
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  }
  return n
}

/**
 * A GTIN as typed (UPC-A, EAN-13, GTIN-8 or GTIN-14, spaces and hyphens allowed) as the 14 digits
 * it is stored as; '' is none; otherwise why it is not one (a wrong check digit, a lost zero).
 */
function gtinOf(typed: string, ctx: Ctx): string | null {
  if (typed.trim() === '') return null
  const result = normaliseGtin(typed)
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.reason })
    return z.NEVER
  }
  return result.gtin
}

/** One of PRODUCT_CATEGORIES; '' is none. */
function categoryOf(typed: string, ctx: Ctx): ProductCategory | null {
  if (typed === '') return null
  if (!(PRODUCT_CATEGORIES as readonly string[]).includes(typed)) {
    ctx.addIssue({ code: 'custom', message: M.categoryInvalid })
    return z.NEVER
  }
  return typed as ProductCategory
}

const gtinText = text(PRODUCT_GTIN_MAX_LENGTH)

/** JSON: text, null or absent (none); a number is refused, as it has lost any leading zero. */
const optionalGtin = z
  .union([gtinText, z.null()], { error: M.gtinNotText })
  .optional()
  .transform((raw, ctx) => (raw === null || raw === undefined ? null : gtinOf(raw, ctx)))

const optionalCategory = z
  .union([z.string({ error: M.categoryInvalid }), z.null()], { error: M.categoryInvalid })
  .optional()
  .transform((raw, ctx) => (raw === null || raw === undefined ? null : categoryOf(raw, ctx)))

/** JSON: a number, its text, null or absent (none). */
const optionalTerm = (message: string) =>
  z
    .union([z.number({ error: message }), z.string({ error: message }), z.null()])
    .optional()
    .transform((raw, ctx) =>
      raw === null || raw === undefined ? null : termOf(String(raw), ctx, message),
    )

/** An amount as a string (or a JSON number, read through its decimal text). */
const money = (requiredMessage: string) =>
  z
    .union([z.string({ error: requiredMessage }), z.number({ error: requiredMessage })])
    .transform((raw, ctx) => moneyOf(String(raw), ctx, requiredMessage) as string)

const optionalMoney = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((raw, ctx) =>
    raw === null || raw === undefined ? null : moneyOf(String(raw), ctx, null),
  )

const stock = z
  .union([z.number({ error: M.stockRequired }), z.string({ error: M.stockRequired })])
  .transform((raw, ctx) => stockOf(String(raw), ctx))

const name = text(PRODUCT_NAME_MAX_LENGTH, M.nameRequired).trim().min(1, M.nameRequired)
const optionalText = (max: number) =>
  text(max)
    .trim()
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null)

/** A low-stock level: a whole number 0 and up; '' none (the brand's default applies). */
function thresholdOf(typed: string, ctx: Ctx): number | null {
  const value = typed.trim()
  if (value === '') return null
  const n = Number(value)
  if (!/^\d+$/.test(value) || n > PRODUCT_STOCK_MAX) {
    ctx.addIssue({ code: 'custom', message: M.lowStockThresholdInvalid })
    return z.NEVER
  }
  return n
}

const optionalThreshold = z
  .union([z.number({ error: M.lowStockThresholdInvalid }), z.string(), z.null()], {
    error: M.lowStockThresholdInvalid,
  })
  .optional()
  .transform((raw, ctx) =>
    raw === null || raw === undefined ? null : thresholdOf(String(raw), ctx),
  )

/**
 * Issue 15: the prices together (#shared/price-sanity.ts), next to the field they concern.
 * Wholesale above retail is refused; a MAP below wholesale needs confirmMapBelowWholesale.
 */
function checkPrices(
  value: {
    price?: string
    wholesalePrice?: string
    mapPrice?: string | null
    confirmMapBelowWholesale?: boolean
  },
  ctx: Ctx,
) {
  // A price that did not parse has its own message already.
  if (typeof value.price !== 'string' || typeof value.wholesalePrice !== 'string') return
  for (const issue of priceIssues({
    price: value.price,
    wholesalePrice: value.wholesalePrice,
    mapPrice: value.mapPrice ?? null,
  })) {
    if (issue.confirmable && value.confirmMapBelowWholesale) continue
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] })
  }
}

/** Create and edit (the edit sends every field). */
export const productInputSchema = z
  .object({
    name,
    description: optionalText(PRODUCT_DESCRIPTION_MAX_LENGTH),
    sku: optionalText(PRODUCT_SKU_MAX_LENGTH),
    price: money(M.priceRequired),
    wholesalePrice: money(M.wholesalePriceRequired),
    mapPrice: optionalMoney,
    gtin: optionalGtin,
    category: optionalCategory,
    stock,
    casePack: optionalTerm(M.casePackInvalid),
    minOrderQty: optionalTerm(M.minOrderQtyInvalid),
    lowStockThreshold: optionalThreshold,
    /** Issue 15: the brand read the warning and means a MAP below wholesale (a clearance). */
    confirmMapBelowWholesale: z
      .boolean({ error: M.confirmInvalid })
      .optional()
      .transform((v) => v ?? false),
  })
  .superRefine(checkPrices)
export type ProductInput = z.output<typeof productInputSchema>
export type ProductInputJson = z.input<typeof productInputSchema>

/** The Add/Edit Product form: every input holds a string. */
export const productFormSchema = z
  .object({
    name,
    description: text(PRODUCT_DESCRIPTION_MAX_LENGTH),
    sku: text(PRODUCT_SKU_MAX_LENGTH),
    price: z.string().transform((v, ctx) => moneyOf(v, ctx, M.priceRequired) as string),
    wholesalePrice: z
      .string()
      .transform((v, ctx) => moneyOf(v, ctx, M.wholesalePriceRequired) as string),
    mapPrice: z.string().transform((v, ctx) => moneyOf(v, ctx, null)),
    gtin: gtinText.transform((v, ctx) => gtinOf(v, ctx)),
    category: z.string().transform((v, ctx) => categoryOf(v, ctx)),
    stock: z.string().transform((v, ctx) => stockOf(v, ctx)),
    casePack: z.string().transform((v, ctx) => termOf(v, ctx, M.casePackInvalid)),
    minOrderQty: z.string().transform((v, ctx) => termOf(v, ctx, M.minOrderQtyInvalid)),
    lowStockThreshold: z
      .string()
      .optional()
      .transform((v, ctx) => thresholdOf(v ?? '', ctx)),
    confirmMapBelowWholesale: z
      .boolean()
      .optional()
      .transform((v) => v ?? false),
  })
  .superRefine(checkPrices)
export type ProductFormValues = z.input<typeof productFormSchema>
export type ProductFormOutput = z.output<typeof productFormSchema>

export const productListQuery = z.object({
  search: text(SHORT_TEXT_MAX_LENGTH).trim().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
export type ProductListQuery = z.infer<typeof productListQuery>

export const brandEntryParams = z.object({ brandEntryId: uuid })
