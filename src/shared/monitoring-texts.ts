/**
 * The words of monitoring that runs by itself (shared/monitoring.ts, decision 019): the Settings →
 * Monitoring tab (connections, coverage), the server's refusals, the audit entries and the mail
 * telling a brand that a source stopped. Used by the server and the Monitoring screen alike.
 */
import type { ListingSource } from './listings.ts'
import {
  MONITORING_SOURCE_LABELS,
  type ConnectionStatus,
  type CoverageFilter,
  type CoverageStatus,
  type MonitoringSource,
} from './monitoring.ts'
import { plural } from './plural.ts'

export const MONITORING_PATHS = {
  api: '/api/brand/monitoring',
  coverageApi: '/api/brand/monitoring/coverage',
  connectionsApi: '/api/brand/monitoring/connections',
  connectionApi: (connectionId: string) =>
    `/api/brand/monitoring/connections/${encodeURIComponent(connectionId)}`,
  checkNowApi: (connectionId: string) =>
    `/api/brand/monitoring/connections/${encodeURIComponent(connectionId)}/check-now`,
  /** Settings → Monitoring: where the brand connects sources and sees coverage. */
  screen: '/brand/dashboard/settings?tab=monitoring',
} as const

/** Maximum lengths of what the brand types (credentials are a few hundred characters at most). */
export const MONITORING_LIMITS = {
  credentialMax: 2000,
  baseUrlMax: 500,
  timeZoneMax: 100,
  searchMax: 200,
} as const

/** The fields of each source's credentials, in the form's order, with their labels. */
export const CREDENTIAL_FIELDS: {
  [S in MonitoringSource]: { name: string; label: string; help: string }[]
} = {
  amazon_sp_api: [
    {
      name: 'clientId',
      label: 'LWA client id',
      help: 'The Login with Amazon client id of your Selling Partner API app.',
    },
    {
      name: 'clientSecret',
      label: 'LWA client secret',
      help: 'The client secret shown beside the client id in Seller Central → Develop apps.',
    },
    {
      name: 'refreshToken',
      label: 'Refresh token',
      help: 'The refresh token you got when you authorized the app for your seller account.',
    },
  ],
  keepa_api: [
    {
      name: 'apiKey',
      label: 'API key',
      help: 'Your private API access key from keepa.com → API.',
    },
  ],
  ebay_browse: [
    {
      name: 'clientId',
      label: 'App id (client id)',
      help: 'The production App ID of your eBay developer keyset.',
    },
    {
      name: 'clientSecret',
      label: 'Cert id (client secret)',
      help: 'The production Cert ID shown beside the App ID.',
    },
  ],
}

export const CONNECTION_STATUS_LABELS: Record<ConnectionStatus, string> = {
  active: 'Running',
  failing: 'Stopped: credentials refused',
  paused: 'Paused',
}

/** Badges: short, since on a phone one sits beside the product's name (the row names the site). */
export const COVERAGE_STATUS_LABELS: Record<CoverageStatus, string> = {
  pending: 'Never checked',
  ok: 'Checked',
  not_found: 'Not found',
  failing: 'Check failed',
  over_budget: 'Over budget',
}

export const COVERAGE_FILTER_LABELS: Record<CoverageFilter, string> = {
  all: 'All',
  gaps: 'Gaps',
  never_checked: 'Never checked',
  failing: 'Failing',
  over_budget: 'Over budget',
}

/** "412 of 430 product-marketplaces checked in the last 24 h" */
export function coverageFigure(checked: number, total: number): string {
  return `${checked.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} product-marketplaces checked in the last 24 h`
}

/** "Every 6 hours", "Every hour", "Once a day" */
export function frequencyLabel(hours: number): string {
  if (hours === 1) return 'Every hour'
  if (hours === 24) return 'Once a day'
  return `Every ${hours} hours`
}

/** Where a finding's first evidence came from, as the finding says it. */
export const FINDING_SOURCE_WORDS: Record<ListingSource, string> = {
  amazon_all_listings: 'an import (Amazon All Listings Report)',
  keepa: 'an import (Keepa product export)',
  walmart_items: 'an import (Walmart Item Report)',
  walmart_buy_box: 'an import (Walmart Buy Box Report)',
  mapped: 'an import (CSV or XLSX)',
  api: 'the listings API',
  amazon_sp_api: 'Amazon (Selling Partner API)',
  keepa_api: 'Keepa',
  ebay_browse: 'eBay (Browse API)',
}

/** "Found by Keepa on Nov 20, 2026, 10:00" */
export function findingSourceLine(source: ListingSource, foundAt: string, timeZone?: string) {
  const when = new Date(foundAt).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  })
  return `Found by ${FINDING_SOURCE_WORDS[source]} on ${when}`
}

