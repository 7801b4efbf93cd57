import { Link } from 'react-router'
import {
  BRAND_PROTECTION_TEXTS as T,
  formatDate,
  formatDateTime,
  formatMoney,
  marketplaceLabel,
} from '#shared/brand-protection-texts.ts'
import { ENFORCEMENT_STEP_LABELS, type FindingKind } from '#shared/protection.ts'
import type { FindingListItem } from '#shared/protection-api.ts'
import { PROTECTION_PATHS } from '#shared/protection-texts.ts'
import { DataTableBody, TableHeader } from '../../components/ui/data-table.tsx'
import { DisputeBadge, FindingStatusBadge, PriceVsMap } from './protection-bits.tsx'

const C = T.list.columns

/** The columns of each kind: who sells, and what follows (enforcement, or an investigation). */
function columnsOf(kind: FindingKind): string[] {
  const who = kind === 'unauthorized_seller' ? C.seller : C.reseller
  const common = [C.product, who, C.marketplace, C.price, C.atRisk, C.observed]
  return kind === 'unauthorized_seller'
    ? [...common, C.investigation]
    : [...common, C.enforcement, C.dispute]
}

const productName = (f: FindingListItem) =>
  f.product?.name ?? f.listing.title ?? f.listing.id ?? T.none

function ProductCell({ finding }: { finding: FindingListItem }) {
  const secondary = [finding.product?.sku, finding.listing.id].filter(Boolean).join(' · ')
  return (
    <td className="px-2 py-3">
      <Link
        to={PROTECTION_PATHS.finding(finding.id)}
        className="font-medium break-words hover:underline"
      >
        {productName(finding)}
      </Link>
      {secondary ? <p className="text-muted-foreground text-xs break-all">{secondary}</p> : null}
      {finding.status !== 'open' ? (
        <div className="mt-1">
          <FindingStatusBadge status={finding.status} />
        </div>
      ) : null}
    </td>
  )
}

function WhoCell({ finding }: { finding: FindingListItem }) {
  const name =
    finding.kind === 'unauthorized_seller'
      ? (finding.seller.name ?? T.unknownSeller)
      : (finding.reseller?.company ?? finding.seller.name ?? T.none)
  return (
    <td className="px-2 py-3">
      <p className="break-words">{name}</p>
      {finding.seller.sellerId ? (
        <p className="text-muted-foreground font-mono text-xs break-all">
          {T.list.sellerId(finding.seller.sellerId)}
        </p>
      ) : null}
    </td>
  )
}

function EnforcementCell({ finding }: { finding: FindingListItem }) {
  return (
    <td className="px-2 py-3 text-sm">
      <p>{finding.step ? ENFORCEMENT_STEP_LABELS[finding.step] : T.list.notStarted}</p>
      {finding.deadline ? (
        <p className="text-muted-foreground text-xs whitespace-nowrap">
          {T.list.cureBy(formatDateTime(finding.deadline))}
        </p>
      ) : null}
      {finding.markedFixedAt ? (
        <p className="text-muted-foreground text-xs">{T.list.markedFixed}</p>
      ) : null}
    </td>
  )
}

function FindingRow({ finding }: { finding: FindingListItem }) {
  const seller = finding.seller.name ?? finding.seller.sellerId ?? T.unknownSeller
  return (
    <tr className="border-border border-b align-top last:border-0">
      <ProductCell finding={finding} />
      <WhoCell finding={finding} />
      <td className="px-2 py-3">{marketplaceLabel(finding.marketplace)}</td>
      <td className="px-2 py-3">
        <PriceVsMap advertised={finding.advertisedPrice} map={finding.mapPrice} />
      </td>
      <td className="px-2 py-3 text-right tabular-nums">{formatMoney(finding.atRisk)}</td>
      <td className="px-2 py-3 whitespace-nowrap">
        <time dateTime={finding.lastObservedAt} title={formatDateTime(finding.lastObservedAt)}>
          {formatDate(finding.lastObservedAt)}
        </time>
      </td>
      {finding.kind === 'unauthorized_seller' ? (
        <td className="px-2 py-3">
          {finding.investigationId ? (
            <Link
              to={PROTECTION_PATHS.investigation(finding.investigationId)}
              className="text-sm font-medium whitespace-nowrap underline-offset-4 hover:underline"
              aria-label={T.list.openInvestigationOf(seller)}
            >
              {T.list.openInvestigation}
            </Link>
          ) : (
            <span className="text-muted-foreground">{T.none}</span>
          )}
        </td>
      ) : (
        <>
          <EnforcementCell finding={finding} />
          <td className="px-2 py-3">
            <DisputeBadge status={finding.disputeStatus} />
          </td>
        </>
      )}
    </tr>
  )
}

/** One kind's findings: a row each, linking to the finding (and an unknown seller's investigation). */
export function FindingsTable({
  kind,
  items,
  busy,
  filtered,
}: {
  kind: FindingKind
  items: readonly FindingListItem[] | undefined
  busy: boolean
  filtered: boolean
}) {
  const columns = columnsOf(kind)
  return (
    <div className="relative overflow-x-auto">
      <table
        className="w-full min-w-[960px] text-left text-sm"
        aria-label={T.list.tableLabel(kind)}
        aria-busy={busy}
      >
        <TableHeader columns={columns} right={[C.atRisk]} className={() => 'whitespace-nowrap'} />
        <DataTableBody
          columns={columns.length}
          rows={items}
          skeletonRows={4}
          empty={filtered ? T.list.emptyFiltered : T.list.empty(kind)}
          emptyHint={filtered ? T.list.emptyFilteredHint : T.list.emptyHint}
        >
          {(finding) => <FindingRow key={finding.id} finding={finding} />}
        </DataTableBody>
      </table>
    </div>
  )
}
