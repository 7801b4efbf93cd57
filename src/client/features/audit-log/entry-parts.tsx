/** The pieces an audit entry is shown with, on the Audit Log and in a record's history. */
import {
  AUDIT_LOG_TEXTS as T,
  auditActionLabel,
  auditActorRoleLabel,
  auditTargetTypeLabel,
  describeChanges,
} from '#shared/audit-log-texts.ts'
import type { AuditLogEntry } from '#shared/schemas/audit-log.ts'

export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })

export function EntryTime({ entry }: { entry: AuditLogEntry }) {
  return <time dateTime={entry.createdAt}>{formatTime(entry.createdAt)}</time>
}

export function EntryActor({ entry }: { entry: AuditLogEntry }) {
  if (!entry.actorUserId && !entry.actorEmail) {
    return <span className="text-muted-foreground">{T.system}</span>
  }
  return (
    <span className="grid">
      <span className="wrap-anywhere">{entry.actorEmail ?? entry.actorUserId}</span>
      <span className="text-muted-foreground text-xs">
        {[entry.actorRole && auditActorRoleLabel(entry.actorRole), entry.ipAddress]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </span>
  )
}

export const entryActionLabel = (entry: AuditLogEntry) => auditActionLabel(entry.action)

export function EntryTarget({ entry }: { entry: AuditLogEntry }) {
  return (
    <span className="grid">
      <span className="break-words">{entry.targetLabel ?? entry.targetId ?? '—'}</span>
      <span className="text-muted-foreground text-xs">
        {auditTargetTypeLabel(entry.targetType)}
      </span>
    </span>
  )
}

/** Field by field: "Status: Pending → Rejected". */
export function EntryChanges({ entry }: { entry: AuditLogEntry }) {
  const changes = describeChanges(entry.before, entry.after)
  if (changes.length === 0) return <span className="text-muted-foreground">{T.noChanges}</span>
  return (
    <ul className="grid gap-0.5">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="text-muted-foreground">{change.label}: </span>
          {change.before !== null ? (
            <>
              <span>{change.before}</span>
              {change.after !== null ? ' → ' : null}
            </>
          ) : null}
          {change.after !== null ? <span className="font-medium">{change.after}</span> : null}
        </li>
      ))}
    </ul>
  )
}
