/**
 * An order hold (issue 14 item 5): while a reseller has an open finding with the brand at the
 * order-hold step or beyond, new orders from that reseller to that brand are refused on the
 * server. It lifts on its own when the finding closes (a compliant observation cures it, or the
 * brand withdraws it on a dispute): the test reads open findings, nothing else to undo.
 *
 * One rule (holdingFindings below) serves the order route that refuses a held order and the
 * screens that show the hold before checkout (the brand card, the products page and its cart):
 * the screens read it set-based, for a page of brands at once, inside their own statement.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  AUTHORIZATION_MARKETPLACE_LABELS,
  type AuthorizationMarketplace,
} from '#shared/authorizations.ts'
import { ORDER_HOLD_FINDINGS_LISTED, type OrderHold } from '#shared/order-hold.ts'
import { ORDER_HOLD_TEXTS } from '#shared/order-hold-texts.ts'
import {
  ORDER_BLOCKING_STEPS,
  type DisputeStatus,
  type EnforcementStep,
  type FindingKind,
} from '#shared/protection.ts'
import type { DbOrTx } from '../../db/client.ts'
import { parsed } from '../../db/json-column.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'

/**
 * The reseller's open findings at a blocking step with each brand of `brandIds` (a uuid[]
 * expression), each numbered by when its step was taken (`n`, per brand) and counted (`total`).
 * Read from protection_findings_reseller_status_idx: the reseller's open findings are few.
 */
function holdingFindings(resellerId: SQL, brandIds: SQL): SQL {
  return sql`select pf.brand_id as "brandId", pf.id as "findingId",
      coalesce(p.name, f.title) as product, pf.marketplace, pf.kind, pf.step,
      pf.step_at as "stepAt", pf.deadline, pf.dispute_status as "disputeStatus",
      pf.marked_fixed_at as "markedFixedAt",
      row_number() over (partition by pf.brand_id order by pf.step_at, pf.id)::int as n,
      count(*) over (partition by pf.brand_id)::int as total
    from protection_findings pf
    join listing_offers f on f.id = pf.offer_id
    left join products p on p.id = pf.product_id
    where pf.reseller_id = ${resellerId} and pf.status = 'open'
      and pf.brand_id = any(${brandIds})
      and pf.step in (${sql.join(
        ORDER_BLOCKING_STEPS.map((s) => sql`${s}`),
        sql`, `,
      )})`
}

/** One holding finding as holdingFindings reads it (timestamps as either driver gives them). */
export interface HoldingFindingRow {
  brandId: string
  findingId: string
  product: string | null
  marketplace: string
  kind: FindingKind
  step: EnforcementStep
  stepAt: string | Date
  deadline: string | Date | null
  disputeStatus: DisputeStatus | null
  markedFixedAt: string | Date | null
  n: number
  total: number
}

/**
 * The holds of brands `brandIds` as one json column of another statement (the brands list's
 * cards): the listed findings of every held brand, as rows for orderHoldsFromRows.
 */
export const orderHoldsJson = (resellerId: SQL, brandIds: SQL): SQL =>
  sql`(select coalesce(json_agg(h order by h."brandId", h.n), '[]'::json)
    from (${holdingFindings(resellerId, brandIds)}) h
    where h.n <= ${ORDER_HOLD_FINDINGS_LISTED})`

const isoOrNull = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString())

/** The holds by brand id, from orderHoldsJson's rows (in brand, then step order). */
export function orderHoldsFromRows(rows: HoldingFindingRow[] | string): Map<string, OrderHold> {
  const holds = new Map<string, OrderHold>()
  for (const r of parsed(rows)) {
    const stepAt = new Date(r.stepAt).toISOString()
    let hold = holds.get(r.brandId)
    if (!hold) {
      hold = { since: stepAt, findings: [], count: r.total }
      holds.set(r.brandId, hold)
    }
    hold.findings.push({
      findingId: r.findingId,
      product: r.product,
      marketplace: r.marketplace,
      kind: r.kind,
      step: r.step,
      stepAt,
      deadline: isoOrNull(r.deadline),
      disputeStatus: r.disputeStatus,
      markedFixedAt: isoOrNull(r.markedFixedAt),
    })
  }
  return holds
}

/** The reseller's holds with each of `brandEntryIds`, in one statement; held brands only. */
export async function orderHoldsOf(
  db: DbOrTx,
  resellerId: string,
  brandEntryIds: readonly string[],
): Promise<Map<string, OrderHold>> {
  if (brandEntryIds.length === 0) return new Map()
  const [row] = await rowsOf<{ holds: HoldingFindingRow[] | string }>(
    db,
    sql`select ${orderHoldsJson(sql`${resellerId}`, sql`${`{${brandEntryIds.join(',')}}`}::uuid[]`)} as holds`,
  )
  return orderHoldsFromRows(row!.holds)
}

/** What the order route's refusal names: the earliest holding finding's listing. */
export interface OrderHoldReason {
  findingId: string
  product: string
  marketplace: string
}

export async function activeOrderHold(
  db: DbOrTx,
  brandEntryId: string,
  resellerId: string,
): Promise<OrderHoldReason | null> {
  const first = (await orderHoldsOf(db, resellerId, [brandEntryId])).get(brandEntryId)?.findings[0]
  if (!first) return null
  return {
    findingId: first.findingId,
    product: first.product ?? ORDER_HOLD_TEXTS.unknownProduct,
    marketplace:
      AUTHORIZATION_MARKETPLACE_LABELS[first.marketplace as AuthorizationMarketplace] ??
      first.marketplace,
  }
}
