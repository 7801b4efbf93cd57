/** The public site's forms (000 §5), one schema each for the server and the form. */
import { z } from 'zod'
import {
  LEAD_MAGNET_TYPE,
  MARKETPLACE_OPTIONS,
  SEARCH_QUERY_MAX_LENGTH,
  TELEMETRY_MAX_EVENTS,
} from '../constants.ts'
import { email, longText, text } from './common.ts'

const MARKETPLACES = MARKETPLACE_OPTIONS.map((o) => o.value) as [
  (typeof MARKETPLACE_OPTIONS)[number]['value'],
  ...(typeof MARKETPLACE_OPTIONS)[number]['value'][],
]

/** An optional URL field: empty string allowed, otherwise an http(s) URL. */
function optionalUrl(message: string) {
  return text(2000)
    .trim()
    .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), message)
    .default('')
}

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  company: 'Please enter your company name.',
  marketplaces: 'Please select at least one marketplace.',
  amazonLink: 'Please enter a valid Amazon URL.',
} as const

export const contactFormSchema = z.object({
  name: text(200, CONTACT_MESSAGES.name).trim().min(2, CONTACT_MESSAGES.name),
  email: email(CONTACT_MESSAGES.email),
  company: text(200, CONTACT_MESSAGES.company).trim().min(1, CONTACT_MESSAGES.company),
  marketplaces: z.enum(MARKETPLACES, { error: CONTACT_MESSAGES.marketplaces }),
  amazonLink: optionalUrl(CONTACT_MESSAGES.amazonLink),
  message: longText(5000).trim().default(''),
  /** A brand inquiry (the default of the home page's contact section) or a general message. */
  kind: z.enum(['brand_inquiry', 'contact']).default('brand_inquiry'),
})
export type ContactFormInput = z.input<typeof contactFormSchema>
export type ContactForm = z.output<typeof contactFormSchema>

export const leadMagnetSchema = z.object({
  email: email('Please enter a valid email address'),
  magnetType: z.literal(LEAD_MAGNET_TYPE).default(LEAD_MAGNET_TYPE),
})

/* Reseller application (000 §3 payload, option lists of 001 §3). */
export const BUSINESS_TYPES = ['individual', 'corporation', 'partnership', 'llc', 'other'] as const
export const PRODUCT_CATEGORIES = [
  'electronics',
  'beauty',
  'home_goods',
  'fashion',
  'toys',
  'sports',
  'automotive',
  'health',
  'grocery',
  'books',
  'other',
] as const
export const SALES_VOLUMES = [
  'under_10k',
  '10k_50k',
  '50k_100k',
  '100k_500k',
  '500k_1m',
  'over_1m',
] as const
export const WHOLESALE_BUDGETS = [
  'under_5k',
  '5k_10k',
  '10k_25k',
  '25k_50k',
  '50k_100k',
  '100k_500k',
  'over_100k',
] as const

/** Display labels for the option lists. */
export const BUSINESS_TYPE_LABELS: Record<(typeof BUSINESS_TYPES)[number], string> = {
  individual: 'Individual / sole proprietor',
  corporation: 'Corporation',
  partnership: 'Partnership',
  llc: 'LLC',
  other: 'Other',
}
export const PRODUCT_CATEGORY_LABELS: Record<(typeof PRODUCT_CATEGORIES)[number], string> = {
  electronics: 'Electronics',
  beauty: 'Beauty',
  home_goods: 'Home goods',
  fashion: 'Fashion',
  toys: 'Toys',
  sports: 'Sports',
  automotive: 'Automotive',
  health: 'Health',
  grocery: 'Grocery',
  books: 'Books',
  other: 'Other',
}
export const SALES_VOLUME_LABELS: Record<(typeof SALES_VOLUMES)[number], string> = {
  under_10k: 'Under $10,000 a month',
  '10k_50k': '$10,000 – $50,000 a month',
  '50k_100k': '$50,000 – $100,000 a month',
  '100k_500k': '$100,000 – $500,000 a month',
  '500k_1m': '$500,000 – $1,000,000 a month',
  over_1m: 'Over $1,000,000 a month',
}
/** 001 §3: 'Over $100,000' is the spec's label. */
export const WHOLESALE_BUDGET_LABELS: Record<(typeof WHOLESALE_BUDGETS)[number], string> = {
  under_5k: 'Under $5,000',
  '5k_10k': '$5,000 – $10,000',
  '10k_25k': '$10,000 – $25,000',
  '25k_50k': '$25,000 – $50,000',
  '50k_100k': '$50,000 – $100,000',
  '100k_500k': '$100,000 – $500,000',
  over_100k: 'Over $100,000',
}

