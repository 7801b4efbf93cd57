/**
 * The checkout (001 §4.7, §8.3): create the order, check the answer, open the provider's window
 * (Razorpay's checkout.js, or the sandbox page), verify the payment on the server, then a toast
 * and a reload after 2 seconds. Every failure gets the spec's message.
 */
import { useState } from 'react'
import { toast } from 'sonner'
import {
  BILLING_TEXTS,
  PAYMENT_BLOCKED_FOLLOW_UP_MS,
  PAYMENT_SUCCESS_RELOAD_MS,
  invalidPaymentData,
  type PaidTier,
} from '#shared/billing-texts.ts'
import { PRODUCT_NAME } from '#shared/product.ts'
import type { BillingAddress } from '#shared/schemas/billing.ts'
import { ApiError } from '../../lib/api.ts'
import {
  abandonPayment,
  createCheckout,
  sandboxPay,
  verifyPayment,
  type CheckoutSession,
  type PaymentResult,
} from './api.ts'
import { loadRazorpayScript, openRazorpay } from './razorpay-checkout.ts'

const T = BILLING_TEXTS.toasts

/** 001 §8.3: 'Checkout Failed' with a mapped message. */
function checkoutFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return T.serviceError
  if (error.isNetworkError) return T.connectError
  if (error.status === 401) return T.noSession
  if (error.status === 403) return T.loginRequired
  // The server's own message: a billing-address rule (001 §5) or the mapped provider failure.
  if (error.status === 400 || error.status === 502) return error.message
  return T.serviceError
}

/** 001 §5: the answer must carry order_id, amount and key_id. */
function missingFields(session: CheckoutSession): string[] {
  const missing: string[] = []
  if (!session.order_id) missing.push('order_id')
  if (typeof session.amount !== 'number') missing.push('amount')
  if (!session.key_id) missing.push('key_id')
  return missing
}

export type SandboxSession = CheckoutSession & { order_id: string; amount: number }

export function useCheckout() {
  const [pending, setPending] = useState(false)
  const [sandbox, setSandbox] = useState<SandboxSession | null>(null)

  async function complete(result: Partial<PaymentResult>, tier: PaidTier) {
    try {
      await verifyPayment(result)
      toast.success(T.successTitle, { description: T.successBody(BILLING_TEXTS.tiers[tier]) })
      // 001 §4.7: the page reloads after 2 seconds.
      window.setTimeout(() => window.location.reload(), PAYMENT_SUCCESS_RELOAD_MS)
    } catch (error) {
      toast.error(T.verifyFailed, { description: (error as Error).message })
      setPending(false)
    }
  }

  function cancelled(orderId: string) {
    setPending(false)
    toast(T.cancelledTitle, { description: T.cancelledBody })
    void abandonPayment(orderId, 'cancelled').catch(() => undefined)
  }

  function failed(orderId: string, description: string | undefined) {
    setPending(false)
    toast.error(T.failedTitle, { description: description ?? T.serviceError })
    void abandonPayment(orderId, 'failed').catch(() => undefined)
  }

  async function start(tier: PaidTier, address: BillingAddress) {
    setPending(true)
    let session: CheckoutSession
    try {
      session = await createCheckout(tier, address)
    } catch (error) {
      setPending(false)
      toast.error(T.checkoutFailed, { description: checkoutFailureMessage(error) })
      return
    }
    const missing = missingFields(session)
    if (missing.length > 0) {
      setPending(false)
      toast.error(T.checkoutFailed, { description: invalidPaymentData(missing) })
      return
    }
    const order = session as SandboxSession & { key_id: string }
    if (order.provider === 'sandbox') {
      setSandbox(order)
      return
    }
    try {
      await loadRazorpayScript()
    } catch {
      setPending(false)
      toast.error(T.checkoutFailed, { description: T.scriptFailed })
      return
    }
    try {
      openRazorpay(
        {
          key: order.key_id,
          amount: order.amount,
          currency: order.currency,
          name: PRODUCT_NAME,
          description: order.description,
          order_id: order.order_id,
          prefill: { name: order.user_name, email: order.user_email, contact: order.user_phone },
          handler: (r) =>
            void complete(
              {
                order_id: r.razorpay_order_id,
                payment_id: r.razorpay_payment_id,
                signature: r.razorpay_signature,
              },
              order.tier,
            ),
          modal: { ondismiss: () => cancelled(order.order_id) },
        },
        (description) => failed(order.order_id, description),
      )
    } catch {
      // The window could not open: usually an ad blocker (001 §8.3).
      setPending(false)
      toast.error(T.blockedTitle, { description: T.blockedBody })
      window.setTimeout(() => toast(T.blockedAlternative), PAYMENT_BLOCKED_FOLLOW_UP_MS)
    }
  }

  /** The sandbox page's three buttons. */
  const sandboxActions = {
    async success() {
      if (!sandbox) return
      const order = sandbox
      try {
        const result = await sandboxPay(order.order_id, 'success')
        setSandbox(null)
        if ('error' in result) failed(order.order_id, result.error.description)
        else await complete(result, order.tier)
      } catch (error) {
        setSandbox(null)
        failed(order.order_id, (error as Error).message)
      }
    },
    async failure() {
      if (!sandbox) return
      const order = sandbox
      setSandbox(null)
      try {
        const result = await sandboxPay(order.order_id, 'failure')
        setPending(false)
        toast.error(T.failedTitle, {
          description: 'error' in result ? result.error.description : T.serviceError,
        })
      } catch (error) {
        failed(order.order_id, (error as Error).message)
      }
    },
    cancel() {
      if (!sandbox) return
      const order = sandbox
      setSandbox(null)
      cancelled(order.order_id)
    },
  }

  return { start, pending, sandbox, sandboxActions }
}
