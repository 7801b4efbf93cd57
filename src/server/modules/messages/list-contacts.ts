/**
 * Whom the viewer may start a conversation with (issue 15), for the New Conversation dialog:
 * a reseller's brands (an authorization record or an application), a brand's resellers (the
 * same, on its entry). The same rule start-conversation.ts checks; this only lists it.
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'

export interface Contact {
  id: string
  name: string
}

export async function listContacts(db: DbOrTx, viewerId: string): Promise<Contact[]> {
  const brands = await rowsOf<Contact>(
    db,
    sql`select d.id, d.name from brands_directory d
      where d.id in (
        select brand_id from brand_authorizations where reseller_id = ${viewerId}
        union select brand_id from brand_applications where reseller_id = ${viewerId})
      order by lower(d.name), d.id
      limit 500`,
  )
  const resellers = await rowsOf<Contact>(
    db,
    sql`select p.id, coalesce(nullif(p.company_name, ''), nullif(p.full_name, ''), p.email) as name
      from profiles p
      where p.id in (
        select reseller_id from brand_authorizations where brand_id in
          (select id from brands_directory where owner_user_id = ${viewerId})
        union select reseller_id from brand_applications where brand_id in
          (select id from brands_directory where owner_user_id = ${viewerId}))
      order by lower(coalesce(nullif(p.company_name, ''), nullif(p.full_name, ''), p.email)), p.id
      limit 500`,
  )
  return [...brands, ...resellers]
}
