import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RESELLER_HUB_TEXTS } from '#shared/reseller-hub-texts.ts'
import { RESELLER_APPLICATION_MESSAGES as M } from '#shared/schemas/public.ts'
import { showToast } from '../lib/toast.ts'
import { ApplicationForm } from './application-form.tsx'

vi.mock('../lib/toast.ts', () => ({ showToast: vi.fn() }))

let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  // jsdom does not lay out, so scrolling to a field is a no-op there.
  Element.prototype.scrollIntoView = vi.fn()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.mocked(showToast).mockClear()
})

const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }))

const PDF = new File(['%PDF-1.4\n%%EOF\n'], 'license.pdf', { type: 'application/pdf' })

async function fillAll(user: ReturnType<typeof userEvent.setup>, companyName = 'Acme Retail') {
  await user.type(screen.getByLabelText('Company Name'), companyName)
  await user.type(screen.getByLabelText('Your Name'), 'Ann Lee')
  await user.type(screen.getByLabelText('Email'), 'ann@example.com')
  await user.type(screen.getByLabelText('Phone'), '+1 555 010 0199')
  await user.selectOptions(screen.getByLabelText('Business type'), 'llc')
  await user.type(screen.getByLabelText('Amazon store link'), 'https://www.amazon.com/sp?seller=A1')
  await user.click(screen.getByLabelText('Toys'))
  await user.selectOptions(screen.getByLabelText('Monthly sales volume'), '10k_50k')
  await user.upload(screen.getByLabelText('Verification document (PDF, max 10 MB)'), PDF)
}

