import { LoaderCircle, RefreshCw, RotateCw } from 'lucide-react'
import { useEffect, useId } from 'react'
import { toast } from 'sonner'
import { MAIL_MAX_ATTEMPTS, MAIL_OUTBOX_PAGE_SIZE } from '#shared/constants.ts'
import {
  MAIL_OUTBOX_FILTERS,
  MAIL_OUTBOX_TEXTS as T,
  type MailOutboxFilter,
} from '#shared/mail-outbox-texts.ts'
import { LIST_TEXTS } from '#shared/list-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent } from '../../components/ui/card.tsx'
import { DataTableBody, TableHeader } from '../../components/ui/data-table.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Pagination } from '../../components/ui/pagination.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { useListUrlState } from '../../lib/use-list-url-state.ts'
import {
  useFailedMail,
  useRetryMail,
  type FailedMail,
  type RetriedMail,
} from './api/failed-mail.ts'

const COLUMNS = [T.to, T.subject, T.kind, T.attempts, T.lastError, T.next, T.actions] as const
const selectClass = 'border-border bg-background h-10 rounded-md border px-3 text-sm'
const when = (iso: string) => new Date(iso).toLocaleString()
const isFilter = (value: string): value is MailOutboxFilter =>
  (MAIL_OUTBOX_FILTERS as readonly string[]).includes(value)

/** What a retry did, in the toast. */
function announce(mail: RetriedMail) {
  if (mail.status === 'sent') toast.success(T.retrySent)
  else if (mail.status === 'queued') toast.success(T.retryQueued)
  else if (!mail.attempted) toast.message(T.noSmtp)
  else toast.error(T.retryFailed, { description: mail.error ?? undefined })
}

/**
 * The outbox's failed and dead mail (issue 12), newest first: to whom, what, how many attempts,
 * the last error, and when the next attempt is due or since when the mail is dead. Retry sends
 * the mail once more at once.
 */
export function FailedMailList() {
  const filterId = useId()
  // Issue 16 item 4: the filter, the page and its size are in the URL (?status=&page=&pageSize=).
  const url = useListUrlState({
    defaultPageSize: MAIL_OUTBOX_PAGE_SIZE,
    filters: { status: { values: MAIL_OUTBOX_FILTERS, fallback: 'all' } },
  })
  const statusParam = url.filters.status
  const filter: MailOutboxFilter = isFilter(statusParam) ? statusParam : 'all'
  const { page, pageSize, setPage } = url
  const list = useFailedMail({ status: filter, page, pageSize })
  const retry = useRetryMail()

  const counts = list.data?.counts
  const total = list.data?.total ?? 0
  const pages = list.data?.pages ?? Math.max(1, Math.ceil(total / pageSize))
  // An old link, or retries that emptied the last page: the last page there is.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) setPage(pages, true)
  }, [list.data, list.isPlaceholderData, page, pages, setPage])

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={filterId}>{T.filterLabel}</Label>
            <select
              id={filterId}
              className={selectClass}
              value={filter}
              onChange={(e) => url.setFilter('status', e.target.value)}
            >
              {MAIL_OUTBOX_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {T.filters[f]}
                </option>
              ))}
            </select>
          </div>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            <RefreshCw aria-hidden="true" className={list.isFetching ? 'animate-spin' : ''} />
            {T.refresh}
          </Button>
        </div>

        {list.isError ? (
          <RetryAlert
            title={T.loadFailed}
            description={list.error.message}
            retryLabel={T.refresh}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <div className="overflow-x-auto" aria-busy={list.isFetching || undefined}>
            <table className="w-full min-w-[900px] text-left text-sm">
              <TableHeader columns={COLUMNS} right={[T.attempts, T.actions]} />
              <DataTableBody
                columns={COLUMNS.length}
                rows={list.data?.mails}
                skeletonRows={4}
                empty={T.empty}
              >
                {(mail) => (
                  <MailRow
                    key={mail.id}
                    mail={mail}
                    retrying={retry.isPending && retry.variables === mail.id}
                    onRetry={() =>
                      retry.mutate(mail.id, {
                        onSuccess: announce,
                        onError: (error) =>
                          toast.error(T.retryFailed, { description: error.message }),
                      })
                    }
                  />
                )}
              </DataTableBody>
            </table>
          </div>
        )}

        {counts ? (
          <Pagination
            summary={`${T.counts(counts.failed, counts.dead)} · ${LIST_TEXTS.page(Math.min(page, pages))} of ${pages.toLocaleString('en-US')}`}
            page={Math.min(page, pages)}
            pages={pages}
            onPage={(next) => setPage(next)}
            pageSize={pageSize}
            onPageSize={url.setPageSize}
          />
        ) : null}
      </CardContent>
    </Card>
  )
}

function MailRow({
  mail,
  retrying,
  onRetry,
}: {
  mail: FailedMail
  retrying: boolean
  onRetry: () => void
}) {
  return (
    <tr className="border-border border-b align-top last:border-0" aria-label={mail.subject}>
      <td className="px-2 py-3">
        <span className="block max-w-64 truncate" title={mail.to}>
          {mail.to}
        </span>
      </td>
      <td className="px-2 py-3">
        <p className="font-medium">{mail.subject}</p>
        <Badge tone={mail.status === 'dead' ? 'danger' : 'warning'} className="mt-1">
          {T.statusLabels[mail.status]}
        </Badge>
      </td>
      <td className="px-2 py-3 font-mono text-xs">{mail.kind}</td>
      <td className="px-2 py-3 text-right tabular-nums">
        {mail.attempts} / {MAIL_MAX_ATTEMPTS}
      </td>
      <td className="text-destructive max-w-xs px-2 py-3 break-words">{mail.error ?? '—'}</td>
      <td className="px-2 py-3 whitespace-nowrap">
        {mail.nextAttemptAt
          ? mail.status === 'dead'
            ? T.deadSince(when(mail.nextAttemptAt))
            : T.nextAt(when(mail.nextAttemptAt))
          : '—'}
      </td>
      <td className="px-2 py-3 text-right">
        <Button
          variant="outline"
          size="sm"
          disabled={retrying}
          aria-label={`${T.retry}: ${mail.subject} to ${mail.to}`}
          onClick={onRetry}
        >
          {retrying ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <RotateCw aria-hidden="true" />
          )}
          {retrying ? T.retrying : T.retry}
        </Button>
      </td>
    </tr>
  )
}
