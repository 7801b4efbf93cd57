/**
 * Brand protection's headline figures on Analytics (issue 14 item 7): revenue at risk with its
 * change against the previous period, recovered after cure, compliance, unauthorized sellers and
 * open violations. Rising risk is red, not green.
 */
import { ArrowDownRight, ArrowUpRight, Minus, type LucideIcon } from 'lucide-react'
import { BadgeDollarSign, ShieldAlert, ShieldCheck, TriangleAlert, UserX } from 'lucide-react'
import { BRAND_ANALYTICS_TEXTS, BRAND_DASHBOARD_TEXTS } from '#shared/brand-dashboard-texts.ts'
import { formatMoney, integer } from '../../components/charts/format.ts'
import { StatCards } from '../../components/layouts/stat-cards.tsx'
import type { ProtectionData } from './protection-types.ts'

const P = BRAND_ANALYTICS_TEXTS.protection

export const formatPercent = (value: number | null) =>
  value === null ? '—' : `${value.toFixed(1)}%`

/**
 * The change of a figure against the previous period: relative for amounts and counts, in
 * percentage points for a percentage; coloured by whether the direction is good.
 */
export function TrendNote({
  value,
  previous,
  points = false,
  higherIsBetter,
  against,
}: {
  value: number | null
  previous: number | null
  /** The figure is a percentage: the change is its difference in points. */
  points?: boolean
  higherIsBetter: boolean
  against: string
}) {
  const change =
    value === null || previous === null
      ? null
      : points
        ? Math.round((value - previous) * 10) / 10
        : previous === 0
          ? null
          : Math.round(((value - previous) / previous) * 1000) / 10
  if (change === null) {
    return (
      <p className="text-muted-foreground mt-1 text-xs">
        {BRAND_DASHBOARD_TEXTS.change.noBaseline}
      </p>
    )
  }
  const Icon: LucideIcon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus
  const good = change === 0 ? null : change > 0 === higherIsBetter
  const tone =
    good === null
      ? 'text-muted-foreground'
      : good
        ? 'text-emerald-700 dark:text-emerald-400'
        : 'text-red-700 dark:text-red-400'
  const text =
    change === 0
      ? BRAND_DASHBOARD_TEXTS.change.none
      : points
        ? P.points(`${change > 0 ? '+' : ''}${change.toFixed(1)}`)
        : change > 0
          ? BRAND_DASHBOARD_TEXTS.change.up(change.toFixed(1))
          : BRAND_DASHBOARD_TEXTS.change.down(change.toFixed(1))
  return (
    <p className="mt-1 flex flex-wrap items-center gap-1 text-xs">
      <span className={`inline-flex items-center gap-0.5 font-medium ${tone}`}>
        <Icon aria-hidden="true" className="size-3.5" />
        {text}
      </span>
      <span className="text-muted-foreground">{against}</span>
    </p>
  )
}

export function ProtectionFigures({ data, months }: { data: ProtectionData; months: number }) {
  const { kpis } = data
  const against = P.against(months)
  return (
    <StatCards
      label={P.figuresLabel}
      region
      cards={[
        {
          id: 'protection-revenueAtRisk',
          title: P.kpis.revenueAtRisk,
          icon: BadgeDollarSign,
          value: formatMoney(kpis.revenueAtRisk.value),
          rawValue: kpis.revenueAtRisk.value,
          extra: (
            <TrendNote
              value={Number(kpis.revenueAtRisk.value)}
              previous={Number(kpis.revenueAtRisk.previous)}
              higherIsBetter={false}
              against={against}
            />
          ),
          hint: P.kpiNotes.revenueAtRisk(months),
        },
        {
          id: 'protection-recovered',
          title: P.kpis.recovered,
          icon: ShieldCheck,
          value: formatMoney(kpis.recovered.value),
          rawValue: kpis.recovered.value,
          extra: (
            <TrendNote
              value={Number(kpis.recovered.value)}
              previous={Number(kpis.recovered.previous)}
              higherIsBetter
              against={against}
            />
          ),
          hint: P.kpiNotes.recovered(months),
        },
        {
          id: 'protection-compliance',
          title: P.kpis.compliance,
          icon: ShieldAlert,
          value:
            kpis.compliance.value === null ? P.noCompliance : formatPercent(kpis.compliance.value),
          rawValue: kpis.compliance.value === null ? undefined : String(kpis.compliance.value),
          extra: (
            <TrendNote
              value={kpis.compliance.value}
              previous={kpis.compliance.previous}
              points
              higherIsBetter
              against={against}
            />
          ),
          hint: P.kpiNotes.compliance(months),
        },
        {
          id: 'protection-unauthorizedSellers',
          title: P.kpis.unauthorizedSellers,
          icon: UserX,
          value: integer.format(kpis.unauthorizedSellers.value),
          rawValue: String(kpis.unauthorizedSellers.value),
          extra: (
            <TrendNote
              value={kpis.unauthorizedSellers.value}
              previous={kpis.unauthorizedSellers.previous}
              higherIsBetter={false}
              against={against}
            />
          ),
          hint: P.kpiNotes.unauthorizedSellers(months),
        },
        {
          id: 'protection-openViolations',
          title: P.kpis.openViolations,
          icon: TriangleAlert,
          value: integer.format(kpis.openViolations),
          rawValue: String(kpis.openViolations),
          hint: P.kpiNotes.openViolations,
        },
      ]}
    />
  )
}
