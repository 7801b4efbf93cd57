/**
 * An order's invoice or packing slip as a PDF (issue 15), drawn with pdf-lib's standard fonts
 * like the Letters of Authorization: the seller, the order number and date, bill-to and ship-to,
 * the lines (the invoice with prices and the total, the packing slip with quantities only, for
 * the person packing the boxes), and the tracking when shipped. Dates are the order's own, so
 * one order renders the same twice.
 */
import { ORDER_STATUS_LABELS, formatUsd } from '#shared/brand-orders-texts.ts'
import {
  ORDER_DOCUMENT_TEXTS as D,
  ORDER_LIFECYCLE_TEXTS as L,
} from '#shared/order-lifecycle-texts.ts'
import { PRODUCT_NAME } from '#shared/product.ts'
import { MARGIN, MUTED, PAGE, TEXT_WIDTH, Writer } from '../../lib/pdf-writer.ts'
import type { BrandOrderDetails } from '../brand-orders/get-brand-order.ts'
import { addressLines } from '../brand-orders/order-status-mail.ts'

export type OrderDocumentKind = 'invoice' | 'packing-slip'

const dateOf = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

export async function renderOrderPdf(
  order: BrandOrderDetails,
  kind: OrderDocumentKind,
): Promise<Uint8Array<ArrayBuffer>> {
  // Loaded on the first document, not at start (an idle server would keep its 3.4 MB of heap).
  const { PDFDocument, StandardFonts } = await import('pdf-lib')
  const doc = await PDFDocument.create()
  const title = kind === 'invoice' ? D.invoice : D.packingSlip
  doc.setTitle(`${title} ${order.id}`)
  doc.setProducer(PRODUCT_NAME)
  doc.setCreationDate(order.createdAt)
  doc.setModificationDate(order.createdAt)
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  }
  const w = new Writer(doc, fonts)
  w.text(title, { font: fonts.bold, size: 20, gap: 4 })
  w.text(order.brandName ?? '', { font: fonts.bold, size: 13, gap: 6 })
  w.text(`Order ${order.id}`, { size: 10, color: MUTED })
  w.text(`Placed ${dateOf(order.createdAt)} · ${ORDER_STATUS_LABELS[order.status]}`, {
    size: 10,
    color: MUTED,
    gap: 8,
  })
  w.rule()

  // Bill-to (the invoice) and ship-to side by side.
  const half = TEXT_WIDTH / 2 - 8
  const blocks: [string, string[]][] = [
    ...(kind === 'invoice'
      ? ([[L.billTo, order.billTo ? addressLines(order.billTo) : [L.noAddress]]] as [
          string,
          string[],
        ][])
      : []),
    [L.shipTo, order.shipTo ? addressLines(order.shipTo) : [L.noAddress]],
  ]
  const top = w.y
  let lowest = w.y
  blocks.forEach(([label, lines], i) => {
    w.y = top
    const x = MARGIN.side + i * (half + 16)
    w.text(label, { font: fonts.bold, size: 10, x, width: half })
    for (const line of lines) w.text(line, { size: 10, x, width: half })
    lowest = Math.min(lowest, w.y)
  })
  w.y = lowest - 8
  w.rule()

  // The lines: product and SKU, quantity, and on the invoice unit price and line total.
  const cols =
    kind === 'invoice'
      ? { product: MARGIN.side, qty: 340, unit: 400, total: PAGE.width - MARGIN.side }
      : { product: MARGIN.side, qty: PAGE.width - MARGIN.side, unit: 0, total: 0 }
  const right = (text: string, x: number, bold = false) => {
    const font = bold ? fonts.bold : fonts.regular
    const clean = w.clean(font, text)
    w.page.drawText(clean, { x: x - font.widthOfTextAtSize(clean, 10), y: w.y, size: 10, font })
  }
  const row = (
    cells: { product: string; qty: string; unit?: string; total?: string },
    bold = false,
  ) => {
    const font = bold ? fonts.bold : fonts.regular
    const width = (kind === 'invoice' ? cols.qty - 40 : cols.qty - 60) - MARGIN.side
    const startY = w.y
    w.text(cells.product, { font, size: 10, width })
    const endY = w.y
    // Numbers on the row's first line.
    w.y = startY - 10 * 1.35
    if (kind === 'invoice') {
      right(cells.qty, cols.qty, bold)
      if (cells.unit) right(cells.unit, cols.unit + 80, bold)
      if (cells.total) right(cells.total, cols.total, bold)
    } else {
      right(cells.qty, cols.qty, bold)
    }
    w.y = endY - 4
  }
  w.ensure(20)
  row({ product: 'Product', qty: 'Qty', unit: 'Unit price', total: 'Line total' }, true)
  for (const item of order.items) {
    w.ensure(20)
    row({
      product: item.sku ? `${item.productName} (SKU ${item.sku})` : item.productName,
      qty: String(item.quantity),
      unit: formatUsd(item.unitPrice),
      total: formatUsd(item.lineTotal),
    })
  }
  w.rule()
  if (kind === 'invoice') {
    w.ensure(20)
    w.y -= 14
    right(`Total ${formatUsd(order.totalAmount)}`, cols.total, true)
    w.y -= 10
  } else {
    const units = order.items.reduce((sum, i) => sum + i.quantity, 0)
    w.text(`${order.items.length} lines · ${units} units`, { font: fonts.bold, size: 10, gap: 6 })
  }
  if (order.tracking) {
    w.text(
      `${L.carrier}: ${order.tracking.carrier} · ${L.trackingNumber}: ${order.tracking.trackingNumber}`,
      {
        size: 10,
        gap: 4,
      },
    )
  }
  if (order.statusReason && (order.status === 'declined' || order.status === 'cancelled')) {
    w.text(`${ORDER_STATUS_LABELS[order.status]}: ${order.statusReason}`, {
      size: 10,
      color: MUTED,
    })
  }
  return new Uint8Array(await doc.save())
}
