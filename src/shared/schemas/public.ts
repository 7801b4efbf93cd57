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

import {
  BUSINESS_TYPES,
  PRODUCT_CATEGORIES,
  SALES_VOLUMES,
  WHOLESALE_BUDGETS,
} from '../reseller-hub-texts.ts'

/* Reseller application (000 §3 payload, option lists of 001 §3): the lists and their labels live
   in the zod-free reseller-hub-texts.ts, which the form's first load can import. */
export {
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  SALES_VOLUME_LABELS,
  SALES_VOLUMES,
  WHOLESALE_BUDGET_LABELS,
  WHOLESALE_BUDGETS,
} from '../reseller-hub-texts.ts'

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
