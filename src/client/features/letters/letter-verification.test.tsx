import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LetterVerification as Answer } from '#shared/schemas/letters.ts'
import { LetterDownloadLink } from './letter-download-link.tsx'
import { LetterVerification, LetterVerificationView } from './letter-verification.tsx'

const CODE = 'AbCdEfGhIjKlMnOpQrStUv~AbCdEfGhIjKlMnOpQrStUv'
const letter = {
  brandName: 'Northwind',
  licensee: 'Prime Resale LLC',
  marketplaces: [
    { marketplace: 'amazon' as const, sellerId: 'A1SELLER' },
    { marketplace: 'walmart' as const, sellerId: '10001' },
  ],
  startsAt: '2026-01-05T10:00:00.000Z',
  endsAt: null,
  issuedAt: '2026-02-01T09:30:00.000Z',
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const show = (verification: Answer) =>
  render(<LetterVerificationView verification={verification} code={CODE} />)

describe('the /verify verdict', () => {
  it('says Valid and shows what the letter states', () => {
    show({ result: 'valid', letter })
    expect(screen.getByRole('heading', { name: 'Valid' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain(
      "Prime Resale LLC is authorized to resell Northwind's products",
    )
    const details = screen.getByRole('region', { name: 'What the letter states' })
    expect(within(details).getByText('Northwind')).toBeTruthy()
    expect(within(details).getByText('Prime Resale LLC')).toBeTruthy()
    expect(details.textContent).toContain('Amazon: A1SELLER')
    expect(details.textContent).toContain('Walmart: 10001')
    expect(details.textContent).toContain('From 2026-01-05 until revoked')
    expect(details.textContent).toContain('2026-02-01')
    expect(details.textContent).toContain(CODE)
  })

  it('says Not valid with the status and the date since', () => {
    show({ result: 'revoked', since: '2026-11-25T16:00:00.000Z', letter })
    expect(screen.getByRole('heading', { name: 'Not valid: revoked on 2026-11-25' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Valid' })).toBeNull()
    cleanup()
    show({ result: 'suspended', since: '2026-03-02T00:00:00.000Z', letter })
    expect(screen.getByRole('heading', { name: 'Not valid: suspended on 2026-03-02' })).toBeTruthy()
    cleanup()
    show({
      result: 'expired',
      since: '2027-01-05T10:00:00.000Z',
      letter: { ...letter, endsAt: '2027-01-05T10:00:00.000Z' },
    })
    expect(screen.getByRole('heading', { name: 'Not valid: expired on 2027-01-05' })).toBeTruthy()
    expect(screen.getByText('From 2026-01-05 to 2027-01-05')).toBeTruthy()
    cleanup()
    show({ result: 'superseded', letter })
    expect(screen.getByRole('heading', { name: 'Not valid: superseded' })).toBeTruthy()
    expect(screen.getByText(/Ask the reseller for their current letter/)).toBeTruthy()
  })

  it('says a letter of a reseller banned by the marketplace is not valid, and why', () => {
    show({ result: 'account_suspended', letter })
    expect(
      screen.getByRole('heading', { name: 'Not valid: account suspended by the marketplace' }),
    ).toBeTruthy()
    expect(screen.getByRole('status').dataset.result).toBe('account_suspended')
    expect(screen.getByText(/The marketplace has suspended the reseller's account/)).toBeTruthy()
  })

  it('says an unknown code is not valid and shows no letter', () => {
    show({ result: 'unknown' })
    expect(
      screen.getByRole('heading', { name: 'This verification code is not valid' }),
    ).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'What the letter states' })).toBeNull()
  })

  it('asks the server about the code in the address', async () => {
    const fetchMock = vi.fn(async () => Response.json({ result: 'valid', letter } satisfies Answer))
    vi.stubGlobal('fetch', fetchMock)
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LetterVerification code={CODE} />
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Valid' })).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/letters/${encodeURIComponent(CODE)}`,
      expect.anything(),
    )
  })
})

describe('the download link', () => {
  it("points at the reseller's letter for the brand and downloads it", () => {
    render(<LetterDownloadLink brandEntryId="7d1c4f4e-0a57-4b9a-9a51-3f3f0c0f5a10" />)
    const link = screen.getByRole('link', { name: 'Download Letter of Authorization' })
    expect(link.getAttribute('href')).toBe(
      '/api/reseller/brands/7d1c4f4e-0a57-4b9a-9a51-3f3f0c0f5a10/letter',
    )
    expect(link.hasAttribute('download')).toBe(true)
  })
})
