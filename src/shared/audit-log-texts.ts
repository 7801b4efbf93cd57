/**
 * The audit trail (issue 16, decision 016): the actions it records, in plain words, the kinds of
 * record they act on, and the texts of the Audit Log screen and a record's history.
 */

/** Every action an entry may name, and how the screen says it. */
export const AUDIT_ACTIONS = {
  'reseller_application.approved': 'Approved a reseller application',
  'reseller_application.rejected': 'Rejected a reseller application',
  'reseller_application.added': 'Added a manual reseller application',
  'reseller_application.document_reviewed': 'Reviewed a verification document',
  'reseller_account.created': 'Created a reseller account',
  'reseller.password_reset': "Reset a reseller's password",
  'user.role_changed': "Changed a user's role",
  'user.banned': 'Banned a user',
  'user.unbanned': 'Lifted a ban',
  'user.deleted': 'Deleted a user',
  'admin_settings.updated': 'Changed the settings',
  'admin.invited': 'Invited an admin',
  'brands_directory.created': 'Added a directory brand',
  'brands_directory.updated': 'Edited a directory brand',
  'brands_directory.activated': 'Activated a directory brand',
  'brands_directory.deactivated': 'Deactivated a directory brand',
  'brands_directory.deleted': 'Deleted a directory brand',
  'allocation.granted': 'Allocated a brand to a reseller',
  'allocation.revoked': 'Removed a brand allocation',
  'brand_import.completed': 'Imported brands from CSV',
  'catalog.approved': 'Approved a catalog',
  'catalog.rejected': 'Rejected a catalog',
  'catalog_access.granted': 'Granted catalog access',
  'catalog_access.revoked': 'Revoked catalog access',
  'brand_entry_change.approved': "Approved a brand's entry change",
  'brand_entry_change.rejected': "Rejected a brand's entry change",
  'brand_application.approved': "Approved a reseller's application to a brand",
  'brand_application.rejected': "Rejected a reseller's application to a brand",
  'authorization.suspended': 'Suspended an authorization',
  'authorization.revoked': 'Revoked an authorization',
  'authorization.reinstated': 'Reinstated an authorization',
  'enforcement.step_taken': 'Took an enforcement step',
  'order.status_changed': "Changed an order's status",
  // Brand protection (issue 14): the brand's keys, rules, prices, investigations and imports.
  'api_key.created': 'Created a monitoring API key',
  'api_key.revoked': 'Revoked a monitoring API key',
  'enforcement_settings.updated': 'Changed the enforcement ladder or notice templates',
  'enforcement.dispute_accepted': 'Accepted a dispute (the finding is withdrawn)',
  'enforcement.dispute_rejected': 'Rejected a dispute',
  'map_policy.published': 'Published a MAP policy version',
  'exchange_rate.added': 'Entered an exchange rate for MAP',
  'map_price.changed': "Changed a product's MAP",
  'map_price.scheduled': 'Scheduled a MAP change',
  'map_price.cancelled': 'Cancelled a scheduled MAP change',
  'map_promotion.created': 'Created a MAP promotion',
  'map_promotion.cancelled': 'Cancelled a MAP promotion',
  'leak_investigation.updated': 'Moved a leak investigation',
  'listing_import.completed': 'Imported a listings file',
  'listing_import.pushed': 'Received listings through an API key',
  'storefront.confirmed': "Confirmed a storefront as a reseller's",
  'storefront.confirmation_removed': "Removed a storefront's confirmation",
  // Monitoring that runs by itself (shared/monitoring.ts): never a credential value.
  'monitoring_connection.created': 'Connected a monitoring source',
  'monitoring_connection.updated': 'Changed a monitoring connection',
  'monitoring_connection.deleted': 'Disconnected a monitoring source',
  'monitoring_connection.check_requested': 'Asked a monitoring source to check now',
} as const

export type AuditAction = keyof typeof AUDIT_ACTIONS
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]

/** The kinds of record an entry is about. */
export const AUDIT_TARGET_TYPES = {
  reseller_application: 'Reseller application',
  user: 'User',
  app_settings: 'Settings',
  admin_invitation: 'Admin invitation',
  brand: 'Directory brand',
  brand_authorization: 'Authorization',
  brand_import: 'Brand import',
  catalog: 'Catalog',
  brand_entry_change: 'Brand entry change',
  brand_application: 'Brand application',
  enforcement_action: 'Enforcement step',
  order: 'Order',
  api_key: 'API key',
  enforcement_settings: 'Enforcement settings',
  map_policy: 'MAP policy',
  product: 'Product',
  map_promotion: 'MAP promotion',
  leak_investigation: 'Leak investigation',
  listing_import: 'Listings import',
  marketplace_seller: 'Storefront',
  monitoring_connection: 'Monitoring connection',
} as const

export type AuditTargetType = keyof typeof AUDIT_TARGET_TYPES
export const AUDIT_TARGET_TYPE_NAMES = Object.keys(AUDIT_TARGET_TYPES) as [
  AuditTargetType,
  ...AuditTargetType[],
]

