/**
 * Grants a reseller the right to sell a brand (issue 13): the brand approving an application, or
 * an admin allocating the brand on its behalf. Both write the pair's one record: a new one, or
 * the existing one made active again with the new marketplaces and term. The pair's pending
 * application, if any, is decided with it (approved), so that nobody is authorized and an
 * applicant at once. Call inside the caller's transaction; announce after commit.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { AuthorizationSource, CoveredMarketplace } from '#shared/authorizations.ts'
import type { DbOrTx } from '../../db/client.ts'
import { brandApplications, brandAuthorizations } from '../../db/schema/index.ts'
import { toAuthorization, type Authorization } from './authorization-row.ts'

export interface GrantInput {
  brandId: string
  resellerId: string
  marketplaces: CoveredMarketplace[]
  /** Optional end of the term; null or absent: until revoked. */
  endsAt?: Date | null
  grantedBy: AuthorizationSource
  grantedByUserId: string | null
  /** The application the brand approved. */
  brandApplicationId?: string | null
}

export interface GrantResult {
  authorization: Authorization
  /** False when the pair already had a record (it is now active with this grant's terms). */
  created: boolean
}

export async function grantAuthorization(tx: DbOrTx, input: GrantInput): Promise<GrantResult> {
  const now = new Date()
  const t = brandAuthorizations
  const [row] = await tx
    .insert(t)
    .values({
      brandId: input.brandId,
      resellerId: input.resellerId,
      status: 'active',
      marketplaces: input.marketplaces,
      startsAt: now,
      endsAt: input.endsAt ?? null,
      grantedBy: input.grantedBy,
      grantedByUserId: input.grantedByUserId,
      brandApplicationId: input.brandApplicationId ?? null,
      statusChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [t.brandId, t.resellerId],
      set: {
        status: 'active',
        marketplaces: input.marketplaces,
        // A record that was not in force starts again now; one in force keeps its start.
        startsAt: sql`case when brand_authorization_in_force(${t.status}, ${t.startsAt}, ${t.endsAt}) then ${t.startsAt} else ${now} end`,
        endsAt: input.endsAt ?? null,
        grantedBy: input.grantedBy,
        grantedByUserId: input.grantedByUserId,
        brandApplicationId: sql`coalesce(${input.brandApplicationId ?? null}::uuid, ${t.brandApplicationId})`,
        statusReason: null,
        statusChangedAt: now,
        // A letter issued before shows other terms: it no longer verifies.
        version: sql`${t.version} + 1`,
        updatedAt: now,
      },
    })
    // xmax is 0 on a row this statement inserted, not on one it updated.
    .returning({ ...getTableColumns(t), created: sql<boolean>`(xmax = 0)` })
  if (!row) throw new Error('grantAuthorization wrote no row')
  const { created, ...stored } = row
  await tx
    .update(brandApplications)
    .set({
      status: 'approved',
      decidedAt: now,
      decidedByUserId: input.grantedByUserId,
      decisionReason: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(brandApplications.brandId, input.brandId),
        eq(brandApplications.resellerId, input.resellerId),
        eq(brandApplications.status, 'pending'),
      ),
    )
  return { authorization: toAuthorization(stored, now), created }
}
