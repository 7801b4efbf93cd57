/**
 * Issue 13 item 7 on the approvals screen: approving an application without an account shows the
 * temporary password the answer carried, once, with a copy button; it stays after the approved
 * application leaves the Pending list and is gone on a new page. A refused approval says why.
 * Issue 16: Approve and Reject act only once a dialog has said what happens and who is mailed;
 * a rejection needs its reason, which is sent. Issue 16 item 4: the server pages the lists, and
 * the tab, search, page and page size are kept in the URL.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { Toaster } from 'sonner'
import { afterEach, expect, it, vi } from 'vitest'
import type { ResellerApplicationRow } from './api/applications.ts'
import { ApplicationReview, ApprovalQueue } from './application-review.tsx'

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
      {/* The company's name links to its detail view (issue 16). */}
      <MemoryRouter>
        <ApprovalQueue />
      </MemoryRouter>
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
  const dialog = await screen.findByRole('dialog', { name: 'Approve Hub Resale LLC?' })
  expect(
    within(dialog).getByText(
      'An account is created for hub@example.com and the applicant is e-mailed the sign-in details with a temporary password.',
    ),
  ).toBeTruthy()
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and e-mail' }))

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
  const dialog = await screen.findByRole('dialog', { name: 'Approve Hub Resale LLC?' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and e-mail' }))
  expect(await screen.findByText('Failed to approve application. Please try again.')).toBeTruthy()
  // Said in the dialog, which stays open, and in the toast.
  expect(
    await within(dialog).findByText(
      'A user with email hub@example.com already exists in the system.',
    ),
  ).toBeTruthy()
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(screen.queryByRole('region', { name: 'Accounts created by approval' })).toBeNull()
  expect(await screen.findByRole('listitem', { name: 'Hub Resale LLC' })).toBeTruthy()
})

it('nothing is decided until the dialog is confirmed; Cancel leaves the application pending', async () => {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/admin/reseller-applications/overview')) {
      return new Response(JSON.stringify({ applications: [row({})], counts }))
    }
    return new Response('{}', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  renderQueue()
  const item = await screen.findByRole('listitem', { name: 'Hub Resale LLC' })
  for (const [button, title] of [
    [/^Approve\s*Hub Resale LLC$/, 'Approve Hub Resale LLC?'],
    [/^Reject\s*Hub Resale LLC$/, 'Reject Hub Resale LLC?'],
  ] as const) {
    await userEvent.click(within(item).getByRole('button', { name: button }))
    const dialog = await screen.findByRole('dialog', { name: title })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  }
  expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/decision'))).toBe(false)
})

it('a rejection says who is mailed, requires a reason and sends it', async () => {
  let pending = [row({ companyName: 'Casey Resale LLC', email: 'casey@example.com' })]
  const decisions: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/admin/reseller-applications/overview')) {
        return new Response(JSON.stringify({ applications: pending, counts }))
      }
      if (url === '/api/admin/reseller-applications/a1/decision' && init?.method === 'POST') {
        decisions.push(JSON.parse(String(init.body)))
        pending = []
        return new Response(JSON.stringify({ application: row({ status: 'rejected' }) }))
      }
      return new Response('{}', { status: 404 })
    }),
  )
  renderQueue()
  const item = await screen.findByRole('listitem', { name: 'Casey Resale LLC' })
  await userEvent.click(within(item).getByRole('button', { name: /^Reject\s*Casey Resale LLC$/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Reject Casey Resale LLC?' })
  expect(
    within(dialog).getByText(
      'The applicant casey@example.com will be e-mailed that the application was not approved, with the reason below. This cannot be undone.',
    ),
  ).toBeTruthy()
  const confirm = within(dialog).getByRole('button', { name: 'Reject and e-mail' })

  // Without a reason nothing is sent.
  await userEvent.click(confirm)
  expect(
    await within(dialog).findByText('Please give a reason for rejecting the application.'),
  ).toBeTruthy()
  const reason = within(dialog).getByLabelText('Reason for rejection')
  expect(reason.getAttribute('aria-invalid')).toBe('true')
  expect(decisions).toEqual([])

  await userEvent.type(reason, 'No resale certificate')
  await userEvent.click(confirm)
  expect(await screen.findByText('Application rejected')).toBeTruthy()
  expect(decisions).toEqual([{ action: 'reject', reason: 'No resale certificate' }])
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
})

it("an application's History button shows what the route renders for it", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/admin/reseller-applications/overview')) {
        return new Response(JSON.stringify({ applications: [row({})], counts }))
      }
      return new Response('{}', { status: 404 })
    }),
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ApprovalQueue renderHistory={(a) => <p>History of {a.id}</p>} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  const item = await screen.findByRole('listitem', { name: 'Hub Resale LLC' })
  const toggle = within(item).getByRole('button', { name: /^History\s*of Hub Resale LLC$/ })
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  await userEvent.click(toggle)
  expect(within(item).getByText('History of a1')).toBeTruthy()
  expect(toggle.getAttribute('aria-expanded')).toBe('true')
})

