import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  RESELLER_ORDER_TEXTS as T,
  minimumOrderCents,
  summarizeCart,
  type OrderMinimum,
} from '#shared/reseller-order-texts.ts'
import type { OrderHold } from '#shared/order-hold.ts'
import { ORDER_HOLD_TEXTS as H } from '#shared/order-hold-texts.ts'
import { cartStorageKey, readCart, useCart } from './cart.ts'
import { AddToCart, CartPanel, type OrderableProduct } from './order-from-brand.tsx'

const BRAND = '7d1c4f4e-0a57-4b9a-9a51-3f3f0c0f5a10'
/** What the server lists for these products under the spec's rule: 5 × $20.00. */
const RULE: OrderMinimum = { kind: 'default', amountCents: 10_000, amount: '100.00' }
const NO_TERMS = { casePack: null, minOrderQty: null }
const products: OrderableProduct[] = [
  { id: 'p-kettle', name: 'Kettle', wholesalePrice: '20.00', stock: 40, ...NO_TERMS },
  { id: 'p-tile', name: 'Odd Tile', wholesalePrice: '33.33', stock: 2, ...NO_TERMS },
  // Trade terms: cases of 6, at least 12.
  {
    id: 'p-mug',
    name: 'Sunrise Mug',
    wholesalePrice: '25.00',
    stock: 100,
    casePack: 6,
    minOrderQty: 12,
  },
]

describe('the cart maths (001 §2.4 minimum order)', () => {
  it('is 5 × the lowest wholesale price, or $1,000 without products', () => {
    expect(minimumOrderCents(['20.00', '33.33', '19.99'])).toBe(9995)
    expect(minimumOrderCents([])).toBe(100_000)
    expect(minimumOrderCents(['0.00'])).toBe(0)
  })

  it('adds line totals in cents and knows the shortfall to the cent', () => {
    const below = summarizeCart([{ productId: 'a', quantity: 3, unitPrice: '33.33' }], 10_000)
    expect(below).toMatchObject({ subtotalCents: 9999, shortfallCents: 1, meetsMinimum: false })
    expect(below.lines[0]!.lineTotalCents).toBe(9999)
    const exact = summarizeCart(
      [
        { productId: 'a', quantity: 3, unitPrice: '33.33' },
        { productId: 'b', quantity: 1, unitPrice: '0.01' },
      ],
      10_000,
    )
    expect(exact).toMatchObject({ subtotalCents: 10_000, shortfallCents: 0, meetsMinimum: true })
    // 0.1 + 0.2 in floating point is not 0.3; in cents it is.
    expect(
      summarizeCart(
        [
          { productId: 'a', quantity: 1, unitPrice: '0.10' },
          { productId: 'b', quantity: 1, unitPrice: '0.20' },
        ],
        30,
      ).meetsMinimum,
    ).toBe(true)
    expect(summarizeCart([], 0).meetsMinimum).toBe(false)
  })

  it('the messages name the minimum and what is missing', () => {
    expect(T.addMore(1, 10_000)).toBe('Add $0.01 more to reach the $100.00 minimum order')
    expect(T.belowMinimum(RULE, 1, 'Northwind')).toBe(
      'The minimum order for this brand is $100.00. Add $0.01 more to place this order.',
    )
  })
})

function Harness({
  brand,
  minimum,
  brandEntryId = BRAND,
  orderHold,
}: {
  brand?: { name: string; isActive: boolean } | undefined
  minimum: OrderMinimum | undefined
  brandEntryId?: string
  orderHold?: OrderHold | null
}) {
  const cart = useCart(brandEntryId)
  return (
    <>
      {products.map((p) => (
        <AddToCart key={p.id} product={p} onAdd={cart.add} />
      ))}
      <CartPanel
        brandEntryId={brandEntryId}
        brand={brand}
        products={products}
        minimum={minimum}
        cart={cart}
        orderHold={orderHold}
      />
    </>
  )
}

const SHIP_TO = {
  id: '5b0c8d1e-1111-4222-8333-444455556666',
  kind: 'shipping',
  label: null,
  name: 'Dana Receiver',
  company: null,
  line1: '100 Warehouse Way',
  line2: null,
  city: 'Reno',
  region: 'NV',
  postalCode: '89501',
  country: 'US',
  phone: null,
  isDefault: true,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
}

