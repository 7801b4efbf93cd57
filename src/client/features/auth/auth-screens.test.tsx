import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_SCREEN_MESSAGES, MESSAGES } from '#shared/messages.ts'
import { takeFlashToast } from '../../lib/flash-toast.ts'
import type { SessionUser } from '../session/session-api.ts'
import { AdminLoginPage } from './admin-login-page.tsx'
import { PortalLoginPage } from './portal-login-page.tsx'
import { PortalSignUpPage } from './portal-signup-page.tsx'
import { ResetConfirmPage } from './reset-confirm-page.tsx'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() } }))

const userWithRole = (role: SessionUser['role']): SessionUser => ({
  id: `${role}-1`,
  email: `${role}@example.com`,
  emailVerified: true,
  role,
  fullName: `A ${role}`,
  companyName: 'Example Co',
  resellerStatus: role === 'reseller' ? 'approved' : null,
})

type Reply = { status: number; body: unknown }
let replies: Record<string, Reply[]>
let me: SessionUser | null
let fetchMock: ReturnType<typeof vi.fn>

const json = (status: number, body: unknown) => ({ status, body })
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => init as RequestInit)

beforeEach(() => {
  // Radix measures the checkbox; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  me = null
  replies = {}
  fetchMock = vi.fn(async (url: string) => {
    const path = String(url)
    if (path === '/api/me') return new Response(JSON.stringify({ user: me }), { status: 200 })
    const reply = replies[path]?.shift() ?? json(200, {})
    return new Response(JSON.stringify(reply.body), { status: reply.status })
  })
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function Elsewhere() {
  return <p>at {useLocation().pathname}</p>
}

function renderAt(path: string, pattern: string, element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, user: userEvent.setup() }
}

async function fillSignIn(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), 'correct-horse')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('portal login', () => {
  it('shows the schema messages under the fields', async () => {
    const { user } = renderAt('/brand/login', '/brand/login', <PortalLoginPage portal="brand" />)
    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    await user.type(screen.getByLabelText('Password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy()
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy()
    expect(callsTo('/api/auth/sign-in/email')).toHaveLength(0)
  })

  it('welcomes the user and moves to the dashboard of the real role after the delay', async () => {
    const { router, user } = renderAt(
      '/brand/login',
      '/brand/login',
      <PortalLoginPage portal="brand" />,
    )
    await screen.findByRole('heading', { level: 1, name: 'Brand Login' })
    me = userWithRole('admin')
    await fillSignIn(user, 'admin@example.com')
    await waitFor(() => expect(toast.success).toHaveBeenCalled())
    expect(vi.mocked(toast.success).mock.calls[0]?.[1]).toMatchObject({ duration: 5000 })
    expect(toast.dismiss).toHaveBeenCalled()
    // Still on the page during the 1 s pause, then off to the admin console.
    expect(router.state.location.pathname).toBe('/brand/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'), {
      timeout: 2500,
    })
    expect(JSON.parse(String(callsTo('/api/auth/sign-in/email')[0]?.body))).toEqual({
      email: 'admin@example.com',
      password: 'correct-horse',
    })
  })

  it('keeps a pending application on the page after the toast', async () => {
    replies['/api/auth/sign-in/email'] = [
      json(403, {
        code: 'RESELLER_PENDING_APPROVAL',
        title: 'Account Pending Approval',
        message: 'pending',
      }),
    ]
    const { user } = renderAt(
      '/reseller/login',
      '/reseller/login',
      <PortalLoginPage portal="reseller" />,
    )
    await fillSignIn(user, 'new@example.com')
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Account Pending Approval', {
        description:
          'Your reseller account is pending approval. Please wait for admin approval before logging in.',
      }),
    )
    expect(screen.getByRole('heading', { name: 'Your application is under review' })).toBeTruthy()
  })

  it('names the e-mail when the credentials are wrong', async () => {
    replies['/api/auth/sign-in/email'] = [json(401, { code: 'INVALID_EMAIL_OR_PASSWORD' })]
    const { user } = renderAt('/brand/login', '/brand/login', <PortalLoginPage portal="brand" />)
    await fillSignIn(user, 'who@example.com')
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Login Failed', {
        description: 'Invalid login credentials for who@example.com.',
      }),
    )
  })

  it('sends someone already signed in to their dashboard', async () => {
    me = userWithRole('reseller')
    const { router } = renderAt(
      '/reseller/login',
      '/reseller/login',
      <PortalLoginPage portal="reseller" />,
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/reseller/dashboard'))
  })

  it('confirms a verified e-mail inline', async () => {
    renderAt('/brand/login?verified=1', '/brand/login', <PortalLoginPage portal="brand" />)
    expect(await screen.findByText('Email confirmed. You can sign in now.')).toBeTruthy()
  })
})

