import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PROTECTION_CODES, PROTECTION_TEXTS } from '#shared/protection-texts.ts'
import { PROTECTION_MESSAGES } from '#shared/schemas/protection.ts'
import type { MapView } from './api.ts'
import { localToIso } from './form-schemas.ts'
import { MapPricesTab } from './map-prices-tab.tsx'
import { PromotionsTab } from './promotions-tab.tsx'
import { json, renderWithFetch, routedFetch, sent } from './test-render.tsx'

const KETTLE = '11111111-1111-4111-8111-111111111111'
const POT = '22222222-2222-4222-8222-222222222222'
const SCHEDULED = '33333333-3333-4333-8333-333333333333'

const VIEW: MapView = {
  entry: { id: 'e1', name: 'Northwind' },
  products: [
    {
      id: KETTLE,
      name: 'Copper Kettle',
      sku: 'NW-KET',
      gtin: '00812345678905',
      currentMap: '59.99',
      effectiveMap: '50.99',
      history: [
        {
          id: SCHEDULED,
          mapPrice: '64.99',
          currency: 'USD',
          effectiveFrom: '2099-01-05T10:00:00.000Z',
          scheduled: true,
        },
        {
          id: 'v1',
          mapPrice: '59.99',
          currency: 'USD',
          effectiveFrom: '2026-01-01T12:00:00.000Z',
          scheduled: false,
        },
      ],
    },
    {
      id: POT,
      name: 'Enamel Pot',
      sku: 'NW-POT',
      gtin: null,
      currentMap: null,
      effectiveMap: null,
      history: [],
    },
  ],
  promotions: [
    {
      id: 'promo-1',
      name: 'Kettle week',
      startsAt: '2026-11-20T09:00:00.000Z',
      endsAt: '2099-11-27T09:00:00.000Z',
      percentOff: '15.00',
      status: 'running',
      products: [{ productId: KETTLE, name: 'Copper Kettle', promoMapPrice: null }],
    },
    {
      id: 'promo-0',
      name: 'Spring',
      startsAt: '2026-04-01T09:00:00.000Z',
      endsAt: '2026-04-08T09:00:00.000Z',
      percentOff: null,
      status: 'ended',
      products: [{ productId: POT, name: 'Enamel Pot', promoMapPrice: '69.00' }],
    },
  ],
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the MAP prices tab (issue 14 item 1)', () => {
  it('shows each product’s MAP now, with promotions, its next change and its history', async () => {
    renderWithFetch(<MapPricesTab />, routedFetch({ '/api/brand/protection/map': VIEW }))
    const kettle = await screen.findByRole('row', { name: /Copper Kettle/ })
    expect(within(kettle).getByText('$59.99')).toBeTruthy()
    expect(within(kettle).getByText('$50.99')).toBeTruthy()
    expect(within(kettle).getByText('Promotion running')).toBeTruthy()
    // The next change (with its Cancel), and the same version in the history.
    expect(within(kettle).getAllByText(/^\$64\.99 from /)).toHaveLength(2)
    expect(within(kettle).getByText('2 versions')).toBeTruthy()
    const pot = screen.getByRole('row', { name: /Enamel Pot/ })
    expect(within(pot).getByText('No MAP')).toBeTruthy()
    expect(within(pot).getByText('None scheduled')).toBeTruthy()
    expect(within(pot).getByText('No MAP set')).toBeTruthy()

    // The search narrows the list by name, SKU or GTIN.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'NW-POT')
    expect(screen.queryByRole('row', { name: /Copper Kettle/ })).toBeNull()
    expect(screen.getByRole('row', { name: /Enamel Pot/ })).toBeTruthy()
  })

  it('schedules a MAP change for the chosen products, sending the local time as an instant', async () => {
    const fetchMock = routedFetch({
      '/api/brand/protection/map': VIEW,
      'POST /api/brand/protection/map-changes': () => json({ products: 2, resellersTold: 3 }, 201),
    })
    renderWithFetch(<MapPricesTab />, fetchMock)
    const schedule = await screen.findByRole('button', { name: 'Schedule a MAP change' })
    expect((schedule as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all products shown' }))
    expect(screen.getByText('2 products selected')).toBeTruthy()
    await userEvent.click(schedule)

    const dialog = await screen.findByRole('dialog', { name: 'Schedule a MAP change' })
    expect(within(dialog).getByText(/told now, by message and mail/)).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule change' }))
    expect(await within(dialog).findByText(PROTECTION_MESSAGES.priceInvalid)).toBeTruthy()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New MAP' }), '64.5')
    const at = within(dialog).getByLabelText('Takes effect')
    await userEvent.clear(at)
    await userEvent.type(at, '2099-03-01T09:30')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule change' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent(fetchMock, 'POST', '/api/brand/protection/map-changes')).toEqual([
      {
        productIds: [KETTLE, POT],
        mapPrice: '64.50',
        effectiveFrom: localToIso('2099-03-01T09:30'),
        confirmBelowWholesale: false,
        currency: 'USD',
      },
    ])
    // Scheduled: the selection is cleared.
    expect(screen.getByText('0 products selected')).toBeTruthy()
  })

  it('shows the server’s refusal of a time in the past on the field, and "no MAP" sends null', async () => {
    const fetchMock = routedFetch({
      '/api/brand/protection/map': VIEW,
      'POST /api/brand/protection/map-changes': () =>
        json({ code: PROTECTION_CODES.invalidChange, message: PROTECTION_TEXTS.noBackdating }, 400),
    })
    renderWithFetch(<MapPricesTab />, fetchMock)
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Enamel Pot' }))
    await userEvent.click(screen.getByRole('button', { name: 'Schedule a MAP change' }))
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a MAP change' })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'No MAP from then on' }))
    const at = within(dialog).getByLabelText('Takes effect')
    await userEvent.clear(at)
    await userEvent.type(at, '2001-03-01T09:30')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule change' }))
    const error = await within(dialog).findByText(PROTECTION_TEXTS.noBackdating)
    expect(error.getAttribute('role')).toBe('alert')
    expect(at.getAttribute('aria-invalid')).toBe('true')
    expect(sent(fetchMock, 'POST', '/api/brand/protection/map-changes')).toEqual([
      {
        productIds: [POT],
        mapPrice: null,
        effectiveFrom: localToIso('2001-03-01T09:30'),
        confirmBelowWholesale: false,
        currency: 'USD',
      },
    ])
  })

  it('cancels a scheduled change after asking', async () => {
    const fetchMock = routedFetch({
      '/api/brand/protection/map': VIEW,
      [`DELETE /api/brand/protection/map-changes/${SCHEDULED}`]: () => json({ ok: true }),
    })
    renderWithFetch(<MapPricesTab />, fetchMock)
    await userEvent.click(
      await screen.findByRole('button', { name: /^Cancel change\s*Copper Kettle$/ }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this MAP change?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the change' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) =>
          init?.method === 'DELETE' &&
          String(input) === `/api/brand/protection/map-changes/${SCHEDULED}`,
      ),
    ).toBe(true)
  })
})

