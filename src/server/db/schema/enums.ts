/** PostgreSQL enums for every enumerated value the two spec documents name. */
import { pgEnum } from 'drizzle-orm/pg-core'

export const userRoleEnum = pgEnum('user_role', ['admin', 'brand', 'reseller'])
/** 000 §3 (pending_approval on sign-up) and 001 §3/§4.1 (pending default, approved, rejected). */
export const resellerApplicationStatusEnum = pgEnum('reseller_application_status', [
  'pending',
  'pending_approval',
  'approved',
  'rejected',
])
/** 001 §4.1: display states of the review pipeline. */
export const applicationReviewStatusEnum = pgEnum('application_review_status', [
  'submitted',
  'document_pending',
  'document_review',
  'approved',
  'rejected',
])
export const businessTypeEnum = pgEnum('business_type', [
  'individual',
  'corporation',
  'partnership',
  'llc',
  'other',
])
export const productCategoryEnum = pgEnum('product_category', [
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
])
export const salesVolumeEnum = pgEnum('sales_volume', [
  'under_10k',
  '10k_50k',
  '50k_100k',
  '100k_500k',
  '500k_1m',
  'over_1m',
])
export const wholesaleBudgetEnum = pgEnum('wholesale_budget', [
  'under_5k',
  '5k_10k',
  '10k_25k',
  '25k_50k',
  '50k_100k',
  '100k_500k',
  'over_100k',
])
