/**
 * Issue 15: what brands and resellers expect of a wholesale order after it is placed: the
 * address book, the brand's answer, shipping with tracking, the reseller's cancellation, the
 * timeline, reorder and the documents. Every text the screens, the mails and the API share.
 */
import type { OrderStatus } from './brand-orders-texts.ts'

export const ADDRESS_KINDS = ['shipping', 'billing'] as const
export type AddressKind = (typeof ADDRESS_KINDS)[number]

export const ADDRESS_CODES = {
  limit: 'ADDRESS_LIMIT',
} as const

export const ADDRESS_TEXTS = {
  title: 'Address Book',
  description: 'Where your orders ship to and where invoices are addressed.',
  kinds: { shipping: 'Ship-to', billing: 'Bill-to' } satisfies Record<AddressKind, string>,
  add: 'Add Address',
  edit: 'Edit',
  save: 'Save Address',
  cancel: 'Cancel',
  remove: 'Remove',
  removeConfirm: 'Remove this address? Orders already placed keep their copy.',
  makeDefault: 'Make Default',
  default: 'Default',
  empty: 'No addresses yet. Add the address your orders ship to.',
  saved: 'Address saved',
  removed: 'Address removed',
  failed: 'Could not save the address',
  loadFailed: 'Failed to load your addresses',
  formTitleNew: 'New address',
  formTitleEdit: 'Edit address',
  fields: {
    kind: 'Type',
    label: 'Label (optional)',
    name: 'Contact name',
    company: 'Company (optional)',
    line1: 'Address line 1',
    line2: 'Address line 2 (optional)',
    city: 'City',
    region: 'State / Region',
    postalCode: 'ZIP / Postal code',
    country: 'Country (2-letter code)',
    phone: 'Phone (optional)',
    isDefault: 'Use as default',
  },
  required: (field: string) => `${field} is required.`,
  countryInvalid: 'Enter the 2-letter country code, e.g. US.',
  limit: (max: number) => `Your address book holds at most ${max} addresses. Remove one first.`,
  notFound: 'Address not found.',
} as const

/** A carrier the reseller can follow a parcel with, and its public tracking page. */
export const CARRIERS = ['UPS', 'USPS', 'FedEx', 'DHL'] as const
const TRACKING_PAGES: Record<(typeof CARRIERS)[number], string> = {
  UPS: 'https://www.ups.com/track?tracknum=',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
  DHL: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=',
}

/** The tracking page of a known carrier (case-insensitive), else null (the brand gives one). */
export function trackingLinkFor(carrier: string, trackingNumber: string): string | null {
  const known = CARRIERS.find((c) => c.toLowerCase() === carrier.trim().toLowerCase())
  return known ? `${TRACKING_PAGES[known]}${encodeURIComponent(trackingNumber.trim())}` : null
}

