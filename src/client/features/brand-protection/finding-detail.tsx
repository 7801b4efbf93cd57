import { Paperclip } from 'lucide-react'
import {
  BRAND_PROTECTION_TEXTS,
  formatDateTime,
  formatMoney,
  formatPrice,
  mapGap,
  marketplaceLabel,
} from '#shared/brand-protection-texts.ts'
import { LISTING_SOURCE_LABELS } from '#shared/listings.ts'
import type { FindingDetail } from '#shared/protection-api.ts'
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
 * One finding (issue 14 items 4 and 5): what was found, the evidence row by row with its SHA-256
 * and raw row, enforcement (or the investigation of an unknown seller), a dispute waiting for
 * the brand, and the history.
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
          <p>
            {marketplaceLabel(finding.marketplace)} ·{' '}
            {finding.reseller?.company ?? finding.seller.name ?? T.unknownSeller}
          </p>
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
      </div>
    </>
  )
}
