import { z } from 'zod'
import { ORDER_TABS, RESELLER_FILTERS } from '../brand-orders-texts.ts'
import {
  CARRIER_MAX_LENGTH,
  ORDER_REASON_MAX_LENGTH,
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_URL_MAX_LENGTH,
} from '../constants.ts'
import { ORDER_LIFECYCLE_TEXTS, trackingLinkFor } from '../order-lifecycle-texts.ts'
import { text } from './common.ts'

const page = z.coerce.number().int().min(1).max(100_000).default(1)

/** GET /api/brand/orders: a status tab, an optional reseller (View Orders), a page. */
export const brandOrdersQuery = z.object({
  status: z.enum(ORDER_TABS).default('all'),
  reseller: text(100).pipe(z.string().min(1)).optional(),
  page,
})
export type BrandOrdersQuery = z.infer<typeof brandOrdersQuery>

const L = ORDER_LIFECYCLE_TEXTS

/**
 * PATCH /api/brand/orders/:id/status: the status to move to (one step forward only, or declined
 * with a reason from pending). Shipped needs the carrier and the tracking number; the tracking
 * link is worked out for the known carriers and must be given (https) for any other.
 */
export const orderStatusUpdateSchema = z.discriminatedUnion('status', [
  // pending is never a step; it is accepted here so that asking for it is a 409 that says why.
  z.strictObject({ status: z.enum(['pending', 'accepted', 'processing', 'delivered']) }),
  z.strictObject({
    status: z.literal('declined'),
    reason: text(ORDER_REASON_MAX_LENGTH)
      .transform((v) => v.trim())
      .pipe(z.string().min(1, L.declineReasonRequired)),
  }),
  z
    .strictObject({
      status: z.literal('shipped'),
      carrier: text(CARRIER_MAX_LENGTH)
        .transform((v) => v.trim())
        .pipe(z.string().min(1, L.carrierRequired)),
      trackingNumber: text(TRACKING_NUMBER_MAX_LENGTH)
        .transform((v) => v.trim())
        .pipe(
          z
            .string()
            .min(1, L.trackingNumberRequired)
            .regex(/^[A-Za-z0-9 -]+$/, L.trackingNumberInvalid),
        ),
      trackingUrl: text(TRACKING_URL_MAX_LENGTH)
        .transform((v) => v.trim())
        .pipe(
          z.string().refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), L.trackingUrlInvalid),
        )
        .optional(),
    })
    .transform((v, ctx) => {
      const trackingUrl = v.trackingUrl || trackingLinkFor(v.carrier, v.trackingNumber)
      if (!trackingUrl) {
        ctx.addIssue({
          code: 'custom',
          path: ['trackingUrl'],
          message: L.trackingUrlRequired(v.carrier),
        })
        return z.NEVER
      }
      return { ...v, trackingUrl }
    }),
])
export type OrderStatusUpdate = z.output<typeof orderStatusUpdateSchema>
export type OrderStatusUpdateInput = z.input<typeof orderStatusUpdateSchema>

/** POST /api/reseller/orders/:id/cancel: an optional reason for the brand. */
export const cancelOrderSchema = z.strictObject({
  reason: text(ORDER_REASON_MAX_LENGTH)
    .transform((v) => v.trim() || null)
    .optional(),
})
export type CancelOrderInput = z.input<typeof cancelOrderSchema>

/** GET /api/brand/resellers (and its export): search over company, name and e-mail; a filter. */
export const brandResellersQuery = z.object({
  search: text(200)
    .transform((v) => v.trim())
    .optional(),
  filter: z.enum(RESELLER_FILTERS).default('all'),
  page,
})
export type BrandResellersQuery = z.infer<typeof brandResellersQuery>

/** An address as an order keeps it (issue 15). */
export interface OrderAddressView {
  name: string
  company: string | null
  line1: string
  line2: string | null
  city: string
  region: string | null
  postalCode: string
  country: string
  phone: string | null
}

/** One order as the API sends it to either party (GET /api/brand/orders/:id, /api/reseller/orders/:id). */
export interface OrderDetailsView {
  id: string
  brandId: string
  brandName: string | null
  brandEntryId: string | null
  status: import('../brand-orders-texts.ts').OrderStatus
  totalAmount: string
  createdAt: string
  updatedAt: string
  shipTo: OrderAddressView | null
  billTo: OrderAddressView | null
  statusReason: string | null
  tracking: { carrier: string; trackingNumber: string; trackingUrl: string | null } | null
  reseller: {
    id: string
    companyName: string | null
    fullName: string | null
    email: string | null
    phone: string | null
  }
  items: {
    id: string
    productId: string | null
    productName: string
    sku: string | null
    quantity: number
    unitPrice: string
    lineTotal: string
  }[]
  timeline: {
    id: string
    status: import('../brand-orders-texts.ts').OrderStatus
    actorRole: string
    actorName: string | null
    note: string | null
    createdAt: string
  }[]
}
