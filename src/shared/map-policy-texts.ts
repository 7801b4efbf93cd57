/**
 * Issue 14 items 1 and 5: the words of the brand's "MAP policy and enforcement" screen — the
 * policy and its versions, MAP prices over time, promotion windows, and the enforcement ladder
 * with its notice templates.
 */
import type { NoticePlaceholder } from './enforcement-texts.ts'
import type { ToleranceKind } from './protection.ts'
import { PROTECTION_LIMITS } from './schemas/protection.ts'

export const MAP_POLICY_TABS = ['policy', 'map', 'promotions', 'enforcement'] as const
export type MapPolicyTab = (typeof MAP_POLICY_TABS)[number]

/** An amount with its dollar sign; null is no MAP. */
export const usd = (amount: string | null) => (amount === null ? 'No MAP' : `$${amount}`)

/** A tolerance as the policy states it: $0.01 or 1%. */
export const toleranceText = (kind: ToleranceKind, value: string) =>
  Number(value) === 0
    ? 'None'
    : kind === 'percent'
      ? `${Number(value)}%`
      : `$${Number(value).toFixed(2)}`

/** A date as notices write it (the server's own format: long, in UTC). */
export const noticeDate = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/** Date and time on screen, in the viewer's own zone. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export const MAP_POLICY_TEXTS = {
  heading: 'MAP policy and enforcement',
  description:
    'Your MAP policy and its versions, the MAP of each product over time, promotion windows, and how violations are enforced.',
  tabs: {
    policy: 'Policy',
    map: 'MAP prices',
    promotions: 'Promotions',
    enforcement: 'Enforcement',
  } satisfies Record<MapPolicyTab, string>,
  loadFailed: 'Your MAP policy could not be loaded',
  tryAgainLater: 'Please try again in a moment.',
  tryAgain: 'Try again',
  loading: 'Loading…',
  cancel: 'Cancel',
  close: 'Close',
  noEntry: 'Your brand is not in the directory yet',
  noEntryDescription:
    'A MAP policy belongs to your brand’s directory entry. Submit your brand listing in Settings first; resellers can then be authorized and told of your policy.',
  yes: 'Yes',
  no: 'No',

  policy: {
    currentTitle: 'Current policy',
    currentDescription: (version: number, published: string) =>
      `Version ${version}, published ${published}. Listings are judged by the version in force when they were observed.`,
    noneTitle: 'No policy published yet',
    noneDescription:
      'Until you publish one, listings are judged against MAP with no tolerance and without shipping. Publish your policy so resellers can read and acknowledge it.',
    shippingCounts: 'Shipping counts in the advertised price',
    tolerance: 'Tolerance below MAP',
    textRegion: (version: number) => `Published text of version ${version}`,
    publishTitle: 'Publish a new version',
    publishDescription:
      'A new version takes effect now. Your authorized resellers are told by message and mail and asked to acknowledge it.',
    text: 'Policy text',
    textHint:
      'What resellers read and acknowledge: how to advertise, where MAP applies, what happens after a violation.',
    shippingHint: 'When on, the price plus shipping is compared with MAP.',
    /** The other price components a version counts (decision 013), in the form's order. */
    components: {
      couponsCount: {
        label: 'Coupons count in the advertised price',
        hint: 'When on, a coupon (an amount or a percent off) is taken off the price before it is compared with MAP.',
      },
      subscribeSaveCounts: {
        label: 'Subscribe & Save counts in the advertised price',
        hint: 'When on, the Subscribe & Save percent is taken off the price too.',
      },
      businessPriceCounts: {
        label: 'Business and quantity prices count',
        hint: 'When on, a lower business or quantity price is the price compared with MAP.',
      },
      cartPriceCounts: {
        label: 'MAP applies to a price shown only in the cart',
        hint: 'When off, a price shown only in the cart ("see price in cart") is not judged: MAP governs the advertised price.',
      },
    },
    toleranceKind: 'Tolerance',
    toleranceKinds: {
      amount: 'An amount in dollars',
      percent: 'A percentage of MAP',
    } satisfies Record<ToleranceKind, string>,
    toleranceValue: 'Tolerance value',
    toleranceHint: (kind: ToleranceKind) =>
      kind === 'percent'
        ? 'For example 1: a listing up to 1% below MAP is not a violation. 0 for none.'
        : 'For example 0.01: a listing up to one cent below MAP is not a violation. 0 for none.',
    publish: (version: number) => `Publish version ${version}`,
    publishing: 'Publishing…',
    published: (version: number) => `Version ${version} published`,
    publishedDescription: 'Your authorized resellers are asked to acknowledge it.',
    publishFailed: 'The policy could not be published',
    versionsTitle: 'Versions',
    versionsDescription:
      'Every version published, newest first, and how many resellers acknowledged each.',
    versionColumns: {
      version: 'Version',
      published: 'Published',
      shipping: 'Shipping counts',
      tolerance: 'Tolerance',
      acknowledged: 'Acknowledged by',
    },
    acknowledgedCount: (n: number) => (n === 1 ? '1 reseller' : `${n} resellers`),
    noVersions: 'No version published yet.',
    resellersTitle: 'Resellers’ acknowledgements',
    resellersDescription:
      'The resellers whose authorization is in force, and the newest version each acknowledged.',
    resellerColumns: {
      reseller: 'Reseller',
      version: 'Acknowledged version',
      when: 'Acknowledged',
    },
    noResellers: 'No reseller is authorized to sell your brand right now.',
    notAcknowledged: 'Not acknowledged',
    olderVersion: (version: number) => `Version ${version}: an older one`,
    currentVersionBadge: (version: number) => `Version ${version}`,
    unnamedReseller: 'Unnamed reseller',
  },

  map: {
    title: 'MAP prices',
    description:
      'The MAP of each product now, with the promotions running, and the changes scheduled. A change takes effect on its date; listings observed before it are judged by the MAP in force then.',
    search: 'Search products',
    searchPlaceholder: 'Search by name, SKU or GTIN',
    selectAll: 'Select all products shown',
    select: (name: string) => `Select ${name}`,
    selected: (n: number) => (n === 1 ? '1 product selected' : `${n} products selected`),
    schedule: 'Schedule a MAP change',
    columns: {
      product: 'Product',
      now: 'MAP now',
      effective: 'With promotions',
      next: 'Next change',
      history: 'History',
    },
    empty: 'You have no products yet.',
    emptyHint: 'Add products in Inventory; each can then have a MAP.',
    noMatch: 'No product matches your search.',
    sku: (sku: string) => `SKU ${sku}`,
    gtin: (gtin: string) => `GTIN ${gtin}`,
    promotionRunning: 'Promotion running',
    sameAsMap: 'Same',
    noChange: 'None scheduled',
    nextChange: (price: string, at: string) => `${price} from ${at}`,
    cancelChange: 'Cancel change',
    historySummary: (n: number) => (n === 1 ? '1 version' : `${n} versions`),
    historyEntry: (price: string, at: string) => `${price} from ${at}`,
    scheduledBadge: 'Scheduled',
    noHistory: 'No MAP set',
    dialogTitle: 'Schedule a MAP change',
    dialogDescription: (n: number) =>
      `${n === 1 ? '1 product' : `${n} products`}. Your authorized resellers are told now, by message and mail, so they can update their listings before the change takes effect.`,
    newMap: 'New MAP',
    newMapHint: 'In dollars, such as 24.99.',
    noMap: 'No MAP from then on',
    takesEffect: 'Takes effect',
    takesEffectHint:
      'In your time zone. Now or later: a change never reaches back to listings already observed.',
    submit: 'Schedule change',
    submitting: 'Scheduling…',
    scheduled: 'MAP change scheduled',
    scheduledDescription: (products: number, resellers: number) =>
      `${products === 1 ? '1 product' : `${products} products`}; ${resellers === 1 ? '1 reseller was' : `${resellers} resellers were`} told by message and mail.`,
    scheduleFailed: 'The MAP change could not be scheduled',
    cancelTitle: 'Cancel this MAP change?',
    cancelDescription: (product: string, price: string, at: string) =>
      `${product}: ${price} from ${at}. The MAP in force stays as it is, and your authorized resellers are told.`,
    keep: 'Keep it',
    confirmCancel: 'Cancel the change',
    cancelled: 'MAP change cancelled',
    cancelFailed: 'The MAP change could not be cancelled',
  },

  promotions: {
    title: 'Promotions',
    description:
      'Promotion windows ("MAP holidays") lower the MAP of chosen products for chosen dates. Resellers are told when you create one.',
    create: 'New promotion',
    columns: {
      name: 'Promotion',
      window: 'Window',
      discount: 'Discount',
      products: 'Products',
      status: 'Status',
      actions: 'Actions',
    },
    empty: 'No promotions yet.',
    emptyHint: 'Create one to let resellers advertise below the regular MAP for a few days.',
    window: (start: string, end: string) => `${start} – ${end}`,
    percentOff: (percent: string) => `${Number(percent)}% off MAP`,
    promoMapOnly: 'Promotional MAP per product',
    promoMap: (price: string) => `promotional MAP $${price}`,
    statuses: {
      scheduled: 'Scheduled',
      running: 'Running',
      ended: 'Ended',
      cancelled: 'Cancelled',
    },
    cancel: 'Cancel promotion',
    cancelTitle: 'Cancel this promotion?',
    cancelDescription: (name: string) =>
      `${name}: the regular MAP applies again at once, and your authorized resellers are told.`,
    keep: 'Keep it',
    confirmCancel: 'Cancel the promotion',
    cancelled: 'Promotion cancelled',
    cancelFailed: 'The promotion could not be cancelled',
    dialogTitle: 'New promotion',
    dialogDescription:
      'During the window the MAP of the chosen products is lowered by the percentage, or set to each product’s promotional MAP. Your authorized resellers are told now, by message and mail.',
    name: 'Promotion name',
    namePlaceholder: 'Spring sale',
    startsAt: 'Starts',
    endsAt: 'Ends',
    windowHint: 'In your time zone.',
    percent: 'Percent off MAP',
    percentHint: 'Such as 20. Leave empty to give each product a promotional MAP instead.',
    products: 'Products',
    productsHint: 'Choose the products; a promotional MAP, when given, wins over the percentage.',
    productSearch: 'Search products to add',
    include: (name: string) => `Include ${name}`,
    promoMapLabel: (name: string) => `Promotional MAP of ${name}`,
    promoMapPlaceholder: 'Optional',
    chosen: (n: number) => (n === 1 ? '1 product chosen' : `${n} products chosen`),
    noProducts: 'You have no products yet.',
    submit: 'Create promotion',
    submitting: 'Creating…',
    created: 'Promotion created',
    createdDescription: 'Your authorized resellers were told by message and mail.',
    createFailed: 'The promotion could not be created',
  },

  enforcement: {
    ladderTitle: 'Enforcement ladder',
    ladderDescription:
      'The steps taken on a MAP or scope violation by an authorized reseller, mildest first. Each step waits for the cure period of the one before, in business days (weekends skipped).',
    ladderLabel: 'Steps of the ladder',
    cureDays: (label: string) => `Cure period after ${label} (business days)`,
    cureHint: 'Days the reseller has to fix the listing before the next step.',
    orderBlocking: 'Blocks new orders until cured',
    atLeastOneStep: 'Switch on at least one step.',
    cureInvalid: `Enter whole business days, from 0 to ${PROTECTION_LIMITS.cureDaysMax}`,
    fixErrors: 'Please correct the fields marked in red.',
    autoFirstNotice: 'Send the first notice automatically when a violation is found',
    autoFirstNoticeHint: 'Otherwise you take every step yourself, from the finding.',
    templatesTitle: 'Notice templates',
    templatesDescription:
      'Each step sends an in-portal message and a mail from its template. Placeholders in double braces are replaced when the notice is sent.',
    templateStep: 'Template of the step',
    stepOff: 'off',
    subject: 'Subject',
    body: 'Message',
    placeholdersTitle: 'Placeholders',
    insert: (name: string) => `Insert {{${name}}}`,
    preview: 'Preview',
    previewFrom: (product: string, reseller: string) =>
      `Filled from your open violation: ${product}, ${reseller}.`,
    previewExample: 'Example values: you have no open violation to fill the preview from.',
    exampleBadge: 'Example',
    resetTemplate: 'Restore this template’s default text',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Enforcement settings saved',
    saveFailed: 'The enforcement settings could not be saved',
    reset: 'Reset to the defaults',
    resetTitle: 'Reset the ladder and templates to the defaults?',
    resetDescription:
      'The default ladder (notice, second notice, order hold, suspension, termination) and the default templates replace yours, and automatic first notices are switched off.',
    confirmReset: 'Reset to the defaults',
    resetDone: 'The defaults are back',
    customised: 'You use your own ladder, templates or automatic first notice.',
    defaults: 'You use the default ladder and templates; first notices are sent by you.',
  },
} as const

