/**
 * Issue 15: the admin's Catalog Management shows a pending catalog's import preview (adds,
 * updates old → new, conflicts, the changes the brand must confirm) read-only, says in plain
 * words why an approval was refused for want of the brand's confirmation, and keeps the import
 * summary on an approved catalog. Issue 16 item 4: the lists are searched and paged by the
 * server, with the tab, search, page and size in the URL.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import type { CatalogImportPreview } from '#shared/brand-inventory-texts.ts'
import type { AdminCatalog } from './api/catalogs.ts'
import { CatalogManagement } from './catalog-management.tsx'

const base = {
  brandId: 'b1',
  contentType: 'text/csv',
  sizeBytes: 2048,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  brandName: 'Northwind',
  brandEmail: 'brand@example.com',
  accessCount: 0,
}
const pending: AdminCatalog = {
  ...base,
  id: 'c1',
  name: 'Spring Catalog',
  fileUrl: '/api/catalogs/c1/file',
  status: 'pending',
  importSummary: null,
}
const approved: AdminCatalog = {
  ...base,
  id: 'c2',
  name: 'Winter Catalog',
  fileUrl: '/api/catalogs/c2/file',
  status: 'approved',
  importSummary: {
    kind: 'rows',
    processed: 3,
    created: 1,
    updated: 1,
    failed: 1,
    errors: [{ row: 4, message: 'Price is required' }],
    moreErrors: 0,
    error: null,
    changes: [
      {
        row: 2,
        sku: 'MUG-1',
        name: 'Blue Mug',
        changes: [{ field: 'price', from: '10.00', to: '12.00' }],
      },
    ],
    moreChanges: 0,
    unchanged: 0,
  },
}
/** The server's answer for `url`: one page of the status's catalogs, with the counts. */
function pageOf(url: string, pendingOnes: AdminCatalog[], approvedOnes: AdminCatalog[]) {
  const params = new URL(url, 'http://x').searchParams
  const catalogs = params.get('status') === 'approved' ? approvedOnes : pendingOnes
  const pageSize = Number(params.get('pageSize') ?? 200)
  return {
    catalogs,
    counts: { pending: pendingOnes.length, approved: approvedOnes.length, rejected: 0 },
    total: catalogs.length,
    page: Number(params.get('page') ?? 1),
    pageSize,
    pages: Math.max(1, Math.ceil(catalogs.length / pageSize)),
  }
}

const rename = 'SKU KET-1 renames “Copper Kettle” to “Brass Kettle”.'
const refusal =
  "This catalog has 1 change (a rename, a cleared MAP or a MAP below wholesale) that the brand has not confirmed yet. The brand confirms them in its catalog's import preview; then approve again."