export const RESELLER_APPLICATION_MESSAGES = {
  companyName: 'Please enter your company name.',
  contactName: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  businessType: 'Please choose your business type.',
  categories: 'Please choose at least one product category.',
  salesVolume: 'Please choose your monthly sales volume.',
  wholesaleBudget: 'Please choose your wholesale budget.',
  storeLink: 'Please enter a valid URL (https://…).',
  atLeastOneStore: 'Please add at least one marketplace store link.',
  document: 'Please attach your verification document (PDF, up to 10 MB).',
  documentType: 'The verification document must be a PDF file.',
  documentSize: 'The verification document must be 10 MB or smaller.',
  duplicate:
    'An application for this email address already exists. We will contact you about it; use Request Account Access on the reseller login page to check its status.',
} as const

export const resellerApplicationSchema = z
  .object({
    companyName: text(200, RESELLER_APPLICATION_MESSAGES.companyName)
      .trim()
      .min(2, RESELLER_APPLICATION_MESSAGES.companyName),
    contactName: text(200, RESELLER_APPLICATION_MESSAGES.contactName)
      .trim()
      .min(2, RESELLER_APPLICATION_MESSAGES.contactName),
    email: email(RESELLER_APPLICATION_MESSAGES.email),
    phone: text(40, RESELLER_APPLICATION_MESSAGES.phone)
      .trim()
      .regex(/^\+?[0-9 ().-]{7,20}$/, RESELLER_APPLICATION_MESSAGES.phone),
    linkedIn: optionalUrl(RESELLER_APPLICATION_MESSAGES.storeLink),
    businessType: z.enum(BUSINESS_TYPES, { error: RESELLER_APPLICATION_MESSAGES.businessType }),
    einNumber: text(40).trim().default(''),
    amazonStoreLink: optionalUrl(RESELLER_APPLICATION_MESSAGES.storeLink),
    walmartStoreLink: optionalUrl(RESELLER_APPLICATION_MESSAGES.storeLink),
    ebayStoreLink: optionalUrl(RESELLER_APPLICATION_MESSAGES.storeLink),
    productCategories: z
      .array(z.enum(PRODUCT_CATEGORIES), { error: RESELLER_APPLICATION_MESSAGES.categories })
      .min(1, RESELLER_APPLICATION_MESSAGES.categories)
      .max(PRODUCT_CATEGORIES.length),
    salesVolume: z.enum(SALES_VOLUMES, { error: RESELLER_APPLICATION_MESSAGES.salesVolume }),
    feedbackScore: text(40).trim().default(''),
    wholesaleBudget: z
      .enum(WHOLESALE_BUDGETS, { error: RESELLER_APPLICATION_MESSAGES.wholesaleBudget })
      .default('under_5k'),
  })
  .refine((v) => v.amazonStoreLink || v.walmartStoreLink || v.ebayStoreLink, {
    message: RESELLER_APPLICATION_MESSAGES.atLeastOneStore,
    path: ['amazonStoreLink'],
  })
export type ResellerApplicationInput = z.input<typeof resellerApplicationSchema>
export type ResellerApplication = z.output<typeof resellerApplicationSchema>

export const searchQuerySchema = z.object({
  q: text(SEARCH_QUERY_MAX_LENGTH).trim().default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
})

/** Telemetry events posted by the public site (000 §7 analytics, replaced by our endpoint). */
export const telemetryEventSchema = z.object({
  name: text(60).regex(/^[A-Za-z][\w.:-]*$/, 'Invalid event name'),
  path: text(500).default('/'),
  value: z.number().finite().optional(),
  props: z
    .record(text(60), z.union([text(500), z.number().finite(), z.boolean(), z.null()]))
    .optional(),
  sessionId: text(100).optional(),
})
export const telemetryBatchSchema = z.object({
  events: z.array(telemetryEventSchema).min(1).max(TELEMETRY_MAX_EVENTS),
})
export type TelemetryEvent = z.input<typeof telemetryEventSchema>