/** What the preview shows when the brand has no open violation: clearly example values. */
export const EXAMPLE_NOTICE_VALUES: Omit<
  Record<NoticePlaceholder, string>,
  'step' | 'nextStep' | 'deadline'
> = {
  reseller: 'Example Resale LLC',
  brand: 'Your brand',
  product: 'Example Product',
  marketplace: 'Amazon',
  listing: 'https://www.amazon.com/dp/B0EXAMPLE1',
  advertised: '$19.99',
  map: '$24.99',
  observed: 'November 2, 2026',
  rule: 'Advertised $19.99 is below the MAP of $24.99 by more than the tolerance of $0.01 (MAP policy version 1)',
  evidence: 'all-listings.txt, row 12, observed 2026-11-02T10:00:00.000Z, SHA-256 3f2a…',
}

/** A MAP in its own currency ('$45.00', '€41.00'); null is no MAP. */
export const mapMoney = (amount: string | null, currency: string) =>
  amount === null
    ? 'No MAP'
    : new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(amount))

/** A rate as the brand entered it, to 4 decimals at least: '1.0850'. */
export const rateText = (rate: string) =>
  Number(rate).toLocaleString('en-US', {
    minimumFractionDigits: 4,
    maximumFractionDigits: 8,
    useGrouping: false,
  })

