import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WHOLESALE_TERMS_TEXTS as T } from '#shared/reseller-order-texts.ts'
import type { WholesaleTermsState } from './api.ts'
import { WholesaleTermsCard } from './wholesale-terms-card.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const UNSET: WholesaleTermsState = {
  openingOrderMinimum: null,
  reorderMinimum: null,
  defaultMinimumCents: 6250,
}

/** The server as a fetch stub: GET answers `terms`, PATCH echoes what it was sent. */
function renderCard(terms: WholesaleTermsState | null) {
  const fetchMock = vi.fn(async (_path: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, string | null>
      return Response.json({ terms: { ...terms, ...body } })
    }
    return Response.json({ terms })
  })
  vi.stubGlobal('fetch', fetchMock)
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WholesaleTermsCard />
    </QueryClientProvider>,
  )
  return fetchMock
}

const patches = (fetchMock: ReturnType<typeof renderCard>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')

describe('WholesaleTermsCard', () => {
  it("starts empty, naming the marketplace's rule today, and saves the brand's minimums", async () => {
    const fetchMock = renderCard(UNSET)
    const opening = await screen.findByLabelText(T.openingLabel)
    expect((opening as HTMLInputElement).value).toBe('')
    expect(screen.getAllByText(/today \$62\.50/)).toHaveLength(2)

    fireEvent.change(opening, { target: { value: '500' } })
    fireEvent.change(screen.getByLabelText(T.reorderLabel), { target: { value: '1,250.5' } })
    fireEvent.click(screen.getByRole('button', { name: T.save }))
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1))
    const [path, init] = patches(fetchMock)[0]!
    expect(path).toBe('/api/brand/settings/wholesale-terms')
    // Sent as the server stores them: 2 decimals, or null for the rule.
    expect(JSON.parse(String(init!.body))).toEqual({
      openingOrderMinimum: '500.00',
      reorderMinimum: '1250.50',
    })
  })

  it('shows what is set, and an empty field goes back to the rule (null)', async () => {
    const fetchMock = renderCard({
      ...UNSET,
      openingOrderMinimum: '500.00',
      reorderMinimum: '150.00',
    })
    const reorder = await screen.findByLabelText(T.reorderLabel)
    expect((reorder as HTMLInputElement).value).toBe('150.00')
    fireEvent.change(reorder, { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: T.save }))
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1))
    expect(JSON.parse(String(patches(fetchMock)[0]![1]!.body))).toEqual({
      openingOrderMinimum: '500.00',
      reorderMinimum: null,
    })
  })

  it('says what is wrong with an amount and sends nothing', async () => {
    const fetchMock = renderCard(UNSET)
    fireEvent.change(await screen.findByLabelText(T.openingLabel), { target: { value: '-5' } })
    fireEvent.change(screen.getByLabelText(T.reorderLabel), { target: { value: '2000000' } })
    fireEvent.click(screen.getByRole('button', { name: T.save }))
    expect(await screen.findByText(T.negative(T.openingName))).toBeTruthy()
    expect(screen.getByText(T.tooLarge(T.reorderName))).toBeTruthy()
    expect(patches(fetchMock)).toHaveLength(0)
  })

  it('a brand without a directory entry is told to create it first', async () => {
    renderCard(null)
    expect(await screen.findByText(T.noEntry)).toBeTruthy()
    expect(screen.queryByRole('button', { name: T.save })).toBeNull()
  })
})
