/**
 * The brand's applicant queue (issue 13 #1): the applications to its own directory entry, with
 * what a brand needs to decide, read from the reseller's newest reseller application (seller
 * ids, store links, categories, sales volume, feedback score, the marketplace's document
 * review) and the application itself (the proposal, follow-ups, an information request).
 *
 * Pending: Premium resellers first (DESIGN decision 6), then newest first. Decided: the latest
 * decision first.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  effectiveAuthorizationStatus,
  type AuthorizationStatus,
  marketplacesFromSellerIds,
} from '#shared/authorizations.ts'
import {
  BRAND_APPLICATIONS_PAGE_SIZE,
  type ApplicationTab,
} from '#shared/brand-applications-texts.ts'
import type {
  BrandApplicationList,
  BrandApplicationView,
  BrandApplicationsQuery,
} from '#shared/schemas/brand-applications.ts'
import type { DbOrTx } from '../../db/client.ts'
import { iso, rowsOf } from '../brand-dashboard/sql-rows.ts'

interface RawRow {
  id: string
  reseller_id: string
  status: BrandApplicationView['status']
  proposal: string | null
  follow_up_count: number
  last_follow_up_at: Date | string | null
  info_requested_at: Date | string | null
  decided_at: Date | string | null
  decision_reason: string | null
  created_at: Date | string
  email: string
  company_name: string | null
  contact_name: string | null
  phone: string | null
  business_type: BrandApplicationView['businessType']
  amazon_seller_id: string | null
  walmart_seller_id: string | null
  ebay_seller_id: string | null
  amazon_link: string | null
  walmart_link: string | null
  ebay_link: string | null
  sales_volume: BrandApplicationView['salesVolume']
  feedback_score: string | null
  categories: BrandApplicationView['categories'] | null
  document_verified: boolean | null
  premium: boolean
  authorization_id: string | null
  authorization_status: AuthorizationStatus | null
  authorization_ends_at: Date | string | null
  authorization_reason: string | null
}

const TAB_WHERE: Record<ApplicationTab, SQL> = {
  pending: sql`b.status = 'pending'`,
  decided: sql`b.status <> 'pending'`,
}

const TAB_ORDER: Record<ApplicationTab, SQL> = {
  pending: sql`premium desc, b.created_at desc, b.id`,
  decided: sql`b.decided_at desc nulls last, b.updated_at desc, b.id`,
}

/** A link the screen may render: http or https only (a javascript: URL never reaches it). */
function safeLink(value: string | null): string | null {
  if (!value) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

function toView(r: RawRow, now: Date): BrandApplicationView {
  const storeLinks = (
    [
      ['amazon', r.amazon_link],
      ['walmart', r.walmart_link],
      ['ebay', r.ebay_link],
    ] as const
  ).flatMap(([marketplace, link]) => {
    const url = safeLink(link)
    return url ? [{ marketplace, url }] : []
  })
  return {
    id: r.id,
    resellerId: r.reseller_id,
    status: r.status,
    companyName: r.company_name,
    contactName: r.contact_name,
    email: r.email,
    phone: r.phone,
    businessType: r.business_type,
    sellerIds: marketplacesFromSellerIds({
      amazon: r.amazon_seller_id,
      walmart: r.walmart_seller_id,
      ebay: r.ebay_seller_id,
    }),
    storeLinks,
    categories: r.categories ?? [],
    salesVolume: r.sales_volume,
    feedbackScore: r.feedback_score,
    documentVerified: r.document_verified,
    proposalMessage: r.proposal,
    premium: r.premium,
    appliedAt: iso(r.created_at),
    followUpCount: Number(r.follow_up_count),
    lastFollowUpAt: r.last_follow_up_at ? iso(r.last_follow_up_at) : null,
    infoRequestedAt: r.info_requested_at ? iso(r.info_requested_at) : null,
    decidedAt: r.decided_at ? iso(r.decided_at) : null,
    decisionReason: r.decision_reason,
    authorization:
      r.authorization_id && r.authorization_status
        ? {
            id: r.authorization_id,
            status: effectiveAuthorizationStatus(
              { status: r.authorization_status, endsAt: r.authorization_ends_at },
              now,
            ),
            statusReason: r.authorization_reason,
          }
        : null,
  }
}

/** The queue's rows for one page of a tab. */
function applicationsSql(entryId: string, tab: ApplicationTab, page: number): SQL {
  return sql`
    select b.id, b.reseller_id, b.status, b.application_data ->> 'proposal_message' as proposal,
      b.follow_up_count, b.last_follow_up_at, b.info_requested_at, b.decided_at,
      b.decision_reason, b.created_at,
      u.email,
      coalesce(nullif(p.company_name, ''), nullif(u.company_name, ''), ra.company_name)
        as company_name,
      coalesce(nullif(p.full_name, ''), nullif(u.full_name, ''), ra.application_data ->> 'contactName', u.name)
        as contact_name,
      ra.phone, ra.business_type, ra.amazon_seller_id, ra.walmart_seller_id, ra.ebay_seller_id,
      ra.application_data ->> 'amazonStoreLink' as amazon_link,
      ra.application_data ->> 'walmartStoreLink' as walmart_link,
      ra.application_data ->> 'ebayStoreLink' as ebay_link,
      ra.sales_volume, ra.feedback_score,
      -- An enum array comes back from node-postgres as '{a,b}' text; JSON parses everywhere.
      to_json(ra.product_categories::text[]) as categories,
      ra.document_verified,
      coalesce(s.subscribed and s.subscription_tier = 'premium', false) as premium,
      z.id as authorization_id, z.status as authorization_status,
      z.ends_at as authorization_ends_at, z.status_reason as authorization_reason
    from brand_applications b
    join "user" u on u.id = b.reseller_id
    left join profiles p on p.id = b.reseller_id
    left join lateral (
      select * from reseller_applications r
      where r.user_id = b.reseller_id
      order by r.created_at desc
      limit 1
    ) ra on true
    left join subscribers s on s.user_id = b.reseller_id
    left join brand_authorizations z on z.brand_id = b.brand_id and z.reseller_id = b.reseller_id
    where b.brand_id = ${entryId} and ${TAB_WHERE[tab]}
    order by ${TAB_ORDER[tab]}
    limit ${BRAND_APPLICATIONS_PAGE_SIZE} offset ${(page - 1) * BRAND_APPLICATIONS_PAGE_SIZE}
  `
}

export async function listBrandApplications(
  db: DbOrTx,
  entry: { id: string; name: string },
  query: BrandApplicationsQuery,
  now: Date = new Date(),
): Promise<BrandApplicationList> {
  const [counts] = await rowsOf<{ pending: number; decided: number }>(
    db,
    sql`select (count(*) filter (where status = 'pending'))::int as pending,
      (count(*) filter (where status <> 'pending'))::int as decided
      from brand_applications where brand_id = ${entry.id}`,
  )
  const total = Number(counts?.[query.tab] ?? 0)
  const pages = Math.max(1, Math.ceil(total / BRAND_APPLICATIONS_PAGE_SIZE))
  const page = Math.min(query.page, pages)
  const rows =
    total === 0 ? [] : await rowsOf<RawRow>(db, applicationsSql(entry.id, query.tab, page))
  return {
    entry: { id: entry.id, name: entry.name },
    applications: rows.map((r) => toView(r, now)),
    counts: { pending: Number(counts?.pending ?? 0), decided: Number(counts?.decided ?? 0) },
    page,
    pages,
    pageSize: BRAND_APPLICATIONS_PAGE_SIZE,
  }
}
