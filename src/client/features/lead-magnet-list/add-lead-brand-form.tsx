import { zodResolver } from '@hookform/resolvers/zod'
import { Plus } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { LEAD_LIST_LIMITS } from '#shared/constants.ts'
import { LEAD_LIST_TEXTS as T } from '#shared/lead-magnet-list-texts.ts'
import {
  leadMagnetBrandSchema,
  type LeadMagnetBrandInput,
  type LeadMagnetBrandValues,
} from '#shared/schemas/lead-magnet-brands.ts'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { ApiError } from '../../lib/api.ts'
import { useAddLeadMagnetBrand } from './api.ts'

const EMPTY = { name: '', url: '', category: '', note: '' }

/** Puts a brand on the list: a name, and optionally a link, a category and a note. */
export function AddLeadBrandForm() {
  const add = useAddLeadMagnetBrand()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LeadMagnetBrandValues, unknown, LeadMagnetBrandInput>({
    resolver: zodResolver(leadMagnetBrandSchema),
    defaultValues: EMPTY,
  })

  async function submit(values: LeadMagnetBrandInput) {
    try {
      const { brand } = await add.mutateAsync(values)
      reset(EMPTY)
      setFocus('name')
      toast.success(T.added(brand.name))
    } catch (error) {
      const message = (error as Error).message
      // A name already on the list, or a rule the server names: shown at its field.
      const field = error instanceof ApiError ? error.issues?.[0]?.path : undefined
      if (error instanceof ApiError && error.status === 409) setError('name', { message })
      else if (field === 'url' || field === 'category' || field === 'note' || field === 'name') {
        setError(field, { message })
      }
      toast.error(T.addFailed, { description: message })
    }
  }

  return (
    <SectionCard title={T.addTitle} description={T.addDescription}>
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label={T.name} error={errors.name?.message}>
            <Input maxLength={LEAD_LIST_LIMITS.name} {...register('name')} />
          </FormField>
          <FormField label={T.url} error={errors.url?.message}>
            <Input
              type="url"
              inputMode="url"
              placeholder={T.urlPlaceholder}
              maxLength={LEAD_LIST_LIMITS.url}
              {...register('url')}
            />
          </FormField>
          <FormField label={T.category} error={errors.category?.message}>
            <Input maxLength={LEAD_LIST_LIMITS.category} {...register('category')} />
          </FormField>
          <FormField label={T.note} error={errors.note?.message}>
            <Input
              placeholder={T.notePlaceholder}
              maxLength={LEAD_LIST_LIMITS.note}
              {...register('note')}
            />
          </FormField>
        </div>
        <div>
          <PendingButton type="submit" pending={isSubmitting} icon={<Plus aria-hidden="true" />}>
            {T.add}
          </PendingButton>
        </div>
      </form>
    </SectionCard>
  )
}
