import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { Controller, useForm, type Path } from 'react-hook-form'
import type { z } from 'zod'
import { type Role } from '#shared/constants.ts'
import { ERROR_CODES, MESSAGES } from '#shared/messages.ts'
import { signUpFormSchema, type SignUpFormInput } from '#shared/schemas/auth.ts'
import { Button } from '../../components/ui/button.tsx'
import { Checkbox } from '../../components/ui/checkbox.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { PasswordInput } from '../../components/ui/password-input.tsx'
import { ApiError } from '../../lib/api.ts'
import { signUpWithEmail } from './api/sign-up.ts'
import { AuthLink } from './auth-layout.tsx'
import { authToast } from './auth-toast.ts'

type FormValues = z.input<typeof signUpFormSchema>
const FIELDS = ['name', 'companyName', 'email', 'password', 'termsAccepted'] as const

/** The server names the full name `fullName` too; both belong under the Full Name field. */
function fieldOf(path: string): Path<FormValues> | null {
  const field = path === 'fullName' ? 'name' : path
  return (FIELDS as readonly string[]).includes(field) ? (field as Path<FormValues>) : null
}

/**
 * 000 §5 sign-up form for every role. Sends the better-auth body plus the profile metadata;
 * `onError` may take over a failure (returning true), e.g. the admin invitation errors.
 */
export function SignUpForm({
  role,
  inviteToken,
  initialEmail = '',
  emailReadOnly = false,
  onSuccess,
  onError,
}: {
  role: Role
  inviteToken?: string
  initialEmail?: string
  emailReadOnly?: boolean
  onSuccess: () => void | Promise<void>
  onError?: (error: ApiError) => boolean
}) {
  const termsId = useId()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, SignUpFormInput>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', companyName: '', email: initialEmail, password: '' },
  })

  async function submit(values: SignUpFormInput) {
    try {
      await signUpWithEmail({
        email: values.email,
        password: values.password,
        name: values.name,
        fullName: values.name,
        companyName: values.companyName,
        userRole: role,
        termsAccepted: true,
        ...(inviteToken ? { inviteToken } : {}),
      })
    } catch (error) {
      if (error instanceof ApiError && onError?.(error)) return
      showFailure(error)
      return
    }
    await onSuccess()
  }

  function showFailure(error: unknown) {
    if (!(error instanceof ApiError)) {
      authToast.error(MESSAGES.signUpFailed, { description: MESSAGES.reset.updateFailed })
      return
    }
    for (const issue of error.issues ?? []) {
      const field = fieldOf(issue.path)
      if (field) setError(field, { message: issue.message })
    }
    const description =
      error.code === ERROR_CODES.signupDisabled
        ? MESSAGES.signupDisabled
        : error.isNetworkError
          ? MESSAGES.reset.network
          : error.message
    authToast.error(MESSAGES.signUpFailed, { description })
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
      <FormField label="Full Name" error={errors.name?.message}>
        <Input autoComplete="name" placeholder="Jane Doe" {...register('name')} />
      </FormField>
      <FormField label="Company Name" error={errors.companyName?.message}>
        <Input autoComplete="organization" placeholder="Acme Inc." {...register('companyName')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          readOnly={emailReadOnly}
          className={emailReadOnly ? 'bg-muted' : undefined}
          {...register('email')}
        />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        hint={errors.password ? undefined : 'At least 8 characters.'}
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <Controller
        control={control}
        name="termsAccepted"
        render={({ field, fieldState }) => (
          <div className="grid gap-1.5">
            <div className="flex items-start gap-2">
              <Checkbox
                id={termsId}
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={`${termsId}-${fieldState.error ? 'message' : 'links'}`}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor={termsId}>I accept the terms and conditions</Label>
                <p id={`${termsId}-links`} className="text-muted-foreground text-xs">
                  Read our <AuthLink to="/terms">Terms of Service</AuthLink> and{' '}
                  <AuthLink to="/privacy">Privacy Policy</AuthLink>.
                </p>
              </div>
            </div>
            {fieldState.error ? (
              <p id={`${termsId}-message`} role="alert" className="text-destructive text-sm">
                {fieldState.error.message}
              </p>
            ) : null}
          </div>
        )}
      />
      <Button type="submit" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <LoaderCircle className="animate-spin" />
            Creating account...
          </>
        ) : (
          'Create Account'
        )}
      </Button>
    </form>
  )
}
