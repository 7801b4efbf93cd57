import { Check, Mail, ShieldCheck } from 'lucide-react'
import { BILLING_TEXTS, type PaidTier, type SubscriptionTier } from '#shared/billing-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx'
import { cn } from '../../lib/utils.ts'

const T = BILLING_TEXTS
const SALES_MAILTO = `mailto:${T.salesEmail}?subject=${encodeURIComponent(T.salesSubject)}`

function Features({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-2 text-sm">
      {items.map((f) => (
        <li key={f} className="flex gap-2">
          <Check className="text-brand mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {f}
        </li>
      ))}
    </ul>
  )
}

/**
 * 001 §2.4 / §9: Basic $35, Premium $99 (Most Popular), Enterprise at a custom price, which
 * opens an e-mail to sales; the money-back guarantee under them.
 */
export function PlanCards({
  currentTier,
  renewable,
  disabled,
  onChoose,
}: {
  currentTier: SubscriptionTier
  /** The current plan can be bought again (it is set to end); an active one cannot. */
  renewable: boolean
  disabled: boolean
  onChoose: (tier: PaidTier) => void
}) {
  const paid: PaidTier[] = ['basic', 'premium']
  return (
    <section aria-labelledby="plans-heading" className="grid gap-4">
      <h2 id="plans-heading" className="sr-only">
        {T.heading}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {paid.map((tier) => {
          const plan = T.plans[tier]
          const popular = tier === 'premium'
          const current = currentTier === tier
          return (
            <Card
              key={tier}
              role="region"
              aria-label={plan.name}
              className={cn('flex flex-col', popular && 'border-brand ring-brand ring-1')}
            >
              <CardHeader>
                <div className="flex items-center justify-between gap-2">
                  <CardTitle className="text-lg">{plan.name}</CardTitle>
                  {popular ? <Badge tone="info">{T.plans.premium.badge}</Badge> : null}
                </div>
                <p>
                  <span className="text-3xl font-bold">{plan.price}</span>
                  <span className="text-muted-foreground text-sm">{plan.period}</span>
                </p>
                <CardDescription>{plan.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex-1">
                <Features items={plan.features} />
              </CardContent>
              <CardFooter>
                <Button
                  className="w-full"
                  variant={popular ? 'default' : 'outline'}
                  disabled={disabled || (current && !renewable)}
                  onClick={() => onChoose(tier)}
                >
                  {current && !renewable ? T.currentPlan : T.choosePlan(plan.name)}
                </Button>
              </CardFooter>
            </Card>
          )
        })}
        <Card role="region" aria-label={T.plans.enterprise.name} className="flex flex-col">
          <CardHeader>
            <CardTitle className="text-lg">{T.plans.enterprise.name}</CardTitle>
            <p>
              <span className="text-3xl font-bold">{T.plans.enterprise.price}</span>{' '}
              <span className="text-muted-foreground text-sm">{T.plans.enterprise.period}</span>
            </p>
            <CardDescription>{T.plans.enterprise.description}</CardDescription>
          </CardHeader>
          <CardContent className="flex-1">
            <Features items={T.plans.enterprise.features} />
          </CardContent>
          <CardFooter>
            <Button asChild variant="outline" className="w-full">
              <a href={SALES_MAILTO}>
                <Mail aria-hidden="true" />
                {T.contactSales}
              </a>
            </Button>
          </CardFooter>
        </Card>
      </div>
      <p className="text-muted-foreground flex items-center justify-center gap-2 text-sm">
        <ShieldCheck className="size-4 text-emerald-600" aria-hidden="true" />
        <span>
          <strong className="text-foreground">{T.moneyBack}.</strong> {T.moneyBackDetail}
        </span>
      </p>
    </section>
  )
}
