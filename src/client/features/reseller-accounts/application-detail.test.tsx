/**
 * Issue 16 item 2: an application's detail view shows what the applicant gave — the business
 * details and store links that no list showed — under plain labels, the document with its size
 * and review, the account, the mails sent, and the history the route passes in; "no such
 * application" for a 404, and Try Again when it could not be read.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import type { AdminApplicationDetail } from '#shared/admin-detail-texts.ts'
import { ApplicationDetail } from './application-detail.tsx'

const ID = '6f1c2d1e-1b7a-4c55-9a55-1d2b3c4d5e6f'

const detail: AdminApplicationDetail = {
  application: {
    id: ID,
    email: 'harper@example.com',
    companyName: 'Harper Resale LLC',
    contactName: 'Harper Hub',
    phone: '+1 555 010 0123',
    linkedin: null,
    businessType: 'llc',
    einNumber: null,
    productCategories: ['toys', 'home_goods'],
    salesVolume: '10k_50k',
    wholesaleBudget: '10k_25k',
    feedbackScore: '99%',
    status: 'rejected',
    applicationStatus: 'submitted',
    rejectionReason: 'No resale certificate on file',
    passwordSentAt: null,
    passwordResetCount: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
  },
  marketplaces: [
    {
      marketplace: 'amazon',
      storeLink: 'https://www.amazon.com/sp?seller=A1HARPER',
      sellerId: 'A1HARPER',
    },
  ],
  document: {
    name: 'verification.pdf',
    contentType: 'application/pdf',
    size: 2048,
    verified: true,
    notes: 'EIN matches',
    downloadPath: `/api/admin/reseller-applications/${ID}/document`,
  },
  account: null,
  mails: [
    {
      id: 'm1',
      to: 'harper@example.com',
      subject: 'We received your reseller application',
      kind: 'reseller_application_confirmation',
      status: 'stored',
      attempts: 0,
      error: null,
      createdAt: '2026-11-20T10:00:01.000Z',
      sentAt: null,
    },
  ],
  mailTotal: 1,
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderDetail() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <ApplicationDetail
          id={ID}
          renderHistory={(a) => (
            <section aria-label="History">
              <h2>History</h2>
              <p>History of {a.id}</p>
            </section>
          )}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/** The value a definition list gives a label, within the section (region) of that name. */
function valueIn(section: string, label: string): string {
  const region = screen.getByRole('region', { name: section })
  const term = within(region).getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? ''
}

test('every field under plain labels, the marketplaces, the document, the mails and the history', async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(detail)))
  vi.stubGlobal('fetch', fetch)
  renderDetail()

  expect(await screen.findByRole('heading', { level: 1, name: 'Harper Resale LLC' })).toBeTruthy()
  expect(fetch).toHaveBeenCalledWith(
    `/api/admin/reseller-applications/${ID}`,
    expect.objectContaining({ credentials: 'same-origin' }),
  )
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Application',
    'Business',
    'Marketplaces',
    'Document',
    'Account',
    'Mails sent',
    'History',
  ])
  expect(screen.getByRole('link', { name: 'Back to Reseller Applications' })).toBeTruthy()

  expect(valueIn('Application', 'Status')).toBe('Rejected')
  expect(valueIn('Application', 'Reason for rejection')).toBe('No resale certificate on file')
  expect(valueIn('Business', 'Contact name')).toBe('Harper Hub')
  expect(valueIn('Business', 'Business type')).toBe('LLC')
  expect(valueIn('Business', 'Product categories')).toBe('ToysHome goods')
  expect(valueIn('Business', 'Monthly sales volume')).toBe('$10,000 – $50,000 a month')
  expect(valueIn('Business', 'Wholesale budget')).toBe('$10,000 – $25,000')
  expect(valueIn('Business', 'Feedback score')).toBe('99%')
  expect(valueIn('Business', 'EIN')).toBe('—')

  const amazon = screen.getByRole('heading', { level: 3, name: 'Amazon' }).closest('li')!
  expect(
    within(amazon)
      .getByRole('link', { name: 'https://www.amazon.com/sp?seller=A1HARPER' })
      .getAttribute('href'),
  ).toBe('https://www.amazon.com/sp?seller=A1HARPER')
  expect(within(amazon).getByText('A1HARPER')).toBeTruthy()

  expect(valueIn('Document', 'File name')).toBe('verification.pdf')
  expect(valueIn('Document', 'Size')).toBe('2.0 KB')
  expect(valueIn('Document', 'Verification')).toBe('Verified')
  expect(valueIn('Document', 'Review notes')).toBe('EIN matches')
  expect(screen.getByRole('button', { name: 'Download Document' })).toBeTruthy()

  expect(
    screen.getByText('No account yet: one is created when the application is approved.'),
  ).toBeTruthy()

  const mails = screen.getByRole('table', { name: 'Mails sent to the applicant' })
  const row = within(mails).getByRole('row', { name: /We received your reseller application/ })
  expect(within(row).getByText('Application received')).toBeTruthy()
  expect(within(row).getByText('In the outbox (no SMTP)')).toBeTruthy()

  expect(screen.getByText(`History of ${ID}`)).toBeTruthy()
})

test('an application that is not there says so, with the way back', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Application not found' }), {
          status: 404,
        }),
    ),
  )
  renderDetail()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Application not found' }),
  ).toBeTruthy()
  expect(
    screen.getByText('No such application. It may have been removed, or the address is wrong.'),
  ).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Back to Reseller Applications' })).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull()
})

test('a failed read offers Try Again, which reads it again', async () => {
  let calls = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      calls += 1
      return calls === 1
        ? new Response(JSON.stringify({ code: 'INTERNAL', message: 'Something went wrong' }), {
            status: 500,
          })
        : new Response(JSON.stringify(detail))
    }),
  )
  renderDetail()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'The application could not be loaded' }),
  ).toBeTruthy()
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Harper Resale LLC' })).toBeTruthy()
  expect(calls).toBe(2)
})
