import { BRAND_SETTINGS_TEXTS } from '#shared/brand-settings-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useSubscription } from './api.ts'
import { LoadError } from './load-error.tsx'

const T = BRAND_SETTINGS_TEXTS.subscription

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100)

/** 001 §2.3 Subscription: read-only details of the stored plan (free when there is none). */
export function SubscriptionDetails() {
  const query = useSubscription()
  if (query.isPending) return <Skeleton className="h-64 w-full" />
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />
  const { subscription: s, payments } = query.data
  const status = s.subscribed
    ? s.cancelAtPeriodEnd && s.subscriptionEnd
      ? T.cancelsOn(date(s.subscriptionEnd))
      : T.active
    : T.notSubscribed
  return (
    <SectionCard title={T.title} description={T.description} contentClassName="grid gap-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground text-sm">{T.plan}</dt>
          <dd className="mt-1 text-lg font-semibold">{T.tiers[s.tier]}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">{T.status}</dt>
          <dd className="mt-1">
            <Badge tone={s.subscribed ? 'success' : 'default'}>{status}</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">{T.renewsOn}</dt>
          <dd className="mt-1 text-sm">{s.subscriptionEnd ? date(s.subscriptionEnd) : T.noEnd}</dd>
        </div>
      </dl>
      <section aria-labelledby="brand-payments">
        <h3 id="brand-payments" className="mb-2 text-sm font-semibold">
          {T.payments}
        </h3>
        {payments.length === 0 ? (
          <p className="text-muted-foreground text-sm">{T.noPayments}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-muted-foreground">
                <tr>
                  <th className="py-2 pr-4 font-medium">{T.paymentColumns.date}</th>
                  <th className="py-2 pr-4 font-medium">{T.paymentColumns.plan}</th>
                  <th className="py-2 pr-4 font-medium">{T.paymentColumns.amount}</th>
                  <th className="py-2 font-medium">{T.paymentColumns.status}</th>
                </tr>
              </thead>
              <tbody>
                {payments.map((p) => (
                  <tr key={p.id} className="border-border border-t">
                    <td className="py-2 pr-4">{date(p.createdAt)}</td>
                    <td className="py-2 pr-4">{T.tiers[p.tier]}</td>
                    <td className="py-2 pr-4">{money(p.amountCents, p.currency)}</td>
                    <td className="py-2 capitalize">{p.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </SectionCard>
  )
}
