import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BILLING_TEXTS } from '#shared/billing-texts.ts'
import type { BillingAddress } from '#shared/schemas/billing.ts'

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }))
vi.mock('sonner', () => ({ toast }))
const razorpay = vi.hoisted(() => ({ loadRazorpayScript: vi.fn(), openRazorpay: vi.fn() }))
vi.mock('./razorpay-checkout.ts', () => razorpay)

const { useCheckout } = await import('./use-checkout.ts')

const T = BILLING_TEXTS.toasts
const address: BillingAddress = {
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  country: 'IN',
}
const session = {
  provider: 'razorpay',
  order_id: 'order_1',
  amount: 9900,
  currency: 'USD',
  key_id: 'rzp_test_1',
  tier: 'premium',
  description: 'Premium plan, 1 month',
  user_name: 'Priya Shah',
  user_email: 'priya@example.com',
  user_phone: '+91 98765 43210',
}

/** Answers `/api/reseller/checkout` with `checkout`, anything else with {}. */
function stubFetch(checkout: () => Promise<Response>) {
  const fetch = vi.fn((url: string) =>
    url === '/api/reseller/checkout'
      ? checkout()
      : Promise.resolve(new Response('{"status":"cancelled"}', { status: 200 })),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}
const json =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status }))

async function start() {
  const { result } = renderHook(() => useCheckout())
  await act(() => result.current.start('premium', address))
  return result
}

beforeEach(() => {
  vi.clearAllMocks()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('checkout failures get the 001 §8.3 messages', () => {
  it("an answer without order_id, amount or key_id: 'Invalid payment data received. Missing: ...'", async () => {
    stubFetch(json({ ...session, order_id: undefined, key_id: '' }))
    const result = await start()
    expect(toast.error).toHaveBeenCalledWith(T.checkoutFailed, {
      description: 'Invalid payment data received. Missing: order_id, key_id',
    })
    expect(result.current.pending).toBe(false)
    expect(razorpay.loadRazorpayScript).not.toHaveBeenCalled()
  })

  it('no connection, no session and a provider error are mapped', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await start()
    expect(toast.error).toHaveBeenLastCalledWith(T.checkoutFailed, { description: T.connectError })
    stubFetch(json({ code: 'UNAUTHENTICATED', message: 'x' }, 401))
    await start()
    expect(toast.error).toHaveBeenLastCalledWith(T.checkoutFailed, { description: T.noSession })
    stubFetch(json({ code: 'PAYMENT_SERVICE', message: T.invalidResponse }, 502))
    await start()
    expect(toast.error).toHaveBeenLastCalledWith(T.checkoutFailed, {
      description: T.invalidResponse,
    })
    stubFetch(json({ code: 'X', message: 'Server error' }, 500))
    await start()
    expect(toast.error).toHaveBeenLastCalledWith(T.checkoutFailed, { description: T.serviceError })
  })

  it('checkout.js that does not load', async () => {
    stubFetch(json(session))
    razorpay.loadRazorpayScript.mockRejectedValue(new Error('blocked'))
    await start()
    expect(toast.error).toHaveBeenCalledWith(T.checkoutFailed, { description: T.scriptFailed })
    expect(razorpay.openRazorpay).not.toHaveBeenCalled()
  })

  it("a window that cannot open: 'Payment System Blocked', then the alternative contact after 3 s", async () => {
    vi.useFakeTimers()
    stubFetch(json(session))
    razorpay.loadRazorpayScript.mockResolvedValue(undefined)
    razorpay.openRazorpay.mockImplementation(() => {
      throw new Error('popup blocked')
    })
    await start()
    expect(toast.error).toHaveBeenCalledWith(T.blockedTitle, { description: T.blockedBody })
    expect(toast).not.toHaveBeenCalledWith(T.blockedAlternative)
    vi.advanceTimersByTime(3000)
    expect(toast).toHaveBeenCalledWith(T.blockedAlternative)
  })

  it("Razorpay opens with the order; dismissing it is 'Payment Cancelled', a failure shows the provider's description", async () => {
    const fetch = stubFetch(json(session))
    razorpay.loadRazorpayScript.mockResolvedValue(undefined)
    await start()
    const [options, onFailed] = razorpay.openRazorpay.mock.calls[0] as [
      { key: string; order_id: string; amount: number; modal: { ondismiss: () => void } },
      (d: string) => void,
    ]
    expect(options).toMatchObject({ key: 'rzp_test_1', order_id: 'order_1', amount: 9900 })
    act(() => options.modal.ondismiss())
    expect(toast).toHaveBeenCalledWith(T.cancelledTitle, { description: T.cancelledBody })
    act(() => onFailed('Your card was declined'))
    expect(toast.error).toHaveBeenCalledWith(T.failedTitle, {
      description: 'Your card was declined',
    })
    expect(fetch).toHaveBeenCalledWith('/api/reseller/checkout/abandon', expect.anything())
  })

  it('the sandbox opens its own checkout page instead of loading checkout.js', async () => {
    stubFetch(json({ ...session, provider: 'sandbox', key_id: 'sandbox' }))
    const result = await start()
    expect(result.current.sandbox).toMatchObject({ order_id: 'order_1' })
    expect(razorpay.loadRazorpayScript).not.toHaveBeenCalled()
  })
})
