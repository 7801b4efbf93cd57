/**
 * Bars and lines over a category axis (months, days, product categories), drawn by recharts
 * (DESIGN.md) so that screens never import it themselves. Bars may stack or stand side by side;
 * a series may read on a second axis at the right (counts beside money). As with our own SVG
 * charts, the drawing is one image with a summary label and its numbers are in a ChartTable
 * (or a visible table) the caller places beside it: recharts' keyboard layer is off, since an
 * image's content is not operable and the table already gives every number.
 *
 * The drawing (recharts) loads lazily: the labelled image, its legend and the tables are there at
 * once, and the bars fill in when the chart code arrives.
 */
import { lazy, Suspense } from 'react'
import { Skeleton } from '../ui/skeleton.tsx'
import { ChartLegend } from './bar-chart.tsx'

const ComboChartDrawing = lazy(() => import('./combo-chart-drawing.tsx'))

export interface ComboSeries<K extends string> {
  /** The datum's field the series reads. */
  key: K
  name: string
  kind: 'bar' | 'line'
  color: string
  /** Bars with the same stack id pile up; without one they stand side by side. */
  stack?: string
  /** Read on the right axis (formatted by `formatRight`). */
  right?: boolean
}

export interface ComboDatum<K extends string> {
  key: string
  /** On the category axis. */
  label: string
  /** Each series' number; null leaves a gap (a line) or no bar. */
  values: Readonly<Record<K, number | null>>
}

export interface ComboChartProps<K extends string> {
  data: readonly ComboDatum<K>[]
  series: readonly ComboSeries<K>[]
  /** What the chart shows, for assistive technology. */
  label: string
  /** The left axis' numbers and its series' tooltips. */
  formatValue: (value: number) => string
  /** The right axis' numbers, when a series reads on it. */
  formatRight?: (value: number) => string
  /** The left axis' range (e.g. 0–100 for percentages); from 0 to the data's top otherwise. */
  domain?: [number, number]
  height?: number
}

const HEIGHT = 260

export function ComboChart<K extends string>({
  label,
  height = HEIGHT,
  ...drawing
}: ComboChartProps<K>) {
  const { series } = drawing
  return (
    <div className="grid gap-2">
      {series.length > 1 ? (
        <ChartLegend items={series.map((s) => ({ name: s.name, color: s.color }))} />
      ) : null}
      <div role="img" aria-label={label} style={{ height }} className="w-full min-w-0">
        <Suspense fallback={<Skeleton className="h-full w-full" />}>
          <ComboChartDrawing {...drawing} height={height} />
        </Suspense>
      </div>
    </div>
  )
}
