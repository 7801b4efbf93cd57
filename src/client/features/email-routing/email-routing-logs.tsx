import { LoaderCircle, Mail, RefreshCw, Upload } from 'lucide-react'
import { useDeferredValue, useId, useState } from 'react'
import { toast } from 'sonner'
import {
  EMAIL_LOG_STATUSES,
  EMAIL_LOG_TYPES,
  EMAIL_LOGS_LIST_HEIGHT_PX,
  EMAIL_ROUTING_TEXTS as T,
  type EmailLogStatus,
} from '#shared/email-routing-texts.ts'
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
import { SearchInput, Textarea } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import {
  useEmailLogs,
  useManualImport,
  type EmailLog,
  type EmailLogFilters,
} from './api/email-logs.ts'

const STATUS_TONE: Record<EmailLogStatus, 'success' | 'danger' | 'warning'> = {
  processed: 'success',
  failed: 'danger',
  pending: 'warning',
}

const selectClass = 'border-border bg-background h-10 rounded-md border px-3 text-sm'

function LogDetails({ log }: { log: EmailLog }) {
  const rows: [string, string | null][] = [
    [T.from, log.senderEmail || null],
    [T.to, log.recipientEmail || null],
    [T.thread, log.threadId],
    [T.received, new Date(log.createdAt).toLocaleString()],
    [T.error, log.errorMessage],
  ]
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
    </dl>
  )
}

function LogItem({ log, onOpen }: { log: EmailLog; onOpen: (log: EmailLog) => void }) {
  return (
    <li className="space-y-2 py-3" aria-label={log.subject || T.noSubject}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium">{log.subject || T.noSubject}</p>
          <p className="text-muted-foreground truncate text-xs">
            {log.senderEmail || '—'} → {log.recipientEmail || '—'} ·{' '}
            {new Date(log.createdAt).toLocaleString()}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1.5">
          <Badge tone={STATUS_TONE[log.status]}>{log.status}</Badge>
          <Badge tone="info">{log.emailType}</Badge>
        </div>
      </div>
      {log.contentPreview ? (
        <p className="text-muted-foreground line-clamp-2 text-sm">{log.contentPreview}</p>
      ) : null}
      {log.errorMessage ? <p className="text-destructive text-sm">{log.errorMessage}</p> : null}
      <Button variant="outline" size="sm" onClick={() => onOpen(log)}>
        <Mail aria-hidden="true" />
        {T.viewFullMessage}
      </Button>
    </li>
  )
}

function ManualImportDialog() {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [raw, setRaw] = useState('')
  const importer = useManualImport()
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        {T.manualImport}
      </Button>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{T.manualImport}</DialogTitle>
          <DialogDescription>{T.manualImportHint}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={id}>Raw e-mail</Label>
          <Textarea
            id={id}
            rows={12}
            className="font-mono text-xs"
            value={raw}
            onChange={(e) => setRaw(e.target.value)}
          />
        </div>
        <DialogFooter>
          <Button
            disabled={!raw.trim() || importer.isPending}
            onClick={() =>
              importer.mutate(raw, {
                onSuccess: (result) => {
                  if (result.status === 'processed') toast.success(T.manualImportDone)
                  else toast.error(T.manualImportFailed, { description: result.error })
                  setRaw('')
                  setOpen(false)
                },
                onError: (error) =>
                  toast.error(T.manualImportFailed, { description: error.message }),
              })
            }
          >
            {importer.isPending ? <LoaderCircle className="animate-spin" /> : null}
            Import
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/**
 * 001 §2.2 Email Routing Logs: search, the status and type filters, Refresh, a 600 px scrollable
 * list (newest first, at most 100) and the 'View Full Message' dialog. Shown in the Admin
 * Dashboard's 'Email Routing Logs' tab.
 */
export function EmailRoutingLogs() {
  const searchId = useId()
  const statusId = useId()
  const typeId = useId()
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<EmailLogFilters['status']>('all')
  const [type, setType] = useState<EmailLogFilters['type']>('all')
  const deferredSearch = useDeferredValue(search.trim())
  const logs = useEmailLogs({ search: deferredSearch, status, type })
  const [opened, setOpened] = useState<EmailLog | null>(null)

  return (
    <Card>
      <CardHeader className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <CardTitle className="text-lg">{T.title}</CardTitle>
            <CardDescription>{T.description}</CardDescription>
          </div>
          <div className="flex gap-2">
            <ManualImportDialog />
            <Button
              variant="outline"
              size="sm"
              onClick={() => void logs.refetch()}
              disabled={logs.isFetching}
            >
              <RefreshCw
                aria-hidden="true"
                className={logs.isFetching ? 'animate-spin' : undefined}
              />
              {T.refresh}
            </Button>
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
          <div className="grid gap-1.5">
            <Label htmlFor={searchId}>{T.searchLabel}</Label>
            <SearchInput
              id={searchId}
              placeholder={T.searchPlaceholder}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={statusId}>{T.statusLabel}</Label>
            <select
              id={statusId}
              className={selectClass}
              value={status}
              onChange={(e) => setStatus(e.target.value as EmailLogFilters['status'])}
            >
              {['all', ...EMAIL_LOG_STATUSES].map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={typeId}>{T.typeLabel}</Label>
            <select
              id={typeId}
              className={selectClass}
              value={type}
              onChange={(e) => setType(e.target.value as EmailLogFilters['type'])}
            >
              {['all', ...EMAIL_LOG_TYPES].map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {logs.isError && !logs.data ? (
          <Alert variant="destructive">
            <AlertTitle>{T.loadErrorTitle}</AlertTitle>
            <p>{logs.error.message}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void logs.refetch()}
            >
              {T.tryAgain}
            </Button>
          </Alert>
        ) : (
          <div
            className="overflow-y-auto rounded-md border px-4"
            style={{ height: EMAIL_LOGS_LIST_HEIGHT_PX }}
            tabIndex={0}
            aria-label={T.title}
            aria-busy={logs.isFetching}
          >
            {logs.isPending ? (
              <div className="space-y-3 py-4">
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
              </div>
            ) : !logs.data.length ? (
              <p className="text-muted-foreground py-10 text-center">{T.empty}</p>
            ) : (
              <ul className="divide-border divide-y">
                {logs.data.map((log) => (
                  <LogItem key={log.id} log={log} onOpen={setOpened} />
                ))}
              </ul>
            )}
          </div>
        )}
      </CardContent>
      <Dialog open={opened !== null} onOpenChange={(open) => (open ? null : setOpened(null))}>
        {opened ? (
          <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
            <DialogHeader>
              <DialogTitle>{opened.subject || T.noSubject}</DialogTitle>
              <DialogDescription className="flex flex-wrap gap-1.5">
                <Badge tone={STATUS_TONE[opened.status]}>{opened.status}</Badge>
                <Badge tone="info">{opened.emailType}</Badge>
              </DialogDescription>
            </DialogHeader>
            <LogDetails log={opened} />
            <pre className="bg-muted max-h-[50vh] overflow-auto rounded-md p-3 text-sm whitespace-pre-wrap">
              {opened.fullContent ?? opened.contentPreview ?? ''}
            </pre>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  )
}
