import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ExchangeRateView } from '#shared/protection-api.ts'
import { PROTECTION_MESSAGES } from '#shared/schemas/protection.ts'
import type { MapView } from './api.ts'
import { localToIso } from './form-schemas.ts'
import { MapPricesTab } from './map-prices-tab.tsx'
import { json, renderWithFetch, routedFetch, sent } from './test-render.tsx'

const KETTLE = '11111111-1111-4111-8111-111111111111'
const RATES = '/api/brand/protection/exchange-rates'

const VIEW: MapView = {
  entry: { id: 'e1', name: 'Northwind' },
  products: [
    {
      id: KETTLE,
      name: 'Copper Kettle',
      sku: 'NW-KET',
      gtin: null,
      currentMap: '45.00',
      effectiveMap: '45.00',
      history: [
        {
          id: 'v-eur-next',
          mapPrice: '43.00',
          currency: 'EUR',
          effectiveFrom: '2099-01-05T10:00:00.000Z',
          scheduled: true,
        },
        {
          id: 'v-eur',
          mapPrice: '41.00',
          currency: 'EUR',
          effectiveFrom: '2026-02-01T12:00:00.000Z',
          scheduled: false,
        },
        {
          id: 'v-usd',
          mapPrice: '45.00',
          currency: 'USD',
          effectiveFrom: '2026-01-01T12:00:00.000Z',
          scheduled: false,
        },
      ],
    },
  ],
  promotions: [],
}

const EUR_RATE: ExchangeRateView = {
  id: 'r1',
  currency: 'EUR',
  rate: '1.08500000',
  effectiveFrom: '2026-11-01T00:00:00.000Z',
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('MAP in other currencies (decision 013)', () => {
  it('shows each MAP version with its currency, and the MAP in force in other currencies', async () => {
    renderWithFetch(
      <MapPricesTab />,
      routedFetch({ '/api/brand/protection/map': VIEW, [RATES]: { rates: [] } }),
    )
    const kettle = await screen.findByRole('row', { name: /Copper Kettle/ })
    expect(within(kettle).getByText('$45.00')).toBeTruthy()
    expect(within(kettle).getByText('Also: €41.00')).toBeTruthy()
    // The next change is in euros, never written as dollars.
    expect(within(kettle).getAllByText(/^€43\.00 from /)).toHaveLength(2)
    expect(within(kettle).getByText(/^€41\.00 from /)).toBeTruthy()
    expect(within(kettle).getByText(/^\$45\.00 from /)).toBeTruthy()
    expect(within(kettle).getAllByText('MAP in EUR')).toHaveLength(2)
    expect(kettle.textContent).not.toContain('$43.00')
  })

  it('schedules a MAP in euros: the Currency select (USD by default) is sent as currency', async () => {
    const fetchMock = routedFetch({
      '/api/brand/protection/map': VIEW,
      [RATES]: { rates: [] },
      'POST /api/brand/protection/map-changes': () => json({ products: 1, resellersTold: 0 }, 201),
    })
    renderWithFetch(<MapPricesTab />, fetchMock)
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Copper Kettle' }))
    await userEvent.click(screen.getByRole('button', { name: 'Schedule a MAP change' }))
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a MAP change' })
    const currency = within(dialog).getByRole('combobox', { name: 'Currency' })
    expect((currency as HTMLSelectElement).value).toBe('USD')
    expect(within(currency).getByRole('option', { name: 'EUR — Euro' })).toBeTruthy()
    await userEvent.selectOptions(currency, 'EUR')
    expect(within(dialog).getByText('In EUR, such as 24.99.')).toBeTruthy()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New MAP' }), '41.5')
    const at = within(dialog).getByLabelText('Takes effect')
    await userEvent.clear(at)
    await userEvent.type(at, '2099-03-01T09:30')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule change' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent(fetchMock, 'POST', '/api/brand/protection/map-changes')).toEqual([
      {
        productIds: [KETTLE],
        mapPrice: '41.50',
        effectiveFrom: localToIso('2099-03-01T09:30'),
        confirmBelowWholesale: false,
        currency: 'EUR',
      },
    ])
  })
})

