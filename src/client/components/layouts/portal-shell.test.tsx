import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { Toaster } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MESSAGES } from '#shared/messages.ts'
import { RoleGuard } from '../../features/session/role-guard.tsx'
import {
  documentNavigation,
  sessionQueryOptions,
  type SessionUser,
} from '../../features/session/session-api.ts'
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

/** What happened, in order: requests sent and documents loaded. */
let events: string[]

/** The app's shape: a guarded portal whose layout is the shell, and the login page beside it. */
function renderPortal(who: SessionUser, portal: Portal, path: string, signOutStatus = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      // The server takes a moment; what matters is when the answer arrives.
      await new Promise((resolve) => setTimeout(resolve, 20))
      events.push(`answered ${String(url)}`)
      return String(url) === '/api/auth/sign-out'
        ? new Response('{}', { status: signOutStatus })
        : new Response(JSON.stringify({ user: null }), { status: 200 })
    }),
  )
  const router = createMemoryRouter(
    [
      // In the app / is a prerendered document; routing to it here would be a regression.
      { path: '/', Component: () => <h1>Home</h1> },
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
  return { router, queryClient }
}

beforeEach(() => {
  events = []
  localStorage.setItem('somethingLocal', '1')
  sessionStorage.setItem('somethingSession', '1')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
  sessionStorage.clear()
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
      'Brand Protection',
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

  it('signs out, then loads the home document, never passing by the login page', async () => {
    const { router, queryClient } = renderPortal(
      user('reseller'),
      'reseller',
      '/reseller/dashboard',
    )
    // The state of the app at the moment the document is left.
    let whenLeaving: { session: unknown; pathname: string; storage: unknown } | undefined
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation((url) => {
      events.push(`assign ${url}`)
      whenLeaving = {
        session: queryClient.getQueryData(sessionQueryOptions.queryKey),
        pathname: router.state.location.pathname,
        storage: [
          localStorage.getItem('somethingLocal'),
          sessionStorage.getItem('somethingSession'),
        ],
      }
    })

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
    await waitFor(() => expect(assign).toHaveBeenCalledOnce())

    // The request has been answered before the document is left (an unload would cancel it).
    expect(events).toEqual(['answered /api/auth/sign-out', 'assign /'])
    expect(assign).toHaveBeenCalledWith('/')
    expect(whenLeaving).toEqual({
      session: user('reseller'), // not emptied first: the guard would redirect to the login page
      pathname: '/reseller/dashboard', // / is a document, not a route of this app
      storage: [null, null], // 000 §4
    })
    // The portal stays on screen until the browser unloads it; the guard never redirects.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(router.state.location.pathname).toBe('/reseller/dashboard')
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Sign Out' }).hasAttribute('disabled')).toBe(true)
  })

  it('says so when signing out fails, and stays signed in on the page', async () => {
    const { router, queryClient } = renderPortal(user('brand'), 'brand', '/brand/dashboard', 500)
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => {})
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
    expect(await screen.findByText(MESSAGES.signOutError)).toBeTruthy()
    expect(assign).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/brand/dashboard')
    expect(queryClient.getQueryData(sessionQueryOptions.queryKey)).toEqual(user('brand'))
    expect(localStorage.getItem('somethingLocal')).toBe('1')
    // The button is back, for another try.
    expect(screen.getByRole('button', { name: 'Sign Out' }).hasAttribute('disabled')).toBe(false)
  })
})
