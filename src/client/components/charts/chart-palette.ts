/**
 * Chart colours: distinct at a glance and readable on the light and dark backgrounds (every one
 * is at least 3:1 against both), in the order series and slices take them.
 */
export const CHART_COLORS = ['#2563eb', '#d97706', '#059669', '#7c3aed', '#64748b'] as const

/** A few round axis ticks from 0 to at least `max`. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1]
  const raw = max / count
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw
  const ticks: number[] = []
  for (let v = 0; v <= max + step * 0.999; v += step) ticks.push(Number(v.toFixed(10)))
  return ticks
}
