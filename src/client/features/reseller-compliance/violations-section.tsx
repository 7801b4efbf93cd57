import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { COMPLIANCE_TEXTS, marketplaceName } from '#shared/compliance-texts.ts'
import { when } from '#shared/map-policy-texts.ts'
import { FINDING_KIND_LABELS } from '#shared/protection.ts'
import { ListingLink } from '../../components/protection/listing-link.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { TableHeader } from '../../components/ui/data-table.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import type { ComplianceFinding } from './api.ts'
import { DisputeDialog } from './dispute-dialog.tsx'
import { FindingDetailDialog } from './finding-detail-dialog.tsx'
import { MarkFixedDialog } from './mark-fixed-dialog.tsx'

const T = COMPLIANCE_TEXTS.violations
const COLUMNS = Object.values(T.columns)
const CLOSED_COLUMNS = Object.values(T.closedColumns)

type Chosen = { id: string; label: string }

/** "Brand: product on Amazon", what dialogs and screen readers name a violation by. */
export const findingLabel = (f: ComplianceFinding) =>
  `${T.brandProduct(f.brand.name, f.product?.name ?? T.unknownProduct)} · ${marketplaceName(f.marketplace)}`

function ListingCell({ finding }: { finding: ComplianceFinding }) {
  return (
    <th scope="row" className="px-2 py-3 text-left font-normal">
      <span className="block font-medium">
        {T.brandProduct(finding.brand.name, finding.product?.name ?? T.unknownProduct)}
      </span>
      <span className="text-muted-foreground block text-xs">
        {marketplaceName(finding.marketplace)}
        {finding.listing.id ? ` · ${T.listingId(finding.listing.id)}` : ''}
      </span>
      {finding.listing.title ? (
        <span className="text-muted-foreground block max-w-64 truncate text-xs">
          {finding.listing.title}
        </span>
      ) : null}
      <ListingLink
        url={finding.listing.url}
        className="text-brand inline-flex items-center gap-1 text-xs underline-offset-4 hover:underline"
        iconClassName="size-3"
      >
        {T.openListing}
      </ListingLink>
    </th>
  )
}

function Answer({ finding }: { finding: ComplianceFinding }) {
  const parts = []
  if (finding.markedFixedAt) parts.push(T.markedFixed(when(finding.markedFixedAt)))
  if (finding.disputeStatus) parts.push(T.dispute[finding.disputeStatus])
  if (parts.length === 0) return <span className="text-muted-foreground">{T.noAnswer}</span>
  return (
    <ul className="grid gap-1">
      {parts.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  )
}

function StepCell({ finding, now }: { finding: ComplianceFinding; now: number }) {
  if (!finding.step) return <span className="text-muted-foreground">{T.noStep}</span>
  const passed = finding.deadline !== null && new Date(finding.deadline).getTime() < now
  return (
    <span className="grid gap-1">
      <span className="font-medium">{COMPLIANCE_TEXTS.events[finding.step]}</span>
      {finding.deadline ? (
        <span className={passed ? 'text-destructive' : undefined}>
          {passed ? T.deadlinePassed(when(finding.deadline)) : T.deadline(when(finding.deadline))}
        </span>
      ) : null}
    </span>
  )
}

function OpenRow({
  finding,
  now,
  onDetails,
  onFixed,
  onDispute,
}: {
  finding: ComplianceFinding
  now: number
  onDetails: () => void
  onFixed: () => void
  onDispute: () => void
}) {
  const name = findingLabel(finding)
  return (
    <tr className="border-border border-b align-top last:border-0">
      <ListingCell finding={finding} />
      <td className="px-2 py-3 tabular-nums">
        {T.advertisedVsMap(finding.advertisedPrice, finding.mapPrice, finding.currency)}
      </td>
      <td className="px-2 py-3">
        <Badge tone="danger">{FINDING_KIND_LABELS[finding.kind]}</Badge>
        {finding.rule ? <p className="mt-1 max-w-72 text-xs">{finding.rule}</p> : null}
      </td>
      <td className="px-2 py-3">
        <StepCell finding={finding} now={now} />
      </td>
      <td className="px-2 py-3 text-xs">
        <Answer finding={finding} />
      </td>
      <td className="px-2 py-3">
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onDetails}>
            {T.viewDetails}
            <span className="sr-only"> {name}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={onFixed}>
            {T.markFixed}
            <span className="sr-only"> {name}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={finding.disputeStatus === 'pending'}
            onClick={onDispute}
          >
            {T.disputeAction}
            <span className="sr-only"> {name}</span>
          </Button>
        </div>
      </td>
    </tr>
  )
}

