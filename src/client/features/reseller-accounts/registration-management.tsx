import { ArrowLeft, KeyRound, RefreshCw, UserPlus, WifiOff } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { ADMIN_DETAIL_PATHS } from '#shared/admin-detail-texts.ts'
import { PASSWORD_MIN_LENGTH } from '#shared/constants.ts'
import {
  ACCOUNT_MESSAGES,
  REGISTRATION_TEXTS,
  REGISTRATION_TOASTS,
} from '#shared/reseller-accounts-texts.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { PasswordInput } from '../../components/ui/password-input.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { ApiError } from '../../lib/api.ts'
import {
  useCreateAccount,
  useResetPassword,
  type ResellerApplicationRow,
} from './api/applications.ts'
import { ApplicationPager, ApplicationSearch, useApplicationPages } from './application-pages.tsx'
import { ManualApplicationDialog } from './manual-application-dialog.tsx'
import { OneTimePassword } from './one-time-password.tsx'
import { isNetworkFailure } from './offline-queue.ts'
import { useManualApplications } from './use-manual-applications.ts'

const T = REGISTRATION_TEXTS
const formatDate = (iso: string) => new Date(iso).toLocaleDateString()

function errorMessage(error: unknown, fallback: string) {
  return error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : fallback
}

/**
 * Created once it has an account; otherwise where its application stands. Rejected ones stay
 * rejected (no account, issue 13); Approved without an account is only one approved before
 * approving created the account.
 */
function RegistrationStatus({ application }: { application: ResellerApplicationRow }) {
  if (application.userId !== null) return <Badge tone="success">{T.statusCreated}</Badge>
  if (application.status === 'rejected') return <Badge tone="danger">{T.statusRejected}</Badge>
  if (application.status === 'approved') return <Badge tone="info">{T.statusApproved}</Badge>
  return <Badge tone="warning">{T.statusPending}</Badge>
}

function ApplicationRow({
  application,
  password,
  onPassword,
  onNetworkError,
}: {
  application: ResellerApplicationRow
  password: string | undefined
  onPassword: (id: string, password: string) => void
  onNetworkError: (error: unknown) => boolean
}) {
  const [typed, setTyped] = useState('')
  const [confirmingReset, setConfirmingReset] = useState(false)
  const create = useCreateAccount()
  const reset = useResetPassword()
  const created = application.userId !== null
  // Issue 13: a rejected application never gets an account (the server answers 409 too).
  const rejected = !created && application.status === 'rejected'

  function createAccount() {
    if (typed && typed.length < PASSWORD_MIN_LENGTH) {
      toast.error(REGISTRATION_TOASTS.invalidPasswordTitle, {
        description: ACCOUNT_MESSAGES.passwordTooShort,
      })
      return
    }
    create.mutate(
      { id: application.id, password: typed },
      {
        onSuccess: (answer) => {
          setTyped('')
          onPassword(application.id, answer.temporaryPassword)
          toast.success(REGISTRATION_TOASTS.createSuccess, {
            description: application.email,
          })
        },
        onError: (error) => {
          if (onNetworkError(error)) return
          toast.error(REGISTRATION_TOASTS.createError, {
            description: errorMessage(error, REGISTRATION_TOASTS.createError),
          })
        },
      },
    )
  }

  function resetPassword() {
    reset.mutate(
      { id: application.id },
      {
        onSuccess: (answer) => {
          setConfirmingReset(false)
          onPassword(application.id, answer.temporaryPassword)
          toast.success(REGISTRATION_TOASTS.resetSuccess, {
            description: REGISTRATION_TOASTS.resetSuccessMessage(answer.email ?? application.email),
          })
        },
        onError: (error) => {
          setConfirmingReset(false)
          if (onNetworkError(error)) return
          toast.error(REGISTRATION_TOASTS.resetError, {
            description: errorMessage(error, REGISTRATION_TOASTS.resetErrorFallback),
          })
        },
      },
    )
  }

  return (
    <tr
      className="border-border border-b align-middle last:border-0"
      aria-label={application.companyName}
    >
      <td className="py-3 pr-4 font-medium">
        {/* Issue 16: the name opens the application's detail view. */}
        <Link to={ADMIN_DETAIL_PATHS.application(application.id)} className="hover:underline">
          {application.companyName}
        </Link>
      </td>
      {/* Issue 16: an address is cut with an ellipsis (the tooltip has it), never broken mid-word. */}
      <td className="py-3 pr-4">
        <span className="block max-w-56 truncate" title={application.email}>
          {application.email}
        </span>
      </td>
      <td className="py-3 pr-4 whitespace-nowrap">{formatDate(application.createdAt)}</td>
      <td className="py-3 pr-4">
        <RegistrationStatus application={application} />
      </td>
      <td className="min-w-52 py-3 pr-4">
        {password ? (
          <OneTimePassword email={application.email} password={password} />
        ) : created ? (
          <span className="text-muted-foreground text-xs">••••••••</span>
        ) : rejected ? (
          <span className="text-muted-foreground text-xs">—</span>
        ) : (
          <PasswordInput
            aria-label={T.passwordFor(application.email)}
            placeholder={T.passwordPlaceholder}
            autoComplete="new-password"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        )}
      </td>
      <td className="py-3 pr-4 text-xs whitespace-nowrap">
        {application.passwordSentAt ? (
          <>
            <div>{formatDate(application.passwordSentAt)}</div>
            <div className="text-muted-foreground">{T.resets(application.passwordResetCount)}</div>
          </>
        ) : (
          <span className="text-muted-foreground">{T.never}</span>
        )}
      </td>
      <td className="py-3">
        {created ? (
          <Button
            size="sm"
            variant="outline"
            disabled={reset.isPending}
            onClick={() => setConfirmingReset(true)}
          >
            <KeyRound aria-hidden="true" />
            {T.resetPassword}
            <span className="sr-only"> for {application.email}</span>
          </Button>
        ) : rejected ? (
          <span className="text-muted-foreground text-xs">{T.rejectedNoAccount}</span>
        ) : (
          <Button size="sm" disabled={create.isPending} onClick={createAccount}>
            <UserPlus aria-hidden="true" />
            {T.createAccount}
            <span className="sr-only"> for {application.email}</span>
          </Button>
        )}
        {/* Issue 16: the reset replaces the password and mails the new one; confirmed first. */}
        <Dialog
          open={confirmingReset}
          onOpenChange={(open) => (open ? undefined : setConfirmingReset(false))}
        >
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{T.resetTitle(application.companyName)}</DialogTitle>
              <DialogDescription>{T.resetDescription(application.email)}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setConfirmingReset(false)}>
                {T.cancel}
              </Button>
              <PendingButton
                pending={reset.isPending}
                icon={<KeyRound aria-hidden="true" />}
                onClick={resetPassword}
              >
                {T.confirmReset}
              </PendingButton>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </td>
    </tr>
  )
}

