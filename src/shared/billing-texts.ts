/**
 * Subscription plans and card checkout of the reseller portal (001 §2.4, §4.7, §5, §8.3, §9;
 * DESIGN: payments, decision 6). Texts verbatim from the spec where it has them.
 */
import {
  BASIC_PLAN_APPLICATION_LIMIT,
  CANCELLED_PLAN_APPLICATION_LIMIT,
  FREE_PLAN_APPLICATION_LIMIT,
  PREMIUM_PLAN_APPLICATION_LIMIT,
  UNLIMITED_APPLICATIONS,
} from './constants.ts'
import { CONTENT_EMAILS, POLICY_FIGURES } from './content-texts.ts'

export type SubscriptionTier = 'free' | 'basic' | 'premium' | 'enterprise'
/** The tiers bought through checkout; Enterprise is an e-mail to sales (001 §9). */
export const PAID_TIERS = ['basic', 'premium'] as const
export type PaidTier = (typeof PAID_TIERS)[number]

/** 001 §2.1 does not show this page's path; it sits with the other reseller screens. */
export const RESELLER_PLANS_PATH = '/reseller/dashboard/plans'

/** 001 §9: the plans, priced in USD cents, one month each. */
export const PLAN_PRICES_CENTS: Record<PaidTier, number> = { basic: 3500, premium: 9900 }
export const PLAN_CURRENCY = 'USD'
/** A paid plan runs one month from the payment (001 §4.7 billing cycle). */
export const PLAN_PERIOD_MONTHS = 1
/** Each paid plan's brand applications a calendar month (decision 014). */
export const PAID_PLAN_APPLICATION_LIMITS: Record<PaidTier, number> = {
  basic: BASIC_PLAN_APPLICATION_LIMIT,
  premium: PREMIUM_PLAN_APPLICATION_LIMIT,
}
export { CANCELLED_PLAN_APPLICATION_LIMIT, FREE_PLAN_APPLICATION_LIMIT }
/** Limits at or above this are shown as 'Unlimited' (decision 014). */
export const UNLIMITED_THRESHOLD = UNLIMITED_APPLICATIONS
/** 001 §4.7: the page reloads 2 seconds after a successful payment. */
export const PAYMENT_SUCCESS_RELOAD_MS = 2000
/** 001 §8.3: the alternative-contact message follows 'Payment System Blocked' after 3 seconds. */
export const PAYMENT_BLOCKED_FOLLOW_UP_MS = 3000
/** How often the server looks for ended, cancelled plans to downgrade (001 §4.7). */
export const SUBSCRIPTION_DOWNGRADE_INTERVAL_MS = 10 * 60 * 1000
/** Razorpay's checkout script (001 §7.5: loaded from its host on demand). */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'
/** Origins the page needs only when Razorpay is configured (CSP). */
export const RAZORPAY_ORIGINS = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
} as const

/** 001 §5: billing-address countries; IN is the default. */
export const BILLING_COUNTRIES = ['IN', 'US', 'CA', 'GB', 'AU', 'DE', 'FR', 'SG', 'AE'] as const
export type BillingCountry = (typeof BILLING_COUNTRIES)[number]
export const DEFAULT_BILLING_COUNTRY: BillingCountry = 'IN'
export const BILLING_COUNTRY_NAMES: Record<BillingCountry, string> = {
  IN: 'India',
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  AU: 'Australia',
  DE: 'Germany',
  FR: 'France',
  SG: 'Singapore',
  AE: 'United Arab Emirates',
}

/** 001 §5 billing address messages, verbatim. */
export const BILLING_ADDRESS_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phone: 'Phone is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
  country: 'Country is required',
} as const

/** 001 §5: 'Invalid payment data received. Missing: ...' */
export const invalidPaymentData = (missing: readonly string[]) =>
  `Invalid payment data received. Missing: ${missing.join(', ')}`