describe('the reseller application form', () => {
  it('renders every field of the payload with the budget preselected', () => {
    render(<ApplicationForm />)
    for (const label of [
      'Company Name',
      'Your Name',
      'Email',
      'Phone',
      'LinkedIn (optional)',
      'Business type',
      'EIN / Tax ID (optional)',
      'Amazon store link',
      'Walmart store link',
      'eBay store link',
      'Monthly sales volume',
      'Seller feedback score (optional)',
      'Wholesale budget',
      'Verification document (PDF, max 10 MB)',
    ])
      expect(screen.getByLabelText(label)).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Product categories' })).toBeTruthy()
    expect((screen.getByLabelText('Wholesale budget') as HTMLSelectElement).value).toBe('under_5k')
    expect(
      (screen.getByLabelText('Verification document (PDF, max 10 MB)') as HTMLInputElement).accept,
    ).toBe('application/pdf,.pdf')
  })

  it('shows the messages under the fields and focuses the first invalid one', async () => {
    const user = userEvent.setup()
    render(<ApplicationForm />)
    await user.click(screen.getByRole('button', { name: RESELLER_HUB_TEXTS.submit }))
    expect(await screen.findByText(M.companyName)).toBeTruthy()
    for (const message of [
      M.contactName,
      M.email,
      M.businessType,
      M.categories,
      M.atLeastOneStore,
      M.document,
    ])
      expect(screen.getByText(message)).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Company Name'))
    expect(screen.getByLabelText('Company Name').getAttribute('aria-invalid')).toBe('true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('submits once, shows the success panel and says a confirmation mail went out', async () => {
    const user = userEvent.setup()
    let answer: (r: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    render(<ApplicationForm />)
    await fillAll(user)
    const submit = screen.getByRole('button', { name: RESELLER_HUB_TEXTS.submit })
    await user.click(submit)
    const busy = await screen.findByRole('button', { name: RESELLER_HUB_TEXTS.submitting })
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    await user.click(busy)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/reseller-applications')
    const body = init.body as FormData
    expect(JSON.parse(body.get('application') as string)).toMatchObject({
      companyName: 'Acme Retail',
      productCategories: ['toys'],
      wholesaleBudget: 'under_5k',
    })
    expect((body.get('document') as File).name).toBe('license.pdf')
    answer(new Response(JSON.stringify({ success: true, id: 'a1' }), { status: 201 }))
    expect(await screen.findByRole('heading', { name: 'Application received' })).toBeTruthy()
    expect(screen.getByText(/within 1-3 business days/)).toBeTruthy()
    expect(screen.getByText('ann@example.com')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Request Account Access' }).getAttribute('href')).toBe(
      '/reseller/login',
    )
  })

  it('a retry of the same form sends the same Idempotency-Key; a changed form a new one', async () => {
    const user = userEvent.setup()
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    render(<ApplicationForm />)
    await fillAll(user)
    const submit = screen.getByRole('button', { name: RESELLER_HUB_TEXTS.submit })
    const keyOf = (call: number) =>
      new Headers((fetchMock.mock.calls[call] as [string, RequestInit])[1].headers).get(
        'idempotency-key',
      )
    await user.click(submit)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    await screen.findByRole('button', { name: RESELLER_HUB_TEXTS.submit })
    // The answer was lost: trying again is a repeat of the same submission.
    await user.click(screen.getByRole('button', { name: RESELLER_HUB_TEXTS.submit }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/)
    expect(keyOf(1)).toBe(keyOf(0))
    // Different entries are a different submission.
    await screen.findByRole('button', { name: RESELLER_HUB_TEXTS.submit })
    await user.type(screen.getByLabelText('Company Name'), ' Group')
    fetchMock.mockReturnValue(reply(201, { success: true, id: 'a1' }))
    await user.click(screen.getByRole('button', { name: RESELLER_HUB_TEXTS.submit }))
    expect(await screen.findByRole('heading', { name: 'Application received' })).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(keyOf(2)).toMatch(/^[0-9a-f-]{36}$/)
    expect(keyOf(2)).not.toBe(keyOf(0))
  })

  it('any other answer from a failing server is a failure with the form kept', async () => {
    const user = userEvent.setup()
    fetchMock.mockReturnValue(reply(502, { message: 'Bad gateway' }))
    render(<ApplicationForm />)
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: RESELLER_HUB_TEXTS.submit }))
    await waitFor(() => expect(showToast).toHaveBeenCalled())
    expect(screen.queryByRole('heading', { name: 'Application received' })).toBeNull()
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.com')
  })

  it('shows the duplicate message and keeps everything typed', async () => {
    const user = userEvent.setup()
    fetchMock.mockReturnValue(reply(409, { code: 'DUPLICATE_APPLICATION', message: M.duplicate }))
    render(<ApplicationForm />)
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: RESELLER_HUB_TEXTS.submit }))
    expect(await screen.findByText(M.duplicate)).toBeTruthy()
    expect((screen.getByLabelText('Company Name') as HTMLInputElement).value).toBe('Acme Retail')
    expect((screen.getByLabelText('Toys') as HTMLInputElement).checked).toBe(true)
  })

  it('puts a 415 on the document field', async () => {
    const user = userEvent.setup()
    fetchMock.mockReturnValue(reply(415, { message: 'Not a PDF' }))
    render(<ApplicationForm />)
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: RESELLER_HUB_TEXTS.submit }))
    expect(await screen.findByText(M.documentType)).toBeTruthy()
    expect(document.activeElement).toBe(
      screen.getByLabelText('Verification document (PDF, max 10 MB)'),
    )
  })

  it('a network failure is a toast, and the form stays as it was', async () => {
    const user = userEvent.setup()
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    render(<ApplicationForm />)
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: RESELLER_HUB_TEXTS.submit }))
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', 'Submission failed', {
        description: RESELLER_HUB_TEXTS.failedNetwork,
      }),
    )
    expect(screen.getByRole('alert').textContent).toContain(RESELLER_HUB_TEXTS.failedNetwork)
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.com')
    expect(screen.getByRole('button', { name: RESELLER_HUB_TEXTS.submit })).toBeTruthy()
  })

  it('checks a chosen file at once', async () => {
    const user = userEvent.setup({ applyAccept: false })
    render(<ApplicationForm />)
    await user.upload(
      screen.getByLabelText('Verification document (PDF, max 10 MB)'),
      new File(['hello'], 'notes.pdf', { type: 'application/pdf' }),
    )
    expect(await screen.findByText(M.documentType)).toBeTruthy()
  })

  it('checks a file chosen before the form’s code arrived, once it hydrates', async () => {
    // The prerendered markup, as the page ships it; the visitor picks a file before hydration.
    const container = document.createElement('div')
    container.innerHTML = renderToString(<ApplicationForm />)
    document.body.append(container)
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!
    const picked = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    Object.defineProperty(input, 'files', {
      value: Object.assign([picked], { item: () => picked }),
    })

    render(<ApplicationForm />, { container, hydrate: true })
    expect(await screen.findByText(M.documentType)).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })
})
