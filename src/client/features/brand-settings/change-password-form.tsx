import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { BRAND_SETTINGS_TEXTS, BRAND_SETTINGS_TOASTS } from '#shared/brand-settings-texts.ts'
import {
  changePasswordFormSchema,
  type ChangePasswordForm as FormValues,
} from '#shared/schemas/brand-settings.ts'
import { FormCard } from '../../components/ui/form-card.tsx'
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
export function ChangePasswordForm({
  successDescription = BRAND_SETTINGS_TOASTS.passwordSessionsEnded,
  title = T.changePassword,
  onChanged,
}: {
  /** The success toast's line: the reseller portal's is its own (001 §8.3). */
  successDescription?: string
  /** The card's heading (the admin's Settings calls it Password). */
  title?: string
  /** After a change: the other sessions have ended, so a list of them is out of date. */
  onChanged?: () => void
} = {}) {
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
      onChanged?.()
      toast.success(BRAND_SETTINGS_TOASTS.passwordUpdated, {
        description: successDescription,
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
    <FormCard
      title={title}
      description={T.changePasswordDescription}
      onSubmit={handleSubmit(submit)}
      submitLabel={T.update}
      submitting={isSubmitting}
      className="max-w-md"
    >
      <FormField label={T.currentPassword} error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormField label={T.newPassword} error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField label={T.confirmPassword} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
    </FormCard>
  )
}
