import { Check, Download, FileCheck, FileX, History, X } from 'lucide-react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { ADMIN_DETAIL_PATHS } from '#shared/admin-detail-texts.ts'
import {
  APPLICATION_STATUS_LABELS,
  REVIEW_TABS,
  REVIEW_TEXTS,
  REJECTION_REASON_MAX_CHARS,
  REVIEW_TOASTS,
} from '#shared/reseller-accounts-texts.ts'
import { resellerDecisionSchema } from '#shared/schemas/accounts.ts'
import { FormField } from '../../components/ui/form-field.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { Alert } from '../../components/ui/alert.tsx'
import { ApiError } from '../../lib/api.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent } from '../../components/ui/card.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { Textarea } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx'
import {
  downloadDocument,
  useDecideApplication,
  useReviewDocument,
  type ResellerApplicationRow,
} from './api/applications.ts'
import {
  ApplicationPager,
  ApplicationSearch,
  useApplicationPages,
  type ApplicationPages,
} from './application-pages.tsx'
import { OneTimePassword } from './one-time-password.tsx'

const PENDING = new Set(['pending', 'pending_approval'])

/** An account that an approval created: its temporary password is shown once (decision 3). */
interface CreatedAccount {
  id: string
  companyName: string
  email: string
  password: string
}
type OnAccountCreated = (account: CreatedAccount) => void

/**
 * A record's audit history under an application (issue 16). The screen's route passes it (the
 * audit-log feature's RecordHistory): features do not import each other.
 */
export type RenderHistory = (application: ResellerApplicationRow) => ReactNode

/** The server's clear 4xx message (e.g. a user with this e-mail exists), else nothing. */
function reasonOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : undefined
}

/**
 * The temporary passwords of the accounts approvals created on this page (issue 13 item 7). It
 * lives above the list: an approved application leaves the Pending list at once.
 */
