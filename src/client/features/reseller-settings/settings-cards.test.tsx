import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RESELLER_APPLICATION_MESSAGES as HUB } from '#shared/schemas/public.ts'
import { RESELLER_SETTINGS_TOASTS as TOASTS } from '#shared/reseller-settings-texts.ts'
import type { ResellerSettings } from './api.ts'
import { BusinessCards, ProfileCards } from './settings-cards.tsx'

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const saved: ResellerSettings = {
  email: 'riley@example.com',
  status: 'approved',
  applicationStatus: 'approved',
  profile: { fullName: 'Riley Reseller', companyName: 'Riley Retail', bio: '' },
  contact: { phone: '+1 555 010 2000', linkedin: '' },
  marketplace: { amazonSellerId: 'A1RILEY', walmartSellerId: '', ebaySellerId: '' },
  business: { companyName: 'Riley Retail', businessType: 'llc', einNumber: '' },
  salesVolume: '10k_50k',
  wholesaleBudget: 'under_5k',
  productCategories: ['beauty'],
}

/** Renders the cards over a fetch that answers PATCHes with `answer` (the record or an error). */
function renderCards(
  cards: 'profile' | 'business',
  answer: (body: Record<string, unknown>) => Response,
) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    answer(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>),
  )
  vi.stubGlobal('fetch', fetch)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Cards = cards === 'profile' ? ProfileCards : BusinessCards
  render(
    <QueryClientProvider client={client}>
      <Cards settings={saved} />
    </QueryClientProvider>,
  )
  return fetch
}

const card = (name: string) => screen.getByRole('region', { name })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('reseller settings edit cards (001 §4.8)', () => {
  it('Cancel restores the saved values and sends nothing', () => {
    const fetch = renderCards('profile', () => new Response('{}'))
    const contact = card('Contact Information')
    expect(within(contact).getByText('+1 555 010 2000')).toBeTruthy()
    fireEvent.click(within(contact).getByRole('button', { name: 'Edit' }))
    fireEvent.change(within(contact).getByLabelText('Phone'), {
      target: { value: '+44 20 7946 0000' },
    })
    fireEvent.click(within(contact).getByRole('button', { name: 'Cancel' }))
    expect(within(contact).getByText('+1 555 010 2000')).toBeTruthy()
    expect(within(contact).queryByText('+44 20 7946 0000')).toBeNull()
    fireEvent.click(within(contact).getByRole('button', { name: 'Edit' }))
    expect((within(contact).getByLabelText('Phone') as HTMLInputElement).value).toBe(
      '+1 555 010 2000',
    )
    expect(fetch).not.toHaveBeenCalled()
  })

  it('Save sends the card, returns to the view and shows the spec’s toast', async () => {
    const fetch = renderCards(
      'profile',
      (body) =>
        new Response(
          JSON.stringify({ settings: { ...saved, contact: { ...saved.contact, ...body } } }),
        ),
    )
    const contact = card('Contact Information')
    fireEvent.click(within(contact).getByRole('button', { name: 'Edit' }))
    fireEvent.change(within(contact).getByLabelText('Phone'), {
      target: { value: '+44 20 7946 0000' },
    })
    fireEvent.click(within(contact).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(TOASTS.success, {
        description: TOASTS.saved.contact,
      }),
    )
    expect(fetch).toHaveBeenCalledWith('/api/reseller/settings/contact', expect.anything())
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      phone: '+44 20 7946 0000',
      linkedin: '',
    })
    expect(within(contact).queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('an invalid value shows the §5 message beside the field and is not sent', async () => {
    const fetch = renderCards('profile', () => new Response('{}'))
    const contact = card('Contact Information')
    fireEvent.click(within(contact).getByRole('button', { name: 'Edit' }))
    fireEvent.change(within(contact).getByLabelText('Phone'), { target: { value: 'call me' } })
    fireEvent.click(within(contact).getByRole('button', { name: 'Save' }))
    expect(await within(contact).findByText(HUB.phone)).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('a refused save keeps the edited values and names the card in the failure toast', async () => {
    renderCards(
      'business',
      () =>
        new Response(JSON.stringify({ code: 'VALIDATION_ERROR', message: 'Something is off' }), {
          status: 400,
        }),
    )
    const budget = card('Wholesale Budget')
    fireEvent.click(within(budget).getByRole('button', { name: 'Edit' }))
    fireEvent.change(within(budget).getByLabelText('Wholesale Budget'), {
      target: { value: '25k_50k' },
    })
    fireEvent.click(within(budget).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(TOASTS.failed.wholesaleBudget, {
        description: 'Something is off',
      }),
    )
    expect((within(budget).getByLabelText('Wholesale Budget') as HTMLSelectElement).value).toBe(
      '25k_50k',
    )
  })

  it('a failed Profile Information save says Error with the spec’s line', async () => {
    renderCards('profile', () => {
      throw new TypeError('boom')
    })
    const profile = card('Profile Information')
    fireEvent.click(within(profile).getByRole('button', { name: 'Edit' }))
    fireEvent.click(within(profile).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(TOASTS.profileFailed, {
        description: TOASTS.profileFailedDescription,
      }),
    )
  })
})
