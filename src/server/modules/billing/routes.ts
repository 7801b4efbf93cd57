/** Subscription plans and card checkout of the reseller portal (001 §2.4, §4.7, §7.1; issue 6 item 8). */
import {
  abandonPaymentSchema,
  checkoutSchema,
  sandboxPaymentSchema,
  verifyPaymentSchema,
} from '#shared/schemas/billing.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { abandonPayment, sandboxPayment } from './abandon-payment.ts'
import { cancelSubscription } from './cancel-subscription.ts'
import { createCheckout } from './create-checkout.ts'
import { getResellerSubscription } from './get-subscription.ts'
import { handleRazorpayWebhook } from './handle-webhook.ts'
import { verifyPayment } from './verify-payment.ts'

export const billingRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/reseller/subscription',
    summary:
      "The signed-in reseller's plan: tier, status, period end, and this month's brand applications against the limit",
    tags: ['reseller', 'billing'],
    access: ['reseller'],
    handler: async ({ deps, viewer }) => getResellerSubscription(deps.db, viewer.userId),
  }),
  defineRoute({
    method: 'post',
    path: '/api/reseller/checkout',
    summary:
      'Start a card checkout for Basic or Premium with a billing address: a pending payment and the provider order (order_id, amount, currency, key_id)',
    tags: ['reseller', 'billing'],
    access: ['reseller'],
    body: checkoutSchema,
    responses: {
      400: 'A billing-address field is missing or invalid (001 §5 messages)',
      502: 'The payment provider failed (Checkout Failed with a mapped message)',
      503: 'No payment provider is available',
    },
    handler: async ({ deps, viewer, body }) => createCheckout(deps, viewer, body),
  }),
  defineRoute({
    method: 'post',
    path: '/api/reseller/checkout/verify',
    summary:
      "Verify the checkout's payment (order_id, payment_id, signature) and activate the plan for one month; repeating it changes nothing",
    tags: ['reseller', 'billing'],
    access: ['reseller'],
    body: verifyPaymentSchema,
    responses: {
      400: "'Invalid payment data received. Missing: ...' or a signature that does not match",
      404: "Not one of the caller's orders",
    },
    handler: async ({ deps, viewer, body }) => verifyPayment(deps, viewer, body),
  }),
  defineRoute({
    method: 'post',
    path: '/api/reseller/checkout/abandon',
    summary: 'Record that a checkout was cancelled or failed (an open payment only)',
    tags: ['reseller', 'billing'],
    access: ['reseller'],
    body: abandonPaymentSchema,
    responses: { 404: "Not one of the caller's orders" },
    handler: async ({ deps, viewer, body }) => abandonPayment(deps, viewer, body),
  }),
  defineRoute({
    method: 'post',
    path: '/api/reseller/checkout/sandbox',
    summary:
      "The sandbox provider's checkout page: success answers a signed payment for the verify route, failure marks the payment failed",
    tags: ['reseller', 'billing'],
    access: ['reseller'],
    body: sandboxPaymentSchema,
    responses: {
      404: "Not one of the caller's orders",
      409: 'Not a sandbox order, or already paid',
    },
    handler: async ({ deps, viewer, body }) => sandboxPayment(deps, viewer, body),
  }),
  defineRoute({
    method: 'post',
    path: '/api/reseller/subscription/cancel',
    summary: 'Cancel the paid plan at the end of its period (it stays active until then)',
    tags: ['reseller', 'billing'],
    access: ['reseller'],
    responses: { 409: 'No active paid plan, or already cancelled' },
    handler: async ({ deps, viewer }) => cancelSubscription(deps, viewer.userId),
  }),
  defineRoute({
    method: 'post',
    path: '/api/payments/razorpay/webhook',
    summary:
      "Razorpay's webhook, signed with RAZORPAY_WEBHOOK_SECRET in X-Razorpay-Signature; a replayed event changes nothing",
    tags: ['billing'],
    // No session: Razorpay authenticates with the signature over the raw body.
    access: 'public',
    responses: {
      400: 'Bad signature (nothing is written) or a body that is not JSON',
      503: 'RAZORPAY_WEBHOOK_SECRET is not set: the webhook is off',
    },
    handler: async ({ c, deps }) =>
      handleRazorpayWebhook(deps, await c.req.text(), {
        signature: c.req.header('x-razorpay-signature'),
        eventId: c.req.header('x-razorpay-event-id'),
      }),
  }),
]