export const MONITORING_TEXTS = {
  tab: 'Monitoring',
  title: 'Monitoring',
  description:
    'Connect the marketplace sources you hold credentials for. Your products are checked on a schedule and every offer goes through the same checks as an import.',
  connections: {
    title: 'Connected sources',
    empty: 'No source connected yet.',
    connectTitle: (source: MonitoringSource) => `Connect ${MONITORING_SOURCE_LABELS[source]}`,
    connect: (source: MonitoringSource) => `Connect ${shortSource(source)}`,
    connecting: 'Connecting…',
    save: 'Save changes',
    saving: 'Saving…',
    checkNow: 'Check now',
    checkNowDone: (due: number) => `${plural(due, 'check')} started`,
    pause: 'Pause',
    resume: 'Resume',
    disconnect: 'Disconnect',
    disconnectTitle: (source: MonitoringSource) =>
      `Disconnect ${MONITORING_SOURCE_LABELS[source]}?`,
    disconnectDescription:
      'The saved credentials and the source’s coverage are deleted. Findings and evidence already recorded stay.',
    disconnectConfirm: 'Disconnect',
    cancel: 'Cancel',
    connected: (source: MonitoringSource) => `${MONITORING_SOURCE_LABELS[source]} connected`,
    saved: 'Changes saved',
    disconnected: (source: MonitoringSource) => `${MONITORING_SOURCE_LABELS[source]} disconnected`,
    lastRun: 'Last run',
    neverRun: 'Not run yet',
    failingSince: 'Stopped since',
    checksPerDay: (wanted: number, allowed: number) =>
      wanted <= allowed
        ? `${plural(wanted, 'check')} a day`
        : `${plural(wanted, 'check')} a day wanted, the provider’s limit allows ${allowed.toLocaleString('en-US')}: products are checked less often than asked`,
    credentialsSaved:
      'Saved credentials are never shown again. Enter new ones only to replace them.',
    replaceCredentials: 'Replace credentials',
  },
  fields: {
    source: 'Source',
    sites: 'Marketplaces',
    frequency: 'How often',
    extraWeekend: 'Extra checks at weekends',
    extraEvening: 'Extra checks in the evening (18:00 to midnight)',
    timeZone: 'Time zone of your weekends and evenings',
    baseUrl: 'Base URL (test servers only)',
    baseUrlHelp: 'Points the source at a local server that answers in the provider’s shapes.',
  },
  coverage: {
    title: 'Coverage',
    figure: coverageFigure,
    neverChecked: (n: number) => `${plural(n, 'product-marketplace')} never checked`,
    failing: (n: number) => `${plural(n, 'product-marketplace')} failing`,
    overBudget: (n: number) => `${plural(n, 'product-marketplace')} over the provider’s limit`,
    searchLabel: 'Search products',
    searchPlaceholder: 'Product name or SKU',
    siteLabel: 'Marketplace',
    allSites: 'All marketplaces',
    filterLabel: 'Show',
    empty: 'No product-marketplace matches.',
    emptyNoConnection: 'Connect a source to see which products are checked.',
    columns: {
      product: 'Product',
      site: 'Marketplace',
      source: 'Source',
      identifier: 'Checked by',
      lastChecked: 'Last checked',
      nextCheck: 'Next check',
      offersSeen: 'Offers seen',
      status: 'Status',
      problem: 'Problem',
    },
    never: 'Never',
  },
  evidence: {
    title: 'Provider’s answer',
    requestId: 'Request id',
    receivedAt: 'Received',
    foundBy: 'Found by',
  },
  loadFailed: 'Failed to load monitoring',
} as const

function shortSource(source: MonitoringSource): string {
  return { amazon_sp_api: 'Amazon', keepa_api: 'Keepa', ebay_browse: 'eBay' }[source]
}

/** The server's refusals, in plain words. */
export const MONITORING_ERRORS = {
  notFound: 'Connection not found',
  noBrandEntry: 'Your brand has no directory entry yet.',
  alreadyConnected: (source: MonitoringSource) =>
    `${MONITORING_SOURCE_LABELS[source]} is already connected. Change or disconnect the connection instead.`,
  siteNotForSource: (source: MonitoringSource) =>
    `Choose marketplaces ${MONITORING_SOURCE_LABELS[source]} can watch.`,
  sitesRequired: 'Choose at least one marketplace.',
  sitesDuplicate: 'Each marketplace can be chosen once.',
  frequency: 'Choose how often: every 1, 2, 3, 4, 6, 8, 12 or 24 hours.',
  timeZone: 'Choose a valid time zone, such as America/New_York.',
  baseUrlNotAllowed: 'A base URL can only be set on a test server.',
  baseUrlInvalid: 'The base URL must start with http:// or https://.',
  credentialRequired: (label: string) => `Enter the ${label}.`,
  credentialTooLong: (label: string) => `The ${label} is too long.`,
  credentialsMissing: 'Enter the credentials.',
  credentialsWrongSource: 'These credentials are not the ones this source needs.',
  unknownSource: 'Choose Amazon Selling Partner API, Keepa API or eBay Browse API.',
  nothingToChange: 'Nothing to change.',
  credentialsUnreadable:
    'The saved credentials can no longer be read (the encryption key changed). Enter them again.',
} as const

