import { LogOut, Monitor } from 'lucide-react'
import { toast } from 'sonner'
import { BRAND_SETTINGS_TEXTS, LOGIN_HISTORY_MESSAGES as M } from '#shared/brand-settings-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import {
  useRevokeOtherSessions,
  useRevokeSession,
  useSessions,
  type SettingsApiBase,
} from './api.ts'
import { LoadError } from './load-error.tsx'
import { describeUserAgent } from './user-agent.ts'

const T = BRAND_SETTINGS_TEXTS.security

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })

/**
 * Login History: where the account is signed in now, and signing the other devices out; the
 * calls go to the portal's settings path (the brand's by default).
 */
export function LoginHistory({
  apiBase = '/api/brand/settings',
  title = T.loginHistory,
  description = T.loginHistoryDescription,
}: {
  apiBase?: SettingsApiBase
  /** The card's heading (the admin's Settings calls it Sessions). */
  title?: string
  description?: string
}) {
  const query = useSessions(apiBase)
  const revoke = useRevokeSession(apiBase)
  const revokeOthers = useRevokeOtherSessions(apiBase)

  async function run(action: () => Promise<{ revoked: number }>, success: (n: number) => string) {
    try {
      const { revoked } = await action()
      toast.success(success(revoked))
    } catch (error) {
      toast.error(M.revokeFailed, { description: (error as Error).message })
    }
  }

  const others = query.data?.filter((s) => !s.current).length ?? 0
  return (
    <SectionCard title={title} description={description} contentClassName="grid gap-4">
      {query.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ul className="divide-border grid divide-y" aria-label={title}>
            {query.data.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 items-start gap-3">
                  <Monitor aria-hidden="true" className="text-muted-foreground mt-0.5 size-4" />
                  <div className="min-w-0 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {describeUserAgent(s.userAgent)}
                      {s.current ? <Badge tone="success">{T.thisDevice}</Badge> : null}
                    </p>
                    <p className="text-muted-foreground text-xs">
                      {s.ipAddress ?? T.unknownAddress} · {T.signedIn} {when(s.createdAt)} ·{' '}
                      {T.lastActive} {when(s.lastActiveAt)}
                    </p>
                  </div>
                </div>
                {s.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() =>
                      void run(
                        () => revoke.mutateAsync(s.id),
                        () => M.revoked,
                      )
                    }
                    aria-label={`${T.revoke} ${describeUserAgent(s.userAgent)}, ${when(s.lastActiveAt)}`}
                  >
                    {T.revoke}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others === 0 ? (
            <p className="text-muted-foreground text-sm">{T.noOtherSessions}</p>
          ) : (
            <div>
              <PendingButton
                variant="outline"
                pending={revokeOthers.isPending}
                onClick={() => void run(() => revokeOthers.mutateAsync(undefined), M.revokedOthers)}
                icon={<LogOut aria-hidden="true" />}
              >
                {T.revokeOthers}
              </PendingButton>
            </div>
          )}
        </>
      )}
    </SectionCard>
  )
}
