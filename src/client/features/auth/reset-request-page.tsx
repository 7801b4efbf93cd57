import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { RESET_SUCCESS_TOAST_MS } from '#shared/constants.ts'
import { AUTH_SCREEN_MESSAGES, MESSAGES } from '#shared/messages.ts'
import { resetRequestSchema } from '#shared/schemas/auth.ts'
import { Button, buttonVariants } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx'
import {
  requestPasswordReset,
  resetPortalOf,
  resetFailureMessage,
  ResetRequestError,
  type ResetPortal,
} from './api/request-password-reset.ts'
import { AuthLayout } from './auth-layout.tsx'
import { authToast } from './auth-toast.ts'

type Values = z.output<typeof resetRequestSchema>

/**
 * /reset-password (000 §2, §4, §8): form → confirmation. The tabs choose the portal whose login
 * the e-mailed link leads back to, and keep it in the URL.
 */
export function ResetRequestPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const portal = resetPortalOf(searchParams.get('type'))
  const [sentTo, setSentTo] = useState<string | null>(null)

  if (sentTo) {
    return (
      <AuthLayout title="Check your email" portalLabel="Password reset">
        <div className="grid gap-5">
          <div className="flex items-start gap-3">
            <span className="bg-muted grid size-10 shrink-0 place-items-center rounded-full">
              <MailCheck className="size-5" />
            </span>
            <p className="text-muted-foreground text-sm">
              If <strong className="text-foreground">{sentTo}</strong> belongs to{' '}
              {portal === 'admin' ? 'an admin' : `a ${portal}`} account, a link to set a new
              password is on its way. It is valid for 1 hour; check your spam folder if it does not
              arrive.
            </p>
          </div>
          <Link to={`/${portal}/login`} className={buttonVariants({ className: 'w-full' })}>
            Back to login
          </Link>
          <Button
            type="button"
            variant="outline"
            className="w-full"
            onClick={() => setSentTo(null)}
          >
            Try a different email
          </Button>
        </div>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      title="Reset Password"
      portalLabel="Password reset"
      description="Enter the email of your account and we will send you a link to set a new password."
    >
      {portal === 'admin' ? (
        <p className="text-muted-foreground mb-5 text-sm">{AUTH_SCREEN_MESSAGES.adminReset}</p>
      ) : (
        <Tabs
          value={portal}
          onValueChange={(value) =>
            setSearchParams({ type: resetPortalOf(value) }, { replace: true })
          }
          className="mb-5"
        >
          {/* The kit's muted tab text is 4.3:1 on the muted track; darker here for AA contrast. */}
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="brand">Brand</TabsTrigger>
            <TabsTrigger value="reseller">Reseller</TabsTrigger>
          </TabsList>
          <TabsContent value="brand" className="text-muted-foreground mt-3 text-sm">
            For brand accounts.
          </TabsContent>
          <TabsContent value="reseller" className="text-muted-foreground mt-3 text-sm">
            For reseller accounts.
          </TabsContent>
        </Tabs>
      )}
      <ResetRequestForm portal={portal} onSent={setSentTo} />
    </AuthLayout>
  )
}

function ResetRequestForm({
  portal,
  onSent,
}: {
  portal: ResetPortal
  onSent: (email: string) => void
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof resetRequestSchema>, unknown, Values>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  })

  async function submit({ email }: Values) {
    try {
      await requestPasswordReset(email, portal)
    } catch (error) {
      const description =
        error instanceof ResetRequestError ? error.message : resetFailureMessage('other')
      authToast.error(MESSAGES.reset.failedTitle, { description })
      return
    }
    authToast.success(MESSAGES.reset.sentTitle, {
      description: MESSAGES.reset.sent,
      duration: RESET_SUCCESS_TOAST_MS,
    })
    onSent(email)
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...register('email')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" /> : null}
        Send Reset Link
      </Button>
    </form>
  )
}
