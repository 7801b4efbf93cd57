/**
 * The payment-provider interface (DESIGN: payments): create an order, verify the payment the
 * checkout reports, verify a webhook. Razorpay when its keys are set, the local sandbox otherwise.
 */
import { RAZORPAY_ORIGINS } from '#shared/billing-texts.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { createRazorpayProvider } from './razorpay.ts'
import { createSandboxProvider } from './sandbox.ts'

export type ProviderName = 'razorpay' | 'sandbox'

export interface CreateOrderInput {
  amountCents: number
  currency: string
  /** Our own reference (at most 40 characters at Razorpay). */
  receipt: string
  notes: Record<string, string>
}

export interface CreatedOrder {
  orderId: string
  amountCents: number
  currency: string
}

export interface PaymentProvider {
  readonly name: ProviderName
  /** The public key the checkout opens with (Razorpay's key_id). */
  readonly keyId: string
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>
  /** The checkout's answer: signature over `${orderId}|${paymentId}`. */
  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean
  /** A webhook delivery: signature over the raw body. */
  verifyWebhook(rawBody: string, signature: string | undefined): boolean
}

/** Thrown by a provider when it cannot create an order (mapped to 001 §8.3's messages). */
export class PaymentServiceError extends Error {
  constructor(
    readonly kind: 'connection' | 'service' | 'response',
    message: string,
  ) {
    super(message)
    this.name = 'PaymentServiceError'
  }
}

const overrides = new WeakMap<AppDeps, Partial<Record<ProviderName, PaymentProvider>>>()

/** Tests replace a provider (a Razorpay adapter pointed at a loopback fake, for instance). */
export function setPaymentProvider(deps: AppDeps, provider: PaymentProvider): void {
  overrides.set(deps, { ...overrides.get(deps), [provider.name]: provider })
}

export function razorpayConfigured(env: AppDeps['env']): boolean {
  return Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET)
}

/**
 * The sandbox takes no money (a reseller would get a paid plan for nothing), so it is only there
 * when no card provider is configured, and only in demo mode: never by default on a real
 * database, whatever NODE_ENV says.
 */
export function sandboxAllowed(env: AppDeps['env']): boolean {
  return !razorpayConfigured(env) && env.demoMode
}

/** A provider by the name stored on a payment row; null when it is not available here. */
export function providerNamed(deps: AppDeps, name: string): PaymentProvider | null {
  const override = overrides.get(deps)?.[name as ProviderName]
  if (override) return override
  const { env } = deps
  if (name === 'razorpay' && razorpayConfigured(env)) {
    return createRazorpayProvider({
      keyId: env.RAZORPAY_KEY_ID!,
      keySecret: env.RAZORPAY_KEY_SECRET!,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
    })
  }
  if (name === 'sandbox' && sandboxAllowed(env)) return createSandboxProvider(deps.signingSecret)
  return null
}

/** The provider new checkouts go to. */
export function activeProvider(deps: AppDeps): PaymentProvider | null {
  const override = overrides.get(deps)
  if (override?.razorpay) return override.razorpay
  return razorpayConfigured(deps.env)
    ? providerNamed(deps, 'razorpay')
    : providerNamed(deps, 'sandbox')
}

/** CSP sources the page needs for Razorpay's checkout.js, only when Razorpay is configured. */
export function paymentCspSources(env: AppDeps['env']): {
  script: string[]
  frame: string[]
  connect: string[]
} {
  if (!razorpayConfigured(env)) return { script: [], frame: [], connect: [] }
  return {
    script: [...RAZORPAY_ORIGINS.script],
    frame: [...RAZORPAY_ORIGINS.frame],
    connect: [...RAZORPAY_ORIGINS.connect],
  }
}
