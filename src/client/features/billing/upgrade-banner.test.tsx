import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RESELLER_PLANS_PATH } from '#shared/billing-texts.ts'
import type { ResellerSubscription } from './api.ts'
import { UpgradeBanner } from './upgrade-banner.tsx'

function renderWith(subscription: ResellerSubscription) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(subscription), { status: 200 })),
  )
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <UpgradeBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const free: ResellerSubscription = {
  tier: 'free',
  subscribed: false,
  status: 'free',
  subscriptionEnd: null,
  cancelAtPeriodEnd: false,
  usage: { usedThisMonth: 0, limit: 999999, unlimited: true },
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('UpgradeBanner (001 §2.4)', () => {
  it('shows a free-tier reseller the real count and a link to the plans', async () => {
    renderWith(free)
    const banner = await screen.findByRole('complementary', { name: 'Upgrade your plan' })
    expect(banner.textContent).toContain('0 of Unlimited')
    expect(screen.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      RESELLER_PLANS_PATH,
    )
  })

  it('after a cancelled plan it shows the limit of 3', async () => {
    renderWith({ ...free, usage: { usedThisMonth: 2, limit: 3, unlimited: false } })
    expect((await screen.findByRole('complementary')).textContent).toContain('2 of 3')
  })

  it('shows nothing to a subscriber', async () => {
    const { container } = renderWith({
      ...free,
      tier: 'premium',
      subscribed: true,
      status: 'active',
      subscriptionEnd: '2030-01-01T00:00:00.000Z',
    })
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled())
    await new Promise((r) => setTimeout(r, 20))
    expect(container.textContent).toBe('')
  })
})