describe('request account access', () => {
  it('asks for an e-mail, then shows the one answer every address gets', async () => {
    replies['/api/account-recovery'] = [
      json(200, {
        success: true,
        message: AUTH_SCREEN_MESSAGES.recoverySent,
        status: 'email_sent',
        action: 'check_email',
      }),
    ]
    const { user } = renderAt(
      '/reseller/login',
      '/reseller/login',
      <PortalLoginPage portal="reseller" />,
    )
    await user.click(await screen.findByRole('button', { name: 'Request Account Access' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(AUTH_SCREEN_MESSAGES.recoveryIntro)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Check Status' }))
    expect(toast.error).toHaveBeenCalledWith('Email required', {
      description: 'Please enter your email address',
    })
    await user.type(within(dialog).getByLabelText('Email'), 'late')
    await user.click(within(dialog).getByRole('button', { name: 'Check Status' }))
    expect(toast.error).toHaveBeenCalledWith('Please enter a valid email address', {})
    expect(callsTo('/api/account-recovery')).toHaveLength(0)
    await user.type(within(dialog).getByLabelText('Email'), '@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Check Status' }))
    expect(await within(dialog).findByRole('status')).toHaveProperty(
      'textContent',
      AUTH_SCREEN_MESSAGES.recoverySent,
    )
    expect(JSON.parse(String(callsTo('/api/account-recovery')[0]?.body))).toEqual({
      email: 'late@example.com',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('sign-up', () => {
  it('shows every schema message on an empty submit', async () => {
    const { user } = renderAt('/brand/signup', '/brand/signup', <PortalSignUpPage portal="brand" />)
    await user.click(await screen.findByRole('button', { name: 'Create Account' }))
    for (const message of [
      'Name is required',
      'Company name is required',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      'You must accept the terms and conditions',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy()
    }
  })

  it('submits a reseller application and goes home', async () => {
    const { router, user } = renderAt(
      '/reseller/signup',
      '/reseller/signup',
      <PortalSignUpPage portal="reseller" />,
    )
    await user.type(await screen.findByLabelText('Full Name'), 'Rita Reseller')
    await user.type(screen.getByLabelText('Company Name'), 'Rita Goods')
    await user.type(screen.getByLabelText('Email'), 'rita@example.com')
    await user.type(screen.getByLabelText('Password'), 'long-enough')
    await user.click(screen.getByLabelText('I accept the terms and conditions'))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    // Home is a new document: the toast waits in sessionStorage for the site's toaster.
    expect(takeFlashToast()).toEqual({
      kind: 'success',
      title: 'Application submitted',
      description: MESSAGES.applicationSubmitted.message,
    })
    expect(JSON.parse(String(callsTo('/api/auth/sign-up/email')[0]?.body))).toEqual({
      email: 'rita@example.com',
      password: 'long-enough',
      name: 'Rita Reseller',
      fullName: 'Rita Reseller',
      companyName: 'Rita Goods',
      userRole: 'reseller',
      termsAccepted: true,
    })
  })

  it('reports a disabled sign-up', async () => {
    replies['/api/auth/sign-up/email'] = [
      json(403, {
        code: 'SIGNUP_DISABLED',
        message: 'Account creation is currently disabled. Please contact support.',
      }),
    ]
    const { router, user } = renderAt(
      '/brand/signup',
      '/brand/signup',
      <PortalSignUpPage portal="brand" />,
    )
    await user.type(await screen.findByLabelText('Full Name'), 'Bo Brand')
    await user.type(screen.getByLabelText('Company Name'), 'Bo Co')
    await user.type(screen.getByLabelText('Email'), 'bo@example.com')
    await user.type(screen.getByLabelText('Password'), 'long-enough')
    await user.click(screen.getByLabelText('I accept the terms and conditions'))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Sign up failed', {
        description: 'Account creation is currently disabled. Please contact support.',
      }),
    )
    expect(router.state.location.pathname).toBe('/brand/signup')
  })
})

describe('admin login', () => {
  it('signs a non-admin out again', async () => {
    const { user } = renderAt('/admin/login', '/admin/login', <AdminLoginPage />)
    await screen.findByRole('heading', { level: 1, name: 'Admin Login' })
    me = userWithRole('brand')
    await fillSignIn(user, 'brand@example.com')
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Access denied', {
        description: 'You do not have admin privileges. Contact the administrator for access',
      }),
    )
    expect(callsTo('/api/auth/sign-out')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy()
  })

  it('checks a present session after a second and denies a non-admin', async () => {
    me = userWithRole('reseller')
    renderAt('/admin/login', '/admin/login', <AdminLoginPage />)
    expect(await screen.findByText('Checking admin permissions…')).toBeTruthy()
    expect(
      await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 2500 }),
    ).toBeTruthy()
  })
})

describe('reset confirm', () => {
  it('refuses a link without a token', async () => {
    renderAt(
      '/reset-password/confirm?type=reseller',
      '/reset-password/confirm',
      <ResetConfirmPage />,
    )
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy()
    expect(screen.getByText('This reset link is invalid or expired.')).toBeTruthy()
  })

  it('turns a rejected token into the invalid screen', async () => {
    replies['/api/auth/reset-password'] = [
      json(400, { code: 'INVALID_TOKEN', message: 'Invalid token' }),
    ]
    const { user } = renderAt(
      '/reset-password/confirm?type=brand&token=abc',
      '/reset-password/confirm',
      <ResetConfirmPage />,
    )
    await user.type(await screen.findByLabelText('New Password'), 'new-password-1')
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password-2')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    expect(await screen.findByText("Passwords don't match")).toBeTruthy()
    await user.clear(screen.getByLabelText('Confirm Password'))
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password-1')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy()
    expect(JSON.parse(String(callsTo('/api/auth/reset-password')[0]?.body))).toEqual({
      newPassword: 'new-password-1',
      token: 'abc',
    })
  })
})
