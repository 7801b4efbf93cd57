/**
 * The one way an audit entry is written (issue 16, decision 016). It takes the transaction of the
 * change it records, so a change that rolls back leaves no entry and a committed one always has
 * its entry. `before` and `after` are the fields the change touched, never whole rows: a key that
 * names a secret (password, hash, token, secret) is dropped on the way in whatever the caller
 * passes. The table refuses UPDATE, DELETE and TRUNCATE (drizzle/0031): entries are only added.
 */
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import {
  AUDIT_API_KEY_ROLE,
  type AuditAction,
  type AuditTargetType,
} from '#shared/audit-log-texts.ts'
import type { Db, Tx } from '../../db/client.ts'
import { auditLog, brandApiKeys, brandsDirectory, user } from '../../db/schema/index.ts'
import type { AppEnv, Viewer } from '../../lib/http/types.ts'

/** Who did it and from where; every field null for the system (a worker, a webhook). */
export interface AuditActor {
  userId: string | null
  email: string | null
  role: string | null
  ipAddress: string | null
  userAgent: string | null
}

export const SYSTEM_ACTOR: AuditActor = {
  userId: null,
  email: null,
  role: null,
  ipAddress: null,
  userAgent: null,
}

const USER_AGENT_MAX = 512

/**
 * The request's viewer and address (the client-ip middleware's, never a header the client sent:
 * decision on x-marketplace-client-ip) as the actor of what the request changes.
 */
export function auditActorOf(c: Context<AppEnv>, viewer: Viewer | null): AuditActor {
  return {
    userId: viewer?.userId ?? null,
    email: viewer?.email ?? null,
    role: viewer?.role ?? null,
    ipAddress: c.get('clientIp') ?? null,
    userAgent: c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
  }
}

/** The key a monitoring service presented, as entries name it: never its secret or its hash. */
export interface AuditApiKey {
  id: string
  name: string
  /** The key's first characters, as the brand's list of keys shows them. */
  prefix: string
}

/** How an entry's fields name a key: "Price monitor (mkp_a1b2c3…)". */
export const apiKeyText = (key: AuditApiKey) => `${key.name} (${key.prefix}…)`

/**
 * A request made with a brand's API key (the monitoring API): no session acts, the key does, for
 * the brand's owner who holds it. The actor is that owner (id and e-mail) with the role
 * `api_key`, from the request's address; the entry names the key itself (`key`).
 */
export async function apiKeyActor(
  db: Db,
  c: Context<AppEnv>,
  keyId: string,
): Promise<{ actor: AuditActor; key: AuditApiKey }> {
  const [row] = await db
    .select({
      id: brandApiKeys.id,
      name: brandApiKeys.name,
      prefix: brandApiKeys.prefix,
      ownerUserId: brandsDirectory.ownerUserId,
      ownerEmail: user.email,
    })
    .from(brandApiKeys)
    .innerJoin(brandsDirectory, eq(brandsDirectory.id, brandApiKeys.brandId))
    .leftJoin(user, eq(user.id, brandsDirectory.ownerUserId))
    .where(eq(brandApiKeys.id, keyId))
  const request = auditActorOf(c, null)
  return {
    actor: {
      ...request,
      userId: row?.ownerUserId ?? null,
      email: row?.ownerEmail ?? null,
      role: AUDIT_API_KEY_ROLE,
    },
    key: { id: keyId, name: row?.name ?? keyId, prefix: row?.prefix ?? '' },
  }
}

export interface AuditEntry {
  actor: AuditActor
  action: AuditAction
  targetType: AuditTargetType
  targetId?: string | null | undefined
  /** What a person calls the target: a company, an e-mail, a brand's name. */
  targetLabel?: string | null | undefined
  before?: Record<string, unknown> | null | undefined
  after?: Record<string, unknown> | null | undefined
}

/** password, newPassword, tokenHash, secret...: never kept (passwordResetCount is a count). */
const SECRET_KEY = /(password|hash|token|secret)s?$/i

/** A copy without secrets, and as JSON would store it (dates as ISO text, no undefined). */
export function auditFields(
  fields: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  if (!fields) return null
  const clean = (value: unknown): unknown => {
    if (value instanceof Date) return value.toISOString()
    if (Array.isArray(value)) return value.map(clean)
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {}
      for (const [key, inner] of Object.entries(value)) {
        if (SECRET_KEY.test(key) || inner === undefined) continue
        out[key] = clean(inner)
      }
      return out
    }
    return value
  }
  return clean(fields) as Record<string, unknown>
}

export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email,
    actorRole: entry.actor.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? null,
    before: auditFields(entry.before),
    after: auditFields(entry.after),
    ipAddress: entry.actor.ipAddress,
    userAgent: entry.actor.userAgent,
  })
}

/**
 * An entry that is its own transaction: for a run of many transactions (the bulk brand import,
 * whose batches commit one by one) the entry says what the committed whole did.
 */
export async function recordAuditAlone(db: Db, entry: AuditEntry): Promise<void> {
  await db.transaction((tx) => recordAudit(tx, entry))
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(auditFields({ v: a })) === JSON.stringify(auditFields({ v: b }))

/** The fields that differ between two versions of a record, as an entry's before and after. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {}
  const is: Record<string, unknown> = {}
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue
    was[key] = before[key] ?? null
    is[key] = after[key] ?? null
  }
  return { before: was, after: is }
}
