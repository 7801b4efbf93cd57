import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BrandApplicationList, BrandApplicationView } from './api.ts'
import { ApplicantQueue } from './applicant-queue.tsx'

const APPLICANT: BrandApplicationView = {
  id: 'app-1',
  resellerId: 'reseller-1',
  status: 'pending',
  companyName: 'Prime Resale',
  contactName: 'Riley Reseller',
  email: 'riley@example.com',
  phone: '+1 555 010 2000',
  businessType: 'llc',
  sellerIds: [{ marketplace: 'amazon', sellerId: 'A1PRIME' }],
  storeLinks: [{ marketplace: 'amazon', url: 'https://www.amazon.com/sp?seller=A1PRIME' }],
  categories: ['electronics', 'home_goods'],
  salesVolume: '50k_100k',
  feedbackScore: '98%',
  documentVerified: true,
  proposalMessage: 'We sell kitchen goods on Amazon.',
  premium: true,
  appliedAt: '2026-03-05T10:00:00.000Z',
  followUpCount: 1,
  lastFollowUpAt: null,
  infoRequestedAt: null,
  decidedAt: null,
  decisionReason: null,
  authorization: null,
}

const LIST: BrandApplicationList = {
  entry: { id: 'e1', name: 'Northwind' },
  applications: [APPLICANT],
  counts: { pending: 1, decided: 4 },
  page: 1,
  pages: 1,
  pageSize: 20,
}

/** Where the app has navigated to. */
function Location() {
  const { pathname, search } = useLocation()
  return <output data-testid="location">{pathname + search}</output>
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

function renderWith(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock)
  // Radix measures the checkbox; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <ApplicantQueue />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/** Answers the list, and a POST with `answer`; records the POSTs. */
function server(answer: (path: string) => Response = () => json({})) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'POST' ? answer(String(input)) : json(LIST),
  )
}