describe('the Promotions tab (issue 14 item 1)', () => {
  it('lists promotions with their window, discount, products and status; only open ones can be cancelled', async () => {
    renderWithFetch(<PromotionsTab />, routedFetch({ '/api/brand/protection/map': VIEW }))
    const running = await screen.findByRole('row', { name: /Kettle week/ })
    expect(within(running).getByText('15% off MAP')).toBeTruthy()
    expect(within(running).getByText('Running')).toBeTruthy()
    expect(
      within(running).getByRole('button', { name: /^Cancel promotion\s*Kettle week$/ }),
    ).toBeTruthy()
    const ended = screen.getByRole('row', { name: /Spring/ })
    expect(within(ended).getByText('Promotional MAP per product')).toBeTruthy()
    expect(within(ended).getByText('Enamel Pot (promotional MAP $69.00)')).toBeTruthy()
    expect(within(ended).queryByRole('button')).toBeNull()
  })

  it('checks the window and the discount with the shared schema, then creates the promotion', async () => {
    const fetchMock = routedFetch({
      '/api/brand/protection/map': VIEW,
      'POST /api/brand/protection/promotions': () => json({ id: 'promo-2' }, 201),
    })
    renderWithFetch(<PromotionsTab />, fetchMock)
    await userEvent.click(await screen.findByRole('button', { name: 'New promotion' }))
    const dialog = await screen.findByRole('dialog', { name: 'New promotion' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Promotion name' }), 'Winter')
    const start = within(dialog).getByLabelText('Starts')
    const end = within(dialog).getByLabelText('Ends')
    await userEvent.clear(start)
    await userEvent.type(start, '2099-12-10T09:00')
    await userEvent.clear(end)
    await userEvent.type(end, '2099-12-01T09:00')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Include Copper Kettle' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create promotion' }))
    expect(await within(dialog).findByText(PROTECTION_MESSAGES.endBeforeStart)).toBeTruthy()
    expect(
      within(dialog).getAllByText(PROTECTION_MESSAGES.promotionNeedsDiscount).length,
    ).toBeGreaterThan(0)

    await userEvent.clear(end)
    await userEvent.type(end, '2099-12-17T09:00')
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Promotional MAP of Copper Kettle' }),
      '49.99',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create promotion' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent(fetchMock, 'POST', '/api/brand/protection/promotions')).toEqual([
      {
        name: 'Winter',
        startsAt: localToIso('2099-12-10T09:00'),
        endsAt: localToIso('2099-12-17T09:00'),
        percentOff: null,
        products: [{ productId: KETTLE, promoMapPrice: '49.99' }],
      },
    ])
  })
})
