/** Subscription plans and checkout (001 §2.4, §4.7, §7.1): the calls and their query options. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PaidTier, SubscriptionTier } from '#shared/billing-texts.ts'
import type { BillingAddress } from '#shared/schemas/billing.ts'
import { api } from '../../lib/api.ts'

export interface ResellerSubscription {
  tier: SubscriptionTier
  subscribed: boolean
  status: 'free' | 'active' | 'cancelling'
  subscriptionEnd: string | null
  cancelAtPeriodEnd: boolean
  usage: { usedThisMonth: number; limit: number; unlimited: boolean }
}

/** 001 §7.1: the checkout's answer, in Razorpay's shape. */
export interface CheckoutSession {
  provider: 'razorpay' | 'sandbox'
  order_id?: string
  amount?: number
  currency: string
  key_id?: string
  tier: PaidTier
  description: string
  user_name: string
  user_email: string
  user_phone: string
}

export interface PaymentResult {
  order_id: string
  payment_id: string
  signature: string
}

const KEY = ['reseller', 'subscription'] as const

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => api<ResellerSubscription>('/api/reseller/subscription', { signal }),
  })

export const useResellerSubscription = () => useQuery(subscriptionQueryOptions())

export const createCheckout = (tier: PaidTier, billingAddress: BillingAddress) =>
  api<CheckoutSession>('/api/reseller/checkout', { body: { tier, billingAddress } })

export const verifyPayment = (result: Partial<PaymentResult>) =>
  api<{ success: boolean; alreadyActive: boolean; tier: PaidTier }>(
    '/api/reseller/checkout/verify',
    { body: result },
  )

export const abandonPayment = (orderId: string, outcome: 'cancelled' | 'failed') =>
  api<{ status: string }>('/api/reseller/checkout/abandon', {
    body: { order_id: orderId, outcome },
  })

/** The sandbox checkout page's choice; success answers what Razorpay's handler would. */
export const sandboxPay = (orderId: string, outcome: 'success' | 'failure') =>
  api<PaymentResult | { error: { code: string; description: string } }>(
    '/api/reseller/checkout/sandbox',
    { body: { order_id: orderId, outcome } },
  )

export function useCancelSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      api<{ cancelAtPeriodEnd: boolean; subscriptionEnd: string }>(
        '/api/reseller/subscription/cancel',
        { body: {} },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}
