import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { PORTAL_MESSAGES } from '#shared/messages.ts'
import { ApiError } from '../lib/api.ts'
import { isLoadFailure, RouteError } from './route-error.tsx'
import { routes } from './router.tsx'

const text = PORTAL_MESSAGES.routeError
/** Chromium's error when a lazy route's chunk cannot be fetched (the screenshot). */
const chunkError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/brand-login-CbX1.js',
  )

/** A screen whose lazy module fails to load with `error`, under the app's error screen. */
function renderFailingScreen(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>Loading</p>,
        children: [
          {
            path: '/brand/login',
            lazy: () => Promise.reject(error),
          },
        ],
      },
    ],
    { initialEntries: ['/brand/login'] },
  )
  return render(<RouterProvider router={router} />)
}

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online)
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('RouteError', () => {
  test('offline, a screen that could not load says so and offers to try again', async () => {
    setOnline(false)
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    renderFailingScreen(chunkError())
    expect(await screen.findByRole('heading', { name: text.offlineTitle })).toBeTruthy()
    expect(screen.getByText(text.offline)).toBeTruthy()
    expect(screen.queryByText(/Unexpected Application Error|dynamically imported/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: text.retry }))
    expect(reload).toHaveBeenCalledOnce()
  })

  test('the browser saying online while the server cannot be reached is offline too', async () => {
    setOnline(true)
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', fetchMock)
    renderFailingScreen(chunkError())
    expect(await screen.findByRole('heading', { name: text.offlineTitle })).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledWith('/api/health', { cache: 'no-store' })
  })

  test('online, a missing part (a new release removed the chunk) is a load failure too', async () => {
    setOnline(true)
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"ok":true}'))),
    )
    renderFailingScreen(chunkError())
    expect(await screen.findByRole('heading', { name: text.loadFailedTitle })).toBeTruthy()
    expect(screen.getByRole('button', { name: text.retry })).toBeTruthy()
  })

  test('any other error is a short apology with a retry and a way home, never a stack', async () => {
    setOnline(true)
    const error = new Error('Cannot read properties of undefined (reading "id")')
    renderFailingScreen(error)
    expect(await screen.findByRole('heading', { name: text.failedTitle })).toBeTruthy()
    expect(screen.getByRole('button', { name: text.retry })).toBeTruthy()
    const home = screen.getByRole('link', { name: PORTAL_MESSAGES.notFound.backHome })
    expect(home.getAttribute('href')).toBe('/')
    expect(document.body.textContent).not.toContain('Cannot read properties')
    expect(document.body.textContent).not.toContain(error.stack!.split('\n')[1]!.trim())
  })
})

test('load failures are told apart from bugs', () => {
  expect(isLoadFailure(chunkError())).toBe(true)
  expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true)
  expect(isLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true)
  expect(isLoadFailure(new ApiError(0, 'NETWORK', 'Failed to fetch'))).toBe(true)
  expect(isLoadFailure(new ApiError(500, 'INTERNAL', 'Something went wrong'))).toBe(false)
  expect(isLoadFailure(new Error('boom'))).toBe(false)
  expect(isLoadFailure('Failed to fetch')).toBe(false)
})

test('the app’s router shows this screen for any route’s error', () => {
  expect(routes[0]!.errorElement).toEqual(<RouteError />)
})
