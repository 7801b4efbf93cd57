/**
 * Issue 16: the reseller's Catalogs screen: the empty state says how access is granted; each
 * shared catalog shows its brand, type, size and date with a Download link to the reseller route.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { ResellerCatalog } from './api.ts'
import { SharedCatalogs } from './shared-catalogs.tsx'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderWith(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SharedCatalogs />
    </QueryClientProvider>,
  )
}

const catalog: ResellerCatalog = {
  id: 'c1',
  name: 'Spring Lookbook',
  brandName: 'Northwind',
  fileType: 'pdf',
  contentType: 'application/pdf',
  sizeBytes: 2048,
  grantedAt: '2026-03-01T12:00:00.000Z',
  fileUrl: '/api/reseller/catalogs/c1/file',
}

it('says how a catalog gets here when none is shared', async () => {
  renderWith(() => json({ catalogs: [] }))
  expect(
    await screen.findByText("A brand's catalog appears here when an admin grants you access."),
  ).toBeTruthy()
})

it('lists a shared catalog with its Download link', async () => {
  renderWith(() => json({ catalogs: [catalog] }))
  const table = await screen.findByRole('table', { name: 'Catalogs shared with you' })
  const row = within(table).getByRole('row', { name: /Spring Lookbook/ })
  expect(row.textContent).toContain('Northwind')
  expect(row.textContent).toContain('PDF · 2.0 KB')
  const link = within(row).getByRole('link', { name: 'Download Spring Lookbook' })
  expect(link.getAttribute('href')).toBe('/api/reseller/catalogs/c1/file')
  expect(link.hasAttribute('download')).toBe(true)
})

it('offers to try again when the list cannot be read', async () => {
  renderWith(() => json({ code: 'INTERNAL', message: 'Something went wrong' }, 500))
  expect(await screen.findByText('Failed to load your catalogs')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
})