export const ORDER_LIFECYCLE_TEXTS = {
  accept: 'Accept Order',
  decline: 'Decline Order',
  declineTitle: 'Decline this order?',
  declineDescription:
    'The reseller is told why by e-mail, and the stock of every line returns to your inventory.',
  declineReason: 'Reason',
  declineReasonRequired: 'Please give the reseller a reason.',
  confirmDecline: 'Decline Order',
  ship: 'Mark as Shipped',
  shipTitle: 'Ship this order',
  shipDescription:
    'The reseller sees the carrier and a tracking link on the order, and gets them by e-mail.',
  carrier: 'Carrier',
  carrierRequired: 'Please name the carrier.',
  trackingNumber: 'Tracking number',
  trackingNumberRequired: 'Please enter the tracking number.',
  trackingNumberInvalid: 'A tracking number has letters, digits, spaces and dashes only.',
  trackingUrl: 'Tracking link (optional for UPS, USPS, FedEx and DHL)',
  trackingUrlInvalid: 'The tracking link must be an https:// address.',
  trackingUrlRequired: (carrier: string) =>
    `We have no tracking page for ${carrier}: please give the tracking link.`,
  confirmShip: 'Mark as Shipped',
  cancelOrder: 'Cancel Order',
  cancelTitle: 'Cancel this order?',
  cancelDescription:
    'Only a pending order can be cancelled. The brand is told, and nothing is shipped.',
  cancelReason: 'Reason (optional)',
  confirmCancel: 'Cancel Order',
  keepOrder: 'Keep Order',
  cancelled: 'Order cancelled',
  back: 'Back',
  timeline: 'Timeline',
  tracking: 'Tracking',
  trackParcel: 'Track parcel',
  shipTo: 'Ship to',
  billTo: 'Bill to',
  noAddress: 'No address was recorded for this order.',
  invoice: 'Invoice (PDF)',
  packingSlip: 'Packing Slip (PDF)',
  reorder: 'Reorder',
  reorderAdded: (brand: string) => `The lines are in your ${brand} cart.`,
  reorderNothing: 'Nothing from this order can be ordered again.',
  reorderChanges: 'What changed since this order',
  openCart: 'Open Cart',
  reason: 'Reason',
  actors: { brand: 'Brand', reseller: 'Reseller', admin: 'Admin', system: 'Marketplace' },
  /** Timeline lines: what happened. */
  event: (status: OrderStatus) =>
    ({
      pending: 'Order placed',
      accepted: 'Accepted by the brand',
      processing: 'Processing',
      shipped: 'Shipped',
      delivered: 'Delivered',
      declined: 'Declined by the brand',
      cancelled: 'Cancelled by the reseller',
    })[status],
  orderNotFound: 'Order not found.',
  loadFailed: 'Failed to load the order.',
  /** Checkout. */
  checkoutShipTo: 'Ship to',
  checkoutNoAddress: 'Add a ship-to address before you order.',
  manageAddresses: 'Manage addresses',
  noShipToAddress: 'Choose a ship-to address from your address book.',
  unknownAddress: 'That address is not in your address book any more. Choose another.',
} as const

/** What Reorder found for a line of the old order. */
export const REORDER_CHANGES = {
  gone: (name: string) => `${name} is no longer available.`,
  outOfStock: (name: string) => `${name} is out of stock.`,
  fewer: (name: string, stock: number, wanted: number) =>
    `Only ${stock} of ${name} in stock (you ordered ${wanted}).`,
  terms: (name: string, quantity: number, wanted: number) =>
    `${name}: quantity set to ${quantity} (was ${wanted}) to meet its case pack and minimum.`,
  price: (name: string, was: string, now: string) =>
    `${name}: price changed from ${was} to ${now}.`,
  minimum: (minimum: string, total: string) =>
    `The reordered total ${total} is below the brand's minimum order of ${minimum}.`,
} as const

/** Mails about an order's step, to the other party. */
export const ORDER_MAIL_TEXTS = {
  subject: (status: OrderStatus, id: string, brand: string) =>
    ({
      pending: `Order ${id} placed with ${brand}`,
      accepted: `${brand} accepted order ${id}`,
      processing: `${brand} is preparing order ${id}`,
      shipped: `Order ${id} from ${brand} has shipped`,
      delivered: `Order ${id} from ${brand} was delivered`,
      declined: `${brand} declined order ${id}`,
      cancelled: `Order ${id} was cancelled by the reseller`,
    })[status],
  intro: (status: OrderStatus, id: string, brand: string, reseller: string) =>
    ({
      pending: `${reseller} placed order ${id} with ${brand}.`,
      accepted: `${brand} accepted your order ${id}. They will let you know when it ships.`,
      processing: `${brand} is preparing your order ${id}.`,
      shipped: `${brand} shipped your order ${id}.`,
      delivered: `Your order ${id} from ${brand} was delivered.`,
      declined: `${brand} declined your order ${id}. Nothing will be shipped or charged.`,
      cancelled: `${reseller} cancelled order ${id}. Its stock is back in your inventory.`,
    })[status],
  openOrder: 'Open the order',
} as const

/** Documents. */
export const ORDER_DOCUMENT_TEXTS = {
  invoice: 'INVOICE',
  packingSlip: 'PACKING SLIP',
  invoiceFile: (id: string) => `invoice-${id}.pdf`,
  packingSlipFile: (id: string) => `packing-slip-${id}.pdf`,
} as const