function renderHarness(
  reply: () => Promise<Response>,
  brand?: { name: string; isActive: boolean },
  /** 'loading': the products answer (with the minimum) has not come yet. */
  minimum: OrderMinimum | 'loading' = RULE,
) {
  const fetch = vi.fn(reply)
  // Issue 15: the cart reads the address book for its ship-to choice; every other call is `fetch`.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/api/reseller/addresses'
      ? Promise.resolve(
          new Response(JSON.stringify({ addresses: [SHIP_TO] }), {
            headers: { 'content-type': 'application/json' },
          }),
        )
      : (fetch as unknown as typeof globalThis.fetch)(input, init),
  )
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  client.setQueryData(['reseller', 'addresses'], [SHIP_TO])
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <Harness brand={brand} minimum={minimum === 'loading' ? undefined : minimum} />
      </QueryClientProvider>
    </MemoryRouter>,
  )
  return fetch
}

const placeButton = () => screen.getByRole('button', { name: T.placeOrder })
const cartRegion = () => screen.getByRole('region', { name: T.cartTitle })

function add(product: string, quantity: string) {
  fireEvent.change(screen.getByLabelText(T.quantityLabel(product)), {
    target: { value: quantity },
  })
  fireEvent.click(screen.getByRole('button', { name: T.addToCartLabel(product) }))
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('CartPanel', () => {
  it("shows the brand's opening minimum the server listed, not 5 × the listed prices", () => {
    renderHarness(async () => new Response('{}', { status: 500 }), undefined, {
      kind: 'opening',
      amountCents: 50_000,
      amount: '500.00',
    })
    expect(within(cartRegion()).getByText('Opening order minimum')).toBeTruthy()
    expect(screen.getByTestId('cart-minimum').textContent).toBe('$500.00')
    // $100.00 would meet the spec's rule for these products; the brand asks $500.00.
    add('Kettle', '5')
    expect(
      within(cartRegion()).getByText('Add $400.00 more to reach the $500.00 opening order minimum'),
    ).toBeTruthy()
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(screen.getByLabelText(T.cartLineQuantity('Kettle')), {
      target: { value: '25' },
    })
    expect(within(cartRegion()).getByText(T.minimumMet)).toBeTruthy()
    expect((placeButton() as HTMLButtonElement).disabled).toBe(false)
  })

  it('names a reorder minimum, and waits for the minimum before anything can be placed', () => {
    renderHarness(async () => new Response('{}', { status: 500 }), undefined, {
      kind: 'reorder',
      amountCents: 0,
      amount: '0.00',
    })
    expect(within(cartRegion()).getByText('Reorder minimum')).toBeTruthy()
    add('Kettle', '1')
    expect((placeButton() as HTMLButtonElement).disabled).toBe(false)
    cleanup()
    localStorage.clear()
    renderHarness(async () => new Response('{}', { status: 500 }), undefined, 'loading')
    add('Kettle', '40')
    expect(screen.getByTestId('cart-minimum').textContent).toBe('…')
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true)
  })

  it('keeps Place Order disabled below the minimum and says how much is missing', async () => {
    const fetch = renderHarness(async () => new Response('{}', { status: 500 }))
    expect(within(cartRegion()).getByText(T.cartEmpty)).toBeTruthy()
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true)

    add('Kettle', '4')
    // 4 × $20.00 = $80.00 of a $100.00 minimum.
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$80.00')
    expect(within(cartRegion()).getByText(T.addMore(2000, 10_000))).toBeTruthy()
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true)

    // The cart survives a reload.
    expect(readCart(BRAND)).toEqual([{ productId: 'p-kettle', quantity: 4 }])

    fireEvent.change(screen.getByLabelText(T.cartLineQuantity('Kettle')), {
      target: { value: '5' },
    })
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$100.00')
    expect(within(cartRegion()).getByText(T.minimumMet)).toBeTruthy()
    expect((placeButton() as HTMLButtonElement).disabled).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses bad quantities without losing the cart, and more than is in stock', () => {
    renderHarness(async () => new Response('{}', { status: 500 }))
    add('Kettle', '0')
    expect(screen.getByRole('alert').textContent).toBe(T.quantityPositive)
    add('Kettle', '6')
    const line = screen.getByLabelText(T.cartLineQuantity('Kettle'))
    fireEvent.change(line, { target: { value: '2.5' } })
    expect(within(cartRegion()).getByText(T.quantityWhole)).toBeTruthy()
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true)
    expect(readCart(BRAND)).toEqual([{ productId: 'p-kettle', quantity: 6 }])

    fireEvent.change(line, { target: { value: '6' } })
    add('Odd Tile', '3')
    expect(within(cartRegion()).getByText(T.outOfStock(2, 'Odd Tile'))).toBeTruthy()
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: T.removeLabel('Odd Tile') }))
    expect((placeButton() as HTMLButtonElement).disabled).toBe(false)
  })

  it('shows the server’s refusal in the panel and keeps the cart', async () => {
    const fetch = renderHarness(
      async () =>
        new Response(
          JSON.stringify({
            code: 'ORDER_OUT_OF_STOCK',
            message: 'Only 3 left in stock for Kettle',
          }),
          { status: 409 },
        ),
    )
    add('Kettle', '5')
    fireEvent.click(placeButton())
    const alert = await within(cartRegion()).findByRole('alert')
    expect(alert.textContent).toContain(T.failed)
    expect(alert.textContent).toContain('Only 3 left in stock for Kettle')
    expect(readCart(BRAND)).toEqual([{ productId: 'p-kettle', quantity: 5 }])
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    // Ids and quantities only: prices are the server's.
    expect(JSON.parse(init.body as string)).toEqual({
      brandId: BRAND,
      shipToAddressId: SHIP_TO.id,
      items: [{ productId: 'p-kettle', quantity: 5 }],
    })
  })

  it('a retry of the same cart sends the same Idempotency-Key; a changed cart a new one', async () => {
    const fetch = renderHarness(async () => new Response('{}', { status: 504 }))
    add('Kettle', '5')
    const keyOf = (call: number) =>
      new Headers((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].headers).get(
        'Idempotency-Key',
      )
    fireEvent.click(placeButton())
    await within(cartRegion()).findByRole('alert')
    fireEvent.click(placeButton())
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/)
    expect(keyOf(1)).toBe(keyOf(0))
    add('Kettle', '6')
    fireEvent.click(placeButton())
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3))
    expect(keyOf(2)).not.toBe(keyOf(0))
  })

  it('clears the cart after the order is placed and links to My Orders', async () => {
    renderHarness(
      async () =>
        new Response(
          JSON.stringify({
            order: {
              id: 'abcdef0123-4567',
              brandId: BRAND,
              status: 'pending',
              totalAmount: '100.00',
              createdAt: '2026-03-05T10:00:00.000Z',
              items: [],
            },
          }),
          { status: 201 },
        ),
    )
    add('Kettle', '5')
    fireEvent.click(placeButton())
    await waitFor(() => expect(localStorage.getItem(cartStorageKey(BRAND))).toBeNull())
    expect(within(cartRegion()).getByText(T.cartEmpty)).toBeTruthy()
    expect(
      within(cartRegion()).getByText(T.placedDescription('abcdef0123', '$100.00'), {
        exact: false,
      }),
    ).toBeTruthy()
    expect(
      within(cartRegion()).getByRole('link', { name: T.viewOrders }).getAttribute('href'),
    ).toBe('/reseller/dashboard/orders')
  })

  it('starts each quantity at the smallest valid one and steps by the case pack', () => {
    renderHarness(async () => new Response('{}', { status: 500 }))
    const mug = screen.getByLabelText(T.quantityLabel('Sunrise Mug')) as HTMLInputElement
    expect([mug.value, mug.step, mug.min]).toEqual(['12', '6', '12'])
    const kettle = screen.getByLabelText(T.quantityLabel('Kettle')) as HTMLInputElement
    expect([kettle.value, kettle.step, kettle.min]).toEqual(['1', '1', '1'])
  })

  it("refuses a quantity that breaks the product's terms with the rule's message", () => {
    renderHarness(async () => new Response('{}', { status: 500 }))
    add('Sunrise Mug', '6')
    expect(screen.getByRole('alert').textContent).toBe('Order at least 12 of Sunrise Mug')
    add('Sunrise Mug', '15')
    expect(screen.getByRole('alert').textContent).toBe(
      'Sunrise Mug comes in cases of 6: order 12, 18, 24…',
    )
    expect(readCart(BRAND)).toEqual([])

    // 12 × $25.00 = $300.00 meets the $100.00 minimum; a typed 13 in the cart keeps it closed.
    add('Sunrise Mug', '12')
    expect((placeButton() as HTMLButtonElement).disabled).toBe(false)
    const line = screen.getByLabelText(T.cartLineQuantity('Sunrise Mug'))
    fireEvent.change(line, { target: { value: '13' } })
    expect(
      within(cartRegion()).getByText('Sunrise Mug comes in cases of 6: order 12, 18, 24…'),
    ).toBeTruthy()
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(line, { target: { value: '18' } })
    expect(within(cartRegion()).queryByRole('alert')).toBeNull()
    expect((placeButton() as HTMLButtonElement).disabled).toBe(false)
    expect(readCart(BRAND)).toEqual([{ productId: 'p-mug', quantity: 18 }])
  })

  it('a stored line that breaks the terms keeps Place Order disabled', () => {
    localStorage.setItem(
      cartStorageKey(BRAND),
      JSON.stringify([{ productId: 'p-mug', quantity: 9 }]),
    )
    renderHarness(async () => new Response('{}', { status: 500 }))
    expect(within(cartRegion()).getByText('Order at least 12 of Sunrise Mug')).toBeTruthy()
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true)
  })

  it('an inactive brand is not taking orders: the cart says so and Place Order stays disabled', () => {
    renderHarness(async () => new Response('{}', { status: 500 }), {
      name: 'Resting Brand',
      isActive: false,
    })
    add('Kettle', '5')
    expect(within(cartRegion()).getByText(T.brandInactive('Resting Brand'))).toBeTruthy()
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true)
  })

  it("a brand that holds the reseller's orders: the cart says why and Place Order stays disabled; another brand's cart orders", async () => {
    const hold: OrderHold = {
      since: '2026-11-10T12:00:00.000Z',
      count: 1,
      findings: [
        {
          findingId: 'f-1',
          product: 'Kettle',
          marketplace: 'amazon',
          kind: 'map_violation',
          step: 'order_hold',
          stepAt: '2026-11-10T12:00:00.000Z',
          deadline: null,
          disputeStatus: null,
          markedFixedAt: null,
        },
      ],
    }
    const OTHER = '0b9e2a61-2c3d-4e5f-8a9b-0c1d2e3f4a5b'
    localStorage.setItem(
      cartStorageKey(BRAND),
      JSON.stringify([{ productId: 'p-kettle', quantity: 5 }]),
    )
    localStorage.setItem(
      cartStorageKey(OTHER),
      JSON.stringify([{ productId: 'p-kettle', quantity: 5 }]),
    )
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }))
    vi.stubGlobal('fetch', fetch)
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
    client.setQueryData(['reseller', 'addresses'], [SHIP_TO])
    render(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <div data-testid="held">
            <Harness
              brand={{ name: 'Northwind', isActive: true }}
              minimum={RULE}
              orderHold={hold}
            />
          </div>
          <div data-testid="calm">
            <Harness
              brand={{ name: 'Calm Co', isActive: true }}
              minimum={RULE}
              brandEntryId={OTHER}
              orderHold={null}
            />
          </div>
        </QueryClientProvider>
      </MemoryRouter>,
    )
    const held = within(screen.getByTestId('held'))
    const cart = within(held.getByRole('region', { name: T.cartTitle }))
    // The cart holds its lines and meets the minimum: only the hold stops the order.
    expect(cart.getByText(T.minimumMet)).toBeTruthy()
    const notice = cart.getByRole('status')
    expect(within(notice).getByRole('heading', { name: H.cartTitle })).toBeTruthy()
    const reason = within(notice).getByText(H.cartReason('Northwind', hold))
    expect(reason.textContent).toBe(
      'Place Order is disabled: Northwind holds your orders until your listing of Kettle on Amazon complies with its MAP policy.',
    )
    expect(within(notice).getByRole('link', { name: H.violationsLink }).getAttribute('href')).toBe(
      '/reseller/dashboard/compliance',
    )
    const place = cart.getByRole('button', { name: T.placeOrder }) as HTMLButtonElement
    expect(place.disabled).toBe(true)
    // The button's reason, as assistive technology reads it.
    expect(document.getElementById(place.getAttribute('aria-describedby')!)).toBe(reason)
    fireEvent.click(place)
    const posted = (fetch.mock.calls as unknown as [RequestInfo | URL, RequestInit?][]).filter(
      ([, init]) => init?.method === 'POST',
    )
    expect(posted).toEqual([])

    // Another brand's cart, with no hold, orders as ever.
    const calm = within(
      within(screen.getByTestId('calm')).getByRole('region', { name: T.cartTitle }),
    )
    expect(calm.queryByRole('status')).toBeNull()
    const other = calm.getByRole('button', { name: T.placeOrder }) as HTMLButtonElement
    await waitFor(() => expect(other.disabled).toBe(false))
    expect(other.hasAttribute('aria-describedby')).toBe(false)
  })
})
