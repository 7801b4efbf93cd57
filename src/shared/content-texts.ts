/**
 * Figures and addresses the public content pages state (about, careers, press, the legal pages).
 * The policy figures are 000 §9's "policy text on the legal pages", written the way the spec
 * writes them, so that the legal pages, the plans page and the tests quote one source.
 */
import { FREE_PLAN_APPLICATION_LIMIT, MONEY_BACK_DAYS } from './constants.ts'

/** 000 §9 policy figures, verbatim. */
export const POLICY_FIGURES = {
  /** Decision 014: the free plan's brand applications a calendar month. */
  freePlanApplicationsPerMonth: FREE_PLAN_APPLICATION_LIMIT,
  /** Decision 014: 001 §9's plans page's 30 days, stated everywhere. */
  moneyBackDays: MONEY_BACK_DAYS,
  refundReview: '1-2 business days',
  refundProcessing: '5-10 business days',
  damageReportWindow: '48 hours',
  processingStandard: '1-3 days',
  processingBulk: '3-5 days',
  processingCustom: '5-10 days',
  freeShippingThreshold: '$500-$1,000',
  supportHours: 'Mon-Fri 9-6 EST',
  supportResponse: 'within 24 hours',
} as const

/** 001 §9: the reseller plans, in USD. Enterprise opens an e-mail to sales instead of a checkout. */
export const PLAN_TIERS = [
  { name: 'Free', price: '$0', period: '' },
  { name: 'Basic', price: '$35', period: 'per month' },
  { name: 'Premium', price: '$99', period: 'per month' },
  { name: 'Enterprise', price: 'Custom', period: 'pricing' },
] as const

/** Addresses the content pages give; the domain is a placeholder until a real one is set. */
export const CONTENT_EMAILS = {
  careers: 'careers@wholesale-marketplace.example',
  press: 'press@wholesale-marketplace.example',
  privacy: 'privacy@wholesale-marketplace.example',
  legal: 'legal@wholesale-marketplace.example',
  billing: 'billing@wholesale-marketplace.example',
  sales: 'sales@wholesale-marketplace.example',
} as const

/** The site's own storage keys beyond constants.ts, named on the cookie policy. */
export const SESSION_COOKIE_NAME = 'better-auth.session_token'
