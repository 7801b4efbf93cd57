/**
 * The one test of "authorized" (issue 13, DESIGN decision 12): a brand_authorizations row in
 * force — active, started and not ended — as the SQL function of drizzle/0016 says. Every reader
 * asks it through these helpers, in Drizzle or in raw SQL text.
 */
import { sql, type SQL } from 'drizzle-orm'
import { brandAuthorizations } from '../../db/schema/index.ts'

/** `brand_authorization_in_force(...)` over the Drizzle table (or an alias of it). */
export function authorizationInForceSql(
  t: Pick<typeof brandAuthorizations, 'status' | 'startsAt' | 'endsAt'> = brandAuthorizations,
): SQL<boolean> {
  return sql<boolean>`brand_authorization_in_force(${t.status}, ${t.startsAt}, ${t.endsAt})`
}

/** The same over a table alias in raw SQL text, e.g. `inForceSqlText('z')`. */
export function inForceSqlText(alias: string): string {
  return `brand_authorization_in_force(${alias}.status, ${alias}.starts_at, ${alias}.ends_at)`
}

/**
 * `exists (an authorization in force for this brand entry and reseller)`, for WHERE clauses; each
 * side a value or a column of the outer query.
 */
export function authorizedSql(brandId: SQL | string, resellerId: SQL | string): SQL<boolean> {
  const t = brandAuthorizations
  return sql<boolean>`exists (select 1 from ${t} where ${t.brandId} = ${brandId} and ${t.resellerId} = ${resellerId} and ${authorizationInForceSql()})`
}
