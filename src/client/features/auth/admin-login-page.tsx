import { useQueryClient } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { AUTH_SCREEN_MESSAGES, MESSAGES, PORTAL_LABELS } from '#shared/messages.ts'
import type { SignInInput } from '#shared/schemas/auth.ts'
import { Button } from '../../components/ui/button.tsx'
import { destinationAfterLogin } from '../session/role-guard.tsx'
import { sessionQueryOptions, signOut } from '../session/session-api.ts'
import { AuthLayout, AuthLink, AuthNotice } from './auth-layout.tsx'
import { authToast } from './auth-toast.ts'
import { LoginForm } from './login-form.tsx'
import { useAdminCheck } from './use-admin-check.ts'
import { useLoginOrigin, useSignInRequest, welcomeAndGo } from './use-sign-in.ts'

/**
 * /admin/login (000 §2, §6): the same sign-in form, but only an admin gets through; anyone else
 * is signed out again. A session that is already present is checked instead of the form.
 */
export function AdminLoginPage() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const origin = useLoginOrigin()
  const { request } = useSignInRequest('admin')
  const [signingIn, setSigningIn] = useState(false)
  const { check, reset } = useAdminCheck({ paused: signingIn, origin })

  async function signIn(values: SignInInput) {
    setSigningIn(true)
    const user = await request(values)
    if (user?.role === 'admin') {
      await welcomeAndGo(user, destinationAfterLogin('admin', origin), navigate)
      return
    }
    if (user) {
      await leave()
      authToast.error(MESSAGES.accessDenied.title, { description: MESSAGES.accessDenied.message })
    }
    setSigningIn(false)
  }

  /** Ends a non-admin session; if the server cannot be told, at least forget it locally. */
  async function leave() {
    try {
      await signOut(queryClient)
    } catch {
      queryClient.setQueryData(sessionQueryOptions.queryKey, null)
    }
    reset()
  }

  return (
    <AuthLayout
      portalLabel={PORTAL_LABELS.admin}
      title="Admin Login"
      description="Secure admin login"
      footer={
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
          <span>
            New admin? <AuthLink to="/admin/signup">Create account</AuthLink>
          </span>
          <span>
            No admin rights? <AuthLink to="/update-role">Request access</AuthLink>
          </span>
        </div>
      }
    >
      {check === 'checking' ? (
        <p role="status" className="text-muted-foreground flex items-center gap-2 py-6 text-sm">
          <LoaderCircle className="size-4 animate-spin" />
          {AUTH_SCREEN_MESSAGES.checkingAdmin}
        </p>
      ) : check === 'denied' || check === 'failed' ? (
        <>
          <AuthNotice
            variant="destructive"
            title={check === 'denied' ? MESSAGES.accessDenied.title : undefined}
          >
            {check === 'denied' ? MESSAGES.accessDenied.message : MESSAGES.adminVerifyFailed}
          </AuthNotice>
          <Button type="button" variant="outline" className="w-full" onClick={() => void leave()}>
            Sign out and use another account
          </Button>
        </>
      ) : (
        <>
          {searchParams.get('verified') === '1' ? (
            <AuthNotice variant="success">{AUTH_SCREEN_MESSAGES.emailConfirmed}</AuthNotice>
          ) : null}
          <LoginForm onSubmit={signIn} forgotPasswordHref="/reset-password?type=admin" />
        </>
      )}
    </AuthLayout>
  )
}
