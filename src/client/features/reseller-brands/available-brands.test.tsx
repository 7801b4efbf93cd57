import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ORDER_HOLD_TEXTS as H } from '#shared/order-hold-texts.ts'
import { RESELLER_BRANDS_TEXTS as T } from '#shared/reseller-brands-texts.ts'
import type { ResellerBrandRow, ResellerBrandsResponse } from '#shared/schemas/reseller-brands.ts'
import { AvailableBrands } from './available-brands.tsx'

const NOW = '2026-11-21T12:00:00.000Z'
const daysBefore = (days: number) => new Date(Date.parse(NOW) - days * 86_400_000).toISOString()

const brand = (overrides: Partial<ResellerBrandRow>): ResellerBrandRow => ({
  id: crypto.randomUUID(),
  name: 'Northwind',
  department: 'Consumer',
  categories: ['beauty', 'health', 'toys', 'books'],
  description: 'Skin care',
  logoUrl: null,
  websiteUrl: null,
  approvalRate: 87.5,
  responseTime: 24,
  figuresFrom: 'decisions',
  standing: 'not_applied',
  authorization: null,
  applicationStatus: null,
  applicationId: null,
  applicationCreatedAt: null,
  followUpCount: 0,
  lastFollowUpAt: null,
  nextFollowUpAt: null,
  decisionReason: null,
  infoRequestedAt: null,
  minimumOrder: '62.00',
  openingOrderMinimum: null,
  reorderMinimum: null,
  orderHold: null,
  ...overrides,
})

/** An authorization as the card gets it. */
const authorization = (
  overrides: Partial<NonNullable<ResellerBrandRow['authorization']>> = {},
): NonNullable<ResellerBrandRow['authorization']> => ({
  status: 'active',
  marketplaces: [],
  startsAt: daysBefore(60),
  endsAt: null,
  statusReason: null,
  statusChangedAt: daysBefore(60),
  ...overrides,
})

const answer = (
  brands: ResellerBrandRow[],
  extra: Partial<ResellerBrandsResponse> = {},
): ResellerBrandsResponse => {
  const filteredCount = extra.filteredCount ?? brands.length
  return {
    brands,
    filteredCount,
    lastPage: Math.max(1, Math.ceil(filteredCount / 50)),
    totalCount: 120,
    page: 1,
    pageSize: 50,
    now: NOW,
    ...extra,
  }
}

/** The address, as the router has it. */
function Where() {
  const { pathname, search } = useLocation()
  return <output aria-label="address">{pathname + search}</output>
}

