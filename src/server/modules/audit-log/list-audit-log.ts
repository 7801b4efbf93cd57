/**
 * The Audit Log's reads (issue 16): a page of entries, newest first, with the total, under the
 * screen's filters; the same filters stream the CSV export in keyset pages. A record's history is
 * the list filtered by its target type and id (audit_log_target_created_at_idx).
 */
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm'
import { AUDIT_LOG_CSV_COLUMNS, auditActionLabel } from '#shared/audit-log-texts.ts'
import type { AuditLogEntry, AuditLogPage, AuditLogQuery } from '#shared/schemas/audit-log.ts'
import type { Db } from '../../db/client.ts'
import { auditLog as l } from '../../db/schema/index.ts'
import { CSV_BOM, csvLine } from '../../lib/csv/write.ts'

type Filters = Omit<AuditLogQuery, 'page' | 'pageSize'>

/** `%` and `_` typed in a filter are literal characters, not wildcards. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000)

function where(filters: Filters): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (filters.actor) {
    conditions.push(
      or(
        eq(l.actorUserId, filters.actor),
        sql`lower(${l.actorEmail}) like ${contains(filters.actor)}`,
      ),
    )
  }
  if (filters.action) conditions.push(eq(l.action, filters.action))
  if (filters.targetType) conditions.push(eq(l.targetType, filters.targetType))
  if (filters.targetId) conditions.push(eq(l.targetId, filters.targetId))
  if (filters.target) {
    conditions.push(
      or(
        eq(l.targetId, filters.target),
        sql`lower(${l.targetLabel}) like ${contains(filters.target)}`,
      ),
    )
  }
  if (filters.from) conditions.push(gte(l.createdAt, new Date(`${filters.from}T00:00:00Z`)))
  if (filters.to) conditions.push(lt(l.createdAt, nextDay(filters.to)))
  if (filters.search) {
    const pattern = contains(filters.search)
    conditions.push(
      or(
        sql`lower(${l.targetLabel}) like ${pattern}`,
        sql`lower(${l.actorEmail}) like ${pattern}`,
        sql`${l.action} like ${pattern}`,
        sql`lower(${l.before}::text) like ${pattern}`,
        sql`lower(${l.after}::text) like ${pattern}`,
      ),
    )
  }
  const present = conditions.filter((c): c is SQL => c !== undefined)
  return present.length ? and(...present) : undefined
}

const columns = {
  id: l.id,
  createdAt: l.createdAt,
  actorUserId: l.actorUserId,
  actorEmail: l.actorEmail,
  actorRole: l.actorRole,
  action: l.action,
  targetType: l.targetType,
  targetId: l.targetId,
  targetLabel: l.targetLabel,
  before: l.before,
  after: l.after,
  ipAddress: l.ipAddress,
  userAgent: l.userAgent,
}

export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  const { page, pageSize, ...filters } = query
  const condition = where(filters)
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(l)
      .where(condition)
      .orderBy(desc(l.createdAt), desc(l.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(l)
      .where(condition),
  ])
  const entries: AuditLogEntry[] = rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    before: r.before ?? null,
    after: r.after ?? null,
  }))
  return { entries, page, pageSize, total: count?.n ?? 0 }
}

const EXPORT_PAGE = 1000

/** The filtered entries as CSV, newest first, one keyset page at a time. */
export async function* exportAuditLogCsv(db: Db, filters: Filters): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvLine(AUDIT_LOG_CSV_COLUMNS)}`
  const condition = where(filters)
  // The key as PostgreSQL's text: a JS Date would drop the microseconds and repeat rows.
  let after: { key: string; id: string } | null = null
  for (;;) {
    const rows = await db
      .select({ ...columns, key: sql<string>`${l.createdAt}::text` })
      .from(l)
      .where(
        and(
          condition,
          after
            ? sql`(${l.createdAt}, ${l.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(l.createdAt), desc(l.id))
      .limit(EXPORT_PAGE)
    if (rows.length === 0) return
    let text = ''
    for (const r of rows) {
      text += csvLine([
        r.createdAt,
        r.actorEmail,
        r.actorRole,
        r.actorUserId,
        r.action,
        auditActionLabel(r.action),
        r.targetType,
        r.targetId,
        r.targetLabel,
        r.before ? JSON.stringify(r.before) : null,
        r.after ? JSON.stringify(r.after) : null,
        r.ipAddress,
        r.userAgent,
      ])
    }
    yield text
    if (rows.length < EXPORT_PAGE) return
    const last: { key: string; id: string } = rows[rows.length - 1]!
    after = { key: last.key, id: last.id }
  }
}
