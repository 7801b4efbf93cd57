/**
 * Issue 13: catalog access follows the authorization record. The Reseller Access tab marks a
 * reseller who is not authorized to sell the catalog's brand and offers no Grant for them, and
 * marks a grant whose authorization is no longer in force.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { AdminCatalog, CatalogAccess } from './api/catalogs.ts'
import { ResellerAccess } from './reseller-access.tsx'

const catalog: AdminCatalog = {
  id: 'c1',
  name: 'Spring Catalog',
  brandId: 'b1',
  fileUrl: '/api/catalogs/c1/file',
  contentType: 'text/csv',
  sizeBytes: 10,
  status: 'approved',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  brandName: 'Northwind',
  brandEmail: 'brand@example.com',
  accessCount: 1,
}

const reseller = (id: string, name: string) => ({
  id,
  email: `${id}@example.com`,
  fullName: null,
  companyName: name,
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('offers Grant only to resellers authorized to sell the brand and marks lapsed grants', async () => {
  const access: CatalogAccess = {
    catalog: { id: 'c1', name: 'Spring Catalog', status: 'approved' },
    granted: [
      {
        ...reseller('lapsed', 'Lapsed Co'),
        grantedAt: '2026-01-02T00:00:00.000Z',
        authorized: false,
      },
    ],
    resellers: [
      { ...reseller('ok', 'Authorized Co'), hasAccess: false, authorized: true },
      { ...reseller('no', 'Outsider Co'), hasAccess: false, authorized: false },
      { ...reseller('lapsed', 'Lapsed Co'), hasAccess: true, authorized: false },
    ],
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(access))),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ResellerAccess
        catalogs={[catalog]}
        loading={false}
        catalogId="c1"
        onCatalogChange={() => undefined}
      />
    </QueryClientProvider>,
  )

  const list = await screen.findByRole('list', { name: 'Resellers' })
  const [authorized, outsider, lapsed] = within(list).getAllByRole('listitem')
  const grant = (item: HTMLElement) =>
    within(item).getByRole('button', { name: /^Grant access/ }) as HTMLButtonElement
  expect(grant(authorized!).disabled).toBe(false)
  expect(within(authorized!).queryByText('Not authorized for this brand')).toBeNull()
  expect(grant(outsider!).disabled).toBe(true)
  expect(within(outsider!).getByText('Not authorized for this brand')).toBeTruthy()
  // A granted one can always be revoked.
  expect(
    (within(lapsed!).getByRole('button', { name: /^Revoke access/ }) as HTMLButtonElement).disabled,
  ).toBe(false)

  const granted = screen.getByRole('list', { name: 'Resellers with access' })
  expect(
    within(granted).getByText('Authorization not in force: the catalog stays closed to them'),
  ).toBeTruthy()
})
