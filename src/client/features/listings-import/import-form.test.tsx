import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ImportPreview, ListingImportItem } from '#shared/protection-api.ts'
import type { SellerChoice } from './api.ts'
import { ImportListingsForm } from './import-form.tsx'

const BASE = '/api/brand/protection'

const SELLERS: SellerChoice[] = [
  {
    marketplace: 'amazon',
    sellerId: 'A2PRIME',
    name: 'Prime Resale',
    resellerId: 'r1',
    kind: 'reseller',
    storefront: null,
  },
  {
    marketplace: 'walmart',
    sellerId: '10001',
    name: 'Prime Resale',
    resellerId: 'r1',
    kind: 'reseller',
    storefront: null,
  },
  {
    marketplace: 'amazon',
    sellerId: 'A3HARBOR',
    name: 'Harbor Retail Co',
    resellerId: 'r2',
    kind: 'reseller',
    storefront: 'Harbor Deals',
  },
  {
    marketplace: 'amazon',
    sellerId: 'A9GREY',
    name: 'Grey Goods',
    resellerId: null,
    kind: 'storefront',
    storefront: 'Grey Goods',
  },
]

const amazonPreview = (ok: boolean): ImportPreview => ({
  format: { id: 'amazon_all_listings', label: 'Amazon All Listings Report', needsSeller: true },
  fileKind: 'delimited',
  header: ['item-name', 'price', 'asin1'],
  mapping: {},
  rememberedSource: null,
  mappingProblems: [],
  sample: ok
    ? [{ line: 2, ok: true, text: 'Insulated Bottle · $19.99 · Prime Resale' }]
    : [{ line: 2, ok: false, text: 'This report has no seller column: say whose report it is' }],
})

const mappedPreview = (over: Partial<ImportPreview> = {}): ImportPreview => ({
  format: null,
  fileKind: 'delimited',
  header: ['Store', 'Seller', 'Item', 'Barcode', 'Our price', 'Seen'],
  mapping: { sellerName: 'Seller', gtin: 'Barcode' },
  rememberedSource: null,
  mappingProblems: ['Choose the column with the price'],
  sample: [{ line: 2, ok: false, text: 'Choose the column with the price' }],
  ...over,
})