/** Audit entries: never a credential value. */
export const MONITORING_AUDIT = {
  connected: (source: MonitoringSource) => `${MONITORING_SOURCE_LABELS[source]} connected`,
  changed: (source: MonitoringSource, what: string[]) =>
    `${MONITORING_SOURCE_LABELS[source]} connection changed: ${what.join(', ')}`,
  disconnected: (source: MonitoringSource) =>
    `${MONITORING_SOURCE_LABELS[source]} disconnected: its credentials and coverage were deleted`,
  checkNow: (source: MonitoringSource, due: number) =>
    `${MONITORING_SOURCE_LABELS[source]}: check now asked (${plural(due, 'product-marketplace')})`,
  failing: (source: MonitoringSource) =>
    `${MONITORING_SOURCE_LABELS[source]} stopped: the credentials were refused`,
  /** The names of what changed, for `changed`. */
  fields: {
    credentials: 'credentials replaced',
    sites: 'marketplaces',
    frequencyHours: 'frequency',
    extraWeekend: 'weekend checks',
    extraEvening: 'evening checks',
    timeZone: 'time zone',
    paused: 'paused',
    resumed: 'resumed',
    baseUrl: 'base URL',
  },
} as const

/** The mail and screen notice telling the brand once that a source stopped. */
export const MONITORING_FAILURE_NOTICE = {
  subject: (source: MonitoringSource) =>
    `${MONITORING_SOURCE_LABELS[source]} stopped: the credentials were refused`,
  heading: (source: MonitoringSource) =>
    `${MONITORING_SOURCE_LABELS[source]} stopped: the credentials were refused`,
  body: (source: MonitoringSource) =>
    `Monitoring through ${MONITORING_SOURCE_LABELS[source]} has stopped because the provider refused the saved credentials. Your other sources keep running.`,
  providerSaid: 'The provider said:',
  whatToDo:
    'Check that the credentials are still valid with the provider (a revoked app, an expired token or a changed key), then enter them again in Settings → Monitoring. Checks start again as soon as the provider accepts them.',
  action: 'Open Settings → Monitoring',
} as const

// ─── Added by the Monitoring screen (client): the tab's words the texts above do not have ───

/** The Settings → Monitoring tab's own words: the dialogs, the warnings, the coverage pager. */
export const MONITORING_SCREEN_TEXTS = {
  notConnected: 'Not connected',
  edit: 'Edit',
  editTitle: (source: MonitoringSource) => `Change ${MONITORING_SOURCE_LABELS[source]}`,
  connectDescription:
    'Enter the credentials you hold for this source. They are stored encrypted and never shown again.',
  editDescription: 'Change what is watched and how often.',
  keepCredentials: 'Leave blank to keep the saved credentials',
  updateCredentials: 'Update credentials',
  failingTitle: (source: MonitoringSource) =>
    `${MONITORING_SOURCE_LABELS[source]} stopped: the provider refused the credentials`,
  providerSaid: 'The provider said:',
  /** The schedule asks for more checks than the credential's published rate carries. */
  overBudget: (wanted: number, allowed: number) =>
    `This schedule needs ${wanted.toLocaleString('en-US')} checks a day; the credential allows ${allowed.toLocaleString('en-US')}. Some checks will be late.`,
  checksPerDay: 'Checks a day',
  checksPerDayValue: (wanted: number, allowed: number) =>
    `${wanted.toLocaleString('en-US')} wanted · ${allowed.toLocaleString('en-US')} allowed`,
  schedule: 'Schedule',
  extraWeekend: 'more at weekends',
  extraEvening: 'more in the evening',
  extraWeekendHint: 'Checks twice as often on Saturdays and Sundays.',
  extraEveningHint: 'Checks twice as often from 18:00 to midnight.',
  status: 'Status',
  baseUrlShown: 'Base URL',
  saveFailed: 'Failed to save the connection',
  actionFailed: 'That did not work',
  startMonitoring: 'Connect a source to start monitoring',
  tryAgain: 'Try Again',
  noOffers: '—',
  noIdentifier: '—',
  coverageFilters: 'Filter the coverage',
  pageOf: (page: number, pages: number, total: number) =>
    `Page ${page.toLocaleString('en-US')} of ${pages.toLocaleString('en-US')} · ${plural(total, 'product-marketplace')}`,
} as const

/** The provider's answer kept beside a connector's observation, as the finding shows it. */
export const PROVIDER_ANSWER_TEXTS = {
  request: 'Request',
  answer: 'Answer',
  noRequestId: 'None given',
  unreadable: 'The answer is kept as received:',
  /** The evidence row's "raw" toggle for a connector's row. */
  show: 'Show the provider’s answer',
} as const

// ─── Added by the jobs (server/modules/monitoring/run-check.ts): why a check did not complete ───

/** A coverage row's `error` when its check did not complete, in plain words. */
export const COVERAGE_ERRORS = {
  noAnswer: (message: string) => `The provider did not answer: ${message}`,
  notInAnswer: 'The provider’s answer did not include this product.',
  budget: 'Waiting for the provider’s limit: checked again as soon as it allows.',
  throttled: 'The provider asked to wait: checked again when it said.',
} as const
