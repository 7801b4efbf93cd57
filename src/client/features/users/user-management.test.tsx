import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { Toaster } from 'sonner'
import { afterEach, expect, it, vi } from 'vitest'
import type { AdminUserRow } from '#shared/schemas/users.ts'
import { UserManagement } from './user-management.tsx'

const row = (over: Partial<AdminUserRow>): AdminUserRow => ({
  id: 'u1',
  email: 'someone@example.com',
  fullName: 'Some One',
  companyName: 'Some Co',
  role: 'brand',
  emailVerified: true,
  banned: false,
  banReason: null,
  banExpires: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('lists users, changes a role, bans with a reason, and keeps the own row read-only', async () => {
  const users = [
    row({ id: 'me', email: 'admin@example.com', role: 'admin' }),
    row({ id: 'u1', email: 'brand@example.com' }),
  ]
  const calls: { method: string; url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      if (url === '/api/me') {
        return new Response(JSON.stringify({ user: { id: 'me', role: 'admin', email: 'a' } }))
      }
      if (url.startsWith('/api/admin/users?')) {
        return new Response(JSON.stringify({ users, total: users.length }))
      }
      return new Response(JSON.stringify({ user: {} }))
    }),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/admin/users?search=example']}>
        <UserManagement />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  )

  const roleOf = await screen.findByLabelText('Role of brand@example.com')
  expect((screen.getByLabelText('Search users') as HTMLInputElement).value).toBe('example')
  expect(calls.some((c) => c.url.includes('search=example'))).toBe(true)

  await waitFor(() =>
    expect((screen.getByLabelText('Role of admin@example.com') as HTMLSelectElement).disabled).toBe(
      true,
    ),
  )
  expect(
    (screen.getByRole('button', { name: 'Ban admin@example.com' }) as HTMLButtonElement).disabled,
  ).toBe(true)

  await userEvent.selectOptions(roleOf, 'reseller')
  const confirm = screen.getByRole('dialog', {
    name: 'Change brand@example.com from Brand to Reseller?',
  })
  await userEvent.click(within(confirm).getByRole('button', { name: 'Change to Reseller' }))
  await waitFor(() =>
    expect(calls).toContainEqual({
      method: 'PATCH',
      url: '/api/admin/users/u1/role',
      body: { role: 'reseller' },
    }),
  )
  expect(await screen.findByText('Role updated')).toBeTruthy()

  await userEvent.click(screen.getByRole('button', { name: 'Ban brand@example.com' }))
  const dialog = screen.getByRole('dialog', { name: 'Ban brand@example.com?' })
  await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Chargebacks')
  await userEvent.selectOptions(within(dialog).getByLabelText('Duration'), '7')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }))
  await waitFor(() =>
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/admin/users/u1/ban',
      body: { reason: 'Chargebacks', durationDays: 7 },
    }),
  )
  expect(await screen.findByText('User banned')).toBeTruthy()
})

function Location() {
  const location = useLocation()
  return <output aria-label="location">{location.search}</output>
}

it('keeps the page, its size and the search in the URL, pages counted from 1 (issue 16)', async () => {
  const urls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url)
      if (url === '/api/me') return new Response(JSON.stringify({ user: { id: 'me' } }))
      const page = Number(new URL(url, 'http://x').searchParams.get('page'))
      return new Response(
        JSON.stringify({
          users: [row({ id: `u${page}`, email: `user${page}@example.com` })],
          total: 120,
          page,
          pageSize: 50,
          pages: 3,
        }),
      )
    }),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/admin/users?q=acme&page=2&pageSize=50']}>
        <UserManagement />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  expect(await screen.findByText('user2@example.com')).toBeTruthy()
  expect(urls).toContain('/api/admin/users?page=2&pageSize=50&search=acme')
  expect(screen.getByText('Page 2 of 3 · 120 users')).toBeTruthy()

  await userEvent.click(screen.getByRole('button', { name: /Next/ }))
  expect(await screen.findByText('user3@example.com')).toBeTruthy()
  expect(screen.getByLabelText('location').textContent).toBe('?q=acme&page=3&pageSize=50')

  await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25')
  // 25 is the default size: left out, and the list starts again at page 1.
  await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('?q=acme'))
})

