import { SUPPORT_EMAIL } from '#shared/constants.ts'
import { POLICY_FIGURES } from '#shared/content-texts.ts'
import { callout, ol, p, table, ul } from '../blocks.ts'
import type { LegalDocument } from '../types.ts'
import { LEGAL_LAST_UPDATED } from './legal-meta.ts'

const F = POLICY_FIGURES

export const shippingDeliveryPolicy: LegalDocument = {
  title: 'Shipping & Delivery Policy',
  description:
    'How wholesale orders on Wholesale Marketplace ship: processing times, free-shipping thresholds, tracking, and reporting damage within 48 hours.',
  lastUpdated: LEGAL_LAST_UPDATED,
  summary: `Brands ship wholesale orders placed through the marketplace directly to resellers. Standard orders are processed in ${F.processingStandard}, bulk orders in ${F.processingBulk} and custom orders in ${F.processingCustom}. Damaged shipments must be reported within ${F.damageReportWindow} of delivery.`,
  sections: [
    {
      id: 'who-ships',
      title: 'Who ships your order',
      blocks: [
        p(
          'Each brand ships its own orders from its own warehouse or fulfillment partner. The brand’s shipping terms, including carriers, delivery regions and costs, are shown with its catalog and on the order before you confirm it. Where a brand states different terms for an order, those terms apply to that order.',
        ),
      ],
    },
    {
      id: 'processing-times',
      title: 'Processing times',
      blocks: [
        p(
          'Processing time is the time between an order being confirmed and the goods leaving the brand’s warehouse. It does not include transit time.',
        ),
        table(
          'Processing times by order type',
          ['Order type', 'Processing time', 'Typical examples'],
          [
            'Standard',
            `${F.processingStandard}`,
            'In-stock items in case packs, ordered in usual quantities',
          ],
          [
            'Bulk',
            `${F.processingBulk}`,
            'Large quantities or full pallets that need extra picking and freight booking',
          ],
          [
            'Custom',
            `${F.processingCustom}`,
            'Custom packaging, labeling, bundling or preparation for a marketplace warehouse',
          ],
        ),
        p(
          'Processing days are business days. Orders confirmed after the brand’s daily cut-off, or on weekends and public holidays, start processing on the next business day.',
        ),
      ],
    },
    {
      id: 'shipping-costs',
      title: 'Shipping costs and free shipping',
      blocks: [
        ul(
          `Free shipping is typically offered on orders above ${F.freeShippingThreshold}, depending on the brand. Each brand sets its own threshold and shows it with its catalog.`,
          'Below the threshold, shipping is charged at the rate shown on the order before you confirm it.',
          'Freight for pallets and oversized orders may be quoted separately; you confirm the quote before the order ships.',
          'Duties, import taxes and customs fees for cross-border orders are paid by the recipient unless the brand states otherwise.',
        ),
      ],
    },
    {
      id: 'delivery-and-tracking',
      title: 'Delivery and tracking',
      blocks: [
        ul(
          'When an order ships, the brand adds the carrier and tracking number, and you see them on the order in your portal.',
          'Transit times depend on the carrier, the service and the destination; the estimate shown on the order is an estimate, not a guarantee.',
          'Shipping to a marketplace fulfillment warehouse (for example an FBA or WFS warehouse) is possible where the brand offers it. You are responsible for giving the correct shipment details and labels.',
          'Check that the delivery address on your account is complete and can receive freight deliveries if you order pallets.',
        ),
      ],
    },
    {
      id: 'damaged-shipments',
      title: 'Damaged, missing or wrong items',
      blocks: [
        callout(
          `Report within ${F.damageReportWindow}`,
          `Inspect every delivery when it arrives and report damaged, missing or wrong items within ${F.damageReportWindow} of delivery. Reports made later may not be accepted by the brand or the carrier.`,
        ),
        ol(
          'Note any visible damage on the carrier’s delivery receipt before you sign for it, where possible.',
          'Take photos of the outer packaging, the shipping label, the damaged goods and the contents of the carton.',
          `Report it in your portal’s messages to the brand, or e-mail ${SUPPORT_EMAIL}, within ${F.damageReportWindow} of delivery, with the order number and the photos.`,
          'Keep the goods and packaging until the claim is settled; the carrier may need to inspect them.',
        ),
        p(
          `The brand will replace the goods, credit the order or refund you. Refunds are reviewed within ${F.refundReview} and processed within ${F.refundProcessing} after approval, as described in the Cancellation & Refund Policy at /cancellation-refund.`,
        ),
      ],
    },
    {
      id: 'delays',
      title: 'Delays and undeliverable orders',
      blocks: [
        p(
          'If an order cannot ship within its processing time, the brand tells you and gives a new date; you may then ask the brand to cancel the order free of charge. If a carrier returns an order as undeliverable because of an incorrect address, the brand may charge the return and re-shipping costs.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Questions',
      blocks: [
        p(
          `Ask the brand through your portal’s messages, or contact our support at ${SUPPORT_EMAIL}, ${F.supportHours}. We respond ${F.supportResponse}.`,
        ),
      ],
    },
  ],
}
