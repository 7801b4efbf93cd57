import { Paperclip } from 'lucide-react'
import {
  BRAND_PROTECTION_TEXTS,
  formatDateTime,
  formatMoney,
  formatPrice,
  mapGap,
  marketplaceLabel,
} from '#shared/brand-protection-texts.ts'
import { LISTING_SOURCE_LABELS, type ListingSource } from '#shared/listings.ts'
import { MONITORING_SOURCES, type MonitoringSource } from '#shared/monitoring.ts'
import {
  MONITORING_TEXTS,
  PROVIDER_ANSWER_TEXTS,
  findingSourceLine,
} from '#shared/monitoring-texts.ts'
import type { EvidenceItem, FindingDetail } from '#shared/protection-api.ts'
import { PageHeader } from '../../components/layouts/page-header.tsx'
import { ListingLink } from '../../components/protection/listing-link.tsx'
import { CopyButton } from '../../components/ui/copy-button.tsx'
import { TableHeader } from '../../components/ui/data-table.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { useFinding } from './api.ts'
import { BackToProtection, DetailLoadState } from './detail-load-state.tsx'
import { DisputePanel } from './dispute-panel.tsx'
import { EnforcementPanel } from './enforcement-panel.tsx'
import { Facts, FindingStatusBadge, Timeline } from './protection-bits.tsx'

const T = BRAND_PROTECTION_TEXTS
const S = T.finding.summary
const E = T.finding.evidence

function Summary({ finding }: { finding: FindingDetail['finding'] }) {
  const gap = mapGap(finding.advertisedPrice, finding.mapPrice)
  const sellerName = finding.seller.name ?? T.unknownSeller
  const items = [
    {
      label: S.seller,
      value: (
        <>
          {sellerName}
          {finding.seller.sellerId ? (
            <span className="text-muted-foreground block font-mono text-xs break-all">
              {finding.seller.sellerId}
            </span>
          ) : null}
        </>
      ),
    },
    ...(finding.reseller ? [{ label: S.reseller, value: finding.reseller.company ?? T.none }] : []),
    { label: S.marketplace, value: marketplaceLabel(finding.marketplace) },
    {
      label: S.listing,
      value: (
        <>
          {finding.listing.title ? <span className="block">{finding.listing.title}</span> : null}
          <ListingLink
            url={finding.listing.url}
            className="inline-flex items-center gap-1 font-medium underline underline-offset-4"
            srLabel={S.openListing}
            fallback={<span className="font-mono text-xs">{finding.listing.id ?? T.none}</span>}
          >
            {finding.listing.id ?? S.openListing}
          </ListingLink>
        </>
      ),
    },
    // The listing's prices in its own currency (decision 013); revenue at risk is in dollars.
    { label: S.advertised, value: formatPrice(finding.advertisedPrice, finding.currency) },
    {
      label: S.map,
      value: finding.mapPrice === null ? S.noMap : formatPrice(finding.mapPrice, finding.currency),
    },
    {
      label: S.gap,
      value: gap ? T.list.gap(gap.amount, gap.percent, finding.currency) : S.notBelow,
    },
    {
      label: S.units,
      value: finding.quantity === null ? S.unitsUnknown : String(finding.quantity),
    },
    { label: S.atRisk, value: formatMoney(finding.atRisk) },
    { label: S.opened, value: formatDateTime(finding.openedAt) },
    { label: S.lastObserved, value: formatDateTime(finding.lastObservedAt) },
    { label: S.status, value: <FindingStatusBadge status={finding.status} /> },
    ...(finding.closedReason ? [{ label: S.closedReason, value: finding.closedReason }] : []),
  ]
  return (
    <SectionCard title={S.title}>
      <Facts items={items} />
    </SectionCard>
  )
}

const EVIDENCE_COLUMNS = Object.values(E.columns)

