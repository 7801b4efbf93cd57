/**
 * The reseller-hub form's option labels without zod. schemas/public.ts builds zod schemas at
 * module level, so importing even a label from it puts zod (~30 KB gzipped) into the page's
 * first load; the form renders its options from these copies, and the lazily loaded validation
 * uses the schema and its messages. reseller-hub-texts.test.ts checks every copy against it.
 */
import type {
  BUSINESS_TYPES,
  PRODUCT_CATEGORIES,
  SALES_VOLUMES,
  WHOLESALE_BUDGETS,
} from './schemas/public.ts'

export type BusinessType = (typeof BUSINESS_TYPES)[number]
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]
export type SalesVolume = (typeof SALES_VOLUMES)[number]
export type WholesaleBudget = (typeof WHOLESALE_BUDGETS)[number]

/** Same order as the schema's option lists (001 §3). */
export const BUSINESS_TYPE_OPTIONS: readonly { value: BusinessType; label: string }[] = [
  { value: 'individual', label: 'Individual / sole proprietor' },
  { value: 'corporation', label: 'Corporation' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'llc', label: 'LLC' },
  { value: 'other', label: 'Other' },
]

export const PRODUCT_CATEGORY_OPTIONS: readonly { value: ProductCategory; label: string }[] = [
  { value: 'electronics', label: 'Electronics' },
  { value: 'beauty', label: 'Beauty' },
  { value: 'home_goods', label: 'Home goods' },
  { value: 'fashion', label: 'Fashion' },
  { value: 'toys', label: 'Toys' },
  { value: 'sports', label: 'Sports' },
  { value: 'automotive', label: 'Automotive' },
  { value: 'health', label: 'Health' },
  { value: 'grocery', label: 'Grocery' },
  { value: 'books', label: 'Books' },
  { value: 'other', label: 'Other' },
]

export const SALES_VOLUME_OPTIONS: readonly { value: SalesVolume; label: string }[] = [
  { value: 'under_10k', label: 'Under $10,000 a month' },
  { value: '10k_50k', label: '$10,000 – $50,000 a month' },
  { value: '50k_100k', label: '$50,000 – $100,000 a month' },
  { value: '100k_500k', label: '$100,000 – $500,000 a month' },
  { value: '500k_1m', label: '$500,000 – $1,000,000 a month' },
  { value: 'over_1m', label: 'Over $1,000,000 a month' },
]

export const WHOLESALE_BUDGET_OPTIONS: readonly { value: WholesaleBudget; label: string }[] = [
  { value: 'under_5k', label: 'Under $5,000' },
  { value: '5k_10k', label: '$5,000 – $10,000' },
  { value: '10k_25k', label: '$10,000 – $25,000' },
  { value: '25k_50k', label: '$25,000 – $50,000' },
  { value: '50k_100k', label: '$50,000 – $100,000' },
  { value: '100k_500k', label: '$100,000 – $500,000' },
  { value: 'over_100k', label: 'Over $100,000' },
]

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
