/**
 * Keys a monitoring service uses to push observations for one brand (issue 14 item 2). A key is
 * shown once, when it is made; only its SHA-256 is kept (a key has 192 random bits, so a fast
 * hash is enough: nothing to guess). A revoked key stops working at once.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { BRAND_API_KEYS_MAX, LISTINGS_CODES, LISTINGS_TEXTS } from '#shared/listings-texts.ts'
import type { ApiKeyItem } from '#shared/protection-api.ts'
import type { Db } from '../../db/client.ts'
import { brandApiKeys, brandsDirectory } from '../../db/schema/index.ts'
import { HttpError, notFound } from '../../lib/http/errors.ts'
import { getAccountState } from '../accounts/get-account-state.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'
import type { ProtectionBrand } from '../protection/detect.ts'

const KEY_PREFIX = 'mkp_'
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex')

const toItem = (r: typeof brandApiKeys.$inferSelect): ApiKeyItem => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  revokedAt: r.revokedAt?.toISOString() ?? null,
})

export async function listApiKeys(db: Db, brandId: string): Promise<ApiKeyItem[]> {
  const rows = await db
    .select()
    .from(brandApiKeys)
    .where(eq(brandApiKeys.brandId, brandId))
    .orderBy(desc(brandApiKeys.createdAt))
  return rows.map(toItem)
}

/** Whose key, for the audit entry (decision 016): the brand's name labels it, never the key. */
export interface ApiKeyAudit {
  actor: AuditActor
  brandName: string
}

export async function createApiKey(
  db: Db,
  brandId: string,
  input: { name: string; createdBy: string },
  audit: ApiKeyAudit,
): Promise<{ key: string; item: ApiKeyItem }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`api-keys:${brandId}`}, 0))`,
    )
    const [held] = await tx
      .select({ n: count() })
      .from(brandApiKeys)
      .where(and(eq(brandApiKeys.brandId, brandId), isNull(brandApiKeys.revokedAt)))
    if (held!.n >= BRAND_API_KEYS_MAX) {
      throw new HttpError(409, {
        code: LISTINGS_CODES.tooManyKeys,
        message: LISTINGS_TEXTS.tooManyKeys(BRAND_API_KEYS_MAX),
      })
    }
    const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`
    const [row] = await tx
      .insert(brandApiKeys)
      .values({
        brandId,
        name: input.name,
        prefix: key.slice(0, KEY_PREFIX.length + 6),
        keyHash: hashOf(key),
        createdBy: input.createdBy,
      })
      .returning()
    await recordAudit(tx, {
      actor: audit.actor,
      action: 'api_key.created',
      targetType: 'api_key',
      targetId: row!.id,
      targetLabel: `${row!.name} (${audit.brandName})`,
      after: { name: row!.name, prefix: row!.prefix },
    })
    return { key, item: toItem(row!) }
  })
}

export async function revokeApiKey(
  db: Db,
  brandId: string,
  id: string,
  audit: ApiKeyAudit,
): Promise<ApiKeyItem> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ revokedAt: brandApiKeys.revokedAt })
      .from(brandApiKeys)
      .where(and(eq(brandApiKeys.id, id), eq(brandApiKeys.brandId, brandId)))
      .for('update')
    const [row] = await tx
      .update(brandApiKeys)
      .set({ revokedAt: sql`coalesce(${brandApiKeys.revokedAt}, now())` })
      .where(and(eq(brandApiKeys.id, id), eq(brandApiKeys.brandId, brandId)))
      .returning()
    if (!row || !before) throw notFound()
    // Revoking a revoked key changes nothing: no entry.
    if (before.revokedAt === null) {
      await recordAudit(tx, {
        actor: audit.actor,
        action: 'api_key.revoked',
        targetType: 'api_key',
        targetId: row.id,
        targetLabel: `${row.name} (${audit.brandName})`,
        before: { revokedAt: null },
        after: { revokedAt: row.revokedAt },
      })
    }
    return toItem(row)
  })
}

/**
 * The brand a presented key belongs to: 401 for a key that is not one (or revoked), 403 for a
 * key whose brand may not act now. A key acts for its brand's owner, so only while the owner
 * may sign in (not banned: the same rule as sign-in and the session check, getAccountState)
 * and the brand's directory entry is active.
 */
export async function brandOfApiKey(
  db: Db,
  authorization: string | undefined,
): Promise<{ brand: ProtectionBrand; keyName: string; keyId: string }> {
  const presented = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  const refuse = () =>
    new HttpError(401, {
      code: LISTINGS_CODES.invalidApiKey,
      message: LISTINGS_TEXTS.invalidApiKey,
    })
  if (!presented || !presented.startsWith(KEY_PREFIX) || presented.length > 100) throw refuse()
  const [row] = await db
    .select({
      id: brandApiKeys.id,
      brandId: brandApiKeys.brandId,
      owner: brandsDirectory.ownerUserId,
      active: brandsDirectory.isActive,
      name: brandApiKeys.name,
    })
    .from(brandApiKeys)
    .innerJoin(brandsDirectory, eq(brandsDirectory.id, brandApiKeys.brandId))
    .where(and(eq(brandApiKeys.keyHash, hashOf(presented)), isNull(brandApiKeys.revokedAt)))
  if (!row) throw refuse()
  const forbid = (code: string, message: string) => new HttpError(403, { code, message })
  const owner = row.owner ? await getAccountState(db, row.owner) : null
  if (!owner) throw forbid(LISTINGS_CODES.apiKeyNoOwner, LISTINGS_TEXTS.apiKeyNoOwner)
  if (owner.banned) {
    throw forbid(LISTINGS_CODES.apiKeyOwnerBanned, LISTINGS_TEXTS.apiKeyOwnerBanned)
  }
  if (!row.active) {
    throw forbid(LISTINGS_CODES.apiKeyBrandInactive, LISTINGS_TEXTS.apiKeyBrandInactive)
  }
  await db.update(brandApiKeys).set({ lastUsedAt: new Date() }).where(eq(brandApiKeys.id, row.id))
  return {
    brand: { entryId: row.brandId, ownerUserId: row.owner },
    keyName: row.name,
    keyId: row.id,
  }
}