const posted = (fetchMock: ReturnType<typeof server>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({ path: String(input), body: JSON.parse(String(init!.body)) }))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ApplicantQueue (issue 13 #1)', () => {
  it('shows each applicant with what the brand needs to decide', async () => {
    renderWith(server())
    expect(await screen.findByRole('heading', { name: /Applications/ })).toBeTruthy()
    expect((await screen.findByTestId('applications-count')).textContent).toBe('(1)')
    const card = screen.getByRole('listitem', { name: 'Prime Resale' })
    for (const text of [
      'Riley Reseller',
      'riley@example.com',
      'A1PRIME',
      'Electronics, Home goods',
      '$50,000 – $100,000 a month',
      '98%',
      'LLC',
      'Verified by the marketplace',
      'We sell kitchen goods on Amazon.',
      'Premium reseller',
    ]) {
      expect(within(card).getByText(text, { exact: false }), text).toBeTruthy()
    }
    expect(
      within(card)
        .getByRole('link', { name: /Amazon store/ })
        .getAttribute('href'),
    ).toBe('https://www.amazon.com/sp?seller=A1PRIME')
    expect(screen.getByRole('tab', { name: 'Decided (4)' })).toBeTruthy()
  })

  it('Approve: five marketplaces, the given seller ids filled in, the chosen ones sent', async () => {
    const fetchMock = server(() => json({ application: { id: 'app-1', status: 'approved' } }))
    renderWith(fetchMock)
    const card = await screen.findByRole('listitem', { name: 'Prime Resale' })
    await userEvent.click(within(card).getByRole('button', { name: /Approve/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve Prime Resale' })
    const boxes = within(dialog).getAllByRole('checkbox')
    expect(boxes.map((b) => b.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ])
    for (const name of ['Amazon', 'Walmart', 'eBay', 'Own web store', 'Other']) {
      expect(within(dialog).getByRole('checkbox', { name })).toBeTruthy()
    }
    const amazon = within(dialog).getByRole('textbox', { name: 'Amazon seller ID' })
    expect((amazon as HTMLInputElement).value).toBe('A1PRIME')
    const walmart = within(dialog).getByRole('textbox', { name: 'Walmart seller ID' })
    expect((walmart as HTMLInputElement).disabled).toBe(true)

    // Checked without a seller id: refused before anything is sent.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Walmart' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(
      await within(dialog).findByText('Enter the seller ID for each marketplace you choose.'),
    ).toBeTruthy()
    expect(posted(fetchMock)).toEqual([])

    await userEvent.type(walmart, '10001')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posted(fetchMock)).toEqual([
      {
        path: '/api/brand/applications/app-1/decision',
        body: {
          action: 'approve',
          marketplaces: [
            { marketplace: 'amazon', sellerId: 'A1PRIME' },
            { marketplace: 'walmart', sellerId: '10001' },
          ],
        },
      },
    ])
  })

  it('Reject needs the reason the reseller will see', async () => {
    const fetchMock = server(() => json({ application: { id: 'app-1', status: 'rejected' } }))
    renderWith(fetchMock)
    const card = await screen.findByRole('listitem', { name: 'Prime Resale' })
    await userEvent.click(within(card).getByRole('button', { name: /Reject/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject Prime Resale' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy()
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason the reseller will see' }),
      'EU resellers only',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posted(fetchMock)).toEqual([
      {
        path: '/api/brand/applications/app-1/decision',
        body: { action: 'reject', reason: 'EU resellers only' },
      },
    ])
  })

  it('Ask for more information sends a message; a refusal is shown in the dialog', async () => {
    const fetchMock = server(() =>
      json(
        { code: 'APPLICATION_ALREADY_DECIDED', message: 'This application was already approved.' },
        409,
      ),
    )
    renderWith(fetchMock)
    const card = await screen.findByRole('listitem', { name: 'Prime Resale' })
    await userEvent.click(within(card).getByRole('button', { name: /Ask for more information/ }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Ask Prime Resale for more information',
    })
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Message' }),
      'Which warehouses?',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText('This application was already approved.')).toBeTruthy()
    expect(posted(fetchMock)).toEqual([
      {
        path: '/api/brand/applications/app-1/request-info',
        body: { message: 'Which warehouses?' },
      },
    ])
  })

  it('Message opens the application’s conversation in Messages, pending or decided', async () => {
    const decided = { ...APPLICANT, id: 'app-2', companyName: 'Done Deal', status: 'rejected' }
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? json({ conversationId: 'c0ffee00-0000-4000-8000-000000000001' }, 201)
        : json({ ...LIST, applications: [APPLICANT, decided] }),
    )
    renderWith(fetchMock)
    const card = await screen.findByRole('listitem', { name: 'Done Deal' })
    // A decided applicant has no decision buttons, but can still be messaged.
    expect(within(card).queryByRole('button', { name: /Approve/ })).toBeNull()
    await userEvent.click(within(card).getByRole('button', { name: 'Message Done Deal' }))
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/brand/dashboard/messages?thread=c0ffee00-0000-4000-8000-000000000001',
      ),
    )
    expect(posted(fetchMock as unknown as ReturnType<typeof server>)).toEqual([
      { path: '/api/brand/applications/app-2/conversation', body: {} },
    ])
  })

  it('Message that fails leaves the brand on the queue, ready to try again', async () => {
    const fetchMock = server(() => json({ message: 'Not found' }, 404))
    renderWith(fetchMock)
    const card = await screen.findByRole('listitem', { name: 'Prime Resale' })
    const button = within(card).getByRole('button', { name: 'Message Prime Resale' })
    await userEvent.click(button)
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1))
    // Answered: the button is usable again and the brand is still on the queue.
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    expect(screen.getByTestId('location').textContent).toBe('/')
  })

  it('a brand without a directory entry shows no queue', async () => {
    renderWith(vi.fn(async () => json({ ...LIST, entry: null, applications: [] })))
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Applications/ })).toBeNull())
  })
})
