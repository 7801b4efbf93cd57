import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { BRAND_ENTRY_TEXTS as T } from '#shared/brand-settings-texts.ts'
import { BRANDS_DIRECTORY_TEXTS } from '#shared/brands-directory-texts.ts'
import {
  brandEntryFormSchema,
  type BrandEntryFormValues,
  type BrandEntryInput,
} from '#shared/schemas/brand-settings.ts'
import { FormCard } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input, Textarea } from '../../components/ui/input.tsx'
import { useCreateBrandEntry } from './api.ts'

const F = BRANDS_DIRECTORY_TEXTS.form

const EMPTY: BrandEntryFormValues = {
  name: '',
  websiteUrl: '',
  logoUrl: '',
  description: '',
  department: '',
  categories: '',
}

/**
 * The brand's own directory entry (issue 5 item 1): the admin's brand form rules (001 §5: name
 * required, URLs of URL type, categories comma separated) with the account's e-mail as the
 * contact. The same schema validates on the server; the entry then waits for an admin.
 */
export function BrandEntryForm({
  contactEmail,
  defaultName,
}: {
  contactEmail: string
  /** The account's company name, as a starting point. */
  defaultName?: string | null | undefined
}) {
  const create = useCreateBrandEntry()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BrandEntryFormValues, unknown, BrandEntryInput>({
    resolver: zodResolver(brandEntryFormSchema),
    defaultValues: { ...EMPTY, name: defaultName ?? '' },
  })

  async function submit(input: BrandEntryInput) {
    try {
      await create.mutateAsync(input)
      toast.success(T.created, { description: T.createdDescription })
    } catch (error) {
      toast.error(T.createFailed, { description: (error as Error).message })
    }
  }

  return (
    <FormCard
      title={T.formTitle}
      description={T.formDescription}
      onSubmit={handleSubmit(submit)}
      submitLabel={T.submit}
      submitting={isSubmitting}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={F.name} error={errors.name?.message}>
          <Input autoComplete="organization" {...register('name')} />
        </FormField>
        <FormField label={T.contactEmail}>
          <Input type="email" value={contactEmail} readOnly disabled />
        </FormField>
        <FormField label={F.websiteUrl} error={errors.websiteUrl?.message}>
          <Input type="url" placeholder="https://" {...register('websiteUrl')} />
        </FormField>
        <FormField label={F.logoUrl} error={errors.logoUrl?.message}>
          <Input type="url" placeholder="https://" {...register('logoUrl')} />
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
    </FormCard>
  )
}
