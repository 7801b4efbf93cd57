import { Plus } from 'lucide-react'
import { useState, type ComponentProps, type ReactElement } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { REGISTRATION_TEXTS, REGISTRATION_TOASTS } from '#shared/reseller-accounts-texts.ts'
import {
  BUSINESS_TYPE_OPTIONS,
  SALES_VOLUME_OPTIONS,
  WHOLESALE_BUDGET_OPTIONS,
} from '#shared/reseller-hub-texts.ts'
import {
  manualApplicationSchema,
  type ManualApplicationInput,
} from '#shared/schemas/reseller-accounts.ts'
import { Button } from '../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'

interface FormValues {
  companyName: string
  email: string
  phone: string
  linkedin: string
  businessType: string
  einNumber: string
  amazonSellerId: string
  walmartSellerId: string
  ebaySellerId: string
  salesVolume: string
  wholesaleBudget: string
}

const EMPTY: FormValues = {
  companyName: '',
  email: '',
  phone: '',
  linkedin: '',
  businessType: '',
  einNumber: '',
  amazonSellerId: '',
  walmartSellerId: '',
  ebaySellerId: '',
  salesVolume: '',
  wholesaleBudget: '',
}

const SELECT_CLASS = 'border-border bg-background h-10 w-full rounded-md border px-3 text-sm'

function Select({
  options,
  ...props
}: ComponentProps<'select'> & { options: readonly { value: string; label: string }[] }) {
  return (
    <select className={SELECT_CLASS} {...props}>
      <option value="">Not given</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
}

/**
 * 'Add Manual Application' (001 §2.2, §5): an application that reached the admin by e-mail.
 * Company name and e-mail are required ('Missing information'); the rest of 001 §3 is optional.
 */
export function ManualApplicationDialog({
  onAdd,
  trigger,
}: {
  /** Resolves true when stored or queued offline. */
  onAdd: (input: ManualApplicationInput) => Promise<boolean>
  trigger?: ReactElement
}) {
  const [open, setOpen] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ defaultValues: EMPTY })

  async function submit(values: FormValues) {
    if (!values.email.trim() || !values.companyName.trim()) {
      toast.error(REGISTRATION_TOASTS.missingTitle, {
        description: REGISTRATION_TOASTS.missingMessage,
      })
      if (!values.companyName.trim())
        setError('companyName', { message: REGISTRATION_TOASTS.missingMessage })
      if (!values.email.trim()) setError('email', { message: REGISTRATION_TOASTS.missingMessage })
      return
    }
    const parsed = manualApplicationSchema.safeParse(
      Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')),
    )
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        setError(String(issue.path[0]) as keyof FormValues, { message: issue.message })
      }
      return
    }
    if (await onAdd(parsed.data)) {
      reset(EMPTY)
      setOpen(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) reset(EMPTY)
      }}
    >
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <Plus aria-hidden="true" />
            {REGISTRATION_TEXTS.addManual}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{REGISTRATION_TEXTS.addManual}</DialogTitle>
          <DialogDescription>{REGISTRATION_TEXTS.addManualDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Company Name *" error={errors.companyName?.message}>
              <Input autoComplete="organization" {...register('companyName')} />
            </FormField>
            <FormField label="Email *" error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...register('email')} />
            </FormField>
            <FormField label="Phone" error={errors.phone?.message}>
              <Input type="tel" {...register('phone')} />
            </FormField>
            <FormField label="LinkedIn" error={errors.linkedin?.message}>
              <Input type="url" {...register('linkedin')} />
            </FormField>
            <FormField label="Business Type" error={errors.businessType?.message}>
              <Select options={BUSINESS_TYPE_OPTIONS} {...register('businessType')} />
            </FormField>
            <FormField label="EIN Number" error={errors.einNumber?.message}>
              <Input {...register('einNumber')} />
            </FormField>
            <FormField label="Amazon Seller ID" error={errors.amazonSellerId?.message}>
              <Input {...register('amazonSellerId')} />
            </FormField>
            <FormField label="Walmart Seller ID" error={errors.walmartSellerId?.message}>
              <Input {...register('walmartSellerId')} />
            </FormField>
            <FormField label="eBay Seller ID" error={errors.ebaySellerId?.message}>
              <Input {...register('ebaySellerId')} />
            </FormField>
            <FormField label="Sales Volume" error={errors.salesVolume?.message}>
              <Select options={SALES_VOLUME_OPTIONS} {...register('salesVolume')} />
            </FormField>
            <FormField label="Wholesale Budget" error={errors.wholesaleBudget?.message}>
              <Select options={WHOLESALE_BUDGET_OPTIONS} {...register('wholesaleBudget')} />
            </FormField>
          </div>
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {REGISTRATION_TEXTS.submitManual}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
