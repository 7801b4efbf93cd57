import { Link } from 'react-router'
import {
  RESELLER_SETTINGS_CODES,
  RESELLER_SETTINGS_MESSAGES as M,
} from '#shared/reseller-settings-texts.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { ApiError } from '../../lib/api.ts'

/** What the screen shows instead of the settings (001 §2.4, §6), by the reason it cannot. */
export type SettingsBlock = 'authRequired' | 'accessDenied' | 'noProfile'

/** The block an API refusal means, or null for a failure worth retrying. */
export function blockOf(error: unknown): SettingsBlock | null {
  if (!(error instanceof ApiError)) return null
  if (error.status === 401) return 'authRequired'
  if (error.status === 403) return 'accessDenied'
  if (error.code === RESELLER_SETTINGS_CODES.noProfile) return 'noProfile'
  return null
}

export function SettingsBlocked({ reason }: { reason: SettingsBlock }) {
  if (reason === 'noProfile') {
    return (
      <Alert>
        <p>{M.noProfile}</p>
      </Alert>
    )
  }
  const [title, message] =
    reason === 'authRequired'
      ? [M.authRequiredTitle, M.authRequired]
      : [M.accessDeniedTitle, M.accessDenied]
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <p>{message}</p>
      {reason === 'authRequired' ? (
        <Button asChild variant="outline" size="sm" className="mt-2">
          <Link to="/reseller/login">{M.logIn}</Link>
        </Button>
      ) : null}
    </Alert>
  )
}

/** The Profile tab's shape while the record loads. */
export function SettingsSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <Skeleton className="h-10 w-72" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  )
}
