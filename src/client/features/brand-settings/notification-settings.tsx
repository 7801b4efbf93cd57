import { useEffect, useId, useState } from 'react'
import { toast } from 'sonner'
import {
  BRAND_SETTINGS_TEXTS,
  BRAND_SETTINGS_TOASTS,
  NOTIFICATION_PREFERENCE_KEYS,
  type NotificationPreferences,
} from '#shared/brand-settings-texts.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { Input } from '../../components/ui/input.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { SettingSwitch } from '../../components/ui/setting-switch.tsx'
import { useNotificationPreferences, useSaveNotificationPreferences } from './api.ts'
import { LoadError } from './load-error.tsx'

const T = BRAND_SETTINGS_TEXTS.notifications

/**
 * 001 §3 notification preferences, saved on the server (DESIGN decision 8, where the spec only
 * simulated the save). The mails a brand receives check them (brandWantsMail).
 */
export function NotificationSettings() {
  const query = useNotificationPreferences()
  if (query.isPending) return <Skeleton className="h-80 w-full" />
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />
  return (
    <NotificationSwitches
      saved={query.data.preferences}
      savedThreshold={query.data.lowStockThreshold}
    />
  )
}

function NotificationSwitches({
  saved,
  savedThreshold,
}: {
  saved: NotificationPreferences
  savedThreshold: number
}) {
  const save = useSaveNotificationPreferences()
  const thresholdId = useId()
  const [values, setValues] = useState(saved)
  const [threshold, setThreshold] = useState(String(savedThreshold))
  useEffect(() => setValues(saved), [saved])
  useEffect(() => setThreshold(String(savedThreshold)), [savedThreshold])
  const thresholdValid = /^\d{1,9}$/.test(threshold.trim())
  const changed =
    NOTIFICATION_PREFERENCE_KEYS.some((key) => values[key] !== saved[key]) ||
    threshold.trim() !== String(savedThreshold)

  async function submit() {
    try {
      await save.mutateAsync({ preferences: values, lowStockThreshold: Number(threshold.trim()) })
      toast.success(BRAND_SETTINGS_TOASTS.notificationsSaved)
    } catch (error) {
      toast.error(BRAND_SETTINGS_TOASTS.notificationsFailed, {
        description: (error as Error).message,
      })
    }
  }

  return (
    <SectionCard title={T.title} description={T.description} contentClassName="grid gap-4">
      <ul className="divide-border grid divide-y">
        {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
          <li key={key}>
            <SettingSwitch
              className="py-3"
              label={T.labels[key]}
              hint={T.hints[key]}
              checked={values[key]}
              onChange={(checked) => setValues((v) => ({ ...v, [key]: checked }))}
            />
          </li>
        ))}
      </ul>
      <div className="grid max-w-xs gap-1">
        <label htmlFor={thresholdId} className="text-sm font-medium">
          {T.lowStockThreshold}
        </label>
        <Input
          id={thresholdId}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={threshold}
          aria-invalid={!thresholdValid}
          aria-describedby={`${thresholdId}-hint`}
          onChange={(e) => setThreshold(e.target.value)}
        />
        <p id={`${thresholdId}-hint`} className="text-muted-foreground text-xs">
          {thresholdValid ? T.lowStockThresholdHint : T.lowStockThresholdInvalid}
        </p>
      </div>
      {!values.emailNotifications ? (
        <Alert role="status" className="text-sm">
          {T.masterOff}
        </Alert>
      ) : null}
      <div>
        <PendingButton
          onClick={() => void submit()}
          pending={save.isPending}
          disabled={!changed || !thresholdValid}
        >
          {T.save}
        </PendingButton>
      </div>
    </SectionCard>
  )
}
