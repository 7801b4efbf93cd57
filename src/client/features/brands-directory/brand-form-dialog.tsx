import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { BRANDS_DIRECTORY_TEXTS as T, BRANDS_TOASTS } from '#shared/brands-directory-texts.ts'
import {
  brandFormSchema,
  type BrandFormValues,
  type BrandInput,
} from '#shared/schemas/brands-directory.ts'
import { Button } from '../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input, Textarea } from '../../components/ui/input.tsx'
import { useAddBrand, useUpdateBrand, type DirectoryBrand } from './api/brands.ts'

const EMPTY: BrandFormValues = {
  name: '',
  contactEmail: '',
  websiteUrl: '',
  logoUrl: '',
  description: '',
  department: '',
  categories: '',
  approvalRate: '',
  responseTime: '',
  isActive: true,
  amazonAutoUngated: false,
}

function valuesOf(brand: DirectoryBrand | undefined): BrandFormValues {
  if (!brand) return EMPTY
  return {
    name: brand.name,
    contactEmail: brand.contactEmail,
    websiteUrl: brand.websiteUrl ?? '',
    logoUrl: brand.logoUrl ?? '',
    description: brand.description ?? '',
    department: brand.department ?? '',
    categories: brand.categories.join(', '),
    approvalRate: brand.approvalRate == null ? '' : String(brand.approvalRate),
    responseTime: brand.responseTime == null ? '' : String(brand.responseTime),
    isActive: brand.isActive,
    amazonAutoUngated: brand.amazonAutoUngated,
  }
}

/**
 * Add Brand and edit (001 §2.2, §5): name and contact e-mail required, URLs of URL type, approval
 * rate 0 to 100 in steps of 0.1, response time from 0 in steps of 0.5, categories comma
 * separated. The same schema validates on the server.
 */
export function BrandFormDialog({
  open,
  onOpenChange,
  brand,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The brand to edit; none to add one. */
  brand?: DirectoryBrand | undefined
}) {
  const add = useAddBrand()
  const update = useUpdateBrand()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BrandFormValues, unknown, BrandInput>({
    resolver: zodResolver(brandFormSchema),
    defaultValues: valuesOf(brand),
  })

  useEffect(() => {
    if (open) reset(valuesOf(brand))
  }, [open, brand, reset])

  async function submit(input: BrandInput) {
    if (brand) {
      try {
        await update.mutateAsync({ id: brand.id, body: input })
        toast.success(BRANDS_TOASTS.updated, { description: input.name })
        onOpenChange(false)
      } catch (error) {
        toast.error(BRANDS_TOASTS.updateFailed, { description: (error as Error).message })
      }
      return
    }
    try {
      await add.mutateAsync(input)
      toast.success(BRANDS_TOASTS.added, { description: input.name })
      onOpenChange(false)
    } catch (error) {
      toast.error(BRANDS_TOASTS.addFailed((error as Error).message))
    }
  }

  const title = brand ? T.editBrand : T.addBrand
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {brand ? brand.name : 'Add a brand to the directory.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={T.form.name} error={errors.name?.message}>
              <Input autoComplete="organization" {...register('name')} />
            </FormField>
            <FormField label={T.form.contactEmail} error={errors.contactEmail?.message}>
              <Input type="email" autoComplete="email" {...register('contactEmail')} />
            </FormField>
            <FormField label={T.form.websiteUrl} error={errors.websiteUrl?.message}>
              <Input type="url" placeholder="https://" {...register('websiteUrl')} />
            </FormField>
            <FormField label={T.form.logoUrl} error={errors.logoUrl?.message}>
              <Input type="url" placeholder="https://" {...register('logoUrl')} />
            </FormField>
            <FormField label={T.form.department} error={errors.department?.message}>
              <Input {...register('department')} />
            </FormField>
            <FormField
              label={T.form.categories}
              error={errors.categories?.message}
              hint={T.form.categoriesHint}
            >
              <Input {...register('categories')} />
            </FormField>
            <FormField label={T.form.approvalRate} error={errors.approvalRate?.message}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step={0.1}
                {...register('approvalRate')}
              />
            </FormField>
            <FormField label={T.form.responseTime} error={errors.responseTime?.message}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step={0.5}
                {...register('responseTime')}
              />
            </FormField>
          </div>
          <FormField label={T.form.description} error={errors.description?.message}>
            <Textarea rows={3} {...register('description')} />
          </FormField>
          <div className="flex flex-wrap gap-6">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" {...register('isActive')} />
              {T.form.isActive}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" {...register('amazonAutoUngated')} />
              {T.form.amazonAutoUngated}
            </label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {T.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {brand ? T.save : T.addBrand}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
