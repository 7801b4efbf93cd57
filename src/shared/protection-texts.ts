/**
 * Issue 14: the screens of brand protection, their paths and words.
 */
import { formatPrice } from './brand-protection-texts.ts'

export const PROTECTION_PATHS = {
  /** The brand's findings, sorted into the three kinds. */
  findings: '/brand/dashboard/protection',
  finding: (id: string) => `/brand/dashboard/protection/findings/${id}`,
  imports: '/brand/dashboard/protection/imports',
  investigation: (id: string) => `/brand/dashboard/protection/sellers/${id}`,
  policy: '/brand/dashboard/protection/policy',
  /** The reseller's side: policies to acknowledge, open violations, deadlines, the score. */
  compliance: '/reseller/dashboard/compliance',
} as const

export const PROTECTION_CODES = {
  invalidChange: 'PROTECTION_INVALID_CHANGE',
  unknownProducts: 'PROTECTION_UNKNOWN_PRODUCTS',
  promotionOver: 'PROTECTION_PROMOTION_OVER',
  alreadyAcknowledged: 'PROTECTION_ALREADY_ACKNOWLEDGED',
  unknownSource: 'PROTECTION_UNKNOWN_SOURCE',
} as const

const list = (names: readonly string[]) =>
  names.length <= 3
    ? names.join(', ')
    : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`

const money = (amount: string | null, currency = 'USD') =>
  amount === null ? 'no MAP' : formatPrice(amount, currency)

/** 'a', 'a and b', 'a, b and c'. */
const andList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The price components a policy version may count besides shipping (decision 013). */
export interface PolicyRules {
  shippingCounts: boolean
  couponsCount: boolean
  subscribeSaveCounts: boolean
  businessPriceCounts: boolean
  cartPriceCounts: boolean
  toleranceKind: 'amount' | 'percent'
  toleranceValue: string
}

/** Which of a version's price components count, in the words of its announcement. */
function componentsText(rules: PolicyRules): string {
  const components = [
    [rules.couponsCount, 'coupons'],
    [rules.subscribeSaveCounts, 'Subscribe & Save discounts'],
    [rules.businessPriceCounts, 'business and quantity prices'],
  ] as const
  const counted = components.filter(([on]) => on).map(([, name]) => name)
  const not = components.filter(([on]) => !on).map(([, name]) => name)
  return [
    counted.length > 0
      ? `${capital(andList(counted))} count in the advertised price too: they are taken off the price.`
      : '',
    not.length > 0 ? `${capital(andList(not))} do not count.` : '',
    rules.cartPriceCounts
      ? 'MAP applies to a price shown only in the cart as well.'
      : 'A price shown only in the cart is not judged against MAP.',
  ]
    .filter(Boolean)
    .join(' ')
}

export const PROTECTION_TEXTS = {
  /** An import's rows whose price was not judged against a MAP (decision 013). */
  notJudgedNoRate: (currency: string, n: number) =>
    `No MAP in ${currency} and no exchange rate for ${currency}: ${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'} not judged`,
  notJudgedCurrencyUnknown: (n: number) =>
    `Currency unknown: ${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'} not judged`,
  notJudgedInCart: (n: number) =>
    `Price shown only in the cart, where the MAP policy does not apply MAP: ${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'} not judged`,
  unknownProducts: 'One or more of the products are not yours.',
  unknownSource:
    'The source must be one of your wholesale buyers (a reseller who ordered from you or holds your authorization).',
  noBackdating:
    'A change cannot take effect in the past: listings already observed were judged by the MAP in force then. Choose a time from now on.',
  alreadyInEffect: 'This change has taken effect already; schedule a new one instead.',
  promotionOver: 'This promotion has ended or is cancelled already.',
  today: 'today',
  mapChangeAnnouncement: (
    brand: string,
    products: readonly string[],
    price: string | null,
    effective: string,
    currency = 'USD',
  ) => ({
    subject: `MAP change from ${brand}: ${list(products)}`,
    body: `${brand} changes the minimum advertised price (MAP) of ${list(products)}${currency === 'USD' ? '' : ` in ${currency}`} to ${money(price, currency)}, in force from ${effective}.\n\nListings are judged by the MAP in force when they are observed. Please update your listings by then.`,
  }),
  mapChangeCancelled: (brand: string, product: string, effective: string) => ({
    subject: `MAP change cancelled by ${brand}: ${product}`,
    body: `${brand} cancelled the MAP change of ${product} that was to take effect on ${effective}. The MAP in force stays as it is.`,
  }),
  promotionAnnouncement: (
    brand: string,
    name: string,
    products: readonly string[],
    percentOff: string | null,
    starts: string,
    ends: string,
  ) => ({
    subject: `MAP promotion from ${brand}: ${name}`,
    body: `${brand} runs the promotion "${name}" from ${starts} until ${ends}. During it the MAP of ${list(products)} is lowered${percentOff ? ` by ${Number(percentOff)}%` : ' to the promotional MAP'}; you may advertise at that price for these dates only. Afterwards the regular MAP applies again.`,
  }),
  promotionCancelled: (brand: string, name: string) => ({
    subject: `MAP promotion cancelled by ${brand}: ${name}`,
    body: `${brand} cancelled the promotion "${name}". The regular MAP applies.`,
  }),
  policyAnnouncement: (brand: string, version: number, rules: PolicyRules) => ({
    subject: `${brand} published version ${version} of its MAP policy`,
    body: `${brand} published version ${version} of its MAP policy. ${rules.shippingCounts ? 'Shipping counts in the advertised price.' : 'Shipping does not count in the advertised price.'} ${componentsText(rules)} ${Number(rules.toleranceValue) > 0 ? `A tolerance of ${rules.toleranceKind === 'percent' ? `${Number(rules.toleranceValue)}%` : `$${rules.toleranceValue}`} below MAP applies.` : 'There is no tolerance below MAP.'}\n\nPlease read it and acknowledge it on your Compliance page.`,
  }),
  alreadyAcknowledged: 'You have acknowledged this version already.',
} as const
