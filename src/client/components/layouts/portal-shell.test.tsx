import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MESSAGES } from '#shared/messages.ts'
import { RoleGuard } from '../../features/session/role-guard.tsx'
import { sessionQueryOptions, type SessionUser } from '../../features/session/session-api.ts'
import { PORTAL_SCREENS, type Portal } from './portal-screens.ts'
import { PortalShell } from './portal-shell.tsx'

const user = (role: SessionUser['role']): SessionUser => ({
  id: `${role}-1`,
  email: `${role}@example.com`,
  emailVerified: true,
  role,
  fullName: `Pat ${role}`,
  companyName: `${role} company`,
  resellerStatus: null,
})

/** The app's shape: a guarded portal whose layout is the shell, and a lazily loaded home. */
function renderPortal(
  who: SessionUser,
  portal: Portal,
  path: string,
  signOutStatus = 200,
): ReturnType<typeof createMemoryRouter> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url) === '/api/auth/sign-out'
        ? new Response('{}', { status: signOutStatus })
        : new Response(JSON.stringify({ user: null }), { status: 200 }),
    ),
  )
  const router = createMemoryRouter(
    [
      {
        path: '/',
        lazy: async () => {
          await new Promise((resolve) => setTimeout(resolve, 50))
          return { Component: () => <h1>Home</h1> }
        },
      },
      { path: `/${portal}/login`, Component: () => <h1>Login</h1> },
      {
        element: <RoleGuard role={portal} />,
        children: [
          {
            element: (
              <PortalShell portal={portal} nav={PORTAL_SCREENS[portal]}>
                <Outlet />
              </PortalShell>
            ),
            children: PORTAL_SCREENS[portal].flatMap((screen) =>
              [screen.to, ...(screen.aliases ?? [])].map((p) => ({
                path: p,
                Component: () => <h1>{screen.heading}</h1>,
              })),
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(sessionQueryOptions.queryKey, who)
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return router
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('PortalShell', () => {
  it('lists every screen of the portal and marks the current one', () => {
    renderPortal(user('brand'), 'brand', '/brand/dashboard/orders')
    const nav = screen.getByRole('navigation', { name: 'Brand Portal' })
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(names).toEqual([
      'Dashboard',
      'Inventory',
      'Resellers',
      'Orders',
      'Messages',
      'Analytics',
      'Settings',
    ])
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe(
      'page',
    )
    // The dashboard is the parent path of every screen, yet only itself is current.
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).hasAttribute('aria-current')).toBe(
      false,
    )
    expect(screen.getByText('brand@example.com')).toBeTruthy()
    expect(screen.queryByText('Viewing as admin')).toBeNull()
  })

  it('marks User Management current on its second path, /admin/users', () => {
    renderPortal(user('admin'), 'admin', '/admin/users')
    const nav = screen.getByRole('navigation', { name: 'Admin Console' })
    expect(
      within(nav).getByRole('link', { name: 'User Management' }).getAttribute('aria-current'),
    ).toBe('page')
  })

  it('tells an admin inside another portal and offers the other portals', () => {
    renderPortal(user('admin'), 'reseller', '/reseller/dashboard')
    expect(screen.getByText('Viewing as admin')).toBeTruthy()
    const switcher = screen.getByRole('navigation', { name: 'Switch portal' })
    expect(within(switcher).getByRole('link', { name: 'Admin Console' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    )
    expect(within(switcher).getByRole('link', { name: 'Brand Portal' }).getAttribute('href')).toBe(
      '/brand/dashboard',
    )
  })

  it('signs out and lands on the home page, not on the login page', async () => {
    const router = renderPortal(user('reseller'), 'reseller', '/reseller/dashboard')
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/auth/sign-out', expect.anything()))
    // Still at home once the session is gone.
    await screen.findByRole('heading', { name: 'Home' })
    expect(router.state.location.pathname).toBe('/')
  })

  it('says so when signing out fails', async () => {
    renderPortal(user('brand'), 'brand', '/brand/dashboard', 500)
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
    expect(await screen.findByText(MESSAGES.signOutError)).toBeTruthy()
  })
})

describe('portal screens', () => {
  it('never repeat a navigation label in a dashboard step, so that link names stay unique', () => {
    for (const screens of Object.values(PORTAL_SCREENS)) {
      const labels = screens.map((s) => s.label.toLowerCase())
      for (const step of screens.flatMap((s) => (s.task ? [s.task.toLowerCase()] : []))) {
        expect(labels.filter((label) => step.includes(label))).toEqual([])
      }
    }
  })
})
