import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PolicyView } from '#shared/protection-api.ts'
import { PROTECTION_MESSAGES } from '#shared/schemas/protection.ts'
import { PolicyTab } from './policy-tab.tsx'
import { json, renderWithFetch, routedFetch, sent } from './test-render.tsx'

const VIEW: PolicyView = {
  entry: { id: 'e1', name: 'Northwind' },
  current: {
    id: 'p2',
    version: 2,
    text: 'Advertise at or above MAP on every marketplace.',
    shippingCounts: true,
    couponsCount: false,
    subscribeSaveCounts: false,
    businessPriceCounts: false,
    cartPriceCounts: false,
    toleranceKind: 'percent',
    toleranceValue: '1.00',
    publishedAt: '2026-11-20T10:00:00.000Z',
    acknowledged: 1,
  },
  versions: [
    {
      id: 'p2',
      version: 2,
      text: 'Advertise at or above MAP on every marketplace.',
      shippingCounts: true,
      couponsCount: false,
      subscribeSaveCounts: false,
      businessPriceCounts: false,
      cartPriceCounts: false,
      toleranceKind: 'percent',
      toleranceValue: '1.00',
      publishedAt: '2026-11-20T10:00:00.000Z',
      acknowledged: 1,
    },
    {
      id: 'p1',
      version: 1,
      text: 'Advertise at MAP.',
      shippingCounts: false,
      couponsCount: false,
      subscribeSaveCounts: false,
      businessPriceCounts: false,
      cartPriceCounts: false,
      toleranceKind: 'amount',
      toleranceValue: '0.01',
      publishedAt: '2026-10-01T10:00:00.000Z',
      acknowledged: 2,
    },
  ],
  resellers: [
    {
      id: 'r1',
      company: 'Prime Resale',
      acknowledgedVersion: 2,
      acknowledgedAt: '2026-11-21T10:00:00.000Z',
    },
    {
      id: 'r2',
      company: 'Harbor Outlet',
      acknowledgedVersion: 1,
      acknowledgedAt: '2026-10-02T10:00:00.000Z',
    },
    { id: 'r3', company: 'Summit Supply', acknowledgedVersion: null, acknowledgedAt: null },
  ],
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the Policy tab (issue 14 item 1)', () => {
  it('shows the version in force, every version with its acknowledgements, and flags who has not acknowledged it', async () => {
    renderWithFetch(<PolicyTab />, routedFetch({ '/api/brand/protection/policy': VIEW }))
    const text = await screen.findByRole('region', { name: 'Published text of version 2' })
    expect(text.textContent).toBe('Advertise at or above MAP on every marketplace.')
    expect(
      screen.getByText('Shipping counts in the advertised price', { selector: 'dt' }),
    ).toBeTruthy()
    expect(screen.getByText('1%', { selector: 'dd' })).toBeTruthy()

    const v1 = screen.getByRole('row', { name: /^Version 1/ })
    expect(within(v1).getByText('$0.01')).toBeTruthy()
    expect(within(v1).getByText('2 resellers')).toBeTruthy()
    expect(
      within(screen.getByRole('row', { name: /^Version 2/ })).getByText('1 reseller'),
    ).toBeTruthy()

    expect(
      within(screen.getByRole('row', { name: /Prime Resale/ })).getByText('Version 2'),
    ).toBeTruthy()
    expect(
      within(screen.getByRole('row', { name: /Harbor Outlet/ })).getByText(
        'Version 1: an older one',
      ),
    ).toBeTruthy()
    expect(
      within(screen.getByRole('row', { name: /Summit Supply/ })).getByText('Not acknowledged'),
    ).toBeTruthy()
  })

  it('publishes the next version from the current one, checked by the shared schema first', async () => {
    const fetchMock = routedFetch({
      '/api/brand/protection/policy': VIEW,
      'POST /api/brand/protection/policy': () => json({ version: 3 }, 201),
    })
    renderWithFetch(<PolicyTab />, fetchMock)
    const text = await screen.findByRole('textbox', { name: 'Policy text' })
    // Starts from the version in force.
    expect((text as HTMLTextAreaElement).value).toBe(VIEW.current!.text)
    expect(
      screen
        .getByRole('switch', { name: 'Shipping counts in the advertised price' })
        .getAttribute('aria-checked'),
    ).toBe('true')
    expect(
      (screen.getByRole('radio', { name: 'A percentage of MAP' }) as HTMLInputElement).checked,
    ).toBe(true)

    await userEvent.clear(text)
    await userEvent.type(text, 'Too short')
    await userEvent.click(screen.getByRole('button', { name: 'Publish version 3' }))
    expect(await screen.findByText(PROTECTION_MESSAGES.policyTooShort)).toBeTruthy()
    expect(sent(fetchMock, 'POST', '/api/brand/protection/policy')).toEqual([])

    await userEvent.type(text, ': advertise at or above MAP, shipping included.')
    await userEvent.click(
      screen.getByRole('switch', { name: 'Shipping counts in the advertised price' }),
    )
    await userEvent.click(screen.getByRole('radio', { name: 'An amount in dollars' }))
    await userEvent.clear(screen.getByRole('textbox', { name: 'Tolerance value' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Tolerance value' }), '0.5')
    await userEvent.click(screen.getByRole('button', { name: 'Publish version 3' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/brand/protection/policy')).toEqual([
        {
          text: 'Too short: advertise at or above MAP, shipping included.',
          shippingCounts: false,
          couponsCount: false,
          subscribeSaveCounts: false,
          businessPriceCounts: false,
          cartPriceCounts: false,
          toleranceKind: 'amount',
          toleranceValue: '0.50',
        },
      ]),
    )
  })

  it('a tolerance over 50% is refused before it is sent', async () => {
    const fetchMock = routedFetch({ '/api/brand/protection/policy': VIEW })
    renderWithFetch(<PolicyTab />, fetchMock)
    const value = await screen.findByRole('textbox', { name: 'Tolerance value' })
    await userEvent.clear(value)
    await userEvent.type(value, '60')
    await userEvent.click(screen.getByRole('button', { name: 'Publish version 3' }))
    expect(await screen.findByText(PROTECTION_MESSAGES.tolerancePercentMax)).toBeTruthy()
    expect(sent(fetchMock, 'POST', '/api/brand/protection/policy')).toEqual([])
  })

  it('says so when the brand has no directory entry, and offers Try again when loading fails', async () => {
    renderWithFetch(
      <PolicyTab />,
      routedFetch({
        '/api/brand/protection/policy': { entry: null, current: null, versions: [], resellers: [] },
      }),
    )
    expect(await screen.findByText('Your brand is not in the directory yet')).toBeTruthy()
    cleanup()
    renderWithFetch(
      <PolicyTab />,
      routedFetch({ '/api/brand/protection/policy': () => json({ message: 'down' }, 500) }),
    )
    expect(await screen.findByText('Your MAP policy could not be loaded')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
