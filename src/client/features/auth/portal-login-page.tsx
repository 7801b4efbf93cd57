import { Navigate, useSearchParams } from 'react-router'
import { SUPPORT_EMAIL } from '#shared/constants.ts'
import { AUTH_SCREEN_MESSAGES, PORTAL_LABELS } from '#shared/messages.ts'
import { useSession } from '../session/session-api.ts'
import { AuthLayout, AuthLink, AuthNotice } from './auth-layout.tsx'
import { LoginForm } from './login-form.tsx'
import { RequestAccessDialog } from './request-access-dialog.tsx'
import type { SignInBlock } from './map-sign-in-error.ts'
import { portalDestination, useLoginOrigin, usePortalSignIn } from './use-sign-in.ts'

const COPY = {
  brand: {
    title: 'Brand Login',
    description: 'Sign in to manage your catalog, authorized resellers and orders.',
  },
  reseller: {
    title: 'Reseller Login',
    description: 'Sign in to browse brands, follow your applications and place orders.',
  },
} as const

/** /brand/login and /reseller/login (000 §2, §5, §8). */
export function PortalLoginPage({ portal }: { portal: 'brand' | 'reseller' }) {
  const [searchParams] = useSearchParams()
  const session = useSession()
  const origin = useLoginOrigin()
  const { signIn, block, signingIn } = usePortalSignIn(portal)

  // 000 §2: someone already signed in has nothing to do here.
  if (session.data && !signingIn) {
    return <Navigate replace to={portalDestination(session.data.role, portal, origin)} />
  }

  return (
    <AuthLayout
      portalLabel={PORTAL_LABELS[portal]}
      title={COPY[portal].title}
      description={COPY[portal].description}
      footer={
        <>
          Don&apos;t have an account? <AuthLink to={`/${portal}/signup`}>Sign up</AuthLink>
        </>
      }
    >
      {searchParams.get('verified') === '1' ? (
        <AuthNotice variant="success">{AUTH_SCREEN_MESSAGES.emailConfirmed}</AuthNotice>
      ) : null}
      {block ? <BlockedNotice block={block} /> : null}
      <LoginForm onSubmit={signIn} forgotPasswordHref={`/reset-password?type=${portal}`} />
      {portal === 'reseller' ? (
        <div className="mt-6 grid gap-2">
          <p className="text-muted-foreground text-center text-xs">Applied but cannot sign in?</p>
          <RequestAccessDialog />
        </div>
      ) : null}
    </AuthLayout>
  )
}

/** Keeps a pending or rejected application visible after the toast is gone. */
function BlockedNotice({ block }: { block: SignInBlock }) {
  if (block === 'pending') {
    return (
      <AuthNotice variant="warning" title={AUTH_SCREEN_MESSAGES.pendingInline.title}>
        {AUTH_SCREEN_MESSAGES.pendingInline.message}
      </AuthNotice>
    )
  }
  return (
    <AuthNotice variant="destructive" title={AUTH_SCREEN_MESSAGES.rejectedInline.title}>
      {AUTH_SCREEN_MESSAGES.rejectedInline.message(SUPPORT_EMAIL)}
    </AuthNotice>
  )
}
