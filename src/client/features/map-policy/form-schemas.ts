/**
 * The MAP change and promotion forms check their values with the same schemas the server
 * validates with (#shared/schemas/protection.ts); only the form's own shape is translated
 * first: a datetime-local value is a time in the viewer's zone, sent as an ISO instant, and an
 * empty amount is "none".
 */
import type { FieldError, FieldValues, Resolver } from 'react-hook-form'
import { z } from 'zod'
import {
  mapChangeSchema,
  PROTECTION_MESSAGES,
  promotionSchema,
} from '#shared/schemas/protection.ts'

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
  /** The MAP's ISO currency (decision 013); USD unless the brand chooses another. */
  currency: string
}

export const mapChangeFormSchema = z.preprocess(
  (v: MapChangeFormValues) => ({
    productIds: v.productIds,
    mapPrice: v.noMap ? null : v.mapPrice,
    effectiveFrom: localToIso(v.effectiveFrom),
    currency: v.currency,
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

/** The fields that are "none, or an amount" (a percentage) in the shared schemas. */
function amountMessage(path: string): string | undefined {
  if (path === 'mapPrice' || path.endsWith('.promoMapPrice'))
    return PROTECTION_MESSAGES.priceInvalid
  if (path === 'percentOff') return PROTECTION_MESSAGES.percentInvalid
  return undefined
}

function fixMessages(node: unknown, path: string) {
  if (!node || typeof node !== 'object') return
  const error = node as Partial<FieldError>
  if (error.type === 'invalid_type' && typeof error.message === 'string') {
    const message = amountMessage(path)
    if (message) error.message = message
    return
  }
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'ref') fixMessages(child, path ? `${path}.${key}` : key)
  }
}

/**
 * A value that is neither empty nor an amount fails both sides of the schemas' "null or an
 * amount", and the resolver reports the first side ("expected null"); the form says what an
 * amount should look like instead.
 */
export function withAmountMessages<In extends FieldValues, Out>(
  resolver: Resolver<In, unknown, Out>,
): Resolver<In, unknown, Out> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options)
    fixMessages(result.errors, '')
    return result
  }
}
