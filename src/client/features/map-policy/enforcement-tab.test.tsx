import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_LADDER,
  DEFAULT_TEMPLATES,
  NOTICE_PLACEHOLDERS,
} from '#shared/enforcement-texts.ts'
import type { EnforcementSettingsView } from '#shared/protection-api.ts'
import type { EnforcementView, NoticeSample } from './api.ts'
import { EnforcementTab, previewValues, draftOf } from './enforcement-tab.tsx'
import { json, renderWithFetch, routedFetch, sent } from './test-render.tsx'

const SETTINGS: EnforcementSettingsView = {
  ladder: DEFAULT_LADDER.map((s) => ({ ...s })),
  templates: { ...DEFAULT_TEMPLATES },
  autoFirstNotice: false,
  customised: false,
  placeholders: NOTICE_PLACEHOLDERS,
}
const VIEW: EnforcementView = { entry: { id: 'e1', name: 'Northwind' }, settings: SETTINGS }

const SAMPLE: NoticeSample = {
  sample: {
    findingId: 'f1',
    values: {
      reseller: 'Prime Resale',
      brand: 'Northwind',
      product: 'Copper Kettle',
      marketplace: 'Amazon',
      listing: 'B0KETTLE01',
      advertised: '$49.00',
      map: '$59.99',
      observed: 'November 20, 2026',
      rule: 'Advertised $49.00 is below the MAP of $59.99',
      evidence: 'all.txt, row 2',
    },
  },
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the Enforcement tab (issue 14 item 5)', () => {
  it('edits the ladder and a template, previews it with example values, and saves only what differs from the defaults', async () => {
    const fetchMock = routedFetch({
      '/api/brand/protection/enforcement': VIEW,
      '/api/brand/protection/enforcement/sample': { sample: null },
      'PUT /api/brand/protection/enforcement': (init: RequestInit | undefined) =>
        json({ entry: VIEW.entry, settings: { ...SETTINGS, ...JSON.parse(String(init!.body)) } }),
    })
    renderWithFetch(<EnforcementTab />, fetchMock)
    const second = await screen.findByRole('switch', { name: 'Second notice' })
    expect(second.getAttribute('aria-checked')).toBe('true')
    await userEvent.click(second)
    expect(second.getAttribute('aria-checked')).toBe('false')
    expect(
      (screen.getByLabelText('Cure period after Second notice (business days)') as HTMLInputElement)
        .disabled,
    ).toBe(true)
    const holdCure = screen.getByLabelText('Cure period after Order hold (business days)')
    await userEvent.clear(holdCure)
    await userEvent.type(holdCure, '3')

    const subject = screen.getByRole('textbox', { name: 'Subject' })
    await userEvent.clear(subject)
    await userEvent.type(subject, 'Price notice: {{{{product}} on {{{{marketplace}}')
    const preview = screen.getByRole('region', { name: 'Preview' })
    expect(within(preview).getByText('Example')).toBeTruthy()
    expect(within(preview).getByText('Price notice: Example Product on Amazon')).toBeTruthy()
    // Without the second notice, the notice is followed by the order hold.
    expect(preview.textContent).toContain('the next step is: Order hold')

    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'PUT', '/api/brand/protection/enforcement')).toEqual([
        {
          ladder: [
            { step: 'notice', cureDays: 2 },
            { step: 'order_hold', cureDays: 3 },
            { step: 'suspension', cureDays: 10 },
            { step: 'termination', cureDays: 0 },
          ],
          templates: {
            notice: {
              subject: 'Price notice: {{product}} on {{marketplace}}',
              body: DEFAULT_TEMPLATES.notice.body,
            },
          },
          autoFirstNotice: false,
        },
      ]),
    )
  })

  it('refuses a ladder with no step or a cure period out of range before sending', async () => {
    const fetchMock = routedFetch({
      '/api/brand/protection/enforcement': VIEW,
      '/api/brand/protection/enforcement/sample': { sample: null },
    })
    renderWithFetch(<EnforcementTab />, fetchMock)
    const cure = await screen.findByLabelText('Cure period after Notice (business days)')
    await userEvent.clear(cure)
    await userEvent.type(cure, '61')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter whole business days, from 0 to 60')).toBeTruthy()
    for (const name of [
      'Notice',
      'Second notice',
      'Order hold',
      'Suspension of the authorization',
      'Termination of the authorization',
    ]) {
      await userEvent.click(screen.getByRole('switch', { name }))
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Switch on at least one step.')).toBeTruthy()
    expect(sent(fetchMock, 'PUT', '/api/brand/protection/enforcement')).toEqual([])
  })

  it('fills the preview from an open violation, and inserts a placeholder where the cursor is', async () => {
    renderWithFetch(
      <EnforcementTab />,
      routedFetch({
        '/api/brand/protection/enforcement': VIEW,
        '/api/brand/protection/enforcement/sample': SAMPLE,
      }),
    )
    const preview = await screen.findByRole('region', { name: 'Preview' })
    expect(
      await within(preview).findByText(
        'Filled from your open violation: Copper Kettle, Prime Resale.',
      ),
    ).toBeTruthy()
    expect(within(preview).queryByText('Example')).toBeNull()
    expect(within(preview).getByText('MAP notice: Copper Kettle on Amazon')).toBeTruthy()

    const body = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement
    await userEvent.clear(body)
    await userEvent.type(body, 'Dear , fix it.')
    body.setSelectionRange(5, 5)
    await userEvent.click(screen.getByRole('button', { name: 'Insert {{reseller}}' }))
    expect(body.value).toBe('Dear {{reseller}}, fix it.')
    expect(preview.textContent).toContain('Dear Prime Resale, fix it.')
  })

  it('Reset to the defaults asks, then saves the default ladder and templates', async () => {
    const custom: EnforcementView = {
      ...VIEW,
      settings: {
        ...SETTINGS,
        ladder: [{ step: 'notice', cureDays: 5 }],
        autoFirstNotice: true,
        customised: true,
      },
    }
    const fetchMock = routedFetch({
      '/api/brand/protection/enforcement': custom,
      '/api/brand/protection/enforcement/sample': { sample: null },
      'PUT /api/brand/protection/enforcement': () => json(VIEW),
    })
    renderWithFetch(<EnforcementTab />, fetchMock)
    expect(
      await screen.findByText('You use your own ladder, templates or automatic first notice.'),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Reset to the defaults' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Reset the ladder and templates to the defaults?',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to the defaults' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'PUT', '/api/brand/protection/enforcement')).toEqual([
        { ladder: DEFAULT_LADDER, templates: {}, autoFirstNotice: false },
      ]),
    )
  })
})

describe('previewValues', () => {
  it('takes the step’s own deadline in business days and the next step switched on', () => {
    const draft = draftOf(SETTINGS)
    draft.steps.order_hold.on = false
    // Friday 2026-11-27: two business days later is Tuesday.
    const values = previewValues(draft, 'second_notice', null, new Date('2026-11-27T12:00:00Z'))
    expect(values).toMatchObject({
      step: 'Second notice',
      nextStep: 'Suspension of the authorization',
      deadline: 'December 1, 2026',
      reseller: 'Example Resale LLC',
    })
    expect(previewValues(draft, 'termination', null).nextStep).toBe('none: this is the last step')
  })
})
