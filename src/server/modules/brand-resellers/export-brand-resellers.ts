/**
 * Export on Resellers Management (DESIGN decision 8): the filtered list as CSV, written by
 * lib/csv, which defuses a cell a spreadsheet would run as a formula (= + - @ …): a reseller
 * names its own company, so '=HYPERLINK(…)' is exactly what an attacker would type.
 */
import {
  BRAND_RESELLERS_EXPORT_COLUMNS,
  BRAND_RESELLERS_TEXTS,
} from '#shared/brand-orders-texts.ts'
import type { BrandResellersQuery } from '#shared/schemas/orders.ts'
import type { Db } from '../../db/client.ts'
import { CSV_BOM, csvLine } from '../../lib/csv/write.ts'
import { allBrandResellers, type BrandScope } from './list-brand-resellers.ts'

export async function exportBrandResellersCsv(
  db: Db,
  scope: BrandScope | null,
  query: Pick<BrandResellersQuery, 'search' | 'filter'>,
): Promise<string> {
  let csv = `${CSV_BOM}${csvLine(BRAND_RESELLERS_EXPORT_COLUMNS)}`
  if (!scope) return csv
  for (const r of await allBrandResellers(db, scope, query)) {
    csv += csvLine([
      r.companyName,
      r.fullName,
      r.email,
      r.authorizedAt.slice(0, 10),
      r.orderCount,
      r.orderTotal,
      r.lastOrderAt ? r.lastOrderAt.slice(0, 10) : null,
      // Active: ordered from this brand in the last ACTIVE_RESELLER_DAYS (90) days.
      r.active ? BRAND_RESELLERS_TEXTS.active : BRAND_RESELLERS_TEXTS.inactive,
    ])
  }
  return csv
}
