/**
 * Issue 16 item 4 on Failed Mail: the server pages the list; the filter, the page and its size
 * are kept in the URL, and a filter starts again at page 1.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import { FailedMailList } from './failed-mail-list.tsx'
import type { FailedMail } from './api/failed-mail.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Location() {
  return <output aria-label="location">{useLocation().search}</output>
}

const mail = (n: number, status: FailedMail['status']): FailedMail => ({
  id: `m${n}`,
  to: `customer${n}@example.com`,
  subject: `Mail ${n}`,
  kind: 'test',
  status,
  attempts: 1,
  error: 'connect ECONNREFUSED',
  nextAttemptAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
})

it('pages on the server with the filter, page and size in the URL', async () => {
  const urls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url)
      const params = new URL(url, 'http://x').searchParams
      const status = params.get('status') ?? 'all'
      const page = Number(params.get('page'))
      const pageSize = Number(params.get('pageSize'))
      const total = status === 'dead' ? 3 : 120
      return Response.json({
        mails: [mail(page, status === 'dead' ? 'dead' : 'failed')],
        counts: { failed: 117, dead: 3 },
        total,
        page,
        pageSize,
        pages: Math.max(1, Math.ceil(total / pageSize)),
      })
    }),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/admin/failed-mail?page=2']}>
        <FailedMailList />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  expect(await screen.findByRole('row', { name: 'Mail 2' })).toBeTruthy()
  expect(urls).toContain('/api/admin/mail-outbox?status=all&page=2&pageSize=50')
  expect(screen.getByText('117 failed, 3 dead · Page 2 of 3')).toBeTruthy()

  await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
  expect(await screen.findByRole('row', { name: 'Mail 3' })).toBeTruthy()
  expect(screen.getByLabelText('location').textContent).toBe('?page=3')

  await userEvent.selectOptions(screen.getByLabelText('Show'), 'dead')
  await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('?status=dead'))
  expect(await screen.findByText('117 failed, 3 dead · Page 1 of 1')).toBeTruthy()

  await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25')
  await waitFor(() =>
    expect(screen.getByLabelText('location').textContent).toBe('?status=dead&pageSize=25'),
  )
  await waitFor(() =>
    expect(urls).toContain('/api/admin/mail-outbox?status=dead&page=1&pageSize=25'),
  )
})
