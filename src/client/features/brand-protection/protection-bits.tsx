/**
 * Pieces the Brand Protection screens share: status badges, the advertised price against MAP
 * with its gap, the score bar, a history timeline, and the message for a brand without a
 * directory entry.
 */
import { Building2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BRAND_DASHBOARD_TEXTS } from '#shared/brand-dashboard-texts.ts'
import {
  BRAND_PROTECTION_TEXTS as T,
  formatDateTime,
  mapGap,
} from '#shared/brand-protection-texts.ts'
import {
  INVESTIGATION_STATUS_LABELS,
  type DisputeStatus,
  type FindingStatus,
  type InvestigationStatus,
} from '#shared/protection.ts'
import { BRAND_SCREENS } from '../../components/layouts/portal-screens.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'

type Tone = 'success' | 'warning' | 'danger' | 'default' | 'info'

const FINDING_TONE: Record<FindingStatus, Tone> = {
  open: 'danger',
  cured: 'success',
  withdrawn: 'default',
  superseded: 'info',
}

const INVESTIGATION_TONE: Record<InvestigationStatus, Tone> = {
  open: 'warning',
  investigating: 'info',
  source_identified: 'info',
  takedown_filed: 'warning',
  resolved: 'success',
}

const DISPUTE_TONE: Record<DisputeStatus, Tone> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'default',
}

export function FindingStatusBadge({ status }: { status: FindingStatus }) {
  return <Badge tone={FINDING_TONE[status]}>{T.statuses[status]}</Badge>
}

export function InvestigationStatusBadge({ status }: { status: InvestigationStatus }) {
  return <Badge tone={INVESTIGATION_TONE[status]}>{INVESTIGATION_STATUS_LABELS[status]}</Badge>
}

export function DisputeBadge({ status }: { status: DisputeStatus | null }) {
  if (status === null) return <span className="text-muted-foreground">{T.none}</span>
  return <Badge tone={DISPUTE_TONE[status]}>{T.disputes[status]}</Badge>
}

/**
 * '$19.99 vs $24.99' with '$5.00 below MAP (20%)' under it when it is below, in the listing's
 * currency ('€43.19 vs €41.67'; decision 013). Without a currency, USD (the screens' older data).
 */
export function PriceVsMap({
  advertised,
  map,
  currency = 'USD',
}: {
  advertised: string
  map: string | null
  currency?: string | null | undefined
}) {
  const gap = mapGap(advertised, map)
  return (
    <div className="tabular-nums">
      <p className="whitespace-nowrap">{T.list.advertisedVsMap(advertised, map, currency)}</p>
      {gap ? (
        <p className="text-xs font-medium whitespace-nowrap text-red-700">
          {T.list.gap(gap.amount, gap.percent, currency)}
        </p>
      ) : null}
    </div>
  )
}

/** A 0–100 score as a bar with its number; the number is what assistive technology reads. */
export function ScoreBar({ score }: { score: number }) {
  const value = Math.max(0, Math.min(100, Math.round(score)))
  return (
    <div className="flex items-center gap-2">
      <div
        role="meter"
        aria-label={T.investigation.candidates.score(value)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="bg-muted h-2 w-28 overflow-hidden rounded-full"
      >
        <div
          className={`h-full rounded-full ${value >= 60 ? 'bg-red-600' : value >= 30 ? 'bg-amber-500' : 'bg-slate-500'}`}
          style={{ width: `${value}%` }}
        />
      </div>
      <span className="text-sm font-semibold tabular-nums" aria-hidden="true">
        {value}
      </span>
    </div>
  )
}

export interface TimelineEntry {
  key: string | number
  title: string
  at: string
  actor: string
  note?: string | null | undefined
  /** More lines: a deadline, an attachment. */
  extra?: ReactNode
}

/** A history as an ordered list, oldest first: what, who, when, and the note. */
export function Timeline({
  label,
  entries,
  empty,
}: {
  label: string
  entries: readonly TimelineEntry[]
  empty: string
}) {
  if (entries.length === 0) return <p className="text-muted-foreground text-sm">{empty}</p>
  return (
    <ol aria-label={label} className="border-border ml-2 space-y-4 border-l pl-5">
      {entries.map((e) => (
        <li key={e.key} className="relative">
          <span
            aria-hidden="true"
            className="bg-primary border-background absolute top-1.5 -left-[1.65rem] size-3 rounded-full border-2"
          />
          <p className="font-medium">{e.title}</p>
          <p className="text-muted-foreground text-xs">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {T.finding.history.by(e.actor)}
          </p>
          {e.note ? <p className="mt-1 text-sm break-words whitespace-pre-line">{e.note}</p> : null}
          {e.extra}
        </li>
      ))}
    </ol>
  )
}

/** A brand without a directory entry: the message every brand screen shows. */
export function NoEntryAlert() {
  return (
    <Alert role="status" className="flex gap-3">
      <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <AlertTitle>{BRAND_DASHBOARD_TEXTS.noEntry.title}</AlertTitle>
        <p>{BRAND_DASHBOARD_TEXTS.noEntry.body}</p>
        <Link
          to={BRAND_SCREENS.dashboard.to}
          className="mt-2 inline-block font-medium underline underline-offset-4"
        >
          {BRAND_DASHBOARD_TEXTS.noEntry.action}
        </Link>
      </div>
    </Alert>
  )
}

/** A definition list of label → value pairs, two columns where there is room. */
export function Facts({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-muted-foreground text-xs font-medium">{item.label}</dt>
          <dd className="mt-0.5 text-sm break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
