/**
 * An order's invoice and packing slip as PDF (issue 15): for the order's brand and reseller and
 * for admins, nobody else (another party's order is not found).
 */
import { z } from 'zod'
import { ORDER_DOCUMENT_TEXTS as D } from '#shared/order-lifecycle-texts.ts'
import { uuid } from '#shared/schemas/common.ts'
import { attachmentDisposition } from '../../lib/http/content-disposition.ts'
import { defineRoute } from '../../lib/http/route.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { getAnyOrder, getBrandOrder, getResellerOrder } from '../brand-orders/get-brand-order.ts'
import { renderOrderPdf, type OrderDocumentKind } from './render-order-pdf.ts'

const params = z.object({ id: uuid, kind: z.enum(['invoice', 'packing-slip']) })

async function orderFor(deps: AppDeps, viewer: Viewer, id: string) {
  if (viewer.role === 'admin') return getAnyOrder(deps.db, id)
  if (viewer.role === 'brand') return getBrandOrder(deps.db, viewer.userId, id)
  return getResellerOrder(deps.db, viewer.userId, id)
}

export const orderDocumentRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/orders/:id/documents/:kind',
    summary:
      "An order's invoice or packing slip (kind: invoice | packing-slip) as PDF, for its brand, its reseller and admins",
    tags: ['orders'],
    access: ['brand', 'reseller'],
    params,
    responses: { 404: 'No such order, or another party’s' },
    handler: async ({ deps, viewer, params }) => {
      const order = await orderFor(deps, viewer, params.id)
      const kind: OrderDocumentKind = params.kind
      const pdf = await renderOrderPdf(order, kind)
      const name = kind === 'invoice' ? D.invoiceFile(order.id) : D.packingSlipFile(order.id)
      return new Response(pdf, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': attachmentDisposition(name),
          // Names, addresses and prices of a trade: never kept by a shared cache.
          'Cache-Control': 'private, no-store',
        },
      })
    },
  }),
]
