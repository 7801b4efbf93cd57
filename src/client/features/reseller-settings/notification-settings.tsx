/**
 * Issue 15: the reseller's Notifications tab. Email Notifications is the master switch (order
 * and new-message mails); Order Updates decides whether the brand's steps on
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
      <SwitchRow
        label={T.emailNotifications}
        hint={T.emailNotificationsHint}
        checked={values.emailNotifications}
        onChange={(emailNotifications) => setValues((v) => ({ ...v, emailNotifications }))}
      />
      <SwitchRow
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

function SwitchRow(props: {
  label: string
  hint: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {props.hint}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={props.checked}
        onCheckedChange={props.onChange}
      />
    </div>
  )
}
