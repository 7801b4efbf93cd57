import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { Toaster } from 'sonner'
import { afterEach, expect, test, vi } from 'vitest'
import { BRAND_ENTRY_TEXTS as T } from '#shared/brand-settings-texts.ts'
import type { BrandEntry } from './api.ts'
import { BrandEntryGate, type GateUser } from './brand-entry-gate.tsx'

const brandUser: GateUser = {
  email: 'bailey@example.com',
  role: 'brand',
  fullName: 'Bailey Brand',
  companyName: 'Bailey Goods',
}

const entry = (over: Partial<BrandEntry> = {}): BrandEntry => ({
  id: 'e1',
  name: 'Bailey Goods',
  contactEmail: 'bailey@example.com',
  logoUrl: null,
  pendingChange: null,
  isActive: true,
  websiteUrl: null,
  description: null,
  categories: [],
  department: null,
  submittedByBrand: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderGate(user: GateUser, isDashboard: boolean) {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <BrandEntryGate
          user={user}
          isDashboard={isDashboard}
          dashboardHeading="Dashboard"
          dashboardPath="/brand/dashboard"
        >
          <p>the screen</p>
        </BrandEntryGate>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  )
}

/** GET answers `current`; a POST creates the entry and answers it. */
function stubApi(current: BrandEntry | null) {
  const posts: unknown[] = []
  let stored = current
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/brand/entry' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { name: string }
        posts.push(body)
        stored = entry({ name: body.name, isActive: false, submittedByBrand: true })
        return new Response(JSON.stringify({ entry: stored }), { status: 201 })
      }
      if (url === '/api/brand/entry') return new Response(JSON.stringify({ entry: stored }))
      return new Response('{}', { status: 404 })
    }),
  )
  return posts
}

test('no entry: the dashboard becomes the explanation and the form; a submitted entry awaits review', async () => {
  const posts = stubApi(null)
  renderGate(brandUser, true)
  expect(await screen.findByText(T.missingTitle)).toBeTruthy()
  expect(screen.queryByText('the screen')).toBeNull()
  expect(screen.getByText(T.missingDescription(brandUser.email))).toBeTruthy()
  const name = screen.getByLabelText('Brand Name *')
  expect((name as HTMLInputElement).value).toBe('Bailey Goods')

  await userEvent.clear(name)
  await userEvent.click(screen.getByRole('button', { name: T.submit }))
  expect(await screen.findByText('Brand name is required')).toBeTruthy()
  expect(posts).toHaveLength(0)

  await userEvent.type(name, 'Bailey Kitchen')
  await userEvent.type(screen.getByLabelText('Categories'), 'Kitchen, Home')
  await userEvent.click(screen.getByRole('button', { name: T.submit }))
  await waitFor(() => expect(posts).toHaveLength(1))
  expect(posts[0]).toMatchObject({ name: 'Bailey Kitchen', categories: ['Kitchen', 'Home'] })
  expect(await screen.findByText(T.awaitingTitle)).toBeTruthy()
  expect(screen.getByText('the screen')).toBeTruthy()
})

test('no entry on another screen: a banner that leads to the dashboard, above the screen', async () => {
  stubApi(null)
  renderGate(brandUser, false)
  expect(await screen.findByText(T.bannerMissing)).toBeTruthy()
  expect(screen.getByRole('link', { name: T.bannerMissingAction }).getAttribute('href')).toBe(
    '/brand/dashboard',
  )
  expect(screen.getByText('the screen')).toBeTruthy()
})

test('an active entry shows the screen alone; an admin-deactivated one says so', async () => {
  stubApi(entry())
  renderGate(brandUser, true)
  expect(await screen.findByText('the screen')).toBeTruthy()
  await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled())
  expect(screen.queryByRole('status')).toBeNull()
  cleanup()

  stubApi(entry({ isActive: false }))
  renderGate(brandUser, false)
  expect(await screen.findByText(T.inactiveTitle)).toBeTruthy()
})

test('an admin visiting the portal is not a brand: no gate, no request', async () => {
  stubApi(null)
  renderGate({ ...brandUser, role: 'admin' }, true)
  expect(screen.getByText('the screen')).toBeTruthy()
  expect(fetch).not.toHaveBeenCalled()
})
