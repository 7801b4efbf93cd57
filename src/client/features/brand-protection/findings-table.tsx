import { Link } from 'react-router'
import {
  BRAND_PROTECTION_TEXTS as T,
  formatDate,
  formatDateTime,
  formatMoney,
  marketplaceLabel,
} from '#shared/brand-protection-texts.ts'
import { findingSourceLine } from '#shared/monitoring-texts.ts'
import { ENFORCEMENT_STEP_LABELS, type FindingKind } from '#shared/protection.ts'
import type { FindingListItem } from '#shared/protection-api.ts'
import { BULK_NOTICE_TEXTS } from '#shared/protection-bulk-texts.ts'
import { PROTECTION_PATHS } from '#shared/protection-texts.ts'
import { Checkbox } from '../../components/ui/checkbox.tsx'
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
      <p className="text-muted-foreground text-xs">
        {findingSourceLine(finding.source, finding.foundAt)}
      </p>
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

/** Which findings are ticked for a notice in bulk (bulk-notices.tsx); only open ones can be. */
export interface FindingSelection {
  selected: ReadonlySet<string>
  onChange: (ids: readonly string[], checked: boolean) => void
}

const selectable = (f: FindingListItem) => f.status === 'open' && f.kind !== 'unauthorized_seller'

function SelectCell({
  finding,
  selection,
}: {
  finding: FindingListItem
  selection: FindingSelection
}) {
  const who = finding.reseller?.company ?? finding.seller.name ?? T.none
  return (
    <td className="w-8 px-2 py-3">
      {selectable(finding) ? (
        <Checkbox
          aria-label={BULK_NOTICE_TEXTS.selectOne(`${productName(finding)}, ${who}`)}
          checked={selection.selected.has(finding.id)}
          onCheckedChange={(checked) => selection.onChange([finding.id], checked === true)}
        />
      ) : null}
    </td>
  )
}

function FindingRow({
  finding,
  selection,
}: {
  finding: FindingListItem
  selection: FindingSelection | undefined
}) {
  const seller = finding.seller.name ?? finding.seller.sellerId ?? T.unknownSeller
  return (
    <tr className="border-border border-b align-top last:border-0">
      {selection ? <SelectCell finding={finding} selection={selection} /> : null}
      <ProductCell finding={finding} />
      <WhoCell finding={finding} />
      <td className="px-2 py-3">{marketplaceLabel(finding.marketplace)}</td>
      <td className="px-2 py-3">
        <PriceVsMap
          advertised={finding.advertisedPrice}
          map={finding.mapPrice}
          currency={finding.currency}
        />
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

/** The header's box: every open finding of the page ticked, none, or some (indeterminate). */
function SelectAllHeader({
  items,
  selection,
}: {
  items: readonly FindingListItem[] | undefined
  selection: FindingSelection
}) {
  const ids = (items ?? []).filter(selectable).map((f) => f.id)
  const ticked = ids.filter((id) => selection.selected.has(id)).length
  return (
    <th scope="col" className="w-8 px-2 py-2">
      <Checkbox
        aria-label={BULK_NOTICE_TEXTS.selectAll}
        disabled={ids.length === 0}
        checked={
          ids.length > 0 && ticked === ids.length ? true : ticked > 0 ? 'indeterminate' : false
        }
        onCheckedChange={(checked) => selection.onChange(ids, checked === true)}
      />
    </th>
  )
}

/**
 * One kind's findings: a row each, linking to the finding (and an unknown seller's
 * investigation); with `selection`, a box per open finding for a notice in bulk.
 */
export function FindingsTable({
  kind,
  items,
  busy,
  filtered,
  selection,
}: {
  kind: FindingKind
  items: readonly FindingListItem[] | undefined
  busy: boolean
  filtered: boolean
  selection?: FindingSelection | undefined
}) {
  const columns = columnsOf(kind)
  const selecting = selection && kind !== 'unauthorized_seller' ? selection : undefined
  return (
    <div className="relative overflow-x-auto">
      <table
        className="w-full min-w-[960px] text-left text-sm"
        aria-label={T.list.tableLabel(kind)}
        aria-busy={busy}
      >
        {selecting ? (
          <thead>
            <tr className="border-border text-muted-foreground border-b">
              <SelectAllHeader items={items} selection={selecting} />
              {columns.map((c) => (
                <th
                  key={c}
                  scope="col"
                  className={`px-2 py-2 font-medium whitespace-nowrap ${c === C.atRisk ? 'text-right' : ''}`}
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
        ) : (
          <TableHeader columns={columns} right={[C.atRisk]} className={() => 'whitespace-nowrap'} />
        )}
        <DataTableBody
          columns={columns.length + (selecting ? 1 : 0)}
          rows={items}
          skeletonRows={4}
          empty={filtered ? T.list.emptyFiltered : T.list.empty(kind)}
          emptyHint={filtered ? T.list.emptyFilteredHint : T.list.emptyHint}
        >
          {(finding) => <FindingRow key={finding.id} finding={finding} selection={selecting} />}
        </DataTableBody>
      </table>
    </div>
  )
}
