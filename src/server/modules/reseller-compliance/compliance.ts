/**
 * The reseller's side of brand protection (issue 14 items 1, 5 and 7): the MAP policies of the
 * brands it sells, to read and acknowledge (the acknowledgement records the version and when);
 * its open violations with their deadlines and what it can do about them; the MAP changes and
 * promotions announced ahead; and its own compliance score.
 */
import { and, eq, sql } from 'drizzle-orm'
import { COMPLIANCE_TEXTS } from '#shared/compliance-texts.ts'
import { MAP_CURRENCY } from '#shared/protection.ts'
import { PROTECTION_CODES, PROTECTION_TEXTS } from '#shared/protection-texts.ts'
import type { FindingListItem } from '#shared/protection-api.ts'
import type { DbOrTx } from '../../db/client.ts'
import { brandsDirectory, mapPolicies, mapPolicyAcknowledgements } from '../../db/schema/index.ts'
import { HttpError, notFound } from '../../lib/http/errors.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import {
  FINDING_COLUMNS,
  FINDING_JOINS,
  toFindingItem,
  type FindingRow,
} from '../protection/list-findings.ts'

/** The window of the compliance score. */
export const COMPLIANCE_SCORE_DAYS = 30

const iso = (v: string | Date) => new Date(v).toISOString()

export interface ResellerCompliance {
  score: {
    /** Compliant observations of the reseller's listings, in percent; null with none observed. */
    overall: number | null
    observations: number
    days: number
    byBrand: { brandId: string; brand: string; score: number | null; observations: number }[]
  }
  policies: {
    id: string
    brandId: string
    brand: string
    version: number
    text: string
    shippingCounts: boolean
    toleranceKind: 'amount' | 'percent'
    toleranceValue: string
    publishedAt: string
    acknowledgedAt: string | null
    acknowledgedVersion: number | null
  }[]
  findings: (FindingListItem & {
    brand: { id: string; name: string }
    /** The rule the newest evidence broke, in words (null before any evidence). */
    rule: string | null
  })[]
  upcoming: {
    kind: 'map_change' | 'promotion'
    brand: string
    title: string
    detail: string
    at: string
    until: string | null
  }[]
}

