import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StorefrontResellerView } from '#shared/protection-api.ts'
import { StorefrontResellerForm } from './storefront-reseller.tsx'
import { json, renderScreen } from './test-fixtures.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const VIEW: StorefrontResellerView = {
  storefront: {
    id: 7,
    marketplace: 'amazon',
    sellerId: 'A1SECONDSHOP1',
    name: 'Second Shop Deals',
    reseller: null,
    matchMethod: null,
    confirmedResellerId: null,
  },
  choices: [
    { resellerId: 'r1', company: 'Prime Resale', status: 'active' },
    { resellerId: 'r2', company: 'Old Partner', status: 'revoked' },
  ],
}

describe('whose storefront this is', () => {
  it('lists the brand’s resellers, saves the one chosen and shows the match', async () => {
    let current: StorefrontResellerView = VIEW
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe('/api/brand/protection/storefronts/7/reseller')
      if (init?.method === 'PUT') {
        expect(JSON.parse(String(init.body))).toEqual({ resellerId: 'r1' })
        current = {
          ...VIEW,
          storefront: {
            ...VIEW.storefront,
            reseller: { id: 'r1', company: 'Prime Resale' },
            matchMethod: 'confirmed',
            confirmedResellerId: 'r1',
          },
        }
      }
      return json(current)
    })
    renderScreen(<StorefrontResellerForm storefrontId={7} />, fetchMock)
    const form = await screen.findByRole('form', { name: 'Whose storefront is this?' })
    expect(within(form).getByText('Not matched to any of your resellers.')).toBeTruthy()
    const select = within(form).getByLabelText('This storefront belongs to')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None of my resellers', 'Prime Resale', 'Old Partner (authorization revoked)'])
    await userEvent.selectOptions(select, 'r1')
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(within(form).getByText('Matched to Prime Resale by your confirmation.')).toBeTruthy(),
    )
  })
})
