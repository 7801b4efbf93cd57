/** Authorizations in tests (issue 13): the pair's one record, stored directly. */
import { brandAuthorizations } from '#server/db/schema/index.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import type {
  AuthorizationSource,
  AuthorizationStatus,
  CoveredMarketplace,
} from '#shared/authorizations.ts'

/** An authorization of `resellerId` to sell the directory entry `brandId`; active by default. */
export async function authorize(
  deps: Pick<AppDeps, 'db'>,
  brandId: string,
  resellerId: string,
  options: {
    since?: Date
    endsAt?: Date | null
    status?: AuthorizationStatus
    grantedBy?: AuthorizationSource
    marketplaces?: CoveredMarketplace[]
    statusReason?: string | null
  } = {},
) {
  const since = options.since ?? new Date()
  const [row] = await deps.db
    .insert(brandAuthorizations)
    .values({
      brandId,
      resellerId,
      status: options.status ?? 'active',
      marketplaces: options.marketplaces ?? [],
      startsAt: since,
      endsAt: options.endsAt ?? null,
      grantedBy: options.grantedBy ?? 'admin',
      statusReason: options.statusReason ?? null,
      statusChangedAt: since,
      createdAt: since,
      updatedAt: since,
    })
    .returning()
  return row!
}
