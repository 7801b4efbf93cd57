import { z } from 'zod'
import {
  AUDIT_ACTION_NAMES,
  AUDIT_LOG_MAX_PAGE_SIZE,
  AUDIT_LOG_PAGE_SIZE,
  AUDIT_LOG_TEXTS,
  AUDIT_TARGET_TYPE_NAMES,
} from '../audit-log-texts.ts'
import { text } from './common.ts'

const V = AUDIT_LOG_TEXTS.validation

/** An optional text filter: blank is no filter. */
const filter = (max: number) =>
  text(max)
    .trim()
    .optional()
    .transform((v) => v || undefined)

const blankIsNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema)

/** YYYY-MM-DD, a real day (UTC); blank is no bound. */
const day = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .refine(
    (v) =>
      v === undefined ||
      (/^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
    V.badDate,
  )

/**
 * GET /api/admin/audit-log and its CSV: actor (an e-mail, partly, or a user id), action, target
 * type and id (a record's history), target (its name, partly, or its id), from/to days
 * (inclusive, UTC), search text (the target, the actor, the changes), and a page.
 */
export const auditLogQuery = z
  .object({
    actor: filter(254),
    action: blankIsNone(z.enum(AUDIT_ACTION_NAMES).optional()),
    targetType: blankIsNone(z.enum(AUDIT_TARGET_TYPE_NAMES).optional()),
    targetId: filter(200),
    target: filter(200),
    from: day,
    to: day,
    search: filter(200),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(AUDIT_LOG_MAX_PAGE_SIZE)
      .default(AUDIT_LOG_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: V.fromAfterTo, path: ['from'] })
export type AuditLogQuery = z.output<typeof auditLogQuery>
export type AuditLogQueryInput = z.input<typeof auditLogQuery>

/** One entry as the API answers it. */
export interface AuditLogEntry {
  id: string
  createdAt: string
  actorUserId: string | null
  actorEmail: string | null
  actorRole: string | null
  action: string
  targetType: string
  targetId: string | null
  targetLabel: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  ipAddress: string | null
  userAgent: string | null
}

export interface AuditLogPage {
  entries: AuditLogEntry[]
  page: number
  pageSize: number
  total: number
}
