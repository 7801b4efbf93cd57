import { Download } from 'lucide-react'
import { useDeferredValue, useId, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { AUDIT_ACTIONS, AUDIT_LOG_TEXTS as T, type AuditAction } from '#shared/audit-log-texts.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent } from '../../components/ui/card.tsx'
import { DataTableBody, TableHeader } from '../../components/ui/data-table.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { cn } from '../../lib/utils.ts'
import {
  AUDIT_FILTER_KEYS,
  auditLogExportUrl,
  useAuditLog,
  type AuditFilterKey,
  type AuditFilters,
} from './api.ts'
import {
  EntryActor,
  EntryChanges,
  EntryTarget,
  EntryTime,
  entryActionLabel,
} from './entry-parts.tsx'

const selectClass = 'border-border bg-background h-10 w-full min-w-0 rounded-md border px-3 text-sm'
const COLUMNS = [
  T.columns.time,
  T.columns.actor,
  T.columns.action,
  T.columns.target,
  T.columns.changes,
]
const ACTION_OPTIONS = (Object.entries(AUDIT_ACTIONS) as [AuditAction, string][]).sort((a, b) =>
  a[1].localeCompare(b[1]),
)

function filtersOf(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {}
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params.get(key)
    if (value) filters[key] = value
  }
  if (filters.action && !(filters.action in AUDIT_ACTIONS)) delete filters.action
  return filters
}

/** The page numbers to offer: the first, the last, and two either side of the current one. */
export function pageNumbers(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2])
  const list = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  for (const n of list) {
    const previous = out[out.length - 1]
    if (typeof previous === 'number' && n - previous > 1) out.push('gap')
    out.push(n)
  }
  return out
}

function PageNumbers({
  page,
  pages,
  onPage,
}: {
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  return (
    <nav aria-label={T.pagination} className="flex flex-wrap items-center gap-1">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {T.previous}
      </Button>
      {pageNumbers(page, pages).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="text-muted-foreground px-1">
            …
          </span>
        ) : (
          <Button
            key={n}
            size="sm"
            variant={n === page ? 'default' : 'outline'}
            aria-label={T.page(n)}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPage(n)}
          >
            {n}
          </Button>
        ),
      )}
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {T.next}
      </Button>
    </nav>
  )
}

/**
 * The Audit Log (issue 16): every recorded change, newest first, with who, when, from where and
 * what changed before → after. The filters and the page live in the URL query string, so a view
 * can be linked and survives a reload; Export CSV downloads the filtered entries (all pages).
 */
export function AuditLogView() {
  const ids = {
    actor: useId(),
    action: useId(),
    target: useId(),
    from: useId(),
    to: useId(),
  }
  const [params, setParams] = useSearchParams()
  const filters = filtersOf(params)
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  // Typing in a text filter does not refetch on every key before React has caught up; the
  // query string is deferred (a string: a new object would never settle).
  const deferredQuery = useDeferredValue(params.toString())
  const deferred = useMemo(() => filtersOf(new URLSearchParams(deferredQuery)), [deferredQuery])
  const log = useAuditLog(deferred, page)

  function update(changes: Partial<Record<AuditFilterKey | 'page', string | null>>) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        return next
      },
      { replace: true },
    )
  }
  const setFilter = (key: AuditFilterKey, value: string) => update({ [key]: value, page: null })
  const filtered = AUDIT_FILTER_KEYS.some((key) => filters[key])

  const total = log.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / (log.data?.pageSize ?? 1)))

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <form
          role="search"
          aria-label="Audit log filters"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
          onSubmit={(e) => e.preventDefault()}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={ids.actor}>{T.filters.actor}</Label>
            <Input
              id={ids.actor}
              type="search"
              placeholder={T.filters.actorPlaceholder}
              maxLength={254}
              value={filters.actor ?? ''}
              onChange={(e) => setFilter('actor', e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.action}>{T.filters.action}</Label>
            <select
              id={ids.action}
              className={selectClass}
              value={filters.action ?? ''}
              onChange={(e) => setFilter('action', e.target.value)}
            >
              <option value="">{T.filters.allActions}</option>
              {ACTION_OPTIONS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.target}>{T.filters.target}</Label>
            <Input
              id={ids.target}
              type="search"
              placeholder={T.filters.targetPlaceholder}
              maxLength={200}
              value={filters.target ?? ''}
              onChange={(e) => setFilter('target', e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.from}>{T.filters.from}</Label>
            <Input
              id={ids.from}
              type="date"
              max={filters.to}
              value={filters.from ?? ''}
              onChange={(e) => setFilter('from', e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.to}>{T.filters.to}</Label>
            <Input
              id={ids.to}
              type="date"
              min={filters.from}
              value={filters.to ?? ''}
              onChange={(e) => setFilter('to', e.target.value)}
            />
          </div>
        </form>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {log.data ? T.total(total) : '\u00a0'}
          </p>
          <div className="flex flex-wrap gap-2">
            {filtered ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  update(Object.fromEntries([...AUDIT_FILTER_KEYS, 'page'].map((k) => [k, null])))
                }
              >
                {T.filters.clear}
              </Button>
            ) : null}
            <Button asChild variant="outline" size="sm">
              <a href={auditLogExportUrl(filters)} download>
                <Download aria-hidden="true" />
                {T.exportCsv}
              </a>
            </Button>
          </div>
        </div>

        {log.isError ? (
          <Alert variant="destructive" className="flex flex-wrap items-center gap-3">
            <div className="flex-1">
              <AlertTitle>{T.loadError}</AlertTitle>
              <p>{log.error.message}</p>
            </div>
            <Button variant="outline" size="sm" onClick={() => void log.refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : (
          // A narrow screen scrolls the table sideways: the region takes focus so that the
          // keyboard can scroll it too.
          <div
            role="region"
            aria-label={T.tableLabel}
            tabIndex={0}
            className={cn(
              'focus-visible:ring-ring overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:outline-none',
              log.isFetching && 'opacity-70',
            )}
            aria-busy={log.isFetching || undefined}
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{T.heading}</caption>
              <TableHeader columns={COLUMNS} />
              <DataTableBody
                columns={COLUMNS.length}
                rows={log.data?.entries}
                skeletonRows={5}
                empty={T.empty}
              >
                {(entry) => (
                  <tr key={entry.id} className="border-border border-b align-top last:border-0">
                    <td className="px-2 py-3 whitespace-nowrap">
                      <EntryTime entry={entry} />
                    </td>
                    <td className="min-w-40 px-2 py-3">
                      <EntryActor entry={entry} />
                    </td>
                    <td className="min-w-32 px-2 py-3">{entryActionLabel(entry)}</td>
                    <td className="min-w-40 px-2 py-3">
                      <EntryTarget entry={entry} />
                    </td>
                    <td className="min-w-56 px-2 py-3">
                      <EntryChanges entry={entry} />
                    </td>
                  </tr>
                )}
              </DataTableBody>
            </table>
          </div>
        )}

        {pages > 1 ? (
          <PageNumbers
            page={page}
            pages={pages}
            onPage={(n) => update({ page: n > 1 ? String(n) : null })}
          />
        ) : null}
      </CardContent>
    </Card>
  )
}
