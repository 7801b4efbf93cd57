/**
 * Export on Resellers Management (DESIGN decision 8; issue 13 #3): the filtered list as CSV, with
 * each authorization's status, term and the seller id on each marketplace (one column each), as
 * a marketplace brand portal or an Amazon Brand Registry case asks for them. Written by lib/csv,
 * which defuses a cell a spreadsheet would run as a formula (= + - @ …): a reseller names its own
 * company and types its own seller ids, so '=HYPERLINK(…)' is exactly what an attacker would type.
 */
import {
  AUTHORIZATION_STATUS_LABELS,
  type AuthorizationMarketplace,
} from '#shared/authorizations.ts'
import {
  BRAND_RESELLERS_EXPORT_COLUMNS,
  BRAND_RESELLERS_TEXTS,
} from '#shared/brand-orders-texts.ts'
import type { Db } from '../../db/client.ts'
import { CSV_BOM, csvLine } from '../../lib/csv/write.ts'
import {
  allBrandResellers,
  type BrandResellerRow,
  type BrandScope,
  type ResellerListFilter,
} from './list-brand-resellers.ts'

/** The marketplace columns, in the header's order. */
const MARKETPLACE_COLUMNS: readonly AuthorizationMarketplace[] = [
  'amazon',
  'walmart',
  'ebay',
  'web_store',
  'other',
]

const sellerIdOn = (r: BrandResellerRow, marketplace: AuthorizationMarketplace) =>
  r.marketplaces.find((m) => m.marketplace === marketplace)?.sellerId ?? null

export async function exportBrandResellersCsv(
  db: Db,
  scope: BrandScope | null,
  query: ResellerListFilter,
): Promise<string> {
  let csv = `${CSV_BOM}${csvLine(BRAND_RESELLERS_EXPORT_COLUMNS)}`
  if (!scope) return csv
  for (const r of await allBrandResellers(db, scope, query)) {
    csv += csvLine([
      r.companyName,
      r.fullName,
      r.email,
      AUTHORIZATION_STATUS_LABELS[r.status],
      r.authorizedAt.slice(0, 10),
      r.endsAt ? r.endsAt.slice(0, 10) : null,
      ...MARKETPLACE_COLUMNS.map((m) => sellerIdOn(r, m)),
      r.status === 'active' ? null : r.statusReason,
      r.orderCount,
      r.orderTotal,
      r.lastOrderAt ? r.lastOrderAt.slice(0, 10) : null,
      // Active: ordered from this brand in the last ACTIVE_RESELLER_DAYS (90) days.
      r.active ? BRAND_RESELLERS_TEXTS.active : BRAND_RESELLERS_TEXTS.inactive,
    ])
  }
  return csv
}
