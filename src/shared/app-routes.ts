/**
 * The single-page app's routes (000 §2, 001 §2.1): the router (client/app/router.tsx) takes its
 * paths from here, and the server answers 200 with the app only for these and the public site's
 * pages; any other path is a 404 with the app's not-found screen, not a soft 404 that search
 * engines index (issue 12). router.test.tsx fails when a route of the router is missing here.
 *
 * Patterns as React Router writes them: `:name` is one path segment, a trailing `/*` any rest.
 */
export const APP_ROUTES = {
  brandLanding: '/brand',
  resellerLanding: '/reseller',

  brandLogin: '/brand/login',
  resellerLogin: '/reseller/login',
  adminLogin: '/admin/login',
  brandSignup: '/brand/signup',
  resellerSignup: '/reseller/signup',
  adminSignup: '/admin/signup',
  resetPassword: '/reset-password',
  resetPasswordConfirm: '/reset-password/confirm',

  admin: '/admin',
  adminDashboardRedirect: '/admin-dashboard/*',

  adminDashboard: '/admin/dashboard',
  adminResellerApplications: '/admin/dashboard/reseller-applications',
  adminResellerApprovals: '/admin/dashboard/reseller-approvals',
  adminBrandsDirectory: '/admin/dashboard/brands-directory',
  adminCatalogApprovals: '/admin/dashboard/catalog-approvals',
  adminUserManagement: '/admin/dashboard/user-management',
  adminEmailPreview: '/admin/dashboard/email-preview',
  adminFailedMail: '/admin/dashboard/failed-mail',
  /** Issue 16: the lead magnet's list of brands, and the admin's own settings. */
  adminLeadMagnetList: '/admin/dashboard/lead-magnet-list',
  adminSettings: '/admin/dashboard/settings',
  /** Issue 16: the append-only audit trail. */
  adminAuditLog: '/admin/dashboard/audit-log',
  adminUsers: '/admin/users',
  adminResellerRegistration: '/admin/reseller-registration',
  /** Issue 14: an admin imports observed listings for a brand. */
  adminBrandListings: '/admin/dashboard/brands-directory/:entryId/listings',
  /** Issue 16: the detail views, opened from the lists by the record's name. */
  adminResellerApplication: '/admin/dashboard/reseller-applications/:id',
  adminUser: '/admin/dashboard/user-management/:id',
  adminBrand: '/admin/dashboard/brands-directory/:id',

  brandDashboard: '/brand/dashboard',
  brandInventory: '/brand/dashboard/inventory',
  brandResellers: '/brand/dashboard/resellers',
  brandOrders: '/brand/dashboard/orders',
  brandMessages: '/brand/dashboard/messages',
  brandAnalytics: '/brand/dashboard/analytics',
  brandSettings: '/brand/dashboard/settings',
  /** Issue 14: brand protection. */
  brandProtection: '/brand/dashboard/protection',
  brandProtectionFinding: '/brand/dashboard/protection/findings/:findingId',
  brandProtectionImports: '/brand/dashboard/protection/imports',
  brandProtectionSeller: '/brand/dashboard/protection/sellers/:investigationId',
  brandProtectionPolicy: '/brand/dashboard/protection/policy',

  resellerDashboard: '/reseller/dashboard',
  resellerBrands: '/reseller/dashboard/brands',
  resellerBrandProducts: '/reseller/dashboard/brands/:brandId/products',
  resellerOrders: '/reseller/dashboard/orders',
  /** Issue 15: one order's details, timeline, tracking and documents. */
  resellerOrder: '/reseller/dashboard/orders/:orderId',
  /** Issue 15: the address book. */
  resellerAddresses: '/reseller/dashboard/addresses',
  resellerMessages: '/reseller/dashboard/messages',
  resellerSettings: '/reseller/dashboard/settings',
  resellerPlans: '/reseller/dashboard/plans',
  /** Issue 14: the reseller's MAP compliance. */
  resellerCompliance: '/reseller/dashboard/compliance',
  /** Issue 16: the catalogs an admin shared with the reseller. */
  resellerCatalogs: '/reseller/dashboard/catalogs',

  roleUpdater: '/role-updater',
  updateRole: '/update-role',
  demoSetup: '/demo-setup',

  /** Issue 13: the public check of a Letter of Authorization (the code on the letter). */
  verifyLetter: '/verify/:code',
} as const

export const APP_ROUTE_PATTERNS: readonly string[] = Object.values(APP_ROUTES)

function patternToRegExp(pattern: string): RegExp {
  const splat = pattern.endsWith('/*')
  const segments = (splat ? pattern.slice(0, -2) : pattern).split('/').slice(1)
  const body = segments
    .map((s) => (s.startsWith(':') ? '/[^/]+' : `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    .join('')
  // React Router matches case-insensitively and ignores a trailing slash.
  return new RegExp(`^${body}${splat ? '(?:/.*)?' : ''}/?$`, 'i')
}

const matchers = APP_ROUTE_PATTERNS.map(patternToRegExp)

/** Whether the app has a screen at `pathname` (other than its not-found screen). */
export function isAppPath(pathname: string): boolean {
  return matchers.some((m) => m.test(pathname))
}
