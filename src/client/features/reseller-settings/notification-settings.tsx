/**
 * Issue 15: the reseller's Notifications tab. Order Updates decides whether the brand's steps on
 * its orders (accepted, declined, shipped with tracking...) are e-mailed; the server's order
 * mails read the saved switch, and the order page shows every step whatever it says.
 */
import { useEffect, useId, useState } from 'react'
import { toast } from 'sonner'
import {
  RESELLER_NOTIFICATION_TEXTS as T,
  RESELLER_SETTINGS_TOASTS,
} from '#shared/reseller-settings-texts.ts'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { Switch } from '../../components/ui/switch.tsx'
import { useResellerNotifications, useSaveResellerNotifications } from './api.ts'

export function ResellerNotificationSettings() {
  const query = useResellerNotifications()
  if (query.isPending) return <Skeleton className="h-40 w-full" />
  if (query.isError) {
    return (
      <RetryAlert title={T.loadFailed} retryLabel={T.retry} onRetry={() => void query.refetch()} />
    )
  }
  return <OrderUpdatesSwitch saved={query.data.orderUpdates} />
}

function OrderUpdatesSwitch({ saved }: { saved: boolean }) {
  const save = useSaveResellerNotifications()
  const id = useId()
  const [orderUpdates, setOrderUpdates] = useState(saved)
  useEffect(() => setOrderUpdates(saved), [saved])

  async function submit() {
    try {
      await save.mutateAsync({ orderUpdates })
      toast.success(RESELLER_SETTINGS_TOASTS.notificationsSaved)
    } catch (error) {
      toast.error(RESELLER_SETTINGS_TOASTS.notificationsFailed, {
        description: (error as Error).message,
      })
    }
  }

  return (
    <SectionCard title={T.title} description={T.description} contentClassName="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <div>
          <label htmlFor={id} className="text-sm font-medium">
            {T.orderUpdates}
          </label>
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            {T.orderUpdatesHint}
          </p>
        </div>
        <Switch
          id={id}
          aria-describedby={`${id}-hint`}
          checked={orderUpdates}
          onCheckedChange={setOrderUpdates}
        />
      </div>
      <div>
        <PendingButton
          onClick={() => void submit()}
          pending={save.isPending}
          disabled={orderUpdates === saved}
        >
          {T.save}
        </PendingButton>
      </div>
    </SectionCard>
  )
}
