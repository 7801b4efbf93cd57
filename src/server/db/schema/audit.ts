/**
 * The audit trail (issue 16, decision 016): one row per state change an operator, a brand or a
 * reseller made, written in the same transaction as the change. Append-only: triggers refuse
 * UPDATE, DELETE and TRUNCATE (drizzle/0031), so nothing the app does can edit or remove an
 * entry. No foreign keys on purpose: a deleted user or record keeps its history, and a key's
 * ON DELETE SET NULL would be an UPDATE the triggers refuse.
 */
import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: the system (a worker, a webhook) did it. */
    actorUserId: text('actor_user_id'),
    /** The actor as they were then: an e-mail or role changed later does not rewrite history. */
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    /** `<record>.<verb>`, e.g. reseller_application.rejected (shared/audit-log-texts.ts). */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** What a person calls the target: a company, an e-mail, a brand's name. */
    targetLabel: text('target_label'),
    /** The fields the change touched, as they were and as they became; never a secret. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    // The Audit Log screen: newest first, alone or by actor, action or target.
    index('audit_log_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_created_at_idx').on(t.actorUserId, t.createdAt.desc()),
    index('audit_log_action_created_at_idx').on(t.action, t.createdAt.desc()),
    // A record's history (RecordHistory).
    index('audit_log_target_created_at_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
    check('audit_log_action_ck', sql`${t.action} ~ '^[a-z_]+(\\.[a-z_]+)+$'`),
  ],
)
