import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { BRAND_ENTRY_EDIT_TEXTS as T } from '#shared/brand-settings-texts.ts'
import { BRANDS_DIRECTORY_TEXTS } from '#shared/brands-directory-texts.ts'
import {
  brandEntryEditFormSchema,
  type BrandEntryEditFormValues,
  type BrandEntryUpdate,
} from '#shared/schemas/brand-settings.ts'
import { Button } from '../../components/ui/button.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input, Textarea } from '../../components/ui/input.tsx'
import { useUpdateBrandEntry, type BrandEntry } from './api.ts'

const F = BRANDS_DIRECTORY_TEXTS.form

/**
 * The brand edits its own directory entry (issue 15 item 11), with the admin brand form's rules
 * (001 §5). The name and e-mail fields start from the pending change when there is one, so that
 * saving other fields keeps it; putting the current values back withdraws it.
 */
export function BrandEntryEditForm({ entry, onDone }: { entry: BrandEntry; onDone: () => void }) {
  const update = useUpdateBrandEntry()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BrandEntryEditFormValues, unknown, BrandEntryUpdate>({
    resolver: zodResolver(brandEntryEditFormSchema),
    defaultValues: {
      name: entry.pendingChange?.name ?? entry.name,
      contactEmail: entry.pendingChange?.contactEmail ?? entry.contactEmail,
      websiteUrl: entry.websiteUrl ?? '',
      description: entry.description ?? '',
      department: entry.department ?? '',
      categories: entry.categories.join(', '),
    },
  })

  async function submit(input: BrandEntryUpdate) {
    try {
      const { entry: saved } = await update.mutateAsync(input)
      toast.success(saved.pendingChange ? T.savedWithReview : T.saved)
      onDone()
    } catch (error) {
      toast.error(T.saveFailed, { description: (error as Error).message })
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4" aria-label={T.title}>
      <p className="text-muted-foreground text-sm">{T.reviewHint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={F.name} error={errors.name?.message}>
          <Input autoComplete="organization" {...register('name')} />
        </FormField>
        <FormField label={T.contactEmail} error={errors.contactEmail?.message}>
          <Input type="email" {...register('contactEmail')} />
        </FormField>
        <FormField label={F.websiteUrl} error={errors.websiteUrl?.message}>
          <Input type="url" placeholder="https://" {...register('websiteUrl')} />
        </FormField>
        <FormField label={F.department} error={errors.department?.message}>
          <Input {...register('department')} />
        </FormField>
        <FormField label={F.categories} error={errors.categories?.message} hint={F.categoriesHint}>
          <Input {...register('categories')} />
        </FormField>
      </div>
      <FormField label={F.description} error={errors.description?.message}>
        <Textarea rows={4} {...register('description')} />
      </FormField>
      <div className="flex gap-2">
        <PendingButton type="submit" pending={isSubmitting}>
          {T.save}
        </PendingButton>
        <Button type="button" variant="outline" onClick={onDone}>
          {T.cancel}
        </Button>
      </div>
    </form>
  )
}
