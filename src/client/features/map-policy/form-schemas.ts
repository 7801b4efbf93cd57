/**
 * The MAP change and promotion forms check their values with the same schemas the server
 * validates with (#shared/schemas/protection.ts); only the form's own shape is translated
 * first: a datetime-local value is a time in the viewer's zone, sent as an ISO instant, and an
 * empty amount is "none".
 */
import { z } from 'zod'
import { mapChangeSchema, promotionSchema } from '#shared/schemas/protection.ts'

const pad = (n: number) => String(n).padStart(2, '0')

/** A datetime-local value ('2026-11-27T09:00', the viewer's zone) as an ISO instant. */
export function localToIso(value: string): string {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}

/** A time as a datetime-local value in the viewer's zone (minutes). */
export function localInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`
}

/** Tomorrow at 09:00 in the viewer's zone: a sensible first value for a change ahead. */
export function tomorrowMorning(now: Date = new Date()): string {
  const date = new Date(now)
  date.setDate(date.getDate() + 1)
  date.setHours(9, 0, 0, 0)
  return localInputValue(date)
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value)

export interface MapChangeFormValues {
  productIds: string[]
  mapPrice: string
  noMap: boolean
  effectiveFrom: string
}

export const mapChangeFormSchema = z.preprocess(
  (v: MapChangeFormValues) => ({
    productIds: v.productIds,
    mapPrice: v.noMap ? null : v.mapPrice,
    effectiveFrom: localToIso(v.effectiveFrom),
  }),
  mapChangeSchema,
)

export interface PromotionFormValues {
  name: string
  startsAt: string
  endsAt: string
  percentOff: string
  products: { productId: string; promoMapPrice: string }[]
}

export const promotionFormSchema = z.preprocess(
  (v: PromotionFormValues) => ({
    name: v.name,
    startsAt: localToIso(v.startsAt),
    endsAt: localToIso(v.endsAt),
    percentOff: blankToNull(v.percentOff),
    products: v.products.map((p) => ({
      productId: p.productId,
      promoMapPrice: blankToNull(p.promoMapPrice),
    })),
  }),
  promotionSchema,
)