/**
 * Reseller Registration Management (001 §2.2): create accounts from applications with a typed
 * or generated temporary password, reset passwords, add applications sent by e-mail (offline
 * too, 001 §4.2). Issue 16 item 4: the server pages the applications; search and page are in
 * the URL.
 */
export function RegistrationManagement() {
  const [connectionError, setConnectionError] = useState(false)
  const [passwords, setPasswords] = useState<Record<string, string>>({})
  // Issue 16 item 4: every application, a page at a time, searched; page and search in the URL.
  const pages = useApplicationPages('all')
  const { overview } = pages
  const manual = useManualApplications({ onConnectionError: setConnectionError })

  const onNetworkError = useCallback((error: unknown) => {
    if (!isNetworkFailure(error)) return false
    setConnectionError(true)
    toast.error(REGISTRATION_TOASTS.networkTitle, {
      description: REGISTRATION_TOASTS.networkMessage,
    })
    return true
  }, [])

  // 001 §8.1: a failed fetch is told once per failure, with the banner for a network failure.
  const reported = useRef<unknown>(null)
  useEffect(() => {
    if (!overview.error) {
      if (overview.isSuccess) setConnectionError(false)
      return
    }
    if (reported.current === overview.error) return
    reported.current = overview.error
    if (onNetworkError(overview.error)) return
    toast.error(REGISTRATION_TOASTS.fetchError, {
      description: errorMessage(overview.error, REGISTRATION_TOASTS.fetchErrorFallback),
    })
  }, [overview.error, overview.isSuccess, onNetworkError])

  const applications = overview.data?.applications ?? []

  return (
    <div className="space-y-6">
      <div>
        <Button asChild variant="outline">
          <Link to="/admin">
            <ArrowLeft aria-hidden="true" />
            {T.backToAdmin}
          </Link>
        </Button>
      </div>

      {!manual.online ? (
        <Alert className="border-amber-300 bg-amber-50 text-amber-900">
          <AlertTitle className="flex items-center gap-2">
            <WifiOff aria-hidden="true" className="size-4" />
            {T.offlineTitle}
          </AlertTitle>
          <p>{T.offlineBanner}</p>
          {manual.queued > 0 ? <p className="mt-1">{T.queuedCount(manual.queued)}</p> : null}
        </Alert>
      ) : manual.queued > 0 ? (
        <Alert>
          <p>{T.queuedCount(manual.queued)}</p>
        </Alert>
      ) : null}

      {connectionError ? (
        <Alert variant="destructive">
          <AlertTitle>{T.connectionErrorTitle}</AlertTitle>
          <p>{T.connectionErrorBanner}</p>
        </Alert>
      ) : null}

      <Card>
        <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle className="text-lg">{T.cardTitle}</CardTitle>
            <CardDescription>{T.cardDescription}</CardDescription>
            <CardDescription>{T.createApprovesNote}</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={overview.isFetching}
              onClick={() => {
                void overview.refetch()
                void manual.sync()
              }}
            >
              <RefreshCw aria-hidden="true" className={overview.isFetching ? 'animate-spin' : ''} />
              {T.refresh}
            </Button>
            <ManualApplicationDialog onAdd={manual.add} />
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          <ApplicationSearch pages={pages} />
          {overview.isPending ? (
            <div className="space-y-2" aria-busy="true">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : applications.length === 0 ? (
            <div className="py-10 text-center">
              <p className="font-medium">{T.emptyTitle}</p>
              {pages.list.q ? null : (
                <p className="text-muted-foreground mt-1 text-sm">{T.emptyHint}</p>
              )}
            </div>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-muted-foreground border-border border-b text-xs uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {T.columns.company}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {T.columns.email}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {T.columns.applicationDate}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {T.columns.status}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {T.columns.password}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {T.columns.lastSent}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {T.columns.action}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {applications.map((application) => (
                    <ApplicationRow
                      key={application.id}
                      application={application}
                      password={passwords[application.id]}
                      onPassword={(id, password) =>
                        setPasswords((current) => ({ ...current, [id]: password }))
                      }
                      onNetworkError={onNetworkError}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ApplicationPager pages={pages} />
          <p className="text-muted-foreground border-border mt-6 border-t pt-4 text-sm">{T.note}</p>
        </CardContent>
      </Card>
    </div>
  )
}