const ITEM: ListingImportItem = {
  id: 'imp-1',
  source: 'amazon_all_listings',
  label: 'all.txt',
  status: 'complete',
  startedAt: '2026-11-20T10:00:00.000Z',
  finishedAt: '2026-11-20T10:00:02.000Z',
  startedBy: 'Blake Brand',
  observedAt: '2026-11-20T10:00:00.000Z',
  fileBytes: 120,
  summary: {
    rowsRead: 3,
    matched: 2,
    unmatched: 0,
    rejected: 1,
    rejections: [{ reason: 'Price is not a number', count: 1, rows: [4] }],
    duplicates: 0,
    findingsOpened: { map_violation: 1 },
    findingsClosed: 0,
    stale: 0,
    durationMs: 900,
  },
  error: null,
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** An XMLHttpRequest that answers the import with `status` and `body`. */
function fakeXhr(status: number, body: string) {
  const sent: { url: string; body: unknown }[] = []
  class FakeXhr {
    status = 0
    responseText = ''
    withCredentials = false
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null }
    onprogress: (() => void) | null = null
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    private url = ''
    open(_method: string, url: string) {
      this.url = url
    }
    setRequestHeader() {}
    send(payload: unknown) {
      sent.push({ url: this.url, body: payload })
      setTimeout(() => {
        this.upload.onprogress?.({ loaded: 10, total: 10, lengthComputable: true } as ProgressEvent)
        this.status = status
        this.responseText = body
        this.onprogress?.()
        this.onload?.()
      }, 0)
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  return sent
}

function renderForm(fetchMock: ReturnType<typeof vi.fn>, onImported = vi.fn()) {
  vi.stubGlobal('fetch', fetchMock)
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <ImportListingsForm
          base={BASE}
          sellers={SELLERS}
          onImported={onImported}
          doneLink={{ to: '/brand/dashboard/protection', label: 'See the findings' }}
          unmatchedHint
        />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return onImported
}

const previewUrls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((u) => u.pathname === `${BASE}/imports/preview`)

const importButton = () =>
  screen.getByRole('button', { name: 'Import listings' }) as HTMLButtonElement

const file = (name: string, text = 'a\tb\n1\t2\n') => new File([text], name, { type: 'text/plain' })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// Each test waits out the form's pauses (the mapping is checked once the brand stops changing it).
describe('ImportListingsForm', { timeout: 20_000 }, () => {
  it('detects a seller’s own report, asks whose it is, imports it and shows the summary', async () => {
    const user = userEvent.setup()
    const fetchMock = vi.fn(async (url: string) =>
      json(amazonPreview(new URL(url, 'http://x').searchParams.has('sellerId'))),
    )
    const sent = fakeXhr(
      201,
      [
        { type: 'started', importId: 'imp-1' },
        { type: 'progress', rowsRead: 3, stored: 2, rejected: 1, bytes: 10, totalBytes: 10 },
        { type: 'detecting', rowsRead: 3 },
        { type: 'done', import: ITEM },
      ]
        .map((l) => JSON.stringify(l))
        .join('\n'),
    )
    const onImported = renderForm(fetchMock)

    await user.upload(screen.getByLabelText('Listings file'), file('all.txt'))
    expect(await screen.findByText('Amazon All Listings Report detected')).toBeTruthy()
    expect(previewUrls(fetchMock)[0]!.searchParams.get('complete')).toBe('true')
    expect(screen.getByText('Refused')).toBeTruthy()

    // Only the report's marketplace's sellers are offered.
    const seller = screen.getByRole('combobox', { name: 'Seller' })
    expect(within(seller).queryByRole('option', { name: /10001/ })).toBeNull()
    // Authorized resellers by company (a storefront named otherwise says so), apart from the
    // other storefronts seen.
    const resellers = within(seller).getByRole('group', { name: 'Authorized resellers' })
    expect(
      within(resellers)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Prime Resale (A2PRIME)', 'Harbor Retail Co (A3HARBOR, storefront Harbor Deals)'])
    const others = within(seller).getByRole('group', { name: 'Other storefronts seen' })
    expect(
      within(others)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Grey Goods (A9GREY)'])

    await user.click(screen.getByRole('button', { name: 'Import listings' }))
    expect(await screen.findByText('Choose whose listings these are.')).toBeTruthy()
    expect(sent).toEqual([])

    await user.selectOptions(seller, 'Prime Resale (A2PRIME)')
    // The rows are read again with the seller.
    expect(await screen.findByText('Imports')).toBeTruthy()
    expect(previewUrls(fetchMock).at(-1)!.searchParams.get('sellerId')).toBe('A2PRIME')

    await user.click(screen.getByRole('button', { name: 'Import listings' }))
    const done = await screen.findByRole('region', { name: 'Import complete' })
    expect(within(done).getByText('1 MAP violation')).toBeTruthy()
    expect(within(done).getByText('Price is not a number: 1 row')).toBeTruthy()
    expect(within(done).getByText(/Row 4/)).toBeTruthy()
    expect(within(done).getByRole('link', { name: 'See the findings' }).getAttribute('href')).toBe(
      '/brand/dashboard/protection',
    )
    const query = new URL(sent[0]!.url, 'http://x').searchParams
    expect(Object.fromEntries(query)).toMatchObject({
      fileName: 'all.txt',
      sellerId: 'A2PRIME',
      sellerName: 'Prime Resale',
      marketplace: 'amazon',
    })
    expect(Number.isNaN(Date.parse(query.get('observedAt')!))).toBe(false)
    expect(sent[0]!.body).toBeInstanceOf(File)
    expect(onImported).toHaveBeenCalled()
  })

  it('says why the server refused the file and keeps the file and settings', async () => {
    const user = userEvent.setup()
    const fetchMock = vi.fn(async () =>
      json({
        ...amazonPreview(true),
        format: { ...amazonPreview(true).format!, needsSeller: false },
      }),
    )
    fakeXhr(
      413,
      JSON.stringify({
        code: 'LISTINGS_FILE_TOO_LARGE',
        message: 'The file is larger than 512 MB.',
      }),
    )
    renderForm(fetchMock)
    await user.upload(screen.getByLabelText('Listings file'), file('keepa.csv'))
    await screen.findByText('Amazon All Listings Report detected')
    await user.click(screen.getByRole('button', { name: 'Import listings' }))
    expect(await screen.findByText('The file is larger than 512 MB.')).toBeTruthy()
    expect(screen.getByText('keepa.csv (1 KB)')).toBeTruthy()
    expect(importButton().disabled).toBe(false)
  })

  it('maps the columns of an unknown file, shows what is missing as it changes, and remembers it', async () => {
    const user = userEvent.setup()
    const fetchMock = vi.fn(async (url: string) => {
      const mapping = new URL(url, 'http://x').searchParams.get('mapping')
      return json(
        mapping && JSON.parse(mapping).price
          ? mappedPreview({
              mapping: JSON.parse(mapping),
              mappingProblems: [],
              sample: [{ line: 2, ok: true, text: 'Bottle · $12.50' }],
            })
          : mappedPreview(),
      )
    })
    const sent = fakeXhr(
      201,
      JSON.stringify({ type: 'done', import: { ...ITEM, source: 'mapped' } }),
    )
    renderForm(fetchMock)

    await user.upload(screen.getByLabelText('Listings file'), file('own.csv'))
    const mapping = await screen.findByRole('group', { name: 'Which column holds what?' })
    expect(
      (within(mapping).getByRole('combobox', { name: 'GTIN (UPC or EAN)' }) as HTMLSelectElement)
        .value,
    ).toBe('Barcode')
    expect(screen.getByText('Choose the column with the price', { selector: 'li' })).toBeTruthy()
    expect(importButton().disabled).toBe(true)

    await user.selectOptions(within(mapping).getByRole('combobox', { name: 'Price' }), 'Our price')
    await user.selectOptions(
      within(mapping).getByRole('combobox', { name: 'Marketplace' }),
      'Store',
    )
    expect(await screen.findByText('The mapping reads this file.')).toBeTruthy()
    expect(screen.getByText('Bottle · $12.50')).toBeTruthy()
    await user.type(screen.getByLabelText('Remember this mapping as'), 'Weekly crawl')
    await user.click(screen.getByRole('button', { name: 'Import listings' }))
    await screen.findByRole('region', { name: 'Import complete' })

    const query = new URL(sent[0]!.url, 'http://x').searchParams
    expect(JSON.parse(query.get('mapping')!)).toEqual({
      sellerName: 'Seller',
      gtin: 'Barcode',
      price: 'Our price',
      marketplace: 'Store',
    })
    expect(query.get('sourceName')).toBe('Weekly crawl')
  })

  it('reads a file with a remembered mapping without asking', async () => {
    const user = userEvent.setup()
    renderForm(
      vi.fn(async () =>
        json(
          mappedPreview({
            mapping: { marketplace: 'Store', price: 'Our price', gtin: 'Barcode' },
            rememberedSource: 'Weekly crawl',
            mappingProblems: [],
            sample: [{ line: 2, ok: true, text: 'Bottle · $12.50' }],
          }),
        ),
      ),
    )
    await user.upload(screen.getByLabelText('Listings file'), file('own-2.csv'))
    expect(await screen.findByText('Using your saved mapping for Weekly crawl')).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Which column holds what?' })).toBeNull()
    await waitFor(() => expect(importButton().disabled).toBe(false))
    await user.click(screen.getByRole('button', { name: 'Change the mapping' }))
    expect(screen.getByRole('group', { name: 'Which column holds what?' })).toBeTruthy()
    expect((screen.getByLabelText('Remember this mapping as') as HTMLInputElement).value).toBe(
      'Weekly crawl',
    )
  })

  it('shows the server’s reason for a file it cannot read, and offers no import', async () => {
    const user = userEvent.setup()
    renderForm(
      vi.fn(async () =>
        json(
          {
            code: 'LISTINGS_INVALID_FILE',
            message: 'This file cannot be read as a listings file.',
          },
          400,
        ),
      ),
    )
    await user.upload(screen.getByLabelText('Listings file'), file('garbage.csv', '\u0000\u0001'))
    expect(await screen.findByText('This file cannot be read as a listings file.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Read the file again' })).toBeNull()
    expect(importButton().disabled).toBe(true)
  })
})
