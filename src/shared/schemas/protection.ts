/**
 * Issue 14: inputs of brand protection, shared by the server's validators and the forms.
 */
import { z } from 'zod'
import { AUTHORIZATION_MARKETPLACES } from '../authorizations.ts'
import { FILE_LISTING_SOURCES, LISTING_CONDITIONS, MAPPABLE_FIELDS } from '../listings.ts'
import { PRODUCT_MESSAGES } from '../brand-inventory-texts.ts'
import { LISTINGS_API_MAX_OBSERVATIONS, LISTINGS_TEXTS } from '../listings-texts.ts'
import { LISTING_URL_MAX_LENGTH, isListingWebUrl } from '../listing-url.ts'
import {
  ENFORCEMENT_STEPS,
  FINDING_KINDS,
  FINDING_STATUSES,
  INVESTIGATION_STATUSES,
  TOLERANCE_KINDS,
  type EnforcementStep,
} from '../protection.ts'
import { parseMoney } from './brand-products.ts'
import { text, uuid } from './common.ts'

export const PROTECTION_LIMITS = {
  noteMax: 2000,
  templateSubjectMax: 200,
  templateBodyMax: 5000,
  policyTextMin: 20,
  policyTextMax: 20_000,
  promotionNameMax: 120,
  productsPerChangeMax: 500,
  cureDaysMax: 60,
  /** A percentage tolerance above this would not be a MAP any more. */
  tolerancePercentMax: 50,
  disputeReasonMin: 10,
  proofMaxBytes: 10 * 1024 * 1024,
  findingsPageSize: 25,
  apiKeyNameMax: 60,
  /** Findings one bulk step may act on (more: 422, not a transaction without end). */
  bulkStepMax: 500,
  /** Listing ids per takedown packet: what Amazon's Report a Violation form takes at once. */
  takedownAsinsMax: 50,
} as const

export const PROTECTION_MESSAGES = {
  noteRequired: 'Please write a note',
  reasonTooShort: `Please explain in at least ${PROTECTION_LIMITS.disputeReasonMin} characters`,
  // One wording for an amount, whichever form: the product form's (parseMoney's).
  priceInvalid: PRODUCT_MESSAGES.priceInvalid,
  dateInvalid: 'Enter a valid date and time',
  endBeforeStart: 'The end must be after the start',
  percentInvalid: 'Enter a percentage between 0 and 100, such as 20',
  promotionNeedsDiscount: 'Give the promotion a percent off, or a promotional MAP for each product',
  productsRequired: 'Choose at least one product',
  ladderOrder:
    'Steps go from the mildest to the strictest: notice, second notice, order hold, suspension, termination',
  ladderEmpty: 'The ladder needs at least one step',
  tolerancePercentMax: `A tolerance of more than ${PROTECTION_LIMITS.tolerancePercentMax}% is not a minimum price`,
  policyTooShort: `Write the policy in at least ${PROTECTION_LIMITS.policyTextMin} characters`,
  currencyInvalid: 'Choose a currency by its ISO 4217 code (EUR, GBP, CAD…), other than USD',
  rateInvalid: 'Write the rate as a number above 0 with up to 8 decimals (1.0825)',
} as const

type Ctx = z.core.$RefinementCtx

function moneyValue(raw: unknown, ctx: Ctx): string {
  const parsed = parseMoney(String(raw ?? ''))
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.message })
    return z.NEVER
  }
  return parsed.value
}

/** An amount of money as text or a JSON number, returned with 2 decimals. */
export const moneyInput = z
  .union([z.string(), z.number()], { error: PROTECTION_MESSAGES.priceInvalid })
  .transform((raw, ctx) => moneyValue(raw, ctx))

/** An instant: ISO 8601 with a time zone (what a datetime-local input becomes in the browser). */
export const instant = z
  .string({ error: PROTECTION_MESSAGES.dateInvalid })
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), PROTECTION_MESSAGES.dateInvalid)
  .transform((v) => new Date(v))

