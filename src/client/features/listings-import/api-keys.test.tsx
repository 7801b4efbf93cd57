import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiObservationSchema } from '#shared/schemas/protection.ts'
import { API_OBSERVATION_EXAMPLE } from '#shared/listings-import-texts.ts'
import type { ApiKeyItem } from '#shared/protection-api.ts'
import { ApiKeys } from './api-keys.tsx'

const KEY: ApiKeyItem = {
  id: '3f6c1a52-8a43-4d0c-9c55-2b0f1c8a9e01',
  name: 'TrackStreet',
  prefix: 'mkp_AbCdEf',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

function renderKeys() {
  let keys: ApiKeyItem[] = [KEY]
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const item = { ...KEY, id: 'new', name: 'Crawler', prefix: 'mkp_Zz9Yy8' }
      keys = [item, ...keys]
      return json({ key: 'mkp_Zz9Yy8secretsecretsecret', item }, 201)
    }
    if (init?.method === 'DELETE') {
      keys = keys.map((k) =>
        url.endsWith(k.id) ? { ...k, revokedAt: '2026-11-20T10:00:00.000Z' } : k,
      )
      return json({ key: keys.find((k) => url.endsWith(k.id)) })
    }
    return json({ entry: { id: 'e1', name: 'Northwind' }, keys })
  })
  vi.stubGlobal('fetch', fetchMock)
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ApiKeys />
    </QueryClientProvider>,
  )
  return fetchMock
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ApiKeys', { timeout: 20_000 }, () => {
  it('shows a new key once, with its warning, until it is put away', async () => {
    const user = userEvent.setup()
    const fetchMock = renderKeys()
    const table = await screen.findByRole('table', { name: 'Monitoring API' })
    expect(await within(table).findByText('TrackStreet')).toBeTruthy()
    expect(within(table).getByText('Never')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Create key' }))
    expect(await screen.findByText('Please name the key')).toBeTruthy()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)

    await user.type(screen.getByLabelText('Key name'), 'Crawler')
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    const shown = await screen.findByRole('textbox', { name: 'API key' })
    expect((shown as HTMLInputElement).value).toBe('mkp_Zz9Yy8secretsecretsecret')
    expect(screen.getByText('Copy it now: it will not be shown again.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy API key' })).toBeTruthy()
    expect(await within(table).findByText('Crawler')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'I have copied it' }))
    expect(screen.queryByRole('textbox', { name: 'API key' })).toBeNull()
    expect(screen.queryByText(/secretsecret/)).toBeNull()
  })

  it('revokes a key only after the confirmation', async () => {
    const user = userEvent.setup()
    const fetchMock = renderKeys()
    await user.click(await screen.findByRole('button', { name: 'Revoke TrackStreet' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke the key TrackStreet?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Revoke TrackStreet' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke key' }),
    )
    await waitFor(() => expect(screen.getByText(/^Revoked /)).toBeTruthy())
    expect(screen.queryByRole('button', { name: 'Revoke TrackStreet' })).toBeNull()
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')!
    expect(call[0]).toBe(`/api/brand/protection/api-keys/${KEY.id}`)
  })

  it('explains the endpoint with an observation the API takes', async () => {
    renderKeys()
    expect(await screen.findByText(/POST .*\/api\/protection\/observations/)).toBeTruthy()
    expect(screen.getByText(/Authorization: Bearer <key>/)).toBeTruthy()
    expect(screen.getByText(/idempotent/)).toBeTruthy()
    expect(apiObservationSchema.safeParse(API_OBSERVATION_EXAMPLE).success).toBe(true)
  })
})
