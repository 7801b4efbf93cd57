/**
 * Issue 13 item 7 on Reseller Registration Management: a rejected application shows Rejected and
 * no Create Account (it can never get an account); a pending one keeps Create Account, which the
 * screen says approves it; one approved before approving created accounts shows Approved and can
 * still get its account. Issue 16: Reset Password asks first, saying it replaces the password
 * and e-mails the new one. Issue 16 item 4: the server pages the list, searched, with the page
 * and the search in the URL.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import type { ResellerApplicationRow } from './api/applications.ts'
import { RegistrationManagement } from './registration-management.tsx'

const row = (over: Partial<ResellerApplicationRow>): ResellerApplicationRow => ({
  id: 'a1',
  userId: null,
  email: 'someone@example.com',
  companyName: 'Some Co',
  status: 'pending',
  applicationStatus: null,
  passwordSentAt: null,
  passwordResetCount: 0,
  phone: null,
  businessType: null,
  salesVolume: null,
  wholesaleBudget: null,
  hasDocument: false,
  documentVerified: null,
  documentNotes: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('shows a rejected application as Rejected without Create Account', async () => {
  const applications = [
    row({ id: 'p', companyName: 'Pending Co', email: 'pending@example.com' }),
    row({ id: 'r', companyName: 'Rejected Co', email: 'rejected@example.com', status: 'rejected' }),
    row({ id: 'a', companyName: 'Approved Co', email: 'approved@example.com', status: 'approved' }),
    row({
      id: 'c',
      companyName: 'Created Co',
      email: 'created@example.com',
      status: 'approved',
      userId: 'u1',
      passwordSentAt: '2026-01-02T00:00:00.000Z',
    }),
  ]
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ applications, counts: {} }))),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <RegistrationManagement />
      </MemoryRouter>
    </QueryClientProvider>,
  )

  const rejected = await screen.findByRole('row', { name: 'Rejected Co' })
  expect(within(rejected).getByText('Rejected', { exact: true })).toBeTruthy()
  expect(within(rejected).queryByText('Pending', { exact: true })).toBeNull()
  expect(within(rejected).queryByRole('button', { name: /Create Account/ })).toBeNull()
  expect(
    within(rejected).queryByLabelText('Temporary password for rejected@example.com'),
  ).toBeNull()
  expect(within(rejected).getByText('No account: the application was rejected')).toBeTruthy()

  const pending = screen.getByRole('row', { name: 'Pending Co' })
  expect(within(pending).getByText('Pending', { exact: true })).toBeTruthy()
  expect(
    within(pending).getByRole('button', { name: /^Create Account\s*for pending@example\.com$/ }),
  ).toBeTruthy()
  expect(screen.getByText(/Create Account on a pending application approves it/)).toBeTruthy()

  const approved = screen.getByRole('row', { name: 'Approved Co' })
  expect(within(approved).getByText('Approved', { exact: true })).toBeTruthy()
  expect(
    within(approved).getByRole('button', { name: /^Create Account\s*for approved@example\.com$/ }),
  ).toBeTruthy()

  const created = screen.getByRole('row', { name: 'Created Co' })
  expect(within(created).getByText('Created', { exact: true })).toBeTruthy()
  expect(
    within(created).getByRole('button', { name: /^Reset Password\s*for created@example\.com$/ }),
  ).toBeTruthy()
})

it('Reset Password resets only after the confirmation that says who is mailed', async () => {
  const resets: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/admin/reseller-applications/overview')) {
        return new Response(
          JSON.stringify({
            applications: [
              row({
                id: 'c',
                companyName: 'Created Co',
                email: 'created@example.com',
                status: 'approved',
                userId: 'u1',
                passwordSentAt: '2026-01-02T00:00:00.000Z',
              }),
            ],
            counts: { all: 1, pending: 0, approved: 1, rejected: 0, no_docs: 1, doc_review: 0 },
          }),
        )
      }
      if (url.endsWith('/password-reset') && init?.method === 'POST') {
        resets.push(url)
        return new Response(
          JSON.stringify({
            application: row({ id: 'c', userId: 'u1', passwordResetCount: 1 }),
            email: 'created@example.com',
            temporaryPassword: 'NewPass123',
          }),
        )
      }
      return new Response('[]')
    }),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <RegistrationManagement />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  const created = await screen.findByRole('row', { name: 'Created Co' })
  const button = within(created).getByRole('button', {
    name: /^Reset Password\s*for created@example\.com$/,
  })
  await userEvent.click(button)
  let dialog = await screen.findByRole('dialog', { name: 'Reset the password of Created Co?' })
  expect(
    within(dialog).getByText(
      'This replaces the password and e-mails the new one to created@example.com. Their sessions end at once.',
    ),
  ).toBeTruthy()
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(resets).toEqual([])

  await userEvent.click(button)
  dialog = await screen.findByRole('dialog', { name: 'Reset the password of Created Co?' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset and e-mail' }))
  await waitFor(() => expect(resets).toEqual(['/api/admin/reseller-applications/c/password-reset']))
  expect(await within(created).findByText('NewPass123')).toBeTruthy()
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
})

function Location() {
  return <output aria-label="location">{useLocation().search}</output>
}

it('pages and searches on the server, with the page and the search in the URL', async () => {
  const urls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url)
      if (!url.startsWith('/api/admin/reseller-applications/overview')) return new Response('[]')
      const page = Number(new URL(url, 'http://x').searchParams.get('page'))
      return new Response(
        JSON.stringify({
          applications: [row({ id: `p${page}`, companyName: `Acme page ${page}` })],
          counts: { all: 60, pending: 60, approved: 0, rejected: 0, no_docs: 60, doc_review: 0 },
          total: 60,
          page,
          pageSize: 25,
          pages: 3,
        }),
      )
    }),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/reseller-registration?q=acme&page=2']}>
        <RegistrationManagement />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  expect(await screen.findByRole('row', { name: 'Acme page 2' })).toBeTruthy()
  expect(urls).toContain(
    '/api/admin/reseller-applications/overview?tab=all&page=2&pageSize=25&search=acme',
  )
  expect(screen.getByText('Page 2 of 3 · 60 applications')).toBeTruthy()
  expect((screen.getByLabelText('Search applications') as HTMLInputElement).value).toBe('acme')

  await userEvent.click(screen.getByRole('button', { name: /Next/ }))
  expect(await screen.findByRole('row', { name: 'Acme page 3' })).toBeTruthy()
  expect(screen.getByLabelText('location').textContent).toBe('?q=acme&page=3')

  // A new search starts again at page 1.
  const search = screen.getByLabelText('Search applications')
  await userEvent.clear(search)
  await userEvent.type(search, 'zeta')
  await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('?q=zeta'))
  await waitFor(() =>
    expect(urls).toContain(
      '/api/admin/reseller-applications/overview?tab=all&page=1&pageSize=25&search=zeta',
    ),
  )
})
