import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react'
import { BRAND_DASHBOARD_TEXTS as T } from '#shared/brand-dashboard-texts.ts'
import type { Compared } from '#shared/schemas/brand-dashboard.ts'

/**
 * The change of a figure against the previous period: +n% green, −n% red, or why there is no
 * percentage (nothing to compare with).
 */
export function ChangeBadge({
  compared,
  against,
}: {
  compared: Compared<number | string>
  /** What the earlier figure is, e.g. 'vs previous 30 days'. */
  against: string
}) {
  const percent = compared.changePercent
  if (percent === null) {
    return <p className="text-muted-foreground mt-1 text-xs">{T.change.noBaseline}</p>
  }
  const Icon = percent > 0 ? ArrowUpRight : percent < 0 ? ArrowDownRight : Minus
  const tone =
    percent > 0
      ? 'text-emerald-700 dark:text-emerald-400'
      : percent < 0
        ? 'text-red-700 dark:text-red-400'
        : 'text-muted-foreground'
  const text =
    percent > 0
      ? T.change.up(percent.toFixed(1))
      : percent < 0
        ? T.change.down(percent.toFixed(1))
        : T.change.none
  return (
    <p className="mt-1 flex items-center gap-1 text-xs">
      <span className={`inline-flex items-center gap-0.5 font-medium ${tone}`}>
        <Icon aria-hidden="true" className="size-3.5" />
        {text}
      </span>
      <span className="text-muted-foreground">{against}</span>
    </p>
  )
}
