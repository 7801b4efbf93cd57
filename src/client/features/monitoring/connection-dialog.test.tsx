import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MONITORING_ERRORS, MONITORING_SCREEN_TEXTS as S } from '#shared/monitoring-texts.ts'
import { MonitoringSettings } from './monitoring-settings.tsx'
import {
  EMPTY_OVERVIEW,
  KEEPA,
  OVERVIEW,
  fakeServer,
  json,
  renderTab,
  writesOf,
} from './test-fixtures.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function openConnectKeepa(fetchMock: ReturnType<typeof fakeServer>) {
  renderTab(<MonitoringSettings />, fetchMock)
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Keepa' }))
  return screen.findByRole('dialog', { name: 'Connect Keepa API' })
}

describe('connecting a source', () => {
  it('offers each source not connected, and asks for its credentials in password fields', async () => {
    renderTab(<MonitoringSettings />, fakeServer({ overview: EMPTY_OVERVIEW }))
    expect(await screen.findByRole('button', { name: 'Connect Amazon' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Connect eBay' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Connect Keepa' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Keepa API' })
    const key = within(dialog).getByLabelText('API key')
    expect(key.getAttribute('type')).toBe('password')
    expect(key.getAttribute('autocomplete')).toBe('off')
    // Keepa watches the Amazon sites, labelled; the first is ticked to begin with.
    expect(within(dialog).getByRole('checkbox', { name: 'Amazon.com' }).ariaChecked).toBe('true')
    expect(within(dialog).getByRole('checkbox', { name: 'Amazon.de' }).ariaChecked).toBe('false')
    expect(within(dialog).queryByRole('checkbox', { name: 'eBay.com' })).toBeNull()
    const often = within(dialog).getByLabelText('How often') as HTMLSelectElement
    expect([...often.options].map((o) => o.text)).toEqual([
      'Every hour',
      'Every 2 hours',
      'Every 3 hours',
      'Every 4 hours',
      'Every 6 hours',
      'Every 8 hours',
      'Every 12 hours',
      'Once a day',
    ])
    expect(within(dialog).getByRole('switch', { name: 'Extra checks at weekends' })).toBeTruthy()
    // No base URL field unless the server allows one.
    expect(within(dialog).queryByLabelText('Base URL (test servers only)')).toBeNull()
    // A dialog filled field by field takes seconds on a busy machine.
  }, 15_000)

  it('says what is missing and sends nothing', async () => {
    const fetchMock = fakeServer({ overview: EMPTY_OVERVIEW })
    const dialog = await openConnectKeepa(fetchMock)
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Amazon.com' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect Keepa' }))
    expect(
      await within(dialog).findByText(MONITORING_ERRORS.credentialRequired('API key')),
    ).toBeTruthy()
    expect(within(dialog).getByText(MONITORING_ERRORS.sitesRequired)).toBeTruthy()
    expect(within(dialog).getByLabelText('API key').getAttribute('aria-invalid')).toBe('true')
    expect(writesOf(fetchMock, 'POST')).toEqual([])
  })

  it('sends the credentials and the schedule, with the base URL on a test server', async () => {
    const fetchMock = fakeServer({ overview: { ...EMPTY_OVERVIEW, baseUrlAllowed: true } })
    const dialog = await openConnectKeepa(fetchMock)
    await userEvent.type(within(dialog).getByLabelText('API key'), '  secret-key-123 ')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Amazon.de' }))
    await userEvent.selectOptions(within(dialog).getByLabelText('How often'), 'Every 2 hours')
    await userEvent.click(
      within(dialog).getByRole('switch', { name: /Extra checks in the evening/ }),
    )
    await userEvent.selectOptions(within(dialog).getByLabelText(/Time zone/), 'Europe/Berlin')
    await userEvent.type(
      within(dialog).getByLabelText('Base URL (test servers only)'),
      'http://127.0.0.1:4567',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect Keepa' }))
    await waitFor(() => expect(writesOf(fetchMock, 'POST')).toHaveLength(1))
    expect(writesOf(fetchMock, 'POST')[0]).toEqual([
      '/api/brand/monitoring/connections',
      {
        source: 'keepa_api',
        credentials: { apiKey: 'secret-key-123' },
        sites: ['amazon.com', 'amazon.de'],
        frequencyHours: 2,
        extraWeekend: true,
        extraEvening: false,
        timeZone: 'Europe/Berlin',
        baseUrl: 'http://127.0.0.1:4567',
      },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // A dialog filled field by field takes seconds on a busy machine.
  }, 15_000)

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    const fetchMock = fakeServer({
      overview: { ...EMPTY_OVERVIEW, baseUrlAllowed: true },
      writes: {
        'POST /api/brand/monitoring/connections': () =>
          json(
            {
              code: 'VALIDATION',
              message: MONITORING_ERRORS.baseUrlNotAllowed,
              issues: [{ path: 'baseUrl', message: MONITORING_ERRORS.baseUrlNotAllowed }],
            },
            400,
          ),
      },
    })
    const dialog = await openConnectKeepa(fetchMock)
    await userEvent.type(within(dialog).getByLabelText('API key'), 'typed-key')
    await userEvent.type(
      within(dialog).getByLabelText('Base URL (test servers only)'),
      'http://127.0.0.1:9',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect Keepa' }))
    expect(await within(dialog).findAllByText(MONITORING_ERRORS.baseUrlNotAllowed)).toHaveLength(2)
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect((within(dialog).getByLabelText('API key') as HTMLInputElement).value).toBe('typed-key')
    expect(
      (within(dialog).getByLabelText('Base URL (test servers only)') as HTMLInputElement).value,
    ).toBe('http://127.0.0.1:9')
    expect(
      within(dialog).getByLabelText('Base URL (test servers only)').getAttribute('aria-invalid'),
    ).toBe('true')
    // A dialog filled field by field takes seconds on a busy machine.
  }, 15_000)
})

describe('a connected source', () => {
  it('shows its state and schedule, and warns when the schedule needs more than the credential allows', async () => {
    renderTab(
      <MonitoringSettings />,
      fakeServer({
        overview: {
          ...OVERVIEW,
          connections: [{ ...KEEPA, checksPerDayWanted: 5000, checksPerDayAllowed: 1440 }],
        },
      }),
    )
    const keepa = await screen.findByRole('article', { name: 'Keepa API' })
    expect(within(keepa).getByText('Running')).toBeTruthy()
    expect(within(keepa).getByText('Amazon.com, Amazon.de')).toBeTruthy()
    expect(
      within(keepa).getByText('Every 6 hours, more at weekends (America/New_York)'),
    ).toBeTruthy()
    expect(within(keepa).getByText('5,000 wanted · 1,440 allowed')).toBeTruthy()
    expect(within(keepa).getByText(S.overBudget(5000, 1440))).toBeTruthy()
    expect(S.overBudget(5000, 1440)).toBe(
      'This schedule needs 5,000 checks a day; the credential allows 1,440. Some checks will be late.',
    )
  })

  it('has no warning when the credential carries the schedule', async () => {
    renderTab(<MonitoringSettings />, fakeServer())
    const keepa = await screen.findByRole('article', { name: 'Keepa API' })
    expect(within(keepa).queryByText(/Some checks will be late/)).toBeNull()
  })

  it('edits with the credentials left blank: they are kept (not sent)', async () => {
    const fetchMock = fakeServer({
      writes: {
        [`PATCH /api/brand/monitoring/connections/${KEEPA.id}`]: () => json(KEEPA),
      },
    })
    renderTab(<MonitoringSettings />, fetchMock)
    const keepa = await screen.findByRole('article', { name: 'Keepa API' })
    await userEvent.click(within(keepa).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change Keepa API' })
    const key = within(dialog).getByLabelText('API key') as HTMLInputElement
    expect(key.value).toBe('')
    expect(within(dialog).getByText(S.keepCredentials)).toBeTruthy()
    expect(within(dialog).getByRole('checkbox', { name: 'Amazon.de' }).ariaChecked).toBe('true')
    await userEvent.selectOptions(within(dialog).getByLabelText('How often'), 'Once a day')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(writesOf(fetchMock, 'PATCH')).toHaveLength(1))
    const [path, body] = writesOf(fetchMock, 'PATCH')[0]!
    expect(path).toBe(`/api/brand/monitoring/connections/${KEEPA.id}`)
    expect(body).toEqual({
      sites: ['amazon.com', 'amazon.de'],
      frequencyHours: 24,
      extraWeekend: true,
      extraEvening: false,
      timeZone: 'America/New_York',
    })
  })

  it('a failing source shows what the provider said and offers to update the credentials', async () => {
    const fetchMock = fakeServer({
      overview: {
        ...OVERVIEW,
        connections: [
          {
            ...KEEPA,
            status: 'failing',
            failure: 'Invalid API key',
            failingSince: '2026-11-21T08:00:00.000Z',
          },
        ],
      },
      writes: {
        [`PATCH /api/brand/monitoring/connections/${KEEPA.id}`]: () => json(KEEPA),
      },
    })
    renderTab(<MonitoringSettings />, fetchMock)
    const keepa = await screen.findByRole('article', { name: 'Keepa API' })
    const alert = within(keepa).getByRole('alert')
    expect(within(alert).getByText('Invalid API key')).toBeTruthy()
    await userEvent.click(within(alert).getByRole('button', { name: 'Update credentials' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change Keepa API' })
    await userEvent.type(within(dialog).getByLabelText('API key'), 'new-key')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(writesOf(fetchMock, 'PATCH')).toHaveLength(1))
    expect(writesOf(fetchMock, 'PATCH')[0]![1]).toMatchObject({
      credentials: { apiKey: 'new-key' },
    })
  })

  it('checks now, pauses, and disconnects after saying the credentials are deleted', async () => {
    const fetchMock = fakeServer({
      writes: {
        [`POST /api/brand/monitoring/connections/${KEEPA.id}/check-now`]: () =>
          json({ due: 2 }, 202),
        [`PATCH /api/brand/monitoring/connections/${KEEPA.id}`]: () =>
          json({ ...KEEPA, status: 'paused' }),
        [`DELETE /api/brand/monitoring/connections/${KEEPA.id}`]: () => json(null, 204),
      },
    })
    renderTab(<MonitoringSettings />, fetchMock)
    const keepa = await screen.findByRole('article', { name: 'Keepa API' })
    await userEvent.click(within(keepa).getByRole('button', { name: 'Check now' }))
    await waitFor(() =>
      expect(writesOf(fetchMock, 'POST').map(([path]) => path)).toEqual([
        `/api/brand/monitoring/connections/${KEEPA.id}/check-now`,
      ]),
    )
    await userEvent.click(within(keepa).getByRole('button', { name: 'Pause' }))
    await waitFor(() =>
      expect(writesOf(fetchMock, 'PATCH')).toEqual([
        [`/api/brand/monitoring/connections/${KEEPA.id}`, { paused: true }],
      ]),
    )
    await userEvent.click(within(keepa).getByRole('button', { name: 'Disconnect' }))
    const confirm = await screen.findByRole('dialog', { name: 'Disconnect Keepa API?' })
    expect(within(confirm).getByText(/saved credentials .* are deleted/)).toBeTruthy()
    expect(writesOf(fetchMock, 'DELETE')).toEqual([])
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(writesOf(fetchMock, 'DELETE')).toHaveLength(1))
  })
})
