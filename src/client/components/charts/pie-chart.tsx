import { CHART_COLORS } from './chart-palette.ts'

export interface PieSlice {
  key: string
  label: string
  value: number
}

const R = 80
const INNER = 48

function arc(start: number, end: number) {
  // Angles in turns from 12 o'clock, clockwise.
  const point = (turn: number, r: number) => {
    const a = turn * 2 * Math.PI - Math.PI / 2
    return `${(Math.cos(a) * r).toFixed(3)} ${(Math.sin(a) * r).toFixed(3)}`
  }
  const large = end - start > 0.5 ? 1 : 0
  return [
    `M ${point(start, R)}`,
    `A ${R} ${R} 0 ${large} 1 ${point(end, R)}`,
    `L ${point(end, INNER)}`,
    `A ${INNER} ${INNER} 0 ${large} 0 ${point(start, INNER)}`,
    'Z',
  ].join(' ')
}

/**
 * A donut of shares with its legend (label, value and percentage, which is also what screen
 * readers read: the drawing itself is hidden from them).
 */
export function PieChart({
  slices,
  label,
  formatValue,
}: {
  slices: readonly PieSlice[]
  label: string
  formatValue: (value: number) => string
}) {
  const total = slices.reduce((s, x) => s + x.value, 0)
  // Each slice starts where the ones before it end (a running sum, computed without mutation).
  const starts = slices.map((_, i) =>
    slices.slice(0, i).reduce((s, x) => s + (total > 0 ? x.value / total : 0), 0),
  )
  const drawn = slices.map((slice, i) => {
    const share = total > 0 ? slice.value / total : 0
    const start = starts[i]!
    // A whole circle cannot be one arc: stop just short of it.
    const d = arc(start, Math.min(start + share, start + 0.99999))
    return { ...slice, d, share, color: CHART_COLORS[i % CHART_COLORS.length]! }
  })
  return (
    <figure className="flex flex-col items-center gap-4" aria-label={label}>
      <svg viewBox="-90 -90 180 180" className="size-40 shrink-0" aria-hidden="true">
        {drawn.map((s) => (
          <path key={s.key} d={s.d} fill={s.color} className="stroke-background" strokeWidth={1.5}>
            <title>{`${s.label}: ${formatValue(s.value)}`}</title>
          </path>
        ))}
      </svg>
      <figcaption className="w-full min-w-0">
        <ul className="grid gap-2 text-sm">
          {drawn.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-3 shrink-0 rounded-sm"
                style={{ backgroundColor: s.color }}
              />
              <span className="flex-1">{s.label}</span>
              <span className="tabular-nums">{formatValue(s.value)}</span>
              <span className="text-muted-foreground w-14 text-right tabular-nums">
                {(s.share * 100).toFixed(1)}%
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
