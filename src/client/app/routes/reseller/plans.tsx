import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { RESELLER_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { SubscriptionPlans } from '../../../features/billing/subscription-plans.tsx'
import { useSession } from '../../../features/session/session-api.ts'

/** 001 §2.4 Subscription plans (its path is not shown in 001; ours is in RESELLER_SCREENS). */
export function Component() {
  const screen = RESELLER_SCREENS.plans
  const session = useSession()
  const user = session.data
  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      {user ? <SubscriptionPlans account={{ name: user.fullName, email: user.email }} /> : null}
    </>
  )
}
