import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import type { z } from 'zod'
import {
  AFTER_NEW_PASSWORD_REDIRECT_MS,
  INVALID_RESET_LINK_REDIRECT_MS,
} from '#shared/constants.ts'
import { AUTH_SCREEN_MESSAGES, MESSAGES } from '#shared/messages.ts'
import { newPasswordSchema } from '#shared/schemas/auth.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { PasswordInput } from '../../components/ui/password-input.tsx'
import { ApiError } from '../../lib/api.ts'
import { wait } from '../../lib/utils.ts'
import { resetPortalOf, type ResetPortal } from './api/request-password-reset.ts'
import { resetPassword } from './api/reset-password.ts'
import { AuthLayout, AuthLink } from './auth-layout.tsx'
import { authToast } from './auth-toast.ts'

type Values = z.output<typeof newPasswordSchema>

/**
 * /reset-password/confirm (000 §2, §8), the target of the e-mailed link: the server puts a
 * valid link's token in ?token, a bad or expired one as ?error.
 */
export function ResetConfirmPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  const portal = resetPortalOf(searchParams.get('type'))
  const [tokenRejected, setTokenRejected] = useState(false)

  if (!token || searchParams.has('error') || tokenRejected) {
    return <InvalidResetLink portal={portal} />
  }
  return (
    <AuthLayout
      title="Set New Password"
      portalLabel="Password reset"
      description="Choose a new password of at least 8 characters."
    >
      <NewPasswordForm
        token={token}
        portal={portal}
        onInvalidToken={() => setTokenRejected(true)}
      />
    </AuthLayout>
  )
}

function InvalidResetLink({ portal }: { portal: ResetPortal }) {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate('/', { replace: true }),
      INVALID_RESET_LINK_REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [navigate])

  return (
    <AuthLayout title={MESSAGES.reset.invalidLinkTitle} portalLabel="Password reset">
      <div className="grid gap-3 text-sm">
        <p>{MESSAGES.reset.invalidLink}</p>
        <p className="text-muted-foreground">{AUTH_SCREEN_MESSAGES.invalidLinkRedirect}</p>
        <p>
          <AuthLink to={`/reset-password?type=${portal}`}>Request a new link</AuthLink>
        </p>
      </div>
    </AuthLayout>
  )
}

function NewPasswordForm({
  token,
  portal,
  onInvalidToken,
}: {
  token: string
  portal: ResetPortal
  onInvalidToken: () => void
}) {
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof newPasswordSchema>, unknown, Values>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  async function submit({ password }: Values) {
    try {
      await resetPassword({ newPassword: password, token })
    } catch (error) {
      // better-auth's code for a spent, expired or unknown token.
      if (error instanceof ApiError && error.status === 400 && error.code === 'INVALID_TOKEN') {
        onInvalidToken()
        return
      }
      // 000 §8: the server's message, or the generic text when there is none to show.
      authToast.error(
        error instanceof ApiError && !error.isNetworkError && error.message
          ? error.message
          : MESSAGES.reset.updateFailed,
      )
      return
    }
    authToast.success(AUTH_SCREEN_MESSAGES.passwordUpdated, {
      description: 'You can now sign in with your new password.',
    })
    // The button stays disabled through the wait: the token is spent.
    await wait(AFTER_NEW_PASSWORD_REDIRECT_MS)
    await navigate(`/${portal}/login`, { replace: true })
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
      <FormField label="New Password" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" /> : null}
        Update Password
      </Button>
    </form>
  )
}
