/**
 * One finding in full (issue 14 items 4 and 5): the finding, every piece of evidence with its raw
 * source row and hash, the enforcement history, and for the brand what it can do next. The
 * reseller sees its own violations the same way, without the brand's controls.
 */
import { sql } from 'drizzle-orm'
import { ENFORCEMENT_TEXTS } from '#shared/enforcement-texts.ts'
import type { EnforcementActionItem, EvidenceItem, FindingDetail } from '#shared/protection-api.ts'
import type { DbOrTx } from '../../db/client.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import { getEnforcementSettings } from '../enforcement/enforcement-settings.ts'
import { nextLadderStep } from '../enforcement/take-step.ts'
import { FINDING_COLUMNS, FINDING_JOINS, toFindingItem, type FindingRow } from './list-findings.ts'

export const proofUrl = (findingId: string, actionId: number) =>
  `/api/protection/findings/${findingId}/proof/${actionId}`

const dateText = (d: Date) =>
  `${d.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`

export async function getFinding(
  db: DbOrTx,
  findingId: string,
  scope: { brandId: string } | { resellerId: string },
  now: Date = new Date(),
): Promise<FindingDetail | null> {
  const where =
    'brandId' in scope
      ? sql`pf.brand_id = ${scope.brandId}`
      : sql`pf.reseller_id = ${scope.resellerId} and pf.kind <> 'unauthorized_seller'`
  const [row] = await rowsOf<
    FindingRow & { quantity: number | null; closed_reason: string | null }
  >(
    db,
    sql`select ${FINDING_COLUMNS}, pf.quantity, pf.closed_reason, pf.brand_id
      ${FINDING_JOINS}
      where pf.id = ${findingId} and ${where}`,
  )
  if (!row) return null
  const [evidence, actions] = await Promise.all([
    rowsOf<{
      import_id: string
      label: string
      source: EvidenceItem['source']
      row_no: number
      observed_at: string | Date
      recorded_at: string | Date
      verdict: EvidenceItem['verdict']
      advertised_price: string
      map_price: string | null
      currency: string | null
      rule: string
      raw_sha256: string
      raw: string | null
    }>(
      db,
      sql`select e.import_id, i.label, i.source, e.row_no, e.observed_at, e.created_at as recorded_at, e.verdict,
          e.advertised_price::text, e.map_price::text, e.currency, e.rule, e.raw_sha256, o.raw
        from finding_evidence e
        join listing_imports i on i.id = e.import_id
        left join listing_observations o on o.import_id = e.import_id and o.row_no = e.row_no
        where e.finding_id = ${findingId}
        order by e.observed_at, e.id`,
    ),
    rowsOf<{
      id: string | number
      event: EnforcementActionItem['event']
      actor_label: string
      note: string | null
      deadline: string | Date | null
      at: string | Date
      attachment_name: string | null
    }>(
      db,
      sql`select id, event, actor_label, note, deadline, at, attachment_name
        from enforcement_actions where finding_id = ${findingId} order by at, id`,
    ),
  ])
  const finding = { ...toFindingItem(row), quantity: row.quantity, closedReason: row.closed_reason }
  let enforcement: FindingDetail['enforcement'] = null
  if ('brandId' in scope) {
    const settings = await getEnforcementSettings(db, scope.brandId)
    const next = nextLadderStep(settings.ladder, finding.step)
    const enforceable =
      finding.status === 'open' &&
      finding.kind !== 'unauthorized_seller' &&
      finding.reseller !== null
    enforcement = {
      ladder: settings.ladder,
      nextStep: enforceable ? (next?.step ?? null) : null,
      blockedReason: !enforceable
        ? finding.status !== 'open'
          ? ENFORCEMENT_TEXTS.closed
          : ENFORCEMENT_TEXTS.notEnforceable
        : finding.disputeStatus === 'pending'
          ? ENFORCEMENT_TEXTS.disputePending
          : finding.deadline && new Date(finding.deadline).getTime() > now.getTime()
            ? ENFORCEMENT_TEXTS.curePeriod(dateText(new Date(finding.deadline)))
            : next === null
              ? ENFORCEMENT_TEXTS.ladderEnd
              : null,
    }
  }
  return {
    finding,
    evidence: evidence.map((e) => ({
      importId: e.import_id,
      importLabel: e.label,
      source: e.source,
      rowNo: e.row_no,
      observedAt: new Date(e.observed_at).toISOString(),
      recordedAt: new Date(e.recorded_at).toISOString(),
      verdict: e.verdict,
      advertisedPrice: e.advertised_price,
      mapPrice: e.map_price,
      currency: e.currency,
      rule: e.rule,
      rawSha256: e.raw_sha256,
      raw: e.raw,
    })),
    actions: actions.map((a) => ({
      id: Number(a.id),
      event: a.event,
      actor: a.actor_label,
      note: a.note,
      deadline: a.deadline === null ? null : new Date(a.deadline).toISOString(),
      at: new Date(a.at).toISOString(),
      attachment: a.attachment_name
        ? { name: a.attachment_name, url: proofUrl(findingId, Number(a.id)) }
        : null,
    })),
    enforcement,
  }
}
