/**
 * Razorpay's checkout.js, loaded from its host only when a checkout is opened with Razorpay
 * (001 §7.5), and the window it opens.
 */
import { RAZORPAY_CHECKOUT_SCRIPT } from '#shared/billing-texts.ts'

export interface RazorpayHandlerResponse {
  razorpay_order_id?: string
  razorpay_payment_id?: string
  razorpay_signature?: string
}

export interface RazorpayOptions {
  key: string
  amount: number
  currency: string
  name: string
  description: string
  order_id: string
  prefill: { name: string; email: string; contact: string }
  handler: (response: RazorpayHandlerResponse) => void
  modal: { ondismiss: () => void }
}

interface RazorpayInstance {
  open(): void
  on(event: 'payment.failed', listener: (r: { error?: { description?: string } }) => void): void
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance
  }
}

let loading: Promise<void> | null = null

export function loadRazorpayScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve()
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = RAZORPAY_CHECKOUT_SCRIPT
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      loading = null
      script.remove()
      reject(new Error('checkout.js did not load'))
    }
    document.head.append(script)
  })
  return loading
}

export function openRazorpay(
  options: RazorpayOptions,
  onFailed: (description: string | undefined) => void,
): void {
  const Razorpay = window.Razorpay
  if (!Razorpay) throw new Error('Razorpay is not loaded')
  const instance = new Razorpay(options)
  instance.on('payment.failed', (r) => onFailed(r.error?.description))
  instance.open()
}
