/**
 * The route table of 000 §2 and 001 §2.1. Every screen is a lazy module exporting `Component`,
 * so each portal is its own chunk.
 */
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router'
import { useEffect } from 'react'
import { APP_ROUTES } from '#shared/app-routes.ts'
import { SITE_PAGES } from '#shared/site-map.ts'
import { PageLoading } from '../components/ui/page-loading.tsx'
import { RoleGuard } from '../features/session/role-guard.tsx'
import { RootLayout } from './root-layout.tsx'
import { RouteError } from './route-error.tsx'

/** 000 §2: /admin-dashboard/* → /admin/dashboard/*, keeping search and hash. */
function AdminDashboardRedirect() {
  const location = useLocation()
  const rest = location.pathname.slice('/admin-dashboard'.length)
  return <Navigate replace to={`/admin/dashboard${rest}${location.search}${location.hash}`} />
}

/** Leaves the app for a prerendered public page (the server serves it as its own document). */
function DocumentNavigation() {
  const location = useLocation()
  useEffect(() => {
    window.location.replace(`${location.pathname}${location.search}${location.hash}`)
  }, [location])
  return <PageLoading />
}

const portal = (
  role: 'admin' | 'brand' | 'reseller',
  layout: RouteObject['lazy'],
  children: RouteObject[],
): RouteObject => ({
  element: <RoleGuard role={role} />,
  children: [{ lazy: layout, children }],
})

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first screen's lazy chunk loads.
    hydrateFallbackElement: <PageLoading />,
    // A screen that could not load (offline, a chunk a new release removed) or that failed:
    // plain words and a retry instead of React Router's stack trace.
    errorElement: <RouteError />,
    children: [
      // The public site is prerendered, not part of this app: in-app links to it load the page.
      ...SITE_PAGES.map((page) => ({ path: page.path, element: <DocumentNavigation /> })),
      { path: APP_ROUTES.brandLanding, lazy: () => import('./routes/public/brand-landing.tsx') },
      {
        path: APP_ROUTES.resellerLanding,
        lazy: () => import('./routes/public/reseller-landing.tsx'),
      },

      { path: APP_ROUTES.brandLogin, lazy: () => import('./routes/auth/brand-login.tsx') },
      { path: APP_ROUTES.resellerLogin, lazy: () => import('./routes/auth/reseller-login.tsx') },
      { path: APP_ROUTES.adminLogin, lazy: () => import('./routes/auth/admin-login.tsx') },
      { path: APP_ROUTES.brandSignup, lazy: () => import('./routes/auth/brand-signup.tsx') },
      { path: APP_ROUTES.resellerSignup, lazy: () => import('./routes/auth/reseller-signup.tsx') },
      { path: APP_ROUTES.adminSignup, lazy: () => import('./routes/auth/admin-signup.tsx') },
      { path: APP_ROUTES.resetPassword, lazy: () => import('./routes/auth/reset-password.tsx') },
      {
        path: APP_ROUTES.resetPasswordConfirm,
        lazy: () => import('./routes/auth/reset-password-confirm.tsx'),
      },

      { path: APP_ROUTES.admin, element: <Navigate replace to="/admin/login" /> },
      { path: APP_ROUTES.adminDashboardRedirect, element: <AdminDashboardRedirect /> },

      portal('admin', () => import('./routes/admin/layout.tsx'), [
        { path: APP_ROUTES.adminDashboard, lazy: () => import('./routes/admin/dashboard.tsx') },
        {
          path: APP_ROUTES.adminResellerApplications,
          lazy: () => import('./routes/admin/reseller-applications.tsx'),
        },
        {
          path: APP_ROUTES.adminResellerApprovals,
          lazy: () => import('./routes/admin/reseller-approvals.tsx'),
        },
        {
          path: APP_ROUTES.adminBrandsDirectory,
          lazy: () => import('./routes/admin/brands-directory.tsx'),
        },
        {
          path: APP_ROUTES.adminCatalogApprovals,
          lazy: () => import('./routes/admin/catalog-approvals.tsx'),
        },
        {
          path: APP_ROUTES.adminUserManagement,
          lazy: () => import('./routes/admin/user-management.tsx'),
        },
        {
          path: APP_ROUTES.adminEmailPreview,
          lazy: () => import('./routes/admin/email-preview.tsx'),
        },
        {
          path: APP_ROUTES.adminFailedMail,
          lazy: () => import('./routes/admin/failed-mail.tsx'),
        },
        {
          path: APP_ROUTES.adminLeadMagnetList,
          lazy: () => import('./routes/admin/lead-magnet-list.tsx'),
        },
        { path: APP_ROUTES.adminSettings, lazy: () => import('./routes/admin/settings.tsx') },
        { path: APP_ROUTES.adminAuditLog, lazy: () => import('./routes/admin/audit-log.tsx') },
        { path: APP_ROUTES.adminUsers, lazy: () => import('./routes/admin/user-management.tsx') },
        {
          path: APP_ROUTES.adminResellerRegistration,
          lazy: () => import('./routes/admin/reseller-registration.tsx'),
        },
        {
          path: APP_ROUTES.adminBrandListings,
          lazy: () => import('./routes/admin/brand-listings.tsx'),
        },
        {
          path: APP_ROUTES.adminResellerApplication,
          lazy: () => import('./routes/admin/reseller-application.tsx'),
        },
        { path: APP_ROUTES.adminUser, lazy: () => import('./routes/admin/user.tsx') },
        { path: APP_ROUTES.adminBrand, lazy: () => import('./routes/admin/brand.tsx') },
      ]),

      portal('brand', () => import('./routes/brand/layout.tsx'), [
        { path: APP_ROUTES.brandDashboard, lazy: () => import('./routes/brand/dashboard.tsx') },
        { path: APP_ROUTES.brandInventory, lazy: () => import('./routes/brand/inventory.tsx') },
        { path: APP_ROUTES.brandResellers, lazy: () => import('./routes/brand/resellers.tsx') },
        { path: APP_ROUTES.brandOrders, lazy: () => import('./routes/brand/orders.tsx') },
        { path: APP_ROUTES.brandMessages, lazy: () => import('./routes/brand/messages.tsx') },
        { path: APP_ROUTES.brandAnalytics, lazy: () => import('./routes/brand/analytics.tsx') },
        { path: APP_ROUTES.brandSettings, lazy: () => import('./routes/brand/settings.tsx') },
        {
          path: APP_ROUTES.brandProtection,
          lazy: () => import('./routes/brand/protection.tsx'),
        },
        {
          path: APP_ROUTES.brandProtectionFinding,
          lazy: () => import('./routes/brand/protection-finding.tsx'),
        },
        {
          path: APP_ROUTES.brandProtectionImports,
          lazy: () => import('./routes/brand/protection-imports.tsx'),
        },
        {
          path: APP_ROUTES.brandProtectionSeller,
          lazy: () => import('./routes/brand/protection-seller.tsx'),
        },
        {
          path: APP_ROUTES.brandProtectionPolicy,
          lazy: () => import('./routes/brand/protection-policy.tsx'),
        },
      ]),

      portal('reseller', () => import('./routes/reseller/layout.tsx'), [
        {
          path: APP_ROUTES.resellerDashboard,
          lazy: () => import('./routes/reseller/dashboard.tsx'),
        },
        { path: APP_ROUTES.resellerBrands, lazy: () => import('./routes/reseller/brands.tsx') },
        {
          path: APP_ROUTES.resellerBrandProducts,
          lazy: () => import('./routes/reseller/brand-products.tsx'),
        },
        { path: APP_ROUTES.resellerOrders, lazy: () => import('./routes/reseller/orders.tsx') },
        { path: APP_ROUTES.resellerOrder, lazy: () => import('./routes/reseller/order.tsx') },
        {
          path: APP_ROUTES.resellerAddresses,
          lazy: () => import('./routes/reseller/addresses.tsx'),
        },
        {
          path: APP_ROUTES.resellerMessages,
          lazy: () => import('./routes/reseller/messages.tsx'),
        },
        {
          path: APP_ROUTES.resellerSettings,
          lazy: () => import('./routes/reseller/settings.tsx'),
        },
        { path: APP_ROUTES.resellerPlans, lazy: () => import('./routes/reseller/plans.tsx') },
        {
          path: APP_ROUTES.resellerCatalogs,
          lazy: () => import('./routes/reseller/catalogs.tsx'),
        },
        {
          path: APP_ROUTES.resellerCompliance,
          lazy: () => import('./routes/reseller/compliance.tsx'),
        },
      ]),

      { path: APP_ROUTES.roleUpdater, lazy: () => import('./routes/utility/role-updater.tsx') },
      { path: APP_ROUTES.updateRole, lazy: () => import('./routes/utility/role-updater.tsx') },
      { path: APP_ROUTES.demoSetup, lazy: () => import('./routes/utility/demo-setup.tsx') },
      {
        path: APP_ROUTES.verifyLetter,
        lazy: () => import('./routes/public/verify-letter.tsx'),
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