export async function getResellerCompliance(
  db: DbOrTx,
  resellerId: string,
): Promise<ResellerCompliance> {
  const [scores, policies, findings, upcoming] = await Promise.all([
    rowsOf<{ brand_id: string; brand: string; ok: number; judged: number }>(
      db,
      sql`select d.brand_id, b.name as brand,
          sum(d.observations) filter (where d.verdict = 'compliant')::int as ok,
          sum(d.observations) filter (where d.verdict in ('compliant', 'map_violation', 'scope_violation'))::int as judged
        from protection_daily_sellers d join brands_directory b on b.id = d.brand_id
        where d.reseller_id = ${resellerId}
          and d.day > (now() at time zone 'UTC')::date - ${COMPLIANCE_SCORE_DAYS}::int
        group by d.brand_id, b.name order by b.name`,
    ),
    rowsOf<{
      id: string
      brand_id: string
      brand: string
      version: number
      text: string
      shipping_counts: boolean
      tolerance_kind: 'amount' | 'percent'
      tolerance_value: string
      published_at: string | Date
      acknowledged_at: string | Date | null
      acknowledged_version: number | null
    }>(
      db,
      sql`select m.id, m.brand_id, b.name as brand, m.version, m.text, m.shipping_counts,
          m.tolerance_kind, m.tolerance_value::text, m.published_at,
          mine.acknowledged_at, mine.version as acknowledged_version
        from brand_authorizations a
        join brands_directory b on b.id = a.brand_id
        join lateral (
          select * from map_policies m where m.brand_id = a.brand_id order by m.version desc limit 1
        ) m on true
        left join lateral (
          select k.acknowledged_at, p.version from map_policy_acknowledgements k
          join map_policies p on p.id = k.policy_id
          where k.reseller_id = a.reseller_id and p.brand_id = a.brand_id
          order by p.version desc limit 1
        ) mine on true
        where a.reseller_id = ${resellerId}
          and brand_authorization_in_force(a.status, a.starts_at, a.ends_at)
        order by (mine.version is distinct from m.version) desc, b.name`,
    ),
    rowsOf<FindingRow & { brand_id: string; brand_name: string; rule: string | null }>(
      db,
      sql`select ${FINDING_COLUMNS}, pf.brand_id, b.name as brand_name,
          (select e.rule from finding_evidence e
            where e.finding_id = pf.id and e.verdict::text = pf.kind::text
            order by e.observed_at desc, e.id desc limit 1) as rule
        ${FINDING_JOINS}
        join brands_directory b on b.id = pf.brand_id
        where pf.reseller_id = ${resellerId} and pf.kind <> 'unauthorized_seller'
          and (pf.status = 'open' or pf.closed_at > now() - interval '30 days')
        order by (pf.status = 'open') desc, pf.deadline nulls last, pf.last_observed_at desc
        limit 100`,
    ),
    rowsOf<{
      kind: 'map_change' | 'promotion'
      brand: string
      title: string
      detail: string | null
      map_price: string | null
      currency: string | null
      at: string | Date
      until: string | Date | null
    }>(
      db,
      // A MAP change's detail is written below, in the MAP's own currency (decision 013).
      sql`select * from (
          select 'map_change' as kind, b.name as brand, p.name as title, null as detail,
            v.map_price::text as map_price, v.currency, v.effective_from as at,
            null::timestamptz as until
          from brand_authorizations a
          join brands_directory b on b.id = a.brand_id
          join products p on p.brand_id = b.owner_user_id
          join product_map_prices v on v.product_id = p.id
          where a.reseller_id = ${resellerId} and v.effective_from > now()
            and brand_authorization_in_force(a.status, a.starts_at, a.ends_at)
          union all
          select 'promotion', b.name, pr.name,
            coalesce(trim_scale(pr.percent_off)::text || '% off MAP', 'Promotional MAP') || ' on ' ||
              (select count(*) || case when count(*) = 1 then ' product' else ' products' end
                from map_promotion_products pp where pp.promotion_id = pr.id),
            null, null, pr.starts_at, pr.ends_at
          from brand_authorizations a
          join brands_directory b on b.id = a.brand_id
          join map_promotions pr on pr.brand_id = a.brand_id
          where a.reseller_id = ${resellerId} and pr.cancelled_at is null and pr.ends_at > now()
            and brand_authorization_in_force(a.status, a.starts_at, a.ends_at)
        ) u order by at limit 50`,
    ),
  ])
  const totalOk = scores.reduce((s, r) => s + (r.ok ?? 0), 0)
  const totalJudged = scores.reduce((s, r) => s + (r.judged ?? 0), 0)
  const pct = (ok: number, judged: number) =>
    judged > 0 ? Math.round((ok / judged) * 1000) / 10 : null
  return {
    score: {
      overall: pct(totalOk, totalJudged),
      observations: totalJudged,
      days: COMPLIANCE_SCORE_DAYS,
      byBrand: scores.map((r) => ({
        brandId: r.brand_id,
        brand: r.brand,
        score: pct(r.ok ?? 0, r.judged ?? 0),
        observations: r.judged ?? 0,
      })),
    },
    policies: policies.map((p) => ({
      id: p.id,
      brandId: p.brand_id,
      brand: p.brand,
      version: p.version,
      text: p.text,
      shippingCounts: p.shipping_counts,
      toleranceKind: p.tolerance_kind,
      toleranceValue: p.tolerance_value,
      publishedAt: iso(p.published_at),
      acknowledgedAt: p.acknowledged_at === null ? null : iso(p.acknowledged_at),
      acknowledgedVersion: p.acknowledged_version,
    })),
    findings: findings.map((f) => ({
      ...toFindingItem(f),
      brand: { id: f.brand_id, name: f.brand_name },
      rule: f.rule,
    })),
    upcoming: upcoming.map((u) => ({
      kind: u.kind,
      brand: u.brand,
      title: u.title,
      detail:
        u.kind === 'map_change'
          ? COMPLIANCE_TEXTS.upcoming.mapDetail(u.map_price, u.currency ?? MAP_CURRENCY)
          : (u.detail ?? ''),
      at: iso(u.at),
      until: u.until === null ? null : iso(u.until),
    })),
  }
}

/**
 * The reseller acknowledges one version of a brand's policy: only a brand it is authorized by,
 * and a version once (a second time is 409; an older version after a newer one is allowed and
 * recorded, though the screens offer the newest).
 */
export async function acknowledgePolicy(db: DbOrTx, resellerId: string, policyId: string) {
  const [policy] = await rowsOf<{ id: string }>(
    db,
    sql`select m.id from map_policies m
      join brand_authorizations a on a.brand_id = m.brand_id and a.reseller_id = ${resellerId}
      where m.id = ${policyId}
        and brand_authorization_in_force(a.status, a.starts_at, a.ends_at)`,
  )
  if (!policy) throw notFound()
  const [row] = await db
    .insert(mapPolicyAcknowledgements)
    .values({ policyId, resellerId })
    .onConflictDoNothing()
    .returning({ at: mapPolicyAcknowledgements.acknowledgedAt })
  if (!row) {
    throw new HttpError(409, {
      code: PROTECTION_CODES.alreadyAcknowledged,
      message: PROTECTION_TEXTS.alreadyAcknowledged,
    })
  }
  const [version] = await db
    .select({ version: mapPolicies.version, brandId: mapPolicies.brandId })
    .from(mapPolicies)
    .where(and(eq(mapPolicies.id, policyId)))
  return {
    acknowledgedAt: row.at.toISOString(),
    version: version!.version,
    brandId: version!.brandId,
  }
}

/** The brand's account (its policy screen counts the acknowledgements live); null without one. */
export async function brandOwnerOf(db: DbOrTx, entryId: string): Promise<string | null> {
  const [row] = await db
    .select({ owner: brandsDirectory.ownerUserId })
    .from(brandsDirectory)
    .where(eq(brandsDirectory.id, entryId))
  return row?.owner ?? null
}
