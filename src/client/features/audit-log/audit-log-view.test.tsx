/**
 * The Audit Log screen (issue 16): the filters come from and go to the URL, each entry says in
 * plain words what happened and what changed before → after, the pages are numbered, and Export
 * CSV downloads exactly the filtered entries. RecordHistory lists one record's entries.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import type { AuditLogEntry } from '#shared/schemas/audit-log.ts'
import { AuditLogView, pageNumbers } from './audit-log-view.tsx'
import { RecordHistory } from './record-history.tsx'

const entry = (over: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: 'e1',
  createdAt: '2026-11-27T10:00:00.000Z',
  actorUserId: 'admin-1',
  actorEmail: 'admin@example.com',
  actorRole: 'admin',
  action: 'reseller_application.rejected',
  targetType: 'reseller_application',
  targetId: 'app-1',
  targetLabel: 'Casey Resale LLC (casey@example.com)',
  before: { status: 'pending' },
  after: { status: 'rejected', rejectionReason: 'No resale certificate' },
  ipAddress: '203.0.113.7',
  userAgent: 'Test',
  ...over,
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Location() {
  const location = useLocation()
  return <output aria-label="location">{location.search}</output>
}

function renderAt(url: string, ui = <AuditLogView />) {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

it('reads its filters from the URL, shows each entry in words, and exports the same filters', async () => {
  const fetchMock = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify({ entries: [entry()], page: 1, pageSize: 25, total: 1 })),
  )
  vi.stubGlobal('fetch', fetchMock)
  renderAt('/admin/dashboard/audit-log?action=reseller_application.rejected&target=Casey')

  const row = await screen.findByRole('row', { name: /Casey Resale LLC/ }, { timeout: 10_000 })
  expect(within(row).getByText('Rejected a reseller application')).toBeTruthy()
  expect(within(row).getByText('admin@example.com')).toBeTruthy()
  expect(within(row).getByText('Status:', { exact: false }).closest('li')?.textContent).toBe(
    'Status: Pending → Rejected',
  )
  expect(
    within(row).getByText('Rejection reason:', { exact: false }).closest('li')?.textContent,
  ).toBe('Rejection reason: No resale certificate')
  expect(screen.getByText('1 entry')).toBeTruthy()

  const url = String(fetchMock.mock.calls[0]![0])
  expect(url).toBe('/api/admin/audit-log?action=reseller_application.rejected&target=Casey&page=1')
  expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe(
    'reseller_application.rejected',
  )
  expect((screen.getByLabelText('Target') as HTMLInputElement).value).toBe('Casey')
  expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
    '/api/admin/audit-log/export.csv?action=reseller_application.rejected&target=Casey',
  )
})

it('a filter changed goes into the URL and back to page 1', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ entries: [entry()], page: 3, pageSize: 25, total: 200 })),
    ),
  )
  renderAt('/admin/dashboard/audit-log?page=3')
  await screen.findByRole('row', { name: /Casey Resale LLC/ }, { timeout: 10_000 })
  const pages = screen.getByRole('navigation', { name: 'Audit log pages' })
  expect(within(pages).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
    'page',
  )
  await userEvent.click(within(pages).getByRole('button', { name: 'Page 8' }))
  expect(screen.getByLabelText('location').textContent).toBe('?page=8')

  await userEvent.selectOptions(screen.getByLabelText('Action'), 'user.banned')
  expect(screen.getByLabelText('location').textContent).toBe('?action=user.banned')
  await userEvent.type(screen.getByLabelText('Actor'), 'ops@')
  await waitFor(() =>
    expect(screen.getByLabelText('location').textContent).toBe('?action=user.banned&actor=ops%40'),
  )
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
  expect(screen.getByLabelText('location').textContent).toBe('')
})

it('page numbers: the first, the last and two either side, with gaps', () => {
  expect(pageNumbers(1, 1)).toEqual([1])
  expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4])
  expect(pageNumbers(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20])
})

it("RecordHistory lists a record's entries, the system ones as System", async () => {
  const fetchMock = vi.fn(
    async (_url: string) =>
      new Response(
        JSON.stringify({
          entries: [
            entry(),
            entry({
              id: 'e2',
              action: 'reseller_application.added',
              actorUserId: null,
              actorEmail: null,
              actorRole: null,
              before: null,
              after: { status: 'pending' },
            }),
          ],
          page: 1,
          pageSize: 100,
          total: 2,
        }),
      ),
  )
  vi.stubGlobal('fetch', fetchMock)
  renderAt('/', <RecordHistory targetType="reseller_application" targetId="app-1" />)
  const history = await screen.findByRole('region', { name: 'History' }, { timeout: 10_000 })
  expect(await within(history).findByText('Rejected a reseller application')).toBeTruthy()
  expect(within(history).getByText('Added a manual reseller application')).toBeTruthy()
  expect(within(history).getByText('System')).toBeTruthy()
  expect(String(fetchMock.mock.calls[0]![0])).toBe(
    '/api/admin/audit-log?targetType=reseller_application&targetId=app-1&pageSize=100',
  )
})

it("brand protection's entries read in words: a push by API key names the key as its actor", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            entries: [
              entry({
                actorUserId: 'brand-1',
                actorEmail: 'owner@brand.example',
                actorRole: 'api_key',
                ipAddress: '192.0.2.77',
                action: 'listing_import.pushed',
                targetType: 'listing_import',
                targetId: 'import-1',
                targetLabel: 'Price monitor (Acme Outdoors)',
                before: null,
                after: { key: 'Price monitor (mkp_a1b2c3…)', accepted: 3 },
              }),
            ],
            page: 1,
            pageSize: 25,
            total: 1,
          }),
        ),
    ),
  )
  renderAt('/admin/dashboard/audit-log')
  const row = await screen.findByRole('row', { name: /Price monitor/ }, { timeout: 10_000 })
  expect(within(row).getByText('Received listings through an API key')).toBeTruthy()
  expect(within(row).getByText('API key · 192.0.2.77')).toBeTruthy()
  expect(within(row).getByText('Listings import')).toBeTruthy()
  expect(within(row).getByText('Key:', { exact: false }).closest('li')?.textContent).toBe(
    'Key: Price monitor (mkp_a1b2c3…)',
  )
  // The new actions are filters too.
  const options = [...(screen.getByLabelText('Action') as HTMLSelectElement).options].map(
    (o) => o.textContent,
  )
  expect(options).toEqual(
    expect.arrayContaining([
      'Created a monitoring API key',
      'Changed the enforcement ladder or notice templates',
      'Accepted a dispute (the finding is withdrawn)',
      'Moved a leak investigation',
    ]),
  )
})
