/**
 * Manage Access on the authorization record (issue 13): every authorization in force is listed
 * with who granted it, and Remove is confirmed first; removing one the brand granted itself warns
 * that it revokes the brand's own authorization.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { afterEach, expect, it, vi } from 'vitest'
import type { DirectoryBrand } from './api/brands.ts'
import { ManageAccessDialog } from './manage-access-dialog.tsx'

const brand = { id: 'b1', name: 'Northwind' } as DirectoryBrand

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('says who granted each authorization and confirms a removal, warning when the brand granted it', async () => {
  const calls: { method: string; url: string }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      calls.push({ method, url })
      if (url === '/api/admin/brands/b1/allocations') {
        return new Response(
          JSON.stringify({
            brand: { id: 'b1', name: 'Northwind' },
            resellers: [
              {
                id: 'r-brand',
                email: 'partner@example.com',
                fullName: null,
                companyName: 'Partner Co',
                allocatedAt: '2026-01-02T00:00:00.000Z',
                grantedBy: 'brand',
              },
              {
                id: 'r-admin',
                email: 'placed@example.com',
                fullName: null,
                companyName: 'Placed Co',
                allocatedAt: '2026-01-03T00:00:00.000Z',
                grantedBy: 'admin',
              },
            ],
          }),
        )
      }
      if (url.startsWith('/api/admin/brand-allocations/resellers')) {
        return new Response(JSON.stringify({ resellers: [] }))
      }
      return new Response(JSON.stringify({ removed: true }))
    }),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ManageAccessDialog brand={brand} onOpenChange={() => undefined} />
      <Toaster />
    </QueryClientProvider>,
  )

  const list = await screen.findByRole('list', { name: 'Allocated resellers' })
  const [partner, placed] = within(list).getAllByRole('listitem')
  expect(within(partner!).getByText(/Authorized .* by the brand$/)).toBeTruthy()
  expect(within(placed!).getByText(/Authorized .* by an admin$/)).toBeTruthy()

  // The brand's own authorization: the confirmation says what removing it undoes; Cancel keeps it.
  await userEvent.click(within(partner!).getByRole('button', { name: 'Remove Partner Co' }))
  let confirm = await screen.findByRole('alertdialog', { name: 'Remove Partner Co?' })
  expect(
    within(confirm).getByText(
      /Northwind authorized Partner Co itself\. Removing it revokes the brand's own authorization/,
    ),
  ).toBeTruthy()
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false)

  // An admin's allocation: a plainer warning; confirming revokes it.
  await userEvent.click(within(placed!).getByRole('button', { name: 'Remove Placed Co' }))
  confirm = await screen.findByRole('alertdialog', { name: 'Remove Placed Co?' })
  expect(
    within(confirm).getByText(/This revokes Placed Co's authorization to sell Northwind/),
  ).toBeTruthy()
  expect(within(confirm).queryByText(/the brand's own authorization/)).toBeNull()
  await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }))
  await waitFor(() =>
    expect(calls).toContainEqual({
      method: 'DELETE',
      url: '/api/admin/brands/b1/allocations/r-admin',
    }),
  )
  expect(await screen.findByText('Allocation Removed')).toBeTruthy()
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
})
