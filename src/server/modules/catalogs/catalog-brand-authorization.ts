/**
 * Catalog access follows the authorization record (issue 13 item 2, DESIGN decision 12): a
 * reseller may be granted, and may read, a brand's catalog only while their authorization for
 * that brand is in force. Catalogs key on the brand's user id and authorizations on the directory
 * entry, so the entry is found through brands_directory.owner_user_id.
 */
import { sql, type SQL } from 'drizzle-orm'
import { brandsDirectory } from '../../db/schema/index.ts'
import { authorizedSql } from '../authorizations/in-force.ts'

/**
 * `exists (an entry owned by the brand user with an authorization in force for the reseller)`;
 * each side a value or a column of the outer query.
 */
export function authorizedForBrandUserSql(
  brandUserId: SQL | string,
  resellerId: SQL | string,
): SQL<boolean> {
  const d = brandsDirectory
  return sql<boolean>`exists (select 1 from ${d} where ${d.ownerUserId} = ${brandUserId} and ${authorizedSql(sql`${d.id}`, resellerId)})`
}
