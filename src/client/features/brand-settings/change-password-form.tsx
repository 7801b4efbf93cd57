import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { BRAND_SETTINGS_TEXTS, BRAND_SETTINGS_TOASTS } from '#shared/brand-settings-texts.ts'
import {
  changePasswordFormSchema,
  type ChangePasswordForm as FormValues,
} from '#shared/schemas/brand-settings.ts'
import { Button } from '../../components/ui/button.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { PasswordInput } from '../../components/ui/password-input.tsx'
import { ApiError } from '../../lib/api.ts'
import { useChangePassword } from './api.ts'

const T = BRAND_SETTINGS_TEXTS.security
const EMPTY: FormValues = { currentPassword: '', newPassword: '', confirmPassword: '' }

/**
 * 001 §5 Change Password: the spec's messages, at least 8 characters (DESIGN decision 4), show/
 * hide toggles. The server verifies the current password and signs out every other device.
 */
export function ChangePasswordForm() {
  const change = useChangePassword()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  })

  async function submit(values: FormValues) {
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      })
      reset(EMPTY)
      toast.success(BRAND_SETTINGS_TOASTS.passwordUpdated, {
        description: BRAND_SETTINGS_TOASTS.passwordSessionsEnded,
      })
    } catch (error) {
      const message = (error as Error).message
      // The server's answer names the field when it can (a wrong current password, a rule).
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
        setError('currentPassword', { message })
      } else if (error instanceof ApiError && error.issues?.[0]?.path === 'newPassword') {
        setError('newPassword', { message })
      }
      toast.error(BRAND_SETTINGS_TOASTS.passwordFailed, { description: message })
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{T.changePassword}</CardTitle>
        <CardDescription>{T.changePasswordDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(submit)} className="grid max-w-md gap-4">
          <FormField label={T.currentPassword} error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
          </FormField>
          <FormField label={T.newPassword} error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('newPassword')} />
          </FormField>
          <FormField label={T.confirmPassword} error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {T.update}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
