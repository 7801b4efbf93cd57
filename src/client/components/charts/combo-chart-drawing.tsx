/**
 * The recharts drawing of a ComboChart, in its own module so that recharts (about 120 KB
 * compressed) loads after the screen, not before it: combo-chart.tsx imports it lazily.
 */
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipValueType,
} from 'recharts'
import type { ComboChartProps } from './combo-chart.tsx'

/** Axis numbers and labels in the muted text colour of either theme. */
const TICK = { fontSize: 11, fill: 'var(--color-muted-foreground)' }

export default function ComboChartDrawing<K extends string>({
  data,
  series,
  formatValue,
  formatRight,
  domain,
  height,
}: Omit<ComboChartProps<K>, 'label' | 'height'> & { height: number }) {
  const hasRight = series.some((s) => s.right)
  // recharts reads fields by name: each series gets its own (s0, s1, …), whatever its key.
  const rows = data.map((d) =>
    Object.fromEntries([
      ['label', d.label],
      ...series.map((s, i) => [`s${i}`, d.values[s.key]] as const),
    ]),
  )
  const formatOf = (field: unknown) => {
    const s = series[Number(String(field).slice(1))]
    return s?.right && formatRight ? formatRight : formatValue
  }
  return (
    <ComposedChart
      data={rows}
      responsive
      style={{ width: '100%', height }}
      margin={{ top: 8, right: hasRight ? 0 : 8, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
      <XAxis
        dataKey="label"
        tickLine={false}
        tick={TICK}
        stroke="var(--color-border)"
        interval="preserveStartEnd"
        minTickGap={8}
      />
      <YAxis
        yAxisId="left"
        tickFormatter={(v: number) => formatValue(v)}
        tick={TICK}
        tickLine={false}
        axisLine={false}
        width={56}
        allowDecimals={false}
        {...(domain ? { domain } : {})}
      />
      {hasRight ? (
        <YAxis
          yAxisId="right"
          orientation="right"
          tickFormatter={(v: number) => (formatRight ?? formatValue)(v)}
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={44}
          allowDecimals={false}
        />
      ) : null}
      <Tooltip
        formatter={(value: TooltipValueType | undefined, _name, item) =>
          typeof value === 'number' ? formatOf(item.dataKey)(value) : '—'
        }
        contentStyle={{
          background: 'var(--color-background)',
          border: '1px solid var(--color-border)',
          borderRadius: 6,
          color: 'var(--color-foreground)',
          fontSize: 12,
        }}
        cursor={{ fill: 'var(--color-muted)', opacity: 0.5 }}
      />
      {series.map((s, i) =>
        s.kind === 'bar' ? (
          <Bar
            key={s.key}
            dataKey={`s${i}`}
            name={s.name}
            fill={s.color}
            yAxisId={s.right ? 'right' : 'left'}
            radius={s.stack ? 0 : [3, 3, 0, 0]}
            maxBarSize={40}
            isAnimationActive={false}
            {...(s.stack ? { stackId: s.stack } : {})}
          />
        ) : (
          <Line
            key={s.key}
            dataKey={`s${i}`}
            name={s.name}
            stroke={s.color}
            strokeWidth={2}
            dot={{ r: data.length > 40 ? 1.5 : 3, fill: s.color }}
            yAxisId={s.right ? 'right' : 'left'}
            type="monotone"
            // A month without judged listings has no compliance: a gap, not a zero.
            connectNulls={false}
            isAnimationActive={false}
          />
        ),
      )}
    </ComposedChart>
  )
}
