import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { INVENTORY_TEXTS as T } from '#shared/brand-inventory-texts.ts'
import type { BrandProduct } from './api.ts'
import { ProductFormDialog } from './product-form-dialog.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const stored: BrandProduct = {
  id: 'p-1',
  name: 'Kettle',
  description: null,
  sku: 'K-1',
  gtin: '04006381333931',
  category: 'home_goods',
  price: '49.99',
  wholesalePrice: '24.50',
  mapPrice: '39.99',
  // A promotion is running: the form edits the regular MAP, not the promotional one.
  effectiveMapPrice: '29.99',
  nextMapChange: null,
  stock: 12,
  casePack: null,
  minOrderQty: null,
  lowStockThreshold: null,
  approvalStatus: 'approved',
  imageUrl: null,
  thumbnailUrl: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
}

/** fetch answering `status` with `body`, recording what was sent. */
function stubFetch(status: number, body: unknown) {
  const sent: { url: string; method: string; body: Record<string, unknown> }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({
        url,
        method: init?.method ?? 'GET',
        body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
      })
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return sent
}

/** Pastes into the field rather than typing key by key: the same for the form, and faster. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label)
  await user.clear(input)
  await user.click(input)
  await user.paste(value)
}

function renderForm(product?: BrandProduct) {
  const onOpenChange = vi.fn()
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}
    >
      <ProductFormDialog open onOpenChange={onOpenChange} product={product} />
    </QueryClientProvider>,
  )
  return onOpenChange
}

describe('Add/Edit Product: GTIN and category (issue 14)', () => {
  it('shows why a GTIN is not one, and sends a good one as 14 digits with the category', async () => {
    const sent = stubFetch(201, { product: { ...stored, id: 'new' } })
    const user = userEvent.setup()
    const onOpenChange = renderForm()
    await fill(user, T.form.name, 'Jug')
    await fill(user, T.form.price, '10')
    await fill(user, T.form.wholesalePrice, '5')
    await fill(user, T.form.stock, '3')
    await fill(user, T.form.gtin, '012345678906')
    await user.click(screen.getByRole('button', { name: T.save }))
    expect(
      await screen.findByText('GTIN 012345678906 has a wrong check digit (expected 5)'),
    ).toBeTruthy()
    expect(sent).toEqual([])

    await fill(user, T.form.gtin, '0 12345 67890 5')
    await user.selectOptions(screen.getByLabelText(T.form.category), 'Electronics')
    await user.click(screen.getByRole('button', { name: T.save }))
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: { gtin: '00012345678905', category: 'electronics', mapPrice: null },
    })
    // A dialog filled field by field takes seconds on a busy machine.
  }, 15_000)

  it('edits with the GTIN as printed, the category, and the regular MAP; a duplicate GTIN is the field’s error', async () => {
    const sent = stubFetch(409, {
      code: 'DUPLICATE_GTIN',
      message: 'You already have a product with GTIN 4006381333931: a GTIN names one product',
    })
    const user = userEvent.setup()
    renderForm(stored)
    expect((screen.getByLabelText(T.form.gtin) as HTMLInputElement).value).toBe('4006381333931')
    expect((screen.getByLabelText(T.form.category) as HTMLSelectElement).value).toBe('home_goods')
    expect((screen.getByLabelText(T.form.mapPrice) as HTMLInputElement).value).toBe('39.99')
    await user.click(screen.getByRole('button', { name: T.save }))
    const error = await screen.findByRole('alert')
    expect(error.textContent).toBe(
      'You already have a product with GTIN 4006381333931: a GTIN names one product',
    )
    expect(screen.getByLabelText(T.form.gtin).getAttribute('aria-invalid')).toBe('true')
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/brand/products/p-1',
      body: { gtin: '04006381333931', category: 'home_goods', mapPrice: '39.99' },
    })
  })
})
