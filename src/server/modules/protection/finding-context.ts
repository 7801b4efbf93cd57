/**
 * One finding with everything around it: the offer, the storefront, the product, the brand, the
 * reseller and the newest evidence. What enforcement writes its notices from and what the finding
 * screens show.
 */
import { sql } from 'drizzle-orm'
import type {
  DisputeStatus,
  EnforcementStep,
  FindingKind,
  FindingStatus,
} from '#shared/protection.ts'
import type { DbOrTx } from '../../db/client.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'

export interface FindingContext {
  id: string
  brandId: string
  brandName: string
  brandOwnerUserId: string | null
  kind: FindingKind
  status: FindingStatus
  resellerId: string | null
  resellerCompany: string | null
  resellerEmail: string | null
  productId: string | null
  productName: string | null
  productSku: string | null
  marketplace: string
  listingId: string | null
  listingUrl: string | null
  title: string | null
  sellerGroupId: number
  sellerName: string | null
  sellerId: string | null
  advertisedPrice: string
  mapPrice: string | null
  /** The currency of the two prices (the listing's); null: its source did not say. */
  currency: string | null
  quantity: number | null
  atRisk: string
  openedAt: Date
  lastObservedAt: Date
  closedAt: Date | null
  closedReason: string | null
  step: EnforcementStep | null
  stepAt: Date | null
  deadline: Date | null
  markedFixedAt: Date | null
  disputeStatus: DisputeStatus | null
  evidence: {
    importId: string
    importLabel: string
    rowNo: number
    observedAt: Date
    rule: string
    rawSha256: string
  } | null
}

interface Row {
  id: string
  brand_id: string
  brand_name: string
  brand_owner: string | null
  kind: FindingKind
  status: FindingStatus
  reseller_id: string | null
  reseller_company: string | null
  reseller_email: string | null
  product_id: string | null
  product_name: string | null
  product_sku: string | null
  marketplace: string
  listing_id: string | null
  url: string | null
  title: string | null
  group_id: string | number
  seller_name: string | null
  seller_id: string | null
  advertised_price: string
  map_price: string | null
  currency: string | null
  quantity: number | null
  at_risk: string
  opened_at: string | Date
  last_observed_at: string | Date
  closed_at: string | Date | null
  closed_reason: string | null
  step: EnforcementStep | null
  step_at: string | Date | null
  deadline: string | Date | null
  marked_fixed_at: string | Date | null
  dispute_status: DisputeStatus | null
  ev_import_id: string | null
  ev_import_label: string | null
  ev_row_no: number | null
  ev_observed_at: string | Date | null
  ev_rule: string | null
  ev_sha: string | null
}

const date = (v: string | Date) => new Date(v)
const maybeDate = (v: string | Date | null) => (v === null ? null : new Date(v))

/** The finding, when it belongs to `scope` (the brand's entry, or the reseller); else null. */
export async function loadFinding(
  db: DbOrTx,
  findingId: string,
  scope: { brandId: string } | { resellerId: string } | 'any',
  options: { forUpdate?: boolean } = {},
): Promise<FindingContext | null> {
  const where =
    scope === 'any'
      ? sql``
      : 'brandId' in scope
        ? sql`and pf.brand_id = ${scope.brandId}`
        : sql`and pf.reseller_id = ${scope.resellerId} and pf.kind <> 'unauthorized_seller'`
  if (options.forUpdate) {
    await db.execute(
      sql`select 1 from protection_findings pf where pf.id = ${findingId} ${where} for update`,
    )
  }
  const [r] = await rowsOf<Row>(
    db,
    sql`
    select pf.id, pf.brand_id, d.name as brand_name, d.owner_user_id as brand_owner, pf.kind,
      pf.status, pf.reseller_id, coalesce(pr.company_name, pr.full_name, u.name) as reseller_company,
      u.email as reseller_email, pf.product_id, p.name as product_name, p.sku as product_sku,
      pf.marketplace, f.listing_id, f.url, f.title, s.group_id, s.name as seller_name,
      s.seller_id, pf.advertised_price::text, pf.map_price::text, pf.currency, pf.quantity,
      pf.at_risk::text,
      pf.opened_at, pf.last_observed_at, pf.closed_at, pf.closed_reason, pf.step, pf.step_at,
      pf.deadline, pf.marked_fixed_at, pf.dispute_status,
      e.import_id as ev_import_id, i.label as ev_import_label, e.row_no as ev_row_no,
      e.observed_at as ev_observed_at, e.rule as ev_rule, e.raw_sha256 as ev_sha
    from protection_findings pf
    join brands_directory d on d.id = pf.brand_id
    join listing_offers f on f.id = pf.offer_id
    join marketplace_sellers s on s.id = f.seller_id
    left join products p on p.id = pf.product_id
    left join "user" u on u.id = pf.reseller_id
    left join profiles pr on pr.id = pf.reseller_id
    left join lateral (
      select * from finding_evidence e where e.finding_id = pf.id and e.verdict::text = pf.kind::text
      order by e.observed_at desc, e.id desc limit 1
    ) e on true
    left join listing_imports i on i.id = e.import_id
    where pf.id = ${findingId} ${where}`,
  )
  if (!r) return null
  return {
    id: r.id,
    brandId: r.brand_id,
    brandName: r.brand_name,
    brandOwnerUserId: r.brand_owner,
    kind: r.kind,
    status: r.status,
    resellerId: r.reseller_id,
    resellerCompany: r.reseller_company,
    resellerEmail: r.reseller_email,
    productId: r.product_id,
    productName: r.product_name,
    productSku: r.product_sku,
    marketplace: r.marketplace,
    listingId: r.listing_id,
    listingUrl: r.url,
    title: r.title,
    sellerGroupId: Number(r.group_id),
    sellerName: r.seller_name,
    sellerId: r.seller_id,
    advertisedPrice: r.advertised_price,
    mapPrice: r.map_price,
    currency: r.currency,
    quantity: r.quantity,
    atRisk: r.at_risk,
    openedAt: date(r.opened_at),
    lastObservedAt: date(r.last_observed_at),
    closedAt: maybeDate(r.closed_at),
    closedReason: r.closed_reason,
    step: r.step,
    stepAt: maybeDate(r.step_at),
    deadline: maybeDate(r.deadline),
    markedFixedAt: maybeDate(r.marked_fixed_at),
    disputeStatus: r.dispute_status,
    evidence:
      r.ev_import_id === null
        ? null
        : {
            importId: r.ev_import_id,
            importLabel: r.ev_import_label ?? '',
            rowNo: r.ev_row_no!,
            observedAt: date(r.ev_observed_at!),
            rule: r.ev_rule!,
            rawSha256: r.ev_sha!,
          },
  }
}