function Evidence({ evidence }: { evidence: FindingDetail['evidence'] }) {
  return (
    <SectionCard title={E.title} description={E.description}>
      {evidence.length === 0 ? (
        <p className="text-muted-foreground text-sm">{E.empty}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[1000px] text-left text-sm" aria-label={E.tableLabel}>
            <TableHeader
              columns={EVIDENCE_COLUMNS}
              right={[E.columns.advertised, E.columns.map]}
              className={() => 'whitespace-nowrap'}
            />
            <tbody>
              {evidence.map((e) => (
                <tr
                  key={`${e.importId}-${e.rowNo}-${e.observedAt}`}
                  className="border-border border-b align-top last:border-0"
                >
                  <td className="px-2 py-3 whitespace-nowrap">
                    <time dateTime={e.observedAt}>{formatDateTime(e.observedAt)}</time>
                    <span className="text-muted-foreground block text-xs">
                      {E.recorded(formatDateTime(e.recordedAt))}
                    </span>
                  </td>
                  <td className="px-2 py-3">
                    <p className="break-words">{E.row(e.importLabel, e.rowNo)}</p>
                    <p className="text-muted-foreground text-xs">
                      {LISTING_SOURCE_LABELS[e.source] ?? e.source}
                    </p>
                  </td>
                  <td className="px-2 py-3">{T.verdicts[e.verdict] ?? e.verdict}</td>
                  <td className="px-2 py-3 text-right tabular-nums">
                    {formatPrice(e.advertisedPrice, e.currency)}
                  </td>
                  <td className="px-2 py-3 text-right tabular-nums">
                    {e.mapPrice === null ? T.none : formatPrice(e.mapPrice, e.currency)}
                  </td>
                  <td className="max-w-64 px-2 py-3 break-words">{e.rule}</td>
                  <td className="px-2 py-3">
                    <div className="flex items-start gap-2">
                      <code className="max-w-40 font-mono text-xs break-all">{e.rawSha256}</code>
                      <CopyButton
                        value={e.rawSha256}
                        label={E.copySha(e.rowNo)}
                        className="size-8 shrink-0"
                      />
                    </div>
                  </td>
                  <td className="px-2 py-3">
                    {e.raw === null ? (
                      <span className="text-muted-foreground">{E.rawMissing}</span>
                    ) : isConnector(e.source) ? (
                      <a
                        href={`#${answerId(e)}`}
                        className="text-sm font-medium underline underline-offset-4"
                      >
                        {PROVIDER_ANSWER_TEXTS.show}
                      </a>
                    ) : (
                      <details>
                        <summary className="cursor-pointer text-sm font-medium whitespace-nowrap">
                          {E.showRaw}
                        </summary>
                        <pre className="bg-muted mt-2 max-w-md overflow-x-auto rounded p-2 font-mono text-xs break-all whitespace-pre-wrap">
                          {e.raw}
                        </pre>
                      </details>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  )
}

const isConnector = (source: ListingSource): source is MonitoringSource =>
  (MONITORING_SOURCES as readonly string[]).includes(source)

const answerId = (e: EvidenceItem) => `provider-answer-${e.importId}-${e.rowNo}`

/** A connector's raw row: JSON of ProviderEvidence (monitoring/connectors/types.ts). */
interface StoredAnswer {
  request: string | null
  requestId: string | null
  receivedAt: string | null
  answer: string
}

function readAnswer(raw: string): StoredAnswer | null {
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown> | null
    if (!parsed || typeof parsed !== 'object' || !('answer' in parsed)) return null
    const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null)
    return {
      request: textOf(parsed.request),
      requestId: textOf(parsed.requestId),
      receivedAt: textOf(parsed.receivedAt),
      answer: JSON.stringify(parsed.answer, null, 2) ?? String(parsed.answer),
    }
  } catch {
    return null
  }
}

/**
 * What a monitoring connector received for the offer, as received: the request, the provider's
 * request id and time, and the answer itself (decision 019: kept beside the observation).
 */
function ProviderAnswers({ evidence }: { evidence: FindingDetail['evidence'] }) {
  const answers = evidence.filter((e) => e.raw !== null && isConnector(e.source))
  if (answers.length === 0) return null
  const M = MONITORING_TEXTS.evidence
  const P = PROVIDER_ANSWER_TEXTS
  return (
    <SectionCard title={M.title}>
      <ol className="grid gap-6">
        {answers.map((e) => {
          const stored = readAnswer(e.raw!)
          return (
            <li key={answerId(e)} id={answerId(e)} className="grid min-w-0 gap-2">
              <p className="text-sm font-medium">
                {LISTING_SOURCE_LABELS[e.source] ?? e.source} ·{' '}
                <time dateTime={e.observedAt}>{formatDateTime(e.observedAt)}</time>
              </p>
              {stored ? (
                <>
                  <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
                    <dt className="text-muted-foreground">{M.requestId}</dt>
                    <dd className="font-mono text-xs break-all">
                      {stored.requestId ?? P.noRequestId}
                    </dd>
                    <dt className="text-muted-foreground">{M.receivedAt}</dt>
                    <dd>
                      {stored.receivedAt ? (
                        <time dateTime={stored.receivedAt}>
                          {formatDateTime(stored.receivedAt)}
                        </time>
                      ) : (
                        T.none
                      )}
                    </dd>
                    <dt className="text-muted-foreground">{P.request}</dt>
                    <dd className="font-mono text-xs break-all">{stored.request ?? T.none}</dd>
                  </dl>
                  <pre
                    aria-label={P.answer}
                    className="bg-muted max-h-96 overflow-auto rounded p-3 font-mono text-xs whitespace-pre"
                  >
                    {stored.answer}
                  </pre>
                </>
              ) : (
                <>
                  <p className="text-muted-foreground text-sm">{P.unreadable}</p>
                  <pre className="bg-muted max-h-96 overflow-auto rounded p-3 font-mono text-xs break-all whitespace-pre-wrap">
                    {e.raw}
                  </pre>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </SectionCard>
  )
}

function History({ actions }: { actions: FindingDetail['actions'] }) {
  const H = T.finding.history
  return (
    <SectionCard title={H.title}>
      <Timeline
        label={H.label}
        empty={H.empty}
        entries={actions.map((a) => ({
          key: a.id,
          title: H.events[a.event] ?? a.event,
          at: a.at,
          actor: a.actor,
          note: a.note,
          extra: (
            <>
              {a.deadline ? (
                <p className="mt-1 text-sm font-medium">{H.deadline(formatDateTime(a.deadline))}</p>
              ) : null}
              {a.attachment ? (
                <a
                  href={a.attachment.url}
                  download
                  className="mt-1 inline-flex items-center gap-1 text-sm underline underline-offset-4"
                >
                  <Paperclip aria-hidden="true" className="size-3.5" />
                  {H.attachment(a.attachment.name)}
                </a>
              ) : null}
            </>
          ),
        }))}
      />
    </SectionCard>
  )
}

/**
 * One finding (issue 14 items 4 and 5): what was found, where from and when, the evidence row
 * by row with its SHA-256 and raw row (a monitoring connector's as the provider's answer),
 * enforcement (or the investigation of an unknown seller), a dispute waiting for the brand, and
 * the history.
 */
export function FindingDetailView({ findingId }: { findingId: string }) {
  const query = useFinding(findingId)
  const detail = query.data

  if (!detail) return <DetailLoadState query={query} texts={T.finding} />

  const { finding } = detail
  const product = finding.product?.name ?? finding.listing.title
  return (
    <>
      <BackToProtection />
      <PageHeader
        title={T.finding.heading(product, finding.kind)}
        description={
          <>
            <p>
              {marketplaceLabel(finding.marketplace)} ·{' '}
              {finding.reseller?.company ?? finding.seller.name ?? T.unknownSeller}
            </p>
            <p>{findingSourceLine(finding.source, finding.foundAt)}</p>
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6">
        <Summary finding={finding} />
        {finding.disputeStatus === 'pending' && finding.status === 'open' ? (
          <DisputePanel detail={detail} />
        ) : null}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <EnforcementPanel detail={detail} />
          <History actions={detail.actions} />
        </div>
        <Evidence evidence={detail.evidence} />
        <ProviderAnswers evidence={detail.evidence} />
      </div>
    </>
  )
}