/**
 * The actor's role as an entry stores it when no session acted: a monitoring service pushing
 * observations with a brand's API key is the brand's owner acting through that key.
 */
export const AUDIT_API_KEY_ROLE = 'api_key'

/** Roles in words where the code alone would not say it (the others are shown as stored). */
const ACTOR_ROLE_LABELS: Record<string, string> = { [AUDIT_API_KEY_ROLE]: 'API key' }

export const auditActorRoleLabel = (role: string) => ACTOR_ROLE_LABELS[role] ?? role

/** How entries write values that are not a field's own text (stored as written then). */
export const AUDIT_VALUE_TEXTS = {
  /** A step of an enforcement ladder: "Notice: 2 business days to cure". */
  ladderStep: (step: string, cureDays: number) =>
    cureDays === 0
      ? step
      : `${step}: ${cureDays} business ${cureDays === 1 ? 'day' : 'days'} to cure`,
  /** A product of a MAP promotion: "Insulated Bottle at 19.99" (or its name alone). */
  promotionProduct: (name: string, promoMapPrice: string | null) =>
    promoMapPrice === null ? name : `${name} at ${promoMapPrice}`,
} as const

export const AUDIT_LOG_PAGE_SIZE = 25
export const AUDIT_LOG_MAX_PAGE_SIZE = 100
export const AUDIT_LOG_EXPORT_FILE_NAME = 'audit-log.csv'

export const AUDIT_LOG_PATHS = {
  list: '/api/admin/audit-log',
  export: '/api/admin/audit-log/export.csv',
} as const

/** The CSV's columns, in order. */
export const AUDIT_LOG_CSV_COLUMNS = [
  'time',
  'actor_email',
  'actor_role',
  'actor_user_id',
  'action',
  'action_label',
  'target_type',
  'target_id',
  'target_label',
  'before',
  'after',
  'ip_address',
  'user_agent',
] as const

/** Fields whose values are codes (a status, a role): shown in words, e.g. pending → Pending. */
const CODE_FIELDS = new Set([
  'status',
  'applicationStatus',
  'role',
  'change',
  'step',
  'action',
  'grantedBy',
  'toleranceKind',
])

const humanize = (code: string) => {
  const words = code.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A field's name in words: rejectionReason → Rejection reason. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A value as a person reads it; an empty one is an em dash. */
export function valueLabel(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string') {
    return CODE_FIELDS.has(field) && /^[a-z_]+$/.test(value) ? humanize(value) : value
  }
  if (Array.isArray(value))
    return value.length ? value.map((v) => valueLabel(field, v)).join(', ') : '—'
  return JSON.stringify(value)
}

export interface AuditChange {
  field: string
  label: string
  before: string | null
  after: string | null
}

/**
 * What an entry changed, field by field: every field of before or after (in that order), with
 * its old and new value in words; null when the side does not have the field (a creation has no
 * before, a deletion no after).
 */
export function describeChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return fields.map((field) => ({
    field,
    label: fieldLabel(field),
    before: before && field in before ? valueLabel(field, before[field]) : null,
    after: after && field in after ? valueLabel(field, after[field]) : null,
  }))
}

export const auditActionLabel = (action: string) =>
  (AUDIT_ACTIONS as Record<string, string>)[action] ?? action

export const auditTargetTypeLabel = (type: string) =>
  (AUDIT_TARGET_TYPES as Record<string, string>)[type] ?? type

export const AUDIT_LOG_TEXTS = {
  heading: 'Audit Log',
  description:
    'Every change made in the admin console and the portals: who did it, when, from where, and what changed. Entries cannot be edited or deleted.',
  filters: {
    actor: 'Actor',
    actorPlaceholder: 'E-mail or user id',
    action: 'Action',
    allActions: 'All actions',
    target: 'Target',
    targetPlaceholder: 'Name, e-mail or id',
    from: 'From',
    to: 'To',
    apply: 'Apply filters',
    clear: 'Clear filters',
  },
  columns: {
    time: 'Time',
    actor: 'Actor',
    action: 'Action',
    target: 'Target',
    changes: 'What changed',
  },
  tableLabel: 'Audit log entries',
  system: 'System',
  noChanges: 'No field changes recorded',
  exportCsv: 'Export CSV',
  empty: 'No entries match these filters.',
  loadError: 'Failed to load the audit log',
  pagination: 'Audit log pages',
  previous: 'Previous',
  next: 'Next',
  page: (n: number) => `Page ${n}`,
  total: (n: number) => (n === 1 ? '1 entry' : `${n.toLocaleString('en-US')} entries`),
  historyTitle: 'History',
  /** A directory brand's protection rules, under its page in the admin console. */
  enforcementHistoryTitle: 'Enforcement ladder and notices: history',
  mapPolicyHistoryTitle: 'MAP policy: history',
  historyEmpty: 'No recorded changes yet.',
  historyLoadError: 'Failed to load the history',
  showHistory: 'History',
  hideHistory: 'Hide history',
  validation: {
    badDate: 'Dates are written YYYY-MM-DD',
    fromAfterTo: 'From must not be after To',
  },
} as const
