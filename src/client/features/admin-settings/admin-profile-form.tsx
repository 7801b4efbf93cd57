import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ADMIN_SETTINGS_TEXTS } from '#shared/admin-settings-texts.ts'
import { BRAND_SETTINGS_TOASTS } from '#shared/brand-settings-texts.ts'
import { profileUpdateSchema, type ProfileUpdate } from '#shared/schemas/accounts.ts'
import { FormCard } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { useAdminProfile, useUpdateAdminProfile, type AdminProfile } from './api.ts'

const T = ADMIN_SETTINGS_TEXTS.profile
type Values = z.input<typeof profileUpdateSchema>

/**
 * The admin's name and company (the rules of 001 §5's profile form, checked again by the
 * server); the e-mail is the sign-in address, shown and not editable.
 */
export function AdminProfileForm({ userId, onSaved }: { userId: string; onSaved: () => void }) {
  const profile = useAdminProfile(userId)
  if (profile.isPending) return <Skeleton className="h-72 w-full" />
  if (profile.isError) {
    return (
      <RetryAlert
        title="Failed to load your profile"
        description={profile.error.message}
        retryLabel="Try Again"
        onRetry={() => void profile.refetch()}
      />
    )
  }
  return <ProfileFields profile={profile.data} onSaved={onSaved} />
}

function ProfileFields({ profile, onSaved }: { profile: AdminProfile; onSaved: () => void }) {
  const update = useUpdateAdminProfile(profile.id)
  const initial = { fullName: profile.fullName ?? '', companyName: profile.companyName ?? '' }
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: initial,
  })
  useEffect(
    () => reset({ fullName: profile.fullName ?? '', companyName: profile.companyName ?? '' }),
    [profile, reset],
  )

  async function submit(values: ProfileUpdate) {
    try {
      await update.mutateAsync({ fullName: values.fullName, companyName: values.companyName })
      toast.success(BRAND_SETTINGS_TOASTS.profileUpdated)
      onSaved()
    } catch (error) {
      toast.error(BRAND_SETTINGS_TOASTS.profileFailed, { description: (error as Error).message })
    }
  }

  return (
    <FormCard
      title={T.title}
      description={T.description}
      onSubmit={handleSubmit(submit)}
      submitLabel={T.save}
      submitting={isSubmitting}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={T.fullName} error={errors.fullName?.message}>
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
        <FormField label={T.companyName} error={errors.companyName?.message}>
          <Input autoComplete="organization" {...register('companyName')} />
        </FormField>
      </div>
      <FormField label={T.email} hint={T.emailHint}>
        <Input
          type="email"
          value={profile.email}
          readOnly
          // Muted background only: muted text on it would fall below AA contrast.
          className="bg-muted"
        />
      </FormField>
    </FormCard>
  )
}