const note = text(PROTECTION_LIMITS.noteMax).trim()

export const marketplaceSchema = z.enum(AUTHORIZATION_MARKETPLACES)

const ISO_CURRENCY_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'))

// ---------------------------------------------------------------- MAP, promotions, policy

export const mapChangeSchema = z.object({
  productIds: z
    .array(uuid)
    .min(1, PROTECTION_MESSAGES.productsRequired)
    .max(PROTECTION_LIMITS.productsPerChangeMax),
  /** null: no MAP from then on. */
  mapPrice: moneyInput.nullable(),
  effectiveFrom: instant,
  /** Issue 15: the brand read the warning and means a MAP below wholesale (a clearance). */
  confirmBelowWholesale: z.boolean().optional(),
  /** The MAP's currency (decision 013): MAP_CURRENCY unless a MAP for another market is meant. */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => ISO_CURRENCY_CODES.has(code), 'Not an ISO 4217 currency code (EUR, USD…)')
    .optional()
    .default('USD'),
})
export type MapChangeInput = z.output<typeof mapChangeSchema>

/**
 * A dated exchange rate the brand enters (decision 013): 1 unit of `currency` is `rate` units of
 * MAP_CURRENCY from `effectiveFrom` on. Never fetched from anywhere.
 */
export const exchangeRateSchema = z.object({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (code) => ISO_CURRENCY_CODES.has(code) && code !== 'USD',
      PROTECTION_MESSAGES.currencyInvalid,
    ),
  rate: z
    .union([z.string(), z.number()], { error: PROTECTION_MESSAGES.rateInvalid })
    .transform((raw, ctx) => {
      const typed = String(raw).trim()
      const n = Number(typed)
      if (!/^\d{1,6}(\.\d{1,8})?$/.test(typed) || !(n > 0)) {
        ctx.addIssue({ code: 'custom', message: PROTECTION_MESSAGES.rateInvalid })
        return z.NEVER
      }
      return typed
    }),
  effectiveFrom: instant,
})
export type ExchangeRateInput = z.output<typeof exchangeRateSchema>

const percent = z
  .union([z.string(), z.number()], { error: PROTECTION_MESSAGES.percentInvalid })
  .transform((raw, ctx) => {
    const n = Number(String(raw).trim())
    if (!/^\d+(\.\d{1,2})?$/.test(String(raw).trim()) || !(n > 0 && n < 100)) {
      ctx.addIssue({ code: 'custom', message: PROTECTION_MESSAGES.percentInvalid })
      return z.NEVER
    }
    return n.toFixed(2)
  })

export const promotionSchema = z
  .object({
    name: text(PROTECTION_LIMITS.promotionNameMax).trim().min(1, 'Please name the promotion'),
    startsAt: instant,
    endsAt: instant,
    percentOff: percent.nullable().optional().default(null),
    products: z
      .array(
        z.object({
          productId: uuid,
          promoMapPrice: moneyInput.nullable().optional().default(null),
        }),
      )
      .min(1, PROTECTION_MESSAGES.productsRequired)
      .max(PROTECTION_LIMITS.productsPerChangeMax),
  })
  .superRefine((p, ctx) => {
    // Runs after field issues too: only compare dates that parsed.
    if (!(p.startsAt instanceof Date) || !(p.endsAt instanceof Date)) return
    if (p.endsAt.getTime() <= p.startsAt.getTime()) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: PROTECTION_MESSAGES.endBeforeStart,
      })
    }
    if (p.percentOff === null && p.products?.some((x) => x.promoMapPrice === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['percentOff'],
        message: PROTECTION_MESSAGES.promotionNeedsDiscount,
      })
    }
  })
export type PromotionInput = z.output<typeof promotionSchema>

