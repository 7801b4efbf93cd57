/**
 * Issue 15: the reseller's Notifications tab. Email Notifications is the master switch (order
 * and new-message mails); Order Updates decides whether the brand's steps on
 * its orders (accepted, declined, shipped with tracking...) are e-mailed; the server's order
 * mails read the saved switch, and the order page shows every step whatever it says.
 */
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import {
  RESELLER_NOTIFICATION_TEXTS as T,
  RESELLER_SETTINGS_TOASTS,
} from '#shared/reseller-settings-texts.ts'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { SettingSwitch } from '../../components/ui/setting-switch.tsx'
import { useResellerNotifications, useSaveResellerNotifications } from './api.ts'

export function ResellerNotificationSettings() {
  const query = useResellerNotifications()
  if (query.isPending) return <Skeleton className="h-40 w-full" />
  if (query.isError) {
    return (
      <RetryAlert title={T.loadFailed} retryLabel={T.retry} onRetry={() => void query.refetch()} />
    )
  }
  return <NotificationSwitches saved={query.data} />
}

type Switches = { emailNotifications: boolean; orderUpdates: boolean }

function NotificationSwitches({ saved }: { saved: Switches }) {
  const save = useSaveResellerNotifications()
  const [values, setValues] = useState(saved)
  useEffect(() => setValues(saved), [saved])
  const unchanged =
    values.emailNotifications === saved.emailNotifications &&
    values.orderUpdates === saved.orderUpdates

  async function submit() {
    try {
      await save.mutateAsync(values)
      toast.success(RESELLER_SETTINGS_TOASTS.notificationsSaved)
    } catch (error) {
      toast.error(RESELLER_SETTINGS_TOASTS.notificationsFailed, {
        description: (error as Error).message,
      })
    }
  }

  return (
    <SectionCard title={T.title} description={T.description} contentClassName="grid gap-4">
      <SettingSwitch
        label={T.emailNotifications}
        hint={T.emailNotificationsHint}
        checked={values.emailNotifications}
        onChange={(emailNotifications) => setValues((v) => ({ ...v, emailNotifications }))}
      />
      <SettingSwitch
        label={T.orderUpdates}
        hint={T.orderUpdatesHint}
        checked={values.orderUpdates}
        onChange={(orderUpdates) => setValues((v) => ({ ...v, orderUpdates }))}
      />
      <div>
        <PendingButton onClick={() => void submit()} pending={save.isPending} disabled={unchanged}>
          {T.save}
        </PendingButton>
      </div>
    </SectionCard>
  )
}
