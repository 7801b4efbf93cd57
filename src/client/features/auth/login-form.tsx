import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { signInSchema, type SignInInput } from '#shared/schemas/auth.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { PasswordInput } from '../../components/ui/password-input.tsx'
import { AuthLink } from './auth-layout.tsx'

/**
 * 000 §5 sign-in form: e-mail and password checked with the shared schema, messages under the
 * fields. `onSubmit` owns the call and its outcome; the button stays disabled until it settles
 * (including the post-login wait, so that nobody signs in twice).
 */
export function LoginForm({
  onSubmit,
  forgotPasswordHref,
}: {
  onSubmit: (values: SignInInput) => Promise<void>
  forgotPasswordHref?: string
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof signInSchema>, unknown, SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  })

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...register('email')}
        />
      </FormField>
      <div className="grid gap-1.5">
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        {forgotPasswordHref ? (
          <p className="text-right text-sm">
            <AuthLink to={forgotPasswordHref}>Forgot password?</AuthLink>
          </p>
        ) : null}
      </div>
      <Button type="submit" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" /> : null}
        Sign In
      </Button>
    </form>
  )
}