export const policySchema = z
  .object({
    text: text(PROTECTION_LIMITS.policyTextMax)
      .trim()
      .min(PROTECTION_LIMITS.policyTextMin, PROTECTION_MESSAGES.policyTooShort),
    shippingCounts: z.boolean(),
    // Which other price components count in the effective price (decision 013); absent: not.
    couponsCount: z.boolean().optional().default(false),
    subscribeSaveCounts: z.boolean().optional().default(false),
    businessPriceCounts: z.boolean().optional().default(false),
    cartPriceCounts: z.boolean().optional().default(false),
    toleranceKind: z.enum(TOLERANCE_KINDS),
    toleranceValue: moneyInput,
  })
  .superRefine((p, ctx) => {
    if (
      p.toleranceKind === 'percent' &&
      typeof p.toleranceValue === 'string' &&
      Number(p.toleranceValue) > PROTECTION_LIMITS.tolerancePercentMax
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['toleranceValue'],
        message: PROTECTION_MESSAGES.tolerancePercentMax,
      })
    }
  })
export type PolicyInput = z.output<typeof policySchema>

// ---------------------------------------------------------------- enforcement

export const ladderSchema = z
  .array(
    z.object({
      step: z.enum(ENFORCEMENT_STEPS),
      cureDays: z.number().int().min(0).max(PROTECTION_LIMITS.cureDaysMax),
    }),
  )
  .min(1, PROTECTION_MESSAGES.ladderEmpty)
  .max(ENFORCEMENT_STEPS.length)
  .refine(
    (steps) =>
      steps.every(
        (s, i) =>
          i === 0 ||
          ENFORCEMENT_STEPS.indexOf(s.step) > ENFORCEMENT_STEPS.indexOf(steps[i - 1]!.step),
      ),
    PROTECTION_MESSAGES.ladderOrder,
  )

const template = z.object({
  subject: text(PROTECTION_LIMITS.templateSubjectMax).trim().min(1, 'Please write a subject'),
  body: text(PROTECTION_LIMITS.templateBodyMax).trim().min(1, 'Please write the notice'),
})

export const enforcementSettingsSchema = z.object({
  ladder: ladderSchema,
  templates: z.partialRecord(z.enum(ENFORCEMENT_STEPS), template),
  autoFirstNotice: z.boolean(),
})
export type EnforcementSettingsInput = z.output<typeof enforcementSettingsSchema>
export type LadderStepInput = { step: EnforcementStep; cureDays: number }

export const takeStepSchema = z.object({ note: note.optional().default('') })
/**
 * The next step (a notice) on several findings: a selection of ids, or every open finding of one
 * reseller. `batchKey` names the request: sent again (a double click, a retry), it steps nothing
 * twice. The ids' own bound is the route's (422 past bulkStepMax); this one only keeps a body
 * finite.
 */
export const bulkStepSchema = z
  .object({
    batchKey: uuid,
    note: note.optional().default(''),
    findingIds: z.array(uuid).min(1).max(20_000).optional(),
    resellerId: text(100).trim().pipe(z.string().min(1)).optional(),
  })
  .refine((b) => (b.findingIds === undefined) !== (b.resellerId === undefined), {
    message: 'Give either findingIds or resellerId',
  })
export type BulkStepInput = z.output<typeof bulkStepSchema>
export const markFixedSchema = z.object({ note: note.optional().default('') })
export const decideDisputeSchema = z.object({
  decision: z.enum(['accept', 'reject']),
  note: note.min(1, PROTECTION_MESSAGES.noteRequired),
})
export const disputeReasonSchema = note.min(
  PROTECTION_LIMITS.disputeReasonMin,
  PROTECTION_MESSAGES.reasonTooShort,
)

// ---------------------------------------------------------------- findings and investigations

