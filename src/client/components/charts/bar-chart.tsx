import { CHART_COLORS, niceTicks } from './chart-palette.ts'

export interface BarDatum {
  key: string
  /** Under the bar (every few bars when there are many). */
  label: string
  value: number
}

const DEFAULT_WIDTH = 640
const HEIGHT = 240
const PAD = { top: 12, right: 52, bottom: 28, left: 64 }
const PAD_RIGHT_WITHOUT_LINE = 16

/**
 * Vertical bars on a value axis, with an optional second series drawn as a line on its own
 * axis at the right (e.g. revenue and orders). The drawing is one image with a summary label;
 * its numbers are in the ChartTable the caller places beside it.
 */
export function BarChart({
  data,
  label,
  formatValue,
  line,
  labelEvery = 1,
  width: WIDTH = DEFAULT_WIDTH,
}: {
  data: readonly BarDatum[]
  /** What the chart shows, for assistive technology. */
  label: string
  formatValue: (value: number) => string
  line?: { name: string; values: readonly number[]; format: (value: number) => string }
  /** Show every n-th x label (long series). */
  labelEvery?: number
  /**
   * The drawing's width in its own units (the height is fixed): a narrower one keeps labels
   * readable in a narrow card, since the drawing scales to the card's width.
   */
  width?: number
}) {
  const padRight = line ? PAD.right : PAD_RIGHT_WITHOUT_LINE
  const innerW = WIDTH - PAD.left - padRight
  const innerH = HEIGHT - PAD.top - PAD.bottom
  const ticks = niceTicks(Math.max(0, ...data.map((d) => d.value)))
  const top = ticks.at(-1) || 1
  const lineTicks = line ? niceTicks(Math.max(0, ...line.values)) : []
  const lineTop = lineTicks.at(-1) || 1
  const slot = innerW / Math.max(1, data.length)
  const barW = Math.max(2, slot * 0.7)
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH
  const ly = (v: number) => PAD.top + innerH - (v / lineTop) * innerH
  const x = (i: number) => PAD.left + slot * i + slot / 2

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className="h-auto w-full overflow-visible"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line
            x1={PAD.left}
            x2={WIDTH - padRight}
            y1={y(t)}
            y2={y(t)}
            className="stroke-border"
            strokeDasharray={t === 0 ? undefined : '3 3'}
          />
          <text
            x={PAD.left - 6}
            y={y(t)}
            textAnchor="end"
            dominantBaseline="middle"
            className="fill-muted-foreground text-[11px]"
          >
            {formatValue(t)}
          </text>
        </g>
      ))}
      {line
        ? lineTicks.map((t) => (
            <text
              key={t}
              x={WIDTH - padRight + 6}
              y={ly(t)}
              dominantBaseline="middle"
              className="text-[11px]"
              fill={CHART_COLORS[1]}
            >
              {line.format(t)}
            </text>
          ))
        : null}
      {data.map((d, i) => (
        <g key={d.key}>
          <rect
            x={x(i) - barW / 2}
            y={y(d.value)}
            width={barW}
            height={Math.max(0, PAD.top + innerH - y(d.value))}
            rx={Math.min(3, barW / 4)}
            fill={CHART_COLORS[0]}
          >
            <title>{`${d.label}: ${formatValue(d.value)}${line ? `, ${line.name} ${line.format(line.values[i] ?? 0)}` : ''}`}</title>
          </rect>
          {i % labelEvery === 0 ? (
            <text
              x={x(i)}
              y={HEIGHT - PAD.bottom + 16}
              textAnchor="middle"
              className="fill-muted-foreground text-[11px]"
            >
              {d.label}
            </text>
          ) : null}
        </g>
      ))}
      {line ? (
        <>
          <polyline
            points={line.values.map((v, i) => `${x(i)},${ly(v)}`).join(' ')}
            fill="none"
            stroke={CHART_COLORS[1]}
            strokeWidth={2}
          />
          {line.values.map((v, i) => (
            <circle
              key={i}
              cx={x(i)}
              cy={ly(v)}
              r={data.length > 40 ? 1.5 : 3}
              fill={CHART_COLORS[1]}
            />
          ))}
        </>
      ) : null}
    </svg>
  )
}

/** The legend for a BarChart with a line: which colour is which series. */
export function ChartLegend({ items }: { items: readonly { name: string; color: string }[] }) {
  return (
    <ul className="text-muted-foreground flex flex-wrap gap-4 text-xs" aria-hidden="true">
      {items.map((item) => (
        <li key={item.name} className="flex items-center gap-1.5">
          <span
            className="inline-block size-2.5 rounded-sm"
            style={{ backgroundColor: item.color }}
          />
          {item.name}
        </li>
      ))}
    </ul>
  )
}
