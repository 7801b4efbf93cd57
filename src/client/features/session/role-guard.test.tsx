import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { expect, it, vi } from 'vitest'
import { RoleGuard, SESSION_CHECK_FAILED } from './role-guard.tsx'

/** The brand portal behind the guard, over a server that answers /api/me with `answers` in turn. */
function renderGuarded(answers: Response[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answers.shift() ?? new Response('{}', { status: 500 })),
  )
  const router = createMemoryRouter(
    [
      { path: '/brand/login', Component: () => <h1>Login</h1> },
      {
        element: <RoleGuard role="brand" />,
        children: [{ path: '/brand/dashboard', Component: () => <h1>Dashboard</h1> }],
      },
    ],
    { initialEntries: ['/brand/dashboard'] },
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const brand = { id: 'b1', email: 'b@example.com', emailVerified: true, role: 'brand' }
const failure = () => new Response(JSON.stringify({ message: 'down' }), { status: 503 })

it('keeps a user whose session check failed on the page and lets them try again', async () => {
  const router = renderGuarded([
    failure(),
    failure(),
    new Response(JSON.stringify({ user: brand })),
  ])
  // The session query tries twice, a second apart, before it gives up.
  expect(
    await screen.findByText(SESSION_CHECK_FAILED.title, undefined, { timeout: 4_000 }),
  ).toBeTruthy()
  expect(router.state.location.pathname).toBe('/brand/dashboard')
  await userEvent.click(screen.getByRole('button', { name: SESSION_CHECK_FAILED.retry }))
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy()
})

it('sends a signed-out visitor to the login page', async () => {
  const router = renderGuarded([new Response(JSON.stringify({ user: null }))])
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy()
  expect(router.state.location.pathname).toBe('/brand/login')
})
