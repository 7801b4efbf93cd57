import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { track } from '../lib/track.ts'
import { SearchPanel } from './search-panel.tsx'

vi.mock('../lib/track.ts', () => ({ track: vi.fn() }))

let fetchMock: ReturnType<typeof vi.fn>

const brand = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  description: `${name} makes useful things.`,
  categories: ['Home', 'Kitchen', 'Garden', 'Outdoor'],
  department: 'Home & Garden',
  websiteUrl: null,
  logoUrl: null,
  approvalRate: 90,
  responseTime: 24,
  amazonAutoUngated: false,
  ...extra,
})

function json(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }))
}

function searchCalls(): URL[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/search')
}

beforeEach(() => {
  fetchMock = vi.fn((url: string) => {
    const q = new URL(url, 'http://localhost').searchParams.get('q')
    if (q === 'nothing') return json({ query: q, total: 0, results: [] })
    return json({
      query: q,
      total: 2,
      results: [
        brand('b1', '[DEMO] Northwind Goods', { amazonAutoUngated: true }),
        brand('b2', '<script>alert(1)</script>', { figuresFrom: 'decisions' }),
      ],
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  window.history.replaceState(null, '', '/search?q=northwnd')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.mocked(track).mockClear()
})

describe('the search page', () => {
  it('searches for ?q= after mount and shows ranked cards with the count', async () => {
    render(<SearchPanel />)
    expect(screen.getByRole('status').textContent).toContain('Searching')
    expect(await screen.findByText('2 brands found for “northwnd”')).toBeTruthy()
    expect((screen.getByLabelText('Search brands') as HTMLInputElement).value).toBe('northwnd')
    expect(searchCalls()[0]!.searchParams.get('q')).toBe('northwnd')
    const card = screen.getByRole('article', { name: '[DEMO] Northwind Goods' })
    expect(within(card).getByText('Auto-ungated on Amazon')).toBeTruthy()
    expect(within(card).getByText('Home & Garden')).toBeTruthy()
    expect(within(card).getByText('+1 more')).toBeTruthy()
    expect(within(card).getByText('90%')).toBeTruthy()
    expect(within(card).getByText('24 hours')).toBeTruthy()
    // Issue 13: figures an admin entered say so; a brand's own (5+ decisions) do not.
    expect(within(card).getByText('Listed by the marketplace')).toBeTruthy()
    const own = screen.getByRole('article', { name: '<script>alert(1)</script>' })
    expect(within(own).getByText('90%')).toBeTruthy()
    expect(within(own).queryByText('Listed by the marketplace')).toBeNull()
    // React renders a name as text: a script tag in it is shown, not run.
    expect(screen.getByRole('heading', { name: '<script>alert(1)</script>' })).toBeTruthy()
    expect(document.querySelector('script')).toBeNull()
    expect(track).toHaveBeenCalledWith('search_query', { q: 'northwnd', results: 2 })
  })

  it('a submitted search updates the URL and fetches again', async () => {
    const user = userEvent.setup()
    render(<SearchPanel />)
    await screen.findByText('2 brands found for “northwnd”')
    const box = screen.getByLabelText('Search brands')
    await user.clear(box)
    await user.type(box, 'nothing{Enter}')
    expect(await screen.findByRole('heading', { name: 'No brands match “nothing”' })).toBeTruthy()
    expect(window.location.search).toBe('?q=nothing')
    expect(screen.getByRole('link', { name: 'browse all brands' }).getAttribute('href')).toBe(
      '/search',
    )
  })

  it('a chip searches in place', async () => {
    const user = userEvent.setup()
    render(<SearchPanel />)
    await screen.findByText('2 brands found for “northwnd”')
    await user.click(screen.getByRole('link', { name: 'Fast Approval' }))
    expect(await screen.findByText('2 brands found for “quick approval brands”')).toBeTruthy()
    expect(window.location.search).toBe('?q=quick+approval+brands')
  })

  it('an error offers a retry that searches again', async () => {
    const user = userEvent.setup()
    fetchMock.mockImplementationOnce(() => json({ message: 'down' }, 500))
    render(<SearchPanel />)
    expect(await screen.findByText('We could not load the search results.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('2 brands found for “northwnd”')).toBeTruthy()
  })
})