export const BILLING_TEXTS = {
  heading: 'Subscription Plans',
  description: 'Choose the plan that fits your wholesale business.',
  loadFailed: 'Failed to load your subscription',
  retry: 'Try Again',
  tiers: { free: 'Free', basic: 'Basic', premium: 'Premium', enterprise: 'Enterprise' },
  plans: {
    basic: {
      name: 'Basic',
      price: '$35',
      period: '/month',
      description: 'For resellers getting started with authorized brands.',
      features: [
        `${BASIC_PLAN_APPLICATION_LIMIT} brand applications a month`,
        'Browse the full brands directory',
        'Apply to brands and follow up',
        'Messages with brands',
      ],
    },
    premium: {
      name: 'Premium',
      price: '$99',
      period: '/month',
      description: 'For growing resellers who work with many brands.',
      features: [
        'Everything in Basic',
        'Unlimited brand applications',
        'Your applications listed first in brands’ applicant queues',
        'Priority support',
      ],
      badge: 'Most Popular',
    },
    enterprise: {
      name: 'Enterprise',
      price: 'Custom',
      period: 'pricing',
      description: 'For distributors with custom terms and volumes.',
      features: ['Everything in Premium', 'Custom terms', 'A dedicated account manager'],
    },
  },
  choosePlan: (name: string) => `Choose ${name}`,
  currentPlan: 'Current Plan',
  contactSales: 'Contact Sales',
  salesEmail: CONTENT_EMAILS.sales,
  salesSubject: 'Enterprise plan enquiry',
  moneyBack: `${POLICY_FIGURES.moneyBackDays}-day money-back guarantee`,
  moneyBackDetail: `Not satisfied? Ask for a refund within ${POLICY_FIGURES.moneyBackDays} days of your first payment.`,
  billing: {
    title: 'Billing Address',
    description: (plan: string, price: string) => `${plan} plan, ${price} per month.`,
    fields: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
      city: 'City',
      state: 'State',
      zipCode: 'ZIP Code',
      country: 'Country',
    },
    back: 'Back',
    submit: 'Continue to Payment',
    submitting: 'Processing...',
  },
  current: {
    title: 'Current Subscription',
    plan: 'Plan',
    status: 'Status',
    active: 'Active',
    cancelsOn: (date: string) => `Cancels on ${date}`,
    renewsOn: 'Current period ends',
    free: 'Free plan',
    usage: 'Brand applications this month',
    unlimited: 'Unlimited',
    usageOf: (used: number, limit: string) => `${used} of ${limit}`,
    cancel: 'Cancel Subscription',
    cancelTitle: 'Cancel your subscription?',
    cancelBody: (date: string) =>
      `Your plan stays active until ${date}. After that your account moves to the free plan with ${CANCELLED_PLAN_APPLICATION_LIMIT} brand applications per month.`,
    keep: 'Keep Subscription',
    confirmCancel: 'Cancel Subscription',
    cancelled: 'Subscription cancelled',
    cancelledBody: (date: string) => `Your plan stays active until ${date}.`,
  },
  banner: {
    title: 'Upgrade your plan',
    body: 'Basic and Premium plans give you more from the marketplace.',
    action: 'View Plans',
  },
  sandbox: {
    title: 'Sandbox checkout',
    description:
      'No card is charged: this local payment provider stands in for the card processor. Choose the outcome of the payment.',
    amount: 'Amount',
    order: 'Order',
    success: 'Pay (Success)',
    failure: 'Fail Payment',
    cancel: 'Cancel',
    failureDescription: 'Payment failed: the sandbox declined the card.',
  },
  toasts: {
    checkoutFailed: 'Checkout Failed',
    serviceError: 'Payment service error...',
    connectError: 'Unable to connect to payment service...',
    scriptFailed: 'Failed to load payment system. Please refresh the page and try again.',
    loginRequired: 'Please log in to continue with payment',
    noSession: 'No valid session found. Please log in again.',
    invalidResponse: 'Invalid response from payment service. Please try again.',
    cancelledTitle: 'Payment Cancelled',
    cancelledBody: 'You can try again anytime.',
    failedTitle: 'Payment Failed',
    blockedTitle: 'Payment System Blocked',
    blockedBody:
      'The payment window was blocked, possibly by an ad blocker. Please allow pop-ups for this site and try again.',
    blockedAlternative: `If the payment window still does not open, e-mail ${CONTENT_EMAILS.billing} and we will help you complete your purchase.`,
    successTitle: 'Payment Successful',
    successBody: (plan: string) => `Your ${plan} plan is now active.`,
    verifyFailed: 'Payment verification failed',
    cancellationFailed: 'Cancellation Failed',
    updateFailed: 'Update Failed',
  },
  errors: {
    signatureInvalid: 'Payment verification failed: the signature does not match.',
    orderNotFound: 'Payment order not found',
    webhookSignature: 'Invalid webhook signature',
    webhookOff: 'The payment webhook is not configured',
    notSubscribed: 'There is no active paid subscription to cancel',
    alreadyCancelled: 'The subscription is already set to end at the end of the period',
    sandboxOnly: 'The sandbox checkout is not available: a card payment provider is configured',
    orderClosed: 'This payment is no longer open',
  },
} as const

const mailDate = (date: Date) =>
  date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
const mailAmount = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100)

/** The receipt and cancellation mails (issue 15: "Receipt and cancellation mails are sent"). */
export const BILLING_MAIL_TEXTS = {
  receiptSubject: (plan: string) => `Your receipt: ${plan} plan`,
  receiptHeading: (plan: string) => `Thank you: your ${plan} plan is active`,
  receiptRows: (input: {
    plan: string
    amountCents: number
    currency: string
    paidAt: Date
    periodEnd: Date
    paymentId: string
    orderId: string
  }) =>
    [
      ['Plan', input.plan],
      ['Amount paid', mailAmount(input.amountCents, input.currency)],
      ['Paid on', mailDate(input.paidAt)],
      ['Current period ends', mailDate(input.periodEnd)],
      ['Payment', input.paymentId],
      ['Order', input.orderId],
    ] as const,
  receiptFooter: `A first payment for a paid plan is covered by our ${POLICY_FIGURES.moneyBackDays}-day money-back guarantee. Questions about this payment: ${CONTENT_EMAILS.billing}.`,
  cancellationSubject: (plan: string) => `Your ${plan} plan is cancelled`,
  cancellationHeading: (plan: string) => `Your ${plan} plan will end`,
  cancellationBody: (plan: string, end: Date) =>
    `You cancelled your ${plan} plan. It stays active until ${mailDate(end)} and will not renew; you will not be charged again. After that your account moves to the free plan with ${FREE_PLAN_APPLICATION_LIMIT} brand applications a month.`,
  cancellationFooter: `Changed your mind? Choose a plan again at any time on the plans page. Questions: ${CONTENT_EMAILS.billing}.`,
} as const
