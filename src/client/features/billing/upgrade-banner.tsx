import { Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { BILLING_TEXTS, RESELLER_PLANS_PATH } from '#shared/billing-texts.ts'
import { Button } from '../../components/ui/button.tsx'
import { useResellerSubscription } from './api.ts'

const T = BILLING_TEXTS.banner
const C = BILLING_TEXTS.current

/**
 * 001 §2.4: the upgrade banner a free-tier, unsubscribed reseller sees (on the dashboard and in
 * settings). Nothing while loading, on error, or for a subscriber.
 */
export function UpgradeBanner({ className }: { className?: string }) {
  const query = useResellerSubscription()
  if (!query.data || query.data.subscribed) return null
  return (
    <aside
      aria-label={T.title}
      className={`border-brand/30 bg-brand/5 flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4 ${className ?? ''}`}
    >
      <div className="flex items-start gap-3">
        <Sparkles className="text-brand mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{T.title}</p>
          <p className="text-muted-foreground text-sm">{T.body}</p>
          <p className="text-muted-foreground text-sm">
            {C.usage}:{' '}
            {C.usageOf(
              query.data.usage.usedThisMonth,
              query.data.usage.unlimited ? C.unlimited : String(query.data.usage.limit),
            )}
          </p>
        </div>
      </div>
      <Button asChild size="sm">
        <Link to={RESELLER_PLANS_PATH}>{T.action}</Link>
      </Button>
    </aside>
  )
}
