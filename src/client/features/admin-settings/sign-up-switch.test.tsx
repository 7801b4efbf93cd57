import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { SignUpSwitch } from './sign-up-switch.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('shows sign-up as allowed and turns it off with a PATCH', async () => {
  let signupDisabled = false
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    expect(url).toBe('/api/admin/settings')
    if (init?.method === 'PATCH') {
      signupDisabled = (JSON.parse(String(init.body)) as { signupDisabled: boolean }).signupDisabled
    }
    return new Response(JSON.stringify({ signupDisabled }), { status: 200 })
  })
  vi.stubGlobal('fetch', fetchMock)
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SignUpSwitch />
    </QueryClientProvider>,
  )
  const toggle = await screen.findByRole('switch', { name: 'Allow new sign-ups' })
  expect(toggle.getAttribute('aria-checked')).toBe('true')
  await userEvent.click(toggle)
  await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'))
  expect(signupDisabled).toBe(true)
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/admin/settings',
    expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ signupDisabled: true }) }),
  )
})
