/**
 * The name a catalog's brand goes by (issue 16): catalogs key on the brand's user, so the name is
 * that user's directory entry's (the oldest, if it has several), else its company or full name.
 */
import { sql, type SQL } from 'drizzle-orm'
import { brandsDirectory as d, profiles as p } from '../../db/schema/index.ts'

export function catalogBrandNameSql(brandUserId: SQL | string): SQL<string> {
  return sql<string>`coalesce(
    (select ${d.name} from ${d} where ${d.ownerUserId} = ${brandUserId} order by ${d.createdAt}, ${d.id} limit 1),
    (select coalesce(${p.companyName}, ${p.fullName}, ${p.email}) from ${p} where ${p.id} = ${brandUserId}),
    'A brand'
  )`
}
