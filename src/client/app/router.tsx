/**
 * The route table of 000 §2 and 001 §2.1. Every screen is a lazy module exporting `Component`,
 * so each portal is its own chunk.
 */
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router'
import { useEffect } from 'react'
import { SITE_PAGES } from '#shared/site-map.ts'
import { PageLoading } from '../components/ui/page-loading.tsx'
import { RoleGuard } from '../features/session/role-guard.tsx'
import { RootLayout } from './root-layout.tsx'

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
    children: [
      // The public site is prerendered, not part of this app: in-app links to it load the page.
      ...SITE_PAGES.map((page) => ({ path: page.path, element: <DocumentNavigation /> })),
      { path: '/brand', lazy: () => import('./routes/public/brand-landing.tsx') },
      { path: '/reseller', lazy: () => import('./routes/public/reseller-landing.tsx') },

      { path: '/brand/login', lazy: () => import('./routes/auth/brand-login.tsx') },
      { path: '/reseller/login', lazy: () => import('./routes/auth/reseller-login.tsx') },
      { path: '/admin/login', lazy: () => import('./routes/auth/admin-login.tsx') },
      { path: '/brand/signup', lazy: () => import('./routes/auth/brand-signup.tsx') },
      { path: '/reseller/signup', lazy: () => import('./routes/auth/reseller-signup.tsx') },
      { path: '/admin/signup', lazy: () => import('./routes/auth/admin-signup.tsx') },
      { path: '/reset-password', lazy: () => import('./routes/auth/reset-password.tsx') },
      {
        path: '/reset-password/confirm',
        lazy: () => import('./routes/auth/reset-password-confirm.tsx'),
      },

      { path: '/admin', element: <Navigate replace to="/admin/login" /> },
      { path: '/admin-dashboard/*', element: <AdminDashboardRedirect /> },

      portal('admin', () => import('./routes/admin/layout.tsx'), [
        { path: '/admin/dashboard', lazy: () => import('./routes/admin/dashboard.tsx') },
        {
          path: '/admin/dashboard/reseller-applications',
          lazy: () => import('./routes/admin/reseller-applications.tsx'),
        },
        {
          path: '/admin/dashboard/reseller-approvals',
          lazy: () => import('./routes/admin/reseller-approvals.tsx'),
        },
        {
          path: '/admin/dashboard/brands-directory',
          lazy: () => import('./routes/admin/brands-directory.tsx'),
        },
        {
          path: '/admin/dashboard/catalog-approvals',
          lazy: () => import('./routes/admin/catalog-approvals.tsx'),
        },
        {
          path: '/admin/dashboard/user-management',
          lazy: () => import('./routes/admin/user-management.tsx'),
        },
        {
          path: '/admin/dashboard/email-preview',
          lazy: () => import('./routes/admin/email-preview.tsx'),
        },
        {
          path: '/admin/dashboard/failed-mail',
          lazy: () => import('./routes/admin/failed-mail.tsx'),
        },
        { path: '/admin/users', lazy: () => import('./routes/admin/user-management.tsx') },
        {
          path: '/admin/reseller-registration',
          lazy: () => import('./routes/admin/reseller-registration.tsx'),
        },
      ]),

      portal('brand', () => import('./routes/brand/layout.tsx'), [
        { path: '/brand/dashboard', lazy: () => import('./routes/brand/dashboard.tsx') },
        { path: '/brand/dashboard/inventory', lazy: () => import('./routes/brand/inventory.tsx') },
        { path: '/brand/dashboard/resellers', lazy: () => import('./routes/brand/resellers.tsx') },
        { path: '/brand/dashboard/orders', lazy: () => import('./routes/brand/orders.tsx') },
        { path: '/brand/dashboard/messages', lazy: () => import('./routes/brand/messages.tsx') },
        { path: '/brand/dashboard/analytics', lazy: () => import('./routes/brand/analytics.tsx') },
        { path: '/brand/dashboard/settings', lazy: () => import('./routes/brand/settings.tsx') },
      ]),

      portal('reseller', () => import('./routes/reseller/layout.tsx'), [
        { path: '/reseller/dashboard', lazy: () => import('./routes/reseller/dashboard.tsx') },
        { path: '/reseller/dashboard/brands', lazy: () => import('./routes/reseller/brands.tsx') },
        {
          path: '/reseller/dashboard/brands/:brandId/products',
          lazy: () => import('./routes/reseller/brand-products.tsx'),
        },
        { path: '/reseller/dashboard/orders', lazy: () => import('./routes/reseller/orders.tsx') },
        {
          path: '/reseller/dashboard/messages',
          lazy: () => import('./routes/reseller/messages.tsx'),
        },
        {
          path: '/reseller/dashboard/settings',
          lazy: () => import('./routes/reseller/settings.tsx'),
        },
        { path: '/reseller/dashboard/plans', lazy: () => import('./routes/reseller/plans.tsx') },
      ]),

      { path: '/role-updater', lazy: () => import('./routes/utility/role-updater.tsx') },
      { path: '/update-role', lazy: () => import('./routes/utility/role-updater.tsx') },
      { path: '/demo-setup', lazy: () => import('./routes/utility/demo-setup.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