function renderAt(url: string, reply: (url: string) => Promise<Response>) {
  const fetch = vi.fn((input: RequestInfo | URL) => reply(String(input)))
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[url]}>
        <AvailableBrands />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return fetch
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('AvailableBrands (001 §2.4)', () => {
  it('a link followed right after typing is not undone by the search it cut short', async () => {
    const approved = brand({
      name: 'Open Co',
      standing: 'authorized',
      authorization: authorization(),
      applicationStatus: 'approved',
    })
    renderAt('/reseller/dashboard/brands', () => json(answer([approved])))
    const link = await screen.findByRole('link', { name: T.viewProducts })
    fireEvent.change(screen.getByLabelText(T.searchLabel), {
      target: { value: 'open' },
    })
    // The products screen may still be loading: the list is still mounted, its timer running.
    fireEvent.click(link)
    const address = screen.getByRole('status', { name: 'address' })
    const products = `/reseller/dashboard/brands/${approved.id}/products`
    expect(address.textContent).toBe(products)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(address.textContent).toBe(products)
  })

  it('shows the counts, the minimum order and each card’s state', async () => {
    renderAt('/reseller/dashboard/brands', () =>
      json(
        answer(
          [
            brand({ name: 'Fresh Co' }),
            brand({
              name: 'Waiting Co',
              standing: 'pending',
              applicationStatus: 'pending',
              applicationId: crypto.randomUUID(),
              applicationCreatedAt: daysBefore(1),
              nextFollowUpAt: daysBefore(-2),
            }),
            brand({
              name: 'Slow Co',
              standing: 'pending',
              applicationStatus: 'pending',
              applicationId: crypto.randomUUID(),
              applicationCreatedAt: daysBefore(20),
              followUpCount: 1,
              nextFollowUpAt: daysBefore(5),
            }),
            brand({
              name: 'Yes Co',
              standing: 'approved',
              applicationStatus: 'approved',
              applicationId: crypto.randomUUID(),
              applicationCreatedAt: daysBefore(30),
            }),
          ],
          { filteredCount: 4 },
        ),
      ),
    )
    expect(await screen.findByText('Showing 4 of 120 brands')).toBeTruthy()
    const card = (name: string) => screen.getByRole('article', { name })
    expect(within(card('Fresh Co')).getByRole('button', { name: T.apply })).toBeTruthy()
    expect(within(card('Fresh Co')).getByText('$62.00')).toBeTruthy()
    expect(within(card('Fresh Co')).getByText('+1')).toBeTruthy()
    const waiting = within(card('Waiting Co'))
    expect(
      (waiting.getByRole('button', { name: 'Wait 2 Days' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    expect(waiting.getByText(T.recentlyApplied)).toBeTruthy()
    const slow = within(card('Slow Co'))
    expect((slow.getByRole('button', { name: T.followUp }) as HTMLButtonElement).disabled).toBe(
      false,
    )
    expect(slow.getByText(T.longWait)).toBeTruthy()
    const yes = within(card('Yes Co'))
    expect((yes.getByRole('button', { name: T.approved }) as HTMLButtonElement).disabled).toBe(true)
    // Approved without an authorization in force: no products, no letter.
    expect(yes.queryByRole('link', { name: T.viewProducts })).toBeNull()
  })

  it('says what the authorization is, or else what the application is (issue 13)', async () => {
    const rows = [
      brand({
        name: 'Authorized Co',
        standing: 'authorized',
        applicationStatus: 'approved',
        applicationCreatedAt: daysBefore(2),
        authorization: authorization({
          marketplaces: [
            { marketplace: 'amazon', sellerId: 'A1PRIME' },
            { marketplace: 'walmart', sellerId: 'W-778' },
          ],
          startsAt: '2026-10-01T12:00:00.000Z',
          endsAt: '2027-10-01T12:00:00.000Z',
        }),
      }),
      brand({
        name: 'Suspended Co',
        standing: 'suspended',
        applicationStatus: 'approved',
        authorization: authorization({
          status: 'suspended',
          statusReason: 'Listed below MAP',
          statusChangedAt: '2026-11-18T12:00:00.000Z',
        }),
      }),
      brand({
        name: 'Revoked Co',
        standing: 'revoked',
        authorization: authorization({
          status: 'revoked',
          statusReason: 'Counterfeit report',
          statusChangedAt: '2026-11-10T12:00:00.000Z',
        }),
      }),
      brand({
        name: 'Expired Co',
        standing: 'expired',
        authorization: authorization({ status: 'expired', endsAt: '2026-11-01T12:00:00.000Z' }),
      }),
      brand({
        name: 'Asked Co',
        standing: 'pending',
        applicationStatus: 'pending',
        applicationId: crypto.randomUUID(),
        applicationCreatedAt: daysBefore(5),
        nextFollowUpAt: daysBefore(2),
        infoRequestedAt: '2026-11-20T08:00:00.000Z',
      }),
      brand({
        name: 'Rejected Co',
        standing: 'rejected',
        applicationStatus: 'rejected',
        applicationCreatedAt: daysBefore(9),
        decisionReason: 'We only work with US sellers',
      }),
      brand({
        name: 'Terms Co',
        figuresFrom: 'listed',
        openingOrderMinimum: '500.00',
        reorderMinimum: null,
      }),
    ]
    renderAt('/reseller/dashboard/brands', () => json(answer(rows)))
    await screen.findByText('Showing 7 of 120 brands')
    const card = (name: string) => within(screen.getByRole('article', { name }))
    const badge = (name: string) => card(name).getByTestId('standing').textContent

    const authorized = card('Authorized Co')
    expect(badge('Authorized Co')).toBe('Authorized')
    expect(authorized.getByText('Amazon (A1PRIME) · Walmart (W-778)')).toBeTruthy()
    expect(authorized.getByText(/Since Oct 1, 2026 · Until Oct 1, 2027/)).toBeTruthy()
    expect(authorized.queryByRole('button', { name: /Follow Up|Wait|Apply/ })).toBeNull()
    // An authorization is the card's news: no application badges beside it.
    expect(authorized.queryByText(T.recentlyApplied)).toBeNull()
    expect(authorized.getByRole('link', { name: T.viewProducts })).toBeTruthy()
    const letter = authorized.getByRole('link', { name: T.downloadLetter })
    expect(letter.getAttribute('href')).toMatch(/^\/api\/reseller\/brands\/[0-9a-f-]+\/letter$/)
    expect(letter.hasAttribute('download')).toBe(true)

    expect(badge('Suspended Co')).toBe('Suspended')
    expect(card('Suspended Co').getByText('Suspended since Nov 18, 2026')).toBeTruthy()
    expect(card('Suspended Co').getByText('Reason: Listed below MAP')).toBeTruthy()
    expect(card('Suspended Co').queryByRole('button')).toBeNull()
    expect(card('Suspended Co').queryByRole('link')).toBeNull()

    expect(badge('Revoked Co')).toBe('Revoked')
    expect(card('Revoked Co').getByText('Revoked since Nov 10, 2026')).toBeTruthy()
    expect(card('Revoked Co').getByText('Reason: Counterfeit report')).toBeTruthy()
    expect(card('Revoked Co').getByRole('button', { name: T.applyAgain })).toBeTruthy()
    expect(card('Revoked Co').queryByRole('link', { name: T.downloadLetter })).toBeNull()

    expect(badge('Expired Co')).toBe('Expired')
    expect(card('Expired Co').getByText('Expired since Nov 1, 2026')).toBeTruthy()
    expect(card('Expired Co').getByRole('button', { name: T.applyAgain })).toBeTruthy()

    expect(badge('Asked Co')).toBe(T.infoRequested)
    expect(card('Asked Co').getByRole('link', { name: T.openMessages }).getAttribute('href')).toBe(
      '/reseller/dashboard/messages',
    )
    expect(card('Asked Co').getByRole('button', { name: T.followUp })).toBeTruthy()

    expect(badge('Rejected Co')).toBe('Rejected')
    expect(card('Rejected Co').getByText('Reason: We only work with US sellers')).toBeTruthy()
    expect(card('Rejected Co').getByRole('button', { name: T.applyAgain })).toBeTruthy()

    // The brand's opening minimum, and the 5× figure for reorders it left unset.
    expect(card('Terms Co').getByText('Opening order $500.00 · Reorders $62.00')).toBeTruthy()
    expect(card('Terms Co').getByText(T.listedFigures)).toBeTruthy()
    expect(card('Authorized Co').queryByText(T.listedFigures)).toBeNull()
  })

  it('an authorized brand that holds the orders says "Orders on hold", why, and how to lift it', async () => {
    const hold = (count: number): NonNullable<ResellerBrandRow['orderHold']> => ({
      since: '2026-11-10T12:00:00.000Z',
      count,
      findings: [
        {
          findingId: crypto.randomUUID(),
          product: 'Insulated Bottle',
          marketplace: 'amazon',
          kind: 'map_violation',
          step: 'order_hold',
          stepAt: '2026-11-10T12:00:00.000Z',
          deadline: '2026-11-17T12:00:00.000Z',
          disputeStatus: null,
          markedFixedAt: null,
        },
      ],
    })
    const rows = [
      brand({
        name: 'Held Co',
        standing: 'authorized',
        authorization: authorization(),
        orderHold: hold(1),
      }),
      brand({
        name: 'Twice Held Co',
        standing: 'authorized',
        authorization: authorization(),
        orderHold: hold(3),
      }),
      brand({ name: 'Calm Co', standing: 'authorized', authorization: authorization() }),
    ]
    renderAt('/reseller/dashboard/brands', () => json(answer(rows)))
    await screen.findByText('Showing 3 of 120 brands')
    const card = (name: string) => within(screen.getByRole('article', { name }))

    const held = card('Held Co')
    expect(held.getByTestId('standing').textContent).toBe(H.badge)
    expect(
      held.getByText(
        'Since Nov 10, 2026: your listing of Insulated Bottle on Amazon is not compliant.',
      ),
    ).toBeTruthy()
    expect(held.getByText(H.cure)).toBeTruthy()
    expect(held.getByRole('link', { name: H.violationsLink }).getAttribute('href')).toBe(
      '/reseller/dashboard/compliance',
    )
    // The products stay open: their page explains the hold before anything is ordered.
    expect(held.getByRole('link', { name: T.viewProducts })).toBeTruthy()
    expect(
      card('Twice Held Co').getByText(
        'Since Nov 10, 2026: your listing of Insulated Bottle on Amazon and 2 more listings is not compliant.',
      ),
    ).toBeTruthy()
    // Without a hold, the card says Authorized, and nothing of a hold.
    expect(card('Calm Co').getByTestId('standing').textContent).toBe('Authorized')
    expect(card('Calm Co').queryByTestId('order-hold')).toBeNull()
    expect(card('Calm Co').queryByRole('link', { name: H.violationsLink })).toBeNull()
  })

  it('Apply Again sends a new proposal to the same route', async () => {
    const rejected = brand({
      name: 'Second Chance Co',
      standing: 'rejected',
      applicationStatus: 'rejected',
      applicationCreatedAt: daysBefore(9),
    })
    const fetch = renderAt('/reseller/dashboard/brands', (url) =>
      url.endsWith('/apply')
        ? json(
            {
              application: {
                id: crypto.randomUUID(),
                brandId: rejected.id,
                status: 'pending',
                createdAt: NOW,
                emailThreadId: 'app-1',
              },
              brandNotified: true,
            },
            201,
          )
        : json(answer([rejected])),
    )
    fireEvent.click(await screen.findByRole('button', { name: T.applyAgain }))
    fireEvent.change(screen.getByLabelText(T.proposalLabel), {
      target: { value: 'We grew since.' },
    })
    fireEvent.click(screen.getByRole('button', { name: T.submit }))
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).endsWith(`/${rejected.id}/apply`))).toBe(
        true,
      ),
    )
  })

  it('says which empty state applies', async () => {
    renderAt('/reseller/dashboard/brands?q=zzz&status=pending', () =>
      json(answer([], { filteredCount: 0 })),
    )
    expect(await screen.findByText(T.emptySearchAndFilters)).toBeTruthy()
    cleanup()
    renderAt('/reseller/dashboard/brands', () => json(answer([], { totalCount: 0 })))
    expect(await screen.findByText(T.emptyAll)).toBeTruthy()
  })

  it('passes the address’s filters to the API, and a chip changes them', async () => {
    const fetch = renderAt('/reseller/dashboard/brands?q=kitchen&page=2', () =>
      json(answer([brand({})], { filteredCount: 120 })),
    )
    await screen.findByText('Showing 120 of 120 brands · Page 2 of 3')
    expect(fetch.mock.calls[0]![0]).toBe('/api/reseller/brands?q=kitchen&page=2')
    fireEvent.click(screen.getByRole('button', { name: T.timeLabels.long_wait }))
    await vi.waitFor(() =>
      expect(fetch.mock.calls.at(-1)![0]).toBe('/api/reseller/brands?q=kitchen&time=long_wait'),
    )
  })

  it('shows the error alert with a retry', async () => {
    renderAt('/reseller/dashboard/brands', () =>
      json({ code: 'X', message: 'Database unavailable' }, 503),
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(T.errorTitle)).toBeTruthy()
    expect(within(alert).getByText('Database unavailable')).toBeTruthy()
    expect(within(alert).getByRole('button', { name: T.retry })).toBeTruthy()
  })
})
