/** Small helpers shared by the brand Dashboard and Analytics services. */
import type { SQL } from 'drizzle-orm'
import type { Compared } from '#shared/schemas/brand-dashboard.ts'
import type { DbOrTx } from '../../db/client.ts'

/** Runs raw SQL; node-postgres and PGlite both answer { rows } (Db is generic over the two). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

/** A timestamp from either driver (a Date, or a string) as an ISO string. */
export const iso = (value: Date | string): string => new Date(value).toISOString()

/** Percent change of `value` against `previous`, one decimal; null when previous is 0. */
export function changePercent(value: number, previous: number): number | null {
  if (previous === 0) return null
  return Math.round(((value - previous) / previous) * 1000) / 10
}

export function compareCounts(value: number, previous: number): Compared<number> {
  return { value, previous, changePercent: changePercent(value, previous) }
}

/** Money strings (numeric sums rounded to cents by the database). */
export function compareMoney(value: string, previous: string): Compared<string> {
  return { value, previous, changePercent: changePercent(Number(value), Number(previous)) }
}