function Location() {
  const location = useLocation()
  return <output aria-label="location">{location.search}</output>
}

/** A server of 60 pending and 10 approved applications, answering the page it is asked for. */
function stubPagedServer() {
  const urls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url)
      const params = new URL(url, 'http://x').searchParams
      const tab = params.get('tab') ?? 'all'
      const page = Number(params.get('page'))
      const pageSize = Number(params.get('pageSize'))
      const total = tab === 'approved' ? 10 : tab === 'pending' ? 60 : 70
      const first = (page - 1) * pageSize
      const applications = Array.from(
        { length: Math.max(0, Math.min(pageSize, total - first)) },
        (_, i) =>
          row({
            id: `${tab}-${first + i + 1}`,
            companyName: `${tab} company ${first + i + 1}`,
            status: tab === 'approved' ? 'approved' : 'pending',
          }),
      )
      return new Response(
        JSON.stringify({
          applications,
          counts: { all: 70, pending: 60, approved: 10, rejected: 0, no_docs: 70, doc_review: 0 },
          total,
          page,
          pageSize,
          pages: Math.max(1, Math.ceil(total / pageSize)),
        }),
      )
    }),
  )
  return urls
}

it('Reseller Applications pages on the server and keeps tab, search and page in the URL', async () => {
  const urls = stubPagedServer()
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/admin/reseller-applications?tab=pending&q=co&page=2']}>
        <ApplicationReview />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  expect(await screen.findByRole('listitem', { name: 'pending company 26' })).toBeTruthy()
  expect(urls).toContain(
    '/api/admin/reseller-applications/overview?tab=pending&page=2&pageSize=25&search=co',
  )
  expect(screen.getByText('Page 2 of 3 · 60 applications')).toBeTruthy()
  expect((screen.getByLabelText('Search applications') as HTMLInputElement).value).toBe('co')
  // The counts of every tab, whatever the page.
  expect(screen.getByRole('tab', { name: 'Approved (10)' })).toBeTruthy()
  expect(screen.getByRole('tab', { name: 'Pending (60)' }).getAttribute('aria-selected')).toBe(
    'true',
  )

  await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
  expect(await screen.findByRole('listitem', { name: 'pending company 51' })).toBeTruthy()
  expect(screen.getByLabelText('location').textContent).toBe('?tab=pending&q=co&page=3')

  // Another tab starts at its first page; the search stays.
  await userEvent.click(screen.getByRole('tab', { name: 'Approved (10)' }))
  expect(await screen.findByRole('listitem', { name: 'approved company 1' })).toBeTruthy()
  expect(screen.getByLabelText('location').textContent).toBe('?tab=approved&q=co')
  expect(screen.getByText('Page 1 of 1 · 10 applications')).toBeTruthy()

  await userEvent.click(screen.getByRole('tab', { name: 'Pending (60)' }))
  await userEvent.selectOptions(await screen.findByLabelText('Rows per page'), '50')
  await waitFor(() =>
    expect(screen.getByLabelText('location').textContent).toBe('?tab=pending&q=co&pageSize=50'),
  )
  expect(await screen.findByText('Page 1 of 2 · 60 applications')).toBeTruthy()
})

it('Reseller Approvals pages its pending applications, the page in the URL', async () => {
  const urls = stubPagedServer()
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/admin/dashboard/reseller-approvals?page=9']}>
        <ApprovalQueue />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  // Page 9 is past the end of 3 pages: the last page, replacing the address.
  expect(await screen.findByRole('listitem', { name: 'pending company 51' })).toBeTruthy()
  expect(screen.getByLabelText('location').textContent).toBe('?page=3')
  expect(urls.every((u) => u.includes('tab=pending'))).toBe(true)
  await userEvent.click(screen.getByRole('button', { name: /Previous/ }))
  expect(await screen.findByRole('listitem', { name: 'pending company 26' })).toBeTruthy()
  expect(screen.getByLabelText('location').textContent).toBe('?page=2')
})
