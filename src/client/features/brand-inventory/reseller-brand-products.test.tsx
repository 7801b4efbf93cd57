import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RESELLER_PRODUCTS_TEXTS as T } from '#shared/brand-inventory-texts.ts'
import { ResellerBrandProducts } from './reseller-brand-products.tsx'

const listing = {
  brand: { id: 'entry-1', name: 'Northwind', isActive: true },
  products: [
    {
      id: 'p-1',
      name: 'Kettle',
      sku: 'K-1',
      description: null,
      wholesalePrice: '24.50',
      mapPrice: null,
      stock: 1200,
      casePack: 6,
      minOrderQty: 12,
      updatedAt: '2026-03-05T10:00:00.000Z',
    },
    {
      id: 'p-2',
      name: 'Spoon',
      sku: 'S-1',
      description: null,
      wholesalePrice: '1.00',
      mapPrice: null,
      stock: 10,
      casePack: null,
      minOrderQty: 12,
      updatedAt: '2026-03-05T10:00:00.000Z',
    },
    {
      id: 'p-3',
      name: 'Plate',
      sku: 'P-1',
      description: null,
      wholesalePrice: '2.00',
      mapPrice: null,
      stock: 10,
      casePack: null,
      minOrderQty: null,
      updatedAt: '2026-03-05T10:00:00.000Z',
    },
  ],
}

function renderWith(
  status: number,
  body: unknown,
  extra: Partial<Parameters<typeof ResellerBrandProducts>[0]> = {},
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  )
  render(
    <MemoryRouter>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ResellerBrandProducts
          brandEntryId="entry-1"
          backTo="/reseller/dashboard/brands"
          {...extra}
        />
      </QueryClientProvider>
    </MemoryRouter>,
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ResellerBrandProducts', () => {
  it('lists the approved products with their prices and stock', async () => {
    renderWith(200, listing)
    const row = await screen.findByRole('row', { name: 'Kettle' })
    expect(within(row).getByText('$24.50')).toBeTruthy()
    expect(within(row).getByText('1,200')).toBeTruthy()
    // Each product's trade terms, only what is set.
    expect(within(row).getByTestId('product-terms').textContent).toBe('Case of 6 · Min 12')
    const spoon = screen.getByRole('row', { name: 'Spoon' })
    expect(within(spoon).getByTestId('product-terms').textContent).toBe('Min 12')
    const plate = screen.getByRole('row', { name: 'Plate' })
    expect(within(plate).queryByTestId('product-terms')).toBeNull()
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      Object.values(T.columns),
    )
  })

  it('adds the screen’s column per product and its panel beside the table', async () => {
    renderWith(200, listing, {
      action: { header: 'Order', cell: (p) => <button type="button">Order {p.name}</button> },
      aside: <aside aria-label="Cart">cart</aside>,
    })
    const row = await screen.findByRole('row', { name: 'Kettle' })
    expect(within(row).getByRole('button', { name: 'Order Kettle' })).toBeTruthy()
    expect(screen.getAllByRole('columnheader').at(-1)!.textContent).toBe('Order')
    expect(screen.getByRole('complementary', { name: 'Cart' })).toBeTruthy()
  })

  it('says the brand is not available on 404', async () => {
    renderWith(404, { code: 'NOT_FOUND', message: 'Brand not found' })
    expect(await screen.findByRole('heading', { name: T.notAvailable })).toBeTruthy()
  })

  it('says why when the authorization is not in force (403, issue 13)', async () => {
    const message =
      'Your authorization to sell Northwind is suspended since 2026-11-20: you cannot see its products or order. Reason: Listed below MAP'
    renderWith(403, {
      code: 'AUTHORIZATION_NOT_IN_FORCE',
      title: 'Authorization suspended',
      message,
    })
    expect(await screen.findByRole('heading', { name: 'Authorization suspended' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(message)
    expect(screen.queryByRole('heading', { name: T.notAvailable })).toBeNull()
    expect(screen.queryByRole('button', { name: T.tryAgain })).toBeNull()
    expect(screen.getByRole('link', { name: T.backToBrands })).toBeTruthy()
  })
})
