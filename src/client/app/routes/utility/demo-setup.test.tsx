import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PORTAL_MESSAGES } from '#shared/messages.ts'
import { Component as DemoSetup } from './demo-setup.tsx'

const STATUS = {
  accounts: [
    {
      role: 'brand',
      email: 'brand@demo.example.com',
      password: 'demo-brand-2026',
      loginPath: '/brand/login',
      exists: true,
    },
    {
      role: 'reseller',
      email: 'reseller@demo.example.com',
      password: 'demo-reseller-2026',
      loginPath: '/reseller/login',
      exists: false,
    },
  ],
  counts: { accounts: 1 },
}

function renderPage(
  status: { status: number; body: unknown },
  setup?: { status: number; body: unknown },
) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`
    const reply =
      key === 'GET /api/me'
        ? { status: 200, body: { user: null } }
        : key === 'GET /api/demo/status'
          ? status
          : key === 'POST /api/demo/setup'
            ? setup
            : undefined
    if (!reply) throw new Error(`unexpected ${key}`)
    return new Response(JSON.stringify(reply.body), { status: reply.status })
  })
  vi.stubGlobal('fetch', fetchMock)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DemoSetup />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  )
  return fetchMock
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Investor Demo Setup', () => {
  it('lists the demo credentials with sign-in links and the verification count', async () => {
    renderPage({ status: 200, body: STATUS })
    expect(await screen.findByText('brand@demo.example.com')).toBeTruthy()
    expect(screen.getByText('demo-reseller-2026')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sign in as brand' }).getAttribute('href')).toBe(
      '/brand/login',
    )
    expect(screen.getByText('Ready')).toBeTruthy()
    expect(screen.getByText('Not created')).toBeTruthy()
    expect(screen.getByText('1 of 2')).toBeTruthy()
  })

  it('labels every verification count of 001 §7.5', async () => {
    renderPage({
      status: 200,
      body: {
        ...STATUS,
        counts: { accounts: 1, brands: 5, products: 6, allocations: 5, orders: 4 },
      },
    })
    const label = async (name: string) =>
      (await screen.findByText(name)).nextElementSibling?.textContent
    expect(await label('[DEMO] brands')).toBe('5')
    expect(await label('[DEMO] products')).toBe('6')
    expect(await label('Demo reseller allocations')).toBe('5')
    expect(await label('Demo reseller orders')).toBe('4')
  })

  it('reports a complete setup, and accounts that already existed', async () => {
    const fetchMock = renderPage(
      { status: 200, body: STATUS },
      {
        status: 200,
        body: {
          success: true,
          created: ['reseller@demo.example.com'],
          existing: ['brand@demo.example.com'],
        },
      },
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Create Complete Demo Setup' }))
    expect(await screen.findByText(PORTAL_MESSAGES.demo.complete)).toBeTruthy()
    expect(await screen.findByText(PORTAL_MESSAGES.demo.someExist)).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/demo/setup',
      expect.objectContaining({ body: JSON.stringify({ mode: 'complete' }) }),
    )
  })

  it('names the seed-only failure as the spec does', async () => {
    renderPage(
      { status: 200, body: STATUS },
      { status: 500, body: { code: 'INTERNAL', message: 'Boom' } },
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Seed Data Only' }))
    expect(await screen.findByText(PORTAL_MESSAGES.demo.seedFailed)).toBeTruthy()
  })

  it('denies access outside demo mode to non-admins', async () => {
    renderPage({ status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } })
    expect(await screen.findByRole('heading', { name: 'Access denied', level: 1 })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Create Complete Demo Setup' })).toBeNull()
  })
})
