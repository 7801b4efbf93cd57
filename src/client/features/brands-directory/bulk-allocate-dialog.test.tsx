/**
 * Bulk Allocate on the authorization record (issue 13): the answer counts what was granted, and a
 * brand the reseller was already authorized for (maybe by the brand itself) is said to keep its
 * terms rather than counted as allocated.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { afterEach, expect, it, vi } from 'vitest'
import { BulkAllocateDialog } from './bulk-allocate-dialog.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const brand = (id: string, name: string) => ({
  id,
  name,
  contactEmail: `${id}@example.com`,
  categories: [],
  allocationCount: 0,
})

it('says how many brands were allocated and how many were already authorized', async () => {
  const bodies: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/admin/brand-allocations/resellers/r1')) {
        return new Response(
          JSON.stringify({
            reseller: { id: 'r1', email: 'r1@example.com', fullName: null, companyName: 'Acme' },
            allocations: [],
          }),
        )
      }
      if (url.startsWith('/api/admin/brand-allocations/resellers')) {
        return new Response(
          JSON.stringify({
            resellers: [
              {
                id: 'r1',
                email: 'r1@example.com',
                fullName: null,
                companyName: 'Acme',
                allocationCount: 1,
              },
            ],
          }),
        )
      }
      if (url.startsWith('/api/admin/brands')) {
        return new Response(
          JSON.stringify({
            brands: [brand('b1', 'Northwind'), brand('b2', 'Summit')],
            total: 2,
            page: 1,
            pageSize: 25,
            pages: 1,
          }),
        )
      }
      if (url === '/api/admin/brand-allocations/bulk') {
        bodies.push(JSON.parse(String(init?.body)))
        return new Response(JSON.stringify({ requested: 2, allocated: 1, alreadyAllocated: 1 }))
      }
      return new Response('{}', { status: 404 })
    }),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <BulkAllocateDialog />
      <Toaster />
    </QueryClientProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Bulk Allocate Brands' }))
  const select = await screen.findByLabelText('Reseller')
  await waitFor(() => expect(screen.getByRole('option', { name: /Acme/ })).toBeTruthy())
  await userEvent.selectOptions(select, 'r1')
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Northwind' }))
  await userEvent.click(screen.getByRole('checkbox', { name: 'Summit' }))
  await userEvent.click(screen.getByRole('button', { name: 'Allocate 2 brands' }))

  expect(
    await screen.findByText(
      '1 brand allocated to Acme. 1 was already authorized and keeps its terms.',
    ),
  ).toBeTruthy()
  expect(bodies).toEqual([{ resellerId: 'r1', brandIds: ['b1', 'b2'] }])
})

it('reaches every reseller and brand a page at a time, and keeps the choices while searching', async () => {
  const reseller = (n: number) => ({
    id: `r${n}`,
    email: `r${n}@example.com`,
    fullName: null,
    companyName: `Reseller ${n}`,
    allocationCount: 0,
  })
  const urls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url)
      const params = new URL(url, 'http://x').searchParams
      const page = Number(params.get('page') ?? 1)
      if (url.startsWith('/api/admin/brand-allocations/resellers/')) {
        return new Response(JSON.stringify({ reseller: reseller(1), allocations: [] }))
      }
      if (url.startsWith('/api/admin/brand-allocations/resellers')) {
        const search = params.get('search')
        const list = search
          ? [reseller(30)]
          : page === 1
            ? [reseller(1), reseller(2)]
            : [reseller(3)]
        return new Response(
          JSON.stringify({
            resellers: list,
            total: search ? 1 : 3,
            page,
            pageSize: 2,
            pages: search ? 1 : 2,
          }),
        )
      }
      if (url.startsWith('/api/admin/brands')) {
        const list = page === 1 ? [brand('b1', 'Northwind')] : [brand('b2', 'Summit')]
        return new Response(JSON.stringify({ brands: list, total: 2, page, pageSize: 1, pages: 2 }))
      }
      return new Response('{}', { status: 404 })
    }),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <BulkAllocateDialog />
    </QueryClientProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Bulk Allocate Brands' }))
  expect(await screen.findByText(/Showing 2 of 3 resellers/)).toBeTruthy()
  const [moreResellers, moreBrands] = await screen.findAllByRole('button', { name: 'Show more' })
  await userEvent.click(moreResellers!)
  expect(await screen.findByRole('option', { name: /Reseller 3/ })).toBeTruthy()
  expect(await screen.findByText('Showing 3 of 3 resellers')).toBeTruthy()
  await userEvent.selectOptions(screen.getByLabelText('Reseller'), 'r1')

  await userEvent.click(moreBrands!)
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Summit' }))
  expect(screen.getByText('Showing 2 of 2 brands')).toBeTruthy()

  // Another search: the chosen reseller stays chosen, and an option.
  await userEvent.type(screen.getByLabelText('Search resellers'), 'thirty')
  expect(await screen.findByRole('option', { name: /Reseller 30/ })).toBeTruthy()
  expect((screen.getByLabelText('Reseller') as HTMLSelectElement).value).toBe('r1')
  expect(screen.getByRole('button', { name: 'Allocate 1 brand' })).toBeTruthy()
  expect(urls.some((u) => u.includes('search=thirty'))).toBe(true)
})
