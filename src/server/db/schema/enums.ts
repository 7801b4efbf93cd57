/** PostgreSQL enums for every enumerated value the two spec documents name. */
import { pgEnum } from 'drizzle-orm/pg-core'
import {
  BUSINESS_TYPES,
  PRODUCT_CATEGORIES,
  SALES_VOLUMES,
  WHOLESALE_BUDGETS,
} from '../../../shared/reseller-hub-texts.ts'
import { AUTHORIZATION_SOURCES, AUTHORIZATION_STATUSES } from '../../../shared/authorizations.ts'
import { LISTING_SOURCES } from '../../../shared/listings.ts'
import {
  DISPUTE_STATUSES,
  ENFORCEMENT_EVENTS,
  ENFORCEMENT_STEPS,
  FINDING_KINDS,
  FINDING_STATUSES,
  INVESTIGATION_STATUSES,
  LISTING_IMPORT_STATUSES,
  PRODUCT_MATCH_METHODS,
  SELLER_MATCH_METHODS,
  TOLERANCE_KINDS,
  VERDICTS,
} from '../../../shared/protection.ts'

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
/** The reseller application's option lists (001 §3), shared with the form and its schema. */
export const businessTypeEnum = pgEnum('business_type', BUSINESS_TYPES)
export const productCategoryEnum = pgEnum('product_category', PRODUCT_CATEGORIES)
export const salesVolumeEnum = pgEnum('sales_volume', SALES_VOLUMES)
export const wholesaleBudgetEnum = pgEnum('wholesale_budget', WHOLESALE_BUDGETS)
/** 001 §3/§4.6: a reseller's application to one brand. */
export const brandApplicationStatusEnum = pgEnum('brand_application_status', [
  'pending',
  'approved',
  'rejected',
])
/** 001 §3/§4.3: a catalog (product_upload) is created pending; an admin approves or rejects it. */
export const catalogStatusEnum = pgEnum('catalog_status', ['pending', 'approved', 'rejected'])
/** 001 §3: product approval_status, in the spec's order. */
export const productApprovalStatusEnum = pgEnum('product_approval_status', [
  'approved',
  'pending',
  'rejected',
])
/** 001 §4.5: the only order states the spec shows. */
export const orderStatusEnum = pgEnum('order_status', [
  'pending',
  // Issue 15: the brand accepts or declines a pending order; the reseller may cancel it.
  'accepted',
  'processing',
  'shipped',
  'delivered',
  'declined',
  'cancelled',
])
/** Issue 15: a reseller's address book entry ships to or bills to. */
export const addressKindEnum = pgEnum('address_kind', ['shipping', 'billing'])
/** 001 §3: 'email' is only seen in the brand view, but rows carrying it must be storable. */
export const messageSourceEnum = pgEnum('message_source', ['internal', 'email_inbound', 'email'])
/** 001 §4.4: e-mail routing log status and type. */
export const emailLogStatusEnum = pgEnum('email_log_status', ['processed', 'failed', 'pending'])
export const emailLogTypeEnum = pgEnum('email_log_type', [
  'webhook_success',
  'webhook_failure',
  'manual_import',
])
/** 001 §3/§4.7. */
export const subscriptionTierEnum = pgEnum('subscription_tier', [
  'free',
  'basic',
  'premium',
  'enterprise',
])
/** A checkout at the payment provider: created → paid | failed | cancelled. */
export const paymentStatusEnum = pgEnum('payment_status', [
  'created',
  'paid',
  'failed',
  'cancelled',
])
/** 000 §3: the one lead magnet there is. */
export const magnetTypeEnum = pgEnum('magnet_type', ['amazon_ungated_brands'])
/** DESIGN decision 9: what an inquiries-API submission was. */
export const inquiryKindEnum = pgEnum('inquiry_kind', [
  'contact',
  'brand_inquiry',
  'reseller_application',
])
/** 000 §3: marketplaces options of the contact form. */
export const marketplacesEnum = pgEnum('marketplaces', [
  'amazon',
  'walmart',
  'ebay',
  'amazon_walmart',
  'amazon_ebay',
  'walmart_ebay',
  'all',
  'other',
])
/** Issue 13: an authorization's stored status and who granted it (src/shared/authorizations.ts). */
export const authorizationStatusEnum = pgEnum('authorization_status', AUTHORIZATION_STATUSES)
export const authorizationSourceEnum = pgEnum('authorization_source', AUTHORIZATION_SOURCES)
/** Issue 14: brand protection (src/shared/protection.ts, src/shared/listings.ts). */
export const verdictEnum = pgEnum('listing_verdict', VERDICTS)
export const findingKindEnum = pgEnum('finding_kind', FINDING_KINDS)
export const findingStatusEnum = pgEnum('finding_status', FINDING_STATUSES)
export const enforcementStepEnum = pgEnum('enforcement_step', ENFORCEMENT_STEPS)
export const enforcementEventEnum = pgEnum('enforcement_event', ENFORCEMENT_EVENTS)
export const disputeStatusEnum = pgEnum('dispute_status', DISPUTE_STATUSES)
export const investigationStatusEnum = pgEnum('investigation_status', INVESTIGATION_STATUSES)
export const listingImportStatusEnum = pgEnum('listing_import_status', LISTING_IMPORT_STATUSES)
export const listingSourceEnum = pgEnum('listing_source', LISTING_SOURCES)
export const productMatchMethodEnum = pgEnum('product_match_method', PRODUCT_MATCH_METHODS)
export const sellerMatchMethodEnum = pgEnum('seller_match_method', SELLER_MATCH_METHODS)
export const toleranceKindEnum = pgEnum('tolerance_kind', TOLERANCE_KINDS)