function renderUsers(users: AdminUserRow[], answer: (url: string, body: unknown) => Response) {
  const calls: { method: string; url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined
      calls.push({ method, url, body })
      if (url === '/api/me') {
        return new Response(JSON.stringify({ user: { id: 'me', role: 'admin', email: 'a' } }))
      }
      if (url.startsWith('/api/admin/users?')) {
        return new Response(JSON.stringify({ users, total: users.length }))
      }
      return answer(url, body)
    }),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/admin/users']}>
        <UserManagement />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  )
  return calls
}

it('asks before a role change: Cancel keeps the old role, and nothing is sent (issue 16)', async () => {
  const calls = renderUsers([row({ id: 'u1', email: 'brand@example.com' })], () =>
    Response.json({ user: {} }),
  )
  const select = (await screen.findByLabelText('Role of brand@example.com')) as HTMLSelectElement
  await userEvent.selectOptions(select, 'reseller')

  const dialog = screen.getByRole('dialog', {
    name: 'Change brand@example.com from Brand to Reseller?',
  })
  expect(within(dialog).getByText(/They lose the brand portal/)).toBeTruthy()
  expect(within(dialog).getByText(/They get the reseller portal/)).toBeTruthy()
  expect(within(dialog).getByText(/They stay signed in/)).toBeTruthy()
  // No password for a change that is not a promotion.
  expect(within(dialog).queryByLabelText('Your password')).toBeNull()
  expect(select.value).toBe('reseller')

  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(select.value).toBe('brand')
  expect(calls.filter((c) => c.method === 'PATCH')).toEqual([])
})

it('a promotion to admin needs the password, shows a wrong one, and sends the right one', async () => {
  const calls = renderUsers([row({ id: 'u1', email: 'brand@example.com' })], (_url, body) => {
    const { password } = body as { password?: string }
    return password === 'right-password'
      ? Response.json({ user: { id: 'u1', role: 'admin' } })
      : Response.json(
          { code: 'FORBIDDEN', message: 'Your password is not correct.' },
          { status: 403 },
        )
  })
  const select = await screen.findByLabelText('Role of brand@example.com')
  await userEvent.selectOptions(select, 'admin')
  const dialog = screen.getByRole('dialog', {
    name: 'Change brand@example.com from Brand to Admin?',
  })
  expect(within(dialog).getByText(/They get the whole admin console/)).toBeTruthy()
  const confirm = within(dialog).getByRole('button', { name: 'Change to Admin' })

  // Empty: asked for, not sent.
  await userEvent.click(confirm)
  expect(within(dialog).getByRole('alert').textContent).toBe(
    'Enter your password to make someone an admin.',
  )
  expect(calls.filter((c) => c.method === 'PATCH')).toEqual([])

  const password = within(dialog).getByLabelText('Your password')
  await userEvent.type(password, 'wrong-password')
  await userEvent.click(confirm)
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'Your password is not correct.',
  )
  expect(screen.getByRole('dialog')).toBeTruthy()

  await userEvent.type(within(dialog).getByLabelText('Your password'), 'right-password')
  await userEvent.click(confirm)
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
    {
      method: 'PATCH',
      url: '/api/admin/users/u1/role',
      body: { role: 'admin', password: 'wrong-password' },
    },
    {
      method: 'PATCH',
      url: '/api/admin/users/u1/role',
      body: { role: 'admin', password: 'right-password' },
    },
  ])
  // sonner keeps the earlier tests' toasts: this one is told by its description.
  expect(await screen.findByText('brand@example.com is now Admin.')).toBeTruthy()
})
