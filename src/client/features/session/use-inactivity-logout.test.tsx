import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { INACTIVITY_LOGOUT_MS } from '#shared/constants.ts'
import { RoleGuard } from './role-guard.tsx'
import { documentNavigation, sessionQueryOptions, type SessionUser } from './session-api.ts'
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

/** What happened, in order: requests sent and documents loaded. */
let events: string[]
let fetchMock: ReturnType<typeof vi.fn>
let assign: MockInstance<(url: string) => void>
const signOutCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/sign-out').length

/**
 * As in the app: the hook runs in the root layout, the portal sits behind its guard beside its
 * login page, and / is not a route of the app but a prerendered document.
 */
function setup(user: SessionUser) {
  function Root() {
    useInactivityLogout()
    return <Outlet />
  }
  const role = user.role
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: `/${role}/login`, Component: () => <h1>Login</h1> },
          {
            element: <RoleGuard role={role} />,
            children: [{ path: `/${role}/dashboard`, Component: () => <h1>Dashboard</h1> }],
          },
        ],
      },
    ],
    { initialEntries: [`/${role}/dashboard`] },
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // The session is already known, as it is once the app has loaded /api/me.
  queryClient.setQueryData(sessionQueryOptions.queryKey, user)
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { queryClient, router, view }
}

/** Moves the fake clock and lets the sign-out request settle. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => {
  vi.useFakeTimers()
  events = []
  fetchMock = vi.fn(async (url: string) => {
    // Answered a moment later (not at once), so that leaving too early shows in `events`.
    await Promise.resolve()
    events.push(`answered ${String(url)}`)
    return String(url) === '/api/me'
      ? new Response(JSON.stringify({ user: null }), { status: 200 })
      : new Response('{}', { status: 200 })
  })
  vi.stubGlobal('fetch', fetchMock)
  // jsdom does not load documents: record the navigation instead.
  assign = vi.spyOn(documentNavigation, 'assign').mockImplementation((url) => {
    events.push(`assign ${url}`)
  })
  localStorage.setItem('somethingLocal', '1')
  sessionStorage.setItem('somethingSession', '1')
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
  sessionStorage.clear()
})

describe('useInactivityLogout', () => {
  it('signs a reseller out after two idle hours, clears storage and loads the home page', async () => {
    setup(userWithRole('reseller'))

    await elapse(INACTIVITY_LOGOUT_MS - 1000)
    expect(signOutCalls()).toBe(0)
    expect(assign).not.toHaveBeenCalled()
    expect(localStorage.getItem('somethingLocal')).toBe('1')

    await elapse(1000)
    // The server is told before the document is left (an unload would cancel the request).
    expect(events).toEqual(['answered /api/auth/sign-out', 'assign /'])
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({ method: 'POST' }),
    )
    expect(localStorage.getItem('somethingLocal')).toBeNull()
    expect(sessionStorage.getItem('somethingSession')).toBeNull()
  })

  it('restarts the two hours on activity', async () => {
    setup(userWithRole('brand'))

    await elapse(1.5 * HOUR)
    fireEvent.mouseMove(window)
    await elapse(1.5 * HOUR) // three hours since sign-in, but only 1.5 since the last move
    expect(signOutCalls()).toBe(0)

    fireEvent.keyDown(window, { key: 'a' })
    await elapse(INACTIVITY_LOGOUT_MS - 1000)
    expect(signOutCalls()).toBe(0)
    expect(assign).not.toHaveBeenCalled()

    await elapse(1000)
    expect(signOutCalls()).toBe(1)
    expect(assign).toHaveBeenCalledExactlyOnceWith('/')
  })

  it('counts activity in another tab of the app', async () => {
    setup(userWithRole('reseller'))
    await elapse(1.5 * HOUR)
    window.dispatchEvent(new StorageEvent('storage', { key: ACTIVITY_STORAGE_KEY }))
    await elapse(1.5 * HOUR)
    expect(signOutCalls()).toBe(0)
    expect(assign).not.toHaveBeenCalled()
    await elapse(HOUR)
    expect(signOutCalls()).toBe(1)
    expect(assign).toHaveBeenCalledExactlyOnceWith('/')
  })

  it('never signs an admin out', async () => {
    const { router } = setup(userWithRole('admin'))
    await elapse(3 * INACTIVITY_LOGOUT_MS)
    expect(signOutCalls()).toBe(0)
    expect(assign).not.toHaveBeenCalled()
    expect(localStorage.getItem('somethingLocal')).toBe('1')
    expect(router.state.location.pathname).toBe('/admin/dashboard')
  })

  it('clears storage and leaves even when the server cannot be reached', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      await Promise.resolve()
      events.push(`failed ${String(url)}`)
      throw new TypeError('Failed to fetch')
    })
    setup(userWithRole('reseller'))
    await elapse(INACTIVITY_LOGOUT_MS)
    expect(events).toEqual(['failed /api/auth/sign-out', 'assign /'])
    expect(localStorage.getItem('somethingLocal')).toBeNull()
    expect(sessionStorage.getItem('somethingSession')).toBeNull()
  })

  it('stops watching once unmounted', async () => {
    const { view } = setup(userWithRole('reseller'))
    view.unmount()
    await elapse(2 * INACTIVITY_LOGOUT_MS)
    expect(signOutCalls()).toBe(0)
    expect(assign).not.toHaveBeenCalled()
  })

  it('keeps the portal on screen until the document leaves: the guard never redirects to login', async () => {
    const { queryClient, router } = setup(userWithRole('reseller'))
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy()
    const seen = new Set<string>()
    const unsubscribe = router.subscribe((state) => seen.add(state.location.pathname))

    await elapse(INACTIVITY_LOGOUT_MS)
    expect(assign).toHaveBeenCalledExactlyOnceWith('/')
    // Emptied, the session cache would make the guard send the user to /reseller/login.
    expect(queryClient.getQueryData(sessionQueryOptions.queryKey)).toEqual(userWithRole('reseller'))
    await elapse(HOUR)
    unsubscribe()
    expect(seen).not.toContain('/reseller/login')
    expect(router.state.location.pathname).toBe('/reseller/dashboard')
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy()
    // And the watch is over: no second sign-out while the browser unloads.
    expect(signOutCalls()).toBe(1)
  })
})
