import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UnmatchedListing } from '#shared/protection-api.ts'
import { UnmatchedListings } from './unmatched-listings.tsx'

const TITLE = 'Harbor Trail Lantern Rechargeable'
const LISTING: UnmatchedListing = {
  marketplace: 'amazon',
  listingId: 'B0LANTERN1',
  title: TITLE,
  gtin: '00012345678905',
  sku: null,
  offers: 2,
  proposals: [
    { productId: 'p-lantern', name: 'Harbor Trail Lantern', sku: 'HTL-1', similarity: 0.71 },
    { productId: 'p-lamp', name: 'Trail Lamp', sku: null, similarity: 0.32 },
  ],
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

function renderList() {
  let items = [LISTING]
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/brand/protection/unmatched/confirm') {
      items = []
      return json({ ok: true, recalculating: true })
    }
    if (url.startsWith('/api/brand/products')) {
      return json({ products: [{ id: 'p-mug', name: 'Camp Mug', sku: 'CM-1' }] })
    }
    void init
    return json({ entry: { id: 'e1', name: 'Northwind' }, items, total: items.length })
  })
  vi.stubGlobal('fetch', fetchMock)
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <UnmatchedListings />
    </QueryClientProvider>,
  )
  return fetchMock
}

const confirmBody = (fetchMock: ReturnType<typeof vi.fn>) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/unmatched/confirm'))
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : null
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('UnmatchedListings', { timeout: 20_000 }, () => {
  it('proposes products by title; a confirmed match leaves the list', async () => {
    const user = userEvent.setup()
    const fetchMock = renderList()
    const card = (await screen.findByRole('heading', { name: TITLE })).closest('li')!
    expect(
      within(card).getByText('Amazon B0LANTERN1 · GTIN 00012345678905 · 2 offers'),
    ).toBeTruthy()
    expect(within(card).getByText('· 71% similar')).toBeTruthy()

    await user.click(
      within(card).getByRole('button', { name: 'Confirm match: Harbor Trail Lantern' }),
    )
    expect(
      await screen.findByText(
        'Matched to Harbor Trail Lantern. The findings of this listing are being recalculated.',
      ),
    ).toBeTruthy()
    expect(confirmBody(fetchMock)).toEqual({
      marketplace: 'amazon',
      listingId: 'B0LANTERN1',
      productId: 'p-lantern',
    })
    await waitFor(() => expect(screen.queryByRole('heading', { name: TITLE })).toBeNull())
    expect(await screen.findByText('No unmatched listings')).toBeTruthy()
  })

  it('confirms any product found by search', async () => {
    const user = userEvent.setup()
    const fetchMock = renderList()
    await user.click(await screen.findByRole('button', { name: 'Another product' }))
    await user.type(screen.getByLabelText('Search your products'), 'mug')
    const select = screen.getByRole('combobox', { name: 'Product' })
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Camp Mug (CM-1)' })).toBeTruthy(),
    )
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search=mug'))).toBe(true),
    )
    const confirm = screen.getByRole('button', {
      name: 'Confirm this product',
    }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    await user.selectOptions(select, 'Camp Mug (CM-1)')
    await user.click(confirm)
    await screen.findByText(/Matched to Camp Mug/)
    expect(confirmBody(fetchMock)).toMatchObject({ productId: 'p-mug' })
  })
})