function ClosedTable({
  findings,
  onDetails,
}: {
  findings: ComplianceFinding[]
  onDetails: (f: ComplianceFinding) => void
}) {
  return (
    <section aria-labelledby="closed-violations" className="grid gap-2">
      <h3 id="closed-violations" className="font-semibold">
        {T.closedTitle}
      </h3>
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <TableHeader
            columns={[...CLOSED_COLUMNS, T.columns.actions]}
            right={[T.columns.actions]}
          />
          <tbody>
            {findings.map((f) => (
              <tr key={f.id} className="border-border border-b align-top last:border-0">
                <ListingCell finding={f} />
                <td className="px-2 py-3 tabular-nums">
                  {T.advertisedVsMap(f.advertisedPrice, f.mapPrice, f.currency)}
                </td>
                <td className="px-2 py-3">
                  <Badge
                    tone={f.status === 'cured' || f.status === 'withdrawn' ? 'success' : 'default'}
                  >
                    {T.statuses[f.status]}
                  </Badge>
                </td>
                <td className="px-2 py-3">{f.closedAt ? when(f.closedAt) : '—'}</td>
                <td className="px-2 py-3 text-right">
                  <Button variant="outline" size="sm" onClick={() => onDetails(f)}>
                    {T.viewDetails}
                    <span className="sr-only"> {findingLabel(f)}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/**
 * The reseller's violations (issue 14 item 5): the open ones with their step and deadline and
 * what it can do (view the evidence and history, mark fixed, dispute), then those closed in the
 * last 30 days (cured, withdrawn).
 */
export function ViolationsSection({ findings }: { findings: ComplianceFinding[] }) {
  const [details, setDetails] = useState<Chosen>()
  const [fixing, setFixing] = useState<Chosen>()
  const [disputing, setDisputing] = useState<Chosen>()
  const [now] = useState(() => Date.now())
  const open = findings.filter((f) => f.status === 'open')
  const closed = findings.filter((f) => f.status !== 'open')
  const chosen = (f: ComplianceFinding): Chosen => ({ id: f.id, label: findingLabel(f) })

  return (
    <SectionCard
      title={T.title}
      description={T.description}
      contentClassName="grid grid-cols-1 gap-6"
    >
      {open.length === 0 ? (
        <EmptyState icon={ShieldCheck} title={T.none}>
          {T.noneHint}
        </EmptyState>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{T.title}</caption>
            <TableHeader columns={COLUMNS} right={[T.columns.actions]} />
            <tbody>
              {open.map((f) => (
                <OpenRow
                  key={f.id}
                  finding={f}
                  now={now}
                  onDetails={() => setDetails(chosen(f))}
                  onFixed={() => setFixing(chosen(f))}
                  onDispute={() => setDisputing(chosen(f))}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {closed.length > 0 ? (
        <ClosedTable findings={closed} onDetails={(f) => setDetails(chosen(f))} />
      ) : null}
      <FindingDetailDialog
        finding={details}
        onOpenChange={(o) => {
          if (!o) setDetails(undefined)
        }}
      />
      <MarkFixedDialog
        finding={fixing}
        onOpenChange={(o) => {
          if (!o) setFixing(undefined)
        }}
      />
      <DisputeDialog
        finding={disputing}
        onOpenChange={(o) => {
          if (!o) setDisputing(undefined)
        }}
      />
    </SectionCard>
  )
}
