/**
 * Inputs of the subscription plans (001 §3 billing address, §5 rules, §7.1 checkout): one schema
 * per input, used by the server's validator and the billing-address form's resolver.
 */
import { z } from 'zod'
import {
  BILLING_ADDRESS_MESSAGES as M,
  BILLING_COUNTRIES,
  DEFAULT_BILLING_COUNTRY,
  PAID_TIERS,
} from '../billing-texts.ts'
import { EMAIL_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from '../constants.ts'
import { text } from './common.ts'

/** 001 §5: every field is required after trimming. */
const required = (message: string) =>
  text(SHORT_TEXT_MAX_LENGTH, message)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, message))

/** 001 §5: "a simple pattern". */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const billingAddressSchema = z.object({
  firstName: required(M.firstName),
  lastName: required(M.lastName),
  email: text(EMAIL_MAX_LENGTH, M.email)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, M.email).regex(SIMPLE_EMAIL, M.emailInvalid)),
  phone: required(M.phone),
  address: required(M.address),
  city: required(M.city),
  state: required(M.state),
  zipCode: required(M.zipCode),
  // 001 §5: country defaults to IN.
  country: z
    .enum(BILLING_COUNTRIES, { error: M.country })
    .optional()
    .transform((v) => v ?? DEFAULT_BILLING_COUNTRY),
})
export type BillingAddressInput = z.input<typeof billingAddressSchema>
export type BillingAddress = z.output<typeof billingAddressSchema>

export const checkoutSchema = z.object({
  tier: z.enum(PAID_TIERS),
  billingAddress: billingAddressSchema,
})
export type CheckoutInput = z.input<typeof checkoutSchema>

const providerId = text(200)

/**
 * The payment handler's answer (Razorpay's razorpay_order_id, razorpay_payment_id and
 * razorpay_signature). Every field is optional here so that the route can name what is missing
 * in the spec's words (001 §5: 'Invalid payment data received. Missing: ...').
 */
export const verifyPaymentSchema = z.object({
  order_id: providerId.optional(),
  payment_id: providerId.optional(),
  signature: providerId.optional(),
})
export type VerifyPaymentInput = z.input<typeof verifyPaymentSchema>

/** The checkout window closed without a payment (cancelled) or the provider reported a failure. */
export const abandonPaymentSchema = z.object({
  order_id: providerId.min(1),
  outcome: z.enum(['cancelled', 'failed']),
})

/** The sandbox provider's checkout page: the outcome the user chose. */
export const sandboxPaymentSchema = z.object({
  order_id: providerId.min(1),
  outcome: z.enum(['success', 'failure']),
})