export const findingsQuerySchema = z.object({
  kind: z.enum(FINDING_KINDS).optional(),
  status: z
    .enum([...FINDING_STATUSES, 'all'])
    .optional()
    .default('open'),
  marketplace: marketplaceSchema.optional(),
  resellerId: text(100).optional(),
  productId: uuid.optional(),
  q: text(200).trim().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
export type FindingsQuery = z.output<typeof findingsQuerySchema>

export const investigationUpdateSchema = z.object({
  status: z.enum(INVESTIGATION_STATUSES),
  note: note.optional().default(''),
  sourceResellerId: text(100).nullable().optional(),
})

export const sellerDetailsSchema = z.object({
  businessName: text(200).trim().nullable(),
  businessAddress: text(500).trim().nullable(),
})

/** The reseller the brand confirms a storefront is; null removes the confirmation. */
export const storefrontResellerSchema = z.object({
  resellerId: text(64).trim().pipe(z.string().min(1, 'Choose a reseller')).nullable(),
})

export const confirmMatchSchema = z.object({
  marketplace: marketplaceSchema,
  listingId: text(100).trim().min(1),
  productId: uuid,
})

export const idParams = z.object({ id: uuid })
export const brandEntryIdParams = z.object({ entryId: uuid })

// ---------------------------------------------------------------- imports and the API

export const columnMappingSchema = z.partialRecord(z.enum(MAPPABLE_FIELDS), text(200))

export const importQuerySchema = z.object({
  fileName: text(255).trim().min(1),
  /** 'auto': detected from the header. */
  source: z.enum([...FILE_LISTING_SOURCES, 'auto']).default('auto'),
  observedAt: instant.optional(),
  marketplace: marketplaceSchema.optional(),
  sellerId: text(100).trim().optional(),
  sellerName: text(200).trim().optional(),
  /** A name to remember a mapping by ("TrackStreet weekly"). */
  sourceName: text(100).trim().optional(),
  mapping: z
    .string()
    .max(5000)
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined
      try {
        return columnMappingSchema.parse(JSON.parse(raw))
      } catch {
        ctx.addIssue({ code: 'custom', message: 'The column mapping is not valid' })
        return z.NEVER
      }
    }),
})
export type ImportQuery = z.output<typeof importQuerySchema>

export const apiKeySchema = z.object({
  name: text(PROTECTION_LIMITS.apiKeyNameMax).trim().min(1, 'Please name the key'),
})

const optionalApiText = (max: number) => text(max).trim().nullable().optional()

/** One observation pushed by a monitoring service. */
/** A percent off, 0 to 100 with up to 2 decimals (a coupon's, Subscribe & Save's). */
const percentOff = z
  .number()
  .min(0)
  .max(100)
  .transform((n) => n.toFixed(2))

export const apiObservationSchema = z.object({
  id: text(200).trim().min(1, 'Every observation needs its id'),
  marketplace: marketplaceSchema,
  sellerId: optionalApiText(100),
  sellerName: optionalApiText(200),
  listingId: optionalApiText(100),
  gtin: optionalApiText(40),
  sku: optionalApiText(100),
  title: optionalApiText(500),
  price: moneyInput,
  shipping: moneyInput.nullable().optional(),
  /** ISO 4217; absent: the marketplace's home currency (USD), as before it was sent. */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => ISO_CURRENCY_CODES.has(code), 'Not an ISO 4217 currency code (EUR, USD…)')
    .nullable()
    .optional(),
  /** The price's other components (decision 013). */
  couponAmount: moneyInput.nullable().optional(),
  couponPercent: percentOff.nullable().optional(),
  subscribeSavePercent: percentOff.nullable().optional(),
  businessPrice: moneyInput.nullable().optional(),
  priceInCart: z.boolean().nullable().optional(),
  quantity: z.number().int().min(0).max(10_000_000).nullable().optional(),
  condition: z.enum(LISTING_CONDITIONS).nullable().optional(),
  observedAt: instant,
  // Only an http(s) address is stored (listing-url.ts): a service sending another is told so.
  url: optionalApiText(LISTING_URL_MAX_LENGTH).refine(
    (url) => url === null || url === undefined || url === '' || isListingWebUrl(url),
    LISTINGS_TEXTS.urlNotWeb,
  ),
})
export type ApiObservation = z.output<typeof apiObservationSchema>

export const apiObservationsSchema = z.object({
  observations: z.array(z.unknown()).min(1).max(LISTINGS_API_MAX_OBSERVATIONS),
})
