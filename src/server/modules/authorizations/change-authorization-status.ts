/**
 * Suspends, revokes or reinstates an authorization (issue 13). The reason is what the reseller
 * sees. Effects are immediate because every reader asks whether the record is in force: the
 * reseller loses ordering rights, product and catalog access, and the Letter of Authorization
 * stops verifying the moment this commits.
 *
 * Allowed: active → suspended | revoked; suspended → active (reinstate) | revoked;
 * revoked → active (reinstate). An expired one is renewed by a new grant, not reinstated.
 */
import { and, eq } from 'drizzle-orm'
import {
  AUTHORIZATION_CODES,
  AUTHORIZATION_TEXTS,
  type AuthorizationChange,
  type AuthorizationStatus,
} from '#shared/authorizations.ts'
import type { DbOrTx } from '../../db/client.ts'
import { brandAuthorizations } from '../../db/schema/index.ts'
import { HttpError, notFound } from '../../lib/http/errors.ts'
import { toAuthorization, type Authorization } from './authorization-row.ts'

export type StatusChange = AuthorizationChange

const TARGET: Record<StatusChange, AuthorizationStatus> = {
  suspend: 'suspended',
  revoke: 'revoked',
  reinstate: 'active',
}

const ALLOWED_FROM: Record<StatusChange, readonly AuthorizationStatus[]> = {
  suspend: ['active'],
  revoke: ['active', 'suspended'],
  reinstate: ['suspended', 'revoked'],
}

export async function changeAuthorizationStatus(
  tx: DbOrTx,
  input: {
    /** The brand entry the caller acts for: another brand's record is not found. */
    brandId: string
    authorizationId: string
    change: StatusChange
    reason: string | null
  },
): Promise<{ before: Authorization; after: Authorization }> {
  const t = brandAuthorizations
  const [current] = await tx
    .select()
    .from(t)
    .where(and(eq(t.id, input.authorizationId), eq(t.brandId, input.brandId)))
    .for('update')
  if (!current) throw notFound()
  const now = new Date()
  const before = toAuthorization(current, now)
  if (!ALLOWED_FROM[input.change].includes(before.status)) {
    throw new HttpError(409, {
      code: AUTHORIZATION_CODES.notChangeable,
      message: AUTHORIZATION_TEXTS.notChangeable(before.status, input.change),
    })
  }
  const [row] = await tx
    .update(t)
    .set({
      status: TARGET[input.change],
      statusReason: input.change === 'reinstate' ? null : input.reason,
      statusChangedAt: now,
      updatedAt: now,
    })
    .where(eq(t.id, current.id))
    .returning()
  return { before, after: toAuthorization(row!, now) }
}
