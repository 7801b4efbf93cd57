/**
 * An order hold (issue 14 item 5): while a reseller has an open finding with the brand at the
 * order-hold step or beyond, new orders from that reseller to that brand are refused on the
 * server. It lifts on its own when the finding closes (a compliant observation cures it, or the
 * brand withdraws it on a dispute): the test reads open findings, nothing else to undo.
 */
import { sql } from 'drizzle-orm'
import {
  AUTHORIZATION_MARKETPLACE_LABELS,
  type AuthorizationMarketplace,
} from '#shared/authorizations.ts'
import { ORDER_BLOCKING_STEPS } from '#shared/protection.ts'
import type { DbOrTx } from '../../db/client.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'

export interface OrderHold {
  findingId: string
  product: string
  marketplace: string
}

export async function activeOrderHold(
  db: DbOrTx,
  brandEntryId: string,
  resellerId: string,
): Promise<OrderHold | null> {
  const [row] = await rowsOf<{
    id: string
    product: string | null
    title: string | null
    marketplace: string
  }>(
    db,
    sql`select pf.id, p.name as product, f.title, pf.marketplace
      from protection_findings pf
      join listing_offers f on f.id = pf.offer_id
      left join products p on p.id = pf.product_id
      where pf.brand_id = ${brandEntryId} and pf.reseller_id = ${resellerId}
        and pf.status = 'open'
        and pf.step in (${sql.join(
          ORDER_BLOCKING_STEPS.map((s) => sql`${s}`),
          sql`, `,
        )})
      order by pf.step_at
      limit 1`,
  )
  if (!row) return null
  return {
    findingId: row.id,
    product: row.product ?? row.title ?? 'a listing',
    marketplace:
      AUTHORIZATION_MARKETPLACE_LABELS[row.marketplace as AuthorizationMarketplace] ??
      row.marketplace,
  }
}
