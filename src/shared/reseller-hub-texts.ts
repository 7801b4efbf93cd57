/**
 * The reseller application's option lists (001 §3) and labels, without zod: schemas/public.ts
 * builds zod schemas at module level, so importing even a label from it would put zod (~30 KB
 * gzipped) into the reseller-hub page's first load. The schema imports the lists from here; the
 * form renders its options from here and loads the validation lazily.
 */
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

export type BusinessType = (typeof BUSINESS_TYPES)[number]
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]
export type SalesVolume = (typeof SALES_VOLUMES)[number]
export type WholesaleBudget = (typeof WHOLESALE_BUDGETS)[number]

export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  individual: 'Individual / sole proprietor',
  corporation: 'Corporation',
  partnership: 'Partnership',
  llc: 'LLC',
  other: 'Other',
}
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
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
export const SALES_VOLUME_LABELS: Record<SalesVolume, string> = {
  under_10k: 'Under $10,000 a month',
  '10k_50k': '$10,000 – $50,000 a month',
  '50k_100k': '$50,000 – $100,000 a month',
  '100k_500k': '$100,000 – $500,000 a month',
  '500k_1m': '$500,000 – $1,000,000 a month',
  over_1m: 'Over $1,000,000 a month',
}
/** 001 §3: 'Over $100,000' is the spec's label. */
export const WHOLESALE_BUDGET_LABELS: Record<WholesaleBudget, string> = {
  under_5k: 'Under $5,000',
  '5k_10k': '$5,000 – $10,000',
  '10k_25k': '$10,000 – $25,000',
  '25k_50k': '$25,000 – $50,000',
  '50k_100k': '$50,000 – $100,000',
  '100k_500k': '$100,000 – $500,000',
  over_100k: 'Over $100,000',
}

function optionsOf<V extends string>(values: readonly V[], labels: Record<V, string>) {
  return values.map((value) => ({ value, label: labels[value] }))
}

/** The form's options, in the lists' order. */
export const BUSINESS_TYPE_OPTIONS = optionsOf(BUSINESS_TYPES, BUSINESS_TYPE_LABELS)
export const PRODUCT_CATEGORY_OPTIONS = optionsOf(PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS)
export const SALES_VOLUME_OPTIONS = optionsOf(SALES_VOLUMES, SALES_VOLUME_LABELS)
export const WHOLESALE_BUDGET_OPTIONS = optionsOf(WHOLESALE_BUDGETS, WHOLESALE_BUDGET_LABELS)

/** 001 §3: the budget preselected in the form. */
export const DEFAULT_WHOLESALE_BUDGET: WholesaleBudget = 'under_5k'

/** Texts of the reseller-hub page's states that the spec leaves to us. */
export const RESELLER_HUB_TEXTS = {
  submitting: 'Submitting application...',
  submit: 'Submit application',
  successTitle: 'Application received',
  successReview:
    'Our team reviews every application within 1-3 business days. Once you are approved, we create your reseller account and e-mail you how to sign in.',
  successMail: 'We sent a confirmation e-mail to',
  failedTitle: 'Submission failed',
  failedNetwork:
    'There was a problem submitting your application. Please check your connection and try again; nothing you entered was lost.',
} as const
