/**
 * Issue 13 item 7 on the approvals screen: approving an application without an account shows the
 * temporary password the answer carried, once, with a copy button; it stays after the approved
 * application leaves the Pending list and is gone on a new page. A refused approval says why.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { afterEach, expect, it, vi } from 'vitest'
import type { ResellerApplicationRow } from './api/applications.ts'
import { ApprovalQueue } from './application-review.tsx'

const row = (over: Partial<ResellerApplicationRow>): ResellerApplicationRow => ({
  id: 'a1',
  userId: null,
  email: 'hub@example.com',
  companyName: 'Hub Resale LLC',
  status: 'pending',
  applicationStatus: 'submitted',
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

const counts = { all: 1, pending: 1, approved: 0, rejected: 0, no_docs: 1, doc_review: 0 }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderQueue() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ApprovalQueue />
      <Toaster />
    </QueryClientProvider>,
  )
}

it('shows the temporary password of the account an approval created, once', async () => {
  let pending = [row({})]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/admin/reseller-applications/overview')) {
        return new Response(JSON.stringify({ applications: pending, counts }))
      }
      if (url === '/api/admin/reseller-applications/a1/decision' && init?.method === 'POST') {
        pending = []
        return new Response(
          JSON.stringify({
            application: row({ status: 'approved', userId: 'u1' }),
            temporaryPassword: 'Tmp&Pass12',
          }),
        )
      }
      return new Response('{}', { status: 404 })
    }),
  )
  renderQueue()
  expect(screen.getByText(/creates the account and emails the sign-in details/)).toBeTruthy()
  const item = await screen.findByRole('listitem', { name: 'Hub Resale LLC' })
  await userEvent.click(within(item).getByRole('button', { name: /^Approve\s*Hub Resale LLC$/ }))

  const created = await screen.findByRole('region', { name: 'Accounts created by approval' })
  expect(within(created).getByLabelText('Temporary password for hub@example.com').textContent).toBe(
    'Tmp&Pass12',
  )
  expect(
    within(created).getByRole('button', { name: 'Copy temporary password for hub@example.com' }),
  ).toBeTruthy()
  expect(
    await screen.findByText(
      'Account created: the sign-in details were emailed to hub@example.com.',
    ),
  ).toBeTruthy()
  // The application left the queue; the password stays until the page goes.
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Hub Resale LLC' })).toBeNull())
  expect(screen.getByText('Tmp&Pass12')).toBeTruthy()

  cleanup()
  renderQueue()
  await screen.findByText('No pending reseller applications')
  expect(screen.queryByText('Tmp&Pass12')).toBeNull()
})

it('an approval the server refuses says why and shows no password', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/admin/reseller-applications/overview')) {
        return new Response(JSON.stringify({ applications: [row({})], counts }))
      }
      return new Response(
        JSON.stringify({
          code: 'USER_EXISTS',
          message: 'A user with email hub@example.com already exists in the system.',
        }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      )
    }),
  )
  renderQueue()
  const item = await screen.findByRole('listitem', { name: 'Hub Resale LLC' })
  await userEvent.click(within(item).getByRole('button', { name: /^Approve\s*Hub Resale LLC$/ }))
  expect(await screen.findByText('Failed to approve application. Please try again.')).toBeTruthy()
  expect(
    await screen.findByText('A user with email hub@example.com already exists in the system.'),
  ).toBeTruthy()
  expect(screen.queryByRole('region', { name: 'Accounts created by approval' })).toBeNull()
  expect(screen.getByRole('listitem', { name: 'Hub Resale LLC' })).toBeTruthy()
})
