/** The brand's 'New order' e-mail: who ordered, the lines and the total. Every value is escaped. */
import { RESELLER_ORDER_TEXTS as T } from '#shared/reseller-order-texts.ts'
import type { PlacedOrder } from '#shared/schemas/reseller-orders.ts'
import { button, escapeHtml, layout } from '../../lib/mail/templates.ts'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const money = (amount: string) => usd.format(Number(amount))

export function newOrderMail(input: {
  brandName: string
  reseller: string
  resellerEmail: string
  order: PlacedOrder
  appUrl: string
}) {
  const { order } = input
  const link = `${input.appUrl}/brand/dashboard/orders`
  const intro = `${input.reseller} (${input.resellerEmail}) placed an order with ${input.brandName} for ${money(order.totalAmount)}. It is pending until you move it forward.`
  const rows = order.items
    .map(
      (i) =>
        `<tr><td>${escapeHtml(i.productName)}</td><td style="text-align:right">${i.quantity}</td><td style="text-align:right">${money(i.unitPrice)}</td><td style="text-align:right">${money(i.lineTotal)}</td></tr>`,
    )
    .join('')
  const table = `<table style="width:100%;border-collapse:collapse;font-size:14px"><thead><tr><th style="text-align:left">Product</th><th style="text-align:right">Qty</th><th style="text-align:right">Unit</th><th style="text-align:right">Total</th></tr></thead><tbody>${rows}</tbody></table>`
  const textLines = order.items.map(
    (i) => `- ${i.productName}: ${i.quantity} × ${money(i.unitPrice)} = ${money(i.lineTotal)}`,
  )
  return {
    subject: T.mailSubject(input.reseller.replace(/[\r\n]+/g, ' ').slice(0, 180)),
    html: layout(
      T.mailHeading,
      `<p>${escapeHtml(intro)}</p>${table}<p><strong>Total: ${money(order.totalAmount)}</strong></p>${button(link, 'Open Order Management')}`,
    ),
    text: `${T.mailHeading}\n\n${intro}\n\n${textLines.join('\n')}\n\nTotal: ${money(order.totalAmount)}\n\nOpen Order Management: ${link}\n`,
  }
}
