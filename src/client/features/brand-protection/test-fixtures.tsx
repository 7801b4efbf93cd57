/**
 * Answers of the Brand Protection API as the component tests use them, and a render helper with
 * a router (the list keeps its state in the URL) and a fresh query client.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import type { FindingDetail, FindingListItem, InvestigationDetail } from '#shared/protection-api.ts'
import type { BrandFindingsPage } from './api.ts'

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

export const ENTRY = { id: '00000000-0000-4000-8000-0000000000e1', name: 'Northwind' }

export const MAP_FINDING: FindingListItem = {
  id: '00000000-0000-4000-8000-0000000000f1',
  kind: 'map_violation',
  status: 'open',
  marketplace: 'amazon',
  product: { id: 'p1', name: 'Insulated Bottle', sku: 'NW-BTL' },
  listing: {
    id: 'B0BOTTLE01',
    title: 'Insulated Bottle 24 oz',
    url: 'https://www.amazon.com/dp/B0BOTTLE01',
  },
  seller: { name: 'Prime Outlet', sellerId: 'A2PRIME', groupId: 1 },
  reseller: { id: 'r1', company: 'Prime Resale' },
  advertisedPrice: '19.99',
  mapPrice: '24.99',
  currency: 'USD',
  atRisk: '60.00',
  openedAt: '2026-11-20T10:00:00.000Z',
  lastObservedAt: '2026-11-21T10:00:00.000Z',
  closedAt: null,
  step: 'notice',
  deadline: '2026-11-24T10:00:00.000Z',
  disputeStatus: null,
  markedFixedAt: null,
  investigationId: null,
  source: 'amazon_all_listings',
  foundAt: '2026-11-20T10:00:00.000Z',
}

export const UNKNOWN_FINDING: FindingListItem = {
  ...MAP_FINDING,
  id: '00000000-0000-4000-8000-0000000000f2',
  kind: 'unauthorized_seller',
  product: { id: 'p2', name: 'Trail Lamp', sku: 'NW-LMP' },
  seller: { name: 'Deal Hunter', sellerId: 'A9DEAL', groupId: 2 },
  reseller: null,
  advertisedPrice: '35.00',
  mapPrice: '39.99',
  step: null,
  deadline: null,
  investigationId: '00000000-0000-4000-8000-0000000000a1',
}

export const PAGE: BrandFindingsPage = {
  entry: ENTRY,
  items: [MAP_FINDING],
  total: 1,
  page: 1,
  pageSize: 25,
  openCounts: { map_violation: 1, scope_violation: 0, unauthorized_seller: 3 },
  resellers: [{ id: 'r1', company: 'Prime Resale' }],
  recalculating: false,
  openAtRisk: '124.95',
  openInvestigations: 1,
  openUnauthorizedSellers: 2,
  hasListings: true,
}

export const DETAIL: FindingDetail = {
  finding: { ...MAP_FINDING, step: null, deadline: null, quantity: 12, closedReason: null },
  evidence: [
    {
      importId: 'i1',
      importLabel: 'all-listings.txt',
      source: 'amazon_all_listings',
      rowNo: 2,
      observedAt: '2026-11-20T10:00:00.000Z',
      recordedAt: '2026-11-20T10:01:00.000Z',
      verdict: 'map_violation',
      advertisedPrice: '19.99',
      mapPrice: '24.99',
      currency: 'USD',
      rule: 'Advertised $19.99 is below the MAP of $24.99',
      rawSha256: 'a'.repeat(64),
      raw: 'Insulated Bottle\tR-BTL\t19.99',
    },
  ],
  actions: [],
  enforcement: {
    ladder: [
      { step: 'notice', cureDays: 2 },
      { step: 'second_notice', cureDays: 2 },
      { step: 'order_hold', cureDays: 5 },
    ],
    nextStep: 'notice',
    blockedReason: null,
  },
}

export const INVESTIGATION: InvestigationDetail = {
  investigation: {
    id: '00000000-0000-4000-8000-0000000000a1',
    status: 'open',
    sellerName: 'Deal Hunter',
    storefronts: 1,
    marketplaces: ['amazon'],
    openListings: 1,
    firstSeenAt: '2026-11-20T10:00:00.000Z',
    lastSeenAt: '2026-11-21T10:00:00.000Z',
    topCandidate: {
      company: 'Walmart Wholesale',
      score: 82,
      reason: 'Ordered 40 units of 1 listed product 6 days before the seller was first seen.',
    },
    updatedAt: '2026-11-21T10:00:00.000Z',
    notes: null,
    sourceReseller: null,
  },
  storefronts: [
    {
      id: 7,
      marketplace: 'amazon',
      sellerId: 'A9DEAL',
      name: 'Deal Hunter',
      businessName: null,
      businessAddress: null,
      firstSeenAt: '2026-11-20T10:00:00.000Z',
      lastSeenAt: '2026-11-21T10:00:00.000Z',
    },
  ],
  listings: [
    {
      findingId: UNKNOWN_FINDING.id,
      product: 'Trail Lamp',
      marketplace: 'amazon',
      listingId: 'B0LAMP0001',
      url: null,
      advertisedPrice: '35.00',
      mapPrice: '39.99',
      currency: 'USD',
      quantity: null,
      firstSeenAt: '2026-11-20T10:00:00.000Z',
      lastObservedAt: '2026-11-21T10:00:00.000Z',
      status: 'open',
    },
  ],
  candidates: [
    {
      resellerId: 'r2',
      company: 'Walmart Wholesale',
      email: 'buyer@example.com',
      score: 82,
      productsBought: 1,
      productsListed: 1,
      unitsBought: 40,
      unitsListed: 0,
      lastPurchaseAt: '2026-11-01T10:00:00.000Z',
      authorization: { status: 'active', marketplaces: ['walmart'] },
      reasons: [
        {
          kind: 'bought_listed_products',
          text: 'Bought 1 product of the 1 product this seller lists: Trail Lamp.',
        },
        {
          kind: 'excluded_marketplace',
          text: 'Its authorization does not cover Amazon, where this seller lists.',
        },
      ],
    },
  ],
  events: [],
}

/** Renders `element` at `path` (matched by `pattern`) with `fetchMock` as the network. */
export function renderScreen(
  element: ReactNode,
  fetchMock: ReturnType<typeof vi.fn>,
  { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {},
) {
  vi.stubGlobal('fetch', fetchMock)
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] })
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

/** The calls made with `method`, as [url, parsed body]. */
export const callsOf = (fetchMock: ReturnType<typeof vi.fn>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === method)
    .map(([url, init]) => [String(url), JSON.parse(String((init as RequestInit).body)) as unknown])
