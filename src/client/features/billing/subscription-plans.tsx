import { useState } from 'react'
import { BILLING_TEXTS, type PaidTier } from '#shared/billing-texts.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useResellerSubscription } from './api.ts'
import { BillingAddressForm } from './billing-address-form.tsx'
import { CurrentSubscription } from './current-subscription.tsx'
import { PlanCards } from './plan-cards.tsx'
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog.tsx'
import { useCheckout } from './use-checkout.ts'

/**
 * 001 §2.4 Subscription plans: the current plan, the three plan cards, then the billing-address
 * step and the checkout of the chosen plan.
 */
export function SubscriptionPlans({
  account,
}: {
  /** The signed-in user's name and e-mail, to start the billing address with. */
  account: { name: string | null; email: string }
}) {
  const query = useResellerSubscription()
  const [tier, setTier] = useState<PaidTier | null>(null)
  const checkout = useCheckout()

  if (query.isPending) return <Skeleton className="h-96 w-full" />
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{BILLING_TEXTS.loadFailed}</AlertTitle>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {BILLING_TEXTS.retry}
        </Button>
      </Alert>
    )
  }
  const [firstName = '', ...rest] = (account.name ?? '').trim().split(/\s+/)
  return (
    <div className="grid gap-6">
      <CurrentSubscription subscription={query.data} />
      {tier ? (
        <BillingAddressForm
          tier={tier}
          defaults={{ firstName, lastName: rest.join(' '), email: account.email }}
          pending={checkout.pending}
          onBack={() => setTier(null)}
          onSubmit={(address) => void checkout.start(tier, address)}
        />
      ) : (
        <PlanCards
          currentTier={query.data.subscribed ? query.data.tier : 'free'}
          renewable={query.data.status !== 'active'}
          disabled={checkout.pending}
          onChoose={setTier}
        />
      )}
      <SandboxCheckoutDialog
        session={checkout.sandbox}
        onSuccess={checkout.sandboxActions.success}
        onFailure={checkout.sandboxActions.failure}
        onCancel={checkout.sandboxActions.cancel}
      />
    </div>
  )
}
