import { useQueryClient } from '@tanstack/react-query'
import { ADMIN_SETTINGS_TEXTS as T } from '#shared/admin-settings-texts.ts'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { ADMIN_SCREENS } from '../../../components/layouts/portal-screens.ts'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { AdminProfileForm } from '../../../features/admin-settings/admin-profile-form.tsx'
import { sessionsQueryOptions } from '../../../features/brand-settings/api.ts'
import { ChangePasswordForm } from '../../../features/brand-settings/change-password-form.tsx'
import { LoginHistory } from '../../../features/brand-settings/login-history.tsx'
import { useRefreshSession, useSession } from '../../../features/session/session-api.ts'

const SESSIONS_API = '/api/admin/settings'

/**
 * The admin's own Settings (issue 16 item 8): Profile (/api/profiles/:id), Password
 * (better-auth's change-password, which signs out every other device) and Sessions (the admin's
 * signed-in devices, one or all of the others signed out).
 */
export function Component() {
  const screen = ADMIN_SCREENS.settings
  const session = useSession()
  const refreshSession = useRefreshSession()
  const queryClient = useQueryClient()
  const userId = session.data?.id

  return (
    <>
      <PageHeader title={screen.heading} description={screen.description} />
      <div className="grid max-w-3xl gap-6">
        {userId ? (
          <AdminProfileForm userId={userId} onSaved={() => void refreshSession()} />
        ) : (
          <Skeleton className="h-72 w-full" />
        )}
        <ChangePasswordForm
          title={T.password.title}
          onChanged={() =>
            void queryClient.invalidateQueries({
              queryKey: sessionsQueryOptions(SESSIONS_API).queryKey,
            })
          }
        />
        <LoginHistory
          apiBase={SESSIONS_API}
          title={T.sessions.title}
          description={T.sessions.description}
        />
      </div>
    </>
  )
}
