/**
 * Issue 14: the screens of brand protection, their paths and words.
 */

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

const money = (amount: string | null) => (amount === null ? 'no MAP' : `$${amount}`)

export const PROTECTION_TEXTS = {
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
  ) => ({
    subject: `MAP change from ${brand}: ${list(products)}`,
    body: `${brand} changes the minimum advertised price (MAP) of ${list(products)} to ${money(price)}, in force from ${effective}.\n\nListings are judged by the MAP in force when they are observed. Please update your listings by then.`,
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
  policyAnnouncement: (
    brand: string,
    version: number,
    rules: { shippingCounts: boolean; toleranceKind: 'amount' | 'percent'; toleranceValue: string },
  ) => ({
    subject: `${brand} published version ${version} of its MAP policy`,
    body: `${brand} published version ${version} of its MAP policy. ${rules.shippingCounts ? 'Shipping counts in the advertised price.' : 'Shipping does not count in the advertised price.'} ${Number(rules.toleranceValue) > 0 ? `A tolerance of ${rules.toleranceKind === 'percent' ? `${Number(rules.toleranceValue)}%` : `$${rules.toleranceValue}`} below MAP applies.` : 'There is no tolerance below MAP.'}\n\nPlease read it and acknowledge it on your Compliance page.`,
  }),
  alreadyAcknowledged: 'You have acknowledged this version already.',
} as const