/** A rate's date: the UTC day it holds from (entered as a date, kept as its midnight UTC). */
export const rateDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/**
 * Decision 013: the words of MAP in other currencies on the MAP prices tab — a MAP change in a
 * chosen currency, and the brand's dated exchange rates, entered by hand and never fetched.
 */
export const MAP_CURRENCY_TEXTS = {
  currency: 'Currency',
  currencyHint:
    'US dollars unless this MAP is for a market that sells in another currency (amazon.fr in euros, for example).',
  commonCurrencies: 'Marketplace currencies',
  allCurrencies: 'All currencies',
  currencyOption: (code: string, name: string) => `${code} — ${name}`,
  newMapHint: (currency: string) =>
    currency === 'USD' ? 'In dollars, such as 24.99.' : `In ${currency}, such as 24.99.`,
  /** A version in another currency in a product's history. */
  inCurrency: (currency: string) => `MAP in ${currency}`,
  otherCurrencies: (list: string) => `Also: ${list}`,

  rates: {
    title: 'Exchange rates',
    description:
      'MAP is judged in US dollars, unless a product has a MAP in the listing’s currency. A listing priced in another currency is compared with the dollar MAP converted at your rate in force on the day it was observed; with neither a MAP in its currency nor a rate, it is not judged, and the import says so.',
    neverFetched:
      'Rates are never fetched automatically: only the rates you enter here are used, from their date on, until the next rate of the same currency.',
    tableLabel: 'Your exchange rates',
    columns: { currency: 'Currency', rate: 'Rate', from: 'From' },
    rate: (currency: string, rate: string) => `1 ${currency} = ${rateText(rate)} USD`,
    empty: 'No exchange rate entered yet.',
    emptyHint: 'Listings in other currencies are judged only against a MAP in their currency.',
    formTitle: 'Add an exchange rate',
    formDescription:
      'Listings observed from this date on in this currency are judged again with it: your findings are recalculated.',
    currency: 'Currency',
    rateLabel: 'Rate',
    rateHint: (currency: string) =>
      `How many US dollars 1 ${currency || 'unit of the currency'} is worth, such as 1.0850.`,
    from: 'Effective from',
    fromHint: 'The day the rate holds from (UTC), until your next rate of this currency.',
    chooseCurrency: 'Choose a currency',
    submit: 'Add rate',
    submitting: 'Adding…',
    added: (currency: string, rate: string) => `Rate added: 1 ${currency} = ${rateText(rate)} USD`,
    addedDescription: 'Findings in that currency are being recalculated.',
    addFailed: 'The exchange rate could not be added',
    loadFailed: 'Your exchange rates could not be loaded',
    tryAgain: 'Try again',
  },
} as const
