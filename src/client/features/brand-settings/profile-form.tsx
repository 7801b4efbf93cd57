import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { BRAND_SETTINGS_TEXTS, BRAND_SETTINGS_TOASTS } from '#shared/brand-settings-texts.ts'
import {
  brandProfileSchema,
  type BrandProfileInput,
  type BrandProfileValues,
} from '#shared/schemas/brand-settings.ts'
import { FormCard } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input, Textarea } from '../../components/ui/input.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useBrandProfile, useUpdateBrandProfile, type BrandProfile } from './api.ts'
import { LoadError } from './load-error.tsx'

const T = BRAND_SETTINGS_TEXTS.profile

/**
 * 001 §3 brand profile form with the §5 rules (the same schema validates on the server). The
 * e-mail is the sign-in address: shown, not editable here.
 */
export function ProfileForm({ onSaved }: { onSaved?: () => void }) {
  const profile = useBrandProfile()
  if (profile.isPending) return <Skeleton className="h-96 w-full" />
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />
  return <ProfileFormFields profile={profile.data} onSaved={onSaved} />
}

function ProfileFormFields({
  profile,
  onSaved,
}: {
  profile: BrandProfile
  onSaved?: (() => void) | undefined
}) {
  const update = useUpdateBrandProfile()
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<BrandProfileValues, unknown, BrandProfileInput>({
    resolver: zodResolver(brandProfileSchema),
    defaultValues: profile,
  })
  useEffect(() => reset(profile), [profile, reset])
  const bioLength = useWatch({ control, name: 'bio' })?.length ?? 0

  async function submit(input: BrandProfileInput) {
    try {
      await update.mutateAsync(input)
      toast.success(BRAND_SETTINGS_TOASTS.profileUpdated)
      onSaved?.()
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
        <FormField label={T.companyName} error={errors.companyName?.message}>
          <Input autoComplete="organization" {...register('companyName')} />
        </FormField>
        <FormField label={T.fullName} error={errors.fullName?.message}>
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
      </div>
      <FormField label={T.email} error={errors.email?.message} hint={T.emailHint}>
        <Input
          type="email"
          autoComplete="email"
          readOnly
          className="bg-muted text-muted-foreground"
          {...register('email')}
        />
      </FormField>
      <FormField label={T.bio} error={errors.bio?.message} hint={T.bioHint(bioLength)}>
        <Textarea rows={4} {...register('bio')} />
      </FormField>
    </FormCard>
  )
}