describe('Exchange rates (decision 013)', () => {
  it('lists the brand’s rates and says they are never fetched and MAP is judged in USD', async () => {
    renderWithFetch(
      <MapPricesTab />,
      routedFetch({ '/api/brand/protection/map': VIEW, [RATES]: { rates: [EUR_RATE] } }),
    )
    expect(await screen.findByRole('heading', { name: 'Exchange rates' })).toBeTruthy()
    expect(screen.getByText(/Rates are never fetched automatically/)).toBeTruthy()
    expect(
      screen.getByText(
        /MAP is judged in US dollars, unless a product has a MAP in the listing’s currency/,
      ),
    ).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Your exchange rates' })
    const row = await within(table).findByRole('row', { name: /EUR/ })
    expect(within(row).getByText('1 EUR = 1.0850 USD')).toBeTruthy()
    expect(within(row).getByText('Nov 1, 2026')).toBeTruthy()
  })

  it('adds a rate from the labelled form, with a toast, and lists it', async () => {
    let rates: ExchangeRateView[] = []
    const fetchMock = routedFetch({
      '/api/brand/protection/map': VIEW,
      [RATES]: () => json({ rates }),
      [`POST ${RATES}`]: () => {
        rates = [{ ...EUR_RATE, rate: '1.08250000', effectiveFrom: '2026-11-20T00:00:00.000Z' }]
        return json(rates[0], 201)
      },
    })
    renderWithFetch(
      <>
        <MapPricesTab />
        <Toaster />
      </>,
      fetchMock,
    )
    const form = await screen.findByRole('form', { name: 'Add an exchange rate' })
    expect(
      await within(await screen.findByRole('table', { name: 'Your exchange rates' })).findByText(
        'No exchange rate entered yet.',
      ),
    ).toBeTruthy()
    const currency = within(form).getByRole('combobox', { name: 'Currency' })
    // A rate is to dollars: USD itself is not offered.
    expect(within(currency).queryByRole('option', { name: 'USD — US Dollar' })).toBeNull()
    // Checked as the server checks it, before anything is sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Add rate' }))
    expect(await within(form).findByText(PROTECTION_MESSAGES.currencyInvalid)).toBeTruthy()
    expect(sent(fetchMock, 'POST', RATES)).toEqual([])

    await userEvent.selectOptions(currency, 'EUR')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Rate' }), '1.0825')
    const from = within(form).getByLabelText('Effective from')
    await userEvent.clear(from)
    await userEvent.type(from, '2026-11-20')
    await userEvent.click(within(form).getByRole('button', { name: 'Add rate' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', RATES)).toEqual([
        { currency: 'EUR', rate: '1.0825', effectiveFrom: '2026-11-20T00:00:00.000Z' },
      ]),
    )
    expect(await screen.findByText('Rate added: 1 EUR = 1.0825 USD')).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Your exchange rates' })
    expect(await within(table).findByText('1 EUR = 1.0825 USD')).toBeTruthy()
  })

  it('shows the server’s refusals on their fields: a rate of that day exists (409), a bad rate (400)', async () => {
    const answers = [
      () =>
        json(
          {
            code: 'EXCHANGE_RATE_EXISTS',
            message: 'A rate for EUR from that time is already entered',
          },
          409,
        ),
      () =>
        json(
          {
            code: 'VALIDATION',
            message: 'The server refuses this rate',
            issues: [{ path: 'rate', message: 'The server refuses this rate' }],
          },
          400,
        ),
    ]
    const fetchMock = routedFetch({
      '/api/brand/protection/map': VIEW,
      [RATES]: { rates: [EUR_RATE] },
      [`POST ${RATES}`]: () => answers.shift()!(),
    })
    renderWithFetch(<MapPricesTab />, fetchMock)
    const form = await screen.findByRole('form', { name: 'Add an exchange rate' })
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), 'EUR')
    const rate = within(form).getByRole('textbox', { name: 'Rate' })
    await userEvent.type(rate, '1.09')
    const from = within(form).getByLabelText('Effective from')
    await userEvent.clear(from)
    await userEvent.type(from, '2026-11-01')
    await userEvent.click(within(form).getByRole('button', { name: 'Add rate' }))
    const exists = await within(form).findByText('A rate for EUR from that time is already entered')
    expect(exists.getAttribute('role')).toBe('alert')
    expect(from.getAttribute('aria-invalid')).toBe('true')

    await userEvent.click(within(form).getByRole('button', { name: 'Add rate' }))
    expect(await within(form).findByText('The server refuses this rate')).toBeTruthy()
    expect(rate.getAttribute('aria-invalid')).toBe('true')
    expect(sent(fetchMock, 'POST', RATES)).toHaveLength(2)
  })
})