function CreatedAccounts({
  accounts,
  onDismiss,
}: {
  accounts: CreatedAccount[]
  onDismiss: () => void
}) {
  const titleId = useId()
  if (accounts.length === 0) return null
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <h3 id={titleId} className="font-semibold">
            {REVIEW_TEXTS.createdAccountsTitle}
          </h3>
          <p>{REVIEW_TEXTS.createdAccountsHint}</p>
        </div>
        <Button size="sm" variant="outline" onClick={onDismiss}>
          {REVIEW_TEXTS.dismissCreatedAccounts}
        </Button>
      </div>
      <ul className="divide-y divide-emerald-200">
        {accounts.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 break-all">
              {REVIEW_TEXTS.createdAccountFor(a.companyName, a.email)}
            </span>
            <OneTimePassword email={a.email} password={a.password} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The accounts approvals created on this page, newest first; gone on reload by design. */
function useCreatedAccounts() {
  const [accounts, setAccounts] = useState<CreatedAccount[]>([])
  const add: OnAccountCreated = (account) =>
    setAccounts((current) => [account, ...current.filter((a) => a.id !== account.id)])
  return { accounts, add, clear: () => setAccounts([]) }
}

/** 001 §4.1 badges: approved green, pending amber, rejected destructive, others as they are. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  const tone =
    status === 'approved'
      ? 'success'
      : PENDING.has(status)
        ? 'warning'
        : status === 'rejected'
          ? 'danger'
          : 'default'
  return <Badge tone={tone}>{APPLICATION_STATUS_LABELS[status] ?? status}</Badge>
}

function DocumentBadge({ application }: { application: ResellerApplicationRow }) {
  if (!application.hasDocument) return <Badge>{REVIEW_TEXTS.noDocument}</Badge>
  if (application.documentVerified === true)
    return <Badge tone="success">{REVIEW_TEXTS.documentVerified}</Badge>
  if (application.documentVerified === false)
    return <Badge tone="danger">{REVIEW_TEXTS.documentRejected}</Badge>
  return <Badge tone="info">{REVIEW_TEXTS.documentAwaitingReview}</Badge>
}

function DocumentReviewDialog({
  application,
  verified,
  onClose,
}: {
  application: ResellerApplicationRow
  verified: boolean
  onClose: () => void
}) {
  const notesId = useId()
  const [notes, setNotes] = useState(application.documentNotes ?? '')
  const review = useReviewDocument()

  function submit(event: FormEvent) {
    event.preventDefault()
    review.mutate(
      { id: application.id, verified, notes },
      {
        onSuccess: () => {
          toast.success(
            verified ? REVIEW_TOASTS.documentVerified : REVIEW_TOASTS.documentRejected,
            {
              description: application.companyName,
            },
          )
          onClose()
        },
        onError: () => toast.error(REVIEW_TOASTS.verifyError),
      },
    )
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{REVIEW_TEXTS.reviewDialogTitle(verified)}</DialogTitle>
          <DialogDescription>
            {REVIEW_TEXTS.reviewDialogDescription(application.companyName)}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={notesId}>{REVIEW_TEXTS.notesLabel}</Label>
            <Textarea
              id={notesId}
              maxLength={2000}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {REVIEW_TEXTS.cancel}
            </Button>
            <Button
              type="submit"
              variant={verified ? 'default' : 'destructive'}
              disabled={review.isPending}
            >
              {verified ? REVIEW_TEXTS.verifyDocument : REVIEW_TEXTS.rejectDocument}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/**
 * Issue 16: Approve and Reject act only after this says what happens and who is mailed; a
 * rejection needs its reason, which the applicant reads in the mail. The dialog stays open when
 * the decision fails, with what the server said.
 */
function DecisionDialog({
  application,
  action,
  pending,
  onConfirm,
  onClose,
}: {
  application: ResellerApplicationRow
  action: 'approve' | 'reject'
  pending: boolean
  onConfirm: (reason: string, failed: (message: string) => void) => void
  onClose: () => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const reject = action === 'reject'

  function submit(event: FormEvent) {
    event.preventDefault()
    if (reject) {
      const parsed = resellerDecisionSchema.safeParse({ action, reason })
      const problem = parsed.success ? undefined : parsed.error.issues[0]?.message
      setError(problem)
      if (problem) return
    }
    onConfirm(reason, (message) => setError(message))
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>
              {reject
                ? REVIEW_TEXTS.rejectTitle(application.companyName)
                : REVIEW_TEXTS.approveTitle(application.companyName)}
            </DialogTitle>
            <DialogDescription>
              {reject
                ? REVIEW_TEXTS.rejectDescription(application.email)
                : REVIEW_TEXTS.approveDescription(application.email, application.userId === null)}
            </DialogDescription>
          </DialogHeader>
          {reject ? (
            <FormField
              label={REVIEW_TEXTS.rejectReasonLabel}
              error={error}
              hint={REVIEW_TEXTS.rejectReasonHint}
            >
              <Textarea
                rows={4}
                maxLength={REJECTION_REASON_MAX_CHARS}
                aria-required="true"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                autoFocus
              />
            </FormField>
          ) : error ? (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {REVIEW_TEXTS.cancel}
            </Button>
            <PendingButton
              type="submit"
              variant={reject ? 'destructive' : 'default'}
              pending={pending}
              icon={reject ? <X aria-hidden="true" /> : <Check aria-hidden="true" />}
            >
              {reject ? REVIEW_TEXTS.confirmReject : REVIEW_TEXTS.confirmApprove}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

function ApplicationItem({
  application,
  onAccountCreated,
  renderHistory,
}: {
  application: ResellerApplicationRow
  onAccountCreated: OnAccountCreated
  renderHistory?: RenderHistory | undefined
}) {
  const decide = useDecideApplication()
  const [reviewing, setReviewing] = useState<boolean | null>(null)
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null)
  const [showHistory, setShowHistory] = useState(false)
  const [downloading, setDownloading] = useState(false)
  const historyId = useId()
  const pending = PENDING.has(application.status)

  function act(action: 'approve' | 'reject', reason: string, failed: (message: string) => void) {
    // The promise, not mutate's callbacks: a decided application leaves the Pending list (this
    // item unmounts) before mutate's own callbacks would run, and they never would.
    const decision =
      action === 'reject' ? { action, reason } : ({ action } as { action: 'approve' })
    decide.mutateAsync({ id: application.id, ...decision }).then(
      (answer) => {
        setDeciding(null)
        if (answer.temporaryPassword) {
          onAccountCreated({
            id: application.id,
            companyName: application.companyName,
            email: application.email,
            password: answer.temporaryPassword,
          })
        }
        toast.success(action === 'approve' ? REVIEW_TOASTS.approved : REVIEW_TOASTS.rejected, {
          description: answer.temporaryPassword
            ? REVIEW_TOASTS.accountCreated(application.email)
            : REVIEW_TOASTS.resellerNotified,
        })
      },
      (error: unknown) => {
        const message = reasonOf(error)
        failed(
          message ??
            (action === 'approve' ? REVIEW_TOASTS.approveError : REVIEW_TOASTS.rejectError),
        )
        toast.error(action === 'approve' ? REVIEW_TOASTS.approveError : REVIEW_TOASTS.rejectError, {
          description: message,
        })
      },
    )
  }

  async function download() {
    setDownloading(true)
    try {
      await downloadDocument(application)
    } catch {
      toast.error(REVIEW_TOASTS.downloadErrorTitle, {
        description: REVIEW_TOASTS.downloadErrorMessage,
      })
    } finally {
      setDownloading(false)
    }
  }

  return (
    <li
      aria-label={application.companyName}
      className="flex flex-col gap-3 py-4 lg:flex-row lg:flex-wrap lg:items-center lg:justify-between"
    >
      <div className="min-w-0 space-y-1 lg:min-w-64 lg:flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-medium">
            {/* Issue 16: the name opens the application's detail view. */}
            <Link to={ADMIN_DETAIL_PATHS.application(application.id)} className="hover:underline">
              {application.companyName}
            </Link>
          </h3>
          <ApplicationStatusBadge status={application.status} />
          <DocumentBadge application={application} />
        </div>
        <p className="text-muted-foreground text-sm break-all">{application.email}</p>
        <p className="text-muted-foreground text-xs">
          Applied {new Date(application.createdAt).toLocaleDateString()}
          {application.phone ? ` · ${application.phone}` : ''}
        </p>
        {application.documentNotes ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Notes: </span>
            {application.documentNotes}
          </p>
        ) : null}
        {application.status === 'rejected' && application.rejectionReason ? (
          <p className="text-sm">
            <span className="text-muted-foreground">{REVIEW_TEXTS.rejectionReason}</span>
            {application.rejectionReason}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {application.hasDocument ? (
          <>
            <Button size="sm" variant="outline" disabled={downloading} onClick={download}>
              <Download aria-hidden="true" />
              {REVIEW_TEXTS.downloadDocument}
              <span className="sr-only"> of {application.companyName}</span>
            </Button>
            <Button size="sm" variant="outline" onClick={() => setReviewing(true)}>
              <FileCheck aria-hidden="true" />
              {REVIEW_TEXTS.verifyDocument}
              <span className="sr-only"> of {application.companyName}</span>
            </Button>
            <Button size="sm" variant="outline" onClick={() => setReviewing(false)}>
              <FileX aria-hidden="true" />
              {REVIEW_TEXTS.rejectDocument}
              <span className="sr-only"> of {application.companyName}</span>
            </Button>
          </>
        ) : null}
        {renderHistory ? (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={showHistory}
            aria-controls={showHistory ? historyId : undefined}
            onClick={() => setShowHistory((shown) => !shown)}
          >
            <History aria-hidden="true" />
            {showHistory ? REVIEW_TEXTS.hideHistory : REVIEW_TEXTS.showHistory}
            <span className="sr-only"> of {application.companyName}</span>
          </Button>
        ) : null}
        {pending ? (
          <>
            <Button size="sm" disabled={decide.isPending} onClick={() => setDeciding('approve')}>
              <Check aria-hidden="true" />
              {REVIEW_TEXTS.approve}
              <span className="sr-only"> {application.companyName}</span>
            </Button>
            <Button
              size="sm"
              variant="destructive"
              disabled={decide.isPending}
              onClick={() => setDeciding('reject')}
            >
              <X aria-hidden="true" />
              {REVIEW_TEXTS.reject}
              <span className="sr-only"> {application.companyName}</span>
            </Button>
          </>
        ) : null}
      </div>
      {showHistory && renderHistory ? (
        <div id={historyId} className="w-full min-w-0 lg:basis-full">
          {renderHistory(application)}
        </div>
      ) : null}
      {reviewing !== null ? (
        <DocumentReviewDialog
          application={application}
          verified={reviewing}
          onClose={() => setReviewing(null)}
        />
      ) : null}
      {deciding ? (
        <DecisionDialog
          application={application}
          action={deciding}
          pending={decide.isPending}
          onConfirm={(reason, failed) => act(deciding, reason, failed)}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </li>
  )
}

function ApplicationList({
  pages,
  empty,
  onAccountCreated,
  renderHistory,
}: {
  pages: ApplicationPages
  empty: string
  onAccountCreated: OnAccountCreated
  renderHistory?: RenderHistory | undefined
}) {
  const { overview } = pages
  if (overview.isPending) {
    return (
      <div className="space-y-3 py-4" aria-busy="true">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    )
  }
  if (overview.isError) {
    return (
      <Alert variant="destructive" className="my-4">
        {REVIEW_TOASTS.fetchError}
      </Alert>
    )
  }
  const { applications } = overview.data
  if (applications.length === 0) {
    return <p className="text-muted-foreground py-10 text-center text-sm">{empty}</p>
  }
  return (
    <>
      <ul className="divide-border divide-y" aria-busy={overview.isFetching}>
        {applications.map((a) => (
          <ApplicationItem
            key={a.id}
            application={a}
            onAccountCreated={onAccountCreated}
            renderHistory={renderHistory}
          />
        ))}
      </ul>
      <ApplicationPager pages={pages} />
    </>
  )
}

/**
 * Reseller Application Management (001 §2.2): tabs with counts, search, review actions. Issue
 * 16 item 4: the server pages the tab; the tab, the search, the page and its size are in the URL.
 */
export function ApplicationReview({ renderHistory }: { renderHistory?: RenderHistory } = {}) {
  const pages = useApplicationPages()
  const { tab, list } = pages
  // The counts of every tab come with the current tab's page.
  const counts = pages.overview.data?.counts
  const created = useCreatedAccounts()
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <CreatedAccounts accounts={created.accounts} onDismiss={created.clear} />
        <ApplicationSearch pages={pages} />
        <Tabs value={tab} onValueChange={(v) => list.setFilter('tab', v)}>
          <TabsList className="h-auto flex-wrap">
            {REVIEW_TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label} ({counts ? counts[t.value] : '…'})
              </TabsTrigger>
            ))}
          </TabsList>
          {REVIEW_TABS.map((t) => (
            <TabsContent key={t.value} value={t.value}>
              {t.value === tab ? (
                <ApplicationList
                  pages={pages}
                  empty={REVIEW_TEXTS.empty}
                  onAccountCreated={created.add}
                  renderHistory={renderHistory}
                />
              ) : null}
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  )
}

/** The reseller approval queue (/admin/dashboard/reseller-approvals): pending applications. */
export function ApprovalQueue({ renderHistory }: { renderHistory?: RenderHistory } = {}) {
  const pages = useApplicationPages('pending')
  const created = useCreatedAccounts()
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <CreatedAccounts accounts={created.accounts} onDismiss={created.clear} />
        <p className="text-muted-foreground text-sm">{REVIEW_TEXTS.approveCreatesAccount}</p>
        <ApplicationSearch pages={pages} />
        <ApplicationList
          pages={pages}
          empty={REVIEW_TEXTS.approvalsEmpty}
          onAccountCreated={created.add}
          renderHistory={renderHistory}
        />
      </CardContent>
    </Card>
  )
}
