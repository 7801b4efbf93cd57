import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RESELLER_PRODUCTS_TEXTS as T } from '#shared/brand-inventory-texts.ts'
import { ORDER_HOLD_TEXTS as H } from '#shared/order-hold-texts.ts'
import { ResellerBrandProducts } from './reseller-brand-products.tsx'

const listing = {
  brand: { id: 'entry-1', name: 'Northwind', isActive: true },
  products: [
    {
      id: 'p-1',
      name: 'Kettle',
      sku: 'K-1',
      gtin: '00012345678905',
      category: 'home_goods',
      description: null,
      wholesalePrice: '24.50',
      // A running promotion lowers the MAP in force; a new MAP is scheduled.
      mapPrice: '39.99',
      effectiveMapPrice: '29.99',
      nextMapChange: { mapPrice: '42.00', effectiveFrom: '2026-12-01T00:00:00.000Z' },
      stock: 1200,
      casePack: 6,
      minOrderQty: 12,
      updatedAt: '2026-03-05T10:00:00.000Z',
    },
    {
      id: 'p-2',
      name: 'Spoon',
      sku: 'S-1',
      gtin: null,
      category: null,
      description: null,
      wholesalePrice: '1.00',
      mapPrice: '5.00',
      effectiveMapPrice: '5.00',
      nextMapChange: null,
      stock: 10,
      casePack: null,
      minOrderQty: 12,
      updatedAt: '2026-03-05T10:00:00.000Z',
    },
    {
      id: 'p-3',
      name: 'Plate',
      sku: 'P-1',
      gtin: null,
      category: null,
      description: null,
      wholesalePrice: '2.00',
      mapPrice: null,
      effectiveMapPrice: null,
      nextMapChange: null,
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
    // The first render of the file also loads the modules: slow on a busy machine.
    const row = await screen.findByRole('row', { name: 'Kettle' }, { timeout: 5000 })
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

  it('shows the GTIN under the SKU and the MAP in force, promotional, and its next change', async () => {
    renderWith(200, listing)
    const kettle = await screen.findByRole('row', { name: 'Kettle' })
    const [, sku, , map] = within(kettle).getAllByRole('cell')
    // Stored as 14 digits, shown as the UPC-A printed on the pack.
    expect(sku!.textContent).toBe('K-1GTIN 012345678905')
    expect(within(map!).getByText('$29.99')).toBeTruthy()
    expect(within(map!).getByText('promotional (regular $39.99)')).toBeTruthy()
    expect(within(map!).getByText(/^MAP \$42\.00 from Dec 1/)).toBeTruthy()
    const spoon = screen.getByRole('row', { name: 'Spoon' })
    const spoonMap = within(spoon).getAllByRole('cell')[3]!
    expect(spoonMap.textContent).toBe('$5.00')
    const plate = screen.getByRole('row', { name: 'Plate' })
    expect(within(plate).getAllByRole('cell')[3]!.textContent).toBe('—')
    expect(within(plate).getAllByRole('cell')[1]!.textContent).toBe('P-1')
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

  it('puts the order hold, its listings, step and cure before the products and their Add to cart', async () => {
    const finding = {
      findingId: 'f-1',
      product: 'Kettle',
      marketplace: 'amazon',
      kind: 'map_violation',
      step: 'order_hold',
      stepAt: '2026-11-10T12:00:00.000Z',
      deadline: '2026-11-17T12:00:00.000Z',
      disputeStatus: null,
      markedFixedAt: null,
    } as const
    const orderHold = {
      since: '2026-11-10T12:00:00.000Z',
      count: 7,
      findings: [
        finding,
        {
          ...finding,
          findingId: 'f-2',
          product: null,
          marketplace: 'walmart',
          kind: 'scope_violation',
        },
      ],
    }
    renderWith(
      200,
      { ...listing, orderHold },
      {
        action: {
          header: 'Order',
          cell: (p) => <button type="button">Add {p.name} to cart</button>,
        },
      },
    )
    const banner = await screen.findByRole('alert')
    expect(within(banner).getByRole('heading', { name: H.bannerTitle('Northwind') })).toBeTruthy()
    const text = banner.textContent ?? ''
    expect(text).toContain(
      'New orders to this brand are refused until these 7 listings comply with its MAP policy:',
    )
    expect(
      within(banner).getByText(
        'Kettle on Amazon: MAP violation, order hold since Nov 10, 2026, cure by Nov 17, 2026.',
      ),
    ).toBeTruthy()
    expect(
      within(banner).getByText(
        'A listing on Walmart: Scope violation, order hold since Nov 10, 2026, cure by Nov 17, 2026.',
      ),
    ).toBeTruthy()
    expect(within(banner).getByText(H.notListed(5))).toBeTruthy()
    expect(within(banner).getByText(H.cure)).toBeTruthy()
    expect(within(banner).getByText(H.cartStillOpen)).toBeTruthy()
    expect(within(banner).getByRole('link', { name: H.violationsLink }).getAttribute('href')).toBe(
      '/reseller/dashboard/compliance',
    )
    // Read before any Add to cart.
    const add = screen.getByRole('button', { name: 'Add Kettle to cart' })
    expect(banner.compareDocumentPosition(add) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('shows no hold when the server lists none', async () => {
    renderWith(200, { ...listing, orderHold: null })
    await screen.findByRole('row', { name: 'Kettle' })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByTestId('order-hold-banner')).toBeNull()
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
