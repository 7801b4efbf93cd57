/**
 * The brand's wholesale terms (issue 13 item 5): its opening order minimum and reorder minimum,
 * in dollars; empty keeps the marketplace's rule (5 × the lowest wholesale price), whose amount
 * today the form names. The same schema validates on the server, which enforces the minimums
 * when resellers order.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { WHOLESALE_TERMS_TEXTS as T } from '#shared/reseller-order-texts.ts'
import {
  wholesaleTermsSchema,
  type WholesaleTermsInput,
  type WholesaleTermsOutput,
} from '#shared/schemas/reseller-orders.ts'
import { FormCard } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useSaveWholesaleTerms, useWholesaleTerms, type WholesaleTermsState } from './api.ts'
import { LoadError } from './load-error.tsx'

export function WholesaleTermsCard() {
  const terms = useWholesaleTerms()
  if (terms.isPending) return <Skeleton className="h-64 w-full" />
  if (terms.isError) return <LoadError onRetry={() => void terms.refetch()} />
  if (terms.data === null) {
    return (
      <SectionCard title={T.title} description={T.description}>
        <p className="text-muted-foreground text-sm">{T.noEntry}</p>
      </SectionCard>
    )
  }
  return <WholesaleTermsForm terms={terms.data} />
}

interface Values {
  openingOrderMinimum: string
  reorderMinimum: string
}

const valuesOf = (terms: WholesaleTermsState): Values => ({
  openingOrderMinimum: terms.openingOrderMinimum ?? '',
  reorderMinimum: terms.reorderMinimum ?? '',
})

function WholesaleTermsForm({ terms }: { terms: WholesaleTermsState }) {
  const save = useSaveWholesaleTerms()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WholesaleTermsInput, unknown, WholesaleTermsOutput>({
    resolver: zodResolver(wholesaleTermsSchema),
    defaultValues: valuesOf(terms),
  })
  useEffect(() => reset(valuesOf(terms)), [terms, reset])

  async function submit(input: WholesaleTermsOutput) {
    try {
      await save.mutateAsync(input)
      toast.success(T.saved)
    } catch (error) {
      toast.error(T.saveFailed, { description: (error as Error).message })
    }
  }

  const rule = T.defaultNow(terms.defaultMinimumCents)
  return (
    <FormCard
      title={T.title}
      description={T.description}
      onSubmit={handleSubmit(submit)}
      submitLabel={T.save}
      submitting={isSubmitting}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={T.openingLabel}
          error={errors.openingOrderMinimum?.message}
          hint={`${T.openingHint} ${rule}`}
        >
          <Input
            inputMode="decimal"
            placeholder={T.placeholder}
            {...register('openingOrderMinimum')}
          />
        </FormField>
        <FormField
          label={T.reorderLabel}
          error={errors.reorderMinimum?.message}
          hint={`${T.reorderHint} ${rule}`}
        >
          <Input inputMode="decimal" placeholder={T.placeholder} {...register('reorderMinimum')} />
        </FormField>
      </div>
    </FormCard>
  )
}
