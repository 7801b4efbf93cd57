import { z } from 'zod'
import { ORDER_STATUSES, ORDER_TABS, RESELLER_FILTERS } from '../brand-orders-texts.ts'
import { text } from './common.ts'

const page = z.coerce.number().int().min(1).max(100_000).default(1)

/** GET /api/brand/orders: a status tab, an optional reseller (View Orders), a page. */
export const brandOrdersQuery = z.object({
  status: z.enum(ORDER_TABS).default('all'),
  reseller: text(100).pipe(z.string().min(1)).optional(),
  page,
})
export type BrandOrdersQuery = z.infer<typeof brandOrdersQuery>

/** PATCH /api/brand/orders/:id/status: the status to move to (one step forward only). */
export const orderStatusUpdateSchema = z.object({ status: z.enum(ORDER_STATUSES) })
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>

/** GET /api/brand/resellers (and its export): search over company, name and e-mail; a filter. */
export const brandResellersQuery = z.object({
  search: text(200)
    .transform((v) => v.trim())
    .optional(),
  filter: z.enum(RESELLER_FILTERS).default('all'),
  page,
})
export type BrandResellersQuery = z.infer<typeof brandResellersQuery>
