import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MESSAGES, PORTAL_MESSAGES } from '#shared/messages.ts'
import { USERS_TEXTS } from '#shared/users-texts.ts'
import type { SessionUser } from '../../../features/session/session-api.ts'
import { Component as RoleUpdater } from './role-updater.tsx'

type Reply = { status: number; body: unknown }

/** Renders the page for `who`; `replies` answers the API by "METHOD path". */
function renderPage(who: SessionUser | null, replies: Record<string, Reply> = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`
    const reply = key === 'GET /api/me' ? { status: 200, body: { user: who } } : replies[key]
    if (!reply) throw new Error(`unexpected ${key}`)
    return new Response(JSON.stringify(reply.body), { status: reply.status })
  })
  vi.stubGlobal('fetch', fetchMock)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/role-updater']}>
        <RoleUpdater />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  )
  return fetchMock
}

const person = (role: SessionUser['role']): SessionUser => ({
  id: `${role}-1`,
  email: `${role}@example.com`,
  emailVerified: true,
  role,
  fullName: null,
  companyName: null,
  resellerStatus: null,
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Role Updater', () => {
  it('asks a signed-out visitor to sign in', async () => {
    renderPage(null)
    expect(await screen.findByRole('heading', { name: 'Role Updater', level: 1 })).toBeTruthy()
    expect(screen.getByText(MESSAGES.roleUpdater.noUser)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Admin sign in' }).getAttribute('href')).toBe(
      '/admin/login',
    )
  })

  it('denies a non-admin everything but checking their own role', async () => {
    renderPage(person('reseller'), {
      'GET /api/role-updater/role': {
        status: 200,
        body: { email: 'reseller@example.com', role: 'reseller' },
      },
    })
    expect(await screen.findByRole('heading', { name: 'Access denied', level: 1 })).toBeTruthy()
    expect(screen.getByText(PORTAL_MESSAGES.roleUpdater.adminsOnly)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Make Admin' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Send Invitation' })).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Check Current Role' }))
    expect(await screen.findByText('reseller', { selector: 'span' })).toBeTruthy()
  })

  it('lets an admin make an existing profile admin, with the spec texts for each outcome', async () => {
    const fetchMock = renderPage(person('admin'), {
      'POST /api/role-updater/promote': { status: 200, body: { profile: {} } },
    })
    const makeAdmin = await screen.findByRole('button', { name: 'Make Admin' })

    await userEvent.click(makeAdmin)
    expect(await screen.findByText(MESSAGES.roleUpdater.emailRequired)).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalledWith('/api/role-updater/promote', expect.anything())

    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com')
    // Issue 16 item 3: the admin's own password too.
    await userEvent.click(makeAdmin)
    expect(await screen.findByText(USERS_TEXTS.rolePasswordRequired)).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalledWith('/api/role-updater/promote', expect.anything())
    await userEvent.type(screen.getByLabelText(USERS_TEXTS.rolePasswordLabel), 'my-password')
    await userEvent.click(makeAdmin)
    expect(await screen.findByText(PORTAL_MESSAGES.roleUpdater.roleUpdatedTitle)).toBeTruthy()
    expect(screen.getByText('pat@example.com is now an admin.')).toBeTruthy()
  })

  it('says when no profile has the e-mail', async () => {
    renderPage(person('admin'), {
      'POST /api/role-updater/promote': {
        status: 404,
        body: { code: 'NOT_FOUND', message: MESSAGES.roleUpdater.noProfile },
      },
    })
    await userEvent.type(await screen.findByLabelText('Email'), 'ghost@example.com')
    await userEvent.type(screen.getByLabelText(USERS_TEXTS.rolePasswordLabel), 'my-password')
    await userEvent.click(screen.getByRole('button', { name: 'Make Admin' }))
    expect(await screen.findByText(MESSAGES.roleUpdater.noProfile)).toBeTruthy()
  })

  it('says when the profile could not be updated, and when an invitation could not be made', async () => {
    renderPage(person('admin'), {
      'POST /api/role-updater/promote': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong' },
      },
      'POST /api/admin/invitations': {
        status: 503,
        body: { code: 'HTTP_ERROR', message: 'Mail is down' },
      },
    })
    await userEvent.type(await screen.findByLabelText('Email'), 'pat@example.com')
    await userEvent.type(screen.getByLabelText(USERS_TEXTS.rolePasswordLabel), 'my-password')
    await userEvent.click(screen.getByRole('button', { name: 'Make Admin' }))
    expect(await screen.findByText(MESSAGES.roleUpdater.profileUpdateFailed)).toBeTruthy()
    await userEvent.type(screen.getByLabelText("New admin's e-mail"), 'new-admin@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }))
    expect(await screen.findByText(MESSAGES.roleUpdater.adminAccountFailed)).toBeTruthy()
  })

  it('shows an invitation link once, with a copy button', async () => {
    renderPage(person('admin'), {
      'POST /api/admin/invitations': {
        status: 200,
        body: {
          id: 'i1',
          expiresAt: '2030-01-01T00:00:00.000Z',
          url: 'http://app.test/admin/signup?invite=abc',
        },
      },
    })
    await userEvent.type(await screen.findByLabelText("New admin's e-mail"), 'new@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }))
    const link = await screen.findByLabelText('Invitation link')
    expect((link as HTMLInputElement).value).toBe('http://app.test/admin/signup?invite=abc')
    expect(screen.getByRole('button', { name: 'Copy invitation link' })).toBeTruthy()
    expect(screen.getByText(/We also e-mailed this link to new@example.com/)).toBeTruthy()
  })
})

describe('Make Existing Profile Admin: a wrong password (issue 16 item 3)', () => {
  it('says the password is not correct', async () => {
    renderPage(person('admin'), {
      'POST /api/role-updater/promote': {
        status: 403,
        body: { code: 'FORBIDDEN', message: USERS_TEXTS.rolePasswordWrong },
      },
    })
    await userEvent.type(await screen.findByLabelText('Email'), 'pat@example.com')
    await userEvent.type(screen.getByLabelText(USERS_TEXTS.rolePasswordLabel), 'wrong-password')
    await userEvent.click(screen.getByRole('button', { name: 'Make Admin' }))
    expect(await screen.findByText(USERS_TEXTS.rolePasswordWrong)).toBeTruthy()
  })
})