function preview(confirmed: string[]): CatalogImportPreview {
  return {
    kind: 'rows',
    error: null,
    processed: 3,
    adds: [{ row: 3, sku: 'TEA-9', name: 'Tea Towel', price: '9.00', wholesalePrice: '4.00' }],
    moreAdds: 0,
    updates: [
      {
        row: 2,
        sku: 'KET-1',
        name: 'Brass Kettle',
        changes: [
          { field: 'name', from: 'Copper Kettle', to: 'Brass Kettle' },
          { field: 'price', from: '50.00', to: '55.00' },
        ],
      },
    ],
    moreUpdates: 0,
    unchanged: 0,
    conflicts: [{ row: 4, message: 'Duplicate SKU in the file' }],
    moreConflicts: 0,
    failed: 1,
    confirmations: [{ key: 'rename:KET-1', kind: 'rename', sku: 'KET-1', message: rename }],
    confirmed,
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderScreen(confirmed: string[] = []) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`)
      if (url.startsWith('/api/admin/catalogs?')) return json(pageOf(url, [pending], [approved]))
      if (url === '/api/catalogs/c1/preview') return json({ preview: preview(confirmed) })
      if (url === '/api/admin/catalogs/c1/decision') {
        return json({ code: 'CATALOG_CONFIRMATION_REQUIRED', message: refusal }, 409)
      }
      return json({ code: 'NOT_FOUND', message: 'Not found' }, 404)
    }),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <CatalogManagement />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return calls
}

it('shows a pending catalog’s import preview read-only: adds, updates old → new, conflicts, what the brand must confirm', async () => {
  const calls = renderScreen()
  const row = await screen.findByRole('listitem', { name: 'Spring Catalog' })
  // The preview is read on demand only.
  expect(calls).not.toContain('GET /api/catalogs/c1/preview')
  await userEvent.click(
    within(row).getByRole('button', { name: /^Preview import\s*Spring Catalog$/ }),
  )
  const region = await within(row).findByRole('region', { name: 'Import preview: Spring Catalog' })
  await within(region).findByText('1 to add, 1 to update, 0 unchanged (skipped), 1 conflict')
  const updates = within(region).getByRole('region', { name: 'Products to update' })
  expect(updates.textContent).toContain('KET-1 Brass Kettle: name: Copper Kettle → Brass Kettle')
  expect(updates.textContent).toContain('price: 50.00 → 55.00')
  expect(within(region).getByRole('region', { name: 'Products to add' }).textContent).toContain(
    'TEA-9 Tea Towel',
  )
  expect(
    within(region).getByRole('region', { name: 'Conflicts (these rows are not imported)' })
      .textContent,
  ).toContain('Duplicate SKU in the file')
  const toConfirm = within(region).getByRole('region', {
    name: 'Changes the brand must confirm before approval',
  })
  expect(within(toConfirm).getByText(rename)).toBeTruthy()
  expect(within(toConfirm).getByRole('status').textContent).toBe(
    "Waiting for the brand: 1 of 1 change not confirmed yet. Approval stays closed until the brand confirms it in its catalog's import preview.",
  )
  // Read-only: only the brand confirms.
  expect(within(region).queryByRole('button', { name: /Confirm/ })).toBeNull()
  expect(calls.filter((c) => c.startsWith('POST'))).toEqual([])
})

it('says the brand has confirmed when it has', async () => {
  renderScreen(['rename:KET-1'])
  const row = await screen.findByRole('listitem', { name: 'Spring Catalog' })
  await userEvent.click(
    within(row).getByRole('button', { name: /^Preview import\s*Spring Catalog$/ }),
  )
  const status = await within(row).findByRole('status')
  expect(status.textContent).toBe('The brand confirmed these changes: the catalog can be approved.')
})

it('explains a refused approval on the catalog and opens its preview', async () => {
  const calls = renderScreen()
  const row = await screen.findByRole('listitem', { name: 'Spring Catalog' })
  expect(within(row).queryByRole('region')).toBeNull()
  await userEvent.click(within(row).getByRole('button', { name: /^Approve\s*Spring Catalog$/ }))
  const alert = await within(row).findByRole('alert')
  expect(alert.textContent).toContain('Not approved yet')
  expect(alert.textContent).toContain(refusal)
  expect(calls).toContain('POST /api/admin/catalogs/c1/decision')
  // The preview opens at the change the brand has to confirm; the catalog stays pending.
  const region = await within(row).findByRole('region', { name: 'Import preview: Spring Catalog' })
  expect(await within(region).findByText(rename)).toBeTruthy()
  expect(screen.getByRole('listitem', { name: 'Spring Catalog' })).toBe(row)
})

it('keeps the import summary on an approved catalog', async () => {
  renderScreen()
  await userEvent.click(await screen.findByRole('tab', { name: /Approved Catalogs/ }))
  const row = await screen.findByRole('listitem', { name: 'Winter Catalog' })
  expect(row.textContent).toContain('1 product added, 1 updated (existing SKU), 1 row with errors')
  expect(within(row).getByText('Updated products (1)')).toBeTruthy()
  expect(row.textContent).toContain('MUG-1 Blue Mug: price: 10.00 → 12.00')
  expect(row.textContent).toContain('Price is required')
})

it('asks before rejecting, and sends the optional reason the brand is mailed (issue 16)', async () => {
  const bodies: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/admin/catalogs?')) return json(pageOf(url, [pending], []))
      if (url === '/api/admin/catalogs/c1/decision') {
        bodies.push(JSON.parse(String(init?.body)))
        return json({ catalog: { id: 'c1', status: 'rejected' } })
      }
      return json({ code: 'NOT_FOUND', message: 'Not found' }, 404)
    }),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <CatalogManagement />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  const row = await screen.findByRole('listitem', { name: 'Spring Catalog' })
  await userEvent.click(within(row).getByRole('button', { name: /^Reject\s*Spring Catalog$/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Reject Spring Catalog?' })
  expect(dialog.textContent).toContain('The brand is mailed the decision')
  // Cancel rejects nothing.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(bodies).toEqual([])

  await userEvent.click(within(row).getByRole('button', { name: /^Reject\s*Spring Catalog$/ }))
  const again = await screen.findByRole('dialog', { name: 'Reject Spring Catalog?' })
  await userEvent.type(within(again).getByLabelText('Reason (optional)'), 'Prices are missing.')
  await userEvent.click(within(again).getByRole('button', { name: 'Reject' }))
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(bodies).toEqual([{ action: 'reject', reason: 'Prices are missing.' }])
})

function Location() {
  return <output aria-label="location">{useLocation().search}</output>
}

it('pages and searches the lists on the server, keeping tab, search and page in the URL (issue 16)', async () => {
  const urls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url)
      if (!url.startsWith('/api/admin/catalogs?')) return json({ code: 'NOT_FOUND' }, 404)
      const params = new URL(url, 'http://x').searchParams
      const status = params.get('status')
      const page = Number(params.get('page'))
      const total = status === 'approved' ? 3 : 60
      return json({
        catalogs: [
          { ...pending, id: `${status}-${page}`, name: `${status} catalog ${page}`, status },
        ],
        counts: { pending: 60, approved: 3, rejected: 0 },
        total,
        page,
        pageSize: 25,
        pages: Math.ceil(total / 25),
      })
    }),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/admin/catalogs?q=north&page=2']}>
        <CatalogManagement />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  expect(await screen.findByRole('listitem', { name: 'pending catalog 2' })).toBeTruthy()
  expect(urls).toContain('/api/admin/catalogs?status=pending&page=2&pageSize=25&search=north')
  expect(screen.getByRole('tab', { name: 'Approved Catalogs (3)' })).toBeTruthy()
  expect(screen.getByText('Page 2 of 3 · 60 catalogs')).toBeTruthy()
  expect((screen.getByLabelText('Search catalogs') as HTMLInputElement).value).toBe('north')

  await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
  expect(await screen.findByRole('listitem', { name: 'pending catalog 3' })).toBeTruthy()
  expect(screen.getByLabelText('location').textContent).toBe('?q=north&page=3')

  // Another tab: its own first page, never the other tab's rows meanwhile.
  await userEvent.click(screen.getByRole('tab', { name: /Approved Catalogs/ }))
  expect(screen.queryByRole('listitem', { name: 'pending catalog 3' })).toBeNull()
  expect(await screen.findByRole('listitem', { name: 'approved catalog 1' })).toBeTruthy()
  expect(screen.getByLabelText('location').textContent).toBe('?q=north&tab=approved')
  expect(screen.getByText('Page 1 of 1 · 3 catalogs')).toBeTruthy()
})
