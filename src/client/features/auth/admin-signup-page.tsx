import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { AUTH_SCREEN_MESSAGES, ERROR_CODES, MESSAGES, PORTAL_LABELS } from '#shared/messages.ts'
import type { ApiError } from '../../lib/api.ts'
import { AuthLayout, AuthLink, AuthNotice } from './auth-layout.tsx'
import { authToast } from './auth-toast.ts'
import { SignUpForm } from './signup-form.tsx'

const INVITATION_CODES: string[] = [ERROR_CODES.invitationRequired, ERROR_CODES.invitationInvalid]

/**
 * /admin/signup (000 §2, DESIGN decision 2): an admin account needs an invitation link
 * (?invite=…&email=…) except for the first admin of an empty installation. The server decides;
 * its refusal stays on the page because the visitor cannot fix it by retyping.
 */
export function AdminSignUpPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const inviteToken = searchParams.get('invite') ?? undefined
  const invitedEmail = searchParams.get('email') ?? ''
  const [refusal, setRefusal] = useState<string | null>(null)

  function takeInvitationError(error: ApiError) {
    if (error.status !== 403 || !INVITATION_CODES.includes(error.code)) return false
    setRefusal(error.message)
    return true
  }

  async function done() {
    authToast.success(MESSAGES.accountCreated.title, {
      description: MESSAGES.accountCreated.message,
    })
    await navigate('/admin/login')
  }

  return (
    <AuthLayout
      portalLabel={PORTAL_LABELS.admin}
      title="Create Admin Account"
      description={AUTH_SCREEN_MESSAGES.adminOnlyNotice}
      footer={
        <>
          Already an admin? <AuthLink to="/admin/login">Back to admin login</AuthLink>
        </>
      }
    >
      {inviteToken ? (
        <AuthNotice>You were invited to join as an admin. Complete your details below.</AuthNotice>
      ) : null}
      {refusal ? (
        <AuthNotice variant="destructive" title={MESSAGES.signUpFailed}>
          {refusal}
        </AuthNotice>
      ) : null}
      <SignUpForm
        role="admin"
        inviteToken={inviteToken}
        initialEmail={invitedEmail}
        emailReadOnly={Boolean(inviteToken && invitedEmail)}
        onSuccess={done}
        onError={takeInvitationError}
      />
    </AuthLayout>
  )
}
