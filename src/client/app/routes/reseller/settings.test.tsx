import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RESELLER_SETTINGS_MESSAGES as M } from '#shared/reseller-settings-texts.ts'
import type { ResellerSettings } from '../../../features/reseller-settings/api.ts'
import type { SessionUser } from '../../../features/session/session-api.ts'
import { Component as Settings } from './settings.tsx'

type Reply = { status: number; body: unknown }

const person = (role: SessionUser['role']): SessionUser => ({
  id: `${role}-1`,
  email: `${role}@example.com`,
  emailVerified: true,
  role,
  fullName: 'Robin Reseller',
  companyName: 'Robin Resale',
  resellerStatus: role === 'reseller' ? 'approved' : null,
})

const settings: ResellerSettings = {
  email: 'reseller@example.com',
  status: 'approved',
  applicationStatus: 'approved',
  profile: { fullName: 'Robin Reseller', companyName: 'Robin Resale', bio: '' },
  contact: { phone: '', linkedin: '' },
  marketplace: { amazonSellerId: '', walmartSellerId: '', ebaySellerId: '' },
  business: { companyName: 'Robin Resale', businessType: null, einNumber: '' },
  salesVolume: null,
  wholesaleBudget: 'under_5k',
  productCategories: [],
}

const notifications = { orderUpdates: true }

const free = {
  tier: 'free',
  subscribed: false,
  status: 'free',
  subscriptionEnd: null,
  cancelAtPeriodEnd: false,
  usage: { usedThisMonth: 0, limit: 999999, unlimited: true },
}

/** Renders the screen for `who`; the settings call answers `settingsReplies` in turn. */
function renderScreen(who: SessionUser | null, ...settingsReplies: Reply[]) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const reply: Reply | undefined =
      url === '/api/reseller/settings/notifications'
        ? {
            status: 200,
            body: {
              preferences: init?.method === 'PATCH' ? JSON.parse(String(init.body)) : notifications,
            },
          }
        : url === '/api/me'
          ? { status: 200, body: { user: who } }
          : url === '/api/reseller/subscription'
            ? { status: 200, body: free }
            : url === '/api/reseller/settings'
              ? (settingsReplies.shift() ?? { status: 200, body: { settings } })
              : undefined
    if (!reply) throw new Error(`unexpected ${url}`)
    return new Response(JSON.stringify(reply.body), { status: reply.status })
  })
  vi.stubGlobal('fetch', fetchMock)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/reseller/dashboard/settings']}>
        <Settings />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return fetchMock
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('reseller Settings screen (001 §2.4, §6)', () => {
  it('shows the header, the upgrade banner and the four tabs', async () => {
    renderScreen(person('reseller'))
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy()
    expect((await screen.findAllByText('Robin Resale')).length).toBeGreaterThan(0)
    expect(screen.getByText('Approved')).toBeTruthy()
    expect(await screen.findByRole('complementary', { name: 'Upgrade your plan' })).toBeTruthy()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Profile',
      'Business',
      'Notifications',
      'Security',
    ])
  })

  it('Notifications: Order Updates starts on, and switching it off saves it (issue 15)', async () => {
    const fetchMock = renderScreen(person('reseller'))
    await userEvent.click(await screen.findByRole('tab', { name: 'Notifications' }))
    const toggle = await screen.findByRole('switch', { name: 'Order Updates' })
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    const save = screen.getByRole('button', { name: 'Save Settings' })
    // Nothing changed yet: nothing to save.
    expect((save as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    await userEvent.click(save)
    const patchCall = await vi.waitFor(() => {
      const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
      if (!call) throw new Error('no PATCH yet')
      return call
    })
    expect(patchCall[0]).toBe('/api/reseller/settings/notifications')
    expect(JSON.parse(String(patchCall[1]!.body))).toEqual({ orderUpdates: false })
    // Saved: the switch stays off and there is nothing left to save.
    await vi.waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true))
    expect(toggle.getAttribute('aria-checked')).toBe('false')
  })

  it('tells an admin the page is for resellers, without asking for a profile', async () => {
    const fetchMock = renderScreen(person('admin'))
    expect(await screen.findByText(M.accessDenied)).toBeTruthy()
    expect(screen.getByText(M.accessDeniedTitle)).toBeTruthy()
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/reseller/settings')
  })

  it('says authentication is required when the session is gone', async () => {
    renderScreen(null)
    expect(await screen.findByText(M.authRequired)).toBeTruthy()
    expect(screen.getByRole('link', { name: M.logIn }).getAttribute('href')).toBe('/reseller/login')
  })

  it('a reseller without an application record is told to contact support', async () => {
    renderScreen(person('reseller'), {
      status: 404,
      body: { code: 'NO_RESELLER_PROFILE', message: M.noProfile },
    })
    expect(await screen.findByText(M.noProfile)).toBeTruthy()
    expect(screen.queryByRole('tab')).toBeNull()
  })

  it('a failed load says so and tries again on request', async () => {
    const failure = { status: 500, body: { code: 'INTERNAL', message: 'boom' } }
    renderScreen(person('reseller'), failure, failure)
    expect(await screen.findByText(M.loadFailed, undefined, { timeout: 4000 })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect((await screen.findAllByText('Robin Resale')).length).toBeGreaterThan(0)
  })
})
