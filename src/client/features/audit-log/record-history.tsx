import { useId } from 'react'
import { AUDIT_LOG_TEXTS as T, type AuditTargetType } from '#shared/audit-log-texts.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useRecordHistory } from './api.ts'
import { EntryActor, EntryChanges, EntryTime, entryActionLabel } from './entry-parts.tsx'

/**
 * A record's history from the audit log (issue 16), newest first: when, who, what, and what
 * changed before → after. Any screen shows it under a record it manages, e.g. an application.
 */
export function RecordHistory({
  targetType,
  targetId,
  title = T.historyTitle,
  headingLevel = 4,
}: {
  targetType: AuditTargetType
  targetId: string
  title?: string
  /** 4 under a list's item; 2 as a section of a record's own page (issue 16's detail views). */
  headingLevel?: 2 | 3 | 4
}) {
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  const history = useRecordHistory(targetType, targetId)
  return (
    <section aria-labelledby={titleId} className="border-border grid gap-2 rounded-md border p-3">
      <Heading
        id={titleId}
        className={headingLevel === 2 ? 'text-lg font-semibold' : 'text-sm font-semibold'}
      >
        {title}
      </Heading>
      {history.isPending ? (
        <div aria-busy="true" className="grid gap-2">
          <Skeleton className="h-10 w-full" />
        </div>
      ) : history.isError ? (
        <Alert variant="destructive">{T.historyLoadError}</Alert>
      ) : history.data.entries.length === 0 ? (
        <p className="text-muted-foreground text-sm">{T.historyEmpty}</p>
      ) : (
        <ol className="divide-border grid divide-y text-sm">
          {history.data.entries.map((entry) => (
            <li key={entry.id} className="grid gap-1 py-2 sm:grid-cols-[15rem_1fr]">
              <div className="grid gap-0.5">
                <span className="text-muted-foreground text-xs">
                  <EntryTime entry={entry} />
                </span>
                <EntryActor entry={entry} />
              </div>
              <div className="grid gap-0.5">
                <span className="font-medium">{entryActionLabel(entry)}</span>
                <EntryChanges entry={entry} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
