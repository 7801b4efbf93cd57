import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { INACTIVITY_LOGOUT_MS } from '#shared/constants.ts'
import { RoleGuard } from './role-guard.tsx'
import { sessionQueryOptions, type SessionUser } from './session-api.ts'
import { ACTIVITY_STORAGE_KEY, useInactivityLogout } from './use-inactivity-logout.ts'

const HOUR = 60 * 60 * 1000

const userWithRole = (role: SessionUser['role']): SessionUser => ({
  id: `${role}-1`,
  email: `${role}@example.com`,
  emailVerified: true,
  role,
  fullName: `A ${role}`,
  companyName: 'Example Co',
  resellerStatus: role === 'reseller' ? 'approved' : null,
})

let fetchMock: ReturnType<typeof vi.fn>
const signOutCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/sign-out').length

function setup(user: SessionUser) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // The session is already known, as it is once the app has loaded /api/me.
  queryClient.setQueryData(sessionQueryOptions.queryKey, user)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/${user.role}/dashboard`]}>{children}</MemoryRouter>
    </QueryClientProvider>
  )
  const hook = renderHook(
    () => {
      useInactivityLogout()
      return useLocation().pathname
    },
    { wrapper },
  )
  return { queryClient, hook }
}

/** Moves the fake clock and lets the sign-out request and the navigation settle. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => {
  vi.useFakeTimers()
  fetchMock = vi.fn(async (url: string) =>
    String(url) === '/api/me'
      ? new Response(JSON.stringify({ user: null }), { status: 200 })
      : new Response('{}', { status: 200 }),
  )
  vi.stubGlobal('fetch', fetchMock)
  localStorage.setItem('somethingLocal', '1')
  sessionStorage.setItem('somethingSession', '1')
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
})

describe('useInactivityLogout', () => {
  it('signs a reseller out after two idle hours, clears storage and goes home', async () => {
    const { queryClient, hook } = setup(userWithRole('reseller'))
    expect(hook.result.current).toBe('/reseller/dashboard')

    await elapse(INACTIVITY_LOGOUT_MS - 1000)
    expect(signOutCalls()).toBe(0)
    expect(hook.result.current).toBe('/reseller/dashboard')

    await elapse(1000)
    expect(signOutCalls()).toBe(1)
    expect(hook.result.current).toBe('/')
    expect(queryClient.getQueryData(sessionQueryOptions.queryKey)).toBeNull()
    expect(localStorage.getItem('somethingLocal')).toBeNull()
    expect(sessionStorage.getItem('somethingSession')).toBeNull()
  })

  it('restarts the two hours on activity', async () => {
    const { hook } = setup(userWithRole('brand'))

    await elapse(1.5 * HOUR)
    fireEvent.mouseMove(window)
    await elapse(1.5 * HOUR) // three hours since sign-in, but only 1.5 since the last move
    expect(signOutCalls()).toBe(0)

    fireEvent.keyDown(window, { key: 'a' })
    await elapse(INACTIVITY_LOGOUT_MS - 1000)
    expect(signOutCalls()).toBe(0)
    expect(hook.result.current).toBe('/brand/dashboard')

    await elapse(1000)
    expect(signOutCalls()).toBe(1)
    expect(hook.result.current).toBe('/')
  })

  it('counts activity in another tab of the app', async () => {
    setup(userWithRole('reseller'))
    await elapse(1.5 * HOUR)
    window.dispatchEvent(new StorageEvent('storage', { key: ACTIVITY_STORAGE_KEY }))
    await elapse(1.5 * HOUR)
    expect(signOutCalls()).toBe(0)
    await elapse(HOUR)
    expect(signOutCalls()).toBe(1)
  })

  it('never signs an admin out', async () => {
    const { hook } = setup(userWithRole('admin'))
    await elapse(3 * INACTIVITY_LOGOUT_MS)
    expect(signOutCalls()).toBe(0)
    expect(hook.result.current).toBe('/admin/dashboard')
  })

  it('signs out locally even when the server cannot be reached', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    const { queryClient, hook } = setup(userWithRole('reseller'))
    await elapse(INACTIVITY_LOGOUT_MS)
    expect(hook.result.current).toBe('/')
    expect(queryClient.getQueryData(sessionQueryOptions.queryKey)).toBeNull()
    expect(localStorage.getItem('somethingLocal')).toBeNull()
  })

  it('stops watching once unmounted', async () => {
    const { hook } = setup(userWithRole('reseller'))
    hook.unmount()
    await elapse(2 * INACTIVITY_LOGOUT_MS)
    expect(signOutCalls()).toBe(0)
  })

  it('reaches the home page even when it loads lazily from inside a guarded portal', async () => {
    // As in the app: the hook runs in the root layout, the portal sits behind its guard, and
    // the home page is a lazy module that takes a moment to download.
    function Root() {
      useInactivityLogout()
      return <Outlet />
    }
    const router = createMemoryRouter(
      [
        {
          element: <Root />,
          children: [
            {
              path: '/',
              lazy: async () => {
                await new Promise((resolve) => setTimeout(resolve, 200))
                return { Component: () => <h1>Home</h1> }
              },
            },
            { path: '/reseller/login', Component: () => <h1>Reseller Login</h1> },
            {
              element: <RoleGuard role="reseller" />,
              children: [{ path: '/reseller/dashboard', Component: () => <h1>Dashboard</h1> }],
            },
          ],
        },
      ],
      { initialEntries: ['/reseller/dashboard'] },
    )
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.setQueryData(sessionQueryOptions.queryKey, userWithRole('reseller'))
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    expect(router.state.location.pathname).toBe('/reseller/dashboard')

    await elapse(INACTIVITY_LOGOUT_MS + 1000)
    expect(signOutCalls()).toBe(1)
    expect(router.state.location.pathname).toBe('/')
  })
})
